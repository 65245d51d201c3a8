//! The inventory ring: the items of a [`Ring`] drawn as the level's own 3D
//! models on a flat circle about a vertical axis, seen by a fixed camera a
//! little above it, as the Tomb Raider inventory looks. The item at the
//! ring's `turn` stands at the front facing the camera; the others spread
//! evenly round the circle behind it. The geometry (where each item stands,
//! the camera) is plain arithmetic, unit tested without GL; the drawing
//! reuses the renderer's mesh buffer and room program with a view of its
//! own, no rooms and no fog.

use super::math::Mat4;
use super::placement::matrix;
use super::Renderer;
use crate::game::page::Ring;
use crate::level::model::Model;
use crate::level::transform::{Bounds, Transform};
use crate::level::{Level, MeshId};
use crate::world::pose::{keyframes_at, mesh_transforms};

/// The ring's radius, world units (TR's own inventory ring is about this).
pub const RING_RADIUS: f32 = 688.0;
/// The size every item is scaled to (its largest extent), world units:
/// inventory models differ a lot in size between games.
pub const ITEM_SIZE: f32 = 360.0;
/// The camera's distance behind the ring's centre and its height above
/// the ring (world units, the ring in the plane y = 0, y pointing down).
const CAMERA_BACK: f32 = 1800.0;
const CAMERA_UP: f32 = 650.0;
/// Where the camera looks: a point on the ring's axis this far above its
/// plane (negative: below it), so the front item sits a little below the
/// middle of the screen and the back of the ring a third of the way down.
const AIM_UP: f32 = -200.0;
/// The camera's vertical field of view, degrees.
const FOV: f32 = 50.0;
/// How far the ring climbs at `rise` 1: enough to leave the top of the
/// screen entirely.
const RISE_DISTANCE: f32 = 2600.0;
/// Examine: the front item grows by this factor and comes this much
/// closer to the camera (world units), rising to the middle of the screen.
const EXAMINE_SCALE: f32 = 1.4;
const EXAMINE_FORWARD: f32 = 250.0;
const EXAMINE_UP: f32 = 150.0;
/// Near and far planes of the ring's projection.
const NEAR: f32 = 16.0;
const FAR: f32 = 20_000.0;
/// The light on meshes stored with normals (their vertices carry no
/// shade of their own): even, a little under full so textures keep their
/// contrast against the highlights of meshes with their own shades.
const RING_LIGHT: [f32; 3] = [0.95, 0.95, 0.95];
/// A full turn in TR angle units.
const FULL_TURN: f32 = 65536.0;

/// Where one item of the ring stands this frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ItemPlace {
    /// Its index in the ring's items.
    pub index: usize,
    /// The centre of the item, world units (ring space, y down).
    pub pos: [f32; 3],
    /// Its turn about its vertical axis, TR units: facing out from the
    /// ring's centre, plus its own spin.
    pub yaw: f32,
    /// Its largest extent, world units.
    pub size: f32,
    /// The item in front (drawn large while examined).
    pub front: bool,
}

/// The camera's position (ring space).
pub fn eye() -> [f32; 3] {
    [0.0, -CAMERA_UP, -CAMERA_BACK]
}

/// The ring's view-projection on a target of `size` pixels.
pub fn view_projection(size: (u32, u32)) -> Mat4 {
    let aspect = size.0.max(1) as f32 / size.1.max(1) as f32;
    let proj = Mat4::perspective(FOV.to_radians(), aspect, NEAR, FAR);
    // Positive pitch looks down, towards the aim point on the axis.
    let pitch = (CAMERA_UP - AIM_UP).atan2(CAMERA_BACK);
    proj.mul(&Mat4::tr_view(eye(), 0.0, pitch))
}

/// Where each item of `ring` stands: evenly round the circle, the one at
/// `turn` in front (nearest the camera), the next ones to its right.
pub fn places(ring: &Ring) -> Vec<ItemPlace> {
    let n = ring.items.len();
    if n == 0 {
        return Vec::new();
    }
    let turn = if ring.turn.is_finite() {
        ring.turn
    } else {
        0.0
    };
    let lift = -ring.rise.clamp(0.0, 1.0) * RISE_DISTANCE;
    let front = nearest_item(turn, n);
    ring.items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            // Angle round the ring from the front, radians (positive: to
            // the camera's right, then round the back).
            let a = (i as f32 - turn) / n as f32 * std::f32::consts::TAU;
            let mut pos = [a.sin() * RING_RADIUS, lift, -a.cos() * RING_RADIUS];
            let mut size = ITEM_SIZE;
            let is_front = i == front;
            if is_front && ring.examine {
                size *= EXAMINE_SCALE;
                pos[1] -= EXAMINE_UP;
                pos[2] -= EXAMINE_FORWARD;
            }
            // Facing out from the centre: +z (a model's front) towards the
            // camera for the item in front.
            let out = FULL_TURN / 2.0 - a / std::f32::consts::TAU * FULL_TURN;
            ItemPlace {
                index: i,
                pos,
                yaw: out + item.spin as f32,
                size,
                front: is_front,
            }
        })
        .collect()
}

