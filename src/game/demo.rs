//! Playing a level's demo data (`sim --demo`, `play --demo`, and the
//! title's demos when the player leaves it idle): the original
//! input words mapped to `world::Input`, and Lara placed at the demo's start.

use crate::format::Game;
use crate::level::demo::{action_mask, Demo, BITS};
use crate::level::Level;
use crate::world::{Input, World};

/// The `world::Input` of an original input word of `game` (bits the game
/// does not define for Lara are dropped).
pub fn input_of_word(game: Game, word: u32) -> Input {
    let bits = BITS
        .iter()
        .filter(|(bit, _, first)| word & bit != 0 && *first <= game)
        .filter_map(|(_, name, _)| Input::bit(name))
        .fold(0, |b, bit| b | bit);
    Input { bits }
}

/// The original input word of an input (actions `game` lacks are dropped).
pub fn word_of_input(game: Game, input: Input) -> u32 {
    BITS.iter()
        .filter(|(_, name, first)| *first <= game && Input::bit(name).is_some_and(|b| input.has(b)))
        .fold(0, |w, (bit, _, _)| w | bit)
}

/// The seed of the gameplay generator while a demo plays (TRX tr1
/// phase/phase_demo.c: Random_SeedControl and Random_SeedDraw at the
/// demo's start), so its rolls follow the recording's.
pub const SEED: u32 = 0xD371_F947;

/// A demo ready to play: where Lara starts and what is pressed each tick.
#[derive(Debug, Clone)]
pub struct DemoRun {
    pub demo: Demo,
    pub inputs: Vec<Input>,
    /// Repairs made while decoding, and bits that map to no action.
    pub notes: Vec<String>,
}

impl DemoRun {
    /// The level's demo, or why it has none (with the level's name).
    pub fn of(level: &Level) -> Result<DemoRun, String> {
        let decoded = level.demo().map_err(|e| e.to_string())?;
        let game = level.game;
        let mut notes = decoded.notes;
        let unmapped = decoded
            .demo
            .inputs
            .iter()
            .fold(0, |m, w| m | (w & !action_mask(game)));
        if unmapped != 0 {
            notes.push(format!(
                "input bits {unmapped:#x} are not Lara actions in {} and are ignored",
                game.name().to_uppercase()
            ));
        }
        let inputs = decoded
            .demo
            .inputs
            .iter()
            .map(|&w| input_of_word(game, w))
            .collect();
        Ok(DemoRun {
            demo: decoded.demo,
            inputs,
            notes,
        })
    }

    /// One line on the demo: its length and start.
    pub fn summary(&self, level: &Level) -> String {
        let d = &self.demo;
        format!(
            "demo: {} ticks ({:.1} s) from ({}, {}, {}) in room {} ({}), rotation {:?}{}",
            self.inputs.len(),
            self.inputs.len() as f64 / crate::world::TICK_RATE as f64,
            d.pos[0],
            d.pos[1],
            d.pos[2],
            d.room_index(),
            if d.starts_inside(&level.rooms) {
                "inside it"
            } else {
                "outside its bounds"
            },
            d.rotation(),
            d.last_gun
                .map(|g| format!(", last gun type {g}"))
                .unwrap_or_default()
        )
    }

    /// Starts the demo in `world`: Lara at its start, the generators seeded
    /// as the originals seed them for a demo, and no fan fix on (a demo
    /// plays the original). Call before the scripts bind, so their `init`
    /// sees it, and [`DemoRun::scripts_bound`] once they have.
    pub fn begin(&self, world: &mut World) -> Result<(), String> {
        self.place_lara(world)?;
        Self::seed(world);
        world.set_fixes(Default::default());
        Ok(())
    }

    /// The scripts' entities are bound (their `init` has run): the
    /// generators are seeded again, as the originals seed them again once
    /// the level's items are initialised (TRX tr1 phase_demo.c M_Start), so
    /// rolls taken by an `init` (a Damocles sword's heading) are not the
    /// demo's.
    pub fn scripts_bound(&self, world: &mut World) {
        Self::seed(world);
    }

    /// Both generators on the demo seed (the originals seed their control
    /// and draw generators alike).
    fn seed(world: &mut World) {
        world.reseed(crate::world::Rng::new(SEED), crate::world::Rng::new(SEED));
    }

    /// Puts Lara at the demo's start: position, rotation and room (the
    /// previous tick's transform too, so nothing is interpolated from her
    /// stored place).
    fn place_lara(&self, world: &mut World) -> Result<(), String> {
        let id = world
            .lara()
            .ok_or("the level has no Lara (type 0) to place at the demo's start")?;
        let room = crate::level::RoomId(self.demo.room_index() as u32);
        let lara = world
            .entity_mut(id)
            .ok_or("the level has no Lara (type 0) to place at the demo's start")?;
        lara.pos = self.demo.pos;
        lara.prev_pos = self.demo.pos;
        lara.rot = self.demo.rotation();
        lara.prev_rot = lara.rot;
        lara.room = room;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_map_to_actions_per_game() {
        let w = 0x1 | 0x10 | 0x20 | 0x100 | 0x80000 | 0x2000_0000 | 0x4000_0000;
        let tr1 = input_of_word(Game::Tr1, w);
        assert_eq!(tr1.bits, Input::FORWARD | Input::JUMP | Input::DRAW);
        let tr2 = input_of_word(Game::Tr2, w);
        assert_eq!(tr2.bits, tr1.bits | Input::FLARE);
        let tr3 = input_of_word(Game::Tr3, w);
        assert_eq!(tr3.bits, tr2.bits | Input::DUCK | Input::SPRINT);
        assert_eq!(word_of_input(Game::Tr3, tr3), w & !0x100);
        assert_eq!(word_of_input(Game::Tr1, tr3), 0x31);
    }

    #[test]
    fn every_action_has_a_word_bit_and_back() {
        for &(name, bit) in Input::NAMES.iter() {
            // The option (inventory) and pause bits open menus, not Lara
            // actions: demos never carry them (crate::level::demo::BITS).
            if bit & (Input::INVENTORY | Input::PAUSE) != 0 {
                continue;
            }
            let input = Input { bits: bit };
            let word = word_of_input(Game::Tr3, input);
            assert_eq!(word.count_ones(), 1, "{name}");
            assert_eq!(input_of_word(Game::Tr3, word), input, "{name}");
        }
    }
}
