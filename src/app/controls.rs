//! Game input from the keyboard (the bindings of `config.toml`, resolved to
//! scancodes) and from a game controller.
//!
//! The controller map (README "Keys and controller"): left stick or d-pad
//! moves, A jump, X action, B roll, Y draw, left shoulder walk, right
//! shoulder sprint, left trigger duck (TR1/TR2 have no duck: there it turns
//! left/right into sidesteps), right trigger flare, right stick looks
//! (look held, its direction steering), Back holds look.

use sdl2::keyboard::{KeyboardState, Scancode};

use super::config::Keys;
use crate::format::Game;
use crate::world::Input;

/// The key bindings of the config resolved to scancodes.
pub struct Bindings {
    keys: std::collections::BTreeMap<&'static str, Vec<Scancode>>,
}

impl Bindings {
    /// Resolves every binding; a name SDL does not know is an error naming
    /// the action and the key.
    pub fn new(k: &Keys) -> Result<Bindings, String> {
        let mut keys = std::collections::BTreeMap::new();
        for (action, names) in k.all() {
            let codes = names
                .iter()
                .map(|n| {
                    Scancode::from_name(n)
                        .ok_or_else(|| format!("keys.{action}: {n:?} is not an SDL key name"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            keys.insert(action, codes);
        }
        Ok(Bindings { keys })
    }

    /// True while a key bound to `action` is down.
    pub fn held(&self, action: &str, state: &KeyboardState) -> bool {
        self.keys
            .get(action)
            .is_some_and(|codes| codes.iter().any(|c| state.is_scancode_pressed(*c)))
    }

    /// True when `code` is bound to `action`.
    pub fn is(&self, action: &str, code: Scancode) -> bool {
        self.keys
            .get(action)
            .is_some_and(|codes| codes.contains(&code))
    }

    /// The game action bits bound to `code` (for taps between ticks).
    pub fn bits_of(&self, code: Scancode) -> u32 {
        Input::NAMES
            .iter()
            .filter(|(name, _)| self.is(name, code))
            .fold(0, |b, (_, bit)| b | bit)
    }

    /// The game input of the held keys (every action of `Input::NAMES`).
    pub fn input(&self, state: &KeyboardState) -> Input {
        let bits = Input::NAMES
            .iter()
            .filter(|(name, _)| self.held(name, state))
            .fold(0, |b, (_, bit)| b | bit);
        Input { bits }
    }
}

/// How far a stick or trigger must go (0..1) to count as pressed.
const PRESS: f32 = 0.5;

/// A game controller's state as plain values: sticks and triggers in
/// −1..1 / 0..1 (y down), buttons pressed or not.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct PadState {
    pub left_stick: [f32; 2],
    pub right_stick: [f32; 2],
    pub left_trigger: f32,
    pub right_trigger: f32,
    pub a: bool,
    pub b: bool,
    pub x: bool,
    pub y: bool,
    pub back: bool,
    pub left_shoulder: bool,
    pub right_shoulder: bool,
    pub dpad: [bool; 4],
}

/// D-pad order in [`PadState::dpad`].
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;

impl PadState {
    /// Reads an open controller.
    pub fn read(pad: &sdl2::controller::GameController) -> PadState {
        use sdl2::controller::{Axis, Button};
        let axis = |a| pad.axis(a) as f32 / 32767.0;
        PadState {
            left_stick: [axis(Axis::LeftX), axis(Axis::LeftY)],
            right_stick: [axis(Axis::RightX), axis(Axis::RightY)],
            left_trigger: axis(Axis::TriggerLeft),
            right_trigger: axis(Axis::TriggerRight),
            a: pad.button(Button::A),
            b: pad.button(Button::B),
            x: pad.button(Button::X),
            y: pad.button(Button::Y),
            back: pad.button(Button::Back),
            left_shoulder: pad.button(Button::LeftShoulder),
            right_shoulder: pad.button(Button::RightShoulder),
            dpad: [
                pad.button(Button::DPadUp),
                pad.button(Button::DPadDown),
                pad.button(Button::DPadLeft),
                pad.button(Button::DPadRight),
            ],
        }
    }

    /// True while the right stick is pushed: it looks around.
    pub fn looking(&self) -> bool {
        self.right_stick.iter().any(|v| v.abs() > PRESS)
    }

    /// The game input of the controller in `game` (see the module docs).
    pub fn input(&self, game: Game) -> Input {
        let mut bits = 0;
        let mut set = |on: bool, bit: u32| {
            if on {
                bits |= bit;
            }
        };
        // Directions: the right stick steers while it looks, like the
        // direction keys do while look is held.
        let (stick, look) = if self.looking() {
            (self.right_stick, true)
        } else {
            (self.left_stick, false)
        };
        let dpad = if look { [false; 4] } else { self.dpad };
        set(dpad[UP] || stick[1] < -PRESS, Input::FORWARD);
        set(dpad[DOWN] || stick[1] > PRESS, Input::BACK);
        set(dpad[LEFT] || stick[0] < -PRESS, Input::LEFT);
        set(dpad[RIGHT] || stick[0] > PRESS, Input::RIGHT);
        set(look || self.back, Input::LOOK);
        set(self.a, Input::JUMP);
        set(self.x, Input::ACTION);
        set(self.b, Input::ROLL);
        set(self.y, Input::DRAW);
        set(self.left_shoulder, Input::WALK);
        set(self.right_shoulder, Input::SPRINT);
        set(self.right_trigger > PRESS, Input::FLARE);
        if self.left_trigger > PRESS {
            if game >= Game::Tr3 {
                bits |= Input::DUCK;
            } else {
                // No duck before TR3: the trigger makes turns sidesteps.
                for (turn, step) in [
                    (Input::LEFT, Input::STEP_LEFT),
                    (Input::RIGHT, Input::STEP_RIGHT),
                ] {
                    if bits & turn != 0 {
                        bits = (bits & !turn) | step;
                    }
                }
            }
        }
        Input { bits }
    }

    /// How the right stick (or the left one while Back holds look) steers
    /// the chase camera's look-around: right, down in −1..1.
    pub fn look_steer(&self) -> [f32; 2] {
        let s = if self.looking() {
            self.right_stick
        } else if self.back {
            self.left_stick
        } else {
            [0.0; 2]
        };
        s.map(dead_zone)
    }
}

/// How far a stick must be pushed (0..1) to steer a camera at all.
const DEAD_ZONE: f32 = 0.2;

/// A stick's deflection as a camera steers by it: nothing within
/// [`DEAD_ZONE`] of the centre, else the deflection within −1..1.
pub fn dead_zone(v: f32) -> f32 {
    if v.abs() < DEAD_ZONE {
        0.0
    } else {
        v.clamp(-1.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(i: Input) -> Vec<&'static str> {
        Input::NAMES
            .iter()
            .filter(|(_, b)| i.bits & b != 0)
            .map(|(n, _)| *n)
            .collect()
    }

    #[test]
    fn every_button_maps_to_its_action() {
        let idle = PadState::default();
        assert_eq!(idle.input(Game::Tr3), Input::default());
        let cases: [(PadState, &[&str]); 10] = [
            (PadState { a: true, ..idle }, &["jump"]),
            (PadState { x: true, ..idle }, &["action"]),
            (PadState { b: true, ..idle }, &["roll"]),
            (PadState { y: true, ..idle }, &["draw"]),
            (PadState { back: true, ..idle }, &["look"]),
            (
                PadState {
                    left_shoulder: true,
                    ..idle
                },
                &["walk"],
            ),
            (
                PadState {
                    right_shoulder: true,
                    ..idle
                },
                &["sprint"],
            ),
            (
                PadState {
                    right_trigger: 1.0,
                    ..idle
                },
                &["flare"],
            ),
            (
                PadState {
                    left_trigger: 1.0,
                    ..idle
                },
                &["duck"],
            ),
            (
                PadState {
                    left_stick: [-0.9, -0.9],
                    dpad: [false, true, false, false],
                    ..idle
                },
                &["forward", "back", "left"],
            ),
        ];
        for (pad, want) in cases {
            assert_eq!(names(pad.input(Game::Tr3)), want, "{pad:?}");
        }
    }

    #[test]
    fn the_left_trigger_sidesteps_where_there_is_no_duck() {
        let pad = PadState {
            left_trigger: 1.0,
            left_stick: [0.8, 0.0],
            ..Default::default()
        };
        assert_eq!(names(pad.input(Game::Tr1)), ["step_right"]);
        assert_eq!(names(pad.input(Game::Tr4)), ["right", "duck"]);
        let left = PadState {
            dpad: [false, false, true, false],
            ..pad
        };
        assert_eq!(names(left.input(Game::Tr2)), ["step_left", "step_right"]);
    }

    #[test]
    fn the_right_stick_looks_and_steers() {
        let pad = PadState {
            right_stick: [0.0, -0.9],
            left_stick: [0.9, 0.0],
            dpad: [false, false, false, true],
            ..Default::default()
        };
        assert!(pad.looking());
        assert_eq!(names(pad.input(Game::Tr1)), ["forward", "look"]);
        assert_eq!(pad.look_steer(), [0.0, -0.9]);
        let back = PadState {
            back: true,
            left_stick: [0.9, 0.0],
            ..Default::default()
        };
        assert_eq!(names(back.input(Game::Tr1)), ["right", "look"]);
        assert_eq!(back.look_steer(), [0.9, 0.0]);
    }
}
