//! TR1–TR3 demo blocks: the first byte picks the game, the rest is the block;
//! a decoded demo encodes and decodes back to the same inputs.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tombrs::format::Game;
use tombrs::level::demo::Demo;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, bytes)) = data.split_first() else {
        return;
    };
    let game = [Game::Tr1, Game::Tr2, Game::Tr3][pick as usize % 3];
    if let Ok(d) = Demo::decode(game, bytes) {
        let again = Demo::decode(game, &d.demo.encode(game)).map(|a| a.demo);
        assert_eq!(again.as_ref(), Ok(&d.demo));
    }
});
