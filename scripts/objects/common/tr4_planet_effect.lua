-- TR4's planet chamber (PLANET_EFFECT): five charged planets, each tied to
-- the pushable block of the same OCB.
--   Untriggered: unseen (no meshes drawn) and still.
--   Triggered: shown (all meshes) and animated; it locks its block once
--     (the block's OCB negated: pushables read a negative OCB as locked,
--     common/pushable_block.lua).
--   The OCB 1 one, once the four others (OCB 2-5) have their trigger
--     masks complete, arcs to the first ANIMATING4 and along the chain of
--     the four others in OCB order: sparks along each arc, a glow at each
--     planet, the arcing hum.
-- Source: TOMB4 game/moveblok.cpp InitialisePlanetEffect (mesh_bits 0, the
-- block of its OCB among PUSHABLE_OBJECT1-5, the others by OCB 2-5),
-- ControlPlanetEffect (mesh_bits 255, the negated OCB, IFL_CODEBITS,
-- SFX_ELEC_ARCING_LOOP). Facts, not code.
local particles = require("lib.particles")
local traps = require("lib.traps")
local planet = {}

planet.HIDDEN, planet.SHOWN = 0, 255
--- The trigger mask of a planet whose trigger is complete.
planet.FULL_MASK = 0x1F
--- The OCB of the planet that arcs, and the others' OCBs in chain order.
planet.HUB, planet.CHAIN = 1, { 2, 3, 4, 5 }
--- One spark this far apart along an arc.
planet.SPARK_EVERY = 512
--- SFX_ELEC_ARCING_LOOP (TR4 197).
planet.ARCING = 197
--- The arcs' blue glow (g 160-255, b 224-255 in TOMB4).
local GLOW, GLOW_RADIUS = { 0, 200, 240 }, 1536

function planet.init(e)
  local st = e.state
  if st.found then return end
  st.found = true
  e.mesh_bits = planet.HIDDEN
  local blocks = traps.param(e, "blocks", {})
  local is_block = {}
  for _, t in ipairs(blocks) do is_block[t] = true end
  local by_ocb = {}
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and is_block[o.type] and o.ocb == e.ocb and not st.block then st.block = i end
    if o and o ~= e and o.type == e.type and not by_ocb[o.ocb] then by_ocb[o.ocb] = i end
    if o and o.type == traps.param(e, "target", nil) and not st.target then st.target = i end
  end
  if e.ocb == planet.HUB then
    st.chain = {}
    for _, ocb in ipairs(planet.CHAIN) do st.chain[#st.chain + 1] = by_ocb[ocb] end
  end
end

--- Each planet of the chain, or nil when one is missing.
local function chain(st)
  local list = {}
  for k, i in ipairs(st.chain) do
    local o = world.entity(i)
    if not o or not o:exists() then return nil end
    list[k] = o
  end
  return #list == #planet.CHAIN and list or nil
end

local function glow(at)
  world.light(at.room, at.x, at.y, at.z, GLOW[1], GLOW[2], GLOW[3], GLOW_RADIUS)
end

--- Sparks along the arc between two bodies, a glow at `from`.
local function arc(from, to)
  particles.along(particles.SPARKS, from.room, { from.x, from.y, from.z }, { to.x, to.y, to.z },
                  planet.SPARK_EVERY)
  glow(from)
end

function planet.control(e)
  if not e.active then return end
  local st = e.state
  local block = st.block and world.entity(st.block)
  if block then block.ocb = -block.ocb end
  st.block = nil
  e.mesh_bits = planet.SHOWN
  if e.ocb ~= planet.HUB or not st.chain then return end
  local others = chain(st)
  if not others then return end
  for _, o in ipairs(others) do
    if o.mask ~= planet.FULL_MASK then return end
  end
  local target = st.target and world.entity(st.target)
  if target then arc(e, target) end
  local from = e
  for _, o in ipairs(others) do
    arc(o, from)
    world.sound(planet.ARCING, from)
    from = o
  end
  glow(from)
end

return planet
