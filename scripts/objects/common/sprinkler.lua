-- TR4's fire sprinkler: once switched on it sprays water for 600 ticks
-- (three drops a tick thrown up and out, a puff of steam, its hiss), then
-- drips for 600 more, fewer and fewer, and stops.
-- Source: TOMB4 game/traps.cpp ControlSprinkler (item_flags[0] counts to
-- 1200; spray, steam and SFX_SANDHAM_IN_THE_HOUSE 363 up to 600; a drip
-- every 16 ticks, after 600 with chance 100 / (count - 600); the nozzle
-- 928-944 above its origin). Not played: Lara holding a torch up to it
-- (TOMB4 FireCollision, her ANIM_LIGHT_TORCH4): she carries no torch yet.
local particles = require("lib.particles")
local traps = require("lib.traps")
local sprinkler = {}

local SPRAY_TICKS, DRIP_TICKS = 600, 1200
local NOZZLE = 936
local DRIP_EVERY = 16
local SPRAY_PER_TICK = 3
local HISS = 363

function sprinkler.init(e)
  e.state.count = e.state.count or 0
end

function sprinkler.on_activate(e) e.awake = true end

function sprinkler.control(e)
  local st = e.state
  if st.count >= DRIP_TICKS then
    e.awake = false
    return
  end
  e.awake = true
  st.count = st.count + 1
  local y = e.y - NOZZLE
  if st.count <= SPRAY_TICKS then
    world.sound(traps.param(e, "sound", HISS), e)
    world.particles(particles.SPLASH, e.room, e.x, y, e.z, SPRAY_PER_TICK)
    world.particles(particles.STEAM, e.room, e.x, y, e.z, 1)
  end
  if st.count % DRIP_EVERY == 0 and (st.count <= SPRAY_TICKS
      or world.random(st.count - SPRAY_TICKS) < 100) then
    world.particles(particles.MIST, e.room, e.x, y, e.z, 1)
  end
end

--- True while it sprays (tests, other scripts).
function sprinkler.spraying(e)
  local c = e.state.count or 0
  return c > 0 and c <= SPRAY_TICKS
end

return sprinkler
