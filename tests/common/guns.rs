//! Lara's guns under test: builder arenas of a game with every model lent
//! from the real test level (her skeleton, the gun animation models, the
//! game's creatures as targets held still), the guns given and chosen as
//! the ring's EQUIP does, drawn with Draw and fired with Action, and what
//! the rounds and the targets' health did tick by tick. Shared by
//! tests/weapons_tr2_tr3.rs, tests/weapons_tr4_tr5.rs and
//! tests/weapons_fidelity.rs; the bestiary
//! tests use [`arm`] and [`shot_with`] (a weapon in her hands, a shot with
//! it answered by the creature).

use std::sync::Arc;

use super::arena::{activate, open_room, LARA_AT};
use super::bestiary::{idle, lara_shoots};
use super::lua_eval;
use super::moves::{lara_at, level_def, with_models};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Event, Input, World};

pub const SECTOR: i32 = 1024;
/// Lara faces +x.
pub const EAST: u16 = 0x4000;
/// Health given to every target, so none dies while a gun is measured.
pub const TOUGH: i32 = 5000;

/// The behaviour that stands in for the targets' own (TR1's wolf, TR2's
/// big cats, TR3's monkey, TR4's dog): a body that can be shot and is held still (neither
/// animated nor moved), so every shot
/// meets it where it was aimed at.
const STILL_TARGET: &str = r#"
local still = {}
function still.init(e) e.targetable = true; e.paused = true end
return still
"#;

/// A mod folder in which the targets' behaviour modules are
/// [`STILL_TARGET`].
pub fn still_targets() -> std::path::PathBuf {
    // Written once: tests run side by side and read it while others start.
    static DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = crate::common::scratch("guns2");
        std::fs::create_dir_all(dir.join("creatures")).unwrap();
        for module in ["wolf", "big_cat", "monkey", "dog"] {
            std::fs::write(dir.join(format!("creatures/{module}.lua")), STILL_TARGET).unwrap();
        }
        dir
    })
    .clone()
}

/// A level of `game` being played, with Lua at hand.
pub struct Fight {
    pub world: World,
    pub host: ScriptHost,
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
    pub fn new(
        game: Game,
        rooms: Vec<RoomDef>,
        lara: EntityDef,
        others: Vec<EntityDef>,
    ) -> Option<Fight> {
        let count = others.len();
        let level = with_models(&level_def(rooms, lara, others), game)?;
        Some(Fight::on_level(level, count))
    }

    /// [`Fight::new`] on a level already made (entities 1..=`count` are the
    /// others).
    pub fn on_level(level: tombrs::level::Level, count: usize) -> Fight {
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
            "for i = 1, {count} do local t = world.entity(i); t.health = {TOUGH}; \
             t.targetable = true; t.paused = true end"
        ));
        fight
    }

    /// [`Fight::new`] on the open arena, Lara facing east (+x).
    pub fn open(game: Game, targets: Vec<EntityDef>) -> Option<Fight> {
        Fight::new(game, vec![open_room()], lara_at(LARA_AT, EAST), targets)
    }

    pub fn lua<T: mlua::FromLuaMulti>(&mut self, code: &str) -> T {
        super::lua_eval(
            &self.host,
            &mut self.world,
            &format!("{}\n{code}", self.prelude),
        )
    }

    pub fn step(&mut self, bits: u32) {
        self.host.step(&mut self.world, Input { bits });
    }

    pub fn health(&self, i: usize) -> i32 {
        self.world.entities()[i].health as i32
    }

    /// Gives and chooses `name`, then holds Draw until it is ready (at most
    /// 60 ticks); the ticks it took.
    pub fn draw(&mut self, name: &str) -> usize {
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

    /// Moves target `i` (an entity index) across her line of fire until the
    /// point guns aim at on it (lara/aim.lua `target_point`) lies on her
    /// line east: its bearing from her is exactly straight ahead.
    pub fn put_dead_ahead(&mut self, i: usize) {
        self.lua::<()>(&format!(
            "local t = world.entity({i}) \
             local _, _, z = require('lara.aim').target_point(t) \
             t.z = t.z - (z - lara.z)"
        ));
    }

    /// The entity index of the guns' target among entities 1..=`n` (0:
    /// none).
    pub fn target_index(&mut self, n: usize) -> usize {
        self.lua::<usize>(&format!(
            "for i = 1, {n} do if l.guns.target == world.entity(i) then return i end end \
             return 0"
        ))
    }

    /// Holds Action for `ticks` ticks with `name` drawn: per tick, the
    /// rounds left and the health of `targets`.
    pub fn fire(&mut self, name: &str, ticks: usize, targets: &[usize]) -> Vec<(i64, Vec<i32>)> {
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
    pub fn fire_one(&mut self, name: &str, ticks: usize, mut each: impl FnMut(&mut Fight, usize)) {
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
    pub fn fly(
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
                flown.push((t, f.world.entities()[g].pos));
            }
            if burst.is_none() && explosions(&f.world) > 0 {
                burst = Some(t);
            }
        });
        super::assert_no_script_error(&self.host, name);
        let left: i64 = self.lua(&format!("return rounds('{name}')"));
        assert_eq!(left, start - 1, "{name}: one round fired");
        (flown, burst)
    }
}

