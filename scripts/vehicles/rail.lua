-- The rail drive of vehicles/common.lua (`stats.drive = "rail"`): TR3's
-- mine cart. Lara does not steer it: once she sits in it, it rolls along
-- its heading, following the floor under it. Its speed (kept in 1/256
-- units, as the original keeps it) never falls below `min_speed`, grows
-- running downhill and shrinks uphill by `slope_pull` per unit of the
-- floor's rise over `gradient_reach` ahead, and Jump brakes it; it moves
-- at least `crawl` a tick (the chain lifts). The floor data lays the
-- rail out: a sector with floor function 0x14 turns it left, 0x15 right
-- (a quarter circle of `turn_radius`), both together is a buffer that
-- stops it below `stop_below` (faster it runs through). A drop of more
-- than `hop_drop` ahead makes it hop over the gap; a ceiling or a static
-- mesh within `beam_height` of its floor strikes Lara unless she ducks;
-- a wall ahead at her head's height is a crash that kills her; a turn
-- taken too fast tips it over (its roll past `tip_roll`) and throws her
-- out. Numbers: stats.rail (vehicles/minecart.lua, from tomb3
-- game/minecart.cpp).
local C = require("lara.constants")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local strike = require("vehicles.strike")
local ride = require("lara.ride")
local body = require("lara.body")

local rail = {}

--- world.sector's `special` bits: floor functions 0x14 (a left turn) and
--- 0x15 (a right turn); both at once mark a buffer stop.
rail.TURN_LEFT, rail.TURN_RIGHT = 1, 2
--- The stop window: a buffer holds the cart once its coordinate along
--- its heading is this far into the sector (tomb3: (x & 0x380) == 512).
local STOP_FROM, STOP_TO = 512, 640
--- Speeds are kept in 1/256 units.
local FRACTION = 256
--- A sector's side.
local SECTOR = 1024

--- The collision query's table, reused every tick (scratch, not state).
local scratch = {}


--- The floor under the point `ahead` of the cart along its heading.
local function floor_ahead(v, ahead, y)
  local dx, dz = fixed.step(v.yaw, ahead)
  local x, z = v.x + dx, v.z + dz
  return world.floor(world.room_at(v.room, x, y, z), x, y, z)
end

--- The rail marks of the sector under the cart.
local function marks(v)
  local _, _, _, _, _, _, special = world.sector(v.room, v.x, v.y, v.z)
  return special or 0
end

local function has(bits, bit) return bits % (2 * bit) >= bit end

--- True when the cart's coordinate along its heading is in the sector's
--- stop window.
local function in_stop_window(v)
  local along = angles.quadrant(v.yaw) % 2 == 0 and v.z or v.x
  local into = along % SECTOR
  if angles.quadrant(v.yaw) >= 2 then into = SECTOR - 1 - into end
  return into >= STOP_FROM and into < STOP_TO
end

--- Starts a quarter turn to `side` (-1 left, 1 right) from the edge of
--- the sector it entered: the turn's centre is `turn_radius` to that side
--- of the rail, level with that edge.
local function start_turn(v, r, side)
  local h0 = (angles.quadrant(v.yaw) * angles.QUARTER) % angles.TURN
  -- The heading's unit step (a quarter's sine and cosine are whole).
  local fx, fz = fixed.sin(h0) // fixed.ONE, fixed.cos(h0) // fixed.ONE
  -- The entry edge along the heading, and how far past it the cart is.
  local along = fx ~= 0 and v.x or v.z
  local dir = fx ~= 0 and fx or fz
  local edge = dir > 0 and along - along % SECTOR or along - along % SECTOR + SECTOR - 1
  local past = (along - edge) * dir
  local ex, ez = v.x - fx * past, v.z - fz * past
  local rx, rz = fz, -fx
  v.state.rail_turn = {
    h0 = h0, side = side,
    cx = ex + side * r.turn_radius * rx, cz = ez + side * r.turn_radius * rz,
    progress = past * fixed.RADIAN // r.turn_radius,
  }
