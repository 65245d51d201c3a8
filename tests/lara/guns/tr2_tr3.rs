//! Lara's TR2 and TR3 guns (scripts/weapons/tr2.lua, tr3.lua; lara/guns.lua;
//! weapons/projectile.lua) in builder arenas of their game with every model
//! lent from the real test level: her own skeleton and gun animation models
//! and the game's creatures (TR2's tiger, TR3's monkey) as targets. Each gun
//! is given, chosen (as the ring's EQUIP does), drawn with the Draw key and
//! fired with Action held: its rounds count down at its rate and each hit
//! takes its damage; the grenade bursts among two creatures and hurts both;
//! the rocket bursts on the body it meets; under water only the harpoon gun
//! is drawn, and its harpoon flies and strikes. Needs `TR_DATA_DIR`
//! (skipped with a notice).

use crate::common;

use common::arena::{open_room, LARA_AT};
use common::guns::{check_gun, spawned, target, Fight, Gun, EAST, SECTOR, TOUGH};
use common::moves::lara_at;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::world::Input;

/// TR2's tiger and TR3's monkey: the targets.
const TR2_TIGER: u16 = 39;
const TR3_MONKEY: u16 = 71;

/// TR2's ammunition guns (pistols are infinite: their rounds never count):
/// automatic pistols 2 a round, a round from each hand every 10 ticks;
/// uzis 1 a round every 4 ticks from each; the shotgun 6 pellets of 3 each
/// 33 ticks (its recoil loop); the M16 3 a round every 4 ticks.
#[test]
fn tr2_guns_fire_at_their_rates_and_damage() {
    for gun in [
        Gun::new("automags", 10, 2, 2),
        Gun::new("uzis", 4, 2, 1),
        Gun::new("shotgun", 33, 6, 3),
        Gun::new("m16", 4, 1, 3),
    ] {
        check_gun(Game::Tr2, TR2_TIGER, &gun);
    }
}

/// TR3's: the desert eagle 21 a round each 16 ticks; uzis and shotgun as
/// TR2's; the MP5 4 a round every 4 ticks.
#[test]
fn tr3_guns_fire_at_their_rates_and_damage() {
    for gun in [
        Gun::new("desert_eagle", 17, 1, 21),
        Gun::new("uzis", 4, 2, 1),
        Gun::new("shotgun", 33, 6, 3),
        Gun::new("mp5", 4, 1, 4),
    ] {
        check_gun(Game::Tr3, TR3_MONKEY, &gun);
    }
}

