//! The Lua host: sandbox, budgets, hot reload, handles and the shipped
//! behaviours end to end.

#[path = "../common/mod.rs"]
mod common;

mod check_scripts;
mod fixed_point;
mod host;
mod mods;
mod runaway_limit;
