//! The `world`, `nav`, `ai` and `input` tables: queries and actions on the
//! world of the hook call in progress. Vectors cross as separate numbers.

use mlua::{Lua, Table, Value, Variadic};

use super::creature::zone_class;
use super::{entity_of, handle_value, room, signal, with_world, Signal};
use crate::level::BoxId;
use crate::world::geometry::{find_sector, sector_info};
use crate::world::nav::random_point_in_overlap;
use crate::world::{triggers, EntityId, Event, Input, World};

/// world.light's arguments: room, x, y, z, r, g, b, radius, ticks.
type LightArgs = (i64, i32, i32, i32, i64, i64, i64, i64, Option<u16>);

fn nav_box(w: &World, b: i64) -> mlua::Result<BoxId> {
    if b < 0 || b as usize >= w.level().navigation.boxes.len() {
        return Err(mlua::Error::runtime(format!("box {b} does not exist")));
    }
    Ok(BoxId(b as u32))
}

fn entity(w: &World, v: &Value) -> mlua::Result<EntityId> {
    let id = entity_of(v).ok_or_else(|| mlua::Error::runtime("an entity handle was expected"))?;
    w.entity(id)
        .map(|e| e.id)
        .ok_or_else(|| mlua::Error::runtime("the entity no longer exists"))
}

/// Installs `world`, `nav`, `ai` and `input` into the globals.
pub fn install(lua: &Lua) -> mlua::Result<()> {
    let g = lua.globals();
    let (world, nav) = (world_table(lua)?, nav_table(lua)?);
    super::creature::install(lua, &world, &nav)?;
    super::particles::install(lua, &world)?;
    super::camera::install(lua, &world)?;
    super::sight::install(lua, &world)?;
    super::sectors::install(lua, &world, &nav)?;
    super::statics::install(lua, &world)?;
    g.raw_set("world", world)?;
    g.raw_set("nav", nav)?;
    g.raw_set("ai", ai_table(lua)?)?;
    g.raw_set("input", input_table(lua)?)?;
    Ok(())
}

