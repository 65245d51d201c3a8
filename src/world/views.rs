//! What the rest of the crate sees of a [`World`] and the changes it may
//! ask for by name: the world's fields stay private, so every caller
//! outside `world` reads through these views and changes state through
//! methods that say what they change.

use std::collections::BTreeSet;
use std::sync::Arc;

use super::camera::{CameraRequest, CameraState};
use super::effects::EffectTable;
use super::soundtrack::TrackTable;
use super::{Entity, Event, Input, Rng, World};
use crate::level::Level;

impl World {
    /// The level the world plays.
    pub fn level(&self) -> &Arc<Level> {
        &self.level
    }

    /// Every entity slot, removed ones included (index = the level's entity
    /// index for the placed ones).
    pub fn entities(&self) -> &[Entity] {
        &self.entities
    }

    /// Every entity slot, to change entities in place (their number stays:
    /// [`World::spawn`] and [`World::remove`] add and take away).
    pub fn entities_mut(&mut self) -> &mut [Entity] {
        &mut self.entities
    }

    /// Ticks stepped since the level started.
    pub fn tick(&self) -> u64 {
        self.tick
    }

    /// Sets the clock (a restarted level keeps its clock; tests start at a
    /// tick of their own).
    pub fn set_tick(&mut self, tick: u64) {
        self.tick = tick;
    }

    /// The gameplay generator.
    pub fn rng(&self) -> &Rng {
        &self.rng
    }

    /// The gameplay generator, to draw from it.
    pub fn rng_mut(&mut self) -> &mut Rng {
        &mut self.rng
    }

    /// The cosmetic generator, to draw from it.
    pub fn fx_rng_mut(&mut self) -> &mut Rng {
        &mut self.fx_rng
    }

    /// Replaces both generators (a demo seeds them as its original does).
    pub fn reseed(&mut self, gameplay: Rng, cosmetic: Rng) {
        self.rng = gameplay;
        self.fx_rng = cosmetic;
    }

    /// True when flip index `n` is on.
    pub fn flip_on(&self, n: usize) -> bool {
        self.flip_on[n]
    }

    /// Which rooms are swapped with their alternates (by original index).
    pub fn flipped(&self) -> &[bool] {
        &self.flipped
    }

    /// Swaps room `room` with its alternate or back, outside any trigger
    /// (tests and pictures of a flooded room).
    pub fn set_room_flipped(&mut self, room: usize, flipped: bool) {
        self.flipped[room] = flipped;
    }

    /// How long each soundtrack track lasts.
    pub fn track_table(&self) -> &Arc<TrackTable> {
        &self.track_table
    }

    /// The secrets found, one bit per secret index (modulo 32).
    pub fn secrets(&self) -> u32 {
        self.secrets
    }

    /// Marks secret `index` found, raising [`Event::Secret`] the first
    /// time; false when it was found already.
    pub fn find_secret(&mut self, index: u16) -> bool {
        let bit = 1u32 << (index % 32);
        if self.secrets & bit != 0 {
            return false;
        }
        self.secrets |= bit;
        self.emit(Event::Secret { index });
        true
    }

    /// Creatures the player killed this level.
    pub fn kills(&self) -> u32 {
        self.kills
    }

    /// Counts one more kill; the count after it.
    pub fn count_kill(&mut self) -> u32 {
        self.kills += 1;
        self.kills
    }

    /// The events of the last step (and those raised since).
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Takes the events raised so far, leaving none.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// The particle effects the scripts defined.
    pub fn effects(&self) -> &EffectTable {
        &self.effects
    }

    /// Publishes the particle effects the scripts defined.
    pub fn set_effects(&mut self, effects: EffectTable) {
        self.effects = effects;
    }

    /// The input of the current step (masked by [`World::input_mask`]).
    pub fn input(&self) -> Input {
        self.input
    }

    /// The input bits that reach the world (all unless a script took
    /// control of the player away).
    pub fn input_mask(&self) -> u32 {
        self.input_mask
    }

    /// Lets only `bits` of the player's input reach the world from the
    /// next step on.
    pub fn set_input_mask(&mut self, bits: u32) {
        self.input_mask = bits;
    }

    /// Fixed cameras, flybys and look-at requests.
    pub fn camera(&self) -> &CameraState {
        &self.camera
    }

    /// Fixed cameras, flybys and look-at requests, to change them.
    pub fn camera_mut(&mut self) -> &mut CameraState {
        &mut self.camera
    }

    /// Points the camera at entity `index` of the level's list (None: at no
    /// entity in particular).
    pub fn set_look_at(&mut self, index: Option<u16>) {
        self.camera.look_at = index;
    }

    /// Holds the view a script asked for (None: releases it).
    pub fn set_camera_request(&mut self, request: Option<CameraRequest>) {
        self.camera.request = request;
    }

    /// Which navigation boxes are blocked (closed doors, blocks), by box.
    pub fn box_blocked(&self) -> &[bool] {
        &self.box_blocked
    }

    /// The trigger-triggerer marks switched since the level loaded.
    pub fn trigger_marks(&self) -> &std::collections::BTreeMap<crate::level::FloorListId, bool> {
        &self.trigger_marks
    }

    /// The fan fixes switched on, by name.
    pub fn fixes(&self) -> &BTreeSet<String> {
        &self.fixes
    }

    /// True when fan fix `name` is on.
    pub fn fix_on(&self, name: &str) -> bool {
        self.fixes.contains(name)
    }

    /// Switches on exactly the fan fixes `fixes` (none: the originals).
    pub fn set_fixes(&mut self, fixes: BTreeSet<String>) {
        self.fixes = fixes;
    }

    /// Switches fan fix `name` on or off.
    pub fn set_fix(&mut self, name: &str, on: bool) {
        if on {
            self.fixes.insert(name.to_string());
        } else {
            self.fixes.remove(name);
        }
    }

    /// Starts the level again from its placement, seeded with `seed`; the
    /// clock, the soundtrack's timing and the fan fixes carry over.
    pub fn restart(&mut self, seed: u32) {
        let tick = self.tick;
        let tracks = self.track_table.clone();
        let fixes = std::mem::take(&mut self.fixes);
        *self = World::new(self.level.clone(), seed);
        self.tick = tick;
        self.fixes = fixes;
        self.set_track_table(tracks);
    }
}
