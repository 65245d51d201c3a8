-- The behaviour of every vehicle Lara rides (vehicles/common.lua's model,
-- fed by the vehicle's stats: vehicles/skidoo.lua, boat.lua, ...): its
-- collision hook lets Lara mount it when she stands beside it with Action
-- (lara/ride.lua); while she rides, her hooks drive it; unridden, its
-- control hook lets it coast to a stop and fall. A vehicle that drives its
-- own way names its drive model (`stats.drive`: vehicles/rail.lua,
-- turret.lua, dive.lua), which this builder hands to the library.
local common = require("vehicles.common")
local paddle = require("vehicles.paddle")
local dive = require("vehicles.dive")
local ride = require("lara.ride")

local behaviour = {}

--- The behaviour module of a vehicle with `stats`.
---@param stats table
---@return table
function behaviour.of(stats)
  if stats.drive then common.models[stats.drive] = require("vehicles." .. stats.drive) end
  local b = { stats = stats }

  function b.init(e)
    local s = e.state
    s.stats = stats
    s.speed, s.turn, s.fall = s.speed or 0, s.turn or 0, s.fall or 0
    s.left_fall, s.right_fall = s.left_fall or 0, s.right_fall or 0
    s.pitch, s.roll = s.pitch or 0, s.roll or 0
    s.momentum = s.momentum or e.yaw
    s.was = s.was or {}
    if stats.paddle then paddle.init(s) end
    s.steering = false
    s.gear = s.gear or "forward"
    s.rider = s.rider or false
    s.floor = common.rest_height(e, e.x, e.y, e.z)
    if s.floor == common.NO_HEIGHT then s.floor = e.y end
    if stats.medium == "water" then e.y = s.floor end
    if stats.dive then dive.init(e) end
    -- The library moves it; the world neither animates its speed nor
    -- drops it.
    e.driven = false
    e.gravity = false
    e.awake = true
    e.collidable = true
    e.solid = not s.rider
  end

  function b.on_reload(e)
    e.state.stats = stats
  end

  --- Unridden: it coasts to a stop and falls. Ridden, Lara's control
  --- drives it (lara/ride.lua).
  function b.control(e)
    if e.state.rider then return end
    if e.state.speed ~= 0 or common.airborne(e) then common.drive(e, nil, false) end
  end

  --- Lara beside it with Action gets on.
  function b.collision(e, lara)
    if e.state.rider then return end
    ride.try_mount(lara, e)
  end

  return b
end

return behaviour