fn world_table(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.raw_set(
        "floor",
        lua.create_function(|lua, (r, x, y, z): (i64, i32, i32, i32)| {
            with_world(lua, |w| Ok(w.floor(room(w, r)?, x, y, z)))
        })?,
    )?;
    t.raw_set(
        "ceiling",
        lua.create_function(|lua, (r, x, y, z): (i64, i32, i32, i32)| {
            with_world(lua, |w| Ok(w.ceiling(room(w, r)?, x, y, z)))
        })?,
    )?;
    t.raw_set(
        "room_at",
        lua.create_function(|lua, (r, x, y, z): (i64, i32, i32, i32)| {
            with_world(lua, |w| Ok(find_sector(w, room(w, r)?, x, y, z).room.0))
        })?,
    )?;
    // sector(room, x, y, z) → box (or nil), climb bits, monkey, kill, material, wall,
    // special (floor functions 0x14: 1, 0x15: 2)
    t.raw_set(
        "sector",
        lua.create_function(|lua, (r, x, y, z): (i64, i32, i32, i32)| {
            with_world(lua, |w| {
                let s = sector_info(w, room(w, r)?, x, y, z);
                Ok((
                    s.box_id.map(|b| b.0),
                    s.climb,
                    s.monkey,
                    s.kill,
                    s.material,
                    s.wall,
                    s.special,
                ))
            })
        })?,
    )?;
    // probe(e, forward, side) → floor, ceiling, room at an offset from e.
    t.raw_set(
        "probe",
        lua.create_function(|lua, (e, forward, side): (Value, i32, Option<i32>)| {
            with_world(lua, |w| {
                let id = entity(w, &e)?;
                let en = w.entity(id).ok_or_else(|| mlua::Error::runtime("gone"))?;
                let p = w.probe(en.room, en.pos, en.rot[1], forward, side.unwrap_or(0));
                Ok((p.floor, p.ceiling, p.room.0))
            })
        })?,
    )?;
    // push_out(e, radius, height, step) → true when e was moved out of walls.
    t.raw_set(
        "push_out",
        lua.create_function(
            |lua, (e, radius, height, step): (Value, i32, i32, Option<i32>)| {
                with_world(lua, |w| {
                    let id = entity(w, &e)?;
                    let (r, pos) = w.entity(id).map(|e| (e.room, e.pos)).unwrap_or_default();
                    let to = w.push_out_of_walls(r, pos, radius, height, step.unwrap_or(256));
                    let moved = to != pos;
                    if let Some(en) = w.entity_mut(id) {
                        en.pos = to;
                    }
                    Ok(moved)
                })
            },
        )?,
    )?;
    super::collide::install(lua, &t)?;
    t.raw_set(
        "line_of_sight",
        lua.create_function(
            |lua, (r, x1, y1, z1, x2, y2, z2): (i64, i32, i32, i32, i32, i32, i32)| {
                with_world(lua, |w| {
                    Ok(w.line_of_sight(room(w, r)?, [x1, y1, z1], [x2, y2, z2]))
                })
            },
        )?,
    )?;
    t.raw_set(
        "spawn",
        lua.create_function(
            |lua, (ty, r, x, y, z, yaw): (u16, i64, i32, i32, i32, Option<u16>)| {
                let id = with_world(lua, |w| {
                    Ok(w.spawn(ty, room(w, r)?, [x, y, z], yaw.unwrap_or(0)))
                })?;
                signal(lua, Signal::Spawned(id));
                handle_value(lua, Some(id))
            },
        )?,
    )?;
    t.raw_set(
        "entity",
        lua.create_function(|lua, index: u32| {
            let id = with_world(lua, |w| Ok(w.id_of(index as usize)))?;
            handle_value(lua, id)
        })?,
    )?;
    t.raw_set(
        "lara",
        lua.create_function(|lua, ()| {
            let id = with_world(lua, |w| Ok(w.lara()))?;
            handle_value(lua, id)
        })?,
    )?;
    // The level's shared table: state that belongs to no one entity (the
    // creatures' AI slots), kept across reloads, fresh on a restart.
    t.raw_set(
        "level_state",
        lua.create_function(|lua, ()| super::level_table(lua))?,
    )?;
    t.raw_set(
        "entity_count",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.entities().len())))?,
    )?;
    // sound(id, x, y, z) or sound(id, e) or sound(id) (not positional).
    t.raw_set(
        "sound",
        lua.create_function(|lua, (sound, rest): (u16, Variadic<Value>)| {
            with_world(lua, |w| {
                let by = rest
                    .first()
                    .and_then(entity_of)
                    .filter(|id| w.entity(*id).is_some());
                let pos = match by {
                    Some(id) => w.entity(id).map(|e| e.pos),
                    None if rest.len() >= 3 => {
                        let n = |v: &Value| v.as_i64().unwrap_or(0) as i32;
                        Some([n(&rest[0]), n(&rest[1]), n(&rest[2])])
                    }
                    None => None,
                };
                w.emit(Event::Sound {
                    sound,
                    pos,
                    entity: by,
                });
                Ok(())
            })
        })?,
    )?;
    // stop_sound(id) or stop_sound(id, e) or stop_sound() (everything);
    // id may be nil to stop every sound of e.
    t.raw_set(
        "stop_sound",
        lua.create_function(|lua, (sound, by): (Option<u16>, Option<Value>)| {
            with_world(lua, |w| {
                let entity = by.as_ref().and_then(entity_of);
                w.emit(Event::StopSound { sound, entity });
                Ok(())
            })
        })?,
    )?;
    // notice(text): a line shown on screen for a few seconds.
    t.raw_set(
        "notice",
        lua.create_function(|lua, text: String| {
            with_world(lua, |w| {
                let text: String = text.chars().take(120).collect();
                w.emit(Event::Notice { text });
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "shake",
        lua.create_function(|lua, strength: i32| {
            with_world(lua, |w| {
                w.emit(Event::Shake { strength });
                Ok(())
            })
        })?,
    )?;
    // reset_hair(e): e's ponytail starts again hanging at rest.
    t.raw_set(
        "reset_hair",
        lua.create_function(|lua, e: Value| {
            with_world(lua, |w| {
                if let Some(entity) = entity_of(&e).filter(|id| w.entity(*id).is_some()) {
                    w.emit(Event::ResetHair { entity });
                }
                Ok(())
            })
        })?,
    )?;
    // test_triggers(e, as [, room, x, y, z]): the floor triggers under e
    // (or at the point given, in that room), tested as "heavy" (a heavy
    // body standing there) or "own" (e sets off the switch, key or pickup
    // trigger naming it), once its hook returns.
    t.raw_set(
        "test_triggers",
        lua.create_function(
            |lua,
             (e, how, r, x, y, z): (
                Value,
                String,
                Option<i64>,
                Option<i32>,
                Option<i32>,
                Option<i32>,
            )| {
                let Some(id) = entity_of(&e) else {
                    return Err(mlua::Error::runtime("test_triggers: not an entity"));
                };
                let activator = match how.as_str() {
                    "heavy" => triggers::Activator::Heavy(id),
                    "own" => triggers::Activator::Item(id),
                    other => {
                        return Err(mlua::Error::runtime(format!(
                            "test_triggers: \"{other}\" is neither \"heavy\" nor \"own\""
                        )))
                    }
                };
                let at = match (r, x, y, z) {
                    (None, None, None, None) => None,
                    (Some(r), Some(x), Some(y), Some(z)) => {
                        Some((with_world(lua, |w| room(w, r))?, [x, y, z]))
                    }
                    _ => {
                        return Err(mlua::Error::runtime(
                            "test_triggers: a point needs room, x, y and z",
                        ))
                    }
                };
                signal(lua, Signal::TestTriggers(id, activator, at));
                Ok(())
            },
        )?,
    )?;
    // heavy_trigger_at(room, x, y, z) → true when the sector there carries
    // a heavy trigger.
    t.raw_set(
        "heavy_trigger_at",
        lua.create_function(|lua, (r, x, y, z): (i64, i32, i32, i32)| {
            with_world(lua, |w| {
                Ok(crate::world::triggers::heavy_trigger_at(
                    w,
                    room(w, r)?,
                    x,
                    y,
                    z,
                ))
            })
        })?,
    )?;
    // trigger_kind(room, x, y, z) → the lower-case kind of the trigger of
    // the sector there ("trigger", "pad", "heavyswitch", "skeleton", …), or
    // nil without one.
    t.raw_set(
        "trigger_kind",
        lua.create_function(|lua, (r, x, y, z): (i64, i32, i32, i32)| {
            with_world(lua, |w| {
                Ok(
                    crate::world::triggers::trigger_kind_at(w, room(w, r)?, x, y, z)
                        .map(|k| k.name()),
                )
            })
        })?,
    )?;
    // set_trigger_mark(e, armed): arms the trigger-triggerer mark of the
    // sector under e; false when the sector has none.
    t.raw_set(
        "set_trigger_mark",
        lua.create_function(|lua, (e, armed): (Value, bool)| {
            with_world(lua, |w| {
                Ok(entity_of(&e)
                    .is_some_and(|id| crate::world::triggers::set_trigger_mark(w, id, armed)))
            })
        })?,
    )?;
    // fog(r, g, b) sets the global fog colour; fog() turns fog off.
    t.raw_set(
        "fog",
        lua.create_function(|lua, rgb: Variadic<Option<i64>>| {
            with_world(lua, |w| {
                let c = |i: usize| rgb.get(i).copied().flatten().map(|v| v.clamp(0, 255) as u8);
                let color = match (c(0), c(1), c(2)) {
                    (Some(r), Some(g), Some(b)) => Some([r, g, b]),
                    _ => None,
                };
                w.emit(Event::Fog { color });
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "particles",
        lua.create_function(
            |lua, (effect, r, x, y, z, count): (u16, i64, i32, i32, i32, Option<u16>)| {
                with_world(lua, |w| {
                    let room = room(w, r)?;
                    w.emit(Event::Particles {
                        effect,
                        pos: [x, y, z],
                        room,
                        count: count.unwrap_or(1),
                    });
                    Ok(())
                })
            },
        )?,
    )?;
    // light(room, x, y, z, r, g, b, radius [, ticks]): a point light of
    // colour (r, g, b) fading to nothing at `radius`, for `ticks` (1).
    t.raw_set(
        "light",
        lua.create_function(
            |lua, (r, x, y, z, red, green, blue, radius, ticks): LightArgs| {
                with_world(lua, |w| {
                    let room = room(w, r)?;
                    let c = |v: i64| v.clamp(0, 255) as u8;
                    w.emit(Event::Light {
                        pos: [x, y, z],
                        room,
                        colour: [c(red), c(green), c(blue)],
                        radius: radius.clamp(0, i64::from(u16::MAX)) as u16,
                        ticks: ticks.unwrap_or(1).max(1),
                    });
                    Ok(())
                })
            },
        )?,
    )?;
    t.raw_set(
        "look_at",
        lua.create_function(|lua, e: Value| {
            with_world(lua, |w| {
                w.set_look_at(entity_of(&e).map(|id| id.index as u16));
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "camera",
        lua.create_function(|lua, (index, seconds): (u16, Option<u8>)| {
            with_world(lua, |w| {
                w.camera_mut()
                    .trigger_camera(index, seconds.unwrap_or(0), false, 0);
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "flip",
        lua.create_function(|lua, (n, on): (u8, Option<bool>)| {
            with_world(lua, |w| {
                let on = on.unwrap_or(!w.flip_on(n as usize));
                triggers::flip(w, n as usize, on);
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "flipped",
        lua.create_function(|lua, n: u8| with_world(lua, |w| Ok(w.flip_on(n as usize))))?,
    )?;
    t.raw_set(
        "secret",
        lua.create_function(|lua, index: u16| {
            with_world(lua, |w| {
                w.find_secret(index);
                Ok(())
            })
        })?,
    )?;
    // secrets_found() → the secrets found (bits set by world.secret) and
    // the level's total (distinct secret indices its triggers name).
    t.raw_set(
        "secrets_found",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                let mut named = 0u32;
                for list in &w.level().floor_lists {
                    if let Some((_, _, actions)) = list.trigger() {
                        for a in actions {
                            if let crate::level::floordata::TriggerAction::Secret(i) = a {
                                named |= 1u32 << (i % 32);
                            }
                        }
                    }
                }
                Ok((w.secrets().count_ones(), named.count_ones()))
            })
        })?,
    )?;
    t.raw_set(
        "level_end",
        lua.create_function(|lua, (level, start): (Option<u16>, Option<u16>)| {
            with_world(lua, |w| {
                w.emit(Event::LevelEnd {
                    level: level.unwrap_or(0),
                    start: start.unwrap_or(0),
                });
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "restart",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                w.emit(Event::Restart);
                Ok(())
            })
        })?,
    )?;
    // save_game(): asks the game to save now (a SaveRequest event).
    t.raw_set(
        "save_game",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                w.emit(Event::SaveRequest);
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "track",
        lua.create_function(|lua, track: u16| {
            with_world(lua, |w| {
                w.play_track(track);
                Ok(())
            })
        })?,
    )?;
    // stop_track(): the one-shot track stops, the ambience comes back.
    t.raw_set(
        "stop_track",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                w.stop_track();
                Ok(())
            })
        })?,
    )?;
    // track_playing(): the one-shot soundtrack track still playing and the
    // ticks it has left, or nil (lengths measured from the track files when
    // the level loaded: the same answer in play and sim).
    t.raw_set(
        "track_playing",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                Ok(match w.track_playing() {
                    Some((track, left)) => (Some(track), Some(left)),
                    None => (None, None),
                })
            })
        })?,
    )?;
    // set_input_mask(bits): only these input bits reach the world from the
    // next tick on (a script taking control of the player away keeps
    // input.LOOK; input.ALL gives it back). input_mask() reads it.
    t.raw_set(
        "set_input_mask",
        lua.create_function(|lua, bits: u32| {
            with_world(lua, |w| {
                w.set_input_mask(bits);
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "input_mask",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.input_mask())))?,
    )?;
    t.raw_set(
        "tick",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.tick())))?,
    )?;
    t.raw_set(
        "game",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.level().game as u8 + 1)))?,
    )?;
    // lara_type(): the level's outfit for Lara as its header stores it
    // (TR5; 0 elsewhere). Scripts name the values.
    t.raw_set(
        "lara_type",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.level().lara_type)))?,
    )?;
    // random([n]) / fx_random([n]): 0..n−1 (or 0..32767) from the gameplay
    // or the cosmetic generator.
    for (name, cosmetic) in [("random", false), ("fx_random", true)] {
        t.raw_set(
            name,
            lua.create_function(move |lua, n: Option<u32>| {
                with_world(lua, |w| {
                    let rng = if cosmetic {
                        w.fx_rng_mut()
                    } else {
                        w.rng_mut()
                    };
                    Ok(match n {
                        Some(n) if n > 0 => rng.below(n) as i64,
                        _ => rng.next_u15() as i64,
                    })
                })
            })?,
        )?;
    }
    // option(name): true when the fan fix `name` is switched on.
    t.raw_set(
        "option",
        lua.create_function(|lua, name: String| with_world(lua, |w| Ok(w.fix_on(&name))))?,
    )?;
    t.raw_set(
        "pressed",
        lua.create_function(|lua, bits: u32| with_world(lua, |w| Ok(w.input().has(bits))))?,
    )?;
    t.raw_set(
        "set_box_blocked",
        lua.create_function(|lua, (b, blocked): (i64, bool)| {
            with_world(lua, |w| {
                let b = nav_box(w, b)?;
                w.set_box_blocked(b, blocked);
                Ok(())
            })
        })?,
    )?;
    t.raw_set(
        "box_blocked",
        lua.create_function(|lua, b: i64| {
            with_world(lua, |w| {
                let b = nav_box(w, b)?;
                Ok(w.box_blocked()[b.index()])
            })
        })?,
    )?;
    Ok(t)
}

