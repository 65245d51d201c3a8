//! How long each soundtrack track lasts, measured from its file when a
//! level loads and handed to the world as a [`TrackTable`] (the world tells
//! scripts whether a track is still playing from it, never from the audio
//! thread). Measuring reads headers only: a WAVE file's `fmt ` and `data`
//! chunk headers (TR3's CDAUDIO.WAD entries are WAVE files too), an Ogg
//! Vorbis file's identification header and the granule position of its
//! last page. Nothing is played or decoded.

use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use super::track::{TrackMap, TrackOrigin};
use crate::format::companion::{cdaudio, wave};
use crate::format::Game;
use crate::world::{TrackTable, TICK_RATE};

/// Track numbers looked for (the soundtrack trigger's track is a byte).
const TRACK_NUMBERS: std::ops::RangeInclusive<u16> = 0..=255;
/// Bytes read from the start of a file for its headers (a WAVE file's
/// chunks before `data`, an Ogg file's first page).
const HEAD_BYTES: u64 = 64 * 1024;
/// Bytes read from the end of an Ogg file to find its last page (an Ogg
/// page is at most 65,307 bytes).
const OGG_TAIL_BYTES: u64 = 65_307 + 27;

/// Whole ticks (rounded up) that `frames` at `rate` Hz last.
pub fn ticks_of(frames: u64, rate: u32) -> u32 {
    if rate == 0 {
        return 0;
    }
    let ticks = (frames * u64::from(TICK_RATE)).div_ceil(u64::from(rate));
    ticks.min(u64::from(u32::MAX)) as u32
}

/// The length in ticks of the track at `origin`.
pub fn measure(origin: &TrackOrigin) -> Result<u32, String> {
    let fail = |e: &dyn std::fmt::Display| format!("{origin}: {e}");
    let (frames, rate) = match origin {
        TrackOrigin::File(p) => {
            let mut file = std::fs::File::open(p).map_err(|e| fail(&e))?;
            let len = file.metadata().map_err(|e| fail(&e))?.len();
            measure_stream(&mut file, len).map_err(|e| fail(&e))?
        }
        TrackOrigin::CdAudio(p, i) => {
            let take = cdaudio::open_track(p, *i).map_err(|e| fail(&e))?;
            let len = take.limit();
            let mut head = Vec::new();
            take.take(HEAD_BYTES)
                .read_to_end(&mut head)
                .map_err(|e| fail(&e))?;
            wave::frames_from_head(&head, len).map_err(|e| fail(&e))?
        }
    };
    Ok(ticks_of(frames, rate))
}

/// Frames and rate of a WAVE or Ogg Vorbis stream of `len` bytes.
fn measure_stream<R: Read + Seek>(r: &mut R, len: u64) -> Result<(u64, u32), String> {
    let mut head = Vec::new();
    r.by_ref()
        .take(HEAD_BYTES)
        .read_to_end(&mut head)
        .map_err(|e| e.to_string())?;
    match head.get(..4) {
        Some(b"RIFF") => wave::frames_from_head(&head, len).map_err(|e| e.to_string()),
        Some(b"OggS") => {
            let rate = vorbis_rate(&head).ok_or("no Vorbis identification header")?;
            let from = len.saturating_sub(OGG_TAIL_BYTES);
            r.seek(SeekFrom::Start(from)).map_err(|e| e.to_string())?;
            let mut tail = Vec::new();
            r.read_to_end(&mut tail).map_err(|e| e.to_string())?;
            let frames = last_granule(&tail).ok_or("no final Ogg page")?;
            Ok((frames, rate))
        }
        _ => Err("neither Ogg nor WAVE".into()),
    }
}

/// The sample rate in the Vorbis identification header, which opens the
/// first Ogg page: a 27-byte page header, its segment table, then the packet
/// (type 1, "vorbis", version, channels, rate).
fn vorbis_rate(head: &[u8]) -> Option<u32> {
    let segments = *head.get(26)? as usize;
    let packet = head.get(27 + segments..)?;
    if packet.get(..7)? != b"\x01vorbis" {
        return None;
    }
    let rate = u32::from_le_bytes(packet.get(12..16)?.try_into().ok()?);
    (rate > 0).then_some(rate)
}

/// The granule position (total frames, for Vorbis) of the last whole page
/// header in `tail`, the end of an Ogg stream.
fn last_granule(tail: &[u8]) -> Option<u64> {
    (0..tail.len().saturating_sub(27)).rev().find_map(|at| {
        let page = &tail[at..];
        if &page[..4] != b"OggS" || page[4] != 0 {
            return None;
        }
        let granule = i64::from_le_bytes(page[6..14].try_into().ok()?);
        u64::try_from(granule).ok()
    })
}

/// The timing of every track `map` finds a file for around `level_dir`
/// (then in `extra`), with the problems met measuring them (a found file
/// that cannot be measured lasts 0 ticks).
pub fn track_table(
    map: &TrackMap,
    level_dir: &Path,
    extra: &[PathBuf],
) -> (TrackTable, Vec<String>) {
    let mut table = TrackTable {
        looped: map.looped.iter().copied().collect(),
        ..TrackTable::default()
    };
    let mut problems = Vec::new();
    let folders = super::track::TrackFolders::list(map, level_dir, extra);
    for n in TRACK_NUMBERS {
        let Some(origin) = map.resolve_listed(n, &folders) else {
            continue;
        };
        // A CDAUDIO.WAD answers for every number; its empty entries are
        // simply not tracks.
        let is_archive = matches!(origin, TrackOrigin::CdAudio(..));
        match measure(&origin) {
            Ok(ticks) => {
                table.ticks.insert(n, ticks);
            }
            Err(e) if !is_archive => problems.push(e),
            Err(_) => {}
        }
    }
    (table, problems)
}

/// The track table of the level at `level_path` of `game`, finding files
/// as the soundtrack does: the user's track map in `config_dir` (else the
/// shipped one), the level's folders, then `config_dir/music`.
pub fn level_track_table(
    game: Game,
    level_path: &Path,
    config_dir: Option<&Path>,
) -> (TrackTable, Vec<String>) {
    let mut problems = Vec::new();
    let map = TrackMap::load(game, config_dir).unwrap_or_else(|e| {
        problems.push(e);
        TrackMap::shipped(game)
    });
    let level_dir = level_path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let extra: Vec<PathBuf> = config_dir.map(|d| d.join("music")).into_iter().collect();
    let (table, more) = track_table(&map, &level_dir, &extra);
    problems.extend(more);
    (table, problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_round_up() {
        assert_eq!(ticks_of(44_100, 44_100), 30);
        assert_eq!(ticks_of(44_101, 44_100), 31);
        assert_eq!(ticks_of(0, 22_050), 0);
        assert_eq!(ticks_of(5, 0), 0);
    }

    #[test]
    fn an_ogg_tail_gives_its_last_granule() {
        let mut tail = vec![0u8; 10];
        for granule in [1000i64, 4410] {
            tail.extend(b"OggS\x00\x04");
            tail.extend(granule.to_le_bytes());
            tail.extend([0u8; 40]);
        }
        assert_eq!(last_granule(&tail), Some(4410));
        assert_eq!(last_granule(b"nothing here at all, not a page"), None);
    }
}
