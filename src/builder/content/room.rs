//! Rooms as data: a room is drawn as a grid of characters, one per sector
//! (rows run along +z, columns along +x): `#` a wall, `.` an open sector
//! at the room's floor and ceiling, any other character an entry of the
//! room's legend (sector properties over the open default). A room
//! without a grid is a box of `size` with a wall border. `cells` then
//! change regions given in world sectors, and `lamp` hangs the usual light
//! over its middle.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::ContentError;
use crate::builder::spec::{LightDef, Material, RoomDef, SectorDef};
use crate::level::floordata::FloorFunction;
use crate::level::heights::Diagonal;

/// Floor or ceiling heights in clicks: flat, or the corners 00, 01, 10, 11.
#[derive(Deserialize, Debug, Clone, Copy)]
#[serde(untagged)]
pub enum Heights {
    Flat(i32),
    Corners([i32; 4]),
}

impl Heights {
    fn corners(self) -> [i32; 4] {
        match self {
            Heights::Flat(h) => [h; 4],
            Heights::Corners(c) => c,
        }
    }
}

/// Properties of a sector; what is not named is left as it was.
#[derive(Deserialize, Debug, Clone, Default)]
pub struct CellSpec {
    wall: Option<bool>,
    floor: Option<Heights>,
    ceiling: Option<Heights>,
    /// The diagonal a non-planar floor is split along: "00-11" or "01-10".
    split: Option<String>,
    open_above: Option<bool>,
    portal_triangle: Option<u8>,
    material: Option<String>,
    ceiling_material: Option<String>,
    wall_material: Option<String>,
    /// A door stands here (its navigation box is blockable).
    door: Option<bool>,
    /// Floor functions: death on touching the floor, climbable walls (bits
    /// 1 +z, 2 +x, 4 −z, 8 −x; TR2+), monkey bars overhead (TR3+).
    kill: Option<bool>,
    climb: Option<u8>,
    monkey: Option<bool>,
}

/// A legend entry or a region: the properties, with unknown keys caught.
#[derive(Deserialize, Debug, Clone)]
struct Checked<T> {
    #[serde(flatten)]
    value: T,
    #[serde(flatten)]
    rest: BTreeMap<String, toml::Value>,
}

/// A world-sector coordinate or an inclusive range of them.
#[derive(Deserialize, Debug, Clone, Copy)]
#[serde(untagged)]
pub enum Span {
    One(i32),
    Range([i32; 2]),
}

impl Span {
    fn range(self) -> std::ops::RangeInclusive<i32> {
        match self {
            Span::One(v) => v..=v,
            Span::Range([a, b]) => a.min(b)..=a.max(b),
        }
    }
}

