//! Mixer cost: one second of 48 kHz stereo with 32 voices (22 kHz mono
//! samples, upsampled; and pitched above the output rate, the 32-tap
//! path) against one voice, and the time of one device callback by buffer
//! length.

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use tombrs::audio::mixer::{Command, Mixer};
use tombrs::audio::Clip;

const RATE: u32 = 48_000;

fn noise_clip(rate: u32, seconds: f32) -> Arc<Clip> {
    let mut x = 0x1234_5678u32;
    let samples = (0..(rate as f32 * seconds) as usize)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x as f32 / u32::MAX as f32 - 0.5) * 0.2
        })
        .collect();
    Arc::new(Clip {
        channels: 1,
        rate,
        samples,
    })
}

fn mixer_with(voices: u32, pitch: f32) -> Mixer {
    let (mut mixer, h) = Mixer::new(RATE);
    let clip = noise_clip(22_050, 2.0);
    for key in 0..voices {
        h.send(Command::Play {
            key,
            clip: clip.clone(),
            gains: [0.5, 0.5],
            pitch: pitch + key as f32 * 0.001,
            looped: true,
        });
    }
    mixer.render(&mut [0.0; 2]);
    mixer
}

fn second_of_audio(c: &mut Criterion) {
    let mut g = c.benchmark_group("mix_one_second");
    g.sample_size(20);
    let mut out = vec![0.0f32; 2 * 1024];
    for (name, voices, pitch) in [
        ("1_voice", 1, 1.0),
        ("32_voices", 32, 1.0),
        ("32_voices_pitched_x2.5", 32, 2.5),
    ] {
        let mut mixer = mixer_with(voices, pitch);
        g.bench_function(name, |b| {
            b.iter(|| {
                for _ in 0..RATE as usize / 1024 {
                    mixer.render(&mut out);
                }
            })
        });
    }
    g.finish();
}

fn callback_by_buffer(c: &mut Criterion) {
    let mut g = c.benchmark_group("callback_32_voices");
    for frames in [64usize, 256, 1024, 4096] {
        let mut mixer = mixer_with(32, 1.0);
        let mut out = vec![0.0f32; 2 * frames];
        g.throughput(Throughput::Elements(frames as u64));
        g.bench_with_input(BenchmarkId::from_parameter(frames), &frames, |b, _| {
            b.iter(|| mixer.render(&mut out))
        });
    }
    g.finish();
}

criterion_group!(benches, second_of_audio, callback_by_buffer);
criterion_main!(benches);
