-- TR2's earthquake (264, TRosettaStone's "dragon explosion emitter"; TRX's
-- O_EARTHQUAKE, the Dragon's Lair and Temple of Xian tremors): while its
-- trigger is on, a draw under 512 in 32768 each tick jolts the camera
-- (bounce 200) with the dragon's footfall (SFX_DRAGON_FEET 298); and a
-- second draw sets off one sleeping flame emitter (under 512) or falling
-- ceiling (under 1024) of its room that has not run yet. Unseen.
-- Source: TRX src/tr2/game/objects/general/earthquake.c (Random_GetDraw()
-- < 512, bounce -200, Random_GetControl() < 512 O_FLAME_EMITTER, < 1024
-- O_FALLING_CEILING_1, the first inactive one in its room).
-- params: flame (253), ceiling (79), sound.
local traps = require("lib.traps")

local quake = {}

local CHANCE_JOLT, JOLT, SOUND = 512, 200, 298
local CHANCE_FLAME, CHANCE_CEILING = 512, 1024
local FLAME, CEILING = 253, 79

function quake.init(e)
  e.visible = false
  e.collidable = false
  e.targetable = false
end

--- The first entity of `type` in `e`'s room that never ran.
local function sleeper(e, type)
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o.type == type and o.room == e.room and o.status == "inactive" then return o end
  end
  return nil
end

function quake.control(e)
  if not e.active then return end
  if world.fx_random() < CHANCE_JOLT then
    world.shake(JOLT)
    world.sound(traps.param(e, "sound", SOUND))
    e.state.jolts = (e.state.jolts or 0) + 1
  end
  local r = world.random()
  local type
  if r < CHANCE_FLAME then
    type = traps.param(e, "flame", FLAME)
  elseif r < CHANCE_CEILING then
    type = traps.param(e, "ceiling", CEILING)
  else
    return
  end
  local o = sleeper(e, type)
  if o then
    o:activate(e)
    e.state.woken = (e.state.woken or 0) + 1
  end
end

return quake
