//! Lara's TR4 and TR5 guns (scripts/weapons/tr4.lua, tr5.lua; lara/guns.lua,
//! lara/gunsight.lua, weapons/projectile.lua) in builder arenas of their
//! game with the real test levels' models: TR4's dog and TR5's huskie held
//! still as targets. Each gun's rate and damage; ammunition kinds with
//! rounds of their own, chosen as the ring chooses; the crossbow's bolts
//! (normal, poison, explosive), the grenade gun's grenades (normal, super,
//! flash); the laser sight's view and its shots along it; the HK's modes;
//! no gun drawn under water. Needs `TR_DATA_DIR` (skipped with a notice).

use crate::common;

use common::guns::{check_gun, explosions, spawned, target, Fight, Gun, EAST, SECTOR, TOUGH};
use common::moves::lara_at;
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::world::Input;

/// TR4's dog and TR5's huskie: the targets.
const TR4_DOG: u16 = 91;
const TR5_HUSKIE: u16 = 85;
/// TR4's crossbow bolt and grenade in flight.
const BOLT: u16 = 360;
const GRENADE: u16 = 365;
/// A TR4 burst's damage to each body in it (TOMB4 DoGrenadeDamageOnBaddie).
const BLAST: i32 = 30;

fn skipped() {
    eprintln!("skipped: TR_DATA_DIR unset");
}

/// An arena of `game` with `targets` (ahead of Lara, `across` to her side).
fn arena(game: Game, targets: &[(u16, i32, i32)]) -> Option<Fight> {
    let others = targets.iter().map(|&(t, a, c)| target(t, a, c)).collect();
    Fight::open(game, others)
}

/// TR4's revolver 21 a round each 16 ticks (17 with the frame it fires
/// on), uzis 1 a round every 4 ticks from each hand, the shotgun six
/// pellets of 3 each 33 ticks.
#[test]
fn tr4_guns_fire_at_their_rates_and_damage() {
    for gun in [
        Gun::new("revolver", 17, 1, 21),
        Gun::new("uzis", 4, 2, 1),
        Gun::new("shotgun", 33, 6, 3),
    ] {
        check_gun(Game::Tr4, TR4_DOG, &gun);
    }
}

/// TR5's revolver and uzis as TR4's; the HK in its first mode (sniper, as
/// a picked-up HK starts) 3 a round, a shot then a 12-tick pause.
#[test]
fn tr5_guns_fire_at_their_rates_and_damage() {
    for gun in [
        Gun::new("revolver", 17, 1, 21),
        Gun::new("uzis", 4, 2, 1),
        Gun::new("hk", 12, 1, 3),
    ] {
        check_gun(Game::Tr5, TR5_HUSKIE, &gun);
    }
}

/// Each shotgun shell kind keeps its own rounds (36 a box: six shells of
/// six pellets); the ring's choice decides which a shot takes, and the
/// wideshot's pellets still do 3 each. The dog stands a sector away: the
/// wideshot's ±7.5° scatter lets pellets pass a body's spheres further off.
#[test]
fn tr4_shotgun_ammo_kinds_count_down_apart() {
    let Some(mut f) = arena(Game::Tr4, &[(TR4_DOG, 1, 0)]) else {
        return skipped();
    };
    f.draw("shotgun");
    let (normal, wide): (i64, i64) = f.lua(
        "guns.picked_up(lara, l, 355) \
         return l.guns.ammo['shotgun.normal'], l.guns.ammo['shotgun.wideshot']",
    );
    assert_eq!(wide, 36, "a box of wideshot shells");
    let kinds: Vec<String> = f.lua("return guns.kinds_carried(l, 'shotgun')");
    assert_eq!(kinds, ["normal", "wideshot"]);
    f.lua::<()>("l.guns.ammo_choice = { shotgun = 'wideshot' }");
    f.fire_one("shotgun", 40, |_, _| {});
    let (normal2, wide2): (i64, i64) =
        f.lua("return l.guns.ammo['shotgun.normal'], l.guns.ammo['shotgun.wideshot']");
    assert_eq!(normal2, normal, "normal shells untouched");
    assert_eq!(wide2, 30, "one wideshot shell (six pellets) gone");
    let hurt = TOUGH - f.health(1);
    assert!(hurt > 0 && hurt % 3 == 0, "pellets of 3: {hurt}");
}

