-- TR2's gondola (type 24, Venice): a boat moored across the canal. It
-- floats until Lara's boat rams it (vehicles/common.lua strikes it:
-- `on_vehicle_hit`): at `crash_speed` or faster it breaks — pieces fly,
-- it goes to its crash state and sinks `sink_speed` a tick to the canal's
-- floor, where it lands; slower, it holds the boat off (back where it
-- was before the tick's move). Numbers from TRX
-- src/tr2/game/objects/vehicles/boat.c (M_DoShift: the boat's
-- M_MAX_SPEED − 10, WALL_L · 2 below) and objects/traps/gondola.c.
local traps = require("lib.traps")
local particles = require("lib.particles")

local gondola = {}

--- Its animation states (TRX GONDOLA_STATE_*).
gondola.FLOATING, gondola.CRASH, gondola.SINK, gondola.LAND = 1, 2, 3, 4
--- Pieces thrown when it breaks, from this far above its origin.
local PIECES, PIECES_RISE = 12, 256

function gondola.init(e)
  e.solid = not e.state.broken
  e.collidable = true
end

--- Breaks it: pieces fly and it heads for the bottom.
local function crash(e)
  e.state.broken = true
  e.goal_state = gondola.CRASH
  e.solid = false
  e.awake = true
  world.particles(particles.BODY_PIECES, e.room, e.x, e.y - PIECES_RISE, e.z, PIECES)
  local sound = traps.param(e, "sound", nil)
  if sound then world.sound(sound, e) end
end

--- A vehicle ran into it at `speed`.
---@param e Entity
---@param v Entity
---@param speed integer
function gondola.on_vehicle_hit(e, v, speed)
  if e.state.broken or e.anim_state ~= gondola.FLOATING then return end
  local rammer = traps.param(e, "rammer", nil)
  if rammer and v.type ~= rammer then return end
  if speed >= traps.param(e, "crash_speed", 80) and e.y - v.y < traps.param(e, "crash_below", 2048) then
    crash(e)
  else
    -- Too slow: it holds the boat off.
    require("vehicles.common").push_back(v)
  end
end

--- Broken, it sinks to the floor under it and lands.
function gondola.control(e)
  if not e.state.broken then
    e.awake = false
    return
  end
  if e.anim_state == gondola.SINK then
    local floor = world.floor(e.room, e.x, e.y, e.z)
    e.y = e.y + traps.param(e, "sink_speed", 50)
    e.room = world.room_at(e.room, e.x, e.y - 1, e.z)
    if e.y >= floor then
      e.y = floor
      e.goal_state = gondola.LAND
    end
  elseif e.anim_state == gondola.LAND then
    e.awake = false
  else
    e.goal_state = gondola.SINK
  end
end

return gondola
