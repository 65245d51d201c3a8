//! What the renderer takes from a world tick's events besides particles:
//! the fog colour scripts set (TR4's SETFOG flipeffect, `world.fog`) and
//! a ponytail started again from hanging (RESET_HAIR, `world.reset_hair`).

use super::{Renderer, DEFAULT_FOG};
use crate::world::Event;

impl Renderer {
    /// One world tick's events: particles spawn and age, the fog colour
    /// changes, ponytails reset. Call once per world step with that step's
    /// events (decoration: nothing goes back to the world).
    pub fn step_world(
        &mut self,
        level: &crate::level::Level,
        effects: &crate::world::effects::EffectTable,
        events: &[Event],
    ) {
        self.step_particles(level, effects, events);
        for ev in events {
            match ev {
                Event::Fog { color: Some(c) } => {
                    // Geometry fades into the clear colour: both take the
                    // new one, and distance fog comes on if it was off.
                    self.clear_colour = c.map(|v| f32::from(v) / 255.0);
                    self.fog.get_or_insert(DEFAULT_FOG);
                }
                Event::Fog { color: None } => self.fog = None,
                Event::ResetHair { entity } => self.hair.reset(entity.index),
                _ => {}
            }
        }
    }
}
