//! The mixer: sums voices (decoded clips, resampled and panned) and
//! streamed tracks into interleaved stereo `f32`. It runs in the audio
//! device's callback, so [`Mixer::render`] never allocates, locks or
//! blocks: the game thread talks to it through a bounded channel of
//! [`Command`]s, voices live in storage reserved up front, and clips are
//! kept alive by the game side so dropping one here never frees memory.

use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::Arc;

use super::clip::Clip;
use super::resample::{convolve, Kernels, MAX_TAPS};
use super::ring::Ring;

/// Identifies a playing voice; chosen by the game side.
pub type VoiceKey = u32;

/// How many voices play at once; a new voice past this replaces the
/// quietest one.
pub const MAX_VOICES: usize = 64;
/// Streamed layers: the soundtrack and the ambience.
pub const STREAM_SLOTS: usize = 2;
/// Commands that can wait for the next callback.
pub const COMMAND_QUEUE: usize = 1024;
/// Amplitude up to which the output passes unchanged; above it a soft
/// knee bends the sum toward ±1 instead of clipping.
pub const KNEE: f32 = 0.8;

/// What the game side asks of the mixer.
#[derive(Debug, Clone)]
pub enum Command {
    /// Start a voice. `pitch` scales the clip's rate.
    Play {
        key: VoiceKey,
        clip: Arc<Clip>,
        gains: [f32; 2],
        pitch: f32,
        looped: bool,
    },
    /// New left/right gains, reached by a ramp over the next buffer.
    Gains { key: VoiceKey, gains: [f32; 2] },
    /// Restart a voice from its beginning.
    Rewind { key: VoiceKey },
    /// Fade a voice out over one buffer and drop it.
    Stop { key: VoiceKey },
    /// Start streaming `ring` (interleaved stereo at `rate`) in `slot`.
    Stream {
        slot: usize,
        ring: Arc<Ring>,
        rate: u32,
        gain: f32,
    },
    /// Stop the stream in `slot`.
    StreamStop { slot: usize },
    /// Hold everything (silence, no voice or stream advances) or go on
    /// from where it stopped: the game is paused or lost focus.
    Pause(bool),
    /// Overall gains: sound effects, streams (music), everything.
    Volumes {
        effects: f32,
        music: f32,
        master: f32,
    },
}

/// The game side's end of the command channel.
#[derive(Debug, Clone)]
pub struct MixerHandle {
    tx: SyncSender<Command>,
}

impl MixerHandle {
    /// Queues a command; false when the mixer is gone or the queue is full
    /// (the command is dropped: a sound goes missing, nothing blocks).
    pub fn send(&self, c: Command) -> bool {
        match self.tx.try_send(c) {
            Ok(()) => true,
            Err(TrySendError::Full(_)) | Err(TrySendError::Disconnected(_)) => false,
        }
    }
}

#[derive(Debug)]
struct Voice {
    key: VoiceKey,
    clip: Arc<Clip>,
    /// Source frame position.
    pos: f64,
    step: f64,
    kernel: usize,
    gains: [f32; 2],
    target: [f32; 2],
    looped: bool,
    stopping: bool,
}

#[derive(Debug)]
struct Stream {
    ring: Arc<Ring>,
    step: f64,
    kernel: usize,
    /// The last `MAX_TAPS` source frames, oldest at `head`; the kernel reads
    /// the newest `taps` of them.
    history: [[f32; 2]; MAX_TAPS],
    taps: usize,
    head: usize,
    frac: f64,
    gain: f32,
    /// Frames of silence fed after the ring drained (the tail rings out).
    tail: usize,
}

impl Stream {
    fn pull(&mut self) {
        let frame = match (self.ring.pop(), self.ring.pop()) {
            (Some(l), Some(r)) => [l, r],
            _ => {
                if self.ring.drained() {
                    self.tail += 1;
                }
                [0.0; 2]
            }
        };
        self.history[self.head] = frame;
        self.head = (self.head + 1) % MAX_TAPS;
    }

    fn finished(&self) -> bool {
        self.tail > self.taps
    }
}

