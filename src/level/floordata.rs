//! Floor data (TRosettaStone 3 §4) decoded into typed functions, and the encoder that
//! turns them back into words (decode → encode is the identity on real levels).

use super::error::LevelError;

/// Function codes of the floor-data setup word (bits 0..4).
pub mod func {
    pub const PORTAL: u16 = 0x01;
    pub const FLOOR_SLANT: u16 = 0x02;
    pub const CEILING_SLANT: u16 = 0x03;
    pub const TRIGGER: u16 = 0x04;
    pub const KILL: u16 = 0x05;
    pub const CLIMB: u16 = 0x06;
    pub const TRIANGULATION_FIRST: u16 = 0x07;
    pub const TRIANGULATION_LAST: u16 = 0x12;
    pub const MONKEY: u16 = 0x13;
    pub const SPECIAL_14: u16 = 0x14;
    pub const SPECIAL_15: u16 = 0x15;
}

const END_BIT: u16 = 0x8000;

/// The trigger types of §4.5 (the setup word's sub-function).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TriggerKind {
    Trigger,
    Pad,
    Switch,
    Key,
    Pickup,
    Heavy,
    Antipad,
    Combat,
    Dummy,
    Antitrigger,
    HeavySwitch,
    HeavyAntitrigger,
    Monkey,
    Skeleton,
    Tightrope,
    Crawl,
    Climb,
    /// A sub-function no game defines, kept as stored.
    Other(u8),
}

/// The trigger kinds in sub-function order.
const TRIGGER_KINDS: [TriggerKind; 17] = {
    use TriggerKind::*;
    [
        Trigger,
        Pad,
        Switch,
        Key,
        Pickup,
        Heavy,
        Antipad,
        Combat,
        Dummy,
        Antitrigger,
        HeavySwitch,
        HeavyAntitrigger,
        Monkey,
        Skeleton,
        Tightrope,
        Crawl,
        Climb,
    ]
};

impl TriggerKind {
    /// The kind for a sub-function value.
    pub fn from_code(code: u8) -> Self {
        TRIGGER_KINDS
            .get(code as usize)
            .copied()
            .unwrap_or(TriggerKind::Other(code))
    }

    /// The sub-function value of this kind.
    pub fn code(self) -> u8 {
        match self {
            TriggerKind::Other(c) => c,
            known => TRIGGER_KINDS.iter().position(|k| *k == known).unwrap_or(0) as u8,
        }
    }

    /// Lower-case name for display and JSON.
    pub fn name(self) -> String {
        format!("{self:?}").to_ascii_lowercase()
    }
}

/// The word after a trigger function (§4.4.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TriggerSetup {
    /// Bits 0..7. Seconds; signed from TR4 on (negative delays activation).
    pub timer: u8,
    /// Bit 8.
    pub one_shot: bool,
    /// Bits 9..13.
    pub mask: u8,
    /// Bits 14..15 as stored.
    pub spare: u16,
}

impl TriggerSetup {
    fn decode(w: u16) -> Self {
        TriggerSetup {
            timer: (w & 0xFF) as u8,
            one_shot: w & 0x100 != 0,
            mask: ((w >> 9) & 0x1F) as u8,
            spare: w & 0xC000,
        }
    }
    fn encode(&self) -> u16 {
        self.timer as u16
            | (self.one_shot as u16) << 8
            | ((self.mask as u16 & 0x1F) << 9)
            | self.spare
    }
    /// The timer read as TR4+ reads it (signed).
    pub fn signed_timer(&self) -> i8 {
        self.timer as i8
    }
}

/// One action of a trigger's action list (§4.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TriggerAction {
    Object(u16),
    /// With its extra word: timer (s), once, move timer, spare bit 14.
    Camera {
        camera: u16,
        timer: u8,
        once: bool,
        move_timer: u8,
        spare: u16,
        /// The continuation bit of the first word (the extra word's bit decides).
        head_cont: bool,
    },
    UnderwaterCurrent(u16),
    FlipMap(u16),
    FlipOn(u16),
    FlipOff(u16),
    LookAt(u16),
    EndLevel(u16),
    Soundtrack(u16),
    Flipeffect(u16),
    Secret(u16),
    ClearBodies(u16),
    /// With its extra word: one-shot at 0x0100, other bits kept.
    Flyby {
        sequence: u16,
        once: bool,
        spare: u16,
        head_cont: bool,
    },
    Cutscene(u16),
    /// An action code no game defines, kept as stored.
    Other {
        action: u8,
        parameter: u16,
    },
}