/// A target `apart` sectors ahead of Lara in the arena, `across` units to
/// her side, facing her.
pub fn target(type_id: u16, apart: i32, across: i32) -> EntityDef {
    let mut e = EntityDef::new(
        type_id,
        0,
        [LARA_AT[0] + apart * SECTOR, 0, LARA_AT[2] + across],
    );
    e.angle = 0xC000;
    e
}

/// Ticks at which the rounds went down, and by how much.
pub fn shots(log: &[(i64, Vec<i32>)], start: i64) -> Vec<(usize, i64)> {
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
pub fn wounds(log: &[(i64, Vec<i32>)], k: usize) -> Vec<i32> {
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
pub struct Gun {
    pub name: &'static str,
    pub period: usize,
    pub per_shot: i64,
    pub damage: i32,
}

impl Gun {
    pub const fn new(name: &'static str, period: usize, per_shot: i64, damage: i32) -> Gun {
        Gun {
            name,
            period,
            per_shot,
            damage,
        }
    }
}

pub fn check_gun(game: Game, target_type: u16, gun: &Gun) {
    let Some(mut f) = Fight::open(game, vec![target(target_type, 3, 0)]) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    f.draw(gun.name);
    let start: i64 = f.lua(&format!("return rounds('{}')", gun.name));
    let log = f.fire(gun.name, 120, &[1]);
    super::assert_no_script_error(&f.host, gun.name);
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

/// The entities of `type_id` in the world now.
pub fn spawned(world: &World, type_id: u16) -> Vec<usize> {
    (0..world.entities().len())
        .filter(|&i| world.entities()[i].type_id == type_id && world.entities()[i].exists())
        .collect()
}

pub fn explosions(world: &World) -> usize {
    world
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Particles { effect, .. } if *effect == 6))
        .count()
}

/// Puts the weapon `kind` in Lara's hands (a grenade gun that bursts, as
/// TR4's does, where the game's table has none yet).
pub fn arm(host: &ScriptHost, world: &mut World, kind: &str) {
    lua_eval::<()>(
        host,
        world,
        &format!(
            "local W = require('lara.guns').tables()
             W.grenade = W.grenade or {{ damage = 30, projectile = {{ blast = 1024 }} }}
             world.lara().state.guns.kind = '{kind}'"
        ),
    );
}

/// Shot with `kind` for `damage`, the blow answered (two ticks): entity
/// 1's health and state after.
pub fn shot_with(world: &mut World, host: &mut ScriptHost, kind: &str, damage: i32) -> (i16, u16) {
    arm(host, world, kind);
    lara_shoots(host, world, 1, damage);
    for _ in 0..2 {
        host.step(world, idle());
    }
    (world.entities()[1].health, world.entities()[1].state)
}
