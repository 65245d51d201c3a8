-- Switches Lara shoots (TR4/TR5 SWITCH_TYPE7/8: a target on a wall, a
-- box of charges): no move of hers pulls them. The first bullet that
-- strikes one sets it off, once: SWITCH_TYPE7 blows its last mesh away
-- (params.explode); switched on already (its code bits full) it sets off
-- the switch trigger naming it, else the heavy triggers under it; its
-- animation plays once (SWITCH_TYPE8's swings round), after which it
-- rests, no longer targetable.
-- Source: TOMB4 game/control.cpp GetTargetOnLOS and lara1gun.cpp
-- (crossbow bolts): ExplodeItemNode on the last mesh for SWITCH_TYPE7,
-- TestTriggers(heavy) under it when its code bits are partial, then
-- IFL_SWITCH_ONESHOT; setup.cpp (ControlAnimatingSlots, empty collision);
-- TOMB5 the same plus objects.cpp (SWITCH_TYPE8 stops at its last frame,
-- collidable 0); GetSwitchTrigger (code bits full: the objects of the
-- switch trigger under it).
local traps = require("lib.traps")
local particles = require("lib.particles")
local shot_once = require("lib.shot_once")
local shot = {}

--- Pieces of the exploded mesh (TOMB4 ExplodeItemNode(.., 64)).
local PIECES = 8
--- All five code bits: the switch was switched on before it was shot.
local CODE_BITS = 0x1F

--- The number of meshes of its model.
local function mesh_count(e)
  local n = 0
  while world.model_mesh(e.type, n) do n = n + 1 end
  return n
end

shot.init = shot_once.arm

function shot.on_hit(e)
  if not shot_once.strike(e) then return end
  if traps.param(e, "explode", false) then
    local n = mesh_count(e)
    -- Every mesh but the last: bit i is mesh i (n - 1 of them set).
    if n > 0 then e.mesh_bits = math.floor(2 ^ (n - 1)) - 1 end
    world.particles(particles.BODY_PIECES, e.room, e.x, e.y - traps.CLICK, e.z, PIECES)
  end
  local sound = traps.param(e, "sound", nil)
  if sound then world.sound(sound, e) end
  if e.mask == CODE_BITS then
    e.triggered = true
    world.test_triggers(e, "own")
  else
    world.test_triggers(e, "heavy")
  end
  shot_once.play_out(e)
end

shot.control = shot_once.settle

return shot
