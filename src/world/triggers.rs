//! Floor-data triggers (TRosettaStone 3 §4.4.4–§4.6): which activator fires which
//! trigger type, the object action with its mask, one-shot and timer rules
//! (TR1–TR3 vs TR4+), and every other action as state or an event.

use crate::format::Game;
use crate::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};
use crate::level::{FloorListId, RoomId};

use super::geometry::{floor_height, trigger_sector, RoomView, SectorRef};
use super::{EntityId, Event, Hooks, Status, World};

/// What stands on a trigger sector.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activator {
    /// The player.
    Lara,
    /// A heavy entity (enemy, boulder, pushable block).
    Heavy(EntityId),
    /// An object setting off its own trigger where it stands: the switch,
    /// key or pickup trigger naming it first fires once it is marked
    /// `triggered` (a switch shot from afar, a lift's button), nothing else.
    Item(EntityId),
}

/// Tests the triggers under entity `who`.
pub fn test_triggers(
    world: &mut World,
    who: EntityId,
    hooks: &mut dyn Hooks,
    activator: Activator,
) {
    test_triggers_at(world, who, None, hooks, activator);
}

/// Tests the triggers under entity `who`, or those of the sector at the
/// point `at` (a room and a position in it) as if `who` stood there: a
/// body dragged away sets off the heavy trigger two sectors behind Lara.
/// A point test leaves `who`'s last sector alone (a pad there counts as
/// arrived at).
pub fn test_triggers_at(
    world: &mut World,
    who: EntityId,
    at: Option<(RoomId, [i32; 3])>,
    hooks: &mut dyn Hooks,
    activator: Activator,
) {
    // Only the room and position are needed: no clone of the entity.
    let Some((room, pos)) = at.or_else(|| world.entity(who).map(|e| (e.room, e.pos))) else {
        return;
    };
    let sector = trigger_sector(world, room, pos[0], pos[1], pos[2]);
    let key = (sector.room, sector.x, sector.z);
    let arrived = at.is_some() || world.last_sector(who) != Some(key);
    if at.is_none() {
        world.set_last_sector(who, key);
    }
    let Some(list) = floor_list_of(world, &sector) else {
        return;
    };
    // The floor list is read through a clone of the level's Arc, so the
    // world stays mutable without copying the entries every tick.
    let level = world.level.clone();
    for entry in &level.floor_list(list).entries {
        if is_trigger_mark(world.level.game, &entry.function)
            && !mark_armed(world, list, entry.spare)
        {
            // A disarmed mark holds back everything after it (the trigger).
            break;
        }
        match &entry.function {
            FloorFunction::Kill if activator == Activator::Lara => {
                let on_floor = pos[1] >= floor_height(world, room, pos[0], pos[1], pos[2]);
                if on_floor && world.entity(who).is_some_and(|l| l.health > 0) {
                    world.set_health(who, 0);
                }
            }
            FloorFunction::Trigger {
                kind,
                setup,
                actions,
            } if fires(world, who, *kind, activator, arrived, actions, &sector) => {
                run_actions(world, *kind, setup, actions, Some(who), hooks);
            }
            _ => {}
        }
    }
}

/// The floor-data word's bit that arms a trigger-triggerer mark.
const MARK_ARMED_BIT: u16 = 0x20;

/// TR4/TR5 floor function 14, the trigger-triggerer mark: the sector's
/// trigger fires only while an object on the sector keeps the mark armed
/// (in TR3 the same code is a minecart turn and holds nothing back).
fn is_trigger_mark(game: Game, f: &FloorFunction) -> bool {
    matches!(f, FloorFunction::Special14) && matches!(game, Game::Tr4 | Game::Tr5)
}

/// Whether the mark of floor list `list` is armed: as switched by
/// [`set_trigger_mark`], else as the level file left its bit.
fn mark_armed(world: &World, list: FloorListId, spare: u16) -> bool {
    world
        .trigger_marks
        .get(&list)
        .copied()
        .unwrap_or(spare & MARK_ARMED_BIT != 0)
}

