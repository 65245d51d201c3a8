//! TR1–TR3 demo data (TRosettaStone 3 §10; TRX tr1 game/level.c M_LoadDemo): Lara's start
//! position, rotation and room, TR2/TR3 her last gun type, then one 32-bit
//! input word per 30 Hz tick until a word of 0xFFFFFFFF or the game's
//! buffer limit. Little-endian words throughout.
//!
//! The words are kept as stored; [`BITS`] names the input bits the games
//! define for Lara (the names are those of `world::Input::NAMES`), so the
//! application maps them without this module knowing the world. Hostile
//! bytes never panic: a block shorter than its header is an error, an odd
//! length or a missing end word is repaired and reported in
//! [`DecodedDemo::notes`].

use std::fmt;

use crate::format::cursor::{Reader, Writer};
use crate::format::Game;

/// The word that ends the inputs.
pub const END_WORD: u32 = 0xFFFF_FFFF;

/// The original input bits that are Lara's actions (§6.4): the mask, the
/// action's name as `world::Input::NAMES` spells it, and the first game
/// that has it (TR1 leaves bit 19 unused; duck and sprint came with TR3).
/// Option, pause, the cheat, menu and look-direction bits are not Lara
/// actions and are not mapped.
pub const BITS: [(u32, &str, Game); 15] = [
    (0x1, "forward", Game::Tr1),
    (0x2, "back", Game::Tr1),
    (0x4, "left", Game::Tr1),
    (0x8, "right", Game::Tr1),
    (0x10, "jump", Game::Tr1),
    (0x20, "draw", Game::Tr1),
    (0x40, "action", Game::Tr1),
    (0x80, "walk", Game::Tr1),
    (0x200, "look", Game::Tr1),
    (0x400, "step_left", Game::Tr1),
    (0x800, "step_right", Game::Tr1),
    (0x1000, "roll", Game::Tr1),
    (0x80000, "flare", Game::Tr2),
    (0x2000_0000, "duck", Game::Tr3),
    (0x4000_0000, "sprint", Game::Tr3),
];

/// The bits of [`BITS`] that `game` defines.
pub fn action_mask(game: Game) -> u32 {
    BITS.iter()
        .filter(|(_, _, first)| *first <= game)
        .fold(0, |m, (bit, _, _)| m | bit)
}

/// Header words: TR1 7, TR2/TR3 8 (the last gun type); None for TR4/TR5,
/// which store no demo.
pub fn header_words(game: Game) -> Option<usize> {
    match game {
        Game::Tr1 => Some(7),
        Game::Tr2 | Game::Tr3 => Some(8),
        Game::Tr4 | Game::Tr5 => None,
    }
}

/// The game's demo buffer in words, header included: reaching it ends the
/// demo like the end word (TR1 and TR2 9000, TR3 3608).
pub fn limit_words(game: Game) -> usize {
    match game {
        Game::Tr3 => 3608,
        _ => 9000,
    }
}

/// A demo: the start state and one input word per tick.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Demo {
    /// Lara's position (world units, y down).
    pub pos: [i32; 3],
    /// Rotation words x, y, z as stored; the games use the low 16 bits.
    pub rot: [u32; 3],
    /// The room word as stored; the games use its low half, signed.
    pub room: u32,
    /// TR2/TR3: Lara's last gun type (None in TR1's header).
    pub last_gun: Option<u32>,
    /// One original input word per tick (see [`BITS`]).
    pub inputs: Vec<u32>,
}

/// How the inputs of a decoded demo ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DemoEnd {
    /// At the end word.
    EndWord,
    /// At the game's buffer limit ([`limit_words`]).
    Limit,
    /// At the end of the block, with no end word (a repair).
    BlockEnd,
}

/// A demo read from a level, with what had to be repaired or ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodedDemo {
    pub demo: Demo,
    pub end: DemoEnd,
    /// Repairs and ignored bytes, one sentence each (empty for a clean block).
    pub notes: Vec<String>,
}

/// Why a level's demo cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DemoError {
    /// TR4/TR5 levels store no demo.
    NotInGame(Game),
    /// The level's demo block is empty.
    Empty,
    /// The block is shorter than its header.
    Short { game: Game, bytes: usize },
    /// The room word names no room of the level.
    Room { room: i16, rooms: usize },
}

impl fmt::Display for DemoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DemoError::NotInGame(g) => write!(
                f,
                "{} levels hold no demo data (only TR1-TR3 have demos)",
                g.name().to_uppercase()
            ),
            DemoError::Empty => write!(f, "the level has no demo data (its demo block is empty)"),
            DemoError::Short { game, bytes } => write!(
                f,
                "demo data: {bytes} bytes, shorter than the {} header of {} bytes",
                game.name().to_uppercase(),
                header_words(*game).unwrap_or(0) * 4
            ),
            DemoError::Room { room, rooms } => write!(
                f,
                "demo data: Lara's start room {room} does not exist (the level has {rooms} rooms)"
            ),
        }
    }
}

