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
-- `ai.monkey_ahead` (e:way_ahead()). Aimed at, a creature may leap or roll
-- aside out of her line where a wall stands ahead of it on that side and
-- level floor lies beside it (`dodge_side`).
local fixed = require("lib.fixed")
local sense = require("ai.sense")

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

--- The floor at `reach` from `e` along its heading turned by `turn`.
local function floor_towards(e, turn, reach)
  local dx, dz = fixed.step((e.yaw + turn) % 65536, reach)
  local x, z = e.x + dx, e.z + dz
  return world.floor(world.room_at(e.room, x, e.y, z), x, e.y, z)
end

---@class LeapDodge
---@field aimed_within integer her bearing off its heading lies within this either side
---@field beyond_sq integer her squared distance (x and z) exceeds this (the originals compare the square with the probes' length)
---@field reach integer the probes' length
---@field wall_turn integer the wall's probe, turned this far off the heading
---@field side_turn integer the landing's probe, turned this far off the heading
---@field wall_height integer the wall's floor rises more than this above its feet (a wall's NO_HEIGHT does)
---@field level integer the landing's floor lies within this of its feet

--- The side `e` may dodge to while `lara` aims at it (TOMB4 raghead.cpp
--- `can_roll` / `can_jump`, skeleton.cpp `jump_left` / `jump_right`): -1
--- left, 1 right, nil none. She must have it as her target, from within
--- `d.aimed_within` of its heading and beyond `d.beyond_sq` squared; then on
--- a side the floor `d.reach` away at `d.wall_turn` rises above it (a wall
--- it stands beside) while the floor at `d.side_turn` is level with it.
--- The left side is tried first.
---@param e Entity
---@param lara? Entity
---@param d LeapDodge
---@return integer?
function leap.dodge_side(e, lara, d)
  if not lara or not sense.targeted_by(e, lara) then return nil end
  if math.abs(e:angle_to(lara)) >= d.aimed_within then return nil end
  local dx, dz = lara.x - e.x, lara.z - e.z
  if dx * dx + dz * dz <= d.beyond_sq then return nil end
  for _, side in ipairs({ -1, 1 }) do
    local wall = floor_towards(e, side * d.wall_turn, d.reach)
    local beside = floor_towards(e, side * d.side_turn, d.reach)
    if math.abs(beside - e.y) <= d.level and wall + d.wall_height < e.y then return side end
  end
  return nil
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
