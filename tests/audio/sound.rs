//! Sound: mixer arithmetic (levels, pan, resampling, many voices, streams),
//! the sound chain on builder levels of every version, the real levels'
//! samples and track, and a headless run written to a WAV file.

use crate::common;

use std::path::PathBuf;

use common::shared;
use std::sync::Arc;

use tombrs::audio::mixer::{Command, Mixer, KNEE};
use tombrs::audio::ring::Ring;
use tombrs::audio::spatial::{pan_gains, Listener};
use tombrs::audio::{Clip, SampleBank, SoundEffects, TrackMap, TrackSource};
use tombrs::builder::{build, demo::demo_level, objects::sounds};
use tombrs::format::{write_level, Game};
use tombrs::level::Level;
use tombrs::world::{Event, World};

const RATE: u32 = 48_000;

fn sine(freq: f32, rate: u32, seconds: f32, amplitude: f32) -> Clip {
    let n = (rate as f32 * seconds) as usize;
    Clip {
        channels: 1,
        rate,
        samples: (0..n)
            .map(|i| amplitude * (std::f32::consts::TAU * freq * i as f32 / rate as f32).sin())
            .collect(),
    }
}

/// Renders `seconds` of the mixer; returns the left and right channels.
fn render(mixer: &mut Mixer, seconds: f32) -> (Vec<f32>, Vec<f32>) {
    let mut out = vec![0.0; 2 * (RATE as f32 * seconds) as usize];
    for chunk in out.chunks_mut(2 * 512) {
        mixer.render(chunk);
    }
    let left = out.iter().step_by(2).copied().collect();
    let right = out.iter().skip(1).step_by(2).copied().collect();
    (left, right)
}

/// Amplitude of the `freq` component of `x` (Goertzel, Hann window).
fn amplitude_at(x: &[f32], freq: f32, rate: u32) -> f32 {
    let n = x.len();
    let w = std::f64::consts::TAU * freq as f64 / rate as f64;
    let (mut re, mut im, mut wsum) = (0.0f64, 0.0f64, 0.0f64);
    for (i, &v) in x.iter().enumerate() {
        let hann = 0.5 - 0.5 * (std::f64::consts::TAU * i as f64 / n as f64).cos();
        re += v as f64 * hann * (w * i as f64).cos();
        im += v as f64 * hann * (w * i as f64).sin();
        wsum += hann;
    }
    (2.0 * (re * re + im * im).sqrt() / wsum) as f32
}

fn db(x: f32) -> f32 {
    20.0 * x.max(1e-12).log10()
}

fn play(
    mixer_handle: &tombrs::audio::MixerHandle,
    key: u32,
    clip: Clip,
    gains: [f32; 2],
    pitch: f32,
    looped: bool,
) {
    assert!(mixer_handle.send(Command::Play {
        key,
        clip: Arc::new(clip),
        gains,
        pitch,
        looped,
    }));
}

#[test]
fn volume_and_pan_scale_the_signal_exactly() {
    let (mut mixer, h) = Mixer::new(RATE);
    let dc = Clip {
        channels: 1,
        rate: RATE,
        samples: vec![0.5; RATE as usize],
    };
    play(&h, 1, dc, [0.6, 0.2], 1.0, false);
    let (l, r) = render(&mut mixer, 0.5);
    // Past the kernel's start-up, the level is the sample times the gain.
    assert!((l[1000] - 0.3).abs() < 1e-4, "{}", l[1000]);
    assert!((r[1000] - 0.1).abs() < 1e-4, "{}", r[1000]);
    // Gains change by a ramp over one buffer, not a step.
    h.send(Command::Gains {
        key: 1,
        gains: [0.0, 0.4],
    });
    let mut buf = vec![0.0; 2 * 512];
    mixer.render(&mut buf);
    assert!((buf[0] - 0.3).abs() < 0.01 && buf[2 * 511] < 0.01);
    assert!(
        buf[2 * 256] > 0.1 && buf[2 * 256] < 0.2,
        "half-way {}",
        buf[2 * 256]
    );
    mixer.render(&mut buf);
    assert!(buf[0].abs() < 1e-6 && (buf[1] - 0.2).abs() < 1e-4);
    // Constant power across the pan range.
    let [cl, cr] = pan_gains(0.0);
    assert!((cl - std::f32::consts::FRAC_1_SQRT_2).abs() < 1e-6 && (cl - cr).abs() < 1e-6);
}