/// Arms or disarms the trigger-triggerer mark of the sector under `who`
/// (the trigger sector at its position). False when that sector carries no
/// mark (or the game has none), and nothing changes.
pub fn set_trigger_mark(world: &mut World, who: EntityId, armed: bool) -> bool {
    let Some((room, pos)) = world.entity(who).map(|e| (e.room, e.pos)) else {
        return false;
    };
    let sector = trigger_sector(world, room, pos[0], pos[1], pos[2]);
    let Some(list) = floor_list_of(world, &sector) else {
        return false;
    };
    let marked = world
        .level
        .floor_list(list)
        .entries
        .iter()
        .any(|e| is_trigger_mark(world.level.game, &e.function));
    if marked {
        world.trigger_marks.insert(list, armed);
    }
    marked
}

/// True when the trigger sector at the point (room, x, y, z) carries a
/// heavy trigger (heavy, heavy switch or heavy antitrigger): a body rolling
/// or driving over it sets it off (TR3's cleaner robot stops on one).
pub fn heavy_trigger_at(world: &World, room: RoomId, x: i32, y: i32, z: i32) -> bool {
    let sector = trigger_sector(world, room, x, y, z);
    let Some(list) = floor_list_of(world, &sector) else {
        return false;
    };
    world.level.floor_list(list).entries.iter().any(|e| {
        matches!(
            e.function,
            FloorFunction::Trigger {
                kind: TriggerKind::Heavy | TriggerKind::HeavySwitch | TriggerKind::HeavyAntitrigger,
                ..
            }
        )
    })
}

/// The kind and actions of the trigger the trigger sector at the point
/// (room, x, y, z) carries (flips applied), or `None` without one.
fn trigger_at(
    world: &World,
    room: RoomId,
    x: i32,
    y: i32,
    z: i32,
) -> Option<(TriggerKind, &[TriggerAction])> {
    let sector = trigger_sector(world, room, x, y, z);
    let list = floor_list_of(world, &sector)?;
    world
        .level
        .floor_list(list)
        .entries
        .iter()
        .find_map(|e| match &e.function {
            FloorFunction::Trigger { kind, actions, .. } => Some((*kind, actions.as_slice())),
            _ => None,
        })
}

/// The kind of the trigger the trigger sector at the point (room, x, y, z)
/// carries (flips applied), or `None` without one: a script asks whether
/// Lara stands on a skeleton, monkey or tightrope trigger, say.
pub fn trigger_kind_at(world: &World, room: RoomId, x: i32, y: i32, z: i32) -> Option<TriggerKind> {
    trigger_at(world, room, x, y, z).map(|(kind, _)| kind)
}

