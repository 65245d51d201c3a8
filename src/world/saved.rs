//! The world's state as a save holds it: everything the simulation needs to
//! go on exactly where it was (entities, flips, camera, randomness, blocked
//! boxes, trigger bookkeeping), and nothing the level file already has.
//! [`World::saved_state`] takes it, [`World::restore_state`] puts it back on
//! a fresh world of the same level after checking every index it holds
//! against that level, so a hostile save can fail but never panic later.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::camera::CameraState;
use super::nav::ZoneClass;
use super::{Entity, EntityId};
use super::{PlayingTrack, Rng, World};
use crate::level::{FloorListId, Level, RoomId};

/// Flip slots the world keeps (flipmap masks and on flags).
const FLIP_SLOTS: usize = 256;
/// Ground zone arrays a creature may follow (TR2+: 0..3 by step ability).
const GROUND_ZONES: usize = 4;

/// The world's state between two ticks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WorldState {
    pub tick: u64,
    pub rng: Rng,
    pub fx_rng: Rng,
    /// The flipmap masks and on flags ([`FLIP_SLOTS`] each).
    pub flip_map: Vec<u8>,
    pub flip_on: Vec<bool>,
    /// Rooms swapped with their alternates, one flag per room.
    pub flipped: Vec<bool>,
    pub track_masks: Vec<u8>,
    /// The one-shot soundtrack track asked for last (absent in older saves).
    #[serde(default)]
    pub one_shot_track: Option<PlayingTrack>,
    /// The input bits that reach the world (absent in older saves: all).
    #[serde(default = "every_input")]
    pub input_mask: u32,
    pub secrets: u32,
    pub kills: u32,
    pub current_sink: Option<u16>,
    pub camera: CameraState,
    /// One flag per navigation box.
    pub box_blocked: Vec<bool>,
    /// The sectors shut as walls (closed doors), sorted (absent in older
    /// saves: none).
    #[serde(default)]
    pub shut: Vec<(RoomId, usize, usize)>,
    /// The room statics broken (room, index in its list), sorted (absent
    /// in older saves: none). The stoppers follow from them.
    #[serde(default)]
    pub broken_statics: Vec<(RoomId, usize)>,
    pub last_sectors: Vec<(EntityId, (RoomId, usize, usize))>,
    pub lenders: Vec<EntityId>,
    pub trigger_marks: Vec<(FloorListId, bool)>,
    /// Every slot of the entity table, removed ones included (their
    /// generations keep stale handles stale).
    pub entities: Vec<Entity>,
}

impl World {
    /// The state a save holds (the level itself is not part of it).
    pub fn saved_state(&self) -> WorldState {
        WorldState {
            tick: self.tick,
            rng: self.rng,
            fx_rng: self.fx_rng,
            flip_map: self.flip_map.to_vec(),
            flip_on: self.flip_on.to_vec(),
            flipped: self.flipped.clone(),
            track_masks: self.track_masks.clone(),
            one_shot_track: self.one_shot_track,
            input_mask: self.input_mask,
            secrets: self.secrets,
            kills: self.kills,
            current_sink: self.current_sink,
            camera: self.camera.clone(),
            box_blocked: self.box_blocked.clone(),
            shut: self.shut.clone(),
            broken_statics: self.broken_statics.clone(),
            last_sectors: self.last_sectors.iter().map(|(k, v)| (*k, *v)).collect(),
            lenders: self.lenders.clone(),
            trigger_marks: self.trigger_marks.iter().map(|(k, v)| (*k, *v)).collect(),
            entities: self.entities.clone(),
        }
    }

    /// Puts `state` back on this world (a world of the level it was saved
    /// from). Every index is checked against the level first; on an error
    /// the world is left as it was.
    pub fn restore_state(&mut self, state: WorldState) -> Result<(), String> {
        check(&self.level, &state)?;
        let mut flip_map = [0; FLIP_SLOTS];
        flip_map.copy_from_slice(&state.flip_map);
        let mut flip_on = [false; FLIP_SLOTS];
        flip_on.copy_from_slice(&state.flip_on);
        self.tick = state.tick;
        self.rng = state.rng;
        self.fx_rng = state.fx_rng;
        self.flip_map = flip_map;
        self.flip_on = flip_on;
        self.flipped = state.flipped;
        self.track_masks = state.track_masks;
        self.one_shot_track = state.one_shot_track;
        self.input_mask = state.input_mask;
        self.secrets = state.secrets;
        self.kills = state.kills;
        self.current_sink = state.current_sink;
        self.camera = state.camera;
        self.box_blocked = state.box_blocked;
        self.shut = state.shut;
        self.broken_statics = state.broken_statics;
        self.restore_stoppers();
        self.last_sectors = state.last_sectors.into_iter().collect::<BTreeMap<_, _>>();
        self.lenders = state.lenders;
        self.trigger_marks = state.trigger_marks.into_iter().collect();
        self.entities = state.entities;
        self.events.clear();
        Ok(())
    }
}

/// Every input bit: what reaches the world unless a script took control.
fn every_input() -> u32 {
    u32::MAX
}

/// An error naming what is wrong in a saved world.
fn bad(what: impl std::fmt::Display) -> String {
    format!("the saved world does not fit this level: {what}")
}

