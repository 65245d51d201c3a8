//! The cpal output device: the mixer moves into its callback, the game
//! thread keeps the [`MixerHandle`]. The callback renders into a scratch
//! buffer reserved up front and converts to whatever sample format and
//! channel count the device wants.

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SizedSample};

use super::mixer::{Mixer, MixerHandle};

/// Frames rendered per pass inside the callback.
const SCRATCH_FRAMES: usize = 4096;

/// An open output stream; sound stops when it is dropped.
pub struct DeviceOutput {
    _stream: cpal::Stream,
    /// Frames per second of the device.
    pub rate: u32,
    /// The device's name as the host reports it.
    pub name: String,
}

impl std::fmt::Debug for DeviceOutput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceOutput")
            .field("rate", &self.rate)
            .field("name", &self.name)
            .finish()
    }
}

fn build<T>(
    device: &cpal::Device,
    config: &cpal::StreamConfig,
    mut mixer: Mixer,
) -> Result<cpal::Stream, String>
where
    T: SizedSample + FromSample<f32>,
{
    let channels = config.channels.max(1) as usize;
    let mut scratch = vec![0.0f32; SCRATCH_FRAMES * 2];
    device
        .build_output_stream(
            config,
            move |data: &mut [T], _: &cpal::OutputCallbackInfo| {
                for chunk in data.chunks_mut(SCRATCH_FRAMES * channels) {
                    let frames = chunk.len() / channels;
                    let mixed = &mut scratch[..frames * 2];
                    mixer.render(mixed);
                    for (out, m) in chunk.chunks_exact_mut(channels).zip(mixed.chunks_exact(2)) {
                        for (c, o) in out.iter_mut().enumerate() {
                            let v = match (channels, c) {
                                (1, _) => 0.5 * (m[0] + m[1]),
                                (_, 0) => m[0],
                                (_, 1) => m[1],
                                _ => 0.0,
                            };
                            *o = T::from_sample(v);
                        }
                    }
                }
            },
            |e| eprintln!("tombrs: audio device: {e}"),
            None,
        )
        .map_err(|e| e.to_string())
}

/// Opens the default output device with its default configuration.
pub fn open() -> Result<(DeviceOutput, MixerHandle), String> {
    let host = cpal::default_host();
    let device = host
        .default_output_device()
        .ok_or_else(|| "no audio output device".to_string())?;
    let name = device.name().unwrap_or_else(|_| "unnamed device".into());
    let supported = device
        .default_output_config()
        .map_err(|e| format!("{name}: {e}"))?;
    let config: cpal::StreamConfig = supported.config();
    let rate = config.sample_rate.0;
    let (mixer, handle) = Mixer::new(rate);
    let stream = match supported.sample_format() {
        cpal::SampleFormat::F32 => build::<f32>(&device, &config, mixer),
        cpal::SampleFormat::I16 => build::<i16>(&device, &config, mixer),
        cpal::SampleFormat::U16 => build::<u16>(&device, &config, mixer),
        cpal::SampleFormat::I32 => build::<i32>(&device, &config, mixer),
        other => Err(format!("unsupported sample format {other}")),
    }
    .map_err(|e| format!("{name}: {e}"))?;
    stream.play().map_err(|e| format!("{name}: {e}"))?;
    Ok((
        DeviceOutput {
            _stream: stream,
            rate,
            name,
        },
        handle,
    ))
}
