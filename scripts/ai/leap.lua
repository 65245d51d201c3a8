-- How TR4's and TR5's people judge a jump over a gap and a swing along a
-- monkey ceiling (TOMB4 raghead.cpp `RagheadControl`, skeleton.cpp
-- `SkeletonControl`, TOMB5 sas.cpp `SasControl`). A creature probes the
-- floor three times along its heading, `reach` apart: a near floor well
-- below it with the next one level with it is a gap to jump (one block),
-- the next one below too and the third level a long jump (two blocks).
-- Neither while it shares a box with its enemy. Its search leads it there
-- only across the jump overlaps its class may take (the locomotion's
-- `can_jump`); while it jumps (`e:set_leap(true, false)`) the box rules
-- let it fly over the gap. A swing starts and ends where the ceiling hangs
-- exactly `BAR_HEIGHT` over the floor; its way leads along the bars while
-- `ai.monkey_ahead` (e:way_ahead()).
local fixed = require("lib.fixed")

local leap = {}

--- The near floor lies more than this under it for a jump.
leap.DROP_BEFORE = 384
--- The landing floor lies within this of its own (both ends open).
leap.LEVEL = 256
--- The monkey ceiling hangs exactly this over the floor where a swing
--- starts and ends (raghead.cpp `c == h - 1536`).
leap.BAR_HEIGHT = 1536

--- The floors `reach`, twice and three times `reach` ahead of `e` (each
--- probe `reach` further along its heading, seen from its own room).
local function floors_ahead(e, reach)
  local dx, dz = fixed.step(e.yaw, reach)
  local out = {}
  local x, z = e.x, e.z
  for k = 1, 3 do
    x, z = x + dx, z + dz
    out[k] = world.floor(world.room_at(e.room, x, e.y, z), x, e.y, z)
  end
  return out
end

--- True when `y` is within `LEVEL` of `floor`, both ends open.
local function level_with(y, floor)
  return y < floor + leap.LEVEL and y > floor - leap.LEVEL
end

--- Whether a jump of one block (`jump`) and of two (`long_jump`) lies
--- ahead of `e`, its probes `reach` apart; neither when `same_box` (it
--- stands in its enemy's box).
---@param e Entity
---@param reach integer
---@param same_box boolean
---@return boolean jump, boolean long_jump
function leap.gaps(e, reach, same_box)
  if same_box then return false, false end
  local f = floors_ahead(e, reach)
  local y = e.y
  local over = y < f[1] - leap.DROP_BEFORE
  local jump = over and level_with(y, f[2])
  local long_jump = over and y < f[2] - leap.DROP_BEFORE and level_with(y, f[3])
  return jump, long_jump
end

--- True where `e` stands under a monkey ceiling at swinging height: the
--- place a swing starts or ends.
---@param e Entity
---@return boolean
function leap.under_bars(e)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  return world.ceiling(e.room, e.x, e.y, e.z) == floor - leap.BAR_HEIGHT
end

--- True where `e`'s way along monkey bars ends: it stands in its search's
--- target box, or its way leads on by no swing (`ai.monkey_ahead`).
---@param e Entity
---@param ai table
---@return boolean
function leap.swing_ends(e, ai)
  local own = world.box_at(e.room, e.x, e.y, e.z)
  local _, target_box = e:search_boxes()
  return own == target_box or not ai.monkey_ahead
end

--- Whether `e` and its target `target` stand in one box.
---@param e Entity
---@param target table a point with room, x, y, z
---@return boolean
function leap.same_box(e, target)
  if not target or not target.room then return false end
  local own = world.box_at(e.room, e.x, e.y, e.z)
  return own ~= nil and own == world.box_at(target.room, target.x, target.y, target.z)
end

return leap