end

--- Places the cart on its turn's arc at the turn's progress.
local function on_arc(v, r, t)
  local fx, fz = fixed.sin(t.h0) // fixed.ONE, fixed.cos(t.h0) // fixed.ONE
  local rx, rz = fz, -fx
  local back = fixed.scale_cos(r.turn_radius, t.progress)
  local on = fixed.scale_sin(r.turn_radius, t.progress)
  v.x = t.cx - t.side * rx * back + fx * on
  v.z = t.cz - t.side * rz * back + fz * on
  v.yaw = (t.h0 + t.side * t.progress) % angles.TURN
end

--- Moves the cart one tick along the rail (straight or round its turn).
local function roll_on(v, r, s)
  local t = s.rail_turn
  if t then
    t.progress = t.progress + r.turn_rate * s.speed
    if t.progress >= angles.QUARTER then
      t.progress = angles.QUARTER
      on_arc(v, r, t)
      s.rail_turn = nil
    else
      on_arc(v, r, t)
    end
  else
    local dx, dz = fixed.step(v.yaw, s.speed)
    v.x, v.z = v.x + dx, v.z + dz
  end
  v.room = world.room_at(v.room, v.x, v.y - C.CLICK, v.z)
end

--- The cart's height: on its floor, or in a hop falling back to it.
local function settle(v, r, s)
  local mid = world.floor(v.room, v.x, v.y - C.CLICK, v.z)
  if mid == C.NO_HEIGHT then mid = v.y end
  s.floor = mid
  if s.yvel == 0 then
    local front = floor_ahead(v, r.gradient_reach, v.y - C.CLICK)
    if front == C.NO_HEIGHT then front = mid end
    s.gradient = mid - front
    v.y = mid
  elseif v.y > mid then
    v.y, s.yvel = mid, 0
  else
    s.yvel = math.min(s.yvel + r.fall_accel, r.max_fall)
    v.y = v.y + s.yvel // FRACTION
  end
  s.fall = s.yvel > 0 and s.yvel // FRACTION or 0
end

--- Pitch from the gradient; roll leaning out of a turn, easing back after.
local function tilt(v, r, s)
  s.pitch = s.gradient * r.pitch_per_gradient
  local t = s.rail_turn
  if t then
    s.roll = -t.side * s.speed * t.progress // r.roll_divisor
  else
    s.roll = s.roll - s.roll // r.roll_ease
  end
  v.pitch, v.roll = s.pitch % angles.TURN, s.roll % angles.TURN
end

--- True when a ceiling or a static mesh is within `beam_height` above the
--- cart's floor (where a sitting Lara's head is).
local function beam_over(v, r)
  local ceiling = world.ceiling(v.room, v.x, v.y - C.CLICK, v.z)
  if v.y - ceiling < r.beam_height then return true end
  local coll = scratch
  coll.radius, coll.height = r.beam_radius, r.beam_height
  world.collide(v, coll)
  return coll.hit_static == true
end

--- True when the way ahead at her head's height is a wall.
local function wall_ahead(v, r)
  local h = floor_ahead(v, r.wall_reach, v.y - r.head_height)
  return h == C.NO_HEIGHT or h < v.y - r.wall_rise
end

