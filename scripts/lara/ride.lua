-- Lara riding a vehicle (TR2's skidoo and boat; the later games' as their
-- modules come): while she rides, the vehicle drives her. Her control hook
-- (lara/player.lua) hands each tick to `ride.control` instead of her
-- state's handler — her state is then one of the vehicle's own Lara
-- states, numbered from 0 like her on-foot ones, so they cannot pick the
-- handler — and `ride.collide` puts her on the vehicle after the world
-- animated her. Her animations are borrowed from the vehicle's Lara
-- animation object (`stats.lara.object`, e.g. TR2 type 10 "Lara
-- snowmobile animation"); a level without it rides her hidden, getting on
-- and off at once.
--
-- Phases (`l.ride_phase`): "mount" (the get-on animation plays), "drive"
-- (her input drives the vehicle: vehicles/common.lua), "dismount" (the
-- get-off animation plays; at its exit frame she stands beside it, or
-- jumps off a boat).
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local common = require("vehicles.common")
local water = require("lara.water")

require("lara.anims").add({
  -- Her forward jump, off a boat (TR2–TR5 anim 77, state 3).
  [2] = { vehicle_jump_off = 77 },
})

local ride = {}

--- True while `e` rides a vehicle.
---@param e Entity
---@return boolean
function ride.riding(e)
  local v = e.state.vehicle
  return v ~= nil and v ~= false
end

--- True when this level has the vehicle's Lara animations.
---@param st table the vehicle's stats
---@return boolean
function ride.has_anims(st)
  return st.lara ~= nil and world.has_object(st.lara.object)
end

--- Plays the vehicle's Lara animation for `role` (from `frame`, default
--- its first); false when it has none.
---@param e Entity Lara
---@param v Entity
---@param role string
---@param frame? integer
---@return boolean
function ride.play(e, v, role, frame)
  local st = v.state.stats
  if not ride.has_anims(st) then return false end
  local n = st.lara.anims[role]
  local frames = n and world.anim_info(st.lara.object, n)
  if not frames then return false end
  e:set_anim(n, math.min(frame or 0, frames - 1), st.lara.object)
  -- The object's first animation, to know which of its animations plays.
  e.state.ride_first = e.anim_id - n
  return true
end

--- Asks for the vehicle's Lara state `name` (when the level has them).
---@param e Entity Lara
---@param v Entity
---@param name string
function ride.goal(e, v, name)
  local st = v.state.stats
  local state = ride.has_anims(st) and st.lara.states[name]
  if state then e.goal_state = state end
end

--- True when her current state is the vehicle's Lara state `name`.
---@param e Entity Lara
---@param v Entity
---@param name string
---@return boolean
function ride.in_state(e, v, name)
  local st = v.state.stats
  return ride.has_anims(st) and st.lara.states[name] == e.anim_state
end

--- Gets her on `v` from `side` ("left", "right" of the vehicle).
---@param e Entity Lara
---@param v Entity the vehicle
---@param side string
function ride.mount(e, v, side)
  local l = e.state
  l.vehicle, l.ride_side, l.ride_phase = v, side, "mount"
  v.state.rider = e
  v.solid = false
  l.turn = 0
  e.gravity, e.speed, e.fall_speed, e.move_offset = false, 0, 0, 0
  e.driven = false
  e.water, e.motion = "land", "ground"
  e.x, e.y, e.z, e.yaw, e.room = v.x, v.y, v.z, v.yaw, v.room
  if not ride.play(e, v, "get_on_" .. side) then
    -- No animation of her getting on: she is on at once, hidden.
    l.ride_phase = "drive"
    e.visible = false
  end
end

--- Lara (`e`) beside vehicle `v` with Action gets on, from whichever side
--- she faces it (its heading 45°–135° off hers, TRX Skidoo_CheckGetOn):
--- standing on the ground (or in the water beside a boat), hands free. A
--- craft that dives (`stats.medium` "underwater") she boards swimming, from
--- any side; its `sides` "water" names the get-on by where she swims
--- ("surface", "underwater").
---@param e Entity Lara
---@param v Entity
---@return boolean mounted
function ride.try_mount(e, v)
  local l = e.state
  if e.health <= 0 or l.dead or ride.riding(e) or e.gravity then return false end
  if not body.held(input.ACTION) then return false end
  local st = v.state.stats
  local where = e.water
  local swimming = where == "surface" or where == "underwater"
  if st.medium == "underwater" then
    if not swimming then return false end
  elseif where ~= "land" and where ~= "wade" and not (st.medium == "water" and where == "surface") then
    return false
  end
  if e:distance_to(v) > st.mount_reach or math.abs(e.y - v.y) > st.mount_rise then return false end
  local a = angles.diff(v.yaw, e.yaw)
  local side
  if st.sides == "water" then side = where
  elseif st.mount_from == "anywhere" then side = "left"
  elseif a > 8192 and a < 24576 then side = "right"
  elseif a < -24576 or a > -8192 then return false
  else side = "left" end
  local sides = st.mount_sides
  if sides and sides[1] ~= side and sides[2] ~= side then return false end
  ride.mount(e, v, side)
  return true
