//! The people tests' ground (TR2's and TR3's gunmen, brawlers and
//! tribesmen on stand-ins): each stays on its floor and in its boxes, Lara
//! shoots it, it fights her, and it dies leaving its body.

use tombrs::script::{ScriptHost, Severity};
use tombrs::world::{Input, Status, World};

use super::lua_eval;

/// Entity `i` on its floor and in its boxes.
pub fn assert_placed(world: &World, i: usize, what: &str, tick: usize) {
    let e = &world.entities[i];
    let floor = world.floor(e.room, e.pos[0], e.pos[1], e.pos[2]);
    assert_eq!(
        e.pos[1], floor,
        "{what} tick {tick}: off its floor at {:?}",
        e.pos
    );
    assert!(
        world.box_at(e.room, e.pos).is_some(),
        "{what} tick {tick}: outside the boxes at {:?}",
        e.pos
    );
}

pub fn no_script_trouble(what: &str, host: &ScriptHost) {
    let trouble = super::script_log_at(host, Severity::Warn);
    assert!(trouble.is_empty(), "{what}: {trouble:#?}");
}

pub fn idle() -> Input {
    Input { bits: 0 }
}

/// Lara's shot at entity `i` for `damage` (her gun, as far as it knows):
/// its hit hook runs in the next step.
pub fn lara_shoots(host: &ScriptHost, world: &mut World, i: usize, damage: i32) {
    lua_eval::<()>(
        host,
        world,
        &format!("world.entity({i}):hit({damage}, world.lara())"),
    );
}

/// Steps until Lara has taken `wanted` blows or `ticks` pass; returns the
/// blows (health lost each tick she lost any) and whether it attacked.
pub fn fight(
    p_name: &str,
    world: &mut World,
    host: &mut ScriptHost,
    attacks: &[u16],
    ticks: usize,
    wanted: usize,
) -> (Vec<i16>, bool) {
    let (mut blows, mut attacked) = (Vec::new(), false);
    for t in 0..ticks {
        let before = world.entities[0].health;
        host.step(world, idle());
        assert_placed(world, 1, p_name, t);
        attacked |= attacks.contains(&world.entities[1].state);
        let lost = before - world.entities[0].health;
        if lost > 0 {
            blows.push(lost);
        }
        if blows.len() >= wanted || world.entities[0].health <= 0 {
            break;
        }
    }
    (blows, attacked)
}

/// Her shots kill it: it plays its death, the body stays (not solid,
/// switched off, where it fell) and the kill is hers.
pub fn dies_under_her_shots(p_name: &str, world: &mut World, host: &mut ScriptHost, death: u16) {
    let full = world.entities[1].health;
    assert!(full > 0, "{p_name}: no hit points");
    lara_shoots(host, world, 1, full.into());
    for t in 0..120 {
        host.step(world, idle());
        assert_placed(world, 1, p_name, t);
    }
    let e = &world.entities[1];
    assert!(e.health <= 0, "{p_name}: alive with {}", e.health);
    assert_eq!(e.state, death, "{p_name}: not in its death");
    assert!(!e.solid, "{p_name}: the body is solid");
    assert_eq!(e.status, Status::Deactivated, "{p_name}: still running");
    assert_eq!(world.kills, 1, "{p_name}: the kill is not hers");
    let at = e.pos;
    host.step(world, idle());
    assert_eq!(world.entities[1].pos, at, "{p_name}: the body moves on");
}
