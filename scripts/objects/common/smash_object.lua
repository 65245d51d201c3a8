-- TR4/TR5 smash objects (SMASH_OBJECT1-8: glass panes, jars, boarded
-- openings): solid and blocking the navigation box under them while whole;
-- they shatter when shot, when Lara runs into one fast enough while its
-- trigger is on (params.touch) or, in TR5, as soon as their trigger turns
-- them on (params.on_trigger). A smashed one bursts into pieces with its
-- sounds, frees its box, stops being solid, targetable and drawn, and is
-- spent. Like the originals' it sets off no trigger: a level keys a door
-- to a shot with a shot switch (shot_switch.lua).
-- Source: TOMB4 game/objects.cpp SmashObjectControl (touch_bits and
-- |speed x cos(her yaw - its yaw)| >= 50; within 512 of a vehicle),
-- SmashObject (box unblocked, SFX_EXPLOSION1/2 = 105/106, collidable 0,
-- ExplodingDeath2, invisible, deactivated), init.cpp InitialiseSmashObject
-- (mesh_bits 1: only its first mesh is drawn; box blocked); TOMB5
-- game/objects.cpp SmashObjectControl (smashes when it runs, i.e. once
-- triggered), SmashObject (SFX_SMASH_GLASS = 12), control.cpp
-- GetTargetOnLOS (a bullet smashes it). TOMB4's bullets pass over it (only
-- grenades and explosive bolts break one there: lara1gun.cpp); our guns
-- break it in both games.
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local smash = {}

--- Lara must hit it at least this fast along its facing (TOMB4: 50).
local MIN_SPEED = 50
--- Health while whole: one bullet breaks it.
local WHOLE = 1
--- Pieces thrown up when it breaks.
local PIECES = 12
--- Only its first mesh is drawn while whole (TOMB4 mesh_bits = 1).
local FIRST_MESH = 1

local function block(e, blocked)
  if e.state.box == nil then e.state.box = nav.box_of(e) or false end
  if e.state.box then world.set_box_blocked(e.state.box, blocked) end
end

local function hide(e)
  e.solid, e.collidable, e.targetable, e.visible = false, false, false, false
end

--- Breaks it (once): pieces, sounds, box freed, spent.
function smash.smash(e)
  local st = e.state
  if st.broken then return end
  st.broken = true
  hide(e)
  block(e, false)
  world.particles(particles.BODY_PIECES, e.room, e.x, e.y - traps.SECTOR / 2, e.z, PIECES)
  for _, sound in ipairs(traps.param(e, "sounds", {})) do world.sound(sound, e) end
  e:finish()
end

function smash.init(e)
  if e.state.broken then
    hide(e)
    return
  end
  e.solid, e.targetable = true, true
  e.mesh_bits = FIRST_MESH
  if e.health <= 0 then e.health = WHOLE end
  block(e, true)
end

function smash.on_activate(e)
  if traps.param(e, "on_trigger", false) then smash.smash(e) end
end

function smash.collision(e, lara)
  if e.state.broken or not e.active or not traps.param(e, "touch", false) then return end
  if not traps.touches(e, lara) then return end
  -- Her speed into it: `speed · cos(her yaw − its yaw) >> 14`.
  local speed = fixed.scale_cos(lara.speed, lara.yaw - e.yaw)
  if math.abs(speed) >= MIN_SPEED then smash.smash(e) end
end

function smash.on_hit(e)
  smash.smash(e)
end

return smash
