//! What is drawn over the scene: the player's health bar, notices (pickups,
//! hints), the statistics panel and the debug views. Layout scales with the
//! window height so it reads the same at any resolution.

use crate::level::Level;

use super::debug_views::{self, DebugViews, Segment};
use super::font::CELL_H;
use super::level_font::Face;
use super::overlay::{Colour, Overlay};
use super::{math::Mat4, FrameStats, Scene};

/// The statistics panel's figures.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Statistics {
    pub fps: f32,
    /// Frame CPU time (visibility + submission) in milliseconds.
    pub cpu_ms: f32,
    pub tick: u64,
    /// The camera's room.
    pub room: u32,
}

/// A line on screen (a pickup, a hint) and the tick it leaves at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub until: u64,
}

/// One frame's HUD.
#[derive(Debug, Clone, Copy, Default)]
pub struct Hud<'a> {
    /// The player's health, 0..1 (None: no player).
    pub health: Option<f32>,
    /// The player's air, 0..1, shown while under water.
    pub air: Option<f32>,
    /// Lines to show, newest last.
    pub notices: &'a [Notice],
    /// The statistics panel, when toggled on.
    pub statistics: Option<Statistics>,
    pub debug: DebugViews,
    /// A line naming the view (free camera, model viewer…).
    pub caption: Option<&'a str>,
    /// What a script's requested view draws over the frame (binoculars'
    /// mask, a sight's dot), under the bars and text.
    pub sight: Option<crate::world::camera::Sight>,
    /// The face notices are drawn in (`Renderer::in_game_face`).
    pub face: Face<'a>,
    /// The letterbox bars' height in 256ths of the frame's height each
    /// (a flyby holding the player: `Snapshot::camera.bars`), under the
    /// sight, bars and text.
    pub letterbox: u8,
    /// How dark a flyby's fade makes the frame, 0 (clear) to 255 (black):
    /// over the picture and the letterbox, under the sight, bars and text.
    pub fade: u8,
}

/// The letterbox's two black bars across the top and bottom of a frame of
/// `size`, `height` 256ths of it each, whole pixels as TOMB4 output.cpp
/// sizes them (the frame's last row ÷ 256, truncated, times the height);
/// none at height 0.
pub fn letterbox_rects(height: u8, size: (u32, u32)) -> Vec<[f32; 4]> {
    let bar = (size.1.saturating_sub(1) / 256 * u32::from(height)).min(size.1 / 2) as f32;
    if bar == 0.0 {
        return Vec::new();
    }
    let (w, h) = (size.0 as f32, size.1 as f32);
    vec![[0.0, 0.0, w, bar], [0.0, h - bar, w, bar]]
}

const WHITE: Colour = [1.0, 1.0, 1.0, 1.0];
const PANEL: Colour = [0.0, 0.0, 0.0, 1.0];
const HEALTH: Colour = [0.85, 0.15, 0.1, 1.0];
const HEALTH_LOW: Colour = [1.0, 0.8, 0.1, 1.0];
const AIR: Colour = [0.2, 0.5, 1.0, 1.0];

/// Lara's bars: health (0..1) and, while she is in a water room or short
/// of breath, air (0..1). None without a Lara, and none while a flyby holds
/// her (TOMB4 health.cpp DrawGameInfo draws nothing while her control is
/// off), so the letterbox's picture has no bar over it.
pub fn player_bars(world: &crate::world::Snapshot) -> (Option<f32>, Option<f32>) {
    let Some(lara) = world.lara().filter(|_| !world.camera.holds_player) else {
        return (None, None);
    };
    let shown = world.level.active_room(&world.flipped, lara.room);
    let in_water = world
        .level
        .rooms
        .get(shown.index())
        .is_some_and(|r| r.is_water());
    let max = crate::world::entity::MAX_AIR;
    let air = (in_water || lara.air < max).then(|| lara.air.clamp(0, max) as f32 / max as f32);
    (Some(lara.health.clamp(0, 1000) as f32 / 1000.0), air)
}

/// Pixels per font pixel at a window height.
pub fn text_scale(height: u32) -> f32 {
    (height as f32 / 300.0).round().max(1.0)
}

fn bar(o: &mut Overlay, x: f32, y: f32, w: f32, h: f32, fill: f32, colour: Colour) {
    let border = (h / 6.0).round().max(1.0);
    o.rect(
        x - border,
        y - border,
        w + 2.0 * border,
        h + 2.0 * border,
        PANEL,
    );
    o.rect(x, y, w * fill.clamp(0.0, 1.0), h, colour);
}

