//! Creatures: every game's bestiary on builder arenas of stand-in models (or
//! models lent from the real test levels), AI objects, the showcase fights and
//! the creatures of the real test levels. One module per family, per game.

#[path = "../common/mod.rs"]
mod common;

mod ai_objects;
mod paths;
mod senses;
mod showcase_fights;
mod test_level_creatures;
mod tr1 {
    mod animals;
    mod atlantis;
    mod beasts;
    mod humans;
    mod wolf_and_bear;
}
mod tr2 {
    mod animals;
    mod bosses;
    mod divers_monks_and_xian;
    mod people;
}
mod tr3 {
    mod animals;
    mod bosses;
    mod dying_shots;
    mod fish_and_winston;
    mod lizard_man;
    mod monkey;
    mod monsters;
    mod mutant_orders;
    mod people;
    mod raptor;
    mod tyrannosaur;
    mod vaults;
}
mod tr4 {
    mod ahmet_raised;
    mod animals;
    mod baboon_switch;
    mod baddies_guide_and_templar;
    mod bars_and_falls;
    mod bosses;
    mod crocodile_god;
    mod demigod_rules;
    mod guide_markers;
    mod horseman;
    mod leaps;
    mod monsters;
    mod people;
    mod seth_routine;
    mod von_croy;
    mod von_croy_cutscenes;
    mod wraiths_double_and_jeep;
}
mod tr5 {
    mod alarms;
    mod beasts_and_swarms;
    mod gang;
    mod guards_and_snipers;
    mod machines;
    mod statue_and_hydra;
    mod swamp;
}
