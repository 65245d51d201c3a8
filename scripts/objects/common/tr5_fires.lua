-- TR5's own fires. params.kind picks the routine:
--   "cooker" (COOKER_FLAME) a gas flame on a cooker ring: its OCB 0-3
--     picks the ring (a quarter sector off its placed point, RING_SHIFT on
--     each axis: OCB 0 -x -z, 1 -x +z, 2 +x +z, 3 +x -z); while triggered
--     it sets Lara alight when she stands over it, within CATCH across the
--     floor on each axis and her feet less than ABOVE over its foot. The
--     original draws it as its model scaled flickering (DrawScaledSpike):
--     here flames rise from it.
--   "roots" (BURNING_ROOTS) the roots in the Iris' lab that burn away once
--     lit (the original lights them with Lara's torch, FireCollision: that
--     move is not played, the trigger lights them here). Solid while
--     standing; lit, they burn BURN ticks: flames every other tick along
--     the trunk (joints 0-3) for the first TRUNK_FLAMES ticks, then in
--     waves along the branches (joints 4-27, a wave every WAVE ticks, three
--     waves); the trunk turns to its burnt mesh (ANIMATING16_MIP's, as
--     TOMB5 swaps it in) and meshes 1-3 vanish at tick CHAR, each wave's
--     branches CHAR ticks after it starts. At tick GIVE the heart in them
--     (the level's PUZZLE_ITEM1) is switched on and set at their foot.
--     The flames do not burn Lara (TOMB5's rope flames carry no damage).
-- Source: TOMB5 joby.cpp CookerFlameControl, init.cpp InitialiseCookerFlame,
-- andy.cpp ControlBurningRoots, TriggerRopeFlame, init.cpp
-- InitialiseBurningRoots, setup.cpp (the burnt meshes), flmtorch.cpp
-- FireCollision (facts and figures, not code).
local traps = require("lib.traps")
local particles = require("lib.particles")
local fire = require("lara.fire")
local fires = {}

--- The cooker ring's shift from the placed point, per OCB: x, z signs.
fires.RING_SHIFT = 256
local RINGS = { [0] = { -1, -1 }, [1] = { -1, 1 }, [2] = { 1, 1 }, [3] = { 1, -1 } }
--- She catches fire within CATCH of the ring on x and z, her feet less
--- than ABOVE over its foot (TOMB5: 256, 128).
fires.CATCH, fires.ABOVE = 256, 128
--- Cooker flames a tick, drawn this far up.
fires.COOKER_FLAMES, fires.COOKER_RISE = 1, 64

--- The roots: ticks they burn, the trunk's flames, when the heart comes
--- and when a part is charred (ticks after its flames start), the waves.
fires.BURN, fires.TRUNK_FLAMES, fires.GIVE, fires.CHAR = 256, 128, 96, 64
fires.WAVE, fires.WAVES, fires.WAVE_FLAMES = 32, 3, 128
--- Joints: the trunk's 0-3, the branches' 4-27 (every sixth a wave's
--- flame, every third a wave's charred mesh).
fires.TRUNK, fires.JOINTS = 4, 28
--- Meshes 1-3 vanish when the trunk chars (TOMB5 mesh_bits &= ~0xE).
local TRUNK_HIDDEN = 0xE

local function cooker(e)
  world.particles(particles.FLAME, e.room, e.x, e.y - fires.COOKER_RISE, e.z, fires.COOKER_FLAMES)
  local lara = traps.living_lara()
  if not lara or lara.state.burning then return end
  if math.abs(lara.x - e.x) < fires.CATCH and math.abs(lara.z - e.z) < fires.CATCH
    and e.y - lara.y < fires.ABOVE then
    fire.ignite(lara)
  end
end

--- `v` with the bits of `mask` cleared (no bit operators: LuaJIT has none).
local function without_bits(v, mask)
  local b = 1
  while b <= mask do
    if (mask // b) % 2 == 1 and (v // b) % 2 == 1 then v = v - b end
    b = b * 2
  end
  return v
end

--- Swaps mesh `i` for its burnt one.
local function char(e, i)
  local burnt = traps.param(e, "burnt", nil)
  local mesh = burnt and world.model_mesh(burnt, i)
  if mesh then e:mesh_swap(i, mesh) end
  e.state.charred = (e.state.charred or 0) + 1
end

local function flame_at(e, joint)
  -- A model with fewer joints burns at those it has.
  if not world.model_mesh(e.type, joint) then return end
  local x, y, z = e:mesh_point(joint, 0, 0, 0)
  world.particles(particles.FLAME, e.room, x, y, z, 1)
end

local function heart(e)
  local id = traps.param(e, "heart", nil)
  if not id then return end
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other.type == id then
      other.y = e.y
      other:activate(e)
      e.state.heart = i
      return
    end
  end
end

local function roots(e)
  local s = e.state
  if s.count >= fires.BURN then
    e.awake = false
    return
  end
  s.count = s.count + 1
  local t = s.count
  if t == fires.GIVE then heart(e) end
  if t == fires.CHAR or t == fires.CHAR + 1 then
    if t == fires.CHAR then char(e, 0) end
    e.mesh_bits = without_bits(e.mesh_bits, TRUNK_HIDDEN)
  end
  -- Each wave's branches char CHAR ticks after it starts (TOMB5 tests the
  -- tick and the next, on whichever ticks run: every tick here).
  for wave = 0, fires.WAVES - 1 do
    if t - fires.WAVE * (wave + 1) == fires.CHAR then
      for i = wave + fires.TRUNK, fires.JOINTS - 1, 3 do char(e, i) end
    end
  end
  if world.tick() % 2 == 1 then return end
  local odd = (world.tick() // 2) % 2
  if t < fires.TRUNK_FLAMES then
    for i = odd, fires.TRUNK - 1, 2 do flame_at(e, i) end
  end
  for wave = 0, fires.WAVES - 1 do
    local since = t - fires.WAVE * (wave + 1)
    if since < 0 then break end
    if since < fires.WAVE_FLAMES then
      for i = odd * 3 + fires.TRUNK + wave, fires.JOINTS - 1, 6 do flame_at(e, i) end
    end
  end
end

function fires.init(e)
  local s = e.state
  if s.ready then return end
  s.ready = true
  if traps.param(e, "kind", "cooker") == "cooker" then
    local shift = RINGS[e.ocb]
    if shift then
      e.x = e.x + shift[1] * fires.RING_SHIFT
      e.z = e.z + shift[2] * fires.RING_SHIFT
    end
  else
    s.count = 0
    e.solid = true
  end
end

function fires.on_activate(e)
  if traps.param(e, "kind", "cooker") == "roots" then e.awake = true end
end

function fires.control(e)
  if traps.param(e, "kind", "cooker") == "cooker" then
    if e.active then cooker(e) end
  else
    roots(e)
  end
end

return fires
