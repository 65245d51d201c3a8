-- A moving vehicle running into bodies (the originals' vehicle collision
-- with items: TRX skidoo.c Skidoo_CheckBaddieCollision, boat.c): what it
-- touches is run over or told of it. vehicles/common.lua strikes with
-- every driven vehicle, vehicles/rail.lua with the mine cart.
local fixed = require("lib.fixed")
local creature = require("ai.creature")

local strike = {}

--- How far apart (on every axis) a vehicle and a body may be before the
--- touch test is worth making (the originals' 4096 box).
local STRIKE_BOX = 4096
--- How far beyond a body's bounds a vehicle's middle still strikes it
--- when its stats give no `strike_reach`.
local STRIKE_REACH = 500
--- Bodies near a moving vehicle (scratch for world.bodies, not state).
local nearby = {}

--- True when `v`'s middle is within `reach` of `t`'s bounding box across
--- the floor (in `t`'s own frame) and their boxes overlap in height (the
--- originals' TestBoundsCollide).
local function strikes(v, t, reach)
  local dx, dy, dz = v.x - t.x, v.y - t.y, v.z - t.z
  if math.abs(dx) >= STRIKE_BOX or math.abs(dy) >= STRIKE_BOX or math.abs(dz) >= STRIKE_BOX then
    return false
  end
  local x0, x1, y0, y1, z0, z1 = t:bounds()
  local _, _, vy0, vy1 = v:bounds()
  if t.y + y1 <= v.y + vy0 or t.y + y0 >= v.y + vy1 then return false end
  local across, along = fixed.to_local(t.yaw, t.x, t.z, v.x, v.z)
  return across > x0 - reach and across < x1 + reach and along > z0 - reach and along < z1 + reach
end

--- `v`, ridden by `rider` and moving, runs into whatever it touches:
--- every other collidable, visible entity `strikes` finds. A creature (one
--- the AI library set up) is run over there (ai/creature.lua `run_over`,
--- with the vehicle's `run_over` numbers); anything else hears of it
--- through its behaviour's `on_vehicle_hit(e, vehicle, speed)` hook
--- (TR2's gondola breaks when the boat rams it fast enough).
---@param v Entity
---@param rider Entity
function strike.strike(v, rider)
  local speed = math.abs(v.state.speed)
  if speed == 0 then return end
  local reach = v.state.stats.strike_reach or STRIKE_REACH
  -- The bodies near enough to try (the strike box's corners lie within
  -- twice its half-width of its middle).
  local n = world.bodies(v.x, v.y, v.z, 2 * STRIKE_BOX, nearby)
  for i = 1, n do
    local t = nearby[i]
    if t ~= v and t ~= rider and strikes(v, t, reach) then
      if t.state.ai then creature.run_over(t, v, speed)
      else t:vehicle_hit(v, speed) end
    end
  end
end

return strike