#[test]
fn resampling_keeps_frequency_and_level_and_rejects_images() {
    // 1 kHz at 11025 Hz (TR1/TR2 samples) and 22050 Hz (TR3+) up to 48 kHz.
    for src_rate in [11_025, 22_050, 44_100] {
        let (mut mixer, h) = Mixer::new(RATE);
        play(
            &h,
            1,
            sine(1000.0, src_rate, 1.0, 0.5),
            [1.0, 1.0],
            1.0,
            false,
        );
        let (l, _) = render(&mut mixer, 0.9);
        let x = &l[4800..4800 + 32768];
        let main = amplitude_at(x, 1000.0, RATE);
        assert!(
            (db(main) - db(0.5)).abs() < 0.1,
            "{src_rate}: level {} dB",
            db(main)
        );
        for off in [-40.0, 40.0] {
            assert!(db(amplitude_at(x, 1000.0 + off, RATE)) < db(main) - 30.0);
        }
        // The first image of the source rate, where linear interpolation
        // would leave a tone.
        let image = amplitude_at(x, src_rate as f32 - 1000.0, RATE);
        assert!(
            db(image) < db(main) - 60.0,
            "{src_rate}: image at {} dB",
            db(image) - db(main)
        );
    }
    // The upper part of the band stays: 3.5 kHz of an 11 kHz sample.
    let (mut mixer, h) = Mixer::new(RATE);
    play(
        &h,
        1,
        sine(3500.0, 11_025, 1.0, 0.5),
        [1.0, 1.0],
        1.0,
        false,
    );
    let (l, _) = render(&mut mixer, 0.5);
    let top = amplitude_at(&l[2000..2000 + 16384], 3500.0, RATE);
    assert!(
        (db(top) - db(0.5)).abs() < 0.2,
        "3.5 kHz at {} dB",
        db(top) - db(0.5)
    );
    // Pitch doubling a 15 kHz tone would put 30 kHz above the output's
    // Nyquist: it must not fold back to 18 kHz.
    let (mut mixer, h) = Mixer::new(RATE);
    play(
        &h,
        1,
        sine(15_000.0, RATE, 1.0, 0.5),
        [1.0, 1.0],
        2.0,
        false,
    );
    let (l, _) = render(&mut mixer, 0.4);
    let folded = amplitude_at(&l[2000..2000 + 8192], 18_000.0, RATE);
    assert!(
        db(folded) < db(0.5) - 40.0,
        "alias at {} dB",
        db(folded) - db(0.5)
    );
    // And a pitch of 2 plays a 1 kHz tone at 2 kHz.
    let (mut mixer, h) = Mixer::new(RATE);
    play(
        &h,
        1,
        sine(1000.0, 22_050, 1.0, 0.5),
        [1.0, 1.0],
        2.0,
        false,
    );
    let (l, _) = render(&mut mixer, 0.4);
    let x = &l[1000..1000 + 8192];
    assert!((db(amplitude_at(x, 2000.0, RATE)) - db(0.5)).abs() < 0.2);
}

#[test]
fn many_voices_bend_softly_instead_of_clipping() {
    let (mut mixer, h) = Mixer::new(RATE);
    for k in 0..32 {
        play(
            &h,
            k,
            sine(200.0 + 37.0 * k as f32, 22_050, 1.0, 1.0),
            [1.0, 1.0],
            1.0,
            true,
        );
    }
    let (l, r) = render(&mut mixer, 0.5);
    assert_eq!(mixer.voice_count(), 32);
    for v in l.iter().chain(&r) {
        assert!(v.is_finite() && v.abs() <= 1.0, "{v}");
    }
    assert!(
        l.iter().any(|v| v.abs() > 0.95),
        "a loud sum reaches near full scale"
    );
    // Below the knee the mixer is linear: one quiet voice passes unchanged.
    let (mut mixer, h) = Mixer::new(RATE);
    play(
        &h,
        1,
        sine(440.0, RATE, 1.0, KNEE * 0.9),
        [1.0, 1.0],
        1.0,
        false,
    );
    let (l, _) = render(&mut mixer, 0.5);
    let peak = l.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    assert!((peak - KNEE * 0.9).abs() < 0.01, "{peak}");
    // A stop fades the voice out and frees it; a one-shot ends by itself.
    h.send(Command::Stop { key: 1 });
    render(&mut mixer, 0.05);
    assert_eq!(mixer.voice_count(), 0);
    play(&h, 2, sine(440.0, RATE, 0.1, 0.5), [1.0, 1.0], 1.0, false);
    render(&mut mixer, 0.2);
    assert_eq!(mixer.voice_count(), 0);
}

