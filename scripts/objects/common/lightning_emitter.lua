-- Thor's lightning ball (TR1 46): while its trigger is on it strikes and
-- rests in turn. A strike lasts 20 ticks; the rest between two strikes
-- 35 to 79 ticks. When a strike starts, Lara near it (params.reach: two and
-- a half sectors; one sector for a ball without the strike meshes) is hit
-- for params.damage; otherwise the bolt goes to the floor under it or to
-- one of its strike meshes. Thunder sounds at each change and sparks show
-- where the bolt lands. While a bolt strikes the rooms show their flipped
-- (lit) state, and go back as it ends.
-- Source: TRX src/tr1/game/objects/traps/lightning_emitter.c
-- (LIGHTNING_DAMAGE 400; spec weapons.md: 400).
local traps = require("lib.traps")
local particles = require("lib.particles")
local lightning = {}

--- Harm of a strike that finds her.
local DAMAGE = 400
--- How long a strike lasts.
local STRIKE_TICKS = 20
--- The rest between strikes: 35 ticks and up to 45 more at random.
local REST_MIN, REST_RANDOM = 35, 45
--- Reach of a strike (TRX: WALL_L * 5 / 2; a ball without strike meshes
--- reaches WALL_L: give it params.reach = 1024).
local REACH = traps.SECTOR * 5 // 2
--- TR1's SFX_THUNDER.
local SOUND = 98

function lightning.init(e)
  e.state.count = 1
  e.state.striking = false
end

--- Its reach: params.reach, else REACH.
local function reach(e)
  return traps.param(e, "reach", REACH)
end

local function strike(e)
  local st = e.state
  st.striking = true
  st.count = STRIKE_TICKS
  local lara = traps.living_lara()
  local x, y, z = e.x, world.floor(e.room, e.x, e.y, e.z), e.z
  if lara and traps.near(lara, e.x, e.y, e.z, reach(e)) then
    lara:hit(traps.param(e, "damage", DAMAGE), e)
    x, y, z = lara.x, lara.y, lara.z
    st.zapped = true
  end
  world.particles(particles.SPARKS, e.room, x, y, z, 4)
end

--- The rooms' flipped state is the lit one while a bolt strikes: flipped
--- as a strike starts, back as it ends or the ball goes off.
local function light(on)
  if world.flipped(0) ~= on then world.flip(0, on) end
end

function lightning.control(e)
  local st = e.state
  if not e.active then
    st.count, st.striking, st.zapped = 1, false, false
    light(false)
    e.awake = false
    return
  end
  st.count = st.count - 1
  if st.count > 0 then return end
  if st.striking then
    st.striking, st.zapped = false, false
    st.count = REST_MIN + world.random() * REST_RANDOM // 0x8000
    light(false)
  else
    strike(e)
    light(true)
  end
  world.sound(traps.param(e, "sound", SOUND), e)
end

--- Switched off while it strikes: its control puts the rooms back.
function lightning.on_deactivate(e)
  e.awake = true
end

return lightning
