-- Marco Bartoli (TR2 40) at the end of the Dragon's Lair: set in place
-- two clicks back on x and z, with the dragon (22, which brings its back)
-- waiting unseen where he stands. Triggered, he waits for Lara to come
-- within range; then his timer runs: he plays his animation and glows,
-- the camera jolts every few ticks, the three explosion spheres
-- (objects/common/sphere_of_doom.lua) burst from him ten ticks apart, and
-- the tick after the last he is gone and the dragon wakes in his place.
-- Numbers: creatures/stats/tr2.lua `bartoli` (TRX bartoli.c).
local stats = require("creatures.stats")
local particles = require("lib.particles")

local bartoli = {}

--- His glow: a light of this brightness and radius a tick (TR2's
--- intensity 12 and falloff 10, ×8 and ×256).
local GLOW_BRIGHTNESS, GLOW_RADIUS = 12 * 8, 10 * 256
--- The spheres burst a click above his feet.
local SPHERE_RISE = 256

---@param e Entity
function bartoli.init(e)
  local st = stats.of(e)
  local s = e.state
  if s.dragon ~= nil then return end
  e:set_position(e.x - st.shift, e.y, e.z - st.shift)
  s.timer = 0
  s.dragon = false
  if world.has_object(st.dragon) then
    local d = world.spawn(st.dragon, e.room, e.x, e.y, e.z, e.yaw)
    d.visible = false
    s.dragon = d
  end
  -- Still until his timer starts.
  e.paused = true
end

--- True when Lara is within his range on both axes across the floor.
local function lara_near(e, st)
  local lara = world.lara()
  return lara ~= nil and math.abs(lara.x - e.x) < st.range and math.abs(lara.z - e.z) < st.range
end

--- The dragon wakes where he stood; he is gone.
local function become_dragon(e)
  local d = e.state.dragon
  if d and d:exists() then
    d.visible = true
    local back = d.state.back
    if back and back:exists() then back.visible = true end
    d:activate(e)
  end
  e:kill()
end

---@param e Entity
function bartoli.control(e)
  local st = stats.of(e)
  local s = e.state
  if s.timer == 0 then
    if not lara_near(e, st) then return end
    s.timer = 1
    e.paused = false
  end
  s.timer = s.timer + 1
  if s.timer % st.jolt_every == 0 then world.shake(s.timer) end
  world.light(e.room, e.x, e.y - 1024, e.z, GLOW_BRIGHTNESS, GLOW_BRIGHTNESS, GLOW_BRIGHTNESS,
    GLOW_RADIUS)
  world.particles(particles.SPARKS, e.room, e.x, e.y - 1024, e.z, 1)
  local since = s.timer - st.boom
  local last = (#st.spheres - 1) * st.boom_every
  if since > last then
    become_dragon(e)
  elseif since >= 0 and since % st.boom_every == 0 then
    local sphere = st.spheres[since // st.boom_every + 1]
    if world.has_object(sphere) then
      world.spawn(sphere, e.room, e.x, e.y + SPHERE_RISE, e.z, e.yaw):activate(e)
    end
  end
end

return bartoli
