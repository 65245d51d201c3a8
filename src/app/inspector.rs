//! The entity inspector of the play window (F7): the entity the camera
//! faces (the nearest to the middle of the view within a cone ahead, Lara
//! when none is), or the one chosen by cycling through the level's
//! entities with the free camera's look keys (PgUp/PgDn). It shows the
//! entity's type name, the behaviour module that drives it and that
//! module's file, its animation, state and frame, health and room, and its
//! `e.state` table, read afresh each frame.

use crate::render::panel::{self, PanelLine};
use crate::script::ScriptHost;
use crate::world::{EntityId, World};

/// How far ahead the inspector looks for an entity, in world units.
const REACH: f32 = 12.0 * 1024.0;
/// The cone ahead of the camera it looks in (cosine of its half angle,
/// about 25°).
const CONE: f32 = 0.9;

/// The inspector's state.
#[derive(Debug, Clone, Default)]
pub struct Inspector {
    pub open: bool,
    /// The entity chosen by cycling (None: the one the camera faces).
    chosen: Option<EntityId>,
}

impl Inspector {
    /// Opens or closes it; closed, it forgets the chosen entity.
    pub fn toggle(&mut self) {
        self.open = !self.open;
        self.chosen = None;
    }

    /// Goes back to the entity the camera faces (a new world's ids name
    /// other entities than the old one's).
    pub fn forget_choice(&mut self) {
        self.chosen = None;
    }

    /// Chooses the next (`step` 1) or previous (-1) live entity from the
    /// one shown.
    pub fn cycle(&mut self, world: &World, shown: Option<EntityId>, step: i32) {
        let live: Vec<EntityId> = world
            .entities()
            .iter()
            .filter(|e| world.entity(e.id).is_some())
            .map(|e| e.id)
            .collect();
        if live.is_empty() {
            return;
        }
        let at = shown
            .and_then(|id| live.iter().position(|&l| l == id))
            .map_or(0, |i| {
                (i as i32 + step).rem_euclid(live.len() as i32) as usize
            });
        self.chosen = Some(live[at]);
    }

    /// The entity shown: the chosen one while it lives, else the one the
    /// camera at `eye` looking along `yaw` (TR angle units) faces, else
    /// Lara.
    pub fn target(&self, world: &World, eye: [f32; 3], yaw: f32) -> Option<EntityId> {
        if let Some(id) = self.chosen.filter(|&id| world.entity(id).is_some()) {
            return Some(id);
        }
        faced(world, eye, yaw).or_else(|| world.lara())
    }
}

/// The entity nearest the middle of the view within [`REACH`] and the
/// cone, Lara left out (she is in front of a chase camera).
pub fn faced(world: &World, eye: [f32; 3], yaw: f32) -> Option<EntityId> {
    let angle = crate::render::math::tr_radians(yaw);
    let ahead = [angle.sin(), angle.cos()];
    let lara = world.lara();
    world
        .entities()
        .iter()
        .filter(|e| Some(e.id) != lara && world.entity(e.id).is_some() && !e.invisible)
        .filter_map(|e| {
            let d = [e.pos[0] as f32 - eye[0], e.pos[2] as f32 - eye[2]];
            let dist = (d[0] * d[0] + d[1] * d[1]).sqrt();
            if !(1.0..=REACH).contains(&dist) {
                return None;
            }
            let cos = (d[0] * ahead[0] + d[1] * ahead[1]) / dist;
            (cos >= CONE).then_some((e.id, (1.0 - cos) * dist))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(id, _)| id)
}

/// The inspector's lines for entity `id`.
pub fn lines(world: &World, host: &ScriptHost, id: EntityId) -> Vec<PanelLine> {
    let Some(e) = world.entity(id) else {
        return vec![PanelLine::new("no entity", panel::QUIET)];
    };
    let (module, name) = host.behaviour_of(id).unwrap_or(("(unbound)", "?"));
    let file = host
        .module_file(module)
        .map_or_else(|| "(no file)".to_string(), |p| p.display().to_string());
    let mut out = vec![
        PanelLine::new(
            format!(
                "entity {} (generation {}): {name}, type {}",
                id.index, id.generation, e.type_id
            ),
            panel::HEADING,
        ),
        PanelLine::new(format!("behaviour {module}"), panel::TEXT),
        PanelLine::new(format!("  {file}"), panel::QUIET),
        PanelLine::new(
            format!(
                "anim {}  state {} -> {}  frame {}",
                e.anim.0, e.state, e.goal_state, e.frame
            ),
            panel::TEXT,
        ),
        PanelLine::new(
            format!(
                "health {}  room {}  at {} {} {}  {:?}",
                e.health, e.room.0, e.pos[0], e.pos[1], e.pos[2], e.status
            ),
            panel::TEXT,
        ),
        PanelLine::new("e.state:", panel::HEADING),
    ];
    let state = host.state_entries(id);
    if state.is_empty() {
        out.push(PanelLine::new("  (empty)", panel::QUIET));
    }
    for (k, v) in state {
        out.push(PanelLine::new(format!("  {k} = {v}"), panel::TEXT));
    }
    out.push(PanelLine::new(
        "F7 close   PgUp/PgDn other entity   F10 one tick (holds the world)",
        panel::QUIET,
    ));
    out
}
