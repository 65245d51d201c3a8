-- The fire-breathing dragon statue (TR3 282, tomb3 FIREHEAD). While its
-- trigger is on it rears, then blows a flame jet from its mouth, again and
-- again. The jet blows a quarter turn left of its heading (the statue's
-- mouth looks along yaw + 0x4000); its deadly reach grows REACH_GROWTH a
-- tick to REACH_MAX while it blows, and dies down as fast once the blow
-- ends. Lara in the box the jet covers (from the mouth out to the reach,
-- HALF_WIDTH either side, from RISE above the statue's base to DROP below
-- it) is set alight (lara/fire.lua), unless she burns already.
-- The trigger's timer is how many ticks a blow lasts (the original keeps
-- it as the statue's hit points and clears the timer, so the trigger never
-- runs out); at the end of those ticks, at the start of a blow cycle of its
-- animation, it goes back to rearing.
-- States (firehead.h): 0 still, 1 rearing, 2 blowing; it starts in its
-- second animation, rearing.
-- Source: tomb3 game/firehead.cpp (InitialiseFireHead, ControlFireHead,
-- TriggerFireHeadFlame), control.cpp (the trigger timer given to FIREHEAD
-- as hit points), sound.h (SFX_FLAME_THROWER_LOOP 204). Facts, not code.
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local fire = require("lara.fire")
local fire_head = {}

local STILL, REAR, BLOW = 0, 1, 2
--- The animation it starts in: its second (anim_index + 1), rearing.
local START_ANIM = 1
--- The mouth: joint 7 (GetJointAbsPosition(item, .., 7)).
fire_head.MOUTH_MESH = 7
--- The jet's deadly reach grows this much a tick while it blows, and
--- shrinks as fast once the blow ends (FH_DEADLYRANGE += / -= 32), up to
--- REACH_MAX (2048).
fire_head.REACH_GROWTH, fire_head.REACH_MAX = 32, 2048
--- The flames' speed grows 64 a tick to 2048 (FH_SPEED): it sizes the
--- dynamic light, (speed >> 7) + 8 falloff units.
local SPEED_GROWTH, SPEED_MAX, SPEED_TO_FALLOFF = 64, 2048, 128
--- The deadly box: HALF_WIDTH either side of the jet's line, from RISE
--- above the statue's base to DROP below it (y − 1024 .. y + 256).
fire_head.HALF_WIDTH, fire_head.RISE, fire_head.DROP = 512, 1024, 256
--- The mouth's light: falloff 8 (of 256 units) while rearing, 8 + speed/128
--- blowing; colour r 24-31, g 12-15, b 0 of 31 (midpoints here, as 0-255).
local LIGHT_FALLOFF, FALLOFF_UNIT = 8, 256
local LIGHT_COLOUR = { 228, 111, 0 }
--- A flame puff every other tick (wibble & 4); here one FLAME particle
--- every FLAME_SPACING along the reach.
local FLAME_EVERY, FLAME_SPACING = 2, 256
--- The flamethrower's roar while the blow lasts (SFX_FLAME_THROWER_LOOP).
fire_head.SOUND = 204
--- The trigger's timer counts seconds here; the original reads it raw.
local TICKS_PER_SECOND = 30

function fire_head.init(e)
  local st = e.state
  if st.begun then return end
  st.begun = true
  if e.anim_count > START_ANIM then e:set_anim(START_ANIM) end
  e.goal_state = REAR
  st.loops, st.speed, st.stop, st.reach = 0, 0, false, 0
end

function fire_head.on_activate(e)
  -- The timer is the blow's length in ticks, and the trigger stays on.
  e.state.blow_ticks = e.timer // TICKS_PER_SECOND
  e.timer = 0
end

--- The mouth, where the jet starts.
local function mouth(e, drop)
  if e.anim_count == 0 then return e.x, e.y, e.z end
  return e:mesh_point(fire_head.MOUTH_MESH, 0, drop, 0)
end

--- True when (x, y, z) lies in the jet of `reach` from the mouth (mx, mz).
function fire_head.in_jet(e, mx, mz, reach, x, y, z)
  if y <= e.y - fire_head.RISE or y >= e.y + fire_head.DROP then return false end
  local dx, dz = fixed.step(e.yaw + 0x4000, 1024)
  local px, pz = x - mx, z - mz
  local along = (px * dx + pz * dz) / 1024
  local across = (px * dz - pz * dx) / 1024
  return along > 0 and along < reach and math.abs(across) < fire_head.HALF_WIDTH
end

local function light(e, x, y, z, falloff)
  local c = LIGHT_COLOUR
  world.light(e.room, x, y, z, c[1], c[2], c[3], falloff * FALLOFF_UNIT)
end

local function blow(e, st)
  local mx, my, mz = mouth(e, 0)
  -- The originals set the goal to the state an animation runs into; here
  -- the blow holds its own state until it ends.
  if not st.stop then e.goal_state = BLOW end
  if st.stop then
    st.speed = math.max(0, st.speed - SPEED_GROWTH)
    st.reach = math.max(0, st.reach - fire_head.REACH_GROWTH)
  else
    world.sound(fire_head.SOUND, e)
    st.speed = math.min(SPEED_MAX, st.speed + SPEED_GROWTH)
    st.reach = math.min(fire_head.REACH_MAX, st.reach + fire_head.REACH_GROWTH)
  end
  if st.loops > 0 then st.loops = st.loops - 1 end
  if world.tick() % FLAME_EVERY == 0 and st.reach > 0 then
    local dx, dz = fixed.step(e.yaw + 0x4000, FLAME_SPACING)
    for i = 1, math.max(1, st.reach // FLAME_SPACING) do
      world.particles(particles.FLAME, e.room, mx + dx * i, my, mz + dz * i, 1)
    end
  end
  if st.loops == 0 and not st.stop and e.frame == 0 then
    st.stop = true
    e.goal_state = REAR
  end
  light(e, mx, my, mz, LIGHT_FALLOFF + st.speed // SPEED_TO_FALLOFF)
  local lara = world.lara()
  if lara and not lara.state.burning and lara.health > 0
      and fire_head.in_jet(e, mx, mz, st.reach, lara.x, lara.y, lara.z) then
    fire.ignite(lara)
  end
end

function fire_head.control(e)
  if not e.active then
    e.paused = true
    return
  end
  e.paused = false
  local st = e.state
  local s = e.anim_state
  if s == STILL then
    e.goal_state = REAR
  elseif s == REAR then
    -- Ready for the next blow.
    st.loops, st.speed, st.stop, st.reach = st.blow_ticks or 0, 0, false, 0
    local x, y, z = mouth(e, 128)
    light(e, x, y, z, LIGHT_FALLOFF)
  elseif s == BLOW then
    blow(e, st)
  end
end

return fire_head