#[test]
fn streams_play_through_the_ring_at_their_rate() {
    let (mut mixer, h) = Mixer::new(RATE);
    let clip = sine(440.0, 44_100, 0.5, 0.5);
    let ring = Arc::new(Ring::new(44_100 * 2));
    let stereo: Vec<f32> = clip.samples.iter().flat_map(|&s| [s, s]).collect();
    assert_eq!(ring.push(&stereo), stereo.len());
    ring.finish();
    h.send(Command::Stream {
        slot: 0,
        ring: ring.clone(),
        rate: 44_100,
        gain: 1.0,
    });
    let (l, _) = render(&mut mixer, 0.4);
    let x = &l[2000..2000 + 8192];
    assert!((db(amplitude_at(x, 440.0, RATE)) - db(0.5)).abs() < 0.1);
    render(&mut mixer, 0.2);
    assert_eq!(mixer.stream_count(), 0, "a drained stream ends");
}

/// The demo's sounds the chain level gives each loop mode.
const NORMAL: u16 = sounds::FOOTSTEP;
const REWOUND: u16 = sounds::DOOR;
const WAIT: u16 = sounds::SWITCH;
const LOOPED: u16 = sounds::SPLASH;

/// The demo level in `game` with the details of four sounds set to the
/// four loop modes in that game's bit layout, loaded back from its bytes.
fn chain_level(game: Game) -> Level {
    let mut raw = build(&demo_level(), game);
    let (rewound, wait, looped) = match game {
        Game::Tr1 => (1, 1, 2),
        Game::Tr2 => (1, 2, 3),
        _ => (2, 1, 3),
    };
    let modes = [
        (NORMAL, 0u16),
        (REWOUND, rewound),
        (WAIT, wait),
        (LOOPED, looped),
    ];
    for (sound, bits) in modes {
        let d = raw.sound_map[sound as usize] as usize;
        raw.sound_details[d].characteristics = (raw.sound_details[d].characteristics & !3) | bits;
    }
    // The wolf: two samples to pick from, random pitch and gain.
    let d = raw.sound_map[sounds::WOLF as usize] as usize;
    raw.sound_details[d].characteristics = (2 << 2) | 0x2000 | 0x4000;
    let ext = match game {
        Game::Tr4 => Some("tr4"),
        Game::Tr5 => Some("trc"),
        _ => None,
    };
    Level::load(&write_level(&raw), ext).unwrap()
}

fn effects_for(level: &Arc<Level>) -> SoundEffects {
    let sfx = tombrs::builder::assemble::main_sfx();
    let bank = SampleBank::load(level, Some(&sfx));
    assert!(bank.problems.is_empty(), "{:?}", bank.problems);
    assert_eq!(bank.decoded(), level.sounds.samples.len());
    SoundEffects::new(level.clone(), bank, 7)
}

fn sound(world: &mut World, sound: u16, pos: Option<[i32; 3]>) {
    world.emit(Event::Sound {
        sound,
        pos,
        entity: None,
    });
}

