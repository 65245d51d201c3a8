//! Particles: blood, sparks, flames, smoke, splashes… as the scripts define
//! them ([`crate::world::effects`]). A fixed-capacity pool fed by the
//! world's [`Event::Particles`] and [`Event::Splash`] events, stepped once
//! per world tick, interpolated per frame and turned into camera-facing
//! billboards (GL drawing is in [`super::particle_gl`]). Effects with a
//! light also leave short-lived point lights ([`super::lighting`]).
//!
//! It is decoration, like the ponytail: it lives in the renderer, never
//! feeds the world, and is deterministic given the events (its own seeded
//! generator, no clock). Nothing here allocates once the pool exists.

use super::lighting::{DynamicLight, MAX_DYNAMIC_LIGHTS};
use crate::level::texture::PAGE_SIZE;
use crate::level::Level;
use crate::world::effects::{Blend, EffectTable, ParticleDef};
use crate::world::Event;

/// Live particles at most; a spawn into a full pool replaces the particle
/// nearest the end of its life.
pub const CAPACITY: usize = 4096;
/// Live effect lights at most (the brightest near the eye are drawn).
pub const LIGHT_CAPACITY: usize = 32;
/// Flat particles (ripples, footprints) float this far above their point
/// so they do not fight the floor or water surface for depth.
const FLAT_LIFT: f32 = 2.0;

/// One live particle. Positions are world units; `prev_*` are the values
/// of the tick before, for interpolation.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Particle {
    /// The effect id it came from.
    pub effect: u16,
    pub pos: [f32; 3],
    pub prev_pos: [f32; 3],
    /// Units per tick.
    pub vel: [f32; 3],
    /// Half the billboard's width.
    pub size: f32,
    pub prev_size: f32,
    /// Ticks since birth; it is gone when this reaches `life`.
    pub age: u16,
    pub life: u16,
    gravity: f32,
    drag: f32,
    growth: f32,
    fade: f32,
    /// The level sprites shown: first sprite index and frame count (None:
    /// a soft round spot of `colour`).
    sprite: Option<(u32, u16)>,
    /// The frame shown when not animating.
    frame: u16,
    animate: bool,
    flat: bool,
    additive: bool,
    colour: [f32; 3],
}

/// A light left by an effect, dimming linearly over its ticks.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
struct EffectLight {
    pos: [f32; 3],
    colour: [f32; 3],
    radius: f32,
    age: u16,
    ticks: u16,
}

/// One billboard vertex: world position, texture coordinates with the
/// page as layer (layer < 0: a procedural round spot), RGBA colour.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ParticleVertex {
    pub pos: [f32; 3],
    pub uvl: [f32; 3],
    pub colour: [f32; 4],
}

/// The camera's right and screen-down directions in world space for a TR
/// yaw and pitch (radians), as [`super::math::Mat4::tr_view`] builds them.
pub fn camera_axes(yaw: f32, pitch: f32) -> ([f32; 3], [f32; 3]) {
    let (sy, cy) = yaw.sin_cos();
    let (sp, cp) = pitch.sin_cos();
    let f = [sy * cp, sp, cy * cp];
    let r = [cy, 0.0, -sy];
    let down = [
        f[1] * r[2] - f[2] * r[1],
        f[2] * r[0] - f[0] * r[2],
        f[0] * r[1] - f[1] * r[0],
    ];
    (r, down)
}

/// The pool, the effect lights and the generator.
#[derive(Debug, Clone)]
pub struct Particles {
    pool: Vec<Particle>,
    lights: Vec<EffectLight>,
    rng: u32,
}

impl Particles {
    /// An empty pool whose random draws start from `seed`.
    pub fn new(seed: u32) -> Particles {
        Particles {
            pool: Vec::with_capacity(CAPACITY),
            lights: Vec::with_capacity(LIGHT_CAPACITY),
            rng: seed | 1,
        }
    }

    /// The live particles.
    pub fn live(&self) -> &[Particle] {
        &self.pool
    }

    /// How many effect lights are live.
    pub fn light_count(&self) -> usize {
        self.lights.len()
    }

    /// Forgets every particle and light (a level restart).
    pub fn clear(&mut self) {
        self.pool.clear();
        self.lights.clear();
    }

    /// A draw in [0, 1) (xorshift32).
    fn random(&mut self) -> f32 {
        let mut x = self.rng;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.rng = x;
        (x >> 8) as f32 / (1u32 << 24) as f32
    }

