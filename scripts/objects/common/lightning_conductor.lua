-- TR4's lightning conductor: while its trigger is on, lightning strikes
-- it from the sky in bursts of 4-7 ticks (thunder at each, a 1 in 64
-- chance a tick between bursts), crackling with sparks.
-- OCB 1: Lara standing in its sector at or above it when a bolt lands is
-- set alight and dies; it goes once flipmap 1 is on.
-- OCB 2: it waits for flipmap 1, then 120 ticks, strikes once, blows up the
-- two ANIMATING8 it stands by and goes.
-- Source: TOMB4 game/objects.cpp ControlLightningConductor (bolt 4096
-- above, SFX_ELEC_ARCING_LOOP 197, SFX_THUNDER_CRACK 183, LaraBurn and
-- hit_points 0), init.cpp InitialiseLightningConductor (OCB 2 finds the
-- ANIMATING8s).
local particles = require("lib.particles")
local traps = require("lib.traps")
local conductor = {}

local ARCING, THUNDER = 197, 183
local BURST_MIN, BURST_RANDOM = 4, 4
local CHANCE = 64
local WAIT = 120
local SKY = 4096

function conductor.init(e)
  local st = e.state
  st.burst = st.burst or 0
  st.wait = st.wait or 0
  if e.ocb == 2 and not st.targets then
    st.targets = {}
    local id = traps.param(e, "targets", nil)
    for i = 0, world.entity_count() - 1 do
      local o = world.entity(i)
      if id and o and o.type == id and #st.targets < 2 then st.targets[#st.targets + 1] = i end
    end
  end
end

function conductor.on_activate(e) e.awake = true end

--- Lara in its sector, at or above it (TOMB4's test).
local function under_bolt(e, lara)
  local s = traps.SECTOR
  return lara.x // s == e.x // s and lara.z // s == e.z // s and lara.y <= e.y
end

local function strike(e)
  world.sound(ARCING, e)
  world.particles(particles.SPARKS, e.room, e.x, e.y, e.z, 4)
  world.particles(particles.SPARKS, e.room, e.x, e.y - SKY // 2, e.z, 2)
end

function conductor.control(e)
  local st = e.state
  if not e.active then e.awake = false return end
  if e.ocb == 2 then
    if not world.flipped(1) then return end
    if st.wait < WAIT then
      st.wait = st.wait + 1
      return
    end
    if st.burst == 0 and not st.struck then
      st.burst = BURST_MIN + world.random(BURST_RANDOM)
      st.struck = true
    end
  elseif e.ocb == 1 and world.flipped(1) then
    e:kill()
    return
  end
  if st.burst > 0 then
    st.burst = st.burst - 1
    strike(e)
    if e.ocb == 2 and st.burst == 0 then
      for _, i in ipairs(st.targets or {}) do
        local o = world.entity(i)
        if o and o:exists() then
          world.particles(particles.EXPLOSION, o.room, o.x, o.y - traps.CLICK, o.z, 1)
          o:kill()
        end
      end
      e:kill()
      return
    end
    local lara = traps.living_lara()
    if e.ocb == 1 and lara and under_bolt(e, lara) then
      lara.state.burning = true
      require("lara.damage").kill(lara, "fire")
    end
  elseif e.ocb ~= 2 and world.random(CHANCE) == 0 then
    world.sound(THUNDER, e)
    st.burst = BURST_MIN + world.random(BURST_RANDOM)
  end
end

return conductor