#[test]
fn the_sound_chain_follows_each_versions_layouts_and_flags() {
    for game in [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let level = Arc::new(chain_level(game));
        // Volumes in each layout: 0x6000 of 0x7FFF (TR1/TR2), 200 of 255.
        let d0 = level.sounds.details[0];
        let expected = if game <= Game::Tr2 {
            0x6000 as f32 / 0x7FFF as f32
        } else {
            200.0 / 255.0
        };
        assert!((d0.volume - expected).abs() < 1e-4, "{game}");
        assert_eq!(d0.range, if game <= Game::Tr2 { 8 } else { 10 }, "{game}");
        let mut fx = effects_for(&level);
        let (_mixer, h) = Mixer::new(RATE);
        let mut world = World::new(level.clone(), 1);
        let ear = Listener::default();
        let near = Some([1024, 0, 0]);
        let tick = |world: &mut World, fx: &mut SoundEffects| {
            fx.update(&world.snapshot(), &ear, &h);
            world.take_events();
        };
        // Normal: every call is a new voice.
        sound(&mut world, NORMAL, near);
        sound(&mut world, NORMAL, near);
        tick(&mut world, &mut fx);
        assert_eq!(fx.stats.started, 2, "{game} normal");
        // One-shot rewound: the second call restarts the first voice.
        sound(&mut world, REWOUND, near);
        tick(&mut world, &mut fx);
        sound(&mut world, REWOUND, near);
        tick(&mut world, &mut fx);
        assert_eq!(
            (fx.stats.started, fx.stats.rewound),
            (3, 1),
            "{game} rewound"
        );
        // One-shot wait from TR3 (ignored while playing); TR1/TR2
        // read the same bits as rewound or looped.
        sound(&mut world, WAIT, near);
        tick(&mut world, &mut fx);
        sound(&mut world, WAIT, near);
        tick(&mut world, &mut fx);
        match game {
            Game::Tr1 | Game::Tr2 => assert_eq!(fx.stats.started, 4, "{game}"),
            _ => assert_eq!((fx.stats.started, fx.stats.waited), (4, 1), "{game} wait"),
        }
        // Looped: plays until a stop arrives, re-requests keep one voice.
        for _ in 0..3 {
            sound(&mut world, LOOPED, near);
            tick(&mut world, &mut fx);
        }
        world.set_tick(world.tick() + 300);
        tick(&mut world, &mut fx);
        assert!(
            fx.is_playing(LOOPED),
            "{game}: looped sounds outlive their sample"
        );
        assert!(
            !fx.is_playing(NORMAL),
            "{game}: one-shots end with their sample"
        );
        world.emit(Event::StopSound {
            sound: Some(LOOPED),
            entity: None,
        });
        tick(&mut world, &mut fx);
        assert!(!fx.is_playing(LOOPED), "{game}: stopped");
        // Out of range: not started.
        let before = fx.stats.skipped;
        sound(&mut world, NORMAL, Some([20 * 1024, 0, 0]));
        tick(&mut world, &mut fx);
        assert_eq!(fx.stats.skipped, before + 1, "{game} range");
        // Random sample choice over the two alternatives.
        for _ in 0..40 {
            sound(&mut world, sounds::WOLF, None);
        }
        tick(&mut world, &mut fx);
        assert_eq!(fx.stats.started, 45, "{game}");
    }
}

#[test]
fn sound_sources_play_in_range_and_in_their_flip_state() {
    let level = Arc::new(chain_level(Game::Tr3));
    let source = level.sound_sources[0];
    let mut fx = effects_for(&level);
    let (_mixer, h) = Mixer::new(RATE);
    let world = World::new(level.clone(), 1);
    let far = Listener::default();
    fx.update(&world.snapshot(), &far, &h);
    assert!(!fx.is_playing(sounds::AMBIENCE));
    let close = Listener {
        pos: [
            source.pos[0] as f32 + 1024.0,
            source.pos[1] as f32,
            source.pos[2] as f32,
        ],
        yaw: 0.0,
    };
    fx.update(&world.snapshot(), &close, &h);
    assert!(fx.is_playing(sounds::AMBIENCE));
    // A listener standing still sends the mixer nothing more.
    let sent = fx.stats.gain_updates;
    for _ in 0..10 {
        fx.update(&world.snapshot(), &close, &h);
    }
    assert_eq!(fx.stats.gain_updates, sent, "no gain change, no command");
    let turned = Listener { yaw: 1.0, ..close };
    fx.update(&world.snapshot(), &turned, &h);
    assert_eq!(fx.stats.gain_updates, sent + 1, "turning re-aims it");
    fx.update(&world.snapshot(), &far, &h);
    assert!(
        !fx.is_playing(sounds::AMBIENCE),
        "leaving the range stops it"
    );
    // A source marked for the flipped state stays quiet while unflipped.
    let mut flagged = (*level).clone();
    flagged.sound_sources[0].flags = 0x40;
    let level = Arc::new(flagged);
    let mut fx = effects_for(&level);
    let mut world = World::new(level.clone(), 1);
    fx.update(&world.snapshot(), &close, &h);
    assert!(!fx.is_playing(sounds::AMBIENCE));
    for room in 0..world.flipped().len() {
        world.set_room_flipped(room, true);
    }
    fx.update(&world.snapshot(), &close, &h);
    assert!(fx.is_playing(sounds::AMBIENCE));
}