end

--- Ends the ride: the vehicle is free and solid again, she is shown and
--- moved by her animations again.
local function leave(e, l)
  local v = l.vehicle
  if v and v:exists() then
    v.state.rider = false
    v.solid = true
  end
  l.vehicle, l.ride_phase = false, false
  e.visible = true
  e.driven = true
  e.pitch, e.roll = 0, 0
end

--- Puts her in the water where a diving craft lets her go: at the
--- surface treading, or under it treading (tomb3 sub.cpp).
local function swim_off(e, l, v, side)
  local x, y, z = common.get_off_spot(v, side)
  if x then e.x, e.y, e.z = x, y, z end
  e.room = world.room_at(v.room, e.x, e.y, e.z)
  e.yaw = v.yaw
  e.gravity, e.speed, e.fall_speed = false, 0, 0
  e.motion = "swim"
  local top = side == "surface" and world.water(e.room, e.x, e.y, e.z)
  if top then
    water.surface(e, l, top)
  else
    e.water = "underwater"
    if not body.anim(e, l, "tread") then body.anim(e, l, "swim_glide") end
    e.goal_state = S.TREAD
  end
end

--- Gets her off `v` to `side`: standing beside a land vehicle, facing it,
--- jumping clear of a boat (TRX Skidoo_CheckGetOff, boat.c), or swimming
--- off a diving craft.
local function get_off(e, l, v, side)
  local st = v.state.stats
  local dir = side == "left" and -1 or 1
  leave(e, l)
  if st.dive then
    swim_off(e, l, v, side)
  elseif st.jump_off then
    e.yaw = (v.yaw + dir * 16384) % 65536
    local dx, dz = fixed.step(e.yaw, st.get_off_dist)
    local x, y, z = v.x + dx, v.y - st.jump_off.lift, v.z + dz
    -- The room at that height above the boat (the air over the water),
    -- then across to the spot.
    local room = world.room_at(world.room_at(v.room, v.x, y, v.z), x, y, z)
    -- Into a wall she jumps straight up instead.
    if world.floor(room, x, y, z) >= y - C.CLICK then e.x, e.z, e.room = x, z, room end
    e.y = y
    if not body.anim(e, l, "vehicle_jump_off") then body.anim(e, l, "fall_start") end
    e.goal_state = S.FORWARD_JUMP
    e.gravity = true
    e.speed, e.fall_speed = st.jump_off.speed, st.jump_off.fall
  else
    local x, y, z = common.get_off_spot(v, side)
    if x then e.x, e.y, e.z = x, y, z end
    e.room = world.room_at(v.room, e.x, e.y - C.CLICK, e.z)
    e.yaw = (v.yaw + common.SIDE_TURN[side] + 32768) % 65536
    body.anim(e, l, "stop")
    e.goal_state = S.STOP
    e.gravity, e.speed, e.fall_speed = false, 0, 0
  end
end