/// The item nearest the front at `turn`, of `n` (> 0).
fn nearest_item(turn: f32, n: usize) -> usize {
    (turn.round() as i64).rem_euclid(n as i64) as usize
}

/// Pixel position (origin top left) of ring point `p`, if in front of the
/// camera.
pub fn screen_point(view_proj: &Mat4, p: [f32; 3], size: (u32, u32)) -> Option<[f32; 2]> {
    let c = view_proj.transform(p);
    if c[3] <= NEAR * 0.5 {
        return None;
    }
    let (x, y) = (c[0] / c[3], c[1] / c[3]);
    Some([
        (x + 1.0) / 2.0 * size.0 as f32,
        (1.0 - y) / 2.0 * size.1 as f32,
    ])
}

/// A model posed for the ring: each mesh with its transform in model
/// space, and the bounds of the posed vertices.
pub struct PosedModel {
    pub meshes: Vec<(MeshId, Transform)>,
    pub bounds: Bounds,
}

/// The model of type `type_id` posed at `frame` of its first animation
/// (counted from the animation's start), or in the mesh tree's rest pose
/// when it has none. None when the level lacks the model or it has no
/// vertices to draw.
pub fn posed_model(level: &Level, type_id: u32, frame: u16) -> Option<PosedModel> {
    let (id, model) = level.model_by_type(type_id)?;
    let animated = model.first_animation.and_then(|anim| {
        let a = level.animations.get(anim.index())?;
        let at = a.frame_start.saturating_add(frame);
        keyframes_at(level, anim, at)?;
        Some(mesh_transforms(level, id, anim, at))
    });
    let transforms = animated.unwrap_or_else(|| rest_pose(model));
    let mut bounds = Bounds::default();
    let mut meshes = Vec::with_capacity(model.meshes.len());
    for (mesh, t) in model.meshes.iter().zip(transforms) {
        if let Some(m) = level.meshes.get(mesh.index()) {
            bounds.add(&t, &m.vertices);
            meshes.push((*mesh, t));
        }
    }
    (!bounds.is_empty()).then_some(PosedModel { meshes, bounds })
}

/// Each node placed by its offset from its parent, unturned.
fn rest_pose(model: &Model) -> Vec<Transform> {
    let mut out: Vec<Transform> = Vec::with_capacity(model.meshes.len());
    for i in 0..model.meshes.len() {
        let offset = model
            .offsets
            .get(i)
            .map_or([0.0; 3], |o| o.map(|v| v as f32));
        let parent = model
            .parents
            .get(i)
            .copied()
            .flatten()
            .and_then(|p| out.get(p as usize).copied());
        let local = Transform {
            pos: offset,
            ..Transform::IDENTITY
        };
        out.push(match parent {
            Some(p) => p.then(&local),
            None => local,
        });
    }
    out
}

/// The model matrix that puts a posed model's bounds centre at `place`,
/// turned by its yaw and scaled to its size.
pub fn item_matrix(place: &ItemPlace, bounds: &Bounds) -> Mat4 {
    let extent = (0..3)
        .map(|k| bounds.hi[k] - bounds.lo[k])
        .fold(0.0f32, f32::max);
    let scale = if extent > 1.0 {
        place.size / extent
    } else {
        1.0
    };
    let centre = [0, 1, 2].map(|k| (bounds.lo[k] + bounds.hi[k]) / 2.0);
    let turn = matrix(&Transform::rotation([0.0, place.yaw, 0.0], place.pos));
    let mut fit = Mat4::IDENTITY;
    for (k, c) in centre.iter().enumerate() {
        fit.0[k * 5] = scale;
        fit.0[12 + k] = -c * scale;
    }
    turn.mul(&fit)
}

/// The corners of an item's placeholder box (a cube of half its size,
/// about its place), as line segments.
pub fn placeholder_box(place: &ItemPlace) -> Vec<([f32; 3], [f32; 3])> {
    let h = place.size / 4.0;
    let c = place.pos;
    let corner = |i: usize| {
        [
            c[0] + if i & 1 != 0 { h } else { -h },
            c[1] + if i & 2 != 0 { h } else { -h },
            c[2] + if i & 4 != 0 { h } else { -h },
        ]
    };
    let mut out = Vec::with_capacity(12);
    for i in 0..8usize {
        for bit in [1, 2, 4] {
            if i & bit == 0 {
                out.push((corner(i), corner(i | bit)));
            }
        }
    }
    out
}