#[test]
fn every_sample_of_the_real_levels_decodes() {
    for (rel, ext) in [
        ("tr1/TEST1.PHD", None),
        ("tr4/TEST1.TR4", Some("tr4")),
        ("tr5/TEST1.TRC", Some("trc")),
        ("trle/title.tr4", Some("tr4")),
    ] {
        let Some(path) = shared(rel) else { return };
        let level = Level::load(&std::fs::read(&path).unwrap(), ext).unwrap();
        let bank = SampleBank::load(&level, None);
        assert!(bank.problems.is_empty(), "{rel}: {:?}", bank.problems);
        assert_eq!(bank.decoded(), level.sounds.samples.len(), "{rel}");
        assert!(bank.decoded() > 0);
        println!(
            "{rel}: {} samples, {} KiB decoded",
            bank.decoded(),
            bank.bytes() / 1024
        );
    }
    // TR2/TR3 levels without their MAIN.SFX say so once.
    for rel in ["tr2/TEST1.TR2", "tr3/TEST1.TR2"] {
        let Some(path) = shared(rel) else { return };
        let level = Level::load(&std::fs::read(&path).unwrap(), None).unwrap();
        let bank = SampleBank::load(&level, None);
        assert_eq!(bank.decoded(), 0);
        assert_eq!(bank.problems.len(), 1, "{:?}", bank.problems);
        assert!(bank.problems[0].contains("MAIN.SFX"));
    }
}

#[test]
fn the_real_track_decodes_through_lewton() {
    let Some(path) = shared("trle/track_13.ogg") else {
        return;
    };
    let track = TrackSource::open(&tombrs::audio::track::TrackOrigin::File(path)).unwrap();
    let (rate, channels) = (track.rate(), track.channels());
    let clip = track.decode_all().unwrap();
    println!(
        "track_13.ogg: {rate} Hz, {channels} ch, {:.2} s, rms {:.3}",
        clip.seconds(),
        clip.rms()
    );
    assert!(clip.seconds() > 1.0);
    assert!(clip.rms() > 0.01);
}

#[test]
fn the_demo_soundtrack_is_found_through_the_track_map() {
    let map = TrackMap::shipped(Game::Tr4);
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/demo");
    let origin = map
        .resolve(13, &dir, &[])
        .expect("013.ogg next to the demo");
    let clip = TrackSource::open(&origin).unwrap().decode_all().unwrap();
    assert!((clip.seconds() - 24.0).abs() < 1.0, "{}", clip.seconds());
    assert!(map.resolve(99, &dir, &[]).is_none());
    let custom = TrackMap::parse(
        "folders = [\"audio\"]\n[files]\n99 = \"013.ogg\"\n",
        "t.toml",
    )
    .unwrap();
    assert!(custom.resolve(99, &dir, &[]).is_some());
}

const METRONOME: &str = r#"
-- Test behaviour for Lara: footsteps every second, a door two sectors to
-- her right at tick 150, then a walk to the ambience source at tick 200.
local m = {}
function m.control(e)
  local t = world.tick()
  if t % 30 == 0 and t > 0 and t <= 120 then world.sound(0, e) end
  if t == 150 then
    local a = e.yaw / 65536 * 2 * math.pi
    world.sound(153, e.x + math.floor(2048 * math.cos(a)), e.y, e.z - math.floor(2048 * math.sin(a)))
  end
  if t == 200 then e:set_position(24 * 1024 + 512, e.y, 4 * 1024 + 512) end
end
return m
"#;

const DEMO_TYPES: &str = r#"
local t = {}
for k, v in pairs(require("objects.tr1")) do t[k] = v end
t[0] = { name = "Lara", behaviour = "test.metronome" }
return { types = t }
"#;

