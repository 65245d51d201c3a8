-- TR4's stargate: a ring of blades turning in a gate while its trigger is
-- on. The blades cut Lara who walks into them (100 a tick of contact, with
-- blood); the gate's frame stands solid around the opening.
-- Source: TOMB4 game/traps.cpp ControlStargate (AnimateItem while
-- TriggerActive, SFX_STARGATE_SWIRL 23, hurtful mesh bits 0x36DB600),
-- collide.cpp StargateCollision (hit_points -= 100 when a hurtful mesh
-- pushes her while triggered; StarGateBounds: the frame's four bars,
-- pushed out of as solid).
local traps = require("lib.traps")
local stargate = {}

--- The blades' meshes (TOMB4's item_flags[0..1]).
local BLADES = 0x36DB600
local DAMAGE = 100
local SWIRL = 23

function stargate.init(e)
  e.solid = false
end

function stargate.on_activate(e) e.awake = true end

function stargate.control(e)
  if not traps.runs_while_on(e) then return end
  world.sound(traps.param(e, "sound", SWIRL), e)
  traps.strike(e, DAMAGE, traps.param(e, "blades", BLADES))
end

return stargate