/// Fires one bolt of `kind` at the dogs and follows it for 40 ticks.
fn bolt_at_dogs(kind: &str, dogs: &[(u16, i32, i32)]) -> Option<Fight> {
    let mut f = arena(Game::Tr4, dogs)?;
    f.draw("crossbow");
    f.lua::<()>(&format!(
        "for _, k in ipairs(W.crossbow.kinds) do \
           for _ = 1, 2 do guns.picked_up(lara, l, k.ammo_item) end end \
         l.guns.ammo_choice = {{ crossbow = '{kind}' }} \
         for i = 1, {n} do world.entity(i).state.ai = {{ stats = {{}} }} end",
        n = dogs.len()
    ));
    let (flown, _) = f.fly("crossbow", BOLT, 40);
    assert!(!flown.is_empty(), "{kind}: a bolt flew");
    Some(f)
}

/// A normal bolt flies at 512 a tick and strikes the dog for 5; a poison
/// bolt strikes for 5 and poisons it, and a poisoned creature loses a hit
/// point each 16 ticks.
#[test]
fn tr4_crossbow_bolts_strike_and_poison() {
    let Some(mut f) = bolt_at_dogs("normal", &[(TR4_DOG, 4, 0)]) else {
        return skipped();
    };
    assert_eq!(f.health(1), TOUGH - 5, "a normal bolt");
    let poisoned: bool = f.lua("return world.entity(1).state.ai.poisoned == true");
    assert!(!poisoned, "a normal bolt does not poison");
    let mut f = bolt_at_dogs("poison", &[(TR4_DOG, 4, 0)]).unwrap();
    let poisoned: bool = f.lua("return world.entity(1).state.ai.poisoned == true");
    assert!(poisoned, "the poison bolt poisons");
    // The still dog does not think: run its poison as a creature's
    // thinking runs it, a tick at a time.
    let before = f.health(1);
    for _ in 0..64 {
        f.step(0);
        f.lua::<()>(
            "require('ai.creature').suffer_poison(world.entity(1), world.entity(1).state.ai)",
        );
    }
    let lost = before - f.health(1);
    assert_eq!(f.health(1) + lost, TOUGH - 5, "the bolt's 5");
    assert_eq!(lost, 4, "a hit point each 16 ticks");
}

/// An explosive bolt bursts on the dog it meets: both dogs, side by side,
/// lose the burst's 30.
#[test]
fn tr4_explosive_bolt_bursts_and_hurts_two() {
    let Some(f) = bolt_at_dogs("explosive", &[(TR4_DOG, 4, -256), (TR4_DOG, 4, 256)]) else {
        return skipped();
    };
    assert_eq!(f.health(1), TOUGH - BLAST, "the dog struck");
    assert_eq!(f.health(2), TOUGH - BLAST, "the dog beside it");
}

/// Fires one grenade of `kind` at two dogs and follows it for 150 ticks;
/// the number of explosions seen.
fn grenade_at_dogs(kind: &str) -> Option<(Fight, usize)> {
    let mut f = arena(Game::Tr4, &[(TR4_DOG, 4, -256), (TR4_DOG, 4, 256)])?;
    f.draw("grenade");
    f.lua::<()>(&format!(
        "for _, k in ipairs(W.grenade.kinds) do guns.picked_up(lara, l, k.ammo_item) end \
         l.guns.ammo_choice = {{ grenade = '{kind}' }}"
    ));
    let mut bursts = 0;
    f.fire_one("grenade", 150, |f, _| bursts += explosions(&f.world));
    common::assert_no_script_error(&f.host, kind);
    Some((f, bursts))
}

/// A normal grenade bursts among the dogs: 30 to each, Lara far off
/// untouched; a super grenade's fragments burst again; a flash grenade
/// hurts no one and blinds.
#[test]
fn tr4_grenade_kinds_burst_as_their_kind() {
    let Some((f, _)) = grenade_at_dogs("normal") else {
        return skipped();
    };
    assert_eq!(f.health(1), TOUGH - BLAST);
    assert_eq!(f.health(2), TOUGH - BLAST);
    assert_eq!(f.world.entities()[0].health, 1000, "Lara out of the blast");

    let (f, _) = grenade_at_dogs("super").unwrap();
    let hurt = [TOUGH - f.health(1), TOUGH - f.health(2)];
    assert!(
        hurt.iter().all(|h| h % BLAST == 0 && *h >= BLAST),
        "bursts of 30: {hurt:?}"
    );
    assert!(
        hurt.iter().sum::<i32>() > 2 * BLAST,
        "the fragments burst too: {hurt:?}"
    );

    let (mut f, _) = grenade_at_dogs("flash").unwrap();
    assert_eq!(f.health(1), TOUGH, "a flash hurts no one");
    assert_eq!(f.health(2), TOUGH);
    let blind: i64 = f.lua("return require('weapons.projectile').blinding()");
    assert!(blind > 0, "the flash blinds for a while: {blind}");
    assert!(spawned(&f.world, GRENADE).is_empty(), "the grenade is gone");
}

