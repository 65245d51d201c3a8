//! Sound: the level's samples played through its sound map in 3D, the
//! soundtrack streamed on top, mixed in pure Rust and sent to a cpal
//! device (frontend), a WAV file or nowhere (headless).
//!
//! Layering: everything here but [`device`] is pure and builds without the
//! `frontend` feature. The game thread owns [`Audio`], which reads the
//! world's events after each tick and sends [`mixer::Command`]s over a
//! bounded channel to the [`mixer::Mixer`] in the device callback (or, for
//! headless runs, renders the mixer itself one tick at a time).

pub mod bank;
pub mod clip;
#[cfg(feature = "frontend")]
pub mod device;
pub mod effects;
pub mod mixer;
pub mod resample;
pub mod ring;
pub mod soundtrack;
pub mod spatial;
pub mod track;
pub mod track_length;
pub mod wav_out;

use std::io::BufWriter;
use std::path::Path;
use std::sync::Arc;

use crate::level::Level;
use crate::world::{Event, Snapshot, TICK_RATE};

pub use bank::SampleBank;
pub use clip::Clip;
pub use effects::SoundEffects;
pub use mixer::{Command, Mixer, MixerHandle};
pub use soundtrack::Soundtrack;
pub use spatial::Listener;
pub use track::{TrackMap, TrackSource};

/// The rate headless runs mix at (a whole number of frames per tick).
pub const HEADLESS_RATE: u32 = 48_000;

/// What the user can set about sound (the `[audio]` table of config.toml).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AudioSettings {
    /// Play sound at all.
    pub enabled: bool,
    /// 0..1 for everything, sound effects and soundtrack.
    pub master_volume: f64,
    pub effects_volume: f64,
    pub music_volume: f64,
    /// Keep the looped ambience playing under one-shot tracks (the
    /// original games stopped it).
    pub ambience_layer: bool,
    /// TR2/TR3 MAIN.SFX when it is not next to the level ("" = look there).
    pub main_sfx: String,
}

/// The mixer command that sets the volumes of `s`.
fn volumes(s: &AudioSettings) -> Command {
    Command::Volumes {
        effects: s.effects_volume.clamp(0.0, 1.0) as f32,
        music: s.music_volume.clamp(0.0, 1.0) as f32,
        master: s.master_volume.clamp(0.0, 1.0) as f32,
    }
}

impl Default for AudioSettings {
    fn default() -> AudioSettings {
        AudioSettings {
            enabled: true,
            master_volume: 0.8,
            effects_volume: 1.0,
            music_volume: 0.8,
            ambience_layer: false,
            main_sfx: String::new(),
        }
    }
}

/// Where the mixed sound goes when the game thread renders it itself.
enum Sink {
    /// Mixed and dropped (keeps the command queue flowing).
    Null,
    /// Appended to a WAVE file.
    Wav(wav_out::WavWriter<BufWriter<std::fs::File>>),
}

struct Headless {
    mixer: Mixer,
    buffer: Vec<f32>,
    sink: Sink,
}

/// The sound of one level: effects, soundtrack and the way to the mixer.
pub struct Audio {
    pub effects: SoundEffects,
    pub soundtrack: Soundtrack,
    mixer: MixerHandle,
    headless: Option<Headless>,
    paused: bool,
}

impl std::fmt::Debug for Audio {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Audio")
            .field("effects", &self.effects)
            .field("soundtrack", &self.soundtrack)
            .field("headless", &self.headless.is_some())
            .finish()
    }
}

/// What [`Audio::open`] needs besides the level.
#[derive(Debug, Clone)]
pub struct AudioSetup<'a> {
    pub level_path: &'a Path,
    pub settings: &'a AudioSettings,
    /// The user's config directory (track maps and music live under it).
    pub config_dir: Option<&'a Path>,
    pub seed: u32,
}

