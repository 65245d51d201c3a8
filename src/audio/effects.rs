//! Sound effects: the world's sound events played through the level's
//! sound map (internal id → details → one of the details' samples), with
//! each version's loop modes, chance, pitch and gain randomisation, 3D
//! attenuation and pan, voices that follow their entity, explicit stops and
//! the level's sound sources with their flipmap flags.
//!
//! The game side keeps its own book of what plays and when each voice ends
//! (from the clip length and pitch), so decisions never wait on the audio
//! thread and a headless run makes the same decisions as a live one.

use std::sync::Arc;

use crate::level::sound::{LoopMode, SoundDetails};
use crate::level::Level;
use crate::world::rng::Rng;
use crate::world::{EntityId, Event, Snapshot, TICK_RATE};

use super::bank::SampleBank;
use super::mixer::{Command, MixerHandle, VoiceKey};
use super::spatial::Listener;

/// How far random pitch strays either way (fraction of the pitch).
pub const RANDOM_PITCH: f32 = 0.1;
/// How much random gain can take off (fraction of the volume).
pub const RANDOM_GAIN: f32 = 0.25;

/// What asked for a voice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Owner {
    Event(Option<EntityId>),
    /// Sound source `i` of the level.
    Source(usize),
}

#[derive(Debug, Clone)]
struct Voice {
    key: VoiceKey,
    sound: u16,
    owner: Owner,
    pos: Option<[f32; 3]>,
    volume: f32,
    range: f32,
    /// The left/right gains last sent to the mixer.
    gains: [f32; 2],
    /// Seconds one play-through lasts at its pitch.
    duration: f64,
    /// Game time (seconds) it ends; infinite when looped.
    ends_at: f64,
    looped: bool,
}

/// Gain changes smaller than this are not sent (inaudible, and most ticks
/// nothing moves).
const GAIN_EPSILON: f32 = 1.0 / 512.0;

impl Voice {
    /// Sends the gains for the listener's view of `pos`, when they changed.
    fn aim(&mut self, listener: &Listener, mixer: &MixerHandle, stats: &mut EffectStats) {
        let gains = listener.gains(self.pos, self.volume, self.range);
        if (0..2).any(|k| (gains[k] - self.gains[k]).abs() > GAIN_EPSILON) {
            self.gains = gains;
            mixer.send(Command::Gains {
                key: self.key,
                gains,
            });
            stats.gain_updates += 1;
        }
    }
}

/// Counters for tests and the overlay.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EffectStats {
    pub started: u32,
    pub rewound: u32,
    /// Not started: no details for the id, failed the chance, or inaudible.
    pub skipped: u32,
    /// Not started: a one-shot-wait sound still playing.
    pub waited: u32,
    pub stopped: u32,
    /// Gain changes sent to the mixer (voices moving or the listener turning).
    pub gain_updates: u32,
}

/// The sound-effect state of a level.
#[derive(Debug)]
pub struct SoundEffects {
    level: Arc<Level>,
    bank: SampleBank,
    voices: Vec<Voice>,
    next_key: VoiceKey,
    rng: Rng,
    now: f64,
    pub stats: EffectStats,
}

/// Playback rate factor of a TR3+ pitch byte: 0 means the sample's own
/// rate; otherwise the byte is signed and shifts the rate by p/128 (-128
/// halves it, +127 nearly doubles it). The real TR3–TR5 files bear the
/// signed reading out: their values come in mirrored pairs around zero
/// (13/243, 25/231, 38/218, 51/205, 64/192), steps of about 10 %.
fn pitch_factor(level: &Level, d: &SoundDetails) -> f32 {
    if level.game <= crate::format::Game::Tr2 || d.pitch == 0 {
        1.0
    } else {
        1.0 + (d.pitch as i8) as f32 / 128.0
    }
}

fn position(p: [i32; 3]) -> [f32; 3] {
    [p[0] as f32, p[1] as f32, p[2] as f32]
}

impl SoundEffects {
    /// Effects for `level` with its decoded samples; `seed` drives the
    /// random choices (samples, chance, pitch, gain).
    pub fn new(level: Arc<Level>, bank: SampleBank, seed: u32) -> SoundEffects {
        SoundEffects {
            level,
            bank,
            voices: Vec::new(),
            next_key: 1,
            rng: Rng::new(seed ^ 0x50_4E_44),
            now: 0.0,
            stats: EffectStats::default(),
        }
    }

    /// The decoded samples.
    pub fn bank(&self) -> &SampleBank {
        &self.bank
    }

    /// Voices the game side believes are playing.
    pub fn playing(&self) -> usize {
        self.voices.len()
    }

    /// True when internal sound `sound` is playing.
    pub fn is_playing(&self, sound: u16) -> bool {
        self.voices.iter().any(|v| v.sound == sound)
    }

    fn details(&self, sound: u16) -> Option<SoundDetails> {
        let id = self
            .level
            .sounds
            .map
            .get(sound as usize)
            .copied()
            .flatten()?;
        self.level.sounds.details.get(id.index()).copied()
    }

    fn random(&mut self) -> f32 {
        self.rng.next_u15() as f32 / 32768.0
    }