/// Checks every count and index of `s` against `level`.
fn check(level: &Level, s: &WorldState) -> Result<(), String> {
    let lengths = [
        ("flip_map", s.flip_map.len(), FLIP_SLOTS),
        ("flip_on", s.flip_on.len(), FLIP_SLOTS),
        ("flipped", s.flipped.len(), level.rooms.len()),
        ("track_masks", s.track_masks.len(), FLIP_SLOTS),
        (
            "box_blocked",
            s.box_blocked.len(),
            level.navigation.boxes.len(),
        ),
    ];
    for (name, got, want) in lengths {
        if got != want {
            return Err(bad(format!("{name} holds {got} entries, the level {want}")));
        }
    }
    let room = |r: RoomId, what: &str| {
        if r.index() < level.rooms.len() {
            Ok(())
        } else {
            Err(bad(format!("{what}: room {r} does not exist")))
        }
    };
    let entity = |id: EntityId, what: &str| {
        if (id.index as usize) < s.entities.len() {
            Ok(())
        } else {
            Err(bad(format!("{what}: entity {} does not exist", id.index)))
        }
    };
    for (who, (r, _, _)) in &s.last_sectors {
        entity(*who, "last sector")?;
        room(*r, "last sector")?;
    }
    for id in &s.lenders {
        entity(*id, "lender")?;
    }
    for (r, _, _) in &s.shut {
        room(*r, "shut sector")?;
    }
    if !s.shut.windows(2).all(|w| w[0] < w[1]) {
        return Err(bad("the shut sectors are not in order"));
    }
    for (r, index) in &s.broken_statics {
        let statics = level.rooms.get(r.index()).map_or(0, |x| x.statics.len());
        if *index >= statics {
            return Err(bad(format!("broken static {index} of room {r}")));
        }
    }
    if !s.broken_statics.windows(2).all(|w| w[0] < w[1]) {
        return Err(bad("the broken statics are not in order"));
    }
    for (list, _) in &s.trigger_marks {
        if list.index() >= level.floor_lists.len() {
            return Err(bad(format!("trigger mark on floor list {list}")));
        }
    }
    if let Some(sink) = s.current_sink {
        if sink as usize >= level.cameras.len() {
            return Err(bad(format!("current sink {sink}")));
        }
    }
    if let Some(f) = &s.camera.fixed {
        if f.index as usize >= level.cameras.len() {
            return Err(bad(format!("fixed camera {}", f.index)));
        }
    }
    for f in s.camera.flyby.iter().chain(&s.camera.tracking) {
        let points = level
            .flybys
            .iter()
            .find(|q| q.sequence == f.sequence)
            .map(|q| q.points.len());
        let along = 0..=2 * crate::world::camera::SPLINE_ONE;
        let knots_fit = f.knots.iter().all(|k| match k {
            crate::world::flyby::Knot::Point(i) => points.is_some_and(|n| usize::from(*i) < n),
            _ => true,
        });
        if points.is_none_or(|n| f.current >= n) || !along.contains(&f.position) || !knots_fit {
            return Err(bad(format!(
                "flyby {} heading for point {}",
                f.sequence, f.current
            )));
        }
    }
    if let Some(i) = s.camera.look_at {
        if i as usize >= s.entities.len() {
            return Err(bad(format!("the camera looks at entity {i}")));
        }
    }
    if let Some(r) = &s.camera.request {
        if r.entity.index as usize >= s.entities.len() {
            return Err(bad(format!(
                "the requested view looks from entity {}",
                r.entity.index
            )));
        }
        if !super::camera::REQUEST_FOV.contains(&r.fov) {
            return Err(bad(format!("the requested view's fov is {}", r.fov)));
        }
    }
    for (i, e) in s.entities.iter().enumerate() {
        check_entity(level, i, e)?;
    }
    Ok(())
}

/// Checks one entity's indices (slot `i`) against `level`.
fn check_entity(level: &Level, i: usize, e: &Entity) -> Result<(), String> {
    let at = |what: String| bad(format!("entity {i}: {what}"));
    if e.id.index as usize != i {
        return Err(at(format!("stored in slot {i} as {}", e.id.index)));
    }
    if e.room.index() >= level.rooms.len() {
        return Err(at(format!("room {} does not exist", e.room)));
    }
    if e.model.is_some_and(|m| m.index() >= level.models.len()) {
        return Err(at("its model does not exist".into()));
    }
    let frames = |anim: crate::level::AnimId, frame: u16, what: &str| {
        let a = level
            .animations
            .get(anim.index())
            .ok_or_else(|| at(format!("{what} animation {anim} does not exist")))?;
        if e.model.is_some() && !(a.frame_start..=a.frame_end).contains(&frame) {
            return Err(at(format!(
                "{what} frame {frame} is outside animation {anim}"
            )));
        }
        Ok(())
    };
    if e.model.is_some() {
        frames(e.anim, e.frame, "its")?;
    }
    for limb in &e.posture.limbs {
        frames(limb.anim, limb.frame, "a limb's")?;
    }
    let mesh = |m: crate::level::MeshId| {
        if m.index() < level.meshes.len() {
            Ok(())
        } else {
            Err(at(format!("mesh {m} does not exist")))
        }
    };
    for (_, m) in &e.mesh_swaps {
        mesh(*m)?;
    }
    for a in &e.posture.attachments {
        mesh(a.mesh)?;
    }
    if let Some(l) = &e.locomotion {
        if matches!(l.zone, ZoneClass::Ground(n) if n >= GROUND_ZONES) {
            return Err(at("an unknown zone".into()));
        }
    }
    if let Some(search) = &e.search {
        search.check(level.navigation.boxes.len()).map_err(at)?;
    }
    Ok(())
}
