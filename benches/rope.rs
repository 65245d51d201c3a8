//! The TR4 rope's chain step (`scripts/lib/rope_chain.lua`, TOMB4
//! `CalculateRope`) as the scripts run it, in a bare sandboxed Lua state
//! with the shipped `lib.fixed` and `lib.rope_chain`:
//!
//! - `rope chain step/held`: one `chain.step` of a rope Lara holds at link
//!   10, swinging (a push along her heading every 30 ticks);
//! - `rope chain step/free`: one `chain.step` of a rope nobody holds,
//!   swaying from sideways speeds given at the start;
//! - each `… lua sqrt`: the same with `fixed.sqrt` replaced by the bitwise
//!   routine written in Lua (the baseline the host's root is measured
//!   against; both give the same roots, so the ropes move the same).
//!
//! Each figure is one call from Rust into the Lua step (the call's own
//! cost is a fraction of a microsecond). Run with
//! `cargo bench --bench rope -- "rope chain step"`.

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::script::sandbox::new_lua;
use tombrs::script::{CallBudget, Limits, ScriptLog};

/// Loads the two modules (a `require` that answers from them) and makes a
/// rope, held or not, with a `tick()` global stepping it once.
const SETUP: &str = r#"
local held, lua_sqrt = ...
if lua_sqrt then
  -- The originals' bitwise floor(√n), in Lua.
  fixed.sqrt = function(n)
    if n <= 0 then return 0 end
    local root, bit = 0, 1 << 30
    while bit > n do bit = bit >> 2 end
    while bit ~= 0 do
      if n >= root + bit then
        n = n - (root + bit)
        root = (root >> 1) + bit
      else
        root = root >> 1
      end
      bit = bit >> 2
    end
    return root
  end
end
local rope = chain.new(0, 0, 0)
local p = chain.pendulum()
local ticks = 0
if not held then chain.push(p, 0, 0, 0) end
function tick()
  ticks = ticks + 1
  if held and ticks % 30 == 1 then chain.push_along(p, 0x2000, 0x4000) end
  chain.step(rope, p, held and 10 or nil, false)
end
if not held then
  -- A free rope set swaying: its points given a sideways speed.
  for n = 1, chain.C.COUNT - 1 do rope.vel[n].x = n * 0x4000 end
end
"#;

fn load(lua: &mlua::Lua, name: &str, source: &str) -> mlua::Table {
    lua.load(source).set_name(name).eval().expect(name)
}

fn rope_step(c: &mut Criterion) {
    let mut group = c.benchmark_group("rope chain step");
    let cases = [
        ("held", true, false),
        ("held lua sqrt", true, true),
        ("free", false, false),
        ("free lua sqrt", false, true),
    ];
    for (label, held, lua_sqrt) in cases {
        let limits = Limits {
            per_call: CallBudget::Unlimited,
            ..Limits::default()
        };
        let lua = new_lua(limits, &ScriptLog::default()).expect("lua");
        let fixed = load(
            &lua,
            "lib/fixed.lua",
            include_str!("../scripts/lib/fixed.lua"),
        );
        let loaded = lua.create_table().expect("table");
        loaded.set("lib.fixed", fixed.clone()).expect("set");
        lua.globals().set("fixed", fixed).expect("set");
        let require = lua
            .create_function(move |_, name: String| loaded.get::<mlua::Value>(name))
            .expect("require");
        lua.globals().set("require", require).expect("set");
        let chain = load(
            &lua,
            "lib/rope_chain.lua",
            include_str!("../scripts/lib/rope_chain.lua"),
        );
        lua.globals().set("chain", chain).expect("set");
        lua.load(SETUP).call::<()>((held, lua_sqrt)).expect("setup");
        let tick: mlua::Function = lua.globals().get("tick").expect("tick");
        // Settle past the first pull so the figure is the steady swing.
        for _ in 0..60 {
            tick.call::<()>(()).expect("tick");
        }
        group.bench_function(label, |b| b.iter(|| tick.call::<()>(()).expect("tick")));
    }
    group.finish();
}

criterion_group!(benches, rope_step);
criterion_main!(benches);
