//! No floating point decides gameplay: a behaviour script that calls
//! Lua's floating-point trigonometry (`math.sin`, `math.atan`, `math.sqrt`,
//! `math.pi` …) is reported with its place. The originals compute every
//! heading, projection and distance in integers (16-bit angles, sine and
//! cosine with a 14-bit fraction, the table arctangent, the integer square
//! root), which `lib.fixed` gives the scripts. Modules that only decide
//! what is drawn may keep floats: they are listed in [`COSMETIC_MODULES`].

use super::lua_text::{code_only, uses_of};
use crate::script::modules::Roots;

/// Lua's floating-point functions and constants a gameplay script must not
/// use, each with the integer routine of `lib.fixed` that replaces it.
const FLOAT_MATH: &[(&str, &str)] = &[
    ("math.sin", "fixed.sin or fixed.scale_sin"),
    ("math.cos", "fixed.cos or fixed.scale_cos"),
    ("math.tan", "fixed.sin and fixed.cos"),
    ("math.asin", "fixed.atan"),
    ("math.acos", "fixed.atan"),
    ("math.atan", "fixed.atan"),
    ("math.atan2", "fixed.atan"),
    ("math.sqrt", "fixed.sqrt"),
    ("math.rad", "16-bit angles with fixed.sin and fixed.cos"),
    ("math.deg", "16-bit angles (fixed.DEGREE)"),
    ("math.pi", "16-bit angles (fixed.HALF)"),
];

/// Modules whose floating-point trigonometry decides nothing of the game's
/// state: what particles look like, where the camera draws from.
const COSMETIC_MODULES: &[&str] = &["lib.particles"];

/// Every floating-point trigonometry call or constant outside the cosmetic
/// modules: `file:line: what`, in module order.
pub fn check(roots: &Roots) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, path) in roots.all_modules() {
        if COSMETIC_MODULES.contains(&name.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let code = code_only(&text, true);
        for (line, what) in uses_of(&code, FLOAT_MATH.iter().map(|(f, _)| *f)) {
            let instead = FLOAT_MATH
                .iter()
                .find(|(f, _)| *f == what)
                .map_or("lib.fixed", |(_, i)| *i);
            problems.push(format!(
                "{}:{line}: {what} is floating point, which must not decide gameplay; \
                 use {instead} (lib.fixed)",
                path.display()
            ));
        }
    }
    problems
}
