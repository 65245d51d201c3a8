//! The originals' integer arithmetic: 16-bit angles (65536 a turn), sine and
//! cosine with a 14-bit fraction read from a quarter-wave table of 1,024
//! steps, the arctangent read from a table of 2,048 slopes, and the integer
//! square root. Every TR game, TR1 to TR5, moves and turns with these
//! tables (TRX `math/math.c` `Math_Sin`, `Math_Atan`, `Math_Sqrt`; TOMB4
//! `phd_sin`, `phd_atan`, `phd_sqrt`), so a gameplay figure computed with
//! them lands on the same unit as the original's.
//!
//! The tables are the originals' numbers: entry i of the sine table is
//! 16384·sin(i/1024 · 90°) rounded, entry i of the arctangent table is
//! atan(i/2048) in 65536ths of a turn rounded, each with one guard entry
//! (the tests check them against sums and samples of the originals').
//! They are built once, on first use.

use std::sync::OnceLock;

/// The fraction bits of a sine or cosine: 1.0 is `1 << W2V_SHIFT`.
pub const W2V_SHIFT: u32 = 14;
/// A quarter turn.
pub const QUARTER: i32 = 0x4000;
/// A half turn.
pub const HALF: i32 = 0x8000;
/// Entries of the sine table: a quarter wave of 1,024 steps, the end point
/// and one guard entry.
pub const SIN_ENTRIES: usize = 0x402;
/// Entries of the arctangent table: slopes 0..=2048 in 2048ths and one
/// guard entry.
pub const ATAN_ENTRIES: usize = 0x802;
/// The arctangent's octant bases, indexed by (x < 0) << 2 | (y < 0) << 1 |
/// (|y| > |x|); the sum with the table entry is taken as an absolute value.
pub const ATAN_BASE: [i32; 8] = [
    0, -0x4000, -0xFFFF, 0xC000, -0x8000, 0x4000, 0x8000, -0xC000,
];

struct Tables {
    sin: [i16; SIN_ENTRIES],
    atan: [i16; ATAN_ENTRIES],
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut sin = [0i16; SIN_ENTRIES];
        for (i, v) in sin.iter_mut().enumerate() {
            let radians = i as f64 / 1024.0 * std::f64::consts::FRAC_PI_2;
            *v = (radians.sin() * 16384.0).round() as i16;
        }
        let mut atan = [0i16; ATAN_ENTRIES];
        for (i, v) in atan.iter_mut().enumerate().take(ATAN_ENTRIES - 1) {
            let turns = (i as f64 / 2048.0).atan() / std::f64::consts::PI * 32768.0;
            *v = turns.round() as i16;
        }
        // The guard entry repeats 45°, not atan(2049/2048).
        atan[ATAN_ENTRIES - 1] = 0x2000;
        Tables { sin, atan }
    })
}

/// The sine table (a quarter wave, 14-bit fraction), for hosts that publish
/// it to scripts.
pub fn sin_table() -> &'static [i16] {
    &tables().sin
}

/// The arctangent table (65536ths of a turn by slope in 2048ths).
pub fn atan_table() -> &'static [i16] {
    &tables().atan
}

/// The sine of a 16-bit angle (only the low 16 bits count), ×16384.
pub fn sin(angle: impl Into<i32>) -> i32 {
    let turn = angle.into() as u16;
    let mut sector = turn & (HALF as u16 - 1);
    if sector > QUARTER as u16 {
        sector = HALF as u16 - sector;
    }
    let v = tables().sin[(sector >> 4) as usize] as i32;
    if turn >= HALF as u16 {
        -v
    } else {
        v
    }
}

/// The cosine of a 16-bit angle, ×16384.
pub fn cos(angle: impl Into<i32>) -> i32 {
    sin(angle.into().wrapping_add(QUARTER))
}

/// The heading of the vector (x, z) as the originals take it, called with
/// the z difference first (`atan(dz, dx)`): 0 along +z, 16384 along +x, in
/// 0..=65535. (0, 0) is 0.
pub fn atan(z: i32, x: i32) -> i32 {
    if z == 0 && x == 0 {
        return 0;
    }
    let (mut a, mut b) = (z as i64, x as i64);
    let mut octant = 0usize;
    if a < 0 {
        octant |= 4;
        a = -a;
    }
    if b < 0 {
        octant |= 2;
        b = -b;
    }
    if b > a {
        octant |= 1;
        std::mem::swap(&mut a, &mut b);
    }
    // C's truncating division of non-negative values.
    let slope = (0x800 * b / a) as usize;
    (ATAN_BASE[octant] + tables().atan[slope] as i32).abs()
}

/// The integer square root, floor(√n), as the originals' bitwise routine
/// answers it.
pub fn sqrt(n: u32) -> u32 {
    sqrt_wide(n as u64) as u32
}