/// What the ring drew: draw calls, and the items the level has no model
/// for (with their places), for the caller to mark.
#[derive(Debug, Default)]
pub struct RingDrawn {
    pub draw_calls: usize,
    pub missing: Vec<ItemPlace>,
}

/// Draws the ring's items into the current framebuffer of `size` pixels,
/// after clearing its depth (the level behind never cuts the ring).
pub fn draw(
    renderer: &Renderer,
    level: &Level,
    ring: &Ring,
    size: (u32, u32),
    time: f32,
) -> RingDrawn {
    let mut out = RingDrawn::default();
    let view_proj = view_projection(size);
    let eye = eye();
    let mut placed: Vec<(MeshId, Mat4, [f32; 3])> = Vec::new();
    for place in places(ring) {
        let Some(item) = ring.items.get(place.index) else {
            continue;
        };
        let Some(posed) = posed_model(level, item.model as u32, item.frame) else {
            out.missing.push(place);
            continue;
        };
        let at = item_matrix(&place, &posed.bounds);
        for (mesh, t) in &posed.meshes {
            let lit_by_normals = level
                .meshes
                .get(mesh.index())
                .is_some_and(|m| matches!(m.shading, crate::level::model::Shading::Normals(_)));
            let tint = if lit_by_normals { RING_LIGHT } else { [1.0; 3] };
            placed.push((*mesh, at.mul(&matrix(t)), tint));
        }
    }
    // SAFETY: GL calls on the renderer's own program and buffers with the
    // current context the caller draws with.
    unsafe {
        gl::Viewport(0, 0, size.0 as i32, size.1 as i32);
        gl::DepthMask(gl::TRUE);
        gl::Clear(gl::DEPTH_BUFFER_BIT);
        if placed.is_empty() {
            return out;
        }
        renderer.begin_plain_pass(&view_proj, eye, time);
        gl::Enable(gl::DEPTH_TEST);
        gl::DepthFunc(gl::LEQUAL);
        gl::Enable(gl::CULL_FACE);
        gl::CullFace(gl::BACK);
        gl::FrontFace(gl::CW);
        gl::BindVertexArray(renderer.meshes.vao);
        for (mesh, model, tint) in &placed {
            out.draw_calls += renderer.draw_mesh(*mesh, model, *tint, false);
        }
        // Additive faces (glows) over the opaque ones.
        gl::Enable(gl::BLEND);
        gl::BlendFunc(gl::ONE, gl::ONE);
        gl::DepthMask(gl::FALSE);
        gl::Uniform1f(renderer.alpha_cut_at, 0.0);
        for (mesh, model, tint) in &placed {
            out.draw_calls += renderer.draw_mesh(*mesh, model, *tint, true);
        }
        gl::Uniform1f(renderer.alpha_cut_at, 0.5);
        gl::DepthMask(gl::TRUE);
        gl::Disable(gl::BLEND);
        gl::BindVertexArray(0);
    }
    out
}

