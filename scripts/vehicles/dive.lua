-- The diving drive model of vehicles/common.lua (chosen by `stats.dive`):
-- a craft that moves through the water in three dimensions, as TR3's
-- underwater propulsion vehicle. Its thrust key drives it along its
-- heading and pitch; Left/Right turn it (leaning into the turn),
-- Forward/Back pitch its nose down/up. Risen to `surface_depth` under an
-- open water surface it rides there, its nose easing up to
-- `surface_pitch`; thrust with Forward at the surface dives it (the nose
-- drops to `dive_pitch` quickly). Walls stop it, a wall met at its side
-- turns it away, a ceiling pushes its nose down and a floor lifts it.
-- While it is under, its rider's breath runs out as swimming; at the
-- surface she breathes (lara/ride.lua).
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local C = require("lara.constants")
local keys = require("vehicles.keys")

local dive = {}

--- `x` brought towards 0 by `by`.
local function towards_zero(x, by)
  if x > 0 then return math.max(x - by, 0) end
  return math.min(x + by, 0)
end

local function clamp(x, most) return math.max(-most, math.min(most, x)) end

--- Her keys: turn, pitch, thrust; sets `s.anim_goal` ("moving" while the
--- thrust key is held, else "still").
local function steer(v, st, s)
  local d, pressed = st.dive, world.pressed
  local go = pressed(keys.key(st, "go"))
  local turn = go and d.turn_moving or d.turn_still
  if pressed(input.LEFT) then s.turn = s.turn - turn
  elseif pressed(input.RIGHT) then s.turn = s.turn + turn end
  if s.surfaced then
    -- At the surface the nose eases to its riding pitch.
    if s.pitch > d.surface_pitch then s.pitch = math.max(s.pitch - d.surface_ease, d.surface_pitch)
    else s.pitch = math.min(s.pitch + d.surface_ease, d.surface_pitch) end
  elseif pressed(input.FORWARD) then
    s.pitch_rate = s.pitch_rate - d.pitch_turn
  elseif pressed(input.BACK) then
    s.pitch_rate = s.pitch_rate + d.pitch_turn
  end
  if go then
    if s.surfaced and pressed(input.FORWARD) and s.pitch > -d.dive_pitch then s.diving = true end
    s.vel = s.vel + d.thrust
  end
  s.anim_goal = go and "moving" or "still"
end

--- The query's figures for a craft pitched `pitch`: it is as tall as its
--- length's rise (at least `min_height`), and walls, ceilings and floors
--- are met over that.
local function collide(v, st, s)
  local d = st.dive
  local coll = s.coll
  local h = math.max(math.abs(fixed.scale_sin(d.length, s.pitch)), d.min_height)
  coll.radius, coll.height = d.radius, h
  coll.max_drop, coll.max_rise, coll.max_ceiling = C.NO_LIMIT, h, d.ceiling_reach
  coll.slopes_are_walls, coll.slopes_are_pits, coll.kill_is_pit = false, false, false
  coll.facing = v.yaw
  -- The query stands the body on its feet: half its height below its middle.
  local half = h // 2
  v.y = v.y + half
  local hit = world.collide(v, coll)
  v.y = v.y - half
  if hit == "clamp" then
    v.x, v.y, v.z = s.old[1], s.old[2], s.old[3]
    s.vel = 0
    return
  end
  v.x, v.z = v.x + coll.shift_x, v.z + coll.shift_z
  if hit == "front" or hit == "top_front" then
    s.vel = 0
  elseif hit == "top" then
    v.y = v.y + coll.shift_y
    s.pitch_rate = s.pitch_rate - d.pitch_turn
  elseif hit == "left" then
    v.yaw = angles.wrap(v.yaw + d.deflect)
  elseif hit == "right" then
    v.yaw = angles.wrap(v.yaw - d.deflect)
  end
  -- A floor above its lower half lifts it, nose up.
  local floor = coll.mid.floor
  if floor ~= C.WALL and floor < 0 then
    v.y = v.y + floor
    s.pitch_rate = s.pitch_rate + d.pitch_turn
  end
