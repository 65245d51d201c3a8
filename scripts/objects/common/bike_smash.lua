-- TR4's motorbike walls and floors (SMASHABLE_BIKE_WALL/FLOOR): while
-- their trigger is on, a vehicle that smashes them (its stats'
-- `smashes`: the motorbike) ridden into a wall — within `reach` of its
-- bounds — or onto the floor tile — on its top, over its sector — breaks
-- it: pieces fly, the triggers under it are tested (the wall's, TOMB4
-- TestTriggersAtXYZ heavy) and it is gone. A floor is a one-sector
-- surface at its height until then (TwoBlockPlatformFloor); a rider on
-- it falls through once it breaks.
-- Source: TOMB4 game/traps.cpp ControlSmashableBikeWall (TestBoundsCollide
-- with the vehicle, 1024), ControlFallingBlock2 (same y, over it).
local particles = require("lib.particles")
local traps = require("lib.traps")

local smash = {}

--- How near a vehicle's middle must come to a wall's bounds (TOMB4 1024).
local REACH = 1024
--- Half a floor tile's footprint (one sector).
local HALF = 512
--- Pieces thrown when it breaks.
local PIECES = 12

local function kind(e) return traps.param(e, "kind", "wall") end

function smash.init(e)
  e.solid = kind(e) == "wall"
  e.collidable = true
  if kind(e) == "floor" then e:set_surface("floor", -HALF, HALF, -HALF, HALF, 0) end
end

--- The smashing vehicle Lara rides, or nil.
local function smashing_vehicle()
  local lara = world.lara()
  local v = lara and lara.state and lara.state.vehicle
  if not v or not v:exists() or not v.state.stats or not v.state.stats.smashes then return nil end
  return v
end

local function reaches_wall(e, v)
  local x0, x1, _, _, z0, z1 = e:bounds()
  -- Its bounds are in its own frame: the nearest point of the box
  -- turned with it is approximated by its radius round its middle.
  local r = math.max(math.abs(x0), math.abs(x1), math.abs(z0), math.abs(z1))
  return e:distance_to(v) <= REACH + r and math.abs(v.y - e.y) <= REACH
end

local function over_floor(e, v)
  return v.y == e.y and math.abs(v.x - e.x) <= HALF and math.abs(v.z - e.z) <= HALF
end

function smash.control(e)
  if not e.active then return end
  local v = smashing_vehicle()
  if not v then return end
  local hit
  if kind(e) == "wall" then hit = reaches_wall(e, v) else hit = over_floor(e, v) end
  if not hit then return end
  world.particles(particles.BODY_PIECES, e.room, e.x, e.y - HALF, e.z, PIECES)
  if kind(e) == "floor" then e:clear_surface() else world.test_triggers(e, "heavy") end
  e.solid, e.collidable, e.visible = false, false, false
  e.state.broken = true
  e:finish()
end

return smash
