//! The level body (rooms to sample indices) of every game without the outer
//! layout or zlib, so mutations reach the structures directly.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tombrs::format::cursor::Reader;
use tombrs::format::{body, Game, RawLevel};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, bytes)) = data.split_first() else { return };
    let game = [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5][pick as usize % 5];
    let mut level = RawLevel { game: Some(game), ..Default::default() };
    if body::read_body(&mut Reader::new(bytes), &mut level, game, None).is_ok() {
        let _ = tombrs::level::Level::from_raw(&level);
    }
});