--- The damage of a beam striking her at the cart's speed.
function rail.beam_damage(r, rail_speed)
  return math.max(r.beam_min, r.beam_damage * (rail_speed // r.beam_per))
end

--- One tick of the cart `v`. Ridden and driving (`steer_now`), it rolls;
--- otherwise it stands. `ducking` says Lara keeps her head down. Returns
--- what happened to her: nil, "beam" (struck, hurt by the returned
--- damage), "crash" (a wall: she dies) or "tipped" (thrown out in a turn).
---@param v Entity
---@param rider? Entity
---@param steer_now boolean
---@param ducking? boolean
---@return string|nil event, integer|nil damage
function rail.drive(v, rider, steer_now, ducking)
  local s, r = v.state, v.state.stats.rail
  s.yvel, s.gradient, s.rail_speed = s.yvel or 0, s.gradient or 0, s.rail_speed or 0
  if not steer_now or not rider or s.stopped or s.wrecked then
    s.speed = 0
    return nil
  end
  if not s.started then
    -- It sets off as soon as she is seated; the buffer it starts at
    -- lets it go for a while.
    s.started, s.stop_delay = true, r.start_delay
  end
  if world.pressed(input.JUMP) and not ducking then s.rail_speed = s.rail_speed - r.brake end
  if s.stop_delay > 0 then s.stop_delay = s.stop_delay - 1 end
  local bits = marks(v)
  local left, right = has(bits, rail.TURN_LEFT), has(bits, rail.TURN_RIGHT)
  if left and right and s.stop_delay == 0 and in_stop_window(v) then
    if s.rail_speed < r.stop_below then
      s.stopped, s.speed, s.rail_speed = true, 0, 0
      return nil
    end
    s.stop_delay = r.pass_delay
  elseif (left or right) and not (left and right) and s.stop_delay == 0 and not s.rail_turn then
    start_turn(v, r, left and -1 or 1)
  end
  s.rail_speed = math.max(s.rail_speed, r.min_speed) - r.slope_pull * s.gradient
  s.speed = math.max(s.rail_speed // FRACTION, r.crawl)
  roll_on(v, r, s)
  settle(v, r, s)
  tilt(v, r, s)
  strike.strike(v, rider)
  if math.abs(s.roll) > r.tip_roll then
    s.wrecked, s.speed = true, 0
    return "tipped"
  end
  if wall_ahead(v, r) then
    s.wrecked, s.speed = true, 0
    return "crash"
  end
  if s.yvel == 0 then
    local below = floor_ahead(v, r.wall_reach, v.y - C.CLICK)
    if below ~= C.NO_HEIGHT and below - v.y > r.hop_drop then s.yvel = r.hop end
  end
  -- A beam strikes her once, as the cart comes under it.
  local was_under = s.under_beam
  s.under_beam = beam_over(v, r)
  if s.under_beam and not was_under and not ducking then
    return "beam", rail.beam_damage(r, s.rail_speed)
  end
  return nil
end

--- Her tick in the cart while she drives it (lara/ride.lua hands it
--- over): Duck keeps her head down (once she is in the duck state; with
--- no animations, while held), Jump brakes; a beam hurts her and she
--- reels, a crash or a tip kills her (lara/ride.lua takes her out).
---@param e Entity Lara
---@param l table her state table
---@param v Entity the cart
function rail.ride(e, l, v)
  local st = v.state.stats
  local ducking
  if ride.has_anims(st) then
    ducking = ride.in_state(e, v, "duck") or ride.in_state(e, v, "struck")
  else
    ducking = world.pressed(input.DUCK)
  end
  local event, damage = rail.drive(v, e, true, ducking)
  if event == "beam" then
    body.hurt(e, damage)
    ride.play(e, v, "struck")
    ride.goal(e, v, "moving")
  elseif event == "crash" or event == "tipped" then
    ride.play(e, v, event == "crash" and "crash" or "thrown")
    e.health = -1
  elseif world.pressed(input.DUCK) then
    ride.goal(e, v, "duck")
  elseif world.pressed(input.JUMP) then
    ride.goal(e, v, ride.in_state(e, v, "brake") and "brake_hold" or "brake")
  elseif v.state.stopped then
    ride.goal(e, v, "still")
  else
    ride.goal(e, v, "moving")
  end
  l.turn = 0
end

--- True once the cart stands at a buffer (she may get off).
---@param v Entity
function rail.standing(v)
  return v.state.stopped == true
end

return rail