    /// Plays internal sound `sound` for `owner` at `pos` (None: global).
    fn play(
        &mut self,
        sound: u16,
        pos: Option<[f32; 3]>,
        owner: Owner,
        listener: &Listener,
        mixer: &MixerHandle,
    ) {
        let Some(d) = self.details(sound) else {
            self.stats.skipped += 1;
            return;
        };
        let existing = self.voices.iter().position(|v| {
            v.sound == sound && (d.loop_mode != LoopMode::Looped || v.owner == owner)
        });
        if let Some(i) = existing {
            match d.loop_mode {
                LoopMode::OneShotWait => {
                    self.stats.waited += 1;
                    return;
                }
                LoopMode::Looped => {
                    let v = &mut self.voices[i];
                    v.pos = pos;
                    v.aim(listener, mixer, &mut self.stats);
                    return;
                }
                LoopMode::OneShotRewound => {
                    let v = &mut self.voices[i];
                    v.pos = pos;
                    v.ends_at = self.now + v.duration;
                    mixer.send(Command::Rewind { key: v.key });
                    v.aim(listener, mixer, &mut self.stats);
                    self.stats.rewound += 1;
                    return;
                }
                LoopMode::Normal => {}
            }
        }
        if d.chance < 1.0 && self.random() > d.chance {
            self.stats.skipped += 1;
            return;
        }
        let count = d.sample_count.max(1) as u32;
        let sample = d.sample.index() + self.rng.below(count) as usize;
        let Some(clip) = self.bank.get(sample).cloned() else {
            self.stats.skipped += 1;
            return;
        };
        let mut pitch = pitch_factor(&self.level, &d);
        if d.random_pitch {
            pitch *= 1.0 + (self.random() * 2.0 - 1.0) * RANDOM_PITCH;
        }
        let mut volume = d.volume;
        if d.random_gain {
            volume *= 1.0 - self.random() * RANDOM_GAIN;
        }
        let looped = d.loop_mode == LoopMode::Looped;
        let range = d.range.max(1) as f32;
        let gains = listener.gains(pos, volume, range);
        if !looped && gains == [0.0; 2] {
            self.stats.skipped += 1;
            return;
        }
        let key = self.next_key;
        self.next_key = self.next_key.wrapping_add(1).max(1);
        let duration = clip.seconds() / pitch as f64;
        let ends_at = if looped {
            f64::INFINITY
        } else {
            self.now + duration
        };
        mixer.send(Command::Play {
            key,
            clip,
            gains,
            pitch,
            looped,
        });
        self.voices.push(Voice {
            key,
            sound,
            owner,
            pos,
            volume,
            range,
            gains,
            duration,
            ends_at,
            looped,
        });
        self.stats.started += 1;
    }

    /// Stops voices of `sound` (any when None) owned by `entity` (any when None).
    fn stop(&mut self, sound: Option<u16>, entity: Option<EntityId>, mixer: &MixerHandle) {
        let stats = &mut self.stats;
        self.voices.retain(|v| {
            let hit = sound.is_none_or(|s| s == v.sound)
                && entity.is_none_or(|e| v.owner == Owner::Event(Some(e)));
            if hit {
                mixer.send(Command::Stop { key: v.key });
                stats.stopped += 1;
            }
            !hit
        });
    }

    /// Consumes the tick's sound events, moves voices with their entities,
    /// keeps the level's sound sources playing and forgets ended voices.
    pub fn update(&mut self, world: &Snapshot, listener: &Listener, mixer: &MixerHandle) {
        self.now = world.tick as f64 / TICK_RATE as f64;
        let now = self.now;
        self.voices.retain(|v| v.ends_at > now);
        for ev in &world.events {
            match ev {
                Event::Sound { sound, pos, entity } => {
                    self.play(
                        *sound,
                        pos.map(position),
                        Owner::Event(*entity),
                        listener,
                        mixer,
                    );
                }
                Event::StopSound { sound, entity } => self.stop(*sound, *entity, mixer),
                _ => {}
            }
        }
        self.follow_entities(world, listener, mixer);
        self.update_sources(world, listener, mixer);
    }

    /// Moves voices with their entity (stopping the looped ones of an
    /// entity that is gone) and re-aims every positional voice at the
    /// listener.
    fn follow_entities(&mut self, world: &Snapshot, listener: &Listener, mixer: &MixerHandle) {
        let stats = &mut self.stats;
        self.voices.retain_mut(|v| {
            if let Owner::Event(Some(id)) = v.owner {
                match world.entity(id) {
                    Some(e) => v.pos = Some(position(e.pos)),
                    // The entity is gone: its looped sounds go with it.
                    None if v.looped => {
                        mixer.send(Command::Stop { key: v.key });
                        stats.stopped += 1;
                        return false;
                    }
                    None => {}
                }
            }
            if v.pos.is_some() {
                v.aim(listener, mixer, stats);
            }
            true
        });
    }

    /// Starts the level's sound sources that came within range (in their
    /// flip state) and stops those that left it; playing ones were re-aimed
    /// with the other voices.
    fn update_sources(&mut self, world: &Snapshot, listener: &Listener, mixer: &MixerHandle) {
        let level = self.level.clone();
        for (i, s) in level.sound_sources.iter().enumerate() {
            let pos = position(s.pos);
            let audible = world.sound_source_active(s)
                && self.details(s.sound_id).is_some_and(|d| {
                    listener.distance(pos) < d.range.max(1) as f32 * super::spatial::SECTOR
                });
            let playing = self.voices.iter().position(|v| v.owner == Owner::Source(i));
            match (audible, playing) {
                (true, None) => self.play(s.sound_id, Some(pos), Owner::Source(i), listener, mixer),
                (false, Some(v)) => {
                    let key = self.voices.remove(v).key;
                    mixer.send(Command::Stop { key });
                    self.stats.stopped += 1;
                }
                _ => {}
            }
        }
    }
}