impl std::error::Error for DemoError {}

impl Demo {
    /// Rotation x, y, z in 1/65536 turns (the low 16 bits of each word).
    pub fn rotation(&self) -> [u16; 3] {
        self.rot.map(|r| r as u16)
    }

    /// The start room (the low half of the room word, signed).
    pub fn room_index(&self) -> i16 {
        self.room as u16 as i16
    }

    /// True when the start position lies within its room: inside the
    /// sector grid in x and z (border sectors included) and between the
    /// room's top and bottom in y. A sanity check of the layout.
    pub fn starts_inside(&self, rooms: &[super::room::Room]) -> bool {
        let Some(r) = usize::try_from(self.room_index())
            .ok()
            .and_then(|i| rooms.get(i))
        else {
            return false;
        };
        let [x, y, z] = self.pos.map(i64::from);
        let (x0, z0) = (i64::from(r.position[0]), i64::from(r.position[2]));
        (x0..x0 + 1024 * i64::from(r.num_x_sectors)).contains(&x)
            && (z0..z0 + 1024 * i64::from(r.num_z_sectors)).contains(&z)
            && (i64::from(r.y_top)..=i64::from(r.y_bottom)).contains(&y)
    }

    /// Reads a demo block of `game`.
    pub fn decode(game: Game, bytes: &[u8]) -> Result<DecodedDemo, DemoError> {
        let header = header_words(game).ok_or(DemoError::NotInGame(game))?;
        if bytes.is_empty() {
            return Err(DemoError::Empty);
        }
        if bytes.len() < header * 4 {
            return Err(DemoError::Short {
                game,
                bytes: bytes.len(),
            });
        }
        let mut notes = Vec::new();
        let odd = bytes.len() % 4;
        if odd != 0 {
            notes.push(format!(
                "the block's {} bytes are not whole words: the last {odd} ignored",
                bytes.len()
            ));
        }
        let mut words = Reader::new(&bytes[..bytes.len() - odd]);
        // Whole words remain, so reading one only fails at the end.
        let mut word = || words.u32().ok();
        let mut h = [0u32; 8];
        for slot in h.iter_mut().take(header) {
            *slot = word().unwrap_or_default();
        }
        let mut demo = Demo {
            pos: [h[0] as i32, h[1] as i32, h[2] as i32],
            rot: [h[3], h[4], h[5]],
            room: h[6],
            last_gun: (header == 8).then_some(h[7]),
            inputs: Vec::new(),
        };
        let total = (bytes.len() - odd) / 4;
        let limit = limit_words(game);
        let mut at = header;
        let end = loop {
            if at >= limit {
                break DemoEnd::Limit;
            }
            match word() {
                None => break DemoEnd::BlockEnd,
                Some(END_WORD) => break DemoEnd::EndWord,
                Some(w) => demo.inputs.push(w),
            }
            at += 1;
        };
        match end {
            DemoEnd::BlockEnd => notes.push(format!(
                "no end word (0xFFFFFFFF): the inputs stop with the block after {} ticks",
                demo.inputs.len()
            )),
            DemoEnd::EndWord if total > at + 1 => notes.push(format!(
                "{} word(s) after the end word ignored",
                total - at - 1
            )),
            DemoEnd::Limit if total > limit => notes.push(format!(
                "{} word(s) beyond the {} buffer of {limit} words ignored",
                total - limit,
                game.name().to_uppercase()
            )),
            _ => {}
        }
        Ok(DecodedDemo { demo, end, notes })
    }

    /// How many input words fit in `game`'s buffer after the header.
    pub fn capacity(game: Game) -> usize {
        header_words(game).map_or(0, |h| limit_words(game) - h)
    }