impl Renderer {
    /// Binds the room program with `view_proj` for drawing without rooms:
    /// no fog, no effect lights, no water, full opacity, alpha-tested.
    ///
    /// # Safety
    /// Needs the renderer's context current.
    pub(super) unsafe fn begin_plain_pass(&self, view_proj: &Mat4, eye: [f32; 3], time: f32) {
        gl::UseProgram(self.program.id);
        gl::UniformMatrix4fv(self.view_proj_at, 1, gl::FALSE, view_proj.0.as_ptr());
        gl::ActiveTexture(gl::TEXTURE0);
        gl::BindTexture(gl::TEXTURE_2D_ARRAY, self.pages);
        gl::Uniform3f(self.eye_at, eye[0], eye[1], eye[2]);
        gl::Uniform2f(self.fog_range_at, f32::MAX / 4.0, f32::MAX / 2.0);
        gl::Uniform3f(self.fog_colour_at, 0.0, 0.0, 0.0);
        gl::Uniform1f(self.alpha_cut_at, 0.5);
        gl::Uniform1f(self.fade_at, 1.0);
        gl::Uniform1f(self.time_at, time);
        gl::Uniform1f(self.uv_speed_at, self.uv_speed);
        gl::Uniform1i(self.light_mode_at, 0);
        gl::Uniform1f(self.through_water_at, 0.0);
        self.dynamic.upload(&[]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::page::RingItem;

    fn ring(n: usize, turn: f32) -> Ring {
        Ring {
            items: (0..n)
                .map(|i| RingItem {
                    model: i as u16,
                    ..Default::default()
                })
                .collect(),
            turn,
            selected: turn.round() as usize,
            ..Default::default()
        }
    }

    fn on_screen(vp: &Mat4, p: [f32; 3]) -> bool {
        let c = vp.transform(p);
        c[3] > 0.0 && (c[0] / c[3]).abs() <= 1.0 && (c[1] / c[3]).abs() <= 1.0
    }

    #[test]
    fn the_item_at_turn_stands_in_front_facing_the_camera() {
        let all = places(&ring(6, 2.0));
        assert_eq!(all.len(), 6);
        let front = all[2];
        assert!(front.front);
        assert!(front.pos[0].abs() < 1e-3 && (front.pos[2] + RING_RADIUS).abs() < 1e-3);
        // Facing the camera: half a turn from +z.
        assert!((front.yaw - FULL_TURN / 2.0).abs() < 1e-2);
        // Every other item is farther from the camera, the next one to its right.
        let e = eye();
        let dist = |p: [f32; 3]| (0..3).map(|k| (p[k] - e[k]).powi(2)).sum::<f32>();
        assert!(all
            .iter()
            .all(|p| p.index == 2 || dist(p.pos) > dist(front.pos)));
        assert!(all[3].pos[0] > 0.0 && all[1].pos[0] < 0.0);
        // Halfway between two items, neither is square in front.
        let half = places(&ring(6, 2.5));
        assert!(half[2].pos[0] < 0.0 && half[3].pos[0] > 0.0);
    }

    #[test]
    fn the_front_item_is_low_in_the_middle_and_the_risen_ring_is_gone() {
        let vp = view_projection((640, 480));
        let front = places(&ring(4, 0.0))[0];
        let p = screen_point(&vp, front.pos, (640, 480)).unwrap();
        assert!(
            (p[0] - 320.0).abs() < 1.0 && p[1] > 240.0 && p[1] < 400.0,
            "{p:?}"
        );
        let all = places(&ring(8, 0.0));
        assert!(all.iter().all(|p| on_screen(&vp, p.pos)));
        let risen = Ring {
            rise: 1.0,
            ..ring(8, 0.0)
        };
        for p in places(&risen) {
            // The whole item, its top and bottom, is above the screen.
            for dy in [-ITEM_SIZE, ITEM_SIZE] {
                let c = vp.transform([p.pos[0], p.pos[1] + dy, p.pos[2]]);
                assert!(c[1] / c[3] > 1.0, "item {} still shows", p.index);
            }
        }
    }

    #[test]
    fn examine_brings_the_front_item_closer_and_larger() {
        let still = places(&ring(3, 1.0));
        let close = places(&Ring {
            examine: true,
            ..ring(3, 1.0)
        });
        assert!(close[1].size > still[1].size && close[1].pos[2] < still[1].pos[2]);
        assert_eq!(close[0], still[0]);
        // Odd turns never panic or leave the ring empty.
        assert_eq!(places(&ring(3, f32::NAN)).len(), 3);
        assert_eq!(places(&ring(3, -7.4)).iter().filter(|p| p.front).count(), 1);
        assert!(places(&ring(0, 0.0)).is_empty());
    }

    #[test]
    fn a_model_is_scaled_to_the_common_size_about_its_centre() {
        let bounds = Bounds {
            lo: [-100.0, -50.0, 0.0],
            hi: [100.0, 50.0, 40.0],
        };
        let place = ItemPlace {
            index: 0,
            pos: [10.0, 20.0, 30.0],
            yaw: 0.0,
            size: 300.0,
            front: true,
        };
        let m = item_matrix(&place, &bounds);
        let c = m.transform([0.0, 0.0, 20.0]);
        assert!(
            (c[0] - 10.0).abs() < 1e-3 && (c[1] - 20.0).abs() < 1e-3 && (c[2] - 30.0).abs() < 1e-3
        );
        let edge = m.transform([100.0, 0.0, 20.0]);
        assert!((edge[0] - 160.0).abs() < 1e-2, "{edge:?}");
        assert_eq!(placeholder_box(&place).len(), 12);
    }

    #[test]
    fn demo_models_pose_and_missing_ones_are_none() {
        use crate::builder::{build, demo::demo_level};
        let level = Level::from_raw(&build(&demo_level(), crate::format::Game::Tr4)).unwrap();
        let wolf = posed_model(&level, crate::builder::objects::ids::WOLF, 0).unwrap();
        assert!(!wolf.bounds.is_empty() && !wolf.meshes.is_empty());
        assert!(posed_model(&level, 60_000, 0).is_none());
        // A frame past the animation's end holds its last pose.
        assert!(posed_model(&level, crate::builder::objects::ids::WOLF, u16::MAX).is_some());
    }
}
