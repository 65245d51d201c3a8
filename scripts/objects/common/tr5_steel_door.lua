-- TR5's steel door (STEEL_DOOR, the Tower): the door the guards blow down.
-- Placed a sector above its spot, once triggered it drops to the floor
-- (24 a tick more speed; landing faster than 128 it shakes the ground and
-- bounces back up at a quarter of its speed), rests (REST settlings, about
-- four seconds), then is welded through from the far side: a torch's
-- sparks and white light run along three of its edges (the first and last
-- in 384 ticks, the top in 768) with SFX_WELD_THRU_DOOR_LOOP, its cut
-- meshes showing one after another. Cut through, it waits 30 ticks and falls in (state 2: smoke and
-- a shake as it starts, a harder shake at frame 13) and at the end of that
-- fall sets off the trigger under it as a heavy body does. It is solid
-- until it has fallen.
-- Source: TOMB5 tower.cpp ControlSteelDoor, SteelDoorCollision, init.cpp
-- InitialiseSteelDoor (facts and figures, not code).
local particles = require("lib.particles")
local door = {}

local SECTOR = 1024
local GRAVITY, BOUNCE_SPEED, BOUNCE_SHARE = 24, 128, 4
--- Settlings on the floor before the welding starts (TOMB5: > 60). Lying
--- still it falls 24 into the floor every other tick and is set back on
--- it, which counts one: about 122 ticks in all.
door.REST = 60
--- The welded edges, corners in the frame of its mesh 0 (TOMB5 SteelDoorPos).
local CORNERS = { { 872, 512 }, { 872, -360 }, { -860, -360 }, { -860, 512 } }
--- Ticks along each edge (TOMB5: 384, the top 768).
door.EDGE_TICKS = { 384, 768, 384 }
--- The welding tick at which the next cut mesh shows (TOMB5
--- SteelDoorMeshswaps x 3): its mesh bits move up one each time.
local CUTS = { 37, 74, 111, 148, 185, 222, 259, 296, 340, 380, 420, 470, 481, 518, 555, 592 }
local CUT_SCALE = 3
--- Its meshes once cut through (TOMB5: 0x30000, meshes 16 and 17).
local CUT_THROUGH = 0x30000
--- Ticks between the cut and its fall (TOMB5 item_flags[1] to 30).
door.WAIT = 30
local FALL_STATE = 2
--- The frame of its fall at which it hits the ground.
local IMPACT_FRAME = 13
--- Shakes: a bouncing landing 64, the push 32, the impact 96 (TOMB5 ScreenShake).
local SHAKE_BOUNCE, SHAKE_PUSH, SHAKE_IMPACT = 64, 32, 96
--- The torch's light: grey 160-223 (TOMB5 TriggerDynamic falloff 10).
local LIGHT_BASE, LIGHT_SPREAD, LIGHT_FALLOFF, FALLOFF_UNIT = 160, 64, 10, 256
local SPARKS_A_TICK = 2

local DROP, WELD, CUT, DONE = 0, 1, 2, 3

local function sounds(e)
  return e.params and e.params.sounds or {}
end

function door.init(e)
  e.mesh_bits = 1
  e.y = e.y - SECTOR
  e.solid = true
  e.state.phase, e.state.speed, e.state.count = DROP, 0, 0
end

local function drop(e, st)
  e.y = e.y + st.speed
  st.speed = st.speed + GRAVITY
  local floor = world.floor(e.room, e.x, e.y - SECTOR, e.z)
  if e.y <= floor then return end
  e.y = floor
  if st.speed > BOUNCE_SPEED then
    world.shake(SHAKE_BOUNCE)
    st.speed = -(st.speed // BOUNCE_SHARE)
    return
  end
  st.speed = 0
  st.count = st.count + 1
  if st.count > door.REST then
    st.phase, st.count, st.edge, st.along, st.welded = WELD, 0, 1, 0, 0
  end
end

local function weld(e, st)
  local s = sounds(e)
  if s.weld then world.sound(s.weld, e) end
  st.welded = st.welded + 1
  local cut = CUTS[(st.cuts or 0) + 1]
  if cut and st.welded == cut * CUT_SCALE then
    e.mesh_bits = e.mesh_bits * 2
    st.cuts = (st.cuts or 0) + 1
  end
  local a, b = CORNERS[st.edge], CORNERS[st.edge + 1]
  local ticks = door.EDGE_TICKS[st.edge]
  local ax, ay, az = e:mesh_point(0, a[1], 0, a[2])
  local bx, by, bz = e:mesh_point(0, b[1], 0, b[2])
  local f = st.along / ticks
  local x, y, z = ax + (bx - ax) * f, ay + (by - ay) * f, az + (bz - az) * f
  x, y, z = math.floor(x), math.floor(y), math.floor(z)
  world.particles(particles.SPARKS, e.room, x, y, z, SPARKS_A_TICK)
  local grey = LIGHT_BASE + world.fx_random(LIGHT_SPREAD)
  world.light(e.room, x, y, z, grey, grey, grey, LIGHT_FALLOFF * FALLOFF_UNIT)
  st.along = st.along + 1
  if st.along == ticks then
    st.edge, st.along = st.edge + 1, 0
    if st.edge > #door.EDGE_TICKS then
      st.phase, st.count = CUT, 0
      e.mesh_bits = CUT_THROUGH
    end
  end
end

local function smoke(e)
  world.particles(particles.SMOKE, e.room, e.x, e.y - SECTOR // 2, e.z, 4)
end

local function fall_in(e, st)
  if st.count < door.WAIT then
    st.count = st.count + 1
    if st.count == door.WAIT then
      e.goal_state = FALL_STATE
      smoke(e)
      world.shake(SHAKE_PUSH)
    end
    return
  end
  if e.anim_state ~= FALL_STATE then return end
  -- The fall's animation ends when the world moves it on to another (or
  -- back to its first frame).
  if st.fall_anim and (e.anim ~= st.fall_anim or e.frame < st.last_frame) then
    world.test_triggers(e, "heavy")
    st.phase = DONE
    e.solid = false
    e.awake = false
    return
  end
  st.fall_anim, st.last_frame = e.anim, e.frame
  if e.frame == IMPACT_FRAME then
    smoke(e)
    local s = sounds(e)
    if s.impact then world.sound(s.impact, e) end
    world.shake(SHAKE_IMPACT)
  end
end

function door.control(e)
  local st = e.state
  if st.phase == DONE then e.awake = false return end
  e.awake = true
  if st.phase == DROP then drop(e, st)
  elseif st.phase == WELD then weld(e, st)
  else fall_in(e, st) end
end

return door
