//! Lara's vehicles on builder levels carrying each game's Lara, driven by
//! committed input files.

#[path = "../common/mod.rs"]
mod common;

mod mine_cart_big_gun_and_gondola;
mod quad_jeep_and_motorbike;
mod tr2 {
    mod skidoo_and_boat;
}
mod tr3 {
    mod inflatable_boat;
    mod kayak_and_upv;
}