impl Audio {
    /// Audio for `level` feeding `mixer` (a device's, or a headless one).
    /// Returns it with the problems worth telling the user (missing
    /// MAIN.SFX, undecodable samples, a bad track map).
    pub fn new(level: Arc<Level>, setup: &AudioSetup, mixer: MixerHandle) -> (Audio, Vec<String>) {
        let mut problems = Vec::new();
        let configured =
            (!setup.settings.main_sfx.is_empty()).then(|| Path::new(&setup.settings.main_sfx));
        let needs_sfx = level
            .sounds
            .samples
            .iter()
            .any(|s| matches!(s, crate::level::sound::Sample::MainSfx(_)));
        let sfx = if needs_sfx {
            bank::find_main_sfx(setup.level_path, configured).and_then(|p| {
                match std::fs::read(&p) {
                    Ok(b) => Some(b),
                    Err(e) => {
                        problems.push(format!("{}: {e}", p.display()));
                        None
                    }
                }
            })
        } else {
            None
        };
        let bank = SampleBank::load(&level, sfx.as_deref());
        problems.extend(bank.problems.iter().cloned());
        let map = TrackMap::load(level.game, setup.config_dir).unwrap_or_else(|e| {
            problems.push(e);
            TrackMap::shipped(level.game)
        });
        let level_dir = setup
            .level_path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        let extra = setup
            .config_dir
            .map(|d| vec![d.join("music")])
            .unwrap_or_default();
        let soundtrack = Soundtrack::new(map, level_dir, extra, setup.settings.ambience_layer);
        mixer.send(volumes(setup.settings));
        let audio = Audio {
            effects: SoundEffects::new(level, bank, setup.seed),
            soundtrack,
            mixer,
            headless: None,
            paused: false,
        };
        (audio, problems)
    }

    /// Audio mixed on the game thread at [`HEADLESS_RATE`], written to
    /// `wav` when given, else dropped.
    pub fn headless(
        level: Arc<Level>,
        setup: &AudioSetup,
        wav: Option<&Path>,
    ) -> Result<(Audio, Vec<String>), String> {
        let (mixer, handle) = Mixer::new(HEADLESS_RATE);
        let sink = match wav {
            Some(p) => {
                let file = std::fs::File::create(p).map_err(|e| format!("{}: {e}", p.display()))?;
                Sink::Wav(
                    wav_out::WavWriter::new(BufWriter::new(file), HEADLESS_RATE)
                        .map_err(|e| format!("{}: {e}", p.display()))?,
                )
            }
            None => Sink::Null,
        };
        let (mut audio, problems) = Audio::new(level, setup, handle);
        audio.headless = Some(Headless {
            mixer,
            buffer: vec![0.0; 2 * (HEADLESS_RATE / TICK_RATE) as usize],
            sink,
        });
        Ok((audio, problems))
    }

    /// After a world tick: plays its sound and track events from
    /// `listener`'s point of view, decodes the soundtrack ahead and, when
    /// headless, mixes one tick of audio.
    pub fn update(&mut self, world: &Snapshot, listener: &Listener) -> Result<(), String> {
        self.effects.update(world, listener, &self.mixer);
        for ev in &world.events {
            match ev {
                Event::Track { track } => self.soundtrack.play(*track, &self.mixer),
                Event::StopTrack => self.soundtrack.stop(&self.mixer),
                _ => {}
            }
        }
        self.soundtrack.pump(&self.mixer);
        if let Some(h) = &mut self.headless {
            h.mixer.render(&mut h.buffer);
            if let Sink::Wav(w) = &mut h.sink {
                w.write(&h.buffer).map_err(|e| format!("audio out: {e}"))?;
            }
        }
        Ok(())
    }

    /// Sets the mixer's volumes from `settings` (the options page).
    pub fn set_volumes(&mut self, s: &AudioSettings) {
        self.mixer.send(volumes(s));
    }

    /// Holds every sound (the game is paused or lost focus) or lets them
    /// go on where they stopped; tells the mixer only on a change.
    pub fn set_paused(&mut self, paused: bool) {
        if paused != self.paused && self.mixer.send(Command::Pause(paused)) {
            self.paused = paused;
        }
    }

    /// Messages collected since the last call (missing track files…).
    pub fn take_messages(&mut self) -> Vec<String> {
        std::mem::take(&mut self.soundtrack.messages)
    }

    /// Ends a headless run: completes the WAV file. Returns the frames written.
    pub fn finish(self) -> Result<u32, String> {
        match self.headless.map(|h| h.sink) {
            Some(Sink::Wav(w)) => {
                let frames = w.frames();
                w.finish().map_err(|e| format!("audio out: {e}"))?;
                Ok(frames)
            }
            _ => Ok(0),
        }
    }
}

/// The listener for a world without a camera of its own: at the player
/// (eye height above her position) facing her way; the level origin
/// otherwise.
pub fn listener_at_player(world: &Snapshot) -> Listener {
    match world.lara() {
        Some(e) => Listener {
            pos: [e.pos[0] as f32, e.pos[1] as f32 - 768.0, e.pos[2] as f32],
            yaw: crate::world::pose::tr_radians(e.rot[1] as f32),
        },
        None => Listener::default(),
    }
}
