-- The explosion spheres of Bartoli's change into the dragon (TR2
-- 209-211): each grows (its timer 64 a tick, its radius five halves of
-- that: 160 a tick) and spins (10° a tick, the second one the other way)
-- for 60 ticks, then is gone; it sounds where its shell is nearest Lara.
-- Lara on land inside its radius is thrown out of it: set at its edge (50
-- beyond), off her feet into a jump away from it (forward when she faced
-- away, backwards when she faced it), 150 a tick and 50 up.
-- The renderer does not scale models: the spheres are drawn at their
-- model's size. Source: the TR2 decompilation's SphereOfDoom and
-- SphereOfDoomCollision (effects.cpp); params: `spin` (+1 or −1).
local S = require("lara.states")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local traps = require("lib.traps")

local sphere = {}

--- Growth a tick, the radius per unit of growth (5/2), and the end.
local GROWTH, RADIUS_NUM, RADIUS_DEN, LAST = 64, 5, 2, 3840
--- Spin a tick (10°), the sound of its shell (TR2 sound 341).
local SPIN, SOUND = 1820, 341
--- Lara thrown out: beyond its edge, her speed and lift.
local BEYOND, THROW_SPEED, THROW_LIFT = 50, 150, 50

function sphere.init(e)
  e.state.grown = e.state.grown or 0
  e.solid = false
end

local function radius(e) return RADIUS_NUM * e.state.grown // RADIUS_DEN end

function sphere.control(e)
  local s = e.state
  s.grown = s.grown + GROWTH
  e.yaw = (e.yaw + SPIN * traps.param(e, "spin", 1)) % 65536
  local lara = world.lara()
  if lara then
    local dx, dy, dz = lara.x - e.x, lara.y - e.y, lara.z - e.z
    local d = fixed.sqrt(dx * dx + dy * dy + dz * dz)
    local r = radius(e)
    if d > 0 and r > 0 then
      -- The point of its skin towards her (C's division).
      world.sound(SOUND, e.x + fixed.div(dx * r, d), e.y + fixed.div(dy * r, d), e.z + fixed.div(dz * r, d))
    end
  end
  if s.grown > LAST then e:kill() end
end

function sphere.collision(e, lara)
  if lara.water ~= "land" or lara.health <= 0 then return end
  local r = radius(e)
  local dx, dz = lara.x - e.x, lara.z - e.z
  if dx * dx + dz * dz >= r * r then return end
  local out = require("ai.sense").bearing(e.x, e.z, lara.x, lara.z)
  if math.abs(angles.diff(lara.yaw, out)) < 16384 then
    lara.speed, lara.yaw = THROW_SPEED, out
  else
    lara.speed, lara.yaw = -THROW_SPEED, (out + 32768) % 65536
  end
  local ox, oz = fixed.step(out, r + BEYOND)
  lara:set_position(e.x + ox, lara.y, e.z + oz)
  lara.gravity, lara.fall_speed = true, -THROW_LIFT
  lara.pitch, lara.roll = 0, 0
  require("lara.body").anim(lara, lara.state, "fall_start")
  lara.goal_state = S.FORWARD_JUMP
end

return sphere