#[test]
fn a_headless_run_writes_the_events_where_the_trace_has_them() {
    let dir = crate::common::scratch("audio");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("mod/test")).unwrap();
    std::fs::create_dir_all(dir.join("mod/levels/tr4")).unwrap();
    std::fs::write(dir.join("mod/test/metronome.lua"), METRONOME).unwrap();
    std::fs::write(dir.join("mod/levels/tr4/DEMO.lua"), DEMO_TYPES).unwrap();
    let wav = dir.join("out.wav");
    let trace = dir.join("trace.json");
    let demo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .arg("sim")
        .arg(&demo)
        .args(["--ticks", "300", "--scripts"])
        .arg(dir.join("mod"))
        .arg("--audio-out")
        .arg(&wav)
        .arg("--trace")
        .arg(&trace)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("wrote 10.00 s of audio"), "{stdout}");
    let pcm = tombrs::format::companion::wave::decode(&std::fs::read(&wav).unwrap()).unwrap();
    assert_eq!(
        (pcm.channels, pcm.sample_rate, pcm.frames()),
        (2, 48_000, 480_000)
    );
    // Ticks with sound events, from the trace.
    let text = std::fs::read_to_string(&trace).unwrap();
    let ticks_of = |needle: &str| -> Vec<usize> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| l.contains(needle))
            .map(|(i, _)| i + 1)
            .collect()
    };
    let steps = ticks_of("Sound { sound: 0,");
    let doors = ticks_of("Sound { sound: 153,");
    assert_eq!(
        steps,
        [31, 61, 91, 121],
        "the hook sees the tick before it ends"
    );
    assert_eq!(doors, [151]);
    // Energy per channel in a window of `ms` from tick t (1600 frames a tick).
    let energy = |t: usize, ms: usize, ch: usize| -> f64 {
        let start = (t - 1) * 1600;
        let n = ms * 48;
        let s: f64 = (start..start + n)
            .map(|f| (pcm.samples[2 * f + ch] as f64 / 32768.0).powi(2))
            .sum();
        (s / n as f64).sqrt()
    };
    let quiet = energy(5, 300, 0);
    assert!(quiet < 1e-4, "silence before the first step: {quiet}");
    for &t in &steps {
        let e = energy(t, 100, 0);
        assert!(e > 0.01, "footstep at tick {t}: {e}");
        assert!(energy(t + 12, 150, 0) < e / 10.0, "it ends: tick {t}");
    }
    let (l, r) = (energy(151, 300, 0), energy(151, 300, 1));
    assert!(
        r > 0.01 && r > 2.0 * l,
        "the door to the right is louder right: {l} {r}"
    );
    // The ambience source: silent far away, heard once Lara stands near it.
    assert!(energy(170, 800, 0) < 1e-4);
    let amb = energy(230, 1500, 0);
    assert!(amb > 0.005, "ambience near its source: {amb}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn broken_tracks_give_errors_not_panics() {
    let Some(path) = shared("trle/track_13.ogg") else {
        return;
    };
    let bytes = std::fs::read(&path).unwrap();
    let dir = crate::common::scratch("tracks");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.ogg");
    let mut seed = 0x9E37_79B9u32;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed as usize
    };
    let (mut ok, mut failed) = (0, 0);
    for i in 0..120 {
        let mut b = bytes.clone();
        if i % 3 == 0 {
            b.truncate(next() % bytes.len());
        } else {
            for _ in 0..1 + i % 4 {
                let at = next() % b.len();
                b[at] ^= 1 << (next() % 8);
            }
        }
        std::fs::write(&file, &b).unwrap();
        let origin = tombrs::audio::track::TrackOrigin::File(file.clone());
        match TrackSource::open(&origin).and_then(|t| t.decode_all()) {
            Ok(_) => ok += 1,
            Err(e) => {
                assert!(e.contains("t.ogg"), "{e}");
                failed += 1;
            }
        }
    }
    println!("{ok} decoded, {failed} refused");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A WAV file of `seconds` of a 440 Hz tone.
fn tone_file(path: &std::path::Path, seconds: f32) {
    let clip = sine(440.0, 22_050, seconds, 0.5);
    let stereo: Vec<f32> = clip.samples.iter().flat_map(|&s| [s, s]).collect();
    let mut w = tombrs::audio::wav_out::WavWriter::new(
        std::io::BufWriter::new(std::fs::File::create(path).unwrap()),
        22_050,
    )
    .unwrap();
    w.write(&stereo).unwrap();
    w.finish().unwrap();
}

