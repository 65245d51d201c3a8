//! Whole games: game folders played headless, the inventory ring and level
//! statistics, saved games, input files and demo data, and the soak run.

#[path = "../common/mod.rs"]
mod common;

mod input;
mod inventory;
mod playthroughs;
mod saves;
mod soak;
