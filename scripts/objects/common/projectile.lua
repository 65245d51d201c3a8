-- A trap's projectile: TR1's dart (39), flown by its own animation along
-- its heading, and the lava emitter's molten drop (176), flown by this
-- module under gravity from the speed, fall speed and heading its emitter
-- gave it (e.state.flight). Either hurts Lara once per tick it strikes her
-- (params.damage: the dart when its meshes touch her, the drop when it
-- comes within params.reach of her, ending it) and ends where it meets a
-- floor, a ceiling or a wall (params.spark: the particle it ends in).
-- A flown projectile falls by params.gravity (default GRAVITY; TR4's darts
-- fly level: 0); params.poison poisons Lara it strikes (lara/poison.lua).
-- A touch is found as the originals find it: by its collision routine
-- (her radius from its box, then her spheres on its meshes), read by its
-- control when it next runs; with params.collision "object" (every game's
-- dart: Object_Collision / ObjectCollision) that routine also pushes her
-- out of its box widened by her radius (lib/traps.lua collide).
-- Sources: TRX src/tr1/game/objects/traps/dart.c (DART_DAMAGE 50) and
-- src/tr1/game/objects/effects/ember.c (EMBER_DAMAGE 10, near 200).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local poison = require("lara.poison")
local lara_push = require("lara.push")
local projectile = {}

--- Gravity on a flown drop: the games' GRAVITY, 6 units per tick per tick.
local GRAVITY = 6

function projectile.init(e)
  e.solid = false
  if e.state.flight then e.driven = false end
end

--- Launches `e` (a spawned projectile flown by this module) at `speed`
--- along `yaw` and `fall_speed` downwards (negative: up); `reach`, where
--- given, is how near Lara it strikes her (else its params' reach, or a
--- touch: a TR3 tribesman's dart flies where the trap's darts touch).
---@param e Entity
---@param yaw integer
---@param speed integer
---@param fall_speed integer
---@param reach? integer
function projectile.launch(e, yaw, speed, fall_speed, reach)
  e.driven = false
  e.state.flight = { yaw = yaw, speed = speed, fall = fall_speed, reach = reach }
end

--- How near Lara it strikes her (nil: when it touches her).
local function reach_of(e)
  local f = e.state.flight
  return (f and f.reach) or traps.param(e, "reach", nil)
end

local function finish(e, x, y, z)
  local spark = traps.param(e, "spark", nil)
  if spark then world.particles(particles[spark], e.room, x, y, z, 1) end
  -- Spent: hidden now and removed on its next tick, so a blow it struck
  -- this tick still finds its source (Lara turns to where it came from).
  e.visible = false
  e.state.spent = true
end

--- Ends it where it meets a floor, a ceiling (flown drops) or a wall, or
--- strikes Lara within its reach.
local function settle(e)
  local room = world.room_at(e.room, e.x, e.y, e.z)
  e.room = room
  local floor = world.floor(room, e.x, e.y, e.z)
  local from = e.state.from or { e.x, e.z }
  if e.y >= floor or (e.state.flight and e.y < world.ceiling(room, e.x, e.y, e.z)) then
    -- A wall reads as a floor far above: it ends there too.
    finish(e, from[1], e.y, from[2])
    return
  end
  local lara = traps.living_lara()
  local reach = reach_of(e)
  if lara and reach and traps.near(lara, e.x, e.y, e.z, reach) then
    lara:hit(traps.param(e, "damage", 0), e)
    local dose = traps.param(e, "poison", nil)
    if dose then poison.add(lara, dose) end
    finish(e, e.x, e.y, e.z)
  end
end

function projectile.control(e)
  if e.state.spent then
    e:kill()
    return
  end
  local lara = traps.living_lara()
  if lara and not reach_of(e) and e.state.touched then
    traps.wound(e, lara, traps.param(e, "damage", 0))
  end
  e.state.touched = false
  e.state.from = { e.x, e.z }
  local f = e.state.flight
  if f then
    -- Flown here: moved, then ended or not, in the same tick.
    f.fall = f.fall + traps.param(e, "gravity", GRAVITY)
    local dx, dz = fixed.step(f.yaw, f.speed)
    e.x, e.y, e.z = e.x + dx, e.y + f.fall, e.z + dz
    settle(e)
  end
end

--- A dart, moved by its animation, is checked after the move.
function projectile.after_move(e)
  if not e.state.flight and not e.state.spent then settle(e) end
end

--- Her contact this tick, for its control to read (the originals' touch
--- bits, set by the collision routine's sphere test), and the push its
--- catalogue names. A spent projectile meets no one.
function projectile.collision(e, lara)
  if e.state.spent then return end
  if not reach_of(e) then
    e.state.touched = world.bounds_collide(e, lara, lara_push.RADIUS) and traps.touches(e, lara)
  end
  traps.collide(e, lara)
end

return projectile
