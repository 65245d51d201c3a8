-- TR4's obelisks (OBELISK): three great stones in one chamber.
--   Untriggered: each rests in its animation 3; once its animation data
--     starts a quarter turn it plays animation 1 (one way) or 5 (the
--     other), whose ends run into 2 / 6: there its heading steps a quarter
--     (-0x4000 / +0x4000) and it turns on while ACTION is held, else rests.
--     The OCB 2 one locks the chamber's PULLEY (its pulls count for
--     nothing, common/lara_switch.lua `locked`) unless it faces -0x4000,
--     the first other obelisk 0x4000 and the second 0.
--   Triggered: it arcs for ARC_TICKS ticks (sparks along a line from high
--     on its side down to the floor, every other tick, with a crackle now
--     and then). From tick BLAST_FROM the OCB 2 one also arcs at the point
--     0x2000 to its side and, the first odd tick there, blows up the
--     pyramid (the first ANIMATING3 of the level) and frees the disc it
--     held (the PUZZLE_ITEM1_COMBO1 placed hidden: shown and takeable).
-- The lightning itself is drawn with sparks and a light.
-- Source: TOMB4 game/traps.cpp ControlObelisk (item_flags[3] the arc clock,
-- 346, 256, the 3456 and 0x2000 reaches, 256 up; SFX_ELEC_ONE_SHOT,
-- SFX_ELEC_ARCING_LOOP, SFX_EXPLOSION1/2), init.cpp InitialiseObelisk.
-- Facts, not code.
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local traps = require("lib.traps")
local obelisk = {}

--- Its animations (offsets within its model): turning one way / done,
--- resting, turning the other way / done.
obelisk.TURN_BACK, obelisk.TURNED_BACK, obelisk.REST = 1, 2, 3
obelisk.TURN_ON, obelisk.TURNED_ON = 5, 6
obelisk.QUARTER = 0x4000
--- The headings (OCB 2 one, first other, second other) that free the pulley.
obelisk.UNLOCKED = { -0x4000, 0x4000, 0 }
--- Ticks it arcs once triggered; the OCB 2 one's blast starts at BLAST_FROM.
obelisk.ARC_TICKS, obelisk.BLAST_FROM = 346, 256
--- The arc: from ARC_FROM to its side, ARC_RISE up, down to ARC_TO on the
--- floor (or ARC_FROM + up to ARC_SWING when it crackles).
obelisk.ARC_FROM, obelisk.ARC_RISE, obelisk.ARC_TO, obelisk.ARC_SWING = 3456, 256, 0x2000, 4096
--- The blast point (0x2000 to its side) and its arcs' scatter (±512).
obelisk.BLAST_AT, obelisk.BLAST_SCATTER = 0x2000, 512
--- One spark this far apart along an arc.
obelisk.SPARK_EVERY = 512
--- SFX_ELEC_ONE_SHOT, SFX_ELEC_ARCING_LOOP, SFX_EXPLOSION1/2 (TR4 ids).
obelisk.CRACKLE, obelisk.ARCING, obelisk.BLASTS = 198, 197, { 105, 106 }
--- The arc's glow: an orange-white (r 224-255, g r-32-63, b g-128-159).
local GLOW, GLOW_RADIUS = { 240, 190, 60 }, 2048

