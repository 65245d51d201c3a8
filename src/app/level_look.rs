//! How a TR4/TR5 gameflow script (SCRIPT.DAT) asks a level to look: the
//! UV-rotate speed, the distance fog colour, the sky layers' colours and
//! the horizon flag (TRosettaStone 3 §12.1.6). `play` and `render` find the
//! script beside the level (or one folder up, as the games keep `data/`
//! under the script) and match the level by its file name.

use std::path::{Path, PathBuf};

use crate::format::companion::script::{LevelOptions, Script, ScriptLevel, ScriptOp};

/// One sky layer: its colour and drift speed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkyLayer {
    pub rgb: [u8; 3],
    pub speed: i8,
}

/// The script's look options for one level.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LevelLook {
    /// Where it came from (the script file).
    pub script: PathBuf,
    /// UV-rotate speed in texture pixels per tick (None: no UVRotate, so
    /// UV-rotate ranges stand still, as in the games).
    pub uv_rotate: Option<i8>,
    /// Distance fog colour.
    pub fog: Option<[u8; 3]>,
    pub layers: [Option<SkyLayer>; 2],
    /// The level shows the horizon model.
    pub horizon: bool,
}

impl LevelLook {
    /// The look options of one level block.
    pub fn from_level(script: &Path, level: &ScriptLevel) -> LevelLook {
        let mut look = LevelLook {
            script: script.to_path_buf(),
            ..Default::default()
        };
        for op in &level.ops {
            match *op {
                ScriptOp::UvRotate(s) => look.uv_rotate = Some(s),
                ScriptOp::Fog { rgb } => look.fog = Some(rgb),
                ScriptOp::Layer { layer, rgb, speed } => {
                    if let Some(slot) = look.layers.get_mut(layer.saturating_sub(1) as usize) {
                        *slot = Some(SkyLayer { rgb, speed });
                    }
                }
                ScriptOp::Level { options, .. } | ScriptOp::Title { options, .. } => {
                    look.horizon = options.contains(LevelOptions::HORIZON);
                }
                _ => {}
            }
        }
        look
    }

    /// The block of `script` whose level path names `level_file` (by file
    /// stem, ignoring case and the `\`/`/` style).
    pub fn find_in(script_path: &Path, script: &Script, level_file: &Path) -> Option<LevelLook> {
        let stem = level_file.file_stem()?.to_str()?.to_ascii_lowercase();
        (0..script.levels.len()).find_map(|i| {
            let path = script.path_of(i)?;
            let text: String = path.iter().map(|&b| b as char).collect();
            let name = text
                .rsplit(['\\', '/'])
                .next()?
                .split('.')
                .next()?
                .to_ascii_lowercase();
            (name == stem).then(|| LevelLook::from_level(script_path, &script.levels[i]))
        })
    }

    /// Finds SCRIPT.DAT beside `level_file` or one folder up and the
    /// level's block in it. Unreadable scripts are reported, not fatal.
    pub fn find(level_file: &Path) -> Option<LevelLook> {
        let dir = level_file.parent()?;
        let candidates = [dir.join("SCRIPT.DAT"), dir.join("script.dat")];
        let up = dir
            .parent()
            .map(|d| [d.join("SCRIPT.DAT"), d.join("script.dat")]);
        for path in candidates.iter().chain(up.iter().flatten()) {
            let Ok(bytes) = std::fs::read(path) else {
                continue;
            };
            match Script::read(&bytes) {
                Ok(script) => return LevelLook::find_in(path, &script, level_file),
                Err(e) => {
                    eprintln!("tombrs: {}: {e}; using default looks", path.display());
                    return None;
                }
            }
        }
        None
    }

    /// The colour behind everything: the fog's, else the first sky
    /// layer's, as 0..1 RGB.
    pub fn clear_colour(&self) -> Option<[f32; 3]> {
        self.fog
            .or(self.layers[0].map(|l| l.rgb))
            .map(|c| c.map(|v| v as f32 / 255.0))
    }

    /// Sets `renderer` up as the script asks.
    #[cfg(feature = "frontend")]
    pub fn apply(&self, renderer: &mut crate::render::Renderer) {
        renderer.uv_speed = self.uv_rotate.map_or(0.0, f32::from);
        if let Some(c) = self.clear_colour() {
            renderer.clear_colour = c;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::companion::script::LevelOptions;

    #[test]
    fn the_options_of_a_level_block_become_its_look() {
        let level = ScriptLevel {
            ops: vec![
                ScriptOp::Fog { rgb: [67, 31, 8] },
                ScriptOp::UvRotate(-6),
                ScriptOp::Layer {
                    layer: 1,
                    rgb: [10, 20, 30],
                    speed: 4,
                },
                ScriptOp::Level {
                    string_index: 5,
                    options: LevelOptions::HORIZON,
                    path_index: 1,
                    audio: 1,
                },
            ],
            trailing: Vec::new(),
        };
        let look = LevelLook::from_level(Path::new("SCRIPT.DAT"), &level);
        assert_eq!(look.uv_rotate, Some(-6));
        assert_eq!(look.fog, Some([67, 31, 8]));
        assert_eq!(
            look.layers[0],
            Some(SkyLayer {
                rgb: [10, 20, 30],
                speed: 4
            })
        );
        assert!(look.horizon && look.layers[1].is_none());
        // Fog colours the background before the sky layer does.
        assert_eq!(
            look.clear_colour(),
            Some([67.0 / 255.0, 31.0 / 255.0, 8.0 / 255.0])
        );
    }
}
