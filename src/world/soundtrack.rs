//! What the world knows of the soundtrack: how long each one-shot track
//! lasts (a table the game layer measures from the track files when a level
//! loads and hands over) and which one-shot track it last asked for, since
//! when. Scripts learn from it whether a track is still playing without the
//! world ever waiting on the audio thread: the answer depends only on the
//! level, the inputs, the seed and the track files, so `play` and a headless
//! `sim` decide the same.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{Event, World};

/// The soundtrack's timing for one level: each track's length in ticks (a
/// track with no file is absent and lasts 0 ticks) and the tracks that loop
/// (ambiences: they never take the one-shot place).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrackTable {
    /// Length in whole ticks (rounded up) of each track a file was found for.
    pub ticks: BTreeMap<u16, u32>,
    /// Tracks that loop.
    pub looped: BTreeSet<u16>,
}

impl TrackTable {
    /// Ticks track `track` lasts: 0 when no file was found for it.
    pub fn length(&self, track: u16) -> u32 {
        self.ticks.get(&track).copied().unwrap_or(0)
    }
}

/// The one-shot track the world asked for last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayingTrack {
    pub track: u16,
    /// The tick it was asked for on.
    pub started: u64,
    /// Its length in ticks when it was asked for.
    pub ticks: u32,
}

impl World {
    /// Hands the world the soundtrack's timing (the game layer, when the
    /// level loads; tests, with lengths of their own).
    pub fn set_track_table(&mut self, table: Arc<TrackTable>) {
        self.track_table = table;
    }

    /// Asks for soundtrack track `track` (a [`Event::Track`] for the audio)
    /// and, when it plays once, remembers it as the one playing from this
    /// tick on; a looped track leaves the one-shot track as it was.
    pub fn play_track(&mut self, track: u16) {
        self.emit(Event::Track { track });
        if self.track_table.looped.contains(&track) {
            return;
        }
        self.one_shot_track = Some(PlayingTrack {
            track,
            started: self.tick,
            ticks: self.track_table.length(track),
        });
    }

    /// Stops the one-shot track, if one plays (a [`Event::StopTrack`] for the
    /// audio, which brings the ambience back): a scene cut short ends its
    /// music (TOMB4 `S_CDStop`).
    pub fn stop_track(&mut self) {
        self.emit(Event::StopTrack);
        self.one_shot_track = None;
    }

    /// The one-shot track still playing and the ticks it has left (at least
    /// 1), or None once it has ended (or none was asked for).
    pub fn track_playing(&self) -> Option<(u16, u32)> {
        let p = self.one_shot_track?;
        let end = p.started + u64::from(p.ticks);
        (self.tick < end).then(|| (p.track, (end - self.tick) as u32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world() -> World {
        use crate::builder::{build, LevelDef, RoomDef};
        let def = LevelDef {
            rooms: vec![RoomDef::boxed(0, 0, 4, 4, 0, -12)],
            ..Default::default()
        };
        let raw = build(&def, crate::format::Game::Tr5);
        let level = crate::level::Level::from_raw(&raw).expect("a builder room loads");
        World::new(Arc::new(level), 1)
    }

    #[test]
    fn a_track_plays_for_its_length_then_ends() {
        let mut w = world();
        let mut table = TrackTable::default();
        table.ticks.insert(7, 3);
        table.ticks.insert(9, 100);
        table.looped.insert(9);
        w.set_track_table(Arc::new(table));
        assert_eq!(w.track_playing(), None);
        w.play_track(7);
        assert_eq!(w.events, [Event::Track { track: 7 }]);
        assert_eq!(w.track_playing(), Some((7, 3)));
        // A looped track does not take the one-shot place.
        w.play_track(9);
        assert_eq!(w.track_playing(), Some((7, 3)));
        w.tick += 2;
        assert_eq!(w.track_playing(), Some((7, 1)));
        w.tick += 1;
        assert_eq!(w.track_playing(), None);
        // A track without a file lasts no time at all.
        w.play_track(8);
        assert_eq!(w.track_playing(), None);
        // A stopped track is over at once.
        w.play_track(7);
        w.events.clear();
        w.stop_track();
        assert_eq!(w.events, [Event::StopTrack]);
        assert_eq!(w.track_playing(), None);
    }
}
