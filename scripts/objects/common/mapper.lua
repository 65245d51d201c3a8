-- TR4's mapper: a machine whose beam (its second mesh) is hidden until,
-- running its animation while triggered, it reaches frame 200; from then
-- it shines down on the floor with a hum, a yellow glow and sparks where
-- it lands.
-- Source: TOMB4 game/objects.cpp ControlMapper (frame >= 200: mesh bit 2
-- shown, SFX_MAPPER_LAZER 308, sparks at the floor under it), init.cpp
-- InitialiseMapper (mesh_bits 0xFFFFFFFD).
local particles = require("lib.particles")
local traps = require("lib.traps")
local mapper = {}

local BEAM_MESH_BIT = 2
local BEAM_FRAME = 200
local LASER = 308
local ALL = 0xFFFFFFFF

function mapper.init(e)
  if not e.state.lit then e.mesh_bits = ALL - BEAM_MESH_BIT end
end

function mapper.on_activate(e) e.awake = true end

function mapper.control(e)
  if not traps.runs_while_on(e) then return end
  if e.frame < traps.param(e, "beam_frame", BEAM_FRAME) then return end
  e.state.lit = true
  e.mesh_bits = ALL
  world.sound(LASER, e)
  local x, _, z = e:mesh_point(1, 0, 0, 0)
  local floor = world.floor(e.room, x, e.y, z)
  world.particles(particles.SPARKS, e.room, x, floor, z, 2)
end

return mapper
