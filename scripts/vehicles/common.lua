-- The vehicles' shared library: one driving model for every vehicle Lara
-- rides, fed by each vehicle's stats table (vehicles/skidoo.lua, boat.lua,
-- ...). A vehicle is an entity whose behaviour vehicles/behaviour.lua
-- builds from its stats: its collision hook lets Lara mount it when she
-- stands beside it with Action; while she rides, her own control hook
-- (lara/ride.lua) calls `common.drive` to move it from her input and her
-- after_move hook puts her on it. Unridden, its control hook lets it
-- coast to a stop and fall.
--
-- The model (after the originals' skidoo and boat: TRX
-- src/tr2/game/objects/vehicles/skidoo_common.c, boat.c): speed grows by
-- `accel` towards the top speed (`fast_speed` with Action, `slow_speed`
-- with Walk), brakes and reverses with Back; the turn rate grows with
-- Left/Right to `max_turn` and decays by `undo_turn`; it moves along its
-- heading (a skidoo along a momentum heading that lags its nose); four
-- wheels at ±`front`, ±`side` read the floor (a water vehicle reads the
-- water surface): a wheel whose floor rises more than `step` above it
-- stops the move (a wall), a floor under the body more than `MIN_BOUNCE`
-- below it makes it fly with gravity, and the front wheels' heights set
-- its pitch and roll.
local C = require("lara.constants")
local fixed = require("lib.fixed")
local keys = require("vehicles.keys")
local strike = require("vehicles.strike")

local common = {}

--- Gravity per tick while a vehicle falls (TR's GRAVITY).
common.GRAVITY = 6
--- A floor further below the body than this leaves it in the air; nearer
--- it is followed (TRX skidoo M_MIN_BOUNCE).
common.MIN_BOUNCE = 50
--- Where there is no floor.
common.NO_HEIGHT = C.NO_HEIGHT


--- A TR angle as −32768…32767.
local function signed(a) return (a + 32768) % 65536 - 32768 end

--- The stats of vehicle `v` (its catalogue parameters name the module).
---@param v Entity
---@return table
function common.stats(v)
  return v.state.stats
end

--- The point `fwd` ahead and `side` to the right of `v`, tilted with its
--- pitch and roll: x, y, z.
---@param v Entity
function common.point(v, fwd, side)
  local x, z = fixed.to_world(v.yaw, v.x, v.z, side, fwd)
  local y = v.y + fixed.scale_sin(side, v.state.roll) - fixed.scale_sin(fwd, v.state.pitch)
  return x, y, z
end

--- The height `v` rests on at a point: the floor, or for a water vehicle
--- the water surface where there is water, else the ground there, found
--- from a click above the water line (the hull's own room may be the
--- water's, whose sectors under the ground are walls; tomb3 floats its
--- boats just above the surface for this).
function common.rest_height(v, x, y, z)
  local room = world.room_at(v.room, x, y, z)
  if v.state.stats.medium == "water" then
    -- (A wall sector of a water room answers a column with no floor:
    -- no water there.)
    local surface, bed = world.water(room, x, y, z)
    if surface and bed ~= common.NO_HEIGHT then return surface end
    local above = world.room_at(v.room, v.x, v.y - C.CLICK, v.z)
    room = world.room_at(above, x, y - C.CLICK, z)
    return world.floor(room, x, y - C.CLICK, z)
  end
  return world.floor(room, x, y, z)
end

--- The height under the wheel at (`fwd`, `side`), and the wheel's y.
local function wheel(v, fwd, side)
  local x, y, z = common.point(v, fwd, side)
  return common.rest_height(v, x, y, z), y
end

--- One body settling on `h` (y down): follows a floor rising to it or
--- sinking at most MIN_BOUNCE, else falls with gravity. New y and fall
--- speed.
local function settle(h, y, fall)
  if h > y then
    y = y + fall
    if y > h - common.MIN_BOUNCE then return h, 0 end
    return y, fall + common.GRAVITY
  end
  return h, 0
end

--- True when a wheel at (`fwd`, `side`) would meet a floor more than the
--- vehicle's step above where that wheel was (`was`).
local function wheel_blocked(v, fwd, side, was)
  local h = wheel(v, fwd, side)
  return h == common.NO_HEIGHT or h < was - v.state.stats.step
end

local CORNERS = { { 1, -1 }, { 1, 1 }, { -1, -1 }, { -1, 1 } }

--- The points of `v` that meet walls, as { ahead, to the right }: the
--- stats' own `probes` (a hull's outline), else its four wheels at
--- ±`front`, ±`side`.
local function probes(st)
  if st.probes then return st.probes end
  if not st.wheels then
    st.wheels = {}
    for i, c in ipairs(CORNERS) do st.wheels[i] = { c[1] * st.front, c[2] * st.side } end
  end
  return st.wheels
