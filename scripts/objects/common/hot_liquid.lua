-- A drop of molten metal (TR2 220, TRX's hot liquid; TRosettaStone's "extra
-- fire"): poured by the lava bowl (objects/common/big_bowl.lua), it falls
-- under gravity (6 a tick more each tick), hissing (SFX_BOWL_POUR 284),
-- and splashes on the floor (SFX_WATERFALL2 285), where it is gone. It
-- harms no one.
-- Source: TRX src/tr2/game/objects/effects/hot_liquid.c (GRAVITY 6, the
-- splash at the floor height).
-- params: pour_sound, splash_sound.
local traps = require("lib.traps")
local particles = require("lib.particles")

local liquid = {}

--- Added to its fall speed each tick (TR2's GRAVITY).
local GRAVITY = 6
local POUR_SOUND, SPLASH_SOUND = 284, 285

function liquid.init(e)
  e.awake = true
  e.collidable = false
  e.solid = false
  e.targetable = false
end

function liquid.control(e)
  e.awake = true
  e.y = e.y + e.fall_speed
  e.fall_speed = e.fall_speed + GRAVITY
  local floor = world.floor(e.room, e.x, e.y - e.fall_speed, e.z)
  if e.y >= floor then
    e.y = floor
    world.sound(traps.param(e, "splash_sound", SPLASH_SOUND), e.x, e.y, e.z)
    world.particles(particles.SPLASH, e.room, e.x, e.y, e.z, 4)
    e:kill()
    return
  end
  world.sound(traps.param(e, "pour_sound", POUR_SOUND), e)
end

return liquid
