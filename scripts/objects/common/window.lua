-- Breakable windows and boarded-up walls (TR2 72/73, TR3 101-104): solid
-- while whole, and blocking the navigation box under them; they break
-- when Lara runs or jumps into them fast enough (her speed along the
-- window's facing at least params.min_speed) or when they are shot. A
-- broken window vanishes in a burst of pieces, frees the box and is spent.
-- Whole, it pushes her out of its box as a solid object does (tomb3 setup
-- gives SMASH_WINDOW and SMASH_OBJECT1-3 ObjectCollision: lara/push.lua
-- push.object) and is no wall in anyone's collision query.
-- Source: tomb3 game/objects.cpp WindowControl (touch_bits and |speed ×
-- cos(her yaw − its yaw)| >= 50), SmashWindow (box unblocked, pieces,
-- SFX_GLASS_BREAK 58 in TR2 / the smash sound, invisible, deactivated),
-- InitialiseWindow (box blocked); TR2 has the same (TRX
-- src/tr2/global/funcs.h SmashWindow, InitialiseWindow).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local lara_push = require("lara.push")
local window = {}

--- Lara must hit it at least this fast along its facing (tomb3: 50).
local MIN_SPEED = 50
--- Health while whole: one shot breaks it.
local WHOLE = 1
--- Pieces thrown up when it breaks.
local PIECES = 12

local function block(e, blocked)
  if e.state.box == nil then e.state.box = nav.box_of(e) or false end
  if e.state.box then world.set_box_blocked(e.state.box, blocked) end
end

local function smash(e)
  if e.state.broken then return end
  e.state.broken = true
  e.solid, e.collidable, e.targetable, e.visible = false, false, false, false
  block(e, false)
  world.particles(particles.BODY_PIECES, e.room, e.x, e.y - traps.SECTOR / 2, e.z, PIECES)
  local sound = traps.param(e, "sound", nil)
  if sound then world.sound(sound, e) end
  e:finish()
end

function window.init(e)
  if e.state.broken then
    e.solid, e.collidable, e.visible = false, false, false
    return
  end
  e.solid, e.targetable = false, true
  if e.health <= 0 then e.health = WHOLE end
  block(e, true)
end

function window.collision(e, lara)
  if e.state.broken then return end
  if traps.touches(e, lara) then
    -- Her speed into it: `speed · cos(her yaw − its yaw) >> 14`.
    local speed = fixed.scale_cos(lara.speed, lara.yaw - e.yaw)
    if math.abs(speed) >= traps.param(e, "min_speed", MIN_SPEED) then
      smash(e)
      return
    end
  end
  lara_push.object(e, lara)
end

function window.on_hit(e)
  smash(e)
end

return window