    /// One world tick: every particle and light ages and moves, then the
    /// tick's `events` spawn effects from `effects` (undefined ids are
    /// ignored).
    pub fn step(&mut self, level: &Level, effects: &EffectTable, events: &[Event]) {
        let mut i = 0;
        while i < self.pool.len() {
            let p = &mut self.pool[i];
            p.age += 1;
            if p.age >= p.life {
                self.pool.swap_remove(i);
                continue;
            }
            p.prev_pos = p.pos;
            p.prev_size = p.size;
            p.vel[1] += p.gravity;
            for k in 0..3 {
                p.vel[k] *= 1.0 - p.drag;
                p.pos[k] += p.vel[k];
            }
            p.size = (p.size + p.growth).max(0.0);
            i += 1;
        }
        self.lights.retain_mut(|l| {
            l.age += 1;
            l.age < l.ticks
        });
        for e in events {
            match *e {
                Event::Particles {
                    effect, pos, count, ..
                } => {
                    if let Some(def) = effects.get(effect) {
                        self.spawn(level, effect, def, pos.map(|v| v as f32), count);
                    }
                }
                Event::Light {
                    pos,
                    colour,
                    radius,
                    ticks,
                    ..
                } => self.add_light(EffectLight {
                    pos: pos.map(|v| v as f32),
                    colour: colour.map(|c| c as f32 / 255.0),
                    radius: f32::from(radius),
                    age: 0,
                    ticks: ticks.max(1),
                }),
                Event::Splash { pos, .. } => {
                    for (id, def) in effects.iter().filter(|(_, d)| d.splash > 0) {
                        self.spawn(level, id, def, pos.map(|v| v as f32), def.splash);
                    }
                }
                _ => {}
            }
        }
    }

    /// Keeps `light` (replacing the oldest when all slots are taken).
    fn add_light(&mut self, light: EffectLight) {
        if self.lights.len() < LIGHT_CAPACITY {
            self.lights.push(light);
        } else if let Some(slot) = self.lights.iter_mut().max_by_key(|l| l.age) {
            *slot = light;
        }
    }

    /// Adds `count` particles of effect `id` at `at` (and its light).
    pub fn spawn(&mut self, level: &Level, id: u16, def: &ParticleDef, at: [f32; 3], count: u16) {
        if let Some(l) = def.light {
            let light = EffectLight {
                pos: at,
                colour: l.colour.map(|c| c as f32 / 255.0),
                radius: l.radius,
                age: 0,
                ticks: l.ticks.max(1),
            };
            self.add_light(light);
        }
        let sprite = def.sprite(level.game).and_then(|s| {
            let &(_, first, len) = level
                .sprite_sequences
                .iter()
                .find(|(t, _, _)| *t == s.sequence)?;
            // A sequence too short for the frames asked for is not the
            // sprite meant: the fallback colour is drawn instead.
            if s.first >= len {
                return None;
            }
            let first_frame = s.first;
            let count = s.count.unwrap_or(len).min(len - first_frame).max(1);
            let index = first.0 + first_frame as u32;
            ((index as usize) < level.sprites.len()).then_some((index, count))
        });
        let colour = match (sprite, def.colour) {
            (Some(_), _) => [1.0; 3],
            (None, Some(c)) => c.map(|c| c as f32 / 255.0),
            (None, None) => return,
        };
        if def.size <= 0.0 && def.growth <= 0.0 {
            return;
        }
        for _ in 0..count {
            // A direction within `spread` of straight up (−y).
            let cos = 1.0 - 2.0 * def.spread * self.random();
            let sin = (1.0 - cos * cos).max(0.0).sqrt();
            let phi = self.random() * std::f32::consts::TAU;
            let speed = def.speed * (0.6 + 0.4 * self.random());
            let vel = [
                sin * phi.cos() * speed,
                -cos * speed,
                sin * phi.sin() * speed,
            ];
            let mut pos = at;
            for v in &mut pos {
                *v += (self.random() * 2.0 - 1.0) * def.jitter;
            }
            if def.flat {
                pos[1] -= FLAT_LIFT;
            }
            let frames = sprite.map_or(1, |s| s.1);
            let frame = (self.random() * frames as f32) as u16 % frames.max(1);
            let p = Particle {
                effect: id,
                pos,
                prev_pos: pos,
                vel,
                size: def.size,
                prev_size: def.size,
                age: 0,
                life: def.life.max(1),
                gravity: def.gravity,
                drag: def.drag,
                growth: def.growth,
                fade: def.fade,
                sprite,
                frame,
                animate: def.animate,
                flat: def.flat,
                additive: def.blend == Blend::Additive,
                colour,
            };
            if self.pool.len() < CAPACITY {
                self.pool.push(p);
            } else if let Some(slot) = self
                .pool
                .iter_mut()
                .min_by_key(|q| q.life.saturating_sub(q.age))
            {
                *slot = p;
            }
        }
    }