impl TriggerAction {
    /// Action code (bits 10..14).
    pub fn code(&self) -> u8 {
        use TriggerAction::*;
        match self {
            Object(_) => 0,
            Camera { .. } => 1,
            UnderwaterCurrent(_) => 2,
            FlipMap(_) => 3,
            FlipOn(_) => 4,
            FlipOff(_) => 5,
            LookAt(_) => 6,
            EndLevel(_) => 7,
            Soundtrack(_) => 8,
            Flipeffect(_) => 9,
            Secret(_) => 10,
            ClearBodies(_) => 11,
            Flyby { .. } => 12,
            Cutscene(_) => 13,
            Other { action, .. } => *action,
        }
    }

    /// The 10-bit parameter.
    pub fn parameter(&self) -> u16 {
        use TriggerAction::*;
        match *self {
            Object(p) | UnderwaterCurrent(p) | FlipMap(p) | FlipOn(p) | FlipOff(p) | LookAt(p)
            | EndLevel(p) | Soundtrack(p) | Flipeffect(p) | Secret(p) | ClearBodies(p)
            | Cutscene(p) => p,
            Camera { camera, .. } => camera,
            Flyby { sequence, .. } => sequence,
            Other { parameter, .. } => parameter,
        }
    }

    /// Lower-case name of the action kind.
    pub fn name(&self) -> &'static str {
        use TriggerAction::*;
        match self {
            Object(_) => "object",
            Camera { .. } => "camera",
            UnderwaterCurrent(_) => "underwater_current",
            FlipMap(_) => "flipmap",
            FlipOn(_) => "flip_on",
            FlipOff(_) => "flip_off",
            LookAt(_) => "look_at",
            EndLevel(_) => "end_level",
            Soundtrack(_) => "soundtrack",
            Flipeffect(_) => "flipeffect",
            Secret(_) => "secret",
            ClearBodies(_) => "clear_bodies",
            Flyby { .. } => "flyby",
            Cutscene(_) => "cutscene",
            Other { .. } => "other",
        }
    }
}

/// The split and portal layout of a triangulation function (0x07..0x12).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Triangulation {
    /// The function code, 0x07..=0x12.
    pub function: u8,
    /// Triangle height offsets (5-bit signed).
    pub h1: i8,
    pub h2: i8,
    /// Corner deltas in clicks: corners 00, 01, 10, 11 (X digit first).
    pub c00: u8,
    pub c01: u8,
    pub c10: u8,
    pub c11: u8,
}

impl Triangulation {
    /// True for floor functions (0x07, 0x08, 0x0B..0x0E), false for ceilings.
    pub fn is_floor(&self) -> bool {
        matches!(self.function, 0x07 | 0x08 | 0x0B..=0x0E)
    }
    /// True when split along the NW–SE diagonal (0x07, 0x09, 0x0B, 0x0C, 0x0F, 0x10).
    pub fn split_nw_se(&self) -> bool {
        matches!(self.function, 0x07 | 0x09 | 0x0B | 0x0C | 0x0F | 0x10)
    }
    /// Which triangle is a vertical portal: 0 none, 1 the first, 2 the second.
    pub fn portal_triangle(&self) -> u8 {
        match self.function {
            0x0B | 0x0D | 0x0F | 0x11 => 1,
            0x0C | 0x0E | 0x10 | 0x12 => 2,
            _ => 0,
        }
    }
}

/// One floor-data function (§4.4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FloorFunction {
    /// Collisional portal to a room.
    Portal(u16),
    /// Slant in clicks: X in the low byte, Z in the high byte.
    FloorSlant {
        x: i8,
        z: i8,
    },
    CeilingSlant {
        x: i8,
        z: i8,
    },
    Trigger {
        kind: TriggerKind,
        setup: TriggerSetup,
        actions: Vec<TriggerAction>,
    },
    Kill,
    /// Climbable walls: 0x01 +Z, 0x02 +X, 0x04 −Z, 0x08 −X.
    Climb(u8),
    Triangulation(Triangulation),
    Monkey,
    /// TR3 minecart left turn; TR4/TR5 trigger-triggerer.
    Special14,
    /// TR3 minecart right turn; TR4 mechanical-beetle mapper.
    Special15,
    /// A function code no game defines; decoding of the list stops here.
    Unknown(u16),
}