--- True once the get-off animation reached the frame that puts her down
--- (the stats' exit frame, or its last frame when shorter).
local function got_off(e, v)
  local st = v.state.stats
  if not ride.has_anims(st) then return true end
  local side = e.state.ride_side
  if not ride.in_state(e, v, "get_off_" .. side) then return false end
  local frames = world.anim_info(st.lara.object, e.anim_id - (e.state.ride_first or 0))
  -- One exit frame, or one per side (`exit_frame = { surface = …, … }`).
  local exit = st.lara.exit_frame
  if type(exit) == "table" then exit = exit[side] end
  if frames then exit = math.min(exit, frames - 1) end
  return e.frame >= exit
end

--- Her riding animation from what the vehicle does: falling, crashing,
--- leaning into a turn, moving or standing.
local function animate(e, v, hit)
  local st = v.state.stats
  if not ride.has_anims(st) then return end
  local states, s = st.lara.states, v.state
  if common.airborne(v) and s.fall > 0 then
    if not ride.in_state(e, v, "fall") then ride.play(e, v, "fall") end
    ride.goal(e, v, "fall")
    return
  end
  local hitting = ride.in_state(e, v, "hit") or ride.in_state(e, v, "hit_front") or ride.in_state(e, v, "hit_back")
  if hit and (states.hit or states.hit_front) and not hitting 
    and (s.crash_speed or 0) >= (st.crash_anim_speed or 0)
    and ride.play(e, v, hit == "front" and "hit_front" or "hit_back") then
    ride.goal(e, v, "moving")
    return
  end
  -- A drive model that names the state its rider's moves ask for (the
  -- paddle's strokes, the diving craft's thrust).
  if s.anim_goal then ride.goal(e, v, s.anim_goal) return end
  if states.left and world.pressed(input.LEFT) then ride.goal(e, v, "left")
  elseif states.right and world.pressed(input.RIGHT) then ride.goal(e, v, "right")
  elseif s.speed ~= 0 or world.pressed(common.key(st, "go") or 0)
    or world.pressed(common.key(st, "brake") or 0) then
    ride.goal(e, v, "moving")
  else
    ride.goal(e, v, "still")
  end
end

--- Her control hook while she rides.
---@param e Entity Lara
---@param l table her state table
function ride.control(e, l)
  local v = l.vehicle
  l.turn = 0
  if not v:exists() then leave(e, l) return end
  local st = v.state.stats
  if e.health <= 0 then
    leave(e, l)
    if st.dive then
      -- Off a diving craft she dies in the water.
      e.water = v.state.surfaced and "surface" or "underwater"
      e.motion = "swim"
    end
    require("lara.damage").kill(e)
    return
  end
  -- Riding a diving craft she holds her breath while it is under.
  if st.dive then require("lara.damage").breathe(e, l, not v.state.surfaced) end
  local phase = l.ride_phase
  if phase == "mount" then
    common.drive(v, e, false)
    if not ride.in_state(e, v, "get_on") then l.ride_phase = "drive" end
    ride.goal(e, v, "still")
    return
  elseif phase == "dismount" then
    common.drive(v, e, false)
    -- Through the vehicle's "prepare_off" state, where it has one (the
    -- kayak's 9, the cart's 1).
    if ride.in_state(e, v, "prepare_off") then ride.goal(e, v, "get_off_" .. l.ride_side) end
    if got_off(e, v) then get_off(e, l, v, l.ride_side) end
    return
  end
  -- Jump with Left or Right gets off to that side, where there is room
  -- (a land vehicle once it stands still), before the keys steer it.
  -- (`stats.keys.get_off`: Jump on TR2's; `stats.get_off_sides`: the
  -- sides it may be left by, both unless given.)
  if world.pressed(common.key(st, "get_off")) and not common.airborne(v)
    and (st.dismount_moving or common.standing(v)) then
    local side = (world.pressed(input.LEFT) and "left") or (world.pressed(input.RIGHT) and "right")
    if st.sides == "water" then side = v.state.surfaced and "surface" or "underwater" end
    local sides = st.get_off_sides
    if sides and sides[1] == "back" then side = "back"
    elseif side and sides and sides[1] ~= side and sides[2] ~= side then side = nil end
    if side and (st.jump_off or common.get_off_spot(v, side)) then
      l.ride_phase, l.ride_side = "dismount", side
      common.drive(v, e, false)
      ride.goal(e, v, st.lara and st.lara.states.prepare_off and "prepare_off" or "get_off_" .. side)
      if not ride.has_anims(st) then get_off(e, l, v, side) end
      return
    end
  end
  local model = common.model(st)
  if model and model.ride then
    -- A vehicle that drives its own way may ride her its own way too.
    model.ride(e, l, v)
    return
  end
  local hit, landed = common.drive(v, e, true)
  if landed then body.hurt(e, body.fall_damage(landed)) end
  animate(e, v, hit)
end

--- Her after-move hook while she rides: she sits where the vehicle is,
--- tilted with it.
---@param e Entity Lara
---@param l table
function ride.collide(e, l)
  local v = l.vehicle
  if not v or not v:exists() then return end
  e.x, e.y, e.z, e.room = v.x, v.y, v.z, v.room
  e.yaw, e.pitch, e.roll = v.yaw, v.pitch, v.roll
  e.speed, e.fall_speed, e.gravity = 0, 0, false
end

return ride
