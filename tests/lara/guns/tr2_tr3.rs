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
use tombrs::world::{Event, Input};

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
    let Some(mut f) = Fight::open(
        Game::Tr2,
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
    let Some(mut f) = Fight::open(Game::Tr3, vec![target(TR3_MONKEY, 5, 0)]) else {
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
        let Some(mut f) = Fight::open(game, vec![]) else {
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

/// A target `sectors` ahead of Lara (facing +x) along a bearing `degrees`
/// to her right, facing back along it.
fn ahead(type_id: u16, sectors: f64, degrees: f64) -> EntityDef {
    let r = degrees.to_radians();
    let reach = sectors * SECTOR as f64;
    let mut e = EntityDef::new(
        type_id,
        0,
        [
            LARA_AT[0] + (reach * r.cos()) as i32,
            0,
            LARA_AT[2] - (reach * r.sin()) as i32,
        ],
    );
    e.angle = 0xC000;
    e
}

/// With the pistols drawn and nothing held: the target she chooses among
/// `targets` (entity indices from 1; 0: none), the first put dead ahead.
fn chosen(game: Game, targets: Vec<EntityDef>) -> Option<usize> {
    let n = targets.len();
    let mut f = Fight::open(game, targets)?;
    f.put_dead_ahead(1);
    f.draw("pistols");
    f.step(0);
    common::assert_no_script_error(&f.host, "pistols");
    Some(f.target_index(n))
}

/// TR2's choice (TRX tr2 gun_misc.c Gun_GetNewTarget): the candidates in
/// their AI slots' order, a nearer one taking the best's place while its
/// bearing is less than the best's + 15° (NEAR_ANGLE). A tiger 5 sectors
/// dead ahead is looked at first; one 2 sectors away 10° to her right is
/// nearer and within 15°: it is chosen (TR1 would keep the straighter).
#[test]
fn tr2_takes_a_nearer_target_within_fifteen_degrees_of_the_best() {
    let Some(index) = chosen(
        Game::Tr2,
        vec![ahead(TR2_TIGER, 5.0, 0.0), ahead(TR2_TIGER, 2.0, 10.0)],
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    assert_eq!(index, 2);
}

/// The order the game walks its candidates decides: a far target dead
/// ahead switched on first and a near one 22° to her right. TR2 walks its
/// AI slots (the oldest first): the far one is the best, and the near one
/// is more than 15° wider, so the far one stays. TR3 walks its active
/// list (tomb3 LaraGetNewTarget; the newest first): the near one is the
/// best, and the far one, though straighter, is not nearer.
#[test]
fn the_order_a_game_walks_its_candidates_decides_between_near_and_straight() {
    for (game, type_id, want) in [(Game::Tr2, TR2_TIGER, 1), (Game::Tr3, TR3_MONKEY, 2)] {
        let Some(index) = chosen(
            game,
            vec![ahead(type_id, 5.0, 0.0), ahead(type_id, 2.0, 22.0)],
        ) else {
            eprintln!("skipped: TR_DATA_DIR unset");
            return;
        };
        assert_eq!(index, want, "{game:?}");
    }
}

/// TR2's uzis (TRX tr2 gun_pistols.c Gun_Pistols_Animate, recoil 3): both
/// arms lock and rise 1…4 and fire on the fifth tick, the volley's sound
/// once (`sound_already`); each arm sounds again on every recoil frame
/// (24, 25, 26; at 27 = 24 + 3 it is aimed again) and fires on the ninth.
/// With Action let go the arms, still locked, finish their recoil (ticks
/// 10…12, rattling) and, aimed with no Action, each plays the stop once.
#[test]
fn tr2_uzis_sound_once_a_volley_rattle_through_the_recoil_and_stop() {
    const UZI_FIRE: u16 = 43;
    const UZI_STOP: u16 = 44;
    let Some(mut f) = Fight::open(Game::Tr2, vec![target(TR2_TIGER, 2, 0)]) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    f.draw("uzis");
    let mut fire = Vec::new();
    let mut stop = Vec::new();
    for t in 0..15 {
        f.step(if t < 9 { Input::ACTION } else { 0 });
        let count = |id: u16| {
            f.world
                .events()
                .iter()
                .filter(|e| matches!(e, Event::Sound { sound, .. } if *sound == id))
                .count()
        };
        fire.push(count(UZI_FIRE));
        stop.push(count(UZI_STOP));
    }
    common::assert_no_script_error(&f.host, "uzis");
    assert_eq!(fire, [0, 0, 0, 0, 1, 2, 2, 2, 1, 2, 2, 2, 0, 0, 0]);
    assert_eq!(stop, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0]);
}

/// How many rolls of the world's generator one tick with `bits` took.
fn rolls_in_a_tick(f: &mut Fight, bits: u32) -> usize {
    let mut before = *f.world.rng();
    f.step(bits);
    (0..64)
        .find(|_| {
            let reached = before == *f.world.rng();
            before.next_u15();
            reached
        })
        .expect("fewer than 64 rolls a tick")
}

/// TR3's pistols light the flashing hand each tick a flash shows (tomb3
/// lara2gun.cpp PistolHandler after AnimatePistols: six GetRandomControl
/// rolls, the light's place then its colour); TR2's do not roll. The
/// volley fires on the fifth tick after ready and flashes 3 ticks (the
/// fifth, sixth and seventh: LaraGun counts the flash down first): the
/// sixth and seventh take the six rolls alone, the eighth none.
#[test]
fn tr3_pistol_flashes_light_the_hand_with_six_rolls_a_tick() {
    for (game, type_id, glow) in [(Game::Tr2, TR2_TIGER, 0), (Game::Tr3, TR3_MONKEY, 6)] {
        let Some(mut f) = Fight::open(game, vec![target(type_id, 2, 0)]) else {
            eprintln!("skipped: TR_DATA_DIR unset");
            return;
        };
        f.draw("pistols");
        let rolls: Vec<usize> = (0..9)
            .map(|_| rolls_in_a_tick(&mut f, Input::ACTION))
            .collect();
        common::assert_no_script_error(&f.host, "pistols");
        assert_eq!(rolls[..4], [0, 0, 0, 0], "{game:?}: {rolls:?}");
        assert!(
            rolls[4] >= 4 + glow,
            "{game:?}: two rounds' spread: {rolls:?}"
        );
        assert_eq!(rolls[5..], [glow, glow, 0, 0], "{game:?}: {rolls:?}");
    }
}
