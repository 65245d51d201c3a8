-- TR5's chaff (CHAFF 145): a canister of bubbles the dive suit throws out
-- behind Lara (lara/chaff.lua launches it with its speed and rise) to draw
-- the attack sub's torpedoes off her: a homing missile whose stats name a
-- `homes.decoy` type heads for the nearest live one of it instead of her
-- (creatures/missile.lua). It flies as thrown things do (lib/thrown.lua:
-- in water its speed and rise ease half-way to a slow drift of 5 a tick,
-- so it soon sinks; a wall turns it back; a fast fall onto the floor
-- bounces, a slow one stops it and it slides to rest), tumbling while it
-- falls and trailing bubbles. After `params.life` ticks, once it lies
-- still, it lasts `params.linger` ticks more and is gone. Figures from
-- TOMB5 minisub.cpp ChaffControl (the catalogue's params).
local thrown = require("lib.thrown")
local particles = require("lib.particles")

local chaff = {}

---@param e Entity
function chaff.init(e)
  local s = e.state
  thrown.init(e, s)
  s.age = s.age or 0
  s.still_for = s.still_for or 0
  e.solid = false
  e.collidable = false
  e.driven = false
end

--- Sets a chaff spawned by its launcher going: along its heading at
--- `speed`, rising at `rise`, and switches it on.
---@param e Entity
---@param speed integer
---@param rise integer
function chaff.launch(e, speed, rise)
  local s = e.state
  s.speed, s.fall, s.flying = speed, -rise, true
  e:activate()
end

--- True while `e` is a chaff still drawing missiles (flying or lingering).
---@param e Entity
---@return boolean
function chaff.live(e)
  return e:exists() and e.status == "active" and e.state.age ~= nil
end

---@param e Entity
function chaff.control(e)
  local s, P = e.state, e.params
  if s.flying then thrown.fly(e, s, P.flight) end
  world.particles(particles.BUBBLES, e.room, e.x, e.y, e.z, 1)
  if s.age < P.life then
    s.age = s.age + 1
  elseif not s.flying then
    s.still_for = s.still_for + 1
    if s.still_for > P.linger then e:kill() end
  end
end

return chaff