/// The mixing state (lives in the device callback).
#[derive(Debug)]
pub struct Mixer {
    rate: u32,
    rx: Receiver<Command>,
    voices: Vec<Voice>,
    streams: [Option<Stream>; STREAM_SLOTS],
    kernels: Kernels,
    effects: f32,
    music: f32,
    master: f32,
    paused: bool,
}

/// Bends samples above [`KNEE`] smoothly toward ±1.
#[inline]
pub fn soft_clip(x: f32) -> f32 {
    let a = x.abs();
    if a <= KNEE {
        x
    } else {
        let room = 1.0 - KNEE;
        (KNEE + room * ((a - KNEE) / room).tanh()).copysign(x)
    }
}

impl Mixer {
    /// A mixer producing `rate` frames a second, and the handle that feeds it.
    pub fn new(rate: u32) -> (Mixer, MixerHandle) {
        let (tx, rx) = sync_channel(COMMAND_QUEUE);
        let mixer = Mixer {
            rate: rate.max(1),
            rx,
            voices: Vec::with_capacity(MAX_VOICES),
            streams: [None, None],
            kernels: Kernels::default(),
            effects: 1.0,
            music: 1.0,
            master: 1.0,
            paused: false,
        };
        (mixer, MixerHandle { tx })
    }

    /// Output frames per second.
    pub fn rate(&self) -> u32 {
        self.rate
    }

    /// Voices playing now.
    pub fn voice_count(&self) -> usize {
        self.voices.len()
    }

    /// Streams playing now.
    pub fn stream_count(&self) -> usize {
        self.streams.iter().filter(|s| s.is_some()).count()
    }

    fn apply(&mut self, c: Command) {
        match c {
            Command::Play {
                key,
                clip,
                gains,
                pitch,
                looped,
            } => {
                let step = clip.rate as f64 * pitch.max(0.01) as f64 / self.rate as f64;
                let voice = Voice {
                    key,
                    clip,
                    pos: 0.0,
                    step,
                    kernel: Kernels::index_for_step(step),
                    gains,
                    target: gains,
                    looped,
                    stopping: false,
                };
                if self.voices.len() < MAX_VOICES {
                    self.voices.push(voice);
                } else if let Some(quietest) = self.voices.iter_mut().min_by(|a, b| {
                    (a.target[0] + a.target[1]).total_cmp(&(b.target[0] + b.target[1]))
                }) {
                    *quietest = voice;
                }
            }
            Command::Gains { key, gains } => {
                for v in self.voices.iter_mut().filter(|v| v.key == key) {
                    v.target = gains;
                }
            }
            Command::Rewind { key } => {
                for v in self.voices.iter_mut().filter(|v| v.key == key) {
                    v.pos = 0.0;
                    v.stopping = false;
                }
            }
            Command::Stop { key } => {
                for v in self.voices.iter_mut().filter(|v| v.key == key) {
                    v.stopping = true;
                    v.target = [0.0; 2];
                }
            }
            Command::Stream {
                slot,
                ring,
                rate,
                gain,
            } => {
                if let Some(s) = self.streams.get_mut(slot) {
                    let step = rate.max(1) as f64 / self.rate as f64;
                    let kernel = Kernels::index_for_step(step);
                    let k = self.kernels.get(kernel);
                    let (taps, half) = (k.taps, k.half);
                    let mut stream = Stream {
                        ring,
                        step,
                        kernel,
                        history: [[0.0; 2]; MAX_TAPS],
                        taps,
                        head: 0,
                        frac: 0.0,
                        gain,
                        tail: 0,
                    };
                    // The first frame sits at tap `half`, with the taps after it filled.
                    for _ in 0..taps - half {
                        stream.pull();
                    }
                    *s = Some(stream);
                }
            }
            Command::StreamStop { slot } => {
                if let Some(s) = self.streams.get_mut(slot) {
                    *s = None;
                }
            }
            Command::Pause(paused) => self.paused = paused,
            Command::Volumes {
                effects,
                music,
                master,
            } => {
                self.effects = effects;
                self.music = music;
                self.master = master;
            }
        }
    }

