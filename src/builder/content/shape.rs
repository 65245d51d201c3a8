//! The solids a content mesh is made of: axis-aligned boxes, and tubes
//! (rings of points around a line, each ring with its own radius), which
//! give tapered limbs, prisms, cylinders, cones and rounded heads. A mesh's
//! solids are merged into one [`MeshDef`], every face wound as the games
//! wind faces seen from outside ([`MeshDef::cuboid`]).

use serde::Deserialize;

use super::ContentError;
use crate::builder::models::MeshDef;
use crate::builder::textures::Material;

/// An axis-aligned box from `from` to `to` (mesh units), shifted by `at`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct BoxSpec {
    pub from: [i16; 3],
    pub to: [i16; 3],
    pub material: String,
    #[serde(default)]
    pub at: [i16; 3],
}

/// A tube along the line from `from` to `to`: a ring of `sides` points at
/// each radius of `radius`, the rings evenly spaced from `from` to `to`
/// (two radii make a tapered prism; a radius of 0 closes the tube to a
/// point), capped at both ends. `depth` squashes the cross-section: its
/// depth as a percentage of its width (the width runs along x, or along z
/// for a tube that lies along x). The first side faces the width axis, so
/// a four-sided tube is a box whose sides face the axes.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct TubeSpec {
    pub from: [i16; 3],
    pub to: [i16; 3],
    pub radius: Vec<u16>,
    #[serde(default = "default_sides")]
    pub sides: u8,
    #[serde(default = "full_depth")]
    pub depth: u16,
    pub material: String,
}

fn default_sides() -> u8 {
    8
}

fn full_depth() -> u16 {
    100
}

/// The solids of one mesh.
#[derive(Debug, Clone, Copy)]
pub struct Solids<'a> {
    pub boxes: &'a [BoxSpec],
    pub tubes: &'a [TubeSpec],
}

fn material(name: &str, file: &str, at: &str) -> Result<Material, ContentError> {
    Material::from_name(name).ok_or_else(|| {
        ContentError::new(
            file,
            at,
            format!(
                "unknown material {name:?} (one of {})",
                Material::ALL.map(Material::name).join(", ")
            ),
        )
    })
}

/// A box as a mesh, faces wound to be seen from outside.
pub fn box_mesh(b: &BoxSpec, file: &str, at: &str) -> Result<MeshDef, ContentError> {
    let material = material(&b.material, file, at)?;
    if (0..3).any(|k| b.from[k] > b.to[k]) {
        return Err(ContentError::new(
            file,
            at,
            format!(
                "box from {:?} to {:?}: `from` must be the low corner",
                b.from, b.to
            ),
        ));
    }
    let shift = |v: [i16; 3]| -> Result<[i16; 3], ContentError> {
        let mut out = [0i16; 3];
        for k in 0..3 {
            out[k] = v[k].checked_add(b.at[k]).ok_or_else(|| {
                ContentError::new(
                    file,
                    at,
                    format!("box at {:?} leaves the 16-bit range", b.at),
                )
            })?;
        }
        Ok(out)
    };
    Ok(MeshDef::cuboid(shift(b.from)?, shift(b.to)?, material))
}

type Vec3 = [f64; 3];

