//! The inputs fed to the world tick by tick, the same way in `play` and
//! `sim`: replayed inputs (a demo or an input file) while they last, then
//! the player's; optionally recorded as they are fed, so a session can be
//! replayed with `sim --input`.

use super::input_file::Inputs;
use crate::world::Input;

/// Feeds and records one session's inputs. Call [`Feed::next`] once per
/// world tick and only then: paused frames step nothing and record nothing.
#[derive(Debug, Clone, Default)]
pub struct Feed {
    replay: Inputs,
    /// Position in `replay`: run index and ticks used of that run.
    run: usize,
    used: u32,
    recorded: Option<Inputs>,
    ticks: u64,
}

impl Feed {
    /// A feed replaying `replay` (if any), recording when `record`.
    pub fn new(replay: Option<Inputs>, record: bool) -> Feed {
        Feed {
            replay: replay.unwrap_or_default(),
            recorded: record.then(Inputs::default),
            ..Default::default()
        }
    }

    /// True while replayed inputs remain.
    pub fn replaying(&self) -> bool {
        self.run < self.replay.runs().len()
    }

    /// How many replayed ticks there are in all.
    pub fn replay_len(&self) -> u64 {
        self.replay.len()
    }

    /// The input of the next tick: the replayed one while they last, else
    /// `player`'s.
    pub fn next(&mut self, player: Input) -> Input {
        let input = match self.replay.runs().get(self.run) {
            Some(&(count, input)) => {
                self.used += 1;
                if self.used >= count {
                    self.run += 1;
                    self.used = 0;
                }
                input
            }
            None => player,
        };
        if let Some(r) = self.recorded.as_mut() {
            r.push(input);
        }
        self.ticks += 1;
        input
    }

    /// Ticks fed so far.
    pub fn ticks(&self) -> u64 {
        self.ticks
    }

    /// What was fed, when recording.
    pub fn recorded(&self) -> Option<&Inputs> {
        self.recorded.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(bits: u32) -> Input {
        Input { bits }
    }

    #[test]
    fn replayed_inputs_come_first_then_the_players() {
        let replay = Inputs::parse("2*forward\njump\n", "t").unwrap();
        let mut feed = Feed::new(Some(replay), true);
        assert!(feed.replaying());
        assert_eq!(feed.replay_len(), 3);
        let fed: Vec<u32> = (0..5).map(|_| feed.next(i(Input::BACK)).bits).collect();
        assert_eq!(
            fed,
            [
                Input::FORWARD,
                Input::FORWARD,
                Input::JUMP,
                Input::BACK,
                Input::BACK
            ]
        );
        assert!(!feed.replaying());
        assert_eq!(feed.ticks(), 5);
        let rec = feed.recorded().unwrap();
        assert_eq!(rec.iter().map(|x| x.bits).collect::<Vec<_>>(), fed);
    }

    #[test]
    fn a_recording_starts_at_the_first_tick_and_holds_only_ticks() {
        let mut feed = Feed::new(None, true);
        assert_eq!(feed.recorded().unwrap().len(), 0);
        // A frame of two ticks, a paused frame (no call), a frame of one.
        feed.next(i(Input::FORWARD));
        feed.next(i(Input::FORWARD));
        feed.next(i(0));
        let rec = feed.recorded().unwrap();
        assert_eq!(rec.to_text(""), "2*forward\nnone\n");
        assert!(Feed::new(None, false).recorded().is_none());
    }
}