    /// Fills `out` (interleaved stereo) with the next `out.len() / 2`
    /// frames, first applying every queued command.
    pub fn render(&mut self, out: &mut [f32]) {
        while let Ok(c) = self.rx.try_recv() {
            self.apply(c);
        }
        out.fill(0.0);
        let frames = out.len() / 2;
        if frames == 0 || self.paused {
            return;
        }
        let mut i = 0;
        while i < self.voices.len() {
            let alive = mix_voice(
                &mut self.voices[i],
                &self.kernels,
                out,
                frames,
                self.effects,
            );
            if alive {
                i += 1;
            } else {
                self.voices.swap_remove(i);
            }
        }
        for s in &mut self.streams {
            if let Some(stream) = s {
                mix_stream(stream, &self.kernels, out, frames, self.music);
                if stream.finished() {
                    *s = None;
                }
            }
        }
        for x in out.iter_mut() {
            *x = soft_clip(*x * self.master);
        }
    }
}

/// Mixes one voice into `out`; false when it has ended.
fn mix_voice(v: &mut Voice, kernels: &Kernels, out: &mut [f32], frames: usize, gain: f32) -> bool {
    let len = v.clip.frames();
    if len == 0 {
        return false;
    }
    let kernel = kernels.get(v.kernel);
    let mut coeffs = [0.0; MAX_TAPS];
    let (taps, half) = (kernel.taps, kernel.half);
    let start = v.gains;
    let delta = [
        (v.target[0] - start[0]) / frames as f32,
        (v.target[1] - start[1]) / frames as f32,
    ];
    let clip = &*v.clip;
    let looped = v.looped;
    let end = (len + taps) as f64;
    for (n, o) in out.chunks_exact_mut(2).take(frames).enumerate() {
        if !looped && v.pos >= end {
            return false;
        }
        let base = v.pos.floor();
        kernel.coefficients((v.pos - base) as f32, &mut coeffs);
        let first = base as isize - half as isize;
        let inside = first >= 0 && first as usize + taps <= len;
        let s = if inside {
            direct(clip, first as usize, &coeffs[..taps])
        } else {
            convolve(&coeffs, taps, |k| {
                let idx = first + k as isize;
                if looped {
                    clip.frame(idx.rem_euclid(len as isize) as usize)
                } else if idx < 0 {
                    [0.0; 2]
                } else {
                    clip.frame(idx as usize)
                }
            })
        };
        let g = [
            start[0] + delta[0] * n as f32,
            start[1] + delta[1] * n as f32,
        ];
        o[0] += s[0] * g[0] * gain;
        o[1] += s[1] * g[1] * gain;
        v.pos += v.step;
        if looped && v.pos >= len as f64 {
            v.pos -= len as f64;
        }
    }
    v.gains = v.target;
    !(v.stopping && v.gains == [0.0; 2])
}

/// The kernel applied to `coeffs.len()` frames of `clip` from `first`, all
/// inside the clip (the common case: straight slices, no edge handling).
#[inline]
fn direct(clip: &Clip, first: usize, coeffs: &[f32]) -> [f32; 2] {
    if clip.channels == 1 {
        let w = &clip.samples[first..first + coeffs.len()];
        let v: f32 = w.iter().zip(coeffs).map(|(a, b)| a * b).sum();
        [v, v]
    } else {
        let w = &clip.samples[2 * first..2 * (first + coeffs.len())];
        let mut l = 0.0;
        let mut r = 0.0;
        for (f, c) in w.chunks_exact(2).zip(coeffs) {
            l += f[0] * c;
            r += f[1] * c;
        }
        [l, r]
    }
}

/// Mixes one stream into `out` at `gain`.
fn mix_stream(s: &mut Stream, kernels: &Kernels, out: &mut [f32], frames: usize, gain: f32) {
    let kernel = kernels.get(s.kernel);
    let mut coeffs = [0.0; MAX_TAPS];
    let taps = kernel.taps;
    let skip = MAX_TAPS - taps;
    let g = s.gain * gain;
    for o in out.chunks_exact_mut(2).take(frames) {
        kernel.coefficients(s.frac as f32, &mut coeffs);
        let head = s.head;
        let history = &s.history;
        let v = convolve(&coeffs, taps, |k| history[(head + skip + k) % MAX_TAPS]);
        o[0] += v[0] * g;
        o[1] += v[1] * g;
        s.frac += s.step;
        while s.frac >= 1.0 {
            s.frac -= 1.0;
            s.pull();
        }
    }
}
