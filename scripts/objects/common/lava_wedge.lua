-- Flowing Atlantean lava (TR1 180, TRX's lava wedge): once triggered it
-- flows along its heading at params.speed until the floor two sectors
-- ahead of it is no longer level with it (a wall, a step, a slope), then
-- stops for good. Lara touching it catches fire and dies (params.death).
-- Source: TRX src/tr1/game/objects/traps/lava_wedge.c (LAVA_WEDGE_SPEED
-- 25; the floor 2 * WALL_L ahead; touch: Lara_CatchFire, and she dies at
-- once).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local wedge = {}

--- Units a tick it flows (TRX LAVA_WEDGE_SPEED).
local SPEED = 25
--- It looks this far ahead for the floor it flows on.
local LOOKAHEAD = 2 * traps.SECTOR

function wedge.init(e)
  e.solid = false
end

function wedge.on_deactivate(e)
  if not e.state.stopped then e.awake = true end
end

function wedge.control(e)
  local st = e.state
  if not st.stopped then
    e.awake = true
    local dx, dz = fixed.step(e.yaw, traps.param(e, "speed", SPEED))
    e.x, e.z = e.x + dx, e.z + dz
    e.room = world.room_at(e.room, e.x, e.y - traps.CLICK, e.z)
    local ax, az = fixed.step(e.yaw, LOOKAHEAD)
    local ahead = world.floor(e.room, e.x + ax, e.y - traps.CLICK, e.z + az)
    if ahead ~= e.y then st.stopped = true end
  end
  local lara = traps.living_lara()
  if lara and traps.touches(e, lara) then
    -- Caught by the lava: she burns to death.
    lara:hit(lara.health + 1, e)
  end
  if st.stopped and not lara then e.awake = false end
end

return wedge
