//! The integer spline flybys run along (TOMB4 spotcam.cpp `Spline`) and
//! the search a tracking flyby makes for the place on it nearest the
//! player (`CalculateSpotCams` with `SP_TRACKCAMERA`).

use crate::world::fixed;

/// A whole run in [`spline`]'s units.
pub const SPLINE_ONE: i32 = 1 << 16;

/// TOMB4 spotcam.cpp `Spline`: the Catmull-Rom curve through `knots`
/// (at least four) at `x` of [`SPLINE_ONE`] along the whole run from the
/// second knot to the last but one, in integers: the span from `x`'s
/// whole part, the cubic's coefficients halved with C's arithmetic shifts,
/// the products in 64 bits each shifted down by 16.
pub fn spline(x: i32, knots: &[i32]) -> i32 {
    spline_by(x, knots.len(), |k| knots[k])
}

/// [`spline`] over `count` knots read through `knot` (index 0..count).
pub fn spline_by(x: i32, count: usize, knot: impl Fn(usize) -> i32) -> i32 {
    let spans = count as i64 - 3;
    let x = x as i64 * spans;
    let span = (x >> 16).min(spans - 1).max(0);
    let k = [0, 1, 2, 3].map(|i| i64::from(knot(span as usize + i)));
    let x = x - span * 65536;
    let half = |v: i64| v >> 1;
    let c1 = half(k[1]) - half(k[2]) - k[2] + k[1] + half(k[3]) + half(-k[0] - 1);
    let c2 = 2 * k[2] - 2 * k[1] - half(k[1]) - half(k[3]) + k[0];
    let c3 = half(k[2]) + half(-k[0] - 1);
    ((x * (((x * (((x * c1) >> 16) + c2)) >> 16) + c3)) >> 16) as i32 + k[1] as i32
}

/// Where along a run of `count` knots of positions `pos` the curve comes
/// nearest `subject`, as a tracking flyby looks for it: eight passes of
/// eight probes, the first an eighth of the run apart, each pass halving
/// the step and starting two steps before the best so far; a probe as near
/// as the best replaces it, and nothing farther than 65,536 units counts
/// (the original's starting best).
pub fn nearest_along(count: usize, pos: impl Fn(usize, usize) -> i32, subject: [i32; 3]) -> i32 {
    const PASSES: usize = 8;
    const PROBES: usize = 8;
    let mut best = 0;
    let mut step = SPLINE_ONE / 8;
    let mut probe = 0;
    for _ in 0..PASSES {
        let mut nearest = SPLINE_ONE as i64;
        for _ in 0..PROBES {
            let d = [0, 1, 2].map(|axis| {
                i64::from(spline_by(probe, count, |k| pos(k, axis))) - i64::from(subject[axis])
            });
            let length = fixed::sqrt_wide(d.iter().map(|v| (v * v) as u64).sum()) as i64;
            if length <= nearest {
                best = probe;
                nearest = length;
            }
            probe += step;
            if probe > SPLINE_ONE {
                break;
            }
        }
        step >>= 1;
        probe = (best - 2 * step).max(0);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spline_runs_through_its_middle_knots_in_integers() {
        // TOMB4 spotcam.cpp Spline over (0, 100, 200, 300): c1 = −1 (the
        // halves of the odd −k0 − 1 round down), c2 = 0, the linear term
        // 99; at the start the second knot, half way 149 (the exact curve:
        // 150), at the end 198.
        let k = [0, 100, 200, 300];
        assert_eq!(spline(0, &k), 100);
        assert_eq!(spline(SPLINE_ONE / 2, &k), 149);
        assert_eq!(spline(SPLINE_ONE, &k), 198);
        // A flat run stays one below its level once under way (c1 and the
        // linear term are −1: the halves of −5,241 round down).
        let flat = [5240; 4];
        assert_eq!(spline(0, &flat), 5240);
        assert_eq!(spline(30_000, &flat), 5239);
        // Six knots: three spans, the second starting a third of the way.
        let six = [0, 0, 300, 600, 900, 900];
        assert_eq!(spline(SPLINE_ONE / 3 + 1, &six), 300);
    }

    #[test]
    fn the_nearest_place_is_found_to_a_step_of_the_last_pass() {
        // A straight run along x from 0 to 8,192 (knots 0, 0, 8192, 8192):
        // the subject at x = 4,096, level with it, is found where the
        // curve passes 4,096 give or take the curve's rounding.
        let xs = [0, 0, 8192, 8192];
        let at = nearest_along(4, |k, axis| if axis == 0 { xs[k] } else { 0 }, [4096, 0, 0]);
        let x = spline(at, &xs);
        assert!((x - 4096).abs() <= 2, "{at} → {x}");
        // Beyond the end: the end.
        let at = nearest_along(
            4,
            |k, axis| if axis == 0 { xs[k] } else { 0 },
            [20000, 0, 0],
        );
        assert!(at >= SPLINE_ONE - 512, "{at}");
    }
}
