//! The per-tick trace of a headless run: one JSON object per line with every
//! entity's position, room, animation, frame and state, and the tick's events.
//! Written by hand (no maps, fixed field order) so two runs of the same
//! inputs and seed give identical bytes.

use std::fmt::Write;

use super::{Event, World};

/// Appends the current tick of `world` as one JSON line.
pub fn trace_line(world: &World, out: &mut String) {
    let _ = write!(out, "{{\"tick\":{},\"entities\":[", world.tick);
    for (k, e) in world.entities.iter().filter(|e| e.exists()).enumerate() {
        if k > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "{{\"index\":{},\"type\":{},\"pos\":[{},{},{}],\"yaw\":{},\"pitch\":{},\"room\":{},\"anim\":{},\"frame\":{},\"state\":{},\"health\":{},\"air\":{},\"active\":{}}}",
            e.id.index, e.type_id, e.pos[0], e.pos[1], e.pos[2], e.rot[1], e.rot[0], e.room.0, e.anim.0, e.frame, e.state, e.health, e.air, e.is_active()
        );
    }
    out.push_str("],\"events\":[");
    for (k, ev) in world.events.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        let _ = write!(out, "\"{}\"", event_text(ev).replace('"', "'"));
    }
    out.push_str("]}\n");
}

/// A compact text form of an event.
pub fn event_text(e: &Event) -> String {
    format!("{e:?}")
}
