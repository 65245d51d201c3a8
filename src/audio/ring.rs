//! A single-producer single-consumer ring of audio samples: the game thread
//! decodes a track into it, the mixer reads it in the device callback.
//! Lock-free and allocation-free on both ends once built.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};

/// Interleaved stereo samples in a fixed ring.
#[derive(Debug)]
pub struct Ring {
    slots: Box<[AtomicU32]>,
    /// Samples written / read so far (monotonic; index = count % len).
    written: AtomicUsize,
    read: AtomicUsize,
    /// Set by the producer when the source is exhausted.
    finished: AtomicBool,
}

impl Ring {
    /// A ring holding `capacity` samples.
    pub fn new(capacity: usize) -> Ring {
        Ring {
            slots: (0..capacity.max(2)).map(|_| AtomicU32::new(0)).collect(),
            written: AtomicUsize::new(0),
            read: AtomicUsize::new(0),
            finished: AtomicBool::new(false),
        }
    }

    /// Samples waiting to be read.
    pub fn available(&self) -> usize {
        self.written.load(Ordering::Acquire) - self.read.load(Ordering::Acquire)
    }

    /// Room for more samples.
    pub fn free(&self) -> usize {
        self.slots.len() - self.available()
    }

    /// Producer: appends as many of `samples` as fit; returns how many.
    pub fn push(&self, samples: &[f32]) -> usize {
        let n = samples.len().min(self.free());
        let w = self.written.load(Ordering::Relaxed);
        for (i, &s) in samples[..n].iter().enumerate() {
            self.slots[(w + i) % self.slots.len()].store(s.to_bits(), Ordering::Relaxed);
        }
        self.written.store(w + n, Ordering::Release);
        n
    }

    /// Consumer: the next sample, if any.
    #[inline]
    pub fn pop(&self) -> Option<f32> {
        let r = self.read.load(Ordering::Relaxed);
        if r == self.written.load(Ordering::Acquire) {
            return None;
        }
        let v = f32::from_bits(self.slots[r % self.slots.len()].load(Ordering::Relaxed));
        self.read.store(r + 1, Ordering::Release);
        Some(v)
    }

    /// Producer: no more samples will come.
    pub fn finish(&self) {
        self.finished.store(true, Ordering::Release);
    }

    /// True once the producer finished and everything was read.
    pub fn drained(&self) -> bool {
        self.finished.load(Ordering::Acquire) && self.available() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_and_keeps_order() {
        let r = Ring::new(4);
        assert_eq!(r.push(&[1.0, 2.0, 3.0]), 3);
        assert_eq!(r.pop(), Some(1.0));
        assert_eq!(r.push(&[4.0, 5.0, 6.0]), 2);
        let got: Vec<f32> = std::iter::from_fn(|| r.pop()).collect();
        assert_eq!(got, [2.0, 3.0, 4.0, 5.0]);
        assert!(!r.drained());
        r.finish();
        assert!(r.drained());
    }
}