/// floor(√n) over 64 bits: the originals' bitwise routine started from a
/// higher bit, for squared lengths past 32 bits (the answer is the same
/// as [`sqrt`]'s wherever both apply, the floor being unique).
pub fn sqrt_wide(n: u64) -> u64 {
    let mut n = n;
    let mut root = 0u64;
    let mut bit = 1u64 << 62;
    while bit > n {
        bit >>= 2;
    }
    while bit != 0 {
        if n >= root + bit {
            n -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    root
}

/// An angle as the originals' signed 16-bit `PHD_ANGLE`: −32768..=32767.
pub fn angle16(angle: i32) -> i32 {
    angle as i16 as i32
}

/// `(value · sin(angle)) >> 14`: a length projected on an axis, with C's
/// arithmetic shift (rounding towards −∞).
pub fn scale_sin(value: i32, angle: i32) -> i32 {
    ((value as i64 * sin(angle) as i64) >> W2V_SHIFT) as i32
}

/// `(value · cos(angle)) >> 14`.
pub fn scale_cos(value: i32, angle: i32) -> i32 {
    ((value as i64 * cos(angle) as i64) >> W2V_SHIFT) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sums of the originals' tables (TRX `math/math.c` m_SinTable and
    /// m_AtanAngleTable, which TOMB4/TOMB5 share as rcossin_tbl/atanTab):
    /// every entry is checked through these and the samples below.
    #[test]
    fn tables_are_the_originals() {
        let s: i64 = sin_table().iter().map(|&v| v as i64).sum();
        let a: i64 = atan_table().iter().map(|&v| v as i64).sum();
        let ws: i64 = sin_table()
            .iter()
            .enumerate()
            .map(|(i, &v)| i as i64 * v as i64)
            .sum();
        let wa: i64 = atan_table()
            .iter()
            .enumerate()
            .map(|(i, &v)| i as i64 * v as i64)
            .sum();
        assert_eq!((s, ws), (10_705_310, 6_987_940_057));
        assert_eq!((a, wa), (9_386_192, 12_510_810_857));
        assert_eq!(&sin_table()[..4], &[0, 0x19, 0x32, 0x4B]);
        assert_eq!(sin_table()[1024], 0x4000);
        assert_eq!(&atan_table()[..8], &[0, 5, 10, 15, 20, 25, 31, 36]);
        assert_eq!(atan_table()[2048], 0x2000);
    }

    #[test]
    fn sine_and_cosine_of_the_compass() {
        assert_eq!(sin(0), 0);
        assert_eq!(sin(0x4000), 16384);
        assert_eq!(sin(0x8000), 0);
        assert_eq!(sin(0xC000), -16384);
        assert_eq!(cos(0), 16384);
        assert_eq!(cos(0x8000), -16384);
        // 16-bit wrap: −90° is 270°.
        assert_eq!(sin(-0x4000), -16384);
        assert_eq!(sin(0x1_4000), 16384);
        // The table steps every 16 units: angles inside a step share it.
        assert_eq!(sin(0x2000), sin(0x200F));
        assert_eq!(sin(0x2000), 11585);
    }

    #[test]
    fn arctangent_of_the_compass_and_its_octants() {
        assert_eq!(atan(100, 0), 0);
        assert_eq!(atan(0, 100), 0x4000);
        assert_eq!(atan(-100, 0), 0x8000);
        assert_eq!(atan(0, -100), 0xC000);
        assert_eq!(atan(100, 100), 0x2000);
        assert_eq!(atan(-100, -100), 0xA000);
        assert_eq!(atan(0, 0), 0);
        // The heading of a step along an angle comes back within a table step.
        for a in (0..65536).step_by(97) {
            let (x, z) = (scale_sin(4096, a), scale_cos(4096, a));
            let back = atan(z, x);
            let d = angle16(back - a);
            assert!(d.abs() <= 24, "angle {a}: atan gave {back}");
        }
    }

    #[test]
    fn square_root_is_the_floor() {
        for n in [
            0u32,
            1,
            2,
            3,
            4,
            15,
            16,
            17,
            99,
            100,
            65535,
            65536,
            u32::MAX,
        ] {
            let r = sqrt(n) as u64;
            assert!(r * r <= n as u64 && (r + 1) * (r + 1) > n as u64, "{n}");
        }
        assert_eq!(sqrt(12 * (512 + 800)), 125);
    }

    #[test]
    fn projections_round_towards_minus_infinity() {
        assert_eq!(scale_sin(100, 0x4000), 100);
        assert_eq!(scale_sin(100, 0xC000), -100);
        // 100·sin(1°)/16384 = 1.74… → 1; its negative → −2 (arithmetic shift).
        assert_eq!(scale_sin(100, 182), 1);
        assert_eq!(scale_sin(-100, 182), -2);
        assert_eq!(angle16(0xFFFF), -1);
        assert_eq!(angle16(0x8000), -32768);
    }
}
