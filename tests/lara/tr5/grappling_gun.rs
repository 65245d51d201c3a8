//! TR5's gadgets (issue 18): the grappling gun (scripts/weapons/tr5.lua,
//! lara/gunsight.lua, weapons/projectile.lua `grapples`) and its target
//! (objects/common/grappling_target.lua), in a builder room with TR5's
//! real test level's models lent (Lara and her guns; the test level has
//! no grappling target, so the huskie's model stands in for its box).
//! Needs `TR_DATA_DIR` (skipped with a notice).

use crate::common;

use std::sync::Arc;

use common::arena::{activate, open_room, LARA_AT};
use common::lua_eval;
use common::moves::{lara_at, level_def, with_models};
use common::traps::heavy_trigger;
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, Status, World};

/// TR5's grappling target, its grapple in flight, the huskie (the
/// target's stand-in model) and the Submarine's monitors (what the
/// target's trigger switches on).
const GRAPPLING_TARGET: u32 = 131;
const GRAPPLE: u16 = 344;
const HUSKIE: u32 = 85;
const SECURITY_SCREENS: u16 = 152;
/// Lara faces +x.
const EAST: u16 = 0x4000;
/// The target's sector (four ahead of Lara's) and the grapple's cadence
/// through the sight (TOMB5 camera.cpp: a grapple each 32 ticks).
const TARGET_SECTOR: (usize, usize) = (6, 6);
const EVERY: usize = 32;

fn skipped() {
    eprintln!("skipped: TR_DATA_DIR unset");
}

const PRELUDE: &str = r#"
local guns = require("lara.guns")
local lara = world.lara()
local l = lara.state
local W = guns.tables()
local function rounds() return guns.rounds(l, "crossbow") or -1 end
"#;

struct Scene {
    world: World,
    host: ScriptHost,
}

impl Scene {
    fn lua<T: mlua::FromLuaMulti>(&mut self, code: &str) -> T {
        lua_eval(&self.host, &mut self.world, &format!("{PRELUDE}\n{code}"))
    }
    fn step(&mut self, bits: u32) {
        self.host.step(&mut self.world, Input { bits });
    }
}

/// Lara in the open room facing a grappling target four sectors ahead
/// (entity 1) whose sector carries a heavy trigger switching on the
/// monitors (entity 2); the grappling gun given with two clips, drawn.
fn grappling_scene() -> Option<Scene> {
    let mut room = open_room();
    heavy_trigger(&mut room, TARGET_SECTOR, 2);
    let at = |(sx, sz): (usize, usize)| [sx as i32 * 1024 + 512, 0, sz as i32 * 1024 + 512];
    let target = EntityDef::new(GRAPPLING_TARGET as u16, 0, at(TARGET_SECTOR));
    let screens = EntityDef::new(SECURITY_SCREENS, 0, at((9, 9)));
    let mut level = with_models(
        &level_def(vec![room], lara_at(LARA_AT, EAST), vec![target, screens]),
        Game::Tr5,
    )?;
    let mut stand_in = level
        .models
        .iter()
        .find(|m| m.type_id == HUSKIE)
        .unwrap()
        .clone();
    stand_in.type_id = GRAPPLING_TARGET;
    level.models.push(stand_in);
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    activate(&mut world, &mut host, 1);
    let mut s = Scene { world, host };
    let chosen: bool = s.lua(
        "guns.picked_up(lara, l, W.crossbow.item) \
         for _ = 1, 2 do guns.picked_up(lara, l, W.crossbow.ammo_item) end \
         return guns.select(lara, l, 'crossbow')",
    );
    assert!(chosen, "the grappling gun chosen");
    for t in 0..60 {
        s.step(if t == 0 { Input::DRAW } else { 0 });
        if s.lua::<String>("return l.guns.status") == "ready" {
            return Some(s);
        }
    }
    panic!("the grappling gun never came ready");
}

/// The grappling gun fires only through the laser sight: Action from the
/// hip spends nothing. Through the sight, a grapple each 32 ticks flies
/// at 512 to the target ahead: the target then shows its second mesh
/// (mesh bits 1 → 2), the heavy trigger under it switches the monitors
/// on, and one grapple of the 30 is spent.
#[test]
fn tr5_grapple_through_the_sight_sets_off_its_target() {
    let Some(mut s) = grappling_scene() else {
        return skipped();
    };
    let start: i64 = s.lua("return rounds()");
    assert_eq!(start, 30, "the gun's own clip and two more, of 10");
    let bits: i64 = s.lua("return world.entity(1).mesh_bits");
    assert_eq!(bits, 1, "the target shows its first mesh");
    for _ in 0..60 {
        s.step(Input::ACTION);
    }
    assert_eq!(
        s.lua::<i64>("return rounds()"),
        start,
        "no shot from the hip"
    );
    // Up with the laser sight; the target raised across the view's line.
    s.lua::<()>("l.laser_sight = { crossbow = true }");
    s.step(Input::LOOK);
    let up: bool = s.lua("return l.binoculars ~= false and l.binoculars ~= nil");
    assert!(up, "Look raises the sight");
    s.lua::<()>(
        "local _, y = require('lara.binoculars').eye(lara) \
         local t = world.entity(1) t.y = y + 200",
    );
    assert_ne!(s.world.entities()[2].status, Status::Active, "monitors off");
    let mut speeds = Vec::new();
    let mut last: Option<i32> = None;
    for _ in 0..EVERY - 4 {
        s.step(Input::LOOK | Input::ACTION);
        let grapple = s
            .world
            .entities()
            .iter()
            .find(|e| e.type_id == GRAPPLE && e.exists());
        if let Some(g) = grapple {
            if let Some(x) = last {
                speeds.push(g.pos[0] - x);
            }
            last = Some(g.pos[0]);
        }
    }
    common::assert_no_script_error(&s.host, "grapple");
    assert_eq!(
        s.lua::<i64>("return rounds()"),
        start - 1,
        "one grapple fired"
    );
    assert!(
        speeds.iter().any(|&v| (500..=512).contains(&v)),
        "the grapple flies at 512: {speeds:?}"
    );
    let bits: i64 = s.lua("return world.entity(1).mesh_bits");
    assert_eq!(bits, 2, "the target shows its next mesh");
    assert_eq!(
        s.world.entities()[2].status,
        Status::Active,
        "its trigger went off"
    );
}
