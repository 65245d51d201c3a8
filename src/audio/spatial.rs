//! Where a sound is heard from: distance attenuation to the sound's range
//! and a constant-power stereo pan from the listener's orientation.

/// World units per sector.
pub const SECTOR: f32 = 1024.0;

/// The ear: position in world units and yaw in radians (TR convention:
/// 0 faces +Z, positive turns toward +X; Y points down).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Listener {
    pub pos: [f32; 3],
    pub yaw: f32,
}

/// Left/right gains of a pan position in -1 (left) ..= 1 (right): the
/// constant-power law, so `l² + r² = 1` and the centre is -3 dB a side.
pub fn pan_gains(pan: f32) -> [f32; 2] {
    let theta = (pan.clamp(-1.0, 1.0) + 1.0) * std::f32::consts::FRAC_PI_4;
    [theta.cos(), theta.sin()]
}

/// Gain from distance: 1 at the listener, falling linearly to 0 at
/// `range` sectors.
pub fn attenuation(distance: f32, range_sectors: f32) -> f32 {
    let range = range_sectors.max(0.0) * SECTOR;
    if range <= 0.0 {
        return 0.0;
    }
    (1.0 - distance / range).clamp(0.0, 1.0)
}

impl Listener {
    /// Distance to `pos`.
    pub fn distance(&self, pos: [f32; 3]) -> f32 {
        let d = [
            pos[0] - self.pos[0],
            pos[1] - self.pos[1],
            pos[2] - self.pos[2],
        ];
        (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt()
    }

    /// Pan of a sound at `pos`: how far to the listener's right it is
    /// (the horizontal direction's component along the right vector).
    pub fn pan(&self, pos: [f32; 3]) -> f32 {
        let dx = pos[0] - self.pos[0];
        let dz = pos[2] - self.pos[2];
        let len = (dx * dx + dz * dz).sqrt();
        if len < 1.0 {
            return 0.0;
        }
        let right = [self.yaw.cos(), -self.yaw.sin()];
        ((dx * right[0] + dz * right[1]) / len).clamp(-1.0, 1.0)
    }

    /// Left/right gains of a sound at `pos` with `volume` and a range in
    /// sectors (None: not positional, centred at full volume).
    pub fn gains(&self, pos: Option<[f32; 3]>, volume: f32, range_sectors: f32) -> [f32; 2] {
        match pos {
            None => pan_gains(0.0).map(|g| g * volume),
            Some(p) => {
                let a = attenuation(self.distance(p), range_sectors) * volume;
                pan_gains(self.pan(p)).map(|g| g * a)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pan_law_keeps_power() {
        for i in -10..=10 {
            let [l, r] = pan_gains(i as f32 / 10.0);
            assert!((l * l + r * r - 1.0).abs() < 1e-6);
        }
        assert!(pan_gains(-1.0)[1].abs() < 1e-6);
        assert!(pan_gains(1.0)[0].abs() < 1e-6);
    }

    #[test]
    fn sounds_to_the_right_pan_right_whatever_the_yaw() {
        let mut l = Listener::default();
        assert!(l.pan([1000.0, 0.0, 0.0]) > 0.99);
        assert!(l.pan([-1000.0, 0.0, 0.0]) < -0.99);
        assert!(l.pan([0.0, 0.0, 1000.0]).abs() < 1e-3);
        // Facing +X (yaw 90°), -Z is on the right.
        l.yaw = std::f32::consts::FRAC_PI_2;
        assert!(l.pan([0.0, 0.0, -1000.0]) > 0.99);
    }

    #[test]
    fn attenuation_reaches_zero_at_the_range() {
        assert_eq!(attenuation(0.0, 8.0), 1.0);
        assert!((attenuation(4.0 * SECTOR, 8.0) - 0.5).abs() < 1e-6);
        assert_eq!(attenuation(9.0 * SECTOR, 8.0), 0.0);
    }
}
