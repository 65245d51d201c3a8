//! Lara's guns in the bestiary tests: putting a weapon in her hands, and a
//! shot with it answered by the creature (entity 1).

use super::bestiary::{idle, lara_shoots};
use super::lua_eval;
use tombrs::script::ScriptHost;
use tombrs::world::World;

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
    (world.entities[1].health, world.entities[1].state)
}