function obelisk.init(e)
  local st = e.state
  if st.arc == nil then
    st.arc = 0
    e:set_anim(obelisk.REST, 0)
    e.goal_state = e.anim_state
  end
  e.awake = true
  if e.ocb == 2 and not st.others then
    st.others = {}
    local pyramid_type = traps.param(e, "pyramid", nil)
    for i = 0, world.entity_count() - 1 do
      local o = world.entity(i)
      if o and o ~= e and o.type == e.type then st.others[#st.others + 1] = i end
      if o and o.type == pyramid_type then st.pyramid = i end
    end
  end
end

--- The point `reach` to its side (its heading + a quarter), `rise` up.
local function aside(e, reach, rise)
  local dx, dz = fixed.step(e.yaw + obelisk.QUARTER, reach)
  return { e.x + dx, e.y - rise, e.z + dz }
end

local function glow(e, at)
  world.light(world.room_at(e.room, at[1], at[2], at[3]), at[1], at[2], at[3],
              GLOW[1], GLOW[2], GLOW[3], GLOW_RADIUS)
end

--- Blows up the pyramid and frees the disc (once).
local function blast(e, at)
  local st = e.state
  local pyramid = st.pyramid and world.entity(st.pyramid)
  st.pyramid = nil
  if not pyramid or not pyramid:exists() then return end
  world.particles(particles.BODY_PIECES, pyramid.room, pyramid.x, pyramid.y, pyramid.z, 1)
  world.particles(particles.EXPLOSION, pyramid.room, at[1], at[2], at[3], 2)
  pyramid:kill()
  local disc_type = traps.param(e, "disc", nil)
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o:exists() and o.type == disc_type then
      o.visible, o.collidable = true, true
      for _, s in ipairs(obelisk.BLASTS) do world.sound(s, o) end
      break
    end
  end
end

local function arc(e)
  local st = e.state
  if st.arc > obelisk.ARC_TICKS then return end
  st.arc = st.arc + 1
  local tick = world.tick()
  if tick % 2 == 0 and (st.arc >= obelisk.BLAST_FROM or world.fx_random(2) == 0) then
    local reach = obelisk.ARC_TO
    if st.arc < obelisk.BLAST_FROM and tick % 4 == 0 then
      world.sound(obelisk.CRACKLE, e)
      reach = obelisk.ARC_FROM + world.fx_random(obelisk.ARC_SWING)
    end
    local from = aside(e, obelisk.ARC_FROM, obelisk.ARC_RISE)
    particles.along(particles.SPARKS, e.room, from, aside(e, reach, 0), obelisk.SPARK_EVERY)
    glow(e, from)
  end
  if e.ocb ~= 2 or st.arc < obelisk.BLAST_FROM then return end
  local at = aside(e, obelisk.BLAST_AT, 0)
  world.sound(obelisk.ARCING, e)
  if tick % 2 == 1 then
    blast(e, at)
    local spread = 2 * obelisk.BLAST_SCATTER
    local to = { at[1] + world.fx_random(spread) - obelisk.BLAST_SCATTER,
                 at[2] + world.fx_random(spread) - obelisk.BLAST_SCATTER,
                 at[3] + world.fx_random(spread) - obelisk.BLAST_SCATTER }
    particles.along(particles.SPARKS, e.room, at, to, obelisk.SPARK_EVERY)
    glow(e, at)
  end
end

--- Whether the three stand as the pulley needs them.
local function lined_up(e)
  if angles.diff(e.yaw, obelisk.UNLOCKED[1]) ~= 0 then return false end
  for k, i in ipairs(e.state.others) do
    local o = world.entity(i)
    if not o or not o:exists() or angles.diff(o.yaw, obelisk.UNLOCKED[k + 1] or 0) ~= 0 then return false end
  end
  return true
end

--- The OCB 2 one locks or frees the first PULLEY of the level.
local function lock_pulley(e)
  local pulley_type = traps.param(e, "pulley", nil)
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o:exists() and o.type == pulley_type then
      o.state.locked = not lined_up(e)
      return
    end
  end
end

function obelisk.control(e)
  if e.active then arc(e) end
end

--- Untriggered, after it animated: the quarter steps at a turn's end.
function obelisk.after_move(e)
  if e.active then return end
  local step, again
  if e.anim == obelisk.TURNED_BACK then
    step, again = -obelisk.QUARTER, obelisk.TURN_BACK
  elseif e.anim == obelisk.TURNED_ON then
    step, again = obelisk.QUARTER, obelisk.TURN_ON
  end
  if step then
    e.yaw = angles.wrap(e.yaw + step)
    e:set_anim(world.pressed(input.ACTION) and again or obelisk.REST, 0)
    -- Held on the animation chosen (its state its goal).
    e.goal_state = e.anim_state
  end
  if e.ocb == 2 then lock_pulley(e) end
end

return obelisk
