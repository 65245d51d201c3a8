-- Rolling ball (boulder, snowballs, drums), as the originals' rolling-ball
-- routine runs it (TRX tr1 objects/traps/rolling_ball.c RollingBall_Control,
-- RollingBall_Collision). Triggered, it is sent from its set state to its
-- rolling state and its animation rolls it along its heading; over a drop
-- it falls (starting at −10, the world's gravity after), and it lands where
-- it comes within a click of the floor. When the floor half a sector ahead
-- is higher than it, it stops: put back where it was at the start of the
-- tick, on its floor, spent. Spent and its trigger off, it goes back to
-- where it was placed, set again. Rolling, it kills Lara on the ground
-- (params.death: the death it plays) and hurts her by 100 in the air; at
-- rest it is a solid body. Without animations (a model-less stand-in) it
-- has nothing to roll it and stays put.
local traps = require("lib.traps")
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
  e.solid = not e.active
end

--- Its trigger on again while it is spent: it stays spent (the originals
--- keep it on their active list, so the trigger does not restart it).
function boulder.on_activate(e)
  if e.state.spent then e:finish() return end
  e.solid = false
  e.awake = true
end

--- Back where it was placed, set, waiting for its trigger.
local function reset(e)
  local st, home = e.state, e.state.home
  e.x, e.y, e.z, e.room = home.x, home.y, home.z, home.room
  st.floor, st.spent = home.y, false
  if e.anim_count > 0 then e:set_anim(0) end
  e.goal_state = e.anim_state
  e.paused, e.awake, e.solid = false, false, true
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

--- Rolling into her: on the ground the death it names, in the air a blow.
function boulder.collision(e, lara)
  if not e.active or e.state.spent or lara.health <= 0 then return end
  if not traps.touches(e, lara) then return end
  if lara.gravity then
    traps.wound(e, lara, AIR_DAMAGE)
  else
    lara.yaw, lara.pitch, lara.roll = e.yaw, 0, 0
    traps.wound(e, lara, lara.health + 1)
  end
end

return boulder