#[derive(Deserialize, Debug, Clone)]
struct RegionSpec {
    x: Span,
    z: Span,
    #[serde(flatten)]
    cell: CellSpec,
    #[serde(flatten)]
    rest: BTreeMap<String, toml::Value>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
struct LightSpec {
    /// Room-relative position.
    pos: [i32; 3],
    colour: [u8; 3],
    intensity: f32,
    radius: i32,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
struct SpriteSpec {
    /// Room-relative position.
    pos: [i32; 3],
    #[serde(default)]
    texture: u16,
}

/// A room of a level file.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct RoomSpec {
    pub name: String,
    /// World position of its sector (0, 0), in sectors: x, z.
    at: [i32; 2],
    #[serde(default)]
    size: Option<[usize; 2]>,
    #[serde(default)]
    floor: i32,
    ceiling: i32,
    #[serde(default)]
    material: Option<String>,
    #[serde(default)]
    ceiling_material: Option<String>,
    #[serde(default)]
    wall_material: Option<String>,
    #[serde(default)]
    water: bool,
    #[serde(default)]
    flags: u16,
    #[serde(default)]
    ambient: Option<f32>,
    /// The usual light over the room's middle, of this colour.
    #[serde(default)]
    lamp: Option<[u8; 3]>,
    #[serde(default)]
    light: Vec<LightSpec>,
    /// The room this one becomes when its flipmap is on.
    #[serde(default)]
    pub alternate: Option<String>,
    #[serde(default)]
    alternate_group: u8,
    #[serde(default)]
    grid: Vec<String>,
    #[serde(default)]
    legend: BTreeMap<String, Checked<CellSpec>>,
    #[serde(default)]
    cells: Vec<RegionSpec>,
    #[serde(default)]
    sprites: Vec<SpriteSpec>,
}

/// Ambient light of a lamp-lit room.
const LAMP_AMBIENT: f32 = 0.35;
/// The lamp: this high over the floor's zero (world units), this bright,
/// reaching this far.
const LAMP_HEIGHT: i32 = -1536;
const LAMP_INTENSITY: f32 = 0.6;
const LAMP_RADIUS: i32 = 6144;

fn material(
    file: &str,
    at: &str,
    name: &Option<String>,
    default: Material,
) -> Result<Material, ContentError> {
    match name {
        None => Ok(default),
        Some(n) => Material::from_name(n).ok_or_else(|| {
            ContentError::new(
                file,
                at,
                format!(
                    "unknown material {n:?} (one of {})",
                    Material::ALL.map(Material::name).join(", ")
                ),
            )
        }),
    }
}

fn unknown(file: &str, at: &str, rest: &BTreeMap<String, toml::Value>) -> Result<(), ContentError> {
    match rest.keys().next() {
        Some(k) => Err(ContentError::new(file, at, format!("unknown key {k:?}"))),
        None => Ok(()),
    }
}

impl CellSpec {
    /// Applies these properties to `s`.
    fn apply(&self, file: &str, at: &str, s: &mut SectorDef) -> Result<(), ContentError> {
        if let Some(w) = self.wall {
            s.wall = w;
        }
        if let Some(f) = self.floor {
            s.floor = f.corners();
        }
        if let Some(c) = self.ceiling {
            s.ceiling = c.corners();
        }
        match self.split.as_deref() {
            None => {}
            Some("00-11") => s.floor_split = Diagonal::D00To11,
            Some("01-10") => s.floor_split = Diagonal::D01To10,
            Some(other) => {
                return Err(ContentError::new(
                    file,
                    at,
                    format!("split {other:?}: \"00-11\" or \"01-10\""),
                ))
            }
        }
        if let Some(o) = self.open_above {
            s.open_above = o;
        }
        if let Some(t) = self.portal_triangle {
            if t > 2 {
                return Err(ContentError::new(
                    file,
                    at,
                    format!("portal_triangle {t}: 0, 1 or 2"),
                ));
            }
            s.portal_triangle = t;
        }
        s.floor_material = material(file, at, &self.material, s.floor_material)?;
        s.ceiling_material = material(file, at, &self.ceiling_material, s.ceiling_material)?;
        s.wall_material = material(file, at, &self.wall_material, s.wall_material)?;
        if let Some(d) = self.door {
            s.door = d;
        }
        if self.kill == Some(true) {
            s.functions.push(FloorFunction::Kill);
        }
        if let Some(bits) = self.climb {
            if bits == 0 || bits > 0x0F {
                return Err(ContentError::new(
                    file,
                    at,
                    format!("climb {bits}: wall bits 1..=15"),
                ));
            }
            s.functions.push(FloorFunction::Climb(bits));
        }
        if self.monkey == Some(true) {
            s.functions.push(FloorFunction::Monkey);
        }
        Ok(())
    }
}

impl RoomSpec {
    /// The room (its alternate is linked by the level, which knows the names).
    pub fn build(&self, file: &str) -> Result<RoomDef, ContentError> {
        let at = format!("room {}", self.name);
        let open = |file: &str, at: &str| -> Result<SectorDef, ContentError> {
            let mut s = SectorDef::open(self.floor, self.ceiling);
            s.floor_material = material(file, at, &self.material, s.floor_material)?;
            s.ceiling_material = material(file, at, &self.ceiling_material, s.ceiling_material)?;
            s.wall_material = material(file, at, &self.wall_material, s.wall_material)?;
            Ok(s)
        };
        let mut room = if self.grid.is_empty() {
            let [nx, nz] = self
                .size
                .ok_or_else(|| ContentError::new(file, &at, "needs a grid or a size"))?;
            if nx < 3 || nz < 3 {
                return Err(ContentError::new(
                    file,
                    &at,
                    "a room is at least 3 × 3 sectors",
                ));
            }
            let mut room = RoomDef::boxed(self.at[0], self.at[1], nx, nz, self.floor, self.ceiling);
            let inside = open(file, &at)?;
            for s in room.sectors.iter_mut().filter(|s| !s.wall) {
                *s = inside.clone();
            }
            room
        } else {
            self.grid_room(file, &at, &open(file, &at)?)?
        };
        room.water = self.water;
        room.flags = self.flags;
        if let Some(colour) = self.lamp {
            room.lights.push(LightDef {
                pos: [room.nx as i32 * 512, LAMP_HEIGHT, room.nz as i32 * 512],
                colour,
                intensity: LAMP_INTENSITY,
                radius: LAMP_RADIUS,
            });
            room.ambient = LAMP_AMBIENT;
        }
        if let Some(a) = self.ambient {
            room.ambient = a;
        }
        room.lights.extend(self.light.iter().map(|l| LightDef {
            pos: l.pos,
            colour: l.colour,
            intensity: l.intensity,
            radius: l.radius,
        }));
        room.alternate_group = self.alternate_group;
        for (k, region) in self.cells.iter().enumerate() {
            let here = format!("{at}: cells {k}");
            unknown(file, &here, &region.rest)?;
            for wx in region.x.range() {
                for wz in region.z.range() {
                    let (i, j) = room.cell_of(wx, wz).ok_or_else(|| {
                        ContentError::new(
                            file,
                            &here,
                            format!("sector ({wx}, {wz}) is outside the room"),
                        )
                    })?;
                    region.cell.apply(file, &here, room.sector_mut(i, j))?;
                }
            }
        }
        room.sprites = self.sprites.iter().map(|s| (s.pos, s.texture)).collect();
        Ok(room)
    }

