//! Lara: her moves in every game, recorded inputs replayed on builder levels
//! carrying each game's Lara and on the real levels, her guns, flares, torch
//! and gadgets, and her look.

#[path = "../common/mod.rs"]
mod common;

mod fidelity;
mod flares;
mod look;
mod pushes;
mod real_levels;
mod torch_and_fly_cheat;
mod guns {
    mod fidelity;
    mod misses;
    mod tr2_tr3;
    mod tr4_tr5;
}
mod tr1 {
    mod moves;
    mod walks;
}
mod tr2 {
    mod figures;
    mod ladder_hangs;
    mod ladders_and_rolls;
    mod wading;
    mod wall_catches;
}
mod tr3 {
    mod crawl_monkey_and_sprint;
    mod quicksand;
    mod run_duck;
}
mod tr4 {
    mod binoculars;
    mod climb_corners;
    mod corner_shimmy;
    mod rope_and_pole;
}
mod tr5 {
    mod chaff;
    mod grappling_gun;
    mod tightrope_and_bars;
}
