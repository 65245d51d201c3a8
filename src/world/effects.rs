//! Particle effect definitions as plain data. Scripts define them
//! (`world.define_particle` in `scripts/lib/particles.lua`), the script host
//! publishes them into [`crate::world::World::effects`], and the renderer
//! reads them when an [`crate::world::Event::Particles`] asks for an effect.
//! The world itself never looks inside: particles are decoration.

use crate::format::Game;

/// Which sprites of the level an effect shows in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpriteRef {
    /// The sprite sequence's object type id (TR1 158 blood, TR4 463
    /// DEFAULT_SPRITES …).
    pub sequence: i32,
    /// The first frame of the sequence used (0: its first sprite).
    pub first: u16,
    /// How many frames from `first` (None: to the end of the sequence).
    pub count: Option<u16>,
}

/// How a particle's colour meets what is behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Blend {
    /// Over the scene by its alpha (blood, smoke, bubbles).
    #[default]
    Alpha,
    /// Added to the scene (flames, flashes, sparks).
    Additive,
}

/// The light an effect casts while it lasts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LightDef {
    /// Colour at full strength, 0–255 per channel.
    pub colour: [u8; 3],
    /// World units at which the light has faded to nothing.
    pub radius: f32,
    /// Ticks the light lasts; it dims linearly over them.
    pub ticks: u16,
}

/// One particle effect: what it looks like and how its particles move.
/// Units are world units and ticks (30 per second); y grows downward.
#[derive(Debug, Clone, PartialEq)]
pub struct ParticleDef {
    /// The script's name for it ("BLOOD"), for messages.
    pub name: String,
    /// The sprites shown in each game (index: TR1 … TR5); None: the level
    /// has nothing for it and the particle is drawn in `colour`.
    pub sprites: [Option<SpriteRef>; 5],
    /// Ticks a particle lives (≥ 1).
    pub life: u16,
    /// Initial speed, units per tick.
    pub speed: f32,
    /// How far the initial direction strays from straight up: 0 up only,
    /// 0.5 anywhere in the upper half, 1 any direction.
    pub spread: f32,
    /// Particles start up to this far from the requested point.
    pub jitter: f32,
    /// Downward pull, units per tick² (negative: the particle rises).
    pub gravity: f32,
    /// Share of velocity lost each tick (0–1).
    pub drag: f32,
    /// Half the billboard's width at birth, units.
    pub size: f32,
    /// Change of `size` per tick (negative shrinks; never below zero).
    pub growth: f32,
    /// Share of the life after which the particle fades out (1: never).
    pub fade: f32,
    /// Run through the sprite frames over the life (else one random frame).
    pub animate: bool,
    /// Lie flat (ripples on water) instead of facing the camera.
    pub flat: bool,
    pub blend: Blend,
    /// Drawn as a soft round spot of this colour (0–255) when the level
    /// lacks the sprites; None: nothing is drawn then (a light only).
    pub colour: Option<[u8; 3]>,
    /// Particles of this effect thrown up by every `world.splash`.
    pub splash: u16,
    pub light: Option<LightDef>,
}

impl ParticleDef {
    /// A definition with every field at its default and `name`.
    pub fn named(name: &str) -> ParticleDef {
        ParticleDef {
            name: name.to_string(),
            sprites: [None; 5],
            life: 15,
            speed: 0.0,
            spread: 1.0,
            jitter: 0.0,
            gravity: 0.0,
            drag: 0.0,
            size: 32.0,
            growth: 0.0,
            fade: 0.5,
            animate: true,
            flat: false,
            blend: Blend::Alpha,
            colour: None,
            splash: 0,
            light: None,
        }
    }

    /// The sprites of `game`.
    pub fn sprite(&self, game: Game) -> Option<SpriteRef> {
        self.sprites[game_index(game)]
    }
}

/// The index of `game` in [`ParticleDef::sprites`].
pub fn game_index(game: Game) -> usize {
    match game {
        Game::Tr1 => 0,
        Game::Tr2 => 1,
        Game::Tr3 => 2,
        Game::Tr4 => 3,
        Game::Tr5 => 4,
    }
}

/// The most effect ids a table holds (ids are 1 ..= this).
pub const MAX_EFFECTS: u16 = 1024;

/// Every defined effect by id, with a version that changes whenever a
/// definition does (the renderer re-resolves sprites then).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EffectTable {
    defs: Vec<Option<ParticleDef>>,
    /// Bumped by every [`EffectTable::define`].
    pub version: u64,
}

impl EffectTable {
    /// Sets effect `id`'s definition (ids above [`MAX_EFFECTS`] are refused).
    pub fn define(&mut self, id: u16, def: ParticleDef) -> Result<(), String> {
        if id == 0 || id > MAX_EFFECTS {
            return Err(format!("effect id {id} is outside 1..={MAX_EFFECTS}"));
        }
        let i = id as usize;
        if self.defs.len() <= i {
            self.defs.resize(i + 1, None);
        }
        self.defs[i] = Some(def);
        self.version += 1;
        Ok(())
    }

    /// Effect `id`, when defined.
    pub fn get(&self, id: u16) -> Option<&ParticleDef> {
        self.defs.get(id as usize)?.as_ref()
    }

    /// Every defined effect with its id.
    pub fn iter(&self) -> impl Iterator<Item = (u16, &ParticleDef)> {
        self.defs
            .iter()
            .enumerate()
            .filter_map(|(i, d)| d.as_ref().map(|d| (i as u16, d)))
    }

    /// The highest id slot (for tables indexed by effect id).
    pub fn slots(&self) -> usize {
        self.defs.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defines_by_id_and_counts_versions() {
        let mut t = EffectTable::default();
        assert!(t.define(0, ParticleDef::named("X")).is_err());
        assert!(t.define(MAX_EFFECTS + 1, ParticleDef::named("X")).is_err());
        t.define(3, ParticleDef::named("BUBBLES")).unwrap();
        t.define(1, ParticleDef::named("BLOOD")).unwrap();
        assert_eq!(t.version, 2);
        assert_eq!(t.get(3).map(|d| d.name.as_str()), Some("BUBBLES"));
        assert!(t.get(2).is_none() && t.get(900).is_none());
        let ids: Vec<u16> = t.iter().map(|(i, _)| i).collect();
        assert_eq!(ids, [1, 3]);
    }
}
