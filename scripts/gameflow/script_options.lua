-- TR4/TR5 level options (SCRIPT.DAT level blocks, read by
-- src/format/companion/script.rs) as the gameflow meets them when a level
-- starts. The look of a level (layers, fog, UV rotation, lens flare, mirror,
-- mip distances) is the renderer's, read from SCRIPT.DAT beside the level
-- (app::level_look); these handlers do what happens in the flow: the legend,
-- the FMV, the cutscene.
local engine = require("gameflow.engine")

local options = {}
local handlers = {}
options.handlers = handlers

--- FMV n (low nibble: the FMV; high: play at the level's start).
function handlers.FMV(_, n) engine.fmv("FMV " .. tostring(n)) end
--- The level and the title carry no flow of their own here.
function handlers.LEVEL() end
function handlers.TITLE() end
--- CUT n: a CUTSEQ.PAK cutscene before the level.
function handlers.CUT(_, n)
  engine.notice("cutscene " .. tostring(n) .. " (CUTSEQ.PAK) is not played yet")
end
function handlers.RESIDENT_CUT() end
--- LEGEND: the line of text shown as the level starts.
function handlers.LEGEND(ctx, index)
  local text = ctx.plan.strings and ctx.plan.strings[index + 1]
  if text and text ~= "" then engine.notice(text) end
end
-- Drawing options, read by the renderer from SCRIPT.DAT.
function handlers.LAYER() end
function handlers.UV_ROTATE() end
function handlers.LENS_FLARE() end
function handlers.MIRROR() end
function handlers.FOG() end
function handlers.ANIMATING_MIP() end
function handlers.LOAD_CAMERA() end
--- RESET_HUB: levels of a hub forget their saved state (hubs keep none yet).
function handlers.RESET_HUB() end
--- Inventory item names: read into the plan's level items.
function handlers.ITEM() end

--- Runs a level's options in order.
function options.run(ctx, spec)
  for _, op in ipairs(spec.ops or {}) do
    local h = handlers[op[1]]
    if h then h(ctx, table.unpack(op, 2)) end
  end
end

return options