/// True when the sight's line from her eye meets entity 1 first.
const ON_TARGET: &str = r#"
local b, fixed = l.binoculars, require("lib.fixed")
local x, y, z, room = require("lara.binoculars").eye(lara)
local dx, dz = fixed.step(b.yaw, fixed.scale_cos(20736, b.pitch))
local _, _, _, who = world.ray(room, x, y, z, x + dx, y + fixed.scale_sin(20736, b.pitch), z + dz, lara)
return who ~= nil and who.id == world.entity(1).id
"#;

/// Ticks the view takes to settle where her head points.
const SETTLE: usize = 16;

/// The target stands below her eye: tilts the view down (Forward) a step
/// at a time, letting it settle, until its line meets entity 1.
fn sight_on_target(f: &mut Fight) -> bool {
    for _ in 0..40 {
        if f.lua::<bool>(ON_TARGET) {
            return true;
        }
        f.step(Input::LOOK | Input::FORWARD);
        for _ in 0..SETTLE {
            f.step(Input::LOOK);
        }
    }
    false
}

/// The revolver with the laser sight on: Look raises the sight's view (her
/// gun kept in hand); Action fires along it each 16 ticks with no spread,
/// 21 into the dog straight ahead; turned away, the shots miss; letting go
/// of Look puts the sight down.
#[test]
fn tr4_laser_sight_shoots_where_the_view_points() {
    let Some(mut f) = arena(Game::Tr4, &[(TR4_DOG, 4, 0)]) else {
        return skipped();
    };
    f.draw("revolver");
    f.lua::<()>("l.laser_sight = { revolver = true }");
    f.step(Input::LOOK);
    let (sight, status, view): (String, String, bool) = f.lua(
        "return l.binoculars and l.binoculars.sight or 'none', l.guns.status, \
         world.camera_requested() ~= nil",
    );
    assert_eq!(
        (sight.as_str(), status.as_str(), view),
        ("laser", "ready", true)
    );
    assert!(sight_on_target(&mut f), "the view finds the dog");
    let start: i64 = f.lua("return rounds('revolver')");
    let mut shots = Vec::new();
    for t in 0..40 {
        f.step(Input::LOOK | Input::ACTION);
        if f.lua::<i64>("return rounds('revolver')") < start - shots.len() as i64 {
            shots.push(t);
        }
    }
    common::assert_no_script_error(&f.host, "laser");
    assert_eq!(shots.len(), 3, "shots at {shots:?}");
    assert!(
        shots.windows(2).all(|w| w[1] - w[0] == 16),
        "each 16 ticks: {shots:?}"
    );
    assert_eq!(f.health(1), TOUGH - 3 * 21, "every shot struck");
    // Turn the view 40° off the dog: the shots miss.
    for _ in 0..30 {
        f.step(Input::LOOK | Input::LEFT);
    }
    let before = f.health(1);
    for _ in 0..40 {
        f.step(Input::LOOK | Input::ACTION | Input::LEFT);
    }
    assert_eq!(f.health(1), before, "shots along a view that misses it");
    f.step(0);
    let up: bool = f.lua("return l.binoculars ~= false");
    assert!(!up, "letting go of Look puts the sight down");
}