    /// The demo block for `game`: the header, the inputs and the end word.
    /// Inputs beyond [`Demo::capacity`] are not written (the game would
    /// stop there), and a demo that fills the buffer needs no end word.
    /// TR4/TR5 have no demo block: empty.
    pub fn encode(&self, game: Game) -> Vec<u8> {
        let Some(header) = header_words(game) else {
            return Vec::new();
        };
        let inputs = &self.inputs[..self.inputs.len().min(Demo::capacity(game))];
        let mut w = Writer::with_capacity((header + inputs.len() + 1) * 4);
        for p in self.pos {
            w.i32(p);
        }
        for r in self.rot {
            w.u32(r);
        }
        w.u32(self.room);
        if header == 8 {
            w.u32(self.last_gun.unwrap_or(0));
        }
        for &i in inputs {
            w.u32(i);
        }
        if header + inputs.len() < limit_words(game) {
            w.u32(END_WORD);
        }
        w.into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(game: Game) -> Demo {
        Demo {
            pos: [1536, -256, 2560],
            rot: [0, 0x4000, 0],
            room: 2,
            last_gun: (game != Game::Tr1).then_some(1),
            inputs: vec![0x1, 0x11, 0, 0x80000 | 0x20, 0x4000_0000],
        }
    }

    #[test]
    fn encode_then_decode_gives_the_demo_back_in_each_layout() {
        for game in [Game::Tr1, Game::Tr2, Game::Tr3] {
            let d = sample(game);
            let bytes = d.encode(game);
            let head = header_words(game).unwrap(); // ok: TR1-TR3 demos have a header
            assert_eq!(bytes.len(), (head + 5 + 1) * 4, "{game:?}");
            assert_eq!(&bytes[bytes.len() - 4..], &[0xFF; 4]);
            let back = Demo::decode(game, &bytes).unwrap(); // ok: a test of bytes the test encoded itself
            assert_eq!(back.demo, d, "{game:?}");
            assert_eq!(back.end, DemoEnd::EndWord);
            assert!(back.notes.is_empty(), "{:?}", back.notes);
        }
    }

    #[test]
    fn the_header_is_seven_words_in_tr1_and_eight_later() {
        let d = sample(Game::Tr2);
        let tr2 = d.encode(Game::Tr2);
        // Word 7 is the last gun type in TR2, the first input in TR1.
        assert_eq!(&tr2[28..32], &1u32.to_le_bytes());
        assert_eq!(&tr2[32..36], &1u32.to_le_bytes());
        let as_tr1 = Demo::decode(Game::Tr1, &tr2).unwrap().demo; // ok: a test of bytes the test encoded itself
        assert_eq!(as_tr1.last_gun, None);
        assert_eq!(as_tr1.inputs[..2], [1, 1]);
        assert_eq!(d.rotation(), [0, 0x4000, 0]);
        assert_eq!(d.room_index(), 2);
    }

    #[test]
    fn short_odd_and_unterminated_blocks_are_refused_or_repaired() {
        let game = Game::Tr1;
        assert_eq!(Demo::decode(game, &[]), Err(DemoError::Empty));
        assert_eq!(
            Demo::decode(Game::Tr4, &[0; 40]),
            Err(DemoError::NotInGame(Game::Tr4))
        );
        let short = Demo::decode(Game::Tr2, &[0; 30]).unwrap_err();
        assert_eq!(
            short.to_string(),
            "demo data: 30 bytes, shorter than the TR2 header of 32 bytes"
        );
        let mut bytes = sample(game).encode(game);
        // Cut into the end word: two bytes left over, no end word.
        bytes.truncate(bytes.len() - 2);
        let d = Demo::decode(game, &bytes).unwrap(); // ok: a test of bytes the test encoded itself
        assert_eq!(d.end, DemoEnd::BlockEnd);
        assert_eq!(d.demo.inputs, sample(game).inputs);
        assert_eq!(d.notes.len(), 2, "{:?}", d.notes);
        assert!(d.notes[0].contains("last 2 ignored"), "{:?}", d.notes);
        assert!(d.notes[1].contains("no end word"), "{:?}", d.notes);
        // Bytes after the end word are reported.
        let mut bytes = sample(game).encode(game);
        bytes.extend([0u8; 8]);
        let d = Demo::decode(game, &bytes).unwrap(); // ok: a test of bytes the test encoded itself
        assert_eq!(d.end, DemoEnd::EndWord);
        assert_eq!(d.notes, ["2 word(s) after the end word ignored"]);
    }

    #[test]
    fn the_buffer_limit_ends_the_inputs() {
        for game in [Game::Tr1, Game::Tr3] {
            let mut d = sample(game);
            d.inputs = vec![0x1; Demo::capacity(game) + 10];
            let bytes = d.encode(game);
            assert_eq!(bytes.len(), limit_words(game) * 4, "no end word when full");
            let back = Demo::decode(game, &bytes).unwrap(); // ok: a test of bytes the test encoded itself
            assert_eq!(back.end, DemoEnd::Limit);
            assert_eq!(back.demo.inputs.len(), Demo::capacity(game));
            assert!(back.notes.is_empty());
            // Words stored past the limit are never read.
            let mut long = bytes.clone();
            long.extend(0x1u32.to_le_bytes());
            let back = Demo::decode(game, &long).unwrap(); // ok: a test of bytes the test encoded itself
            assert_eq!(back.demo.inputs.len(), Demo::capacity(game));
            assert_eq!(back.notes.len(), 1, "{:?}", back.notes);
        }
    }

    #[test]
    fn every_truncation_decodes_or_fails_cleanly() {
        let bytes = sample(Game::Tr3).encode(Game::Tr3);
        for n in 0..=bytes.len() {
            match Demo::decode(Game::Tr3, &bytes[..n]) {
                Ok(d) => assert!(d.demo.inputs.len() <= 5),
                Err(e) => assert!(n < 32, "{n}: {e}"),
            }
        }
    }

    #[test]
    fn action_masks_grow_with_the_games() {
        assert_eq!(action_mask(Game::Tr1), 0x1FFF & !0x100);
        assert_eq!(action_mask(Game::Tr2), action_mask(Game::Tr1) | 0x80000);
        assert_eq!(action_mask(Game::Tr3), action_mask(Game::Tr2) | 0x6000_0000);
    }
}