    fn grid_room(&self, file: &str, at: &str, open: &SectorDef) -> Result<RoomDef, ContentError> {
        let rows: Vec<Vec<char>> = self.grid.iter().map(|r| r.chars().collect()).collect();
        let nx = rows[0].len();
        let nz = rows.len();
        if rows.iter().any(|r| r.len() != nx) {
            return Err(ContentError::new(file, at, "grid rows differ in length"));
        }
        if nx < 3 || nz < 3 {
            return Err(ContentError::new(
                file,
                at,
                "a room is at least 3 × 3 sectors",
            ));
        }
        if let Some([sx, sz]) = self.size {
            if (sx, sz) != (nx, nz) {
                return Err(ContentError::new(
                    file,
                    at,
                    format!("size {sx} × {sz} differs from the grid's {nx} × {nz}"),
                ));
            }
        }
        for (key, entry) in &self.legend {
            let here = format!("{at}: legend {key:?}");
            unknown(file, &here, &entry.rest)?;
            if key.chars().count() != 1 || key == "#" || key == "." {
                return Err(ContentError::new(
                    file,
                    &here,
                    "a legend key is one character other than # and .",
                ));
            }
        }
        let mut room = RoomDef::boxed(self.at[0], self.at[1], nx, nz, self.floor, self.ceiling);
        for (j, row) in rows.iter().enumerate() {
            for (i, c) in row.iter().enumerate() {
                let s = match c {
                    '#' => SectorDef::wall(),
                    '.' => open.clone(),
                    c => {
                        let here = format!("{at}: grid row {j} column {i}");
                        let entry = self.legend.get(&c.to_string()).ok_or_else(|| {
                            ContentError::new(file, &here, format!("{c:?} is not in the legend"))
                        })?;
                        let mut s = open.clone();
                        entry.value.apply(file, &here, &mut s)?;
                        s
                    }
                };
                *room.sector_mut(i, j) = s;
            }
        }
        Ok(room)
    }
}