fn nav_table(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.raw_set(
        "zone",
        lua.create_function(|lua, (class, b): (String, i64)| {
            with_world(lua, |w| Ok(w.zone(zone_class(&class)?, nav_box(w, b)?)))
        })?,
    )?;
    t.raw_set(
        "random_point",
        lua.create_function(|lua, (from, to): (i64, i64)| {
            with_world(lua, |w| {
                let (a, b) = (nav_box(w, from)?, nav_box(w, to)?);
                let level = w.level().clone();
                let boxes = &level.navigation.boxes;
                let p = random_point_in_overlap(w.rng_mut(), &boxes[a.index()], &boxes[b.index()]);
                Ok((p[0], p[1], p[2]))
            })
        })?,
    )?;
    t.raw_set(
        "box_of",
        lua.create_function(|lua, e: Value| {
            with_world(lua, |w| {
                let id = entity(w, &e)?;
                let en = w.entity(id).ok_or_else(|| mlua::Error::runtime("gone"))?;
                Ok(sector_info(w, en.room, en.pos[0], en.pos[1], en.pos[2])
                    .box_id
                    .map(|b| b.0))
            })
        })?,
    )?;
    Ok(t)
}

/// One AI object as a table (type, room, x, y, z, ocb, flags, angle, box).
fn ai_entry(lua: &Lua, w: &World, i: usize) -> mlua::Result<Value> {
    let Some(a) = w.level().ai_objects.get(i) else {
        return Ok(Value::Nil);
    };
    let t = lua.create_table()?;
    t.raw_set("index", i)?;
    t.raw_set("type", a.type_id)?;
    t.raw_set("room", a.room.0)?;
    t.raw_set("x", a.pos[0])?;
    t.raw_set("y", a.pos[1])?;
    t.raw_set("z", a.pos[2])?;
    t.raw_set("ocb", a.ocb)?;
    t.raw_set("flags", a.flags)?;
    t.raw_set("angle", a.angle)?;
    t.raw_set("box", a.box_id.map(|b| b.0))?;
    Ok(Value::Table(t))
}