end

--- True when `v` cannot stand where it is now, its probes having been at
--- heights `was` (in `probes` order) and its body at `body_was`.
local function blocked(v, was, body_was)
  local st = v.state.stats
  for i, c in ipairs(probes(st)) do
    if wheel_blocked(v, c[1], c[2], was[i]) then return true end
  end
  local h = common.rest_height(v, v.x, v.y, v.z)
  return h == common.NO_HEIGHT or h < body_was - st.step
end

--- The input bits of a vehicle's keys (vehicles/keys.lua).
common.key = keys.key
common.DEFAULT_KEYS = keys.DEFAULT_KEYS

local function key_down(st, key)
  local bits = common.key(st, key)
  return bits ~= nil and world.pressed(bits)
end

--- The fastest it may turn at `speed`: `max_turn`, or when the stats
--- give `turn_full_speed`, that scaled down below this speed (nothing
--- standing still: a car turns only while it rolls, TOMB4 jeep.cpp).
local function max_turn(st, speed)
  local full = st.turn_full_speed
  if not full then return st.max_turn end
  local a = math.min(math.abs(speed), full)
  return st.max_turn * a // full
end

--- Speed and turn from the rider's input (`input` bits test with
--- world.pressed). On the ground only; in the air nothing answers.
local function steer(v, st, s)
  local left, right = world.pressed(input.LEFT), world.pressed(input.RIGHT)
  local back, forward = key_down(st, "brake"), key_down(st, "go")
  -- A geared vehicle (TR4's jeep): one key puts it in reverse, another
  -- back in forward gear; in reverse its go key drives it backwards.
  if st.gears then
    if key_down(st, "reverse_gear") then s.gear = "reverse"
    elseif key_down(st, "forward_gear") then s.gear = "forward" end
  end
  -- Backing up turns the other way (backing: the brake key held, or for
  -- vehicles whose keys are their own, rolling backwards).
  local backing = back or (st.keys ~= nil and v.state.speed < 0)
  local turn_left = (left and not backing) or (right and backing)
  local turn_right = (right and not backing) or (left and backing)
  local most = max_turn(st, v.state.speed)
  if turn_left then
    if st.turn_undo_on_reverse and s.turn > 0 then s.turn = s.turn - st.undo_turn
    else s.turn = math.max(s.turn - st.turn, -most) end
  elseif turn_right then
    if st.turn_undo_on_reverse and s.turn < 0 then s.turn = s.turn + st.undo_turn
    else s.turn = math.min(s.turn + st.turn, most) end
  end
  s.steering = turn_left or turn_right
  local speed = v.state.speed
  if back then
    if speed > 0 then speed = math.max(speed - st.brake, 0)
    elseif st.brake_stops then speed = math.min(speed + st.brake, 0)
    elseif speed > st.max_back then speed = math.max(speed + st.reverse, st.max_back) end
  elseif (forward and s.gear == "reverse")
    or (key_down(st, "back") and speed <= st.back_below) then
    -- Driving in reverse gear, or pushing a bike backwards (its own key,
    -- once it is nearly still).
    if speed > st.max_back then speed = math.max(speed + st.reverse, st.max_back) end
  elseif forward then
    local top = st.max_speed
    if world.pressed(common.key(st, "fast") or input.ACTION) and st.fast_speed then top = st.fast_speed
    elseif world.pressed(input.WALK) and st.slow_speed then top = st.slow_speed end
    if speed < top and st.ease then
      -- Easing towards its top speed (tomb3/TOMB4's quad, jeep, bike).
      speed = math.min(speed + (top - speed) // st.ease + 1, top)
    elseif speed < top then
      speed = math.min(speed + st.accel * speed // (2 * top) + st.accel // 2, top + st.accel)
    elseif speed > top + st.slowdown then
      speed = speed - st.slowdown
    end
  elseif speed >= 0 and speed < st.min_speed and (left or right) then
    speed = st.min_speed
  elseif speed > st.slowdown then
    speed = speed - st.slowdown
  elseif speed < -st.slowdown then
    speed = speed + st.slowdown
  else
    speed = 0
  end
  v.state.speed = speed
end

--- The turn rate decays towards nothing by `undo_turn`.
local function undo_turn(st, s)
  if s.turn < -st.undo_turn then s.turn = s.turn + st.undo_turn
  elseif s.turn > st.undo_turn then s.turn = s.turn - st.undo_turn
  else s.turn = 0 end
end

--- One tick of `v`'s movement. `rider` (Lara, or nil) steers it when
--- `steer_now`; she is hurt by a hard crash. Returns the kind of
--- collision: nil, "front" or "back" (a wall stopped it), and whether it
--- landed this tick with the fall speed it had.
---@param v Entity
---@param rider? Entity
---@param steer_now boolean
---@return string|nil hit, integer|nil landed_speed
function common.drive(v, rider, steer_now)
  local s, st = v.state, v.state.stats
  -- A vehicle that drives its own way (the rail, the turret, the diving
  -- craft: `stats.drive`).
  local model = common.model(st)
  if model then return model.drive(v, rider, steer_now) end
  local on_ground = v.y >= s.floor - C.CLICK
  -- Where the wheels stand before the move (a wheel above its floor
  -- counts from its floor).
  local was = s.was
  for i, c in ipairs(probes(st)) do
    local h, y = wheel(v, c[1], c[2])
    was[i] = math.min(y, h)
  end
  local body_was = math.min(v.y, common.rest_height(v, v.x, v.y, v.z))
  local yaw_was = v.yaw
  -- Turning: a paddled boat's strokes give speed and turn
  -- (vehicles/paddle.lua); a skidoo's rate always decays, then the keys
  -- add to it; a boat's decays only while no key steers it.
  if st.paddle then
    require("vehicles.paddle").steer(v, rider, st, s, steer_now and on_ground)
  elseif st.turn_undo_on_reverse then
    if steer_now and on_ground then steer(v, st, s) else s.steering = false end
    if not s.steering then undo_turn(st, s) end
    v.yaw = (v.yaw + s.turn) % 65536
  else
    if on_ground then undo_turn(st, s) end
    v.yaw = (v.yaw + s.turn) % 65536
    if steer_now and on_ground then steer(v, st, s) end
  end
  if not steer_now and on_ground and not st.paddle then
    -- Unridden (or Lara getting on and off): it coasts to a stop.
    if s.speed > st.slowdown then s.speed = s.speed - st.slowdown
    elseif s.speed < -st.slowdown then s.speed = s.speed + st.slowdown
    else s.speed = 0 end
  end
  -- The heading it moves along: its nose, or a momentum heading that
  -- follows the nose at most `momentum_turn` a tick and lags it at most
  -- `max_momentum_turn` (a skidoo skids round corners).
  local heading = v.yaw
  if st.momentum_turn then
    local lag = signed(v.yaw - s.momentum)
    if lag < -st.max_momentum_turn then s.momentum = (v.yaw + st.max_momentum_turn) % 65536
    elseif lag > st.max_momentum_turn then s.momentum = (v.yaw - st.max_momentum_turn) % 65536
    elseif lag < -st.momentum_turn then s.momentum = (s.momentum - st.momentum_turn) % 65536
    elseif lag > st.momentum_turn then s.momentum = (s.momentum + st.momentum_turn) % 65536
    else s.momentum = v.yaw end
    heading = s.momentum
  end
  local ox, oz = v.x, v.z
  s.from_x, s.from_z = ox, oz
  local mx, mz = fixed.step(heading, s.speed)
  local nx, nz = ox + mx, oz + mz
  -- Walls: the move is kept whole, else along x alone, else along z
  -- alone, else not at all (sliding along a wall met at an angle).
  local hit = nil
  v.x, v.z = nx, nz
  if blocked(v, was, body_was) then
    v.x, v.z = nx, oz
    if nz == oz or blocked(v, was, body_was) then
      v.x, v.z = ox, nz
      if nx == ox or blocked(v, was, body_was) then
        v.x, v.z = ox, oz
        -- Turned into the wall where it stands: it keeps its heading.
        if blocked(v, was, body_was) then v.yaw = yaw_was end
      end
    end
    -- The speed left is the move made along the heading.
    local made = ((v.x - ox) * fixed.sin(heading) + (v.z - oz) * fixed.cos(heading)) // fixed.ONE
    local before = s.speed
    if before > 0 and made < before then s.speed = math.max(made, 0)
    elseif before < 0 and made > before then s.speed = math.min(made, 0) end
    s.speed = math.max(s.speed, st.max_back)
    hit = before >= 0 and "front" or "back"
    s.crash_speed = math.abs(before)
    if rider and st.accel and before > st.max_speed + st.accel and made < before - st.accel then
      rider:hit((before - made) // 2)
    end
  end
  if rider and steer_now then common.strike(v, rider) end
  v.room = world.room_at(v.room, v.x, v.y, v.z)
  -- The body settles on its floor (or the water), the front wheels on
  -- theirs; pitch and roll follow the front wheels.
  local h = common.rest_height(v, v.x, v.y, v.z)
  if h == common.NO_HEIGHT then h = v.y end
  s.floor = h
  local fall_before = s.fall
  v.y, s.fall = settle(h, v.y, s.fall)
  local landed = nil
  if fall_before > 0 and s.fall == 0 then landed = fall_before end
  local hl, yl = wheel(v, st.front, -st.side)
  local hr, yr = wheel(v, st.front, st.side)
  if hl == common.NO_HEIGHT then hl = yl end
  if hr == common.NO_HEIGHT then hr = yr end
  s.left_y, s.left_fall = settle(hl, s.left_y or yl, s.left_fall)
  s.right_y, s.right_fall = settle(hr, s.right_y or yr, s.right_fall)
  local front = (s.left_y + s.right_y) // 2
  local pitch = fixed.angle16(fixed.atan(st.front, v.y - front))
  local roll = fixed.angle16(fixed.atan(st.side, front - s.left_y))
  s.pitch = s.pitch + (pitch - s.pitch) // 2
  s.roll = s.roll + (roll - s.roll) // 2
  if pitch == 0 and math.abs(s.pitch) < 4 then s.pitch = 0 end
  if roll == 0 and math.abs(s.roll) < 4 then s.roll = 0 end
  -- A bike leans into its turns (`lean`: roll per unit of turn rate).
  local lean = st.lean and math.floor(s.turn * st.lean) or 0
  v.pitch, v.roll = s.pitch % 65536, (s.roll + lean) % 65536
  world.test_triggers(v, "heavy")
  return hit, landed
end

--- The drive models by name (`stats.drive`), as vehicles/behaviour.lua
--- finds them when it builds a vehicle that names one.
common.models = {}

--- The module of a vehicle that drives its own way (`stats.drive`: "rail"
--- is vehicles/rail.lua, "turret" vehicles/turret.lua, "dive"
--- vehicles/dive.lua), or nil for the wheeled and floating model above.
--- Such a module has `drive(v, rider, steer_now)`, and may have
--- `ride(lara, l, v)` (her tick while she drives it, else lara/ride.lua's),
--- `standing(v)` and `get_off_spot(v)`.
---@param st table the stats
---@return table|nil
function common.model(st)
  return st.drive and common.models[st.drive] or nil
end

--- True when `v` stands still enough for her to get off.
---@param v Entity
---@return boolean
function common.standing(v)
  local model = common.model(v.state.stats)
  if model and model.standing then return model.standing(v) end
  return v.state.speed == 0
end

--- `v`, ridden by `rider` and moving, runs into whatever it touches
--- (vehicles/strike.lua).
common.strike = strike.strike

--- Puts `v` back where it was before this tick's move (a body it ran
--- into holds it off: the gondola struck too slowly).
---@param v Entity
function common.push_back(v)
  local s = v.state
  if s.from_x then v.x, v.z = s.from_x, s.from_z end
end

--- True when `v` is in the air (off its floor or water).
function common.airborne(v)
  if v.state.stats.dive then return false end
  return v.y < v.state.floor - common.MIN_BOUNCE or v.state.fall > 0
end

--- The turn from a vehicle's heading to each side she may get off to.
common.SIDE_TURN = { left = -16384, right = 16384, back = 32768 }
local SIDE_TURN = common.SIDE_TURN

--- Where Lara stands after getting off to `side` ("left"/"right"/"back"):
--- x, y, z, or nil when that floor is a wall, more than `get_off_rise`
--- above or `get_off_drop` (else `get_off_rise`) below, under too low a
--- ceiling, or in water (a water vehicle's riders may step into water
--- unless its stats say `get_off_dry`) (TRX Skidoo_CheckGetOffOK). A
--- vehicle that drives its own way may find the spot its own way.
---@param v Entity
---@param side string
function common.get_off_spot(v, side)
  local st = v.state.stats
  local model = common.model(st)
  if model and model.get_off_spot then return model.get_off_spot(v) end
  local dx, dz = fixed.step(v.yaw + SIDE_TURN[side], st.get_off_dist)
  local x, z = v.x + dx, v.z + dz
  local above = world.room_at(v.room, v.x, v.y - C.CLICK, v.z)
  local room = world.room_at(above, x, v.y - C.CLICK, z)
  local floor = world.floor(room, x, v.y - C.CLICK, z)
  if floor == common.NO_HEIGHT or floor < v.y - st.get_off_rise
    or floor > v.y + (st.get_off_drop or st.get_off_rise) then
    return nil
  end
  local ceiling = world.ceiling(room, x, v.y - C.CLICK, z)
  if floor - ceiling < C.HEIGHT then return nil end
  local wet = world.water(room, x, floor, z)
  if wet and (st.medium ~= "water" or st.get_off_dry) then return nil end
  return x, floor, z
end

return common
