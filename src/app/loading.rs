//! The loading screen: while a level loads, the window shows its name,
//! what is being done and a bar of how far it has come (black behind: the
//! level's own pictures are not read), then, over the level as it starts,
//! its name as a title card for a few seconds.

use crate::game::session::LoadProgress;
use crate::render::font::{text_width, CELL_H};
use crate::render::overlay::{Colour, Overlay};

const GOLD: Colour = [1.0, 0.8, 0.3, 1.0];
const TEXT: Colour = [0.93, 0.9, 0.8, 1.0];
const BAR_BACK: Colour = [0.2, 0.16, 0.1, 1.0];

/// How long the title card stays, and how long it takes to fade, in
/// seconds.
pub const TITLE_SECONDS: f32 = 3.0;
const FADE_SECONDS: f32 = 1.0;

/// Queues `text` centred across a window `width` wide at `y`.
fn centred(overlay: &mut Overlay, width: f32, y: f32, scale: f32, colour: Colour, text: &str) {
    let x = ((width - text_width(text, scale)) / 2.0).max(0.0);
    overlay.text(x.round(), y.round(), scale, colour, text);
}

/// Draws one frame of the loading screen for `p` on `window` and shows it.
pub fn draw(window: &sdl2::video::Window, overlay: &mut Overlay, p: &LoadProgress) {
    let size = window.drawable_size();
    let (w, h) = (size.0 as f32, size.1 as f32);
    let scale = crate::render::hud::text_scale(size.1);
    // SAFETY: clearing the default framebuffer of the current context.
    unsafe {
        gl::Viewport(0, 0, size.0 as i32, size.1 as i32);
        gl::ClearColor(0.0, 0.0, 0.0, 1.0);
        gl::Clear(gl::COLOR_BUFFER_BIT | gl::DEPTH_BUFFER_BIT);
    }
    let big = (scale * 1.5).round();
    centred(overlay, w, h * 0.35, big, GOLD, &p.level);
    centred(
        overlay,
        w,
        h * 0.35 + 2.5 * CELL_H * big,
        scale,
        TEXT,
        &format!("LOADING: {}", p.step),
    );
    let (bw, bh) = ((w * 0.5).round(), (CELL_H * scale * 0.75).round());
    let (bx, by) = (((w - bw) / 2.0).round(), (h * 0.6).round());
    overlay.rect(bx, by, bw, bh, BAR_BACK);
    overlay.rect(bx, by, (bw * p.done.clamp(0.0, 1.0)).round(), bh, GOLD);
    overlay.draw(&crate::render::math::Mat4::IDENTITY, size);
    window.gl_swap_window();
}

/// Queues the title card of level `name`, `age` seconds after the level
/// started (nothing once it has gone).
pub fn queue_title(overlay: &mut Overlay, name: &str, age: f32, size: (u32, u32)) {
    let fade = ((TITLE_SECONDS - age) / FADE_SECONDS).clamp(0.0, 1.0);
    if fade <= 0.0 || name.is_empty() {
        return;
    }
    let scale = (crate::render::hud::text_scale(size.1) * 2.0).round();
    let colour = [GOLD[0], GOLD[1], GOLD[2], fade];
    centred(
        overlay,
        size.0 as f32,
        size.1 as f32 * 0.25,
        scale,
        colour,
        name,
    );
}