#[test]
fn one_shot_tracks_interrupt_the_ambience_which_comes_back_after_or_when_stopped() {
    use tombrs::audio::{mixer::Mixer, Soundtrack};
    let dir = crate::common::scratch("soundtrack");
    std::fs::create_dir_all(dir.join("audio")).unwrap();
    tone_file(&dir.join("audio/005.wav"), 0.5);
    tone_file(&dir.join("audio/ambience.wav"), 0.3);
    let map = TrackMap::parse(
        "folders = [\"audio\"]\npatterns = [\"{n:03}.wav\"]\nlooped = [7]\n[files]\n7 = \"ambience.wav\"\n",
        "test.toml",
    )
    .unwrap();
    for layer in [false, true] {
        let (mut mixer, h) = Mixer::new(RATE);
        let mut st = Soundtrack::new(map.clone(), dir.clone(), Vec::new(), layer);
        let mut buf = vec![0.0f32; 2 * 1600];
        let mut run = |st: &mut Soundtrack, ticks: usize| {
            for _ in 0..ticks {
                st.pump(&h);
                mixer.render(&mut buf);
            }
        };
        st.set_ambience(Some(7), &h);
        run(&mut st, 30);
        assert_eq!(
            st.playing(),
            (None, Some(7)),
            "the ambience loops past its 0.3 s"
        );
        st.play(5, &h);
        run(&mut st, 3);
        if layer {
            assert_eq!(st.playing(), (Some(5), Some(7)), "both layers");
        } else {
            assert_eq!(st.playing(), (Some(5), None), "one track at a time");
        }
        run(&mut st, 30);
        assert_eq!(
            st.playing(),
            (None, Some(7)),
            "the ambience is back (layer {layer})"
        );
        // A one-shot track stopped early gives the ambience back at once.
        st.play(5, &h);
        run(&mut st, 3);
        st.stop(&h);
        assert_eq!(
            st.playing(),
            (None, Some(7)),
            "stopped, the ambience is back (layer {layer})"
        );
        // A missing track is reported once, whatever the number of requests.
        st.play(9, &h);
        st.play(9, &h);
        assert_eq!(st.messages.len(), 1, "{:?}", st.messages);
        assert!(st.messages[0].contains("soundtrack 9"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_rewound_sound_lasts_its_whole_length_again() {
    let level = Arc::new(chain_level(Game::Tr4));
    let mut fx = effects_for(&level);
    let (_mixer, h) = Mixer::new(RATE);
    let mut world = World::new(level.clone(), 1);
    let ear = Listener::default();
    // The door is one-shot rewound in the chain level.
    let d = level.sounds.details[level.sounds.map[REWOUND as usize].unwrap().index()];
    let seconds = fx.bank().get(d.sample.index()).unwrap().seconds();
    let ticks = |s: f64| (s * 30.0) as u64;
    let at = |world: &mut World, fx: &mut SoundEffects, tick: u64, play: bool| {
        world.set_tick(tick);
        if play {
            sound(world, REWOUND, Some([1024, 0, 0]));
        }
        fx.update(&world.snapshot(), &ear, &h);
        world.take_events();
    };
    at(&mut world, &mut fx, 0, true);
    let half = ticks(seconds / 2.0);
    assert!(
        half > 2,
        "a sound long enough to rewind half-way: {seconds} s"
    );
    at(&mut world, &mut fx, half, true);
    assert_eq!(fx.stats.rewound, 1);
    // Past where the first play would have ended, before the rewound one ends.
    at(&mut world, &mut fx, ticks(seconds) + 2, false);
    assert!(
        fx.is_playing(REWOUND),
        "{seconds} s sound rewound at tick {half}"
    );
    at(&mut world, &mut fx, half + ticks(seconds) + 2, false);
    assert!(!fx.is_playing(REWOUND));
}

#[test]
fn a_paused_mixer_is_silent_and_goes_on_where_it_stopped() {
    let (mut mixer, h) = Mixer::new(RATE);
    // A ramp: each sample's value says where in the clip the voice is.
    let ramp = Clip {
        channels: 1,
        rate: RATE,
        samples: (0..RATE).map(|i| i as f32 / RATE as f32 * 0.5).collect(),
    };
    play(&h, 1, ramp, [1.0, 1.0], 1.0, false);
    let mut before = vec![0.0; 2 * 512];
    mixer.render(&mut before);
    assert!(h.send(Command::Pause(true)));
    let mut held = vec![1.0; 2 * 4096];
    mixer.render(&mut held);
    assert!(held.iter().all(|&x| x == 0.0), "silent while paused");
    assert_eq!(mixer.voice_count(), 1, "the voice is kept");
    assert!(h.send(Command::Pause(false)));
    let mut after = vec![0.0; 2 * 512];
    mixer.render(&mut after);
    // It resumes one buffer on from where it stopped, not 4,096 frames on.
    let step = after[0] - before[2 * 511];
    assert!(step > 0.0 && step < 0.001, "step {step}");
}
