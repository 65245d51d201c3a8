//! Behaviours: the hook functions of a behaviour module, looked up once per
//! (re)load, with the per-type switches that turn a failing hook off.

use mlua::{Function, Table, Value};

/// The hooks a behaviour module may define.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hook {
    Init,
    Control,
    AfterMove,
    Collision,
    OnActivate,
    OnDeactivate,
    OnHit,
    OnReload,
    OnVehicleHit,
}

impl Hook {
    pub const ALL: [Hook; 9] = [
        Hook::Init,
        Hook::Control,
        Hook::AfterMove,
        Hook::Collision,
        Hook::OnActivate,
        Hook::OnDeactivate,
        Hook::OnHit,
        Hook::OnReload,
        Hook::OnVehicleHit,
    ];

    /// The field name in the module table.
    pub fn name(self) -> &'static str {
        match self {
            Hook::Init => "init",
            Hook::Control => "control",
            Hook::AfterMove => "after_move",
            Hook::Collision => "collision",
            Hook::OnActivate => "on_activate",
            Hook::OnDeactivate => "on_deactivate",
            Hook::OnHit => "on_hit",
            Hook::OnReload => "on_reload",
            Hook::OnVehicleHit => "on_vehicle_hit",
        }
    }
}

/// A behaviour bound to a catalogue entry (one entity type, or one entity
/// with a level override).
#[derive(Debug, Clone)]
pub struct Behaviour {
    /// The catalogue's name for the type ("DOOR1").
    pub name: String,
    /// Module name ("objects.common.door"), or "inert".
    pub module: String,
    /// Parameters from the catalogue entry.
    pub params: Option<Table>,
    hooks: [Option<Function>; 9],
    disabled: [bool; 9],
    /// True for types without a written behaviour.
    pub inert: bool,
    /// The inert notice was logged.
    pub announced: bool,
}

impl Behaviour {
    /// An explicit "no behaviour yet".
    pub fn inert(name: String, params: Option<Table>) -> Behaviour {
        Behaviour {
            name,
            module: "inert".into(),
            params,
            hooks: Default::default(),
            disabled: [false; 9],
            inert: true,
            announced: false,
        }
    }

    /// Looks the hooks up in a module's table; fields named like hooks that
    /// are not functions are errors.
    pub fn from_module(
        name: String,
        module: String,
        params: Option<Table>,
        table: &Table,
    ) -> Result<Behaviour, String> {
        let mut hooks: [Option<Function>; 9] = Default::default();
        for h in Hook::ALL {
            match table.raw_get::<Value>(h.name()) {
                Ok(Value::Function(f)) => hooks[h as usize] = Some(f),
                Ok(Value::Nil) => {}
                Ok(other) => {
                    return Err(format!(
                        "'{}' of module '{module}' is a {}, not a function",
                        h.name(),
                        other.type_name()
                    ))
                }
                Err(e) => return Err(e.to_string()),
            }
        }
        Ok(Behaviour {
            name,
            module,
            params,
            hooks,
            disabled: [false; 9],
            inert: false,
            announced: false,
        })
    }

    /// The hook function, unless missing or switched off.
    pub fn hook(&self, h: Hook) -> Option<&Function> {
        if self.disabled[h as usize] {
            return None;
        }
        self.hooks[h as usize].as_ref()
    }

    /// Turns a hook off until the next reload.
    pub fn disable(&mut self, h: Hook) {
        self.disabled[h as usize] = true;
    }
}
