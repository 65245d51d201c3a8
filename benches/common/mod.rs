//! Shared benchmark fixtures.
#![allow(dead_code)] // each bench uses part of it

use std::sync::Arc;

use tombrs::builder::demo::demo_level;
use tombrs::builder::{build, EntityDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::world::World;

/// The demo (TR4 format) with `n` wolves spread over the den; nothing is
/// activated.
pub fn crowd(n: usize) -> World {
    let mut def = demo_level();
    let den = tombrs::builder::demo::rooms::DEN;
    for k in 0..n {
        let (x, z) = (41 + (k % 9) as i32, 1 + (k / 9 % 9) as i32);
        def.entities.push(EntityDef::new(
            tombrs::builder::objects::ids::WOLF as u16,
            den,
            [x * 1024 + 512, 0, z * 1024 + 512],
        ));
    }
    World::new(
        Arc::new(Level::from_raw(&build(&def, Game::Tr4)).expect("demo")),
        1,
    )
}

/// The real levels measured, relative to `TR_DATA_DIR`.
pub const REAL_LEVELS: [&str; 6] = [
    "tr1/TEST1.PHD",
    "tr2/TEST1.TR2",
    "tr3/TEST1.TR2",
    "tr4/TEST1.TR4",
    "tr5/TEST1.TRC",
    "trle/title.tr4",
];
