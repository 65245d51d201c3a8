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

mod common;

use std::sync::Arc;

use common::arena::{activate, open_room, LARA_AT};
use common::moves::{lara_at, level_def, with_models};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Event, Input, World};

const SECTOR: i32 = 1024;
/// Lara faces +x.
const EAST: u16 = 0x4000;
/// TR2's tiger and TR3's monkey: the targets.
const TR2_TIGER: u16 = 39;
const TR3_MONKEY: u16 = 71;
/// Health given to every target, so none dies while a gun is measured.
const TOUGH: i32 = 5000;

/// The behaviour that stands in for the targets' own (TR2's big cats,
/// TR3's monkey): a body that can be shot and is held still (neither
/// animated nor moved), so every shot
/// meets it where it was aimed at.
const STILL_TARGET: &str = r#"
local still = {}
function still.init(e) e.targetable = true; e.paused = true end
return still
"#;

/// A mod folder in which the targets' behaviour modules are
/// [`STILL_TARGET`].
fn still_targets() -> std::path::PathBuf {
    // Written once: tests run side by side and read it while others start.
    static DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("tombrs-guns2-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("creatures")).unwrap();
        for module in ["big_cat", "monkey"] {
            std::fs::write(dir.join(format!("creatures/{module}.lua")), STILL_TARGET).unwrap();
        }
        dir
    })
    .clone()
}

/// A level of `game` being played, with Lua at hand.
struct Fight {
    world: World,
    host: ScriptHost,
    /// Lua run before every snippet: helpers over Lara's guns.
    prelude: &'static str,
}

const PRELUDE: &str = r#"
local guns = require("lara.guns")
local lara = world.lara()
local l = lara.state
local W = guns.tables()
local function give(name)
  guns.picked_up(lara, l, W[name].item)
  -- Clips enough for two minutes of fire.
  for _ = 1, 20 do guns.picked_up(lara, l, W[name].ammo_item) end
  return guns.select(lara, l, name)
end

local function rounds(name) return guns.rounds(l, name) or -1 end
"#;

impl Fight {
    /// The arena of `game` (rooms, Lara, others), or `None` without data.
    /// Entities 1.. are switched on as their triggers would and given
    /// [`TOUGH`] health.
    fn new(
        game: Game,
        rooms: Vec<RoomDef>,
        lara: EntityDef,
        others: Vec<EntityDef>,
    ) -> Option<Fight> {
        let count = others.len();
        let level = with_models(&level_def(rooms, lara, others), game)?;
        let level = Arc::new(level);
        let mut world = World::new(level.clone(), 1);
        let mods = still_targets();
        let mut host = ScriptHost::new(&HostConfig::with_mods(&[mods]), level.game, None).unwrap();
        host.bind_all(&mut world);
        for i in 1..=count {
            activate(&mut world, &mut host, i);
        }
        let mut fight = Fight {
            world,
            host,
            prelude: PRELUDE,
        };
        fight.lua::<()>(&format!(
            "for i = 1, {count} do world.entity(i).health = {TOUGH} end"
        ));
        Some(fight)
    }

    fn lua<T: mlua::FromLuaMulti>(&mut self, code: &str) -> T {
        common::lua_eval(
            &self.host,
            &mut self.world,
            &format!("{}\n{code}", self.prelude),
        )
    }

    fn step(&mut self, bits: u32) {
        self.host.step(&mut self.world, Input { bits });
    }

    fn health(&self, i: usize) -> i32 {
        self.world.entities[i].health as i32
    }

    /// Gives and chooses `name`, then holds Draw until it is ready (at most
    /// 60 ticks); the ticks it took.
    fn draw(&mut self, name: &str) -> usize {
        let chosen: bool = self.lua(&format!("return give('{name}')"));
        assert!(chosen, "{name} chosen");
        for t in 0..60 {
            self.step(if t == 0 { Input::DRAW } else { 0 });
            let status: String = self.lua("return l.guns.status");
            if status == "ready" {
                return t;
            }
        }
        panic!("{name} never ready");
    }

    /// Holds Action for `ticks` ticks with `name` drawn: per tick, the
    /// rounds left and the health of `targets`.
    fn fire(&mut self, name: &str, ticks: usize, targets: &[usize]) -> Vec<(i64, Vec<i32>)> {
        (0..ticks)
            .map(|_| {
                self.step(Input::ACTION);
                let rounds: i64 = self.lua(&format!("return rounds('{name}')"));
                (rounds, targets.iter().map(|&i| self.health(i)).collect())
            })
            .collect()
    }
}

impl Fight {
    /// Holds Action until one round of `name` is gone (at most 60 ticks),
    /// then lets go; calls `each` after every tick (the tick counted from
    /// the first press) for `ticks` ticks in all.
    fn fire_one(&mut self, name: &str, ticks: usize, mut each: impl FnMut(&mut Fight, usize)) {
        let start: i64 = self.lua(&format!("return rounds('{name}')"));
        let mut held = true;
        for t in 0..ticks {
            self.step(if held { Input::ACTION } else { 0 });
            if held && self.lua::<i64>(&format!("return rounds('{name}')")) < start {
                held = false;
            }
            each(self, t);
        }
        assert!(!held, "{name}: a round fired");
    }
}