/// TR2's grenade flies straight at 150 from her hand at the tiger she aims
/// at and bursts there: both tigers, side by side, lose the grenade's 30.
/// Two grenades a clip; each shot is followed by the reload.
#[test]
fn tr2_grenade_bursts_and_hurts_two_creatures_in_its_blast() {
    let Some(mut f) = Fight::new(
        Game::Tr2,
        vec![open_room()],
        lara_at(LARA_AT, EAST),
        vec![target(TR2_TIGER, 4, -256), target(TR2_TIGER, 4, 256)],
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    f.draw("grenade");
    let (flown, burst) = f.fly("grenade", 248, 60);
    let flown: Vec<[i32; 3]> = flown.into_iter().map(|(_, p)| p).collect();
    assert!(flown.len() >= 3, "the grenade flies: {flown:?}");
    for w in flown.windows(2) {
        let d = ((w[1][0] - w[0][0]).pow(2) + (w[1][2] - w[0][2]).pow(2)) as f64;
        if d > 0.0 {
            assert!((d.sqrt() - 150.0).abs() < 8.0, "150 a tick: {flown:?}");
        }
    }
    assert!(burst.is_some(), "it bursts");
    assert_eq!(f.health(1), TOUGH - 30, "the aimed-at tiger");
    assert_eq!(f.health(2), TOUGH - 30, "the tiger beside it");
    assert!(spawned(&f.world, 248).is_empty(), "the grenade is gone");
}

/// TR3's rocket leaves at 16 and gathers speed (+ a quarter + 4 a tick)
/// until it meets the monkey, where it bursts: 30.
#[test]
fn tr3_rocket_gathers_speed_and_bursts_on_impact() {
    let Some(mut f) = Fight::new(
        Game::Tr3,
        vec![open_room()],
        lara_at(LARA_AT, EAST),
        vec![target(TR3_MONKEY, 5, 0)],
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    f.draw("rocket");
    let (flown, burst) = f.fly("rocket", 309, 80);
    let flown: Vec<[i32; 3]> = flown.into_iter().map(|(_, p)| p).collect();
    // Its last place is where it burst (it moves no more).
    let steps: Vec<i32> = flown
        .windows(2)
        .map(|w| w[1][0] - w[0][0])
        .filter(|&d| d != 0)
        .collect();
    assert!(steps.len() >= 3, "it flies: {flown:?}");
    assert!(
        steps.windows(2).all(|s| s[1] >= s[0]),
        "gathering speed: {steps:?}"
    );
    assert!(burst.is_some(), "it bursts");
    assert_eq!(f.health(1), TOUGH - 30);
}

/// TR3's grenade flies in an arc, bounces, and with nothing to meet bursts
/// 120 ticks after it left.
#[test]
fn tr3_grenade_arcs_and_bursts_on_its_fuse() {
    let Some(mut f) = Fight::new(
        Game::Tr3,
        vec![open_room()],
        lara_at([SECTOR + 512, 0, 6 * SECTOR + 512], EAST),
        vec![],
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    f.draw("grenade");
    let (flown, burst) = f.fly("grenade", 311, 200);
    let heights: Vec<i32> = flown.iter().map(|(_, p)| p[1]).collect();
    let (left, burst) = (flown.first().expect("fired").0, burst.expect("it bursts"));
    assert_eq!(burst - left, 120, "its fuse");
    // It falls, the floor throws it back up, and it comes to rest on it.
    let rises = heights
        .windows(2)
        .position(|w| w[1] < w[0])
        .expect("it bounces");
    assert!(
        heights[..rises].windows(2).all(|w| w[1] >= w[0]),
        "it falls: {heights:?}"
    );
    assert!(heights[rises] > -64, "off the floor: {heights:?}");
    assert!(
        heights.last().unwrap().abs() <= 8,
        "at rest on the floor: {heights:?}"
    );
}

/// A pool of the game's water, Lara treading in it facing +x, a target on
/// its floor three sectors ahead.
fn pool_fight(game: Game, target_type: u16) -> Option<Fight> {
    let mut pool = RoomDef::boxed(0, 0, 10, 5, 8, 0);
    pool.water = true;
    let lara = lara_at([SECTOR + 512, 1024, 2 * SECTOR + 512], EAST);
    let mut t = EntityDef::new(target_type, 0, [4 * SECTOR + 512, 2048, 2 * SECTOR + 512]);
    t.angle = 0xC000;
    Fight::new(game, vec![pool], lara, vec![t])
}

/// Under water the uzis stay holstered whatever is pressed; the harpoon gun
/// is drawn, its arms take their swimming stance, and its harpoon flies
/// through the water and strikes the tiger for 4.
#[test]
fn tr2_under_water_only_the_harpoon_gun_is_drawn_and_it_strikes() {
    let Some(mut f) = pool_fight(Game::Tr2, TR2_TIGER) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let water: String = f.lua("return lara.water");
    assert_eq!(water, "underwater");
    f.lua::<bool>("return give('uzis')");
    for t in 0..30 {
        f.step(if t % 10 == 0 {
            Input::DRAW
        } else {
            Input::ACTION
        });
    }
    let status: String = f.lua("return l.guns.status");
    assert_eq!(status, "holstered", "no uzis under water");
    assert_eq!(f.lua::<i64>("return rounds('uzis')"), 80 * 21, "none fired");
    f.draw("harpoon");
    let (flown, _) = f.fly("harpoon", 249, 60);
    let stance: String = f.lua("return l.guns.right.stance");
    assert_eq!(stance, "low", "the swimming stance");
    assert!(flown.len() >= 2, "the harpoon flies: {flown:?}");
    assert_eq!(f.health(1), TOUGH - 4, "struck for 4");
}

/// TR3's harpoon gun under water strikes the monkey for 6; the MP5 is
/// never drawn there.
#[test]
fn tr3_under_water_the_harpoon_strikes_and_the_mp5_stays_away() {
    let Some(mut f) = pool_fight(Game::Tr3, TR3_MONKEY) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    f.lua::<bool>("return give('mp5')");
    for t in 0..20 {
        f.step(if t % 10 == 0 { Input::DRAW } else { 0 });
    }
    let status: String = f.lua("return l.guns.status");
    assert_eq!(status, "holstered", "no MP5 under water");
    f.draw("harpoon");
    let (flown, _) = f.fly("harpoon", 310, 60);
    assert!(flown.len() >= 2, "the harpoon flies: {flown:?}");
    assert_eq!(f.health(1), TOUGH - 6, "struck for 6");
}

/// Every TR2 and TR3 gun and ammunition pickup of the catalogue gives its
/// weapon: picked up (as `pickup.lua` hands it to the guns) the ammunition
/// alone gives rounds, the gun itself then its own and makes it hers.
#[test]
fn tr2_tr3_gun_and_ammo_pickups_give_their_weapons() {
    for (game, n) in [(Game::Tr2, 2), (Game::Tr3, 3)] {
        let Some(mut f) = Fight::new(game, vec![open_room()], lara_at(LARA_AT, EAST), vec![])
        else {
            eprintln!("skipped: TR_DATA_DIR unset");
            return;
        };
        let report: String = f.lua(&format!(
            r#"local cat = require("objects.tr{}")
               local out = {{}}
               for _, name in ipairs(W.order) do
                 local w = W[name]
                 for _, item in ipairs({{ w.ammo_item, w.item }}) do
                   local entry = cat[item]
                   assert(entry and entry.behaviour == "objects.common.pickup" and entry.params.item == item,
                          name .. ": pickup " .. item)
                 end
                 if not w.infinite then
                   guns.picked_up(lara, l, w.ammo_item)
                   local clip, owned = rounds(name), l.inventory[w.item] ~= nil
                   guns.picked_up(lara, l, w.item)
                   out[#out + 1] = string.format("%s %d %s %d %s", name, clip, tostring(owned),
                                                 rounds(name), tostring(l.inventory[w.item] == 1))
                 end
               end
               return table.concat(out, ",")"#,
            n
        ));
        let want = match game {
            Game::Tr2 => {
                "shotgun 12 false 24 true,automags 40 false 80 true,uzis 80 false 160 true,\
                 harpoon 3 false 6 true,m16 40 false 80 true,grenade 2 false 4 true"
            }
            _ => {
                "shotgun 12 false 24 true,desert_eagle 10 false 20 true,uzis 40 false 80 true,\
                 harpoon 3 false 6 true,mp5 60 false 120 true,rocket 1 false 2 true,\
                 grenade 2 false 4 true"
            }
        };
        assert_eq!(report, want, "{game:?}");
    }
}
