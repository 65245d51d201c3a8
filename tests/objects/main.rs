//! Objects: traps, mechanisms, pickups, set pieces and flipeffects of every
//! game on builder levels, and the TR4/TR5 catalogue.

#[path = "../common/mod.rs"]
mod common;

mod collision_traps;
mod doors;
mod fidelity;
mod flipeffects;
mod spike_beds;
mod tr1 {
    mod quest_items;
    mod traps;
}
mod tr2 {
    mod set_pieces;
}
mod tr2_tr3 {
    mod pickups_and_slots;
    mod traps;
}
mod tr3 {
    mod lasers_trains_and_lights;
    mod set_pieces;
}
mod tr4 {
    mod obelisks_and_planets;
    mod senet;
    mod set_pieces;
}
mod tr45 {
    mod block_way;
    mod catalogue;
    mod fans_fires_and_lasers;
    mod mechanisms;
    mod ocb_traps_and_emitters;
    mod pushables;
    mod stargate_sprinkler_and_mapper;
    mod switches_and_doors;
    mod traps;
}
mod tr5 {
    mod raising_plinth;
    mod vci_set_pieces;
    mod zip_controller;
}