/// A function with the setup-word bits its typed value does not cover.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloorEntry {
    pub function: FloorFunction,
    /// Setup-word bits 5..14 not used by the function (kept for lossless encoding).
    pub spare: u16,
}

/// A floor-data decode failure at a word index.
fn truncated(at: usize) -> LevelError {
    LevelError::new(
        "floor_data",
        "index",
        at as i64,
        "list runs past the end of the floor data",
    )
}

fn sign5(v: u16) -> i8 {
    let v = (v & 0x1F) as i8;
    if v & 0x10 != 0 {
        v - 32
    } else {
        v
    }
}

/// Decodes the function list starting at word `start`. Returns the entries
/// and the number of words consumed.
pub fn decode(words: &[u16], start: usize) -> Result<(Vec<FloorEntry>, usize), LevelError> {
    let mut pos = start;
    let next = |pos: &mut usize| -> Result<u16, LevelError> {
        let w = *words.get(*pos).ok_or_else(|| truncated(*pos))?;
        *pos += 1;
        Ok(w)
    };
    let mut out = Vec::new();
    loop {
        let word = next(&mut pos)?;
        let code = word & 0x1F;
        let sub = (word >> 8) & 0x7F;
        let spare_all = word & 0x7FE0;
        let (function, spare) = match code {
            func::PORTAL => (FloorFunction::Portal(next(&mut pos)?), spare_all),
            func::FLOOR_SLANT | func::CEILING_SLANT => {
                let s = next(&mut pos)?;
                let (x, z) = ((s & 0xFF) as u8 as i8, (s >> 8) as u8 as i8);
                let f = if code == func::FLOOR_SLANT {
                    FloorFunction::FloorSlant { x, z }
                } else {
                    FloorFunction::CeilingSlant { x, z }
                };
                (f, spare_all)
            }
            func::TRIGGER => {
                let setup = TriggerSetup::decode(next(&mut pos)?);
                let mut actions = Vec::new();
                loop {
                    let a = next(&mut pos)?;
                    let parameter = a & 0x3FF;
                    let mut cont = a & END_BIT != 0;
                    let action = match (a >> 10) & 0x1F {
                        0 => TriggerAction::Object(parameter),
                        1 => {
                            let e = next(&mut pos)?;
                            let head_cont = cont;
                            cont = e & END_BIT != 0;
                            TriggerAction::Camera {
                                camera: parameter,
                                timer: (e & 0xFF) as u8,
                                once: e & 0x100 != 0,
                                move_timer: ((e >> 9) & 0x1F) as u8,
                                spare: e & 0x4000,
                                head_cont,
                            }
                        }
                        2 => TriggerAction::UnderwaterCurrent(parameter),
                        3 => TriggerAction::FlipMap(parameter),
                        4 => TriggerAction::FlipOn(parameter),
                        5 => TriggerAction::FlipOff(parameter),
                        6 => TriggerAction::LookAt(parameter),
                        7 => TriggerAction::EndLevel(parameter),
                        8 => TriggerAction::Soundtrack(parameter),
                        9 => TriggerAction::Flipeffect(parameter),
                        10 => TriggerAction::Secret(parameter),
                        11 => TriggerAction::ClearBodies(parameter),
                        12 => {
                            let e = next(&mut pos)?;
                            let head_cont = cont;
                            cont = e & END_BIT != 0;
                            TriggerAction::Flyby {
                                sequence: parameter,
                                once: e & 0x100 != 0,
                                spare: e & 0x7EFF,
                                head_cont,
                            }
                        }
                        13 => TriggerAction::Cutscene(parameter),
                        other => TriggerAction::Other {
                            action: other as u8,
                            parameter,
                        },
                    };
                    actions.push(action);
                    if !cont {
                        break;
                    }
                }
                (
                    FloorFunction::Trigger {
                        kind: TriggerKind::from_code(sub as u8),
                        setup,
                        actions,
                    },
                    word & 0x00E0,
                )
            }
            func::KILL => (FloorFunction::Kill, spare_all),
            func::CLIMB => (FloorFunction::Climb(sub as u8), word & 0x00E0),
            func::TRIANGULATION_FIRST..=func::TRIANGULATION_LAST => {
                let c = next(&mut pos)?;
                let t = Triangulation {
                    function: code as u8,
                    h1: sign5(word >> 5),
                    h2: sign5(word >> 10),
                    c10: (c & 0xF) as u8,
                    c00: ((c >> 4) & 0xF) as u8,
                    c01: ((c >> 8) & 0xF) as u8,
                    c11: ((c >> 12) & 0xF) as u8,
                };
                (FloorFunction::Triangulation(t), 0)
            }
            func::MONKEY => (FloorFunction::Monkey, spare_all),
            func::SPECIAL_14 => (FloorFunction::Special14, spare_all),
            func::SPECIAL_15 => (FloorFunction::Special15, spare_all),
            _ => {
                out.push(FloorEntry {
                    function: FloorFunction::Unknown(word),
                    spare: 0,
                });
                break;
            }
        };
        out.push(FloorEntry { function, spare });
        if word & END_BIT != 0 {
            break;
        }
    }
    Ok((out, pos - start))
}

