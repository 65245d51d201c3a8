-- Rolling ball (boulder, snowballs, drums), as the originals' rolling-ball
-- routine runs it (TRX tr1 objects/traps/rolling_ball.c RollingBall_Control,
-- RollingBall_Collision). Triggered, it is sent from its set state to its
-- rolling state and its animation rolls it along its heading; over a drop
-- it falls (starting at −10, the world's gravity after), and it lands where
-- it comes within a click of the floor. When the floor half a sector ahead
-- is higher than it, it stops: put back where it was at the start of the
-- tick, on its floor, spent. Spent and its trigger off, it goes back to
-- where it was placed, set again. Meeting Lara (her radius from its box,
-- her spheres on its meshes) while it rolls, it kills her on the ground
-- (params.death: the death it plays) and in the air pushes her out of its
-- box widened by her radius, with a flinch, and hurts her by 100; at rest
-- or spent it pushes her as a solid object does (Object_Collision), and it
-- is no wall in anyone's collision query. TR4 / TR5 balls
-- (params.crushes_while = "moving": TOMB4 traps.cpp RollingBallCollision)
-- kill her on the same contact, on the ground or in the air, while
-- triggered and moving, and push her as a solid object otherwise. Without
-- animations (a model-less stand-in) it has nothing to roll it and stays
-- put.
local traps = require("lib.traps")
local lara_push = require("lara.push")
local fixed = require("lib.fixed")
local boulder = {}

local SET, ACTIVATE = traps.SET, traps.ACTIVATE
--- The fall speed it starts a drop with.
local DROP_START = -10
--- It lands once within a click of the floor.
local LANDING = traps.CLICK
--- How far ahead the floor is tested for a wall.
local AHEAD = traps.SECTOR / 2
--- Harm to Lara in the air (ROLLINGBALL_DAMAGE_AIR).
local AIR_DAMAGE = 100

function boulder.init(e)
  local st = e.state
  if st.home == nil then
    st.home = { x = e.x, y = e.y, z = e.z, room = e.room }
    st.floor = e.y
    st.spent = false
  end
  e.heavy = true
  e.auto_land = false
end

--- Its trigger on again while it is spent: it stays spent (the originals
--- keep it on their active list, so the trigger does not restart it).
function boulder.on_activate(e)
  if e.state.spent then e:finish() return end
  e.awake = true
end

--- Back where it was placed, set, waiting for its trigger.
local function reset(e)
  local st, home = e.state, e.state.home
  e.x, e.y, e.z, e.room = home.x, home.y, home.z, home.room
  st.floor, st.spent = home.y, false
  if e.anim_count > 0 then e:set_anim(0) end
  e.goal_state = e.anim_state
  e.paused, e.awake = false, false
end

function boulder.control(e)
  local st = e.state
  if st.spent then
    if e.mask ~= 0x1F then reset(e) end
    return
  end
  if not e.active then e.awake = false return end
  if e.y < st.floor then
    if not e.gravity then
      e.gravity = true
      e.fall_speed = DROP_START
    end
  elseif e.anim_state == SET then
    e.goal_state = ACTIVATE
  end
  st.old_x, st.old_z = e.x, e.z
end

--- After its animation moved it: the floor under it, the landing, the wall
--- half a sector ahead.
function boulder.after_move(e)
  local st = e.state
  if st.spent or not e.active or e.anim_count == 0 then return end
  st.floor = world.floor(e.room, e.x, e.y, e.z)
  if e.y >= st.floor - LANDING then
    e.gravity = false
    e.fall_speed = 0
    e.y = st.floor
  end
  local ax = e.x + ((AHEAD * fixed.sin(e.yaw)) >> fixed.SHIFT)
  local az = e.z + ((AHEAD * fixed.cos(e.yaw)) >> fixed.SHIFT)
  if world.floor(e.room, ax, e.y, az) < e.y then
    e.x, e.z, e.y = st.old_x, st.old_z, st.floor
    e.speed, e.fall_speed = 0, 0
    st.spent = true
    e.paused, e.awake = true, true
    e:finish()
  end
end

--- The boulder death: her heading its heading, level, her health gone.
local function crush(e, lara)
  if lara.health <= 0 then return end
  lara.yaw, lara.pitch, lara.roll = e.yaw, 0, 0
  traps.wound(e, lara, lara.health + 1)
end

--- TR1–TR3 (TRX tr1 RollingBall_Collision, tomb3 RollingBallCollision):
--- rolling (active), its contact crushes her on the ground and in the air
--- pushes her aside (with a flinch, where her state lets items push her)
--- and hurts her; otherwise, unless it is hidden, a solid object.
local function collide_rolling(e, lara)
  if e.status ~= "active" then
    lara_push.trap(e, lara)
    return
  end
  if not world.bounds_collide(e, lara, lara_push.RADIUS) or not traps.touches(e, lara) then return end
  if lara.gravity then
    if lara_push.allowed(lara) then lara_push.lara(e, lara, true, true) end
    traps.wound(e, lara, AIR_DAMAGE)
  else
    crush(e, lara)
  end
end

--- TR4 / TR5 (TOMB4 and TOMB5 traps.cpp RollingBallCollision): on contact,
--- triggered and moving (speed or fall speed) it crushes her wherever she
--- is; otherwise it is a solid object.
local function collide_moving(e, lara)
  if not world.bounds_collide(e, lara, lara_push.RADIUS) or not traps.touches(e, lara) then return end
  local moving = e.speed ~= 0 or e.fall_speed ~= 0 or e.gravity
  if e.active and not e.state.spent and moving then
    crush(e, lara)
  else
    lara_push.object(e, lara)
  end
end

function boulder.collision(e, lara)
  if traps.param(e, "crushes_while", "active") == "moving" then
    collide_moving(e, lara)
  else
    collide_rolling(e, lara)
  end
end

return boulder
