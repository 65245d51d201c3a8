-- TR3's "kill all triggers" (24, tomb3 KILL_ALL_TRIGGERS): triggered, it
-- removes every active object but Lara, flares, doors and itself (and
-- those whose trigger is reversed, the originals' IFL_REVERSE, which our
-- entities do not keep, so none is spared for it).
--   params.spare  the types left alone (TR3: Lara 0, the flare 179, the
--                 doors 131-138)
-- Source: tomb3 effect2.cpp KillAllCurrentItems / KillEverything.
local traps = require("lib.traps")
local kill_all = {}

function kill_all.init(e)
  e.visible = false
  e.collidable = false
  e.targetable = false
end

function kill_all.on_activate(e)
  local spare = {}
  for _, t in ipairs(traps.param(e, "spare", { 0 })) do spare[t] = true end
  local killed = 0
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other.index ~= e.index and not spare[other.type] and other.status == "active" then
      if other:kill() then killed = killed + 1 end
    end
  end
  e.state.killed = (e.state.killed or 0) + killed
end

return kill_all