/// The HK's scope (no laser sight needed) and its modes through it:
/// sniper a shot each 12 ticks, burst five shots 4 apart then a 12-tick
/// pause, rapid a shot each 4 ticks.
#[test]
fn tr5_hk_modes_through_its_scope() {
    let Some(mut f) = arena(Game::Tr5, &[(TR5_HUSKIE, 4, 0)]) else {
        return skipped();
    };
    f.draw("hk");
    let gaps_of = |f: &mut Fight, mode: &str| -> Vec<usize> {
        f.lua::<()>(&format!("l.guns.ammo_choice = {{ hk = '{mode}' }}"));
        f.step(0);
        for _ in 0..20 {
            f.step(Input::LOOK);
        }
        let sight: String = f.lua("return l.binoculars and l.binoculars.sight or 'none'");
        assert_eq!(sight, "laser", "{mode}: the scope is up");
        assert!(sight_on_target(f), "{mode}: the view finds the huskie");
        let mut last = f.lua::<i64>("return rounds('hk')");
        let mut at = Vec::new();
        for t in 0..40 {
            f.step(Input::LOOK | Input::ACTION);
            let now: i64 = f.lua("return rounds('hk')");
            if now < last {
                at.push(t);
            }
            last = now;
        }
        at.windows(2).map(|w| w[1] - w[0]).collect()
    };
    let sniper = gaps_of(&mut f, "sniper");
    assert!(
        !sniper.is_empty() && sniper.iter().all(|&g| g == 12),
        "sniper {sniper:?}"
    );
    let burst = gaps_of(&mut f, "burst");
    assert_eq!(&burst[..5], &[4, 4, 4, 4, 12], "burst {burst:?}");
    let rapid = gaps_of(&mut f, "rapid");
    assert!(
        rapid.len() >= 5 && rapid.iter().all(|&g| g == 4),
        "rapid {rapid:?}"
    );
    common::assert_no_script_error(&f.host, "hk");
    assert!(f.health(1) < TOUGH, "the scope's shots strike");
}

/// Under water no TR4 gun is drawn (TOMB4 LaraGun: above water, or wading
/// below the gun's height, only).
#[test]
fn tr4_no_gun_under_water() {
    let mut pool = RoomDef::boxed(0, 0, 10, 5, 8, 0);
    pool.water = true;
    let lara = lara_at([SECTOR + 512, 1024, 2 * SECTOR + 512], EAST);
    let Some(mut f) = Fight::new(Game::Tr4, vec![pool], lara, vec![]) else {
        return skipped();
    };
    for name in ["pistols", "crossbow", "grenade"] {
        let chosen: bool = f.lua(&format!("return give('{name}')"));
        assert!(chosen);
        for t in 0..20 {
            f.step(if t % 2 == 0 { Input::DRAW } else { 0 });
        }
        let status: String = f.lua("return l.guns.status");
        assert_eq!(status, "holstered", "{name} under water");
    }
}

/// Pickups give their guns and rounds by kind (TOMB4 newinv.cpp): a
/// crossbow gives 10 normal bolts, each bolt box 10 of its kind; the ring
/// counts a kind's pickups by its own rounds.
#[test]
fn tr4_pickups_give_rounds_by_kind() {
    let Some(mut f) = arena(Game::Tr4, &[]) else {
        return skipped();
    };
    let got: (i64, i64, i64) = f.lua(
        "guns.picked_up(lara, l, 356) guns.picked_up(lara, l, 358) guns.picked_up(lara, l, 358) \
         return l.guns.ammo['crossbow.normal'], l.guns.ammo['crossbow.poison'], \
                guns.rounds_for(l, 'crossbow', 358)",
    );
    assert_eq!(got, (10, 20, 20));
    let hk: Option<i64> = f.lua("return W.hk and 1 or nil");
    assert_eq!(hk, None, "TR4 has no HK");
}

/// While Action is held with a gun ready her head is LARA_SCREAM's (type
/// 10) head mesh, laid over her skinned one, and her own again once it is
/// let go (TOMB4/TOMB5 larafire.cpp LaraGun, LG_READY): the mesh the
/// renderer draws for her head (`e:mesh_of(14)`).
#[test]
fn tr4_tr5_firing_face_is_the_scream_head_while_action_is_held() {
    for game in [Game::Tr4, Game::Tr5] {
        let Some(mut f) = arena(game, &[]) else {
            return skipped();
        };
        f.draw("pistols");
        let scream: Option<i64> = f.lua("return world.model_mesh(10, 14)");
        assert!(scream.is_some(), "{game:?} has LARA_SCREAM");
        let own: Option<i64> = f.lua("return lara:mesh_of(14)");
        assert_eq!(own, None, "{game:?}: her own head before firing");
        f.step(Input::ACTION);
        let firing: Option<i64> = f.lua("return lara:mesh_of(14)");
        assert_eq!(firing, scream, "{game:?}: the scream head while firing");
        f.step(0);
        let after: Option<i64> = f.lua("return lara:mesh_of(14)");
        assert_eq!(after, None, "{game:?}: her own head once Action is let go");
    }
}