    /// The lights to draw at `alpha` between the last two ticks: the up to
    /// [`MAX_DYNAMIC_LIGHTS`] whose reach comes nearest `eye`, written to
    /// `out`; how many.
    pub fn lights(
        &self,
        alpha: f32,
        eye: [f32; 3],
        out: &mut [DynamicLight; MAX_DYNAMIC_LIGHTS],
    ) -> usize {
        let mut n = 0;
        let mut gaps = [f32::MAX; MAX_DYNAMIC_LIGHTS];
        for l in &self.lights {
            let strength = 1.0 - (l.age as f32 + alpha - 1.0).max(0.0) / l.ticks as f32;
            if strength <= 0.0 {
                continue;
            }
            let d = [0, 1, 2].map(|k| l.pos[k] - eye[k]);
            let gap = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt() - l.radius;
            let light = DynamicLight {
                pos: l.pos,
                colour: l.colour.map(|c| c * strength),
                radius: l.radius,
            };
            // Keep the nearest: fill, then replace the farthest kept.
            let slot = if n < MAX_DYNAMIC_LIGHTS {
                n += 1;
                n - 1
            } else {
                let (far, _) =
                    gaps.iter().enumerate().fold(
                        (0, f32::MIN),
                        |a, (i, g)| if *g > a.1 { (i, *g) } else { a },
                    );
                if gaps[far] <= gap {
                    continue;
                }
                far
            };
            gaps[slot] = gap;
            out[slot] = light;
        }
        n
    }

    /// Appends the billboards of every particle at `alpha` between the last
    /// two ticks, seen with camera axes `right` and `down` (see
    /// [`camera_axes`]): the alpha-blended ones, then the additive ones.
    /// The vertex counts of the two runs.
    pub fn billboards(
        &self,
        level: &Level,
        alpha: f32,
        right: [f32; 3],
        down: [f32; 3],
        out: &mut Vec<ParticleVertex>,
    ) -> (usize, usize) {
        let start = out.len();
        let mut blended = 0;
        for additive in [false, true] {
            for p in self.pool.iter().filter(|p| p.additive == additive) {
                self.billboard(level, p, alpha, right, down, out);
            }
            if !additive {
                blended = out.len() - start;
            }
        }
        (blended, out.len() - start - blended)
    }