impl Fight {
    /// Fires one round of launcher `name` and follows its projectile (type
    /// `shell`) for `ticks` ticks: the tick and where it was each tick it
    /// existed, and
    /// the tick of the first explosion. Checks one round was used and no
    /// script complained.
    fn fly(
        &mut self,
        name: &str,
        shell: u16,
        ticks: usize,
    ) -> (Vec<(usize, [i32; 3])>, Option<usize>) {
        let start: i64 = self.lua(&format!("return rounds('{name}')"));
        let mut flown = Vec::new();
        let mut burst = None;
        self.fire_one(name, ticks, |f, t| {
            if let Some(&g) = spawned(&f.world, shell).first() {
                flown.push((t, f.world.entities[g].pos));
            }
            if burst.is_none() && explosions(&f.world) > 0 {
                burst = Some(t);
            }
        });
        common::assert_no_script_error(&self.host, name);
        let left: i64 = self.lua(&format!("return rounds('{name}')"));
        assert_eq!(left, start - 1, "{name}: one round fired");
        (flown, burst)
    }
}

/// A target `apart` sectors ahead of Lara in the arena, `across` units to
/// her side, facing her.
fn target(type_id: u16, apart: i32, across: i32) -> EntityDef {
    let mut e = EntityDef::new(
        type_id,
        0,
        [LARA_AT[0] + apart * SECTOR, 0, LARA_AT[2] + across],
    );
    e.angle = 0xC000;
    e
}

/// Ticks at which the rounds went down, and by how much.
fn shots(log: &[(i64, Vec<i32>)], start: i64) -> Vec<(usize, i64)> {
    let mut before = start;
    let mut out = Vec::new();
    for (t, (r, _)) in log.iter().enumerate() {
        if *r < before {
            out.push((t, before - r));
        }
        before = *r;
    }
    out
}

/// Every drop of target `k`'s health in the log.
fn wounds(log: &[(i64, Vec<i32>)], k: usize) -> Vec<i32> {
    let mut before = TOUGH;
    let mut out = Vec::new();
    for (_, h) in log {
        if h[k] < before {
            out.push(before - h[k]);
        }
        before = h[k];
    }
    out
}

/// One bullet gun: `name` fires `per_shot` rounds each `period` ticks
/// (counting the ticks between shots of the gun as a whole) and every
/// wound is a multiple of `damage` (both pistols may strike at once; a
/// shotgun's pellets add up).
struct Gun {
    name: &'static str,
    period: usize,
    per_shot: i64,
    damage: i32,
}

impl Gun {
    const fn new(name: &'static str, period: usize, per_shot: i64, damage: i32) -> Gun {
        Gun {
            name,
            period,
            per_shot,
            damage,
        }
    }
}

fn check_gun(game: Game, target_type: u16, gun: &Gun) {
    let Some(mut f) = Fight::new(
        game,
        vec![open_room()],
        lara_at(LARA_AT, EAST),
        vec![target(target_type, 3, 0)],
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    f.draw(gun.name);
    let start: i64 = f.lua(&format!("return rounds('{}')", gun.name));
    let log = f.fire(gun.name, 120, &[1]);
    common::assert_no_script_error(&f.host, gun.name);
    let fired = shots(&log, start);
    assert!(fired.len() >= 3, "{}: shots {fired:?}", gun.name);
    for w in fired.windows(2) {
        assert_eq!(
            w[1].0 - w[0].0,
            gun.period,
            "{}: shots at {fired:?}",
            gun.name
        );
        assert_eq!(
            w[1].1, gun.per_shot,
            "{}: rounds a shot {fired:?}",
            gun.name
        );
    }
    let hurt = wounds(&log, 0);
    assert!(!hurt.is_empty(), "{}: the target is struck", gun.name);
    for w in &hurt {
        assert_eq!(
            w % gun.damage,
            0,
            "{}: wounds {hurt:?} of {}",
            gun.name,
            gun.damage
        );
    }
    let total: i32 = hurt.iter().sum();
    let most = fired.iter().map(|s| s.1).sum::<i64>() as i32 * gun.damage;
    assert!(total <= most, "{}: {total} of at most {most}", gun.name);
}

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

/// The entities of `type_id` in the world now.
fn spawned(world: &World, type_id: u16) -> Vec<usize> {
    (0..world.entities.len())
        .filter(|&i| world.entities[i].type_id == type_id && world.entities[i].exists())
        .collect()
}

fn explosions(world: &World) -> usize {
    world
        .events
        .iter()
        .filter(|e| matches!(e, Event::Particles { effect, .. } if *effect == 6))
        .count()
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
                   assert(entry and entry.behaviour == "pickup" and entry.params.item == item,
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