fn ai_table(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.raw_set(
        "count",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.level().ai_objects.len())))?,
    )?;
    t.raw_set(
        "get",
        lua.create_function(|lua, i: usize| with_world(lua, |w| ai_entry(lua, w, i)))?,
    )?;
    // nearest(type, x, y, z) → the nearest AI object of a type, and its distance.
    t.raw_set(
        "nearest",
        lua.create_function(|lua, (ty, x, y, z): (u16, i64, i64, i64)| {
            with_world(lua, |w| {
                let best = w
                    .level()
                    .ai_objects
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| a.type_id == ty)
                    .map(|(i, a)| {
                        let d = [
                            (a.pos[0] as i64 - x),
                            (a.pos[1] as i64 - y),
                            (a.pos[2] as i64 - z),
                        ];
                        (i, d.iter().map(|v| (*v as f64).powi(2)).sum::<f64>().sqrt())
                    })
                    .min_by(|a, b| a.1.total_cmp(&b.1));
                match best {
                    Some((i, d)) => Ok((ai_entry(lua, w, i)?, Some(d.round() as i64))),
                    None => Ok((Value::Nil, None)),
                }
            })
        })?,
    )?;
    t.raw_set(
        "by_ocb",
        lua.create_function(|lua, (ty, ocb): (u16, i16)| {
            with_world(lua, |w| {
                let i = w
                    .level()
                    .ai_objects
                    .iter()
                    .position(|a| a.type_id == ty && a.ocb == ocb);
                match i {
                    Some(i) => ai_entry(lua, w, i),
                    None => Ok(Value::Nil),
                }
            })
        })?,
    )?;
    // in_sector(e, type) → the AI object of a type in e's sector, if any.
    t.raw_set(
        "in_sector",
        lua.create_function(|lua, (e, ty): (Value, Option<u16>)| {
            with_world(lua, |w| {
                let id = entity(w, &e)?;
                let en = w.entity(id).ok_or_else(|| mlua::Error::runtime("gone"))?;
                let here = find_sector(w, en.room, en.pos[0], en.pos[1], en.pos[2]);
                let i = w.level().ai_objects.iter().position(|a| {
                    ty.is_none_or(|t| a.type_id == t) && {
                        let s = find_sector(w, a.room, a.pos[0], a.pos[1], a.pos[2]);
                        (s.room, s.x, s.z) == (here.room, here.x, here.z)
                    }
                });
                match i {
                    Some(i) => ai_entry(lua, w, i),
                    None => Ok(Value::Nil),
                }
            })
        })?,
    )?;
    Ok(t)
}

pub(crate) fn input_table(lua: &Lua) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    for (name, bit) in Input::NAMES {
        t.raw_set(name.to_ascii_uppercase(), bit)?;
    }
    // Every bit at once (world.set_input_mask(input.ALL) gives control back).
    t.raw_set("ALL", u32::MAX)?;
    Ok(t)
}