/// Encodes a function list into words, setting the end bit on the last entry
/// and the continuation bits of trigger actions.
pub fn encode(entries: &[FloorEntry]) -> Vec<u16> {
    let mut out = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let end = if i + 1 == entries.len() { END_BIT } else { 0 };
        let spare = entry.spare;
        match &entry.function {
            FloorFunction::Portal(room) => out.extend([func::PORTAL | spare | end, *room]),
            FloorFunction::FloorSlant { x, z } | FloorFunction::CeilingSlant { x, z } => {
                let code = if matches!(entry.function, FloorFunction::FloorSlant { .. }) {
                    func::FLOOR_SLANT
                } else {
                    func::CEILING_SLANT
                };
                out.extend([
                    code | spare | end,
                    (*x as u8 as u16) | ((*z as u8 as u16) << 8),
                ]);
            }
            FloorFunction::Trigger {
                kind,
                setup,
                actions,
            } => {
                out.push(func::TRIGGER | ((kind.code() as u16 & 0x7F) << 8) | spare | end);
                out.push(setup.encode());
                for (j, a) in actions.iter().enumerate() {
                    let cont = if j + 1 < actions.len() { END_BIT } else { 0 };
                    let head = (a.parameter() & 0x3FF) | ((a.code() as u16 & 0x1F) << 10);
                    match *a {
                        TriggerAction::Camera {
                            timer,
                            once,
                            move_timer,
                            spare,
                            head_cont,
                            ..
                        } => {
                            out.push(head | if head_cont { END_BIT } else { 0 });
                            out.push(
                                timer as u16
                                    | (once as u16) << 8
                                    | ((move_timer as u16 & 0x1F) << 9)
                                    | spare
                                    | cont,
                            );
                        }
                        TriggerAction::Flyby {
                            once,
                            spare,
                            head_cont,
                            ..
                        } => {
                            out.push(head | if head_cont { END_BIT } else { 0 });
                            out.push((once as u16) << 8 | spare | cont);
                        }
                        _ => out.push(head | cont),
                    }
                }
            }
            FloorFunction::Kill => out.push(func::KILL | spare | end),
            FloorFunction::Climb(dirs) => {
                out.push(func::CLIMB | ((*dirs as u16 & 0x7F) << 8) | spare | end)
            }
            FloorFunction::Triangulation(t) => {
                out.push(
                    t.function as u16
                        | ((t.h1 as u16 & 0x1F) << 5)
                        | ((t.h2 as u16 & 0x1F) << 10)
                        | end,
                );
                out.push(
                    (t.c10 as u16 & 0xF)
                        | ((t.c00 as u16 & 0xF) << 4)
                        | ((t.c01 as u16 & 0xF) << 8)
                        | ((t.c11 as u16 & 0xF) << 12),
                );
            }
            FloorFunction::Monkey => out.push(func::MONKEY | spare | end),
            FloorFunction::Special14 => out.push(func::SPECIAL_14 | spare | end),
            FloorFunction::Special15 => out.push(func::SPECIAL_15 | spare | end),
            FloorFunction::Unknown(word) => out.push(*word),
        }
    }
    out
}

