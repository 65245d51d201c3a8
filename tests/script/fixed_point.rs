//! `lib.fixed`, the scripts' integer arithmetic: moving along a heading,
//! into and out of an item's frame, as the originals do it (the product
//! with the 14-bit sine, then an arithmetic shift: `x += d · sin >> 14`).

use std::sync::Arc;

use tombrs::builder::demo::demo_level;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::World;

/// Each `(line, answer)`: the line evaluated with `fixed` bound to
/// `lib.fixed`, and what it printed.
fn answers(lines: &[&str]) -> Vec<String> {
    let raw = tombrs::builder::build(&demo_level(), Game::Tr1);
    let mut world = World::new(Arc::new(Level::from_raw(&raw).unwrap()), 0);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), Game::Tr1, None).unwrap();
    host.bind_all(&mut world);
    lines
        .iter()
        .map(|line| {
            let code = format!("local fixed = require('lib.fixed') return {line}");
            host.eval(&mut world, &code).unwrap()
        })
        .collect()
}

#[test]
fn a_step_along_a_heading_is_the_product_with_the_sine_shifted() {
    // sin(0x2000) = 11585: 1000 · 11585 >> 14 = 707 (707.09); at 225° both
    // are −11585 and the shift floors −707.09 to −708, as C's `>>` does.
    // step_shr shifts further in the same shift: 100 · 16384 >> 16 = 25,
    // −11585000 >> 15 = −354 (−353.55).
    assert_eq!(
        answers(&[
            "fixed.step(0x2000, 1000)",
            "fixed.step(0xA000, 1000)",
            "fixed.step(0x4000, 100)",
            "fixed.step_shr(0x4000, 100, 2)",
            "fixed.step_shr(0xA000, 1000, 1)",
            "(pcall(fixed.step, 0, 1.5))",
            "select(2, pcall(fixed.step, 0, 1.5)):find('is not an integer') ~= nil",
        ]),
        [
            "707\t707",
            "-708\t-708",
            "100\t0",
            "25\t0",
            "-354\t-354",
            "false",
            "true"
        ]
    );
}

#[test]
fn a_point_goes_into_an_items_frame_and_back() {
    // Facing +x (0x4000: sin 16384, cos 0) a point 100 along +x is 100
    // ahead and 0 across; at 45° (sin = cos = 11585) the point (1000, 0)
    // is across (1000 · 11585 >> 14 = 707) and along 707.
    assert_eq!(
        answers(&[
            "fixed.to_local(0x4000, 0, 0, 100, 0)",
            "fixed.to_world(0x4000, 0, 0, 0, 100)",
            "fixed.to_local(0x2000, 0, 0, 1000, 0)",
            "fixed.to_world(0x2000, 50, 60, 707, 707)",
        ]),
        ["0\t100", "100\t0", "707\t707", "1049\t60"]
    );
}