/// The statistics panel's lines.
pub fn statistics_lines(s: &Statistics, frame: &FrameStats, debug: DebugViews) -> [String; 3] {
    let on = |b: bool| if b { "ON" } else { "OFF" };
    [
        format!(
            "{:.0} FPS  {:.2} MS CPU  {} DRAWS",
            s.fps, s.cpu_ms, frame.draw_calls
        ),
        format!(
            "ROOM {}  {} ROOMS VISIBLE  TICK {}",
            s.room, frame.rooms, s.tick
        ),
        format!(
            "F2 PORTALS {}  F3 BOXES {}  F4 TRIGGERS {}  F5 NAV {}",
            on(debug.portals),
            on(debug.collision_boxes),
            on(debug.trigger_sectors),
            on(debug.nav_boxes)
        ),
    ]
}

/// Queues the HUD and debug views of one frame on `overlay` and draws it.
/// `segments` is scratch space kept by the caller. Returns the draw calls.
pub fn draw(
    overlay: &mut Overlay,
    level: &Level,
    frame: &FrameStats,
    scene: &Scene,
    hud: &Hud,
    size: (u32, u32),
    segments: &mut Vec<Segment>,
) -> usize {
    let scale = text_scale(size.1);
    let (w, _h) = (size.0 as f32, size.1 as f32);
    let margin = 8.0 * scale;
    let line = (CELL_H + 3.0) * scale;
    if hud.debug.any() {
        segments.clear();
        debug_views::segments(
            level,
            hud.debug,
            &frame.visible,
            scene.entities,
            scene.alpha,
            segments,
        );
        for (a, b, c) in segments.iter() {
            overlay.line(*a, *b, *c);
        }
    }
    for r in letterbox_rects(hud.letterbox, size) {
        overlay.rect(r[0], r[1], r[2], r[3], PANEL);
    }
    if hud.fade > 0 {
        let dark = [0.0, 0.0, 0.0, f32::from(hud.fade) / 255.0];
        overlay.rect(0.0, 0.0, size.0 as f32, size.1 as f32, dark);
    }
    if let Some(sight) = &hud.sight {
        super::sight::queue(overlay, sight, size);
    }
    if let Some(health) = hud.health {
        let colour = if health < 0.25 { HEALTH_LOW } else { HEALTH };
        bar(
            overlay,
            margin,
            margin,
            40.0 * scale,
            4.0 * scale,
            health,
            colour,
        );
    }
    if let Some(air) = hud.air {
        let bw = 40.0 * scale;
        bar(overlay, w - margin - bw, margin, bw, 4.0 * scale, air, AIR);
    }
    let mut y = margin + 8.0 * scale;
    if let Some(s) = &hud.statistics {
        for text in statistics_lines(s, frame, hud.debug) {
            overlay.text(margin, y, scale, WHITE, &text);
            y += line;
        }
    }
    if let Some(c) = hud.caption {
        overlay.text(margin, y, scale, WHITE, c);
    }
    // Notices stack up from the bottom, centred, in the level's font.
    let face = hud.face;
    let mut ny = size.1 as f32 - margin - line;
    for n in hud.notices.iter().rev().map(|n| n.text.as_str()) {
        let x = ((w - face.width(n, scale)) / 2.0).max(0.0);
        overlay.text_in(face, (x, ny, scale), WHITE, n);
        ny -= line;
    }
    overlay.draw(&Mat4(frame.view_proj), size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_letterbox_bars_are_whole_256ths_of_the_last_row_times_their_height() {
        // TOMB4 output.cpp: (phd_winymax / 256, truncated) × FadeScreenHeight;
        // a flyby holding Lara grows them to 16 (spotcam.cpp SetFadeClip).
        assert_eq!(
            letterbox_rects(16, (640, 480)),
            vec![[0.0, 0.0, 640.0, 16.0], [0.0, 464.0, 640.0, 16.0]]
        );
        assert_eq!(
            letterbox_rects(16, (1920, 1080))[1],
            [0.0, 1016.0, 1920.0, 64.0]
        );
        assert_eq!(letterbox_rects(3, (1920, 1080))[0][3], 12.0);
        assert!(letterbox_rects(0, (640, 480)).is_empty());
        // Under 257 rows the bars are less than a pixel: none.
        assert!(letterbox_rects(16, (320, 200)).is_empty());
    }

    #[test]
    fn text_grows_with_the_window() {
        assert_eq!(text_scale(240), 1.0);
        assert_eq!(text_scale(720), 2.0);
        assert_eq!(text_scale(1080), 4.0);
        assert_eq!(text_scale(100), 1.0);
        let lines = statistics_lines(
            &Statistics {
                fps: 59.6,
                cpu_ms: 1.234,
                tick: 9,
                room: 3,
            },
            &FrameStats {
                rooms: 4,
                draw_calls: 31,
                ..Default::default()
            },
            DebugViews::default(),
        );
        assert_eq!(lines[0], "60 FPS  1.23 MS CPU  31 DRAWS");
        assert!(lines[1].contains("ROOM 3") && lines[2].contains("F2 PORTALS OFF"));
    }
}