/// The items the trigger of the trigger sector at the point (room, x, y,
/// z) names, in its order (a switch's, key's or pickup's own item first),
/// empty without one: a switch that drives the item its trigger names
/// (TOMB4 switch.cpp CogSwitchCollision reads its door from there).
pub fn trigger_items_at(world: &World, room: RoomId, x: i32, y: i32, z: i32) -> Vec<u16> {
    trigger_at(world, room, x, y, z)
        .map(|(_, actions)| {
            actions
                .iter()
                .filter_map(|a| match a {
                    TriggerAction::Object(n) => Some(*n),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The floor list of `sector` in the room shown now (flips applied).
fn floor_list_of(world: &World, sector: &SectorRef) -> Option<FloorListId> {
    let room = world.level.rooms.get(world.active(sector.room).index())?;
    room.sector(sector.x, sector.z).map(|s| s.floor_list)
}

/// True when a trigger of `kind` fires for this activator now.
fn fires(
    world: &mut World,
    who: EntityId,
    kind: TriggerKind,
    activator: Activator,
    arrived: bool,
    actions: &[TriggerAction],
    _s: &SectorRef,
) -> bool {
    use TriggerKind::*;
    let heavy = matches!(activator, Activator::Heavy(_));
    if let Activator::Item(item) = activator {
        let names_it = matches!(actions.first(), Some(TriggerAction::Object(n))
            if world.id_of(*n as usize) == Some(item));
        if !(names_it
            && matches!(
                kind,
                TriggerKind::Switch | TriggerKind::Key | TriggerKind::Pickup
            ))
        {
            return false;
        }
    }
    match kind {
        Heavy | HeavySwitch | HeavyAntitrigger => heavy,
        _ if heavy => false,
        Pad | Antipad => arrived,
        Dummy => false,
        // The switch, keyhole or pickup named first fires the trigger once a
        // behaviour marks it used.
        Switch | Key | Pickup => {
            let Some(TriggerAction::Object(n)) = actions.first() else {
                return false;
            };
            match world.id_of(*n as usize).and_then(|id| world.entity_mut(id)) {
                Some(item) if item.triggered => {
                    item.triggered = false;
                    true
                }
                _ => false,
            }
        }
        _ => {
            let _ = who;
            true
        }
    }
}

/// A switch trigger with a timer keeps the switch it names running for that
/// time (TRX tr1 objects/general/switch.c `Switch_Trigger`: the switch is
/// made active with the timer, in seconds unless it is 1); when it runs out
/// the switch's behaviour hears `on_deactivate`, as any timed object does.
fn run_switch_for_timer(world: &mut World, setup: &TriggerSetup, actions: &[TriggerAction]) {
    let Some(TriggerAction::Object(n)) = actions.first() else {
        return;
    };
    let Some(e) = world.id_of(*n as usize).and_then(|id| world.entity_mut(id)) else {
        return;
    };
    e.timer = if setup.timer == 1 {
        1
    } else {
        setup.timer as i32 * super::TICK_RATE as i32
    };
    e.status = Status::Active;
}

/// Runs a trigger's actions.
pub fn run_actions(
    world: &mut World,
    kind: TriggerKind,
    setup: &TriggerSetup,
    actions: &[TriggerAction],
    activator: Option<EntityId>,
    hooks: &mut dyn Hooks,
) {
    let game = world.level.game;
    let anti = matches!(
        kind,
        TriggerKind::Antipad | TriggerKind::Antitrigger | TriggerKind::HeavyAntitrigger
    );
    let switch = matches!(kind, TriggerKind::Switch | TriggerKind::HeavySwitch);
    // Switches, keys and pickups name their own item first; it is not activated.
    let skip_first = matches!(
        kind,
        TriggerKind::Switch | TriggerKind::Key | TriggerKind::Pickup
    );
    if kind == TriggerKind::Switch && setup.timer > 0 {
        run_switch_for_timer(world, setup, actions);
    }
    for (k, action) in actions.iter().enumerate() {
        match *action {
            TriggerAction::Object(n) => {
                if skip_first && k == 0 {
                    continue;
                }
                let Some(id) = world.id_of(n as usize) else {
                    continue;
                };
                object(world, game, id, setup, anti, switch, activator, hooks);
            }
            TriggerAction::Camera {
                camera,
                timer,
                once,
                move_timer,
                ..
            } => {
                world.camera.trigger_camera(camera, timer, once, move_timer);
                world.events.push(Event::Camera {
                    camera,
                    timer,
                    once,
                    move_timer,
                });
            }
            TriggerAction::UnderwaterCurrent(sink) => world.current_sink = Some(sink),
            TriggerAction::FlipMap(n) => {
                let n = n as usize & 0xFF;
                world.flip_map[n] = if switch {
                    world.flip_map[n] ^ setup.mask
                } else {
                    world.flip_map[n] | setup.mask
                };
                let complete = world.flip_map[n] == 0x1F;
                if complete != world.flip_on[n] {
                    flip(world, n, complete);
                }
            }
            TriggerAction::FlipOn(n) => {
                let n = n as usize & 0xFF;
                if world.flip_map[n] == 0x1F && !world.flip_on[n] {
                    flip(world, n, true);
                }
            }
            TriggerAction::FlipOff(n) => {
                let n = n as usize & 0xFF;
                if world.flip_map[n] == 0x1F && world.flip_on[n] {
                    flip(world, n, false);
                }
            }
            TriggerAction::LookAt(entity) => {
                world.camera.look_at = Some(entity);
                world.events.push(Event::LookAt { entity });
            }
            TriggerAction::EndLevel(level) => world.events.push(Event::LevelEnd {
                level,
                start: setup.timer as u16,
            }),
            TriggerAction::Soundtrack(track) => {
                let bits = setup.mask | if setup.one_shot { 0x20 } else { 0 };
                let t = track as usize & 0xFF;
                if world.track_masks[t] & bits != bits {
                    world.track_masks[t] |= bits;
                    world.play_track(track);
                }
            }
            TriggerAction::Flipeffect(effect) => {
                world.events.push(Event::Flipeffect {
                    effect,
                    entity: activator,
                    foot: None,
                });
                hooks.flipeffect(world, effect, activator, None, Some(setup.timer));
            }
            TriggerAction::Secret(index) => {
                let bit = 1u32 << (index & 31);
                if world.secrets & bit == 0 {
                    world.secrets |= bit;
                    world.events.push(Event::Secret { index });
                }
            }
            TriggerAction::ClearBodies(_) => {
                for e in world
                    .entities
                    .iter_mut()
                    .filter(|e| e.clear_body && e.status == Status::Deactivated)
                {
                    e.invisible = true;
                }
            }
            TriggerAction::Flyby { sequence, once, .. } => {
                let player = world.lara().and_then(|id| world.entity(id)).map_or_else(
                    Default::default,
                    |e| crate::world::flyby::FlybyPlayer {
                        pos: e.pos,
                        yaw: i32::from(e.rot[1]),
                        health: e.health,
                        air: e.air,
                    },
                );
                if world
                    .camera
                    .trigger_flyby(sequence, once, &world.level.flybys, &player)
                {
                    world.events.push(Event::Flyby { sequence, once });
                }
            }
            TriggerAction::Cutscene(index) => world.events.push(Event::Cutscene { index }),
            TriggerAction::Other { .. } => {}
        }
    }
}

/// The object action: mask, one-shot, timer, activation.
#[allow(clippy::too_many_arguments)]
fn object(
    world: &mut World,
    game: Game,
    id: EntityId,
    setup: &TriggerSetup,
    anti: bool,
    switch: bool,
    activator: Option<EntityId>,
    hooks: &mut dyn Hooks,
) {
    let Some(e) = world.entity_mut(id) else {
        return;
    };
    // A locked (one-shot) entity ignores triggers; from TR4 on an
    // antitrigger still reaches it and clears the lock.
    if e.one_shot && !(anti && game >= Game::Tr4) {
        return;
    }
    if anti {
        e.one_shot = false;
    }
    let was_active = e.is_active();
    if anti {
        e.mask = 0;
        if setup.one_shot {
            e.one_shot = true;
        }
    } else {
        e.mask = if switch {
            e.mask ^ setup.mask
        } else {
            e.mask | setup.mask
        };
        // Timers: seconds; from TR4 on a negative timer delays activation
        // (a pending delay is not restarted while the trigger keeps firing).
        let timer = if game >= Game::Tr4 {
            setup.signed_timer() as i32
        } else {
            setup.timer as i32
        };
        if e.timer >= 0 {
            e.timer = timer * super::TICK_RATE as i32;
        }
        // TR3 locks the entity at once; the others when it activates.
        if setup.one_shot && (game == Game::Tr3 || e.mask == 0x1F) {
            e.one_shot = true;
        }
    }
    let complete = e.mask == 0x1F;
    let wants_active = complete != e.reversed;
    if wants_active && !was_active {
        if e.timer < 0 {
            return;
        }
        e.status = Status::Active;
        hooks.on_activate(world, id, activator);
    } else if !wants_active && was_active {
        e.status = Status::Inactive;
        e.timer = 0;
        hooks.on_deactivate(world, id, activator);
    }
}

/// Turns flip `n` on or off: TR1–TR3 swap every room with an alternate, TR4+
/// only the rooms of alternate group `n`.
pub fn flip(world: &mut World, n: usize, on: bool) {
    world.flip_on[n] = on;
    let grouped = world.level.game >= Game::Tr4;
    for (r, room) in world.level.rooms.iter().enumerate() {
        if room.alternate_room.is_some() && (!grouped || room.alternate_group as usize == n) {
            world.flipped[r] = on;
        }
    }
    world.events.push(Event::Flip {
        group: grouped.then_some(n as u8),
        on,
    });
}
