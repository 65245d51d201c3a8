//! Rendering offscreen (`SDL_VIDEODRIVER=offscreen`, Mesa's llvmpipe): frames
//! of the demo and the real levels, translucency, game pages and the reference
//! images of builder scenes.

#[path = "../common/mod.rs"]
mod common;

mod frames;
mod pages;
mod reference_images;
mod translucency;
