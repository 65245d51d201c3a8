//! The game around the levels: game folders, the gameflow (run by Lua),
//! the pages the game shows between and over levels, statistics and
//! what carries from one level to the next. Like `world` and `script`,
//! it never touches SDL, GL or cpal: `tombrs sim DIR` plays a whole game
//! headless through it and `tombrs play DIR` draws what it shows.

pub mod demo;
pub mod folder;
pub mod level_side;
pub mod page;
pub mod session;
pub mod settings;
