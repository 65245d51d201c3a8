//! Models as data: a model is a tree of named meshes (each made of boxes and
//! tubes with a material each, [`super::shape`]), named poses (joint angles in degrees), and animations
//! ([`super::anim`]). A model may take another's meshes and tree
//! (`meshes_from`) and swap some of them (`[[model.swap]]`), as the games'
//! weapon animation models carry Lara's body.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::anim::{build_anims, AnimSpec};
use super::pose::{resolve_poses, PoseSpec};
use super::shape::{solids_mesh, BoxSpec, Solids, TubeSpec};
use super::{parse_toml, ContentError};
use crate::builder::models::{tree_from_parents, MeshDef, ModelDef};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ModelFile {
    #[serde(default)]
    model: Vec<ModelSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ModelSpec {
    name: String,
    #[serde(rename = "type")]
    type_id: u32,
    /// Take the meshes and tree of a model read before.
    #[serde(default)]
    meshes_from: Option<String>,
    #[serde(default)]
    mesh: Vec<MeshSpec>,
    #[serde(default)]
    swap: Vec<SwapSpec>,
    /// State names (for animations that name their state, and for scripts).
    #[serde(default)]
    states: BTreeMap<String, u16>,
    #[serde(default)]
    pose: BTreeMap<String, PoseSpec>,
    #[serde(default)]
    anim: Vec<AnimSpec>,
}

/// One mesh of a model: its joint name, its parent joint and the offset
/// from it (the first mesh is the root), and its boxes.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MeshSpec {
    name: String,
    #[serde(default)]
    parent: Option<String>,
    #[serde(default)]
    at: [i32; 3],
    #[serde(default)]
    boxes: Vec<BoxSpec>,
    #[serde(default)]
    tubes: Vec<TubeSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SwapSpec {
    mesh: String,
    #[serde(default)]
    boxes: Vec<BoxSpec>,
    #[serde(default)]
    tubes: Vec<TubeSpec>,
}

/// A model read from content, with the names it was given.
#[derive(Debug, Clone, PartialEq)]
pub struct NamedModel {
    pub name: String,
    pub model: ModelDef,
    /// Joint (mesh) names in mesh order.
    pub joints: Vec<String>,
    /// State names and ids, in name order.
    pub states: Vec<(String, u16)>,
}

/// Every model read from a set of content files, in reading order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ModelSet {
    pub models: Vec<NamedModel>,
}

impl ModelSet {
    /// The model called `name`.
    pub fn get(&self, name: &str) -> Option<&NamedModel> {
        self.models.iter().find(|m| m.name == name)
    }

    /// Reads the models of one file (named `file` in errors), after those
    /// already read (which `meshes_from` may name).
    pub fn read(&mut self, file: &str, text: &str) -> Result<(), ContentError> {
        let parsed: ModelFile = parse_toml(file, text)?;
        for spec in parsed.model {
            if self.get(&spec.name).is_some() {
                return Err(ContentError::new(
                    file,
                    format!("model {}", spec.name),
                    "a model of this name was read before",
                ));
            }
            let model = self.build(file, spec)?;
            self.models.push(model);
        }
        Ok(())
    }

    fn build(&self, file: &str, spec: ModelSpec) -> Result<NamedModel, ContentError> {
        let at = format!("model {}", spec.name);
        let (mut meshes, tree, joints) = match &spec.meshes_from {
            Some(other) => {
                if !spec.mesh.is_empty() {
                    return Err(ContentError::new(
                        file,
                        &at,
                        "has both `meshes_from` and meshes of its own",
                    ));
                }
                let base = self.get(other).ok_or_else(|| {
                    ContentError::new(
                        file,
                        &at,
                        format!("meshes_from {other:?}: no such model read before"),
                    )
                })?;
                (
                    base.model.meshes.clone(),
                    base.model.tree.clone(),
                    base.joints.clone(),
                )
            }
            None => mesh_tree(file, &at, &spec.mesh)?,
        };
        if meshes.is_empty() {
            return Err(ContentError::new(file, &at, "has no meshes"));
        }
        for swap in &spec.swap {
            let here = format!("{at}: swap {}", swap.mesh);
            let k = joints
                .iter()
                .position(|j| *j == swap.mesh)
                .ok_or_else(|| ContentError::new(file, &here, "no joint of this name"))?;
            let solids = Solids {
                boxes: &swap.boxes,
                tubes: &swap.tubes,
            };
            meshes[k] = solids_mesh(solids, file, &here)?;
        }
        let poses = resolve_poses(file, &at, &spec.pose, &joints)?;
        let states: Vec<(String, u16)> = spec.states.into_iter().collect();
        let animations = build_anims(file, &at, &spec.anim, &joints, &poses, &states)?;
        Ok(NamedModel {
            name: spec.name,
            model: ModelDef {
                type_id: spec.type_id,
                meshes,
                tree,
                animations,
            },
            joints,
            states,
        })
    }
}

type MeshTree = (Vec<MeshDef>, Vec<(u32, [i32; 3])>, Vec<String>);

/// Meshes, the stored tree and the joint names of a model's own meshes.
fn mesh_tree(file: &str, at: &str, specs: &[MeshSpec]) -> Result<MeshTree, ContentError> {
    let mut joints: Vec<String> = Vec::new();
    let mut meshes = Vec::new();
    let mut parents = Vec::new();
    for (k, m) in specs.iter().enumerate() {
        let here = format!("{at}: mesh {}", m.name);
        if joints.contains(&m.name) {
            return Err(ContentError::new(file, &here, "two meshes have this name"));
        }
        match (k, &m.parent) {
            (0, None) => {}
            (0, Some(_)) => {
                return Err(ContentError::new(
                    file,
                    &here,
                    "the first mesh is the root: it has no parent",
                ))
            }
            (_, None) => return Err(ContentError::new(file, &here, "names no parent")),
            (_, Some(p)) => {
                let parent = joints.iter().position(|j| j == p).ok_or_else(|| {
                    ContentError::new(file, &here, format!("parent {p:?} is not a mesh before it"))
                })?;
                parents.push((parent, m.at));
            }
        }
        let solids = Solids {
            boxes: &m.boxes,
            tubes: &m.tubes,
        };
        meshes.push(solids_mesh(solids, file, &here)?);
        joints.push(m.name.clone());
    }
    Ok((meshes, tree_from_parents(&parents), joints))
}