fn sub(a: Vec3, b: Vec3) -> Vec3 {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn dot(a: Vec3, b: Vec3) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: Vec3, b: Vec3) -> Vec3 {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn scaled(a: Vec3, k: f64) -> Vec3 {
    a.map(|v| v * k)
}

fn unit(a: Vec3) -> Vec3 {
    scaled(a, 1.0 / dot(a, a).sqrt())
}

/// A tube as a mesh: quads between neighbouring rings, triangles where a
/// ring closes to a point and over the end caps, all wound to be seen from
/// outside.
pub fn tube_mesh(t: &TubeSpec, file: &str, at: &str) -> Result<MeshDef, ContentError> {
    let material = material(&t.material, file, at)?;
    let err = |message: String| ContentError::new(file, at, message);
    if t.radius.len() < 2 {
        return Err(err(format!(
            "tube radius {:?}: give a radius for each end (two or more)",
            t.radius
        )));
    }
    if !(3..=32).contains(&t.sides) {
        return Err(err(format!("tube sides = {}: 3 to 32", t.sides)));
    }
    if !(1..=400).contains(&t.depth) {
        return Err(err(format!("tube depth = {}: 1 to 400 (percent)", t.depth)));
    }
    let from = t.from.map(f64::from);
    let axis = sub(t.to.map(f64::from), from);
    if dot(axis, axis) == 0.0 {
        return Err(err("tube from and to are the same point".into()));
    }
    let d = unit(axis);
    // The width axis: x made square to the tube, or z for a tube along x.
    let across = if d[0].abs() > 0.7 {
        [0.0, 0.0, 1.0]
    } else {
        [1.0, 0.0, 0.0]
    };
    let u = unit(sub(across, scaled(d, dot(across, d))));
    let v = scaled(cross(d, u), t.depth as f64 / 100.0);
    let rings = t.radius.len();
    let sides = t.sides as usize;
    let mut mesh = MeshDef::default();
    let mut point = |p: Vec3| -> Result<u16, ContentError> {
        let mut out = [0i16; 3];
        for k in 0..3 {
            let r = p[k].round();
            if r < i16::MIN as f64 || r > i16::MAX as f64 {
                return Err(err("the tube leaves the 16-bit range".into()));
            }
            out[k] = r as i16;
        }
        mesh.vertices.push(out);
        Ok((mesh.vertices.len() - 1) as u16)
    };
    // Each ring: its centre, and its points (one, where its radius is 0).
    let mut ring_points: Vec<(Vec3, Vec<u16>)> = Vec::with_capacity(rings);
    for (k, &r) in t.radius.iter().enumerate() {
        let centre = [0, 1, 2].map(|i| from[i] + axis[i] * k as f64 / (rings - 1) as f64);
        let points = if r == 0 {
            vec![point(centre)?]
        } else {
            (0..sides)
                .map(|j| {
                    let a = std::f64::consts::TAU * (j as f64 + 0.5) / sides as f64;
                    let (s, c) = a.sin_cos();
                    let off = [0, 1, 2].map(|i| (u[i] * c + v[i] * s) * r as f64);
                    point([0, 1, 2].map(|i| centre[i] + off[i]))
                })
                .collect::<Result<_, _>>()?
        };
        ring_points.push((centre, points));
    }
    if mesh.vertices.len() > u16::MAX as usize {
        return Err(err("more vertices than a mesh can index".into()));
    }
    let vertices = mesh.vertices.clone();
    let pos = |i: u16| vertices[i as usize].map(f64::from);
    // Winds a face to be seen from the side away from `inside`: the cross
    // product of its first two edges points inward, as the games wind faces.
    let outward = |face: &mut [u16], inside: Vec3| {
        let (a, b, c) = (pos(face[0]), pos(face[1]), pos(face[2]));
        let n = cross(sub(b, a), sub(c, a));
        let centre = scaled(
            face.iter().fold([0.0; 3], |s, &i| {
                let p = pos(i);
                [s[0] + p[0], s[1] + p[1], s[2] + p[2]]
            }),
            1.0 / face.len() as f64,
        );
        if dot(n, sub(centre, inside)) > 0.0 {
            face.reverse();
        }
    };
    for w in ring_points.windows(2) {
        let ((c0, p0), (c1, p1)) = (&w[0], &w[1]);
        let middle = scaled([0, 1, 2].map(|i| c0[i] + c1[i]), 0.5);
        for j in 0..sides {
            let k = (j + 1) % sides;
            let tri = match (p0.len(), p1.len()) {
                (1, 1) => continue,
                (1, _) => Some([p0[0], p1[j], p1[k]]),
                (_, 1) => Some([p0[j], p0[k], p1[0]]),
                _ => None,
            };
            match tri {
                Some(mut tri) => {
                    outward(&mut tri, middle);
                    mesh.triangles.push((tri, material));
                }
                None => {
                    let mut quad = [p0[j], p0[k], p1[k], p1[j]];
                    outward(&mut quad, middle);
                    mesh.quads.push((quad, material));
                }
            }
        }
    }
    // Caps: a fan over each open end ring.
    for (end, beyond) in [(0, -1.0), (rings - 1, 1.0)] {
        let (centre, points) = &ring_points[end];
        if points.len() == 1 {
            continue;
        }
        let inside = sub(*centre, scaled(d, beyond));
        for j in 1..sides - 1 {
            let mut tri = [points[0], points[j], points[j + 1]];
            outward(&mut tri, inside);
            mesh.triangles.push((tri, material));
        }
    }
    Ok(mesh)
}

/// A mesh's boxes and tubes merged into one mesh.
pub fn solids_mesh(solids: Solids, file: &str, at: &str) -> Result<MeshDef, ContentError> {
    let mut mesh = MeshDef::default();
    let parts = solids
        .boxes
        .iter()
        .enumerate()
        .map(|(k, b)| box_mesh(b, file, &format!("{at}: box {k}")))
        .chain(
            solids
                .tubes
                .iter()
                .enumerate()
                .map(|(k, t)| tube_mesh(t, file, &format!("{at}: tube {k}"))),
        );
    for part in parts {
        let part = part?;
        if mesh.vertices.len() + part.vertices.len() > u16::MAX as usize {
            return Err(ContentError::new(
                file,
                at,
                "more vertices than a mesh can index",
            ));
        }
        mesh = mesh.merge(part, [0; 3]);
    }
    Ok(mesh)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tube(radius: Vec<u16>, sides: u8) -> TubeSpec {
        TubeSpec {
            from: [0, 0, 0],
            to: [0, 200, 0],
            radius,
            sides,
            depth: 100,
            material: "skin".into(),
        }
    }

    /// Every face is wound to be seen from outside: the cross product of
    /// its first two edges points toward the tube's axis line.
    fn faces_point_out(mesh: &MeshDef) -> bool {
        let p = |i: u16| mesh.vertices[i as usize].map(f64::from);
        let faces = mesh
            .quads
            .iter()
            .map(|(q, _)| q.to_vec())
            .chain(mesh.triangles.iter().map(|(t, _)| t.to_vec()));
        faces.into_iter().all(|f| {
            let n = cross(sub(p(f[1]), p(f[0])), sub(p(f[2]), p(f[0])));
            let c = scaled(
                f.iter().fold([0.0; 3], |s, &i| {
                    [s[0] + p(i)[0], s[1] + p(i)[1], s[2] + p(i)[2]]
                }),
                1.0 / f.len() as f64,
            );
            // From the axis point at the face's height (caps: beyond the ends).
            let inside = [0.0, c[1].clamp(1.0, 199.0), 0.0];
            dot(n, sub(c, inside)) < 0.0
        })
    }

    #[test]
    fn a_tapered_prism_has_a_quad_per_side_and_capped_ends() {
        let m = tube_mesh(&tube(vec![40, 20], 6), "f", "t").unwrap();
        assert_eq!(m.vertices.len(), 12);
        assert_eq!(m.quads.len(), 6);
        assert_eq!(m.triangles.len(), 2 * 4);
        assert!(faces_point_out(&m));
        let (lo, hi) = m.bounds();
        assert_eq!((lo[1], hi[1]), (0, 200));
    }

    #[test]
    fn a_four_sided_tube_is_a_box_facing_the_axes() {
        let m = tube_mesh(&tube(vec![50, 50], 4), "f", "t").unwrap();
        assert_eq!(m.bounds(), ([-35, 0, -35], [35, 200, 35]));
    }

    #[test]
    fn a_zero_radius_closes_the_tube_to_a_point() {
        let m = tube_mesh(&tube(vec![0, 50, 40, 0], 8), "f", "t").unwrap();
        assert_eq!(m.vertices.len(), 1 + 8 + 8 + 1);
        assert_eq!(m.quads.len(), 8);
        assert_eq!(m.triangles.len(), 16);
        assert!(faces_point_out(&m));
    }

    #[test]
    fn bad_tubes_say_what_is_wrong() {
        let e = tube_mesh(&tube(vec![10], 8), "m.toml", "mesh a: tube 0").unwrap_err();
        assert_eq!(e.file, "m.toml");
        assert!(e.message.contains("two or more"), "{e}");
        let e = tube_mesh(&tube(vec![10, 10], 2), "m.toml", "t").unwrap_err();
        assert!(e.message.contains("3 to 32"), "{e}");
        let mut t = tube(vec![10, 10], 8);
        t.to = t.from;
        assert!(tube_mesh(&t, "m.toml", "t").is_err());
        t.to = [0, 200, 0];
        t.material = "cheese".into();
        let e = tube_mesh(&t, "m.toml", "t").unwrap_err();
        assert!(e.message.contains("unknown material"), "{e}");
    }
}
