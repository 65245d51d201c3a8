//! The in-game tools and menus: text in the embedded face and the levels'
//! own fonts, script errors on screen and in headless runs, the Lua
//! console, the entity inspector, the pause and options pages, loading
//! screens.

#[path = "../common/mod.rs"]
mod common;

mod console;
mod errors;
mod game_tools;
mod missing;
mod old_settings;
mod pause;
mod text;
