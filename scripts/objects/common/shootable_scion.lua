-- The last scion, shot at the end of the Great Pyramid (TR1 145): a
-- target of params.health; shot to nothing it vanishes, sets off the
-- triggers under it, and for params.blast ticks an explosion goes off
-- near it every params.every ticks, shaking the camera, before it is
-- removed.
-- Source: TRX src/tr1/game/objects/general/scion3.c (hit_points 5,
-- Room_TestTriggers, an explosion every 10 ticks for LOGIC_FPS * 3 = 90,
-- camera bounce -200, SFX_ATLANTEAN_EXPLODE).
local traps = require("lib.traps")
local particles = require("lib.particles")
local scion = {}

--- Shots' worth of health (TRX: obj->hit_points = 5).
local HEALTH = 5
--- Ticks the blasts last (TRX: LOGIC_FPS * 3).
local BLAST = 90
--- Ticks between explosions (TRX: counter % 10).
local EVERY = 10
--- The camera's shake per explosion (TRX: g_Camera.bounce = -200).
local SHAKE = 200
--- How far about it each explosion goes off (TRX: ±0x4000 / 32 across,
--- ±0x4000 / 256 up and down, 500 above).
local SPREAD, RISE, ABOVE = 512, 64, 500
--- SFX_ATLANTEAN_EXPLODE.
local SOUND = 104

function scion.init(e)
  if e.state.armed then return end
  e.state.armed = true
  e.targetable = true
  e.health = traps.param(e, "health", HEALTH)
end

function scion.control(e)
  if e.health > 0 then return end
  local st = e.state
  if not st.blast then
    st.blast = 0
    e.visible, e.targetable, e.collidable = false, false, false
    e.triggered = true
    e.awake = true
  end
  if st.blast % traps.param(e, "every", EVERY) == 0 then
    local x = e.x + world.fx_random(2 * SPREAD) - SPREAD
    local y = e.y - ABOVE + world.fx_random(2 * RISE) - RISE
    local z = e.z + world.fx_random(2 * SPREAD) - SPREAD
    world.particles(particles.EXPLOSION, e.room, x, y, z, 1)
    world.sound(traps.param(e, "sound", SOUND), x, y, z)
    world.shake(SHAKE)
  end
  st.blast = st.blast + 1
  if st.blast >= traps.param(e, "blast", BLAST) then e:kill() end
end

function scion.on_hit(e, damage)
  e.health = e.health - damage
  e.awake = true
end

return scion
