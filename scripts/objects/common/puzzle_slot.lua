-- Puzzle hole that shows the piece once it is in (TR2 182-185, TR3
-- 213-216 "Slot N empty"): a keyhole of kind "puzzle"
-- (objects/common/keyhole.lua: it takes params.item from Lara's
-- inventory and fires the trigger under it) that then wears the meshes
-- of the "done" model, params.full (TR2 186-189, TR3 217-220 "Slot N
-- full"), as the originals turn the hole into that object.
-- Source: tomb3 PuzzleHoleCollision / TRX puzzle_hole.c: when the piece
-- goes in, object_number becomes PUZZLE_DONEn (hole + 4).
local keyhole = require("objects.common.keyhole")

local slot = {}

--- Puts on the full model's meshes, once.
---@param e Entity
local function fill(e)
  if e.state.full then return end
  e.state.full = true
  local full = e.params and e.params.full
  if not full then return end
  local i = 0
  while true do
    local mesh = world.model_mesh(full, i)
    if not mesh then break end
    e:mesh_swap(i, mesh)
    i = i + 1
  end
end

---@param e Entity
function slot.init(e)
  keyhole.init(e)
  if e.state.used then fill(e) end
end

---@param e Entity
---@param lara Entity
function slot.collision(e, lara)
  keyhole.collision(e, lara)
  if e.state.used then fill(e) end
end

return slot
