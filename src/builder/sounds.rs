//! Sound effects synthesized by code (deterministically) as WAVE files:
//! footstep, door, switch, splash, boulder, wolf, secret chime, an
//! ambience loop and the pistols' sounds (draw, holster, shot, ricochet,
//! empty click, bullet hitting flesh). TR1/TR2 get 8-bit 11 kHz, later
//! games 16-bit 22 kHz.

use std::f32::consts::TAU;

use super::objects::sounds;

/// Sound ids in order, with their names.
pub const SOUNDS: [(u16, &str); 14] = [
    (sounds::FOOTSTEP, "footstep"),
    (sounds::DOOR, "door"),
    (sounds::SWITCH, "switch"),
    (sounds::SPLASH, "splash"),
    (sounds::BOULDER, "boulder"),
    (sounds::WOLF, "wolf"),
    (sounds::SECRET, "secret"),
    (sounds::AMBIENCE, "ambience"),
    (sounds::DRAW, "draw"),
    (sounds::HOLSTER, "holster"),
    (sounds::PISTOL, "pistol"),
    (sounds::RICOCHET, "ricochet"),
    (sounds::EMPTY, "empty"),
    (sounds::BULLET_HIT, "bullet hit"),
];

/// A deterministic noise source (xorshift).
struct Noise(u32);
impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// Synthesizes sound `id` at `rate` Hz as samples in −1..1.
pub fn synth(id: u16, rate: u32) -> Vec<f32> {
    let r = rate as f32;
    let len = |s: f32| (s * r) as usize;
    let mut noise = Noise(0x1234_5678 ^ id as u32);
    let mut low = 0.0f32;
    let t = |i: usize| i as f32 / r;
    match id {
        sounds::FOOTSTEP => (0..len(0.12))
            .map(|i| {
                low = low * 0.7 + noise.next() * 0.3;
                low * (-t(i) * 40.0).exp()
            })
            .collect(),
        sounds::DOOR => (0..len(0.9))
            .map(|i| {
                ((TAU * (90.0 - 40.0 * t(i)) * t(i)).sin() * 0.6 + noise.next() * 0.1)
                    * (1.0 - t(i) / 0.9)
            })
            .collect(),
        sounds::SWITCH => (0..len(0.15))
            .map(|i| {
                (TAU * 1800.0 * t(i)).sin() * (-t(i) * 60.0).exp()
                    + noise.next() * 0.3 * (-t(i) * 80.0).exp()
            })
            .collect(),
        sounds::SPLASH => (0..len(0.6))
            .map(|i| {
                low = low * 0.5 + noise.next() * 0.5;
                low * (-t(i) * 6.0).exp()
            })
            .collect(),
        sounds::BOULDER => (0..len(1.2))
            .map(|i| {
                low = low * 0.95 + noise.next() * 0.05;
                (low * 6.0).clamp(-1.0, 1.0) * (0.6 + 0.4 * (TAU * 3.0 * t(i)).sin().abs())
            })
            .collect(),
        sounds::WOLF => (0..len(1.0))
            .map(|i| {
                (TAU * (500.0 + 300.0 * (t(i) * 3.0).sin()) * t(i)).sin()
                    * 0.6
                    * (t(i) * 10.0).min(1.0)
                    * (1.0 - t(i))
            })
            .collect(),
        sounds::SECRET => (0..len(1.0))
            .map(|i| {
                let note = [523.25, 659.25, 783.99][(t(i) * 3.0) as usize % 3];
                (TAU * note * t(i)).sin() * 0.5 * (-(t(i) % (1.0 / 3.0)) * 6.0).exp()
            })
            .collect(),
        sounds::DRAW | sounds::HOLSTER => {
            // Two metallic clicks, the second higher when drawing.
            let ring = if id == sounds::DRAW { 2600.0 } else { 1900.0 };
            (0..len(0.2))
                .map(|i| {
                    let mut click = |at: f32| {
                        let dt = t(i) - at;
                        if dt < 0.0 {
                            0.0
                        } else {
                            (noise.next() * 0.6 + (TAU * ring * dt).sin() * 0.4)
                                * (-dt * 90.0).exp()
                        }
                    };
                    click(0.0) + click(0.09)
                })
                .collect()
        }
        sounds::PISTOL => (0..len(0.3))
            .map(|i| {
                low = low * 0.6 + noise.next() * 0.4;
                ((low * 2.0 + noise.next() * 0.5) * (-t(i) * 22.0).exp()
                    + (TAU * 110.0 * t(i)).sin() * 0.5 * (-t(i) * 14.0).exp())
                .clamp(-1.0, 1.0)
            })
            .collect(),
        sounds::RICOCHET => (0..len(0.4))
            .map(|i| {
                let f = 3200.0 - 4000.0 * t(i);
                (TAU * f * t(i)).sin() * 0.5 * (-t(i) * 7.0).exp()
                    + noise.next() * 0.5 * (-t(i) * 120.0).exp()
            })
            .collect(),
        sounds::EMPTY => (0..len(0.06))
            .map(|i| {
                (noise.next() * 0.5 + (TAU * 3000.0 * t(i)).sin() * 0.3) * (-t(i) * 150.0).exp()
            })
            .collect(),
        sounds::BULLET_HIT => (0..len(0.15))
            .map(|i| {
                low = low * 0.85 + noise.next() * 0.15;
                (low * 4.0).clamp(-1.0, 1.0) * (-t(i) * 30.0).exp()
            })
            .collect(),
        _ => (0..len(2.0))
            .map(|i| {
                low = low * 0.98 + noise.next() * 0.02;
                (low * 4.0 + (TAU * 55.0 * t(i)).sin() * 0.15) * 0.6
            })
            .collect(),
    }
}

/// Encodes samples as a mono PCM WAVE file.
pub fn wave(samples: &[f32], rate: u32, bits: u16) -> Vec<u8> {
    let data: Vec<u8> = if bits == 8 {
        samples
            .iter()
            .map(|s| ((s.clamp(-1.0, 1.0) * 127.0) as i32 + 128) as u8)
            .collect()
    } else {
        samples
            .iter()
            .flat_map(|s| ((s.clamp(-1.0, 1.0) * 32000.0) as i16).to_le_bytes())
            .collect()
    };
    let bytes_per_sample = bits as u32 / 8;
    let mut w = Vec::with_capacity(44 + data.len());
    w.extend(b"RIFF");
    w.extend((36 + data.len() as u32).to_le_bytes());
    w.extend(b"WAVEfmt ");
    w.extend(16u32.to_le_bytes());
    w.extend(1u16.to_le_bytes());
    w.extend(1u16.to_le_bytes());
    w.extend(rate.to_le_bytes());
    w.extend((rate * bytes_per_sample).to_le_bytes());
    w.extend((bytes_per_sample as u16).to_le_bytes());
    w.extend(bits.to_le_bytes());
    w.extend(b"data");
    w.extend((data.len() as u32).to_le_bytes());
    w.extend(data);
    w
}

/// Every sound as a WAVE file for `game` (8-bit 11 kHz for TR1/TR2).
pub fn all_waves(old: bool) -> Vec<Vec<u8>> {
    let (rate, bits) = if old { (11025, 8) } else { (22050, 16) };
    SOUNDS
        .iter()
        .map(|(id, _)| wave(&synth(*id, rate), rate, bits))
        .collect()
}
