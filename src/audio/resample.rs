//! Band-limited resampling: windowed-sinc kernels (Kaiser window)
//! tabulated at fractional phases. Upsampling (the usual case: 11/22 kHz
//! samples on a 44.1/48 kHz device) uses 16 taps that keep the source band
//! flat to 0.35 of its rate (-0.1 dB) and push its images 60 dB down;
//! downsampling (raised pitch, high-rate tracks on a slower device) uses
//! 32 taps with the cutoff lowered so the stopband starts at the output's
//! Nyquist frequency and nothing folds back audibly.

/// The most taps a kernel has (source frames read per output frame).
pub const MAX_TAPS: usize = 32;
const PHASES: usize = 128;
/// Kaiser window shape: about 65 dB of stopband.
const BETA: f64 = 6.0;
/// The cutoffs tabulated (fractions of the source Nyquist the output can
/// hold, i.e. 1/step); a voice uses the largest not above what its step
/// allows.
const CUTOFFS: [f32; 6] = [1.0, 0.75, 0.5, 0.375, 0.25, 0.125];
/// Half the transition band of the 32-tap kernels, in cycles per source
/// frame: their passband ends this far below the output's Nyquist.
const DOWN_TRANSITION: f64 = 0.075;

/// One kernel: `PHASES + 1` rows of `taps` coefficients, each row summing
/// to one so a constant signal keeps its level.
#[derive(Debug, Clone)]
pub struct Kernel {
    /// Taps read per output frame.
    pub taps: usize,
    /// Taps before the current source frame.
    pub half: usize,
    rows: Box<[f32]>,
}

fn sinc(x: f64) -> f64 {
    if x.abs() < 1e-9 {
        1.0
    } else {
        let px = std::f64::consts::PI * x;
        px.sin() / px
    }
}

/// The zeroth-order modified Bessel function (series).
fn bessel_i0(x: f64) -> f64 {
    let mut sum = 1.0;
    let mut term = 1.0;
    for k in 1..40 {
        term *= (x / 2.0 / k as f64).powi(2);
        sum += term;
    }
    sum
}

/// Kaiser window over `-1..=1`.
fn window(t: f64) -> f64 {
    if t.abs() >= 1.0 {
        return 0.0;
    }
    bessel_i0(BETA * (1.0 - t * t).sqrt()) / bessel_i0(BETA)
}

impl Kernel {
    /// A kernel of `taps` taps passing up to `cutoff` cycles per source frame.
    pub fn new(taps: usize, cutoff: f64) -> Kernel {
        let taps = taps.clamp(2, MAX_TAPS);
        let half = taps / 2 - 1;
        let fc = 2.0 * cutoff;
        let half_width = taps as f64 / 2.0;
        let mut rows = vec![0.0f32; (PHASES + 1) * taps];
        for p in 0..=PHASES {
            let frac = p as f64 / PHASES as f64;
            let mut tmp = [0.0f64; MAX_TAPS];
            for (k, c) in tmp[..taps].iter_mut().enumerate() {
                // Tap k reads source frame (i - half + k); its distance from
                // the output position i + frac:
                let x = k as f64 - half as f64 - frac;
                *c = fc * sinc(fc * x) * window(x / half_width);
            }
            let sum: f64 = tmp[..taps].iter().sum();
            for (dst, c) in rows[p * taps..(p + 1) * taps].iter_mut().zip(tmp) {
                *dst = (c / sum) as f32;
            }
        }
        Kernel {
            taps,
            half,
            rows: rows.into_boxed_slice(),
        }
    }

    /// The kernel for a voice allowed `fraction` of the source band.
    fn for_cutoff(fraction: f32) -> Kernel {
        if fraction >= 1.0 {
            Kernel::new(16, 0.45)
        } else {
            let nyquist = 0.5 * fraction as f64;
            Kernel::new(MAX_TAPS, (nyquist - DOWN_TRANSITION).max(nyquist * 0.5))
        }
    }

    /// The coefficients at fractional position `frac` (0..1), interpolated
    /// between the two nearest tabulated phases, in `out[..taps]`.
    #[inline]
    pub fn coefficients(&self, frac: f32, out: &mut [f32; MAX_TAPS]) {
        let n = self.taps;
        let x = frac.clamp(0.0, 1.0) * PHASES as f32;
        let p = (x as usize).min(PHASES - 1);
        let t = x - p as f32;
        let a = &self.rows[p * n..(p + 1) * n];
        let b = &self.rows[(p + 1) * n..(p + 2) * n];
        for k in 0..n {
            out[k] = a[k] + (b[k] - a[k]) * t;
        }
    }
}

/// The kernels for every tabulated cutoff, built once per mixer.
#[derive(Debug, Clone)]
pub struct Kernels {
    kernels: Vec<Kernel>,
}

impl Default for Kernels {
    fn default() -> Kernels {
        Kernels {
            kernels: CUTOFFS.iter().map(|&c| Kernel::for_cutoff(c)).collect(),
        }
    }
}

impl Kernels {
    /// The kernel index for a voice stepping `step` source frames per
    /// output frame: 0 (full band) when upsampling.
    pub fn index_for_step(step: f64) -> usize {
        let wanted = (1.0 / step.max(1e-6)) as f32;
        CUTOFFS
            .iter()
            .position(|&c| c <= wanted + 1e-6)
            .unwrap_or(CUTOFFS.len() - 1)
    }

    /// Kernel `i` (clamped).
    #[inline]
    pub fn get(&self, i: usize) -> &Kernel {
        &self.kernels[i.min(self.kernels.len() - 1)]
    }
}

/// Convolves the first `taps` coefficients with the frames `frame(k)`.
#[inline]
pub fn convolve(
    coefficients: &[f32; MAX_TAPS],
    taps: usize,
    frame: impl Fn(usize) -> [f32; 2],
) -> [f32; 2] {
    let mut l = 0.0;
    let mut r = 0.0;
    for (k, &c) in coefficients[..taps].iter().enumerate() {
        let f = frame(k);
        l += f[0] * c;
        r += f[1] * c;
    }
    [l, r]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_sum_to_one_and_phase_zero_is_nearly_an_impulse() {
        let k = Kernel::for_cutoff(1.0);
        let mut c = [0.0; MAX_TAPS];
        k.coefficients(0.0, &mut c);
        let sum: f32 = c[..k.taps].iter().sum();
        assert!((sum - 1.0).abs() < 1e-5);
        let peak = c
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1))
            .unwrap()
            .0;
        assert_eq!(peak, k.half);
    }

    #[test]
    fn the_cutoff_follows_the_step() {
        assert_eq!(Kernels::index_for_step(0.25), 0);
        assert_eq!(Kernels::index_for_step(1.0), 0);
        assert_eq!(Kernels::index_for_step(1.2), 1);
        assert_eq!(Kernels::index_for_step(2.0), 2);
        assert_eq!(Kernels::index_for_step(100.0), CUTOFFS.len() - 1);
    }
}