    fn billboard(
        &self,
        level: &Level,
        p: &Particle,
        alpha: f32,
        right: [f32; 3],
        down: [f32; 3],
        out: &mut Vec<ParticleVertex>,
    ) {
        let a = alpha.clamp(0.0, 1.0);
        let t = ((p.age as f32 + a - 1.0).max(0.0) / p.life as f32).min(1.0);
        let opacity = if p.fade >= 1.0 || t <= p.fade {
            1.0
        } else {
            1.0 - (t - p.fade) / (1.0 - p.fade)
        };
        let pos = [0, 1, 2].map(|k| p.prev_pos[k] + (p.pos[k] - p.prev_pos[k]) * a);
        let size = p.prev_size + (p.size - p.prev_size) * a;
        let (right, down) = if p.flat {
            ([1.0, 0.0, 0.0], [0.0, 0.0, 1.0])
        } else {
            (right, down)
        };
        // Texture corners (u0, v0, u1, v1), layer, and the height/width ratio.
        let (uv, layer, ratio) = match p.sprite {
            Some((first, frames)) => {
                let frame = if p.animate {
                    ((t * frames as f32) as u16).min(frames - 1)
                } else {
                    p.frame
                };
                match level.sprites.get((first + frame as u32) as usize) {
                    Some(s) => {
                        let [l, top, r, b] = s.world.map(|v| v as f32);
                        let ratio = if r - l > 0.0 {
                            (b - top) / (r - l)
                        } else {
                            1.0
                        };
                        (s.uv.map(|v| v / PAGE_SIZE as f32), s.page.0 as f32, ratio)
                    }
                    None => return,
                }
            }
            None => ([0.0, 0.0, 1.0, 1.0], -1.0, 1.0),
        };
        let (w, h) = (size, size * ratio.clamp(0.1, 10.0));
        let c = p.colour;
        // Additive particles fade by colour, blended ones by alpha.
        let colour = if p.additive {
            [c[0] * opacity, c[1] * opacity, c[2] * opacity, 1.0]
        } else {
            [c[0], c[1], c[2], opacity]
        };
        let corner = |x: f32, y: f32, u: f32, v: f32| ParticleVertex {
            pos: [0, 1, 2].map(|k| pos[k] + right[k] * x + down[k] * y),
            uvl: [u, v, layer],
            colour,
        };
        let [u0, v0, u1, v1] = uv;
        let (tl, tr) = (corner(-w, -h, u0, v0), corner(w, -h, u1, v0));
        let (br, bl) = (corner(w, h, u1, v1), corner(-w, h, u0, v1));
        out.extend([tl, tr, br, tl, br, bl]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::build as build_level;
    use crate::builder::demo::demo_level;
    use crate::format::Game;
    use crate::level::RoomId;
    use crate::world::effects::LightDef;

    fn level() -> Level {
        Level::from_raw(&build_level(&demo_level(), Game::Tr1)).unwrap()
    }

    fn drop_def() -> ParticleDef {
        ParticleDef {
            life: 10,
            speed: 0.0,
            gravity: 2.0,
            size: 16.0,
            growth: 1.0,
            colour: Some([255, 0, 0]),
            ..ParticleDef::named("DROP")
        }
    }

    fn table() -> EffectTable {
        let mut t = EffectTable::default();
        t.define(1, drop_def()).unwrap();
        t.define(
            2,
            ParticleDef {
                life: 1,
                size: 0.0,
                light: Some(LightDef {
                    colour: [255, 255, 255],
                    radius: 1000.0,
                    ticks: 3,
                }),
                ..ParticleDef::named("FLASH")
            },
        )
        .unwrap();
        t.define(
            3,
            ParticleDef {
                speed: 20.0,
                spread: 1.0,
                jitter: 50.0,
                colour: Some([255; 3]),
                ..ParticleDef::named("SPRAY")
            },
        )
        .unwrap();
        t
    }

    fn burst(effect: u16, count: u16) -> Event {
        Event::Particles {
            effect,
            pos: [1000, -500, 2000],
            room: RoomId(0),
            count,
        }
    }

    #[test]
    fn spawns_falls_under_gravity_grows_and_expires() {
        let (level, effects) = (level(), table());
        let mut p = Particles::new(1);
        p.step(&level, &effects, &[burst(1, 3), burst(99, 5)]);
        assert_eq!(p.live().len(), 3, "undefined effect 99 spawns nothing");
        assert!(p.live().iter().all(|q| q.pos == [1000.0, -500.0, 2000.0]));
        for tick in 1..10u16 {
            p.step(&level, &effects, &[]);
            let q = p.live()[0];
            // v = g·t, so y = y0 + g·t(t+1)/2.
            let t = tick as f32;
            assert_eq!(q.pos[1], -500.0 + 2.0 * t * (t + 1.0) / 2.0);
            assert_eq!(q.prev_pos[1], -500.0 + 2.0 * (t - 1.0) * t / 2.0);
            assert_eq!(q.size, 16.0 + t);
            assert_eq!(q.pos[0], 1000.0);
        }
        assert_eq!(p.live().len(), 3, "alive through tick 9 of 10");
        p.step(&level, &effects, &[]);
        assert!(p.live().is_empty(), "gone after its life");
    }

    #[test]
    fn a_full_pool_stays_full_and_takes_the_newest() {
        let (level, effects) = (level(), table());
        let mut p = Particles::new(1);
        for _ in 0..(CAPACITY / 1000 + 2) {
            p.step(&level, &effects, &[burst(1, 1000)]);
        }
        assert_eq!(p.live().len(), CAPACITY);
        assert!(p.pool.capacity() == CAPACITY, "never grew");
        // The newest burst is all there (the oldest were replaced).
        let fresh = p.live().iter().filter(|q| q.age == 0).count();
        assert_eq!(fresh, 1000);
    }

    #[test]
    fn the_same_events_give_the_same_particles() {
        let (level, effects) = (level(), table());
        let run = |seed| {
            let mut p = Particles::new(seed);
            for i in 0..20 {
                let events = if i % 3 == 0 {
                    vec![burst(3, 7)]
                } else {
                    vec![]
                };
                p.step(&level, &effects, &events);
            }
            p.live().to_vec()
        };
        let a = run(5);
        assert!(!a.is_empty());
        assert_eq!(a, run(5));
        assert_ne!(a, run(6), "the seed matters");
        // The spray scatters within its jitter and moves.
        let spread = a.iter().map(|q| q.pos[0]).fold(f32::MIN, f32::max)
            - a.iter().map(|q| q.pos[0]).fold(f32::MAX, f32::min);
        assert!(spread > 10.0, "{spread}");
    }

    #[test]
    fn lights_dim_over_their_ticks_and_leave() {
        let (level, effects) = (level(), table());
        let mut p = Particles::new(1);
        p.step(&level, &effects, &[burst(2, 1)]);
        assert!(p.live().is_empty(), "a light-only effect draws nothing");
        let mut out = [DynamicLight::default(); MAX_DYNAMIC_LIGHTS];
        let mut strengths = Vec::new();
        for _ in 0..3 {
            assert_eq!(p.lights(1.0, [0.0; 3], &mut out), 1);
            assert_eq!(out[0].pos, [1000.0, -500.0, 2000.0]);
            strengths.push(out[0].colour[0]);
            p.step(&level, &effects, &[]);
        }
        for (got, want) in strengths.iter().zip([1.0, 2.0 / 3.0, 1.0 / 3.0]) {
            assert!((got - want).abs() < 1e-6, "{strengths:?}");
        }
        assert_eq!(p.lights(1.0, [0.0; 3], &mut out), 0);
        // More lights than the shader takes: the nearest are kept.
        let far = Event::Particles {
            effect: 2,
            pos: [90_000, 0, 0],
            room: RoomId(0),
            count: 1,
        };
        let mut events = vec![far; 4];
        events.extend(vec![burst(2, 1); MAX_DYNAMIC_LIGHTS]);
        p.step(&level, &effects, &events);
        assert_eq!(p.light_count(), MAX_DYNAMIC_LIGHTS + 4);
        assert_eq!(
            p.lights(1.0, [1000.0, -500.0, 2000.0], &mut out),
            MAX_DYNAMIC_LIGHTS
        );
        assert!(out.iter().all(|l| l.pos[0] == 1000.0));
    }

    #[test]
    fn splashes_throw_up_the_effects_that_ask() {
        let level = level();
        let mut effects = table();
        effects
            .define(
                4,
                ParticleDef {
                    splash: 5,
                    colour: Some([200; 3]),
                    ..ParticleDef::named("SPLASH")
                },
            )
            .unwrap();
        let mut p = Particles::new(1);
        let splash = Event::Splash {
            pos: [0, 0, 0],
            room: RoomId(0),
        };
        p.step(&level, &effects, &[splash]);
        assert_eq!(p.live().len(), 5);
        assert!(p.live().iter().all(|q| q.effect == 4));
    }

    #[test]
    fn billboards_face_the_camera_and_fade() {
        let (level, effects) = (level(), table());
        let mut p = Particles::new(1);
        p.step(&level, &effects, &[burst(1, 1)]);
        let (right, down) = camera_axes(0.0, 0.0);
        assert_eq!((right, down), ([1.0, 0.0, 0.0], [0.0, 1.0, 0.0]));
        let mut out = Vec::new();
        assert_eq!(p.billboards(&level, 1.0, right, down, &mut out), (6, 0));
        // A square of half-width 16 in the camera's plane (z constant).
        assert!(out.iter().all(|v| v.pos[2] == 2000.0));
        let xs: Vec<f32> = out.iter().map(|v| v.pos[0]).collect();
        assert_eq!(xs.iter().cloned().fold(f32::MIN, f32::max), 1016.0);
        // No sprite in the demo: a round spot (layer < 0) in the colour.
        assert!(out
            .iter()
            .all(|v| v.uvl[2] < 0.0 && v.colour[..3] == [1.0, 0.0, 0.0]));
        assert_eq!(out[0].colour[3], 1.0);
        for _ in 0..8 {
            p.step(&level, &effects, &[]);
        }
        out.clear();
        p.billboards(&level, 1.0, right, down, &mut out);
        assert!(out[0].colour[3] < 0.5, "fading: {}", out[0].colour[3]);
    }
}
