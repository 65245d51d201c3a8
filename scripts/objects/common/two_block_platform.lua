-- Two-block platform: rises from where it stands while its trigger is on
-- and sinks back when it goes off. Its OCB sets the travel and the speed:
--   bits 0-7   travel in clicks (256 units); 0 means 8 clicks (two blocks)
--   bits 8-14  speed in units per tick; 0 means 16
local ocb = require("lib.ocb")
local platform = {}

function platform.travel(e)
  local clicks = ocb.field(e.ocb, 0, 8)
  if clicks == 0 then clicks = 8 end
  return clicks * 256
end

function platform.speed(e)
  local s = ocb.field(e.ocb, 8, 7)
  if s == 0 then s = 16 end
  return s
end

function platform.init(e)
  e.state.base = e.y
  e.state.up = false
end

local function go(e, up)
  e.state.up = up
  e.awake = true
end

function platform.on_activate(e) go(e, true) end
function platform.on_deactivate(e) go(e, false) end

function platform.control(e)
  local target = e.state.up and (e.state.base - platform.travel(e)) or e.state.base
  local speed = platform.speed(e)
  if e.y > target then
    e.y = math.max(e.y - speed, target)
  elseif e.y < target then
    e.y = math.min(e.y + speed, target)
  end
  if e.y == target then e.awake = false end
end

return platform