/// A decoded function list and where it came from.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FloorList {
    /// Word index in the floor data (0 for "no floor data").
    pub start: u32,
    /// Words the list occupies.
    pub len_words: u32,
    pub entries: Vec<FloorEntry>,
}

impl FloorList {
    /// The trigger of this list, if any.
    pub fn trigger(&self) -> Option<(&TriggerKind, &TriggerSetup, &[TriggerAction])> {
        self.entries.iter().find_map(|e| match &e.function {
            FloorFunction::Trigger {
                kind,
                setup,
                actions,
            } => Some((kind, setup, actions.as_slice())),
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(entries: Vec<FloorEntry>) {
        let words = encode(&entries);
        let Ok((back, used)) = decode(&words, 0) else {
            panic!("decode failed for {words:?}")
        };
        assert_eq!(used, words.len());
        assert_eq!(back, entries);
        assert_eq!(encode(&back), words);
    }

    fn e(function: FloorFunction) -> FloorEntry {
        FloorEntry { function, spare: 0 }
    }

    #[test]
    fn every_function_roundtrips() {
        roundtrip(vec![
            e(FloorFunction::FloorSlant { x: -2, z: 1 }),
            e(FloorFunction::CeilingSlant { x: 3, z: -1 }),
            e(FloorFunction::Portal(7)),
            e(FloorFunction::Kill),
            e(FloorFunction::Climb(0x09)),
            e(FloorFunction::Monkey),
            e(FloorFunction::Special14),
            e(FloorFunction::Special15),
            e(FloorFunction::Trigger {
                kind: TriggerKind::Switch,
                setup: TriggerSetup {
                    timer: 0xFB,
                    one_shot: true,
                    mask: 0x1F,
                    spare: 0,
                },
                actions: vec![
                    TriggerAction::Object(12),
                    TriggerAction::Camera {
                        camera: 3,
                        timer: 5,
                        once: true,
                        move_timer: 2,
                        spare: 0,
                        head_cont: true,
                    },
                    TriggerAction::Flyby {
                        sequence: 1,
                        once: true,
                        spare: 0,
                        head_cont: false,
                    },
                    TriggerAction::EndLevel(2),
                    TriggerAction::Soundtrack(13),
                    TriggerAction::Flipeffect(32),
                    TriggerAction::Secret(1),
                    TriggerAction::FlipMap(0),
                    TriggerAction::FlipOn(1),
                    TriggerAction::FlipOff(1),
                    TriggerAction::LookAt(4),
                    TriggerAction::UnderwaterCurrent(0),
                    TriggerAction::ClearBodies(0),
                    TriggerAction::Cutscene(5),
                ],
            }),
        ]);
    }

    #[test]
    fn every_triangulation_roundtrips() {
        for function in 0x07..=0x12u8 {
            let t = Triangulation {
                function,
                h1: -3,
                h2: 15,
                c00: 1,
                c01: 2,
                c10: 15,
                c11: 0,
            };
            roundtrip(vec![e(FloorFunction::Triangulation(t))]);
            assert_eq!(t.is_floor(), matches!(function, 0x07 | 0x08 | 0x0B..=0x0E));
        }
    }

    #[test]
    fn trigger_kind_codes_roundtrip() {
        for code in 0..=0x7Fu8 {
            assert_eq!(TriggerKind::from_code(code).code(), code);
        }
        assert_eq!(TriggerKind::from_code(10), TriggerKind::HeavySwitch);
    }

    #[test]
    fn truncated_list_is_an_error_not_a_panic() {
        assert!(decode(&[0x0004, 0x0000], 0).is_err());
        assert!(decode(&[], 0).is_err());
        assert!(decode(&[0x0001], 0).is_err());
    }

    #[test]
    fn unknown_function_stops_the_list() {
        let Ok((list, used)) = decode(&[0x001F, 0x8001, 3], 0) else {
            panic!("decode failed")
        };
        assert_eq!(used, 1);
        assert_eq!(list[0].function, FloorFunction::Unknown(0x001F));
    }
}
