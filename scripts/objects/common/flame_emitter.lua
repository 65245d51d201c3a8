-- Flame emitter: burns while active, emitting flame particles each tick;
-- its heat hurts the player near it and sets her alight close to it (the
-- game's figures: lara/fire.lua), after which it rests a while before it
-- hurts again, as the games' flames do. Its OCB sets the form:
--   0        a fire burning in place (radius 256)
--   > 0      a fire that burns for OCB ticks, then rests as long
--   < 0      a jet |OCB| clicks long in the emitter's facing direction
local particles = require("lib.particles")
local fixed = require("lib.fixed")
local ocb = require("lib.ocb")
local fire = require("lara.fire")
local torch = require("lara.torch")
local flame = {}


--- The emitter's form: "fire", "intermittent" or "jet", and its size.
function flame.form(e)
  local v = ocb.signed(e.ocb)
  if v == 0 then return "fire", 256 end
  if v > 0 then return "intermittent", v end
  return "jet", -v * 256
end

function flame.init(e)
  e.state.phase = 0
  e.state.rest = 0
end

local function burning(e, form, size)
  if form ~= "intermittent" then return true end
  return math.floor(e.state.phase / size) % 2 == 0
end

function flame.control(e)
  local form, size = flame.form(e)
  e.state.phase = e.state.phase + 1
  if not burning(e, form, size) then return end
  local x, z = e.x, e.z
  -- A jet's heat reaches along its length; a fire's as far as the game's.
  local reach
  if form == "jet" then
    local dx, dz = fixed.step(e.yaw, size // 2)
    x, z = x + dx, z + dz
    reach = math.floor(size / 2)
  end
  world.particles(particles.FLAME, e.room, x, e.y - 128, z, form == "jet" and 4 or 1)
  if e.state.rest > 0 then
    e.state.rest = e.state.rest - 1
    return
  end
  local lara = world.lara()
  if lara and fire.near(lara, x, e.y, z, reach, reach) then e.state.rest = fire.figures().rest end
end

--- Its flame lights the torch she holds up to it (lara/torch.lua): the
--- emitter's collision routine, run in her turn once she has moved (TOMB4
--- flmtorch.cpp FireCollision), so a torch she has only begun to pick up
--- is not offered the flame before her pickup starts.
function flame.collision(e, lara)
  local form, size = flame.form(e)
  if not e.active or form == "jet" or not burning(e, form, size) or e.state.rest > 0 then return end
  torch.offer(lara, e, e.x, e.y, e.z)
end

return flame
