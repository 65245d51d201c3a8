//! The soundtrack as the games played it: one streamed track at a time,
//! looped ambience interrupted by one-shot tracks and resumed after them;
//! optionally (config) the ambience on its own layer under the music.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::Arc;

use super::mixer::{Command, MixerHandle};
use super::ring::Ring;
use super::track::{TrackMap, TrackOrigin, TrackSource};

/// Seconds of audio decoded ahead of the mixer.
const AHEAD_SECONDS: usize = 1;

/// Mixer slot of the soundtrack.
pub const MUSIC_SLOT: usize = 0;
/// Mixer slot of the ambience layer.
pub const AMBIENCE_SLOT: usize = 1;

/// One streamed layer: a decoder filling a ring the mixer reads.
#[derive(Debug)]
struct Player {
    slot: usize,
    playing: Option<Playing>,
    /// Rings the mixer may still hold, kept until it lets go so the audio
    /// thread never frees one.
    retired: Vec<Arc<Ring>>,
}

#[derive(Debug)]
struct Playing {
    track: u16,
    source: TrackSource,
    ring: Arc<Ring>,
    pending: Vec<f32>,
    pending_at: usize,
    looped: bool,
    ended: bool,
}

impl Player {
    fn new(slot: usize) -> Player {
        Player {
            slot,
            playing: None,
            retired: Vec::new(),
        }
    }

    fn stop(&mut self, mixer: &MixerHandle) {
        if let Some(p) = self.playing.take() {
            mixer.send(Command::StreamStop { slot: self.slot });
            self.retired.push(p.ring);
        }
    }

    /// Starts `source`; an error line when its first piece failed to decode.
    fn start(
        &mut self,
        track: u16,
        source: TrackSource,
        looped: bool,
        mixer: &MixerHandle,
    ) -> Option<String> {
        self.stop(mixer);
        let ring = Arc::new(Ring::new(source.rate() as usize * 2 * AHEAD_SECONDS));
        let mut p = Playing {
            track,
            source,
            ring: ring.clone(),
            pending: Vec::new(),
            pending_at: 0,
            looped,
            ended: false,
        };
        let rate = p.source.rate();
        let error = p.fill();
        mixer.send(Command::Stream {
            slot: self.slot,
            ring,
            rate,
            gain: 1.0,
        });
        self.playing = Some(p);
        error
    }

    /// Decodes ahead; drops the track once the mixer has played it out.
    /// Returns an error line when decoding failed (the track stops).
    fn pump(&mut self) -> Option<String> {
        self.retired.retain(|r| Arc::strong_count(r) > 1);
        let p = self.playing.as_mut()?;
        let error = p.fill();
        if p.ended && p.ring.drained() {
            let done = self.playing.take();
            if let Some(d) = done {
                self.retired.push(d.ring);
            }
        }
        error
    }

    fn track(&self) -> Option<u16> {
        self.playing.as_ref().map(|p| p.track)
    }
}

impl Playing {
    /// Decodes into the ring until it is full or the track ends; an error
    /// line when decoding failed (the track ends there).
    fn fill(&mut self) -> Option<String> {
        while !self.ended {
            if self.pending_at < self.pending.len() {
                let n = self.ring.push(&self.pending[self.pending_at..]);
                self.pending_at += n;
                if self.pending_at < self.pending.len() {
                    return None;
                }
            }
            self.pending.clear();
            self.pending_at = 0;
            match self.source.next_piece(&mut self.pending) {
                Ok(true) => {}
                Ok(false) if self.looped => {
                    if let Err(e) = self.source.rewind() {
                        return self.end(Some(e));
                    }
                }
                Ok(false) => return self.end(None),
                Err(e) => return self.end(Some(e)),
            }
        }
        None
    }

    fn end(&mut self, error: Option<String>) -> Option<String> {
        self.ended = true;
        self.ring.finish();
        error
    }
}

/// The soundtrack state of a level.
#[derive(Debug)]
pub struct Soundtrack {
    map: TrackMap,
    level_dir: PathBuf,
    extra_dirs: Vec<PathBuf>,
    /// The ambience plays on its own layer under the music.
    ambience_layer: bool,
    music: Player,
    ambience: Player,
    /// The looped track to come back to after a one-shot one.
    ambient: Option<u16>,
    reported: BTreeSet<u16>,
    /// Messages for the user (missing or broken files), each said once.
    pub messages: Vec<String>,
}

impl Soundtrack {
    /// A soundtrack finding files with `map` around `level_dir` (then in
    /// `extra_dirs`).
    pub fn new(
        map: TrackMap,
        level_dir: PathBuf,
        extra_dirs: Vec<PathBuf>,
        ambience_layer: bool,
    ) -> Soundtrack {
        Soundtrack {
            map,
            level_dir,
            extra_dirs,
            ambience_layer,
            music: Player::new(MUSIC_SLOT),
            ambience: Player::new(AMBIENCE_SLOT),
            ambient: None,
            reported: BTreeSet::new(),
            messages: Vec::new(),
        }
    }

    fn open(&mut self, track: u16) -> Option<TrackSource> {
        let found = self
            .map
            .resolve(track, &self.level_dir, &self.extra_dirs)
            .ok_or_else(|| format!("soundtrack {track}: no file found (see data/tracks)"))
            .and_then(|o: TrackOrigin| TrackSource::open(&o));
        match found {
            Ok(s) => Some(s),
            Err(e) => {
                if self.reported.insert(track) {
                    self.messages.push(e);
                }
                None
            }
        }
    }

    /// Plays track `n` (looped or once, as the map says).
    pub fn play(&mut self, track: u16, mixer: &MixerHandle) {
        if self.map.is_looped(track) {
            self.set_ambience(Some(track), mixer);
            return;
        }
        let Some(source) = self.open(track) else {
            return;
        };
        if !self.ambience_layer {
            self.ambience.stop(mixer);
        }
        if let Some(e) = self.music.start(track, source, false, mixer) {
            self.messages.push(e);
        }
    }

    /// Stops the one-shot track and brings the ambience back.
    pub fn stop(&mut self, mixer: &MixerHandle) {
        self.music.stop(mixer);
        let ambient = self.ambient;
        self.set_ambience(ambient, mixer);
    }

    /// Sets (or clears) the looped ambience.
    pub fn set_ambience(&mut self, track: Option<u16>, mixer: &MixerHandle) {
        self.ambient = track;
        let Some(t) = track else {
            self.ambience.stop(mixer);
            return;
        };
        let music_on = self.music.track().is_some();
        if self.ambience.track() == Some(t) || (music_on && !self.ambience_layer) {
            return;
        }
        if let Some(source) = self.open(t) {
            if let Some(e) = self.ambience.start(t, source, true, mixer) {
                self.messages.push(e);
            }
        }
    }

    /// Decodes ahead and resumes the ambience when a one-shot track ends;
    /// call once per tick (and before rendering offline).
    pub fn pump(&mut self, mixer: &MixerHandle) {
        let was_playing = self.music.track().is_some();
        for e in [self.music.pump(), self.ambience.pump()]
            .into_iter()
            .flatten()
        {
            self.messages.push(e);
        }
        if was_playing && self.music.track().is_none() && self.ambience.track().is_none() {
            let ambient = self.ambient;
            self.set_ambience(ambient, mixer);
        }
    }

    /// The one-shot track playing, and the ambience.
    pub fn playing(&self) -> (Option<u16>, Option<u16>) {
        (self.music.track(), self.ambience.track())
    }
}
