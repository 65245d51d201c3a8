//! Readable text: the TR1–TR3 levels' own font sprites, measured from
//! their ink, and the embedded face for everything they cannot draw.

#![cfg(feature = "frontend")]

use crate::common;
use tombrs::render::level_font::LevelFont;

#[test]
fn tr1_to_tr3_levels_carry_a_font_measured_from_its_ink() {
    for rel in ["tr1/TEST1.PHD", "tr2/TEST1.TR2", "tr3/TEST1.TR2"] {
        let Some(path) = common::shared(rel) else {
            return;
        };
        let level = tombrs::app::load_level(&path, false).unwrap();
        let font = LevelFont::of(&level).unwrap_or_else(|| panic!("{rel} has a font"));
        let w = |t: &str| font.width(&level, t, 1.0);
        // Every sprite is a 16-unit cell; the ink fits in it, and an I is
        // narrower than an M (TRX tr1 text.c's widths: I 8, M 13).
        assert!(w("I") < w("M"), "{rel}: I {} M {}", w("I"), w("M"));
        assert!(w("M") <= 16.0 * 8.0 / 15.0 + 1e-3, "{rel}: M {}", w("M"));
        assert!(w("i") > 0.0 && w(".") > 0.0, "{rel}");
        assert!(font.covers(&level, "Load Game? 3 OF 5, 10% - 'A'"), "{rel}");
        for no_sprite in ["f(x)", "a_b", "é", "[1]"] {
            assert!(!font.covers(&level, no_sprite), "{rel}: {no_sprite}");
        }
    }
    // TR4 and TR5 draw with a font of their own, not sprites: the embedded
    // face stands in.
    if let Some(path) = common::shared("tr4/TEST1.TR4") {
        let level = tombrs::app::load_level(&path, false).unwrap();
        assert_eq!(LevelFont::of(&level), None);
    }
}