end

--- At the surface or under: rides `surface_depth` under an open surface it
--- rose to.
local function surface(v, st, s)
  local d = st.dive
  local top, _, _, open = world.water(v.room, v.x, v.y, v.z)
  if top and open and v.y <= top + d.surface_depth then
    v.y = top + d.surface_depth
    if not s.surfaced then s.diving = false end
    s.surfaced = true
  else
    s.surfaced = false
  end
end

--- One tick of the craft `v`: her keys when she steers, the dive, drag and
--- limits, the move along its heading and pitch, the surface, walls.
--- Returns the kind of collision like common.drive (nil: none).
---@param v Entity
---@param rider? Entity
---@param steer_now boolean
---@return string|nil
function dive.drive(v, rider, steer_now)
  local s, st = v.state, v.state.stats
  local d = st.dive
  s.old[1], s.old[2], s.old[3] = v.x, v.y, v.z
  if steer_now then steer(v, st, s) end
  if s.diving then
    if s.pitch > -d.dive_pitch then s.pitch = s.pitch - d.dive_rate else s.diving = false end
  end
  s.vel = clamp(towards_zero(s.vel, d.drag), d.max_speed)
  s.turn = clamp(towards_zero(s.turn, d.turn_decay), d.max_turn)
  s.pitch_rate = clamp(towards_zero(s.pitch_rate, d.pitch_decay), d.pitch_turn)
  s.pitch = clamp(s.pitch + s.pitch_rate, d.max_pitch)
  v.yaw = angles.wrap(v.yaw + s.turn)
  s.speed = math.floor(s.vel)
  -- tomb3 SubControl's order: the speed along the yaw, then by the pitch.
  local mx, mz = fixed.step(v.yaw, s.speed)
  v.x = v.x + fixed.scale_cos(mx, s.pitch)
  v.z = v.z + fixed.scale_cos(mz, s.pitch)
  v.y = v.y - fixed.scale_sin(s.speed, s.pitch)
  v.room = world.room_at(v.room, v.x, v.y, v.z)
  surface(v, st, s)
  local before = s.vel
  collide(v, st, s)
  v.room = world.room_at(v.room, v.x, v.y, v.z)
  v.pitch = angles.wrap(s.pitch)
  v.roll = angles.wrap(s.turn * d.lean)
  s.floor, s.fall = v.y, 0
  world.test_triggers(v, "heavy")
  if before ~= 0 and s.vel == 0 then return "front" end
  return nil
end

--- Where she comes off the craft: `get_off_dist` behind it across the
--- ground and the height its pitch gives that distance ahead (the point
--- tomb3 CanGetOff tests), inside the room's floor and ceiling with
--- `get_off_room` between them; nil when the craft moves or that spot is
--- walled, buried or cramped.
---@param v Entity
---@return integer|nil x, integer y, integer z
function dive.get_off_spot(v)
  local s, st = v.state, v.state.stats
  if s.speed ~= 0 then return nil end
  local back = st.get_off_dist
  local bx, bz = fixed.step(v.yaw + 0x8000, fixed.scale_cos(back, s.pitch))
  local x, z = v.x + bx, v.z + bz
  local y = v.y - fixed.scale_sin(back, s.pitch)
  local room = world.room_at(v.room, x, y, z)
  local floor, ceiling = world.floor(room, x, y, z), world.ceiling(room, x, y, z)
  if floor == C.NO_HEIGHT or y > floor or y < ceiling
    or floor - ceiling < st.get_off_room then
    return nil
  end
  return x, y, z
end

--- A craft's state at rest (vehicles/common.lua's init): at the surface
--- when it starts within reach of one.
---@param v Entity
function dive.init(v)
  local s = v.state
  s.vel, s.turn, s.pitch_rate = s.vel or 0, s.turn or 0, s.pitch_rate or 0
  s.coll = s.coll or {}
  s.old = s.old or { v.x, v.y, v.z }
  s.diving = s.diving or false
  if s.surfaced == nil then surface(v, s.stats, s) end
  s.floor, s.fall = v.y, 0
end

return dive
