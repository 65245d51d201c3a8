-- TR5's electricity (params.kind):
--   "fence"   ELECTRIC_FENCE: an invisible emitter of sparks along a fence
--             while its trigger is on, a few every 64 ticks or so; it harms
--             nobody itself (TOMB5 ControlElectricFence only throws sparks:
--             the fence's death is the level's floor data).
--   "cables"  ELECTRICAL_CABLES: live cables that swing (their animation)
--             while triggered and spark; Lara whose body comes within the
--             OCB's reach of one of their joints (meshes 2, 5, ... 26) is
--             electrocuted: she burns and dies.
-- Not played: the cables lying in water electrify it (TOMB5 checks the
-- water room under each joint), and the blue of her electrocution.
-- Source: TOMB5 tomb4fx.cpp ControlElectricFence, joby.cpp
-- ControlElectricalCables, CheckCableBox (facts and figures, not code).
local traps = require("lib.traps")
local particles = require("lib.particles")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local fire = require("lara.fire")
local damage = require("lara.damage")
local electric = {}

--- A fence sparks on one tick in this many on average (TOMB5: & 0x3F).
electric.SPARK_CHANCE = 64
--- How far along the fence its sparks fly (two sectors).
electric.FENCE_LENGTH = 2048
--- The cables' joints that kill: every third mesh from 2 to 26.
electric.FIRST_JOINT, electric.LAST_JOINT, electric.JOINT_STEP = 2, 26, 3
--- Beyond this of the cables (x, y, z) the test is not made (TOMB5: 2048,
--- 4096, 2048).
electric.FAR_XZ, electric.FAR_Y = 2048, 4096
--- TR5's SFX_ELECTRIC_WIRES while the cables are live.
electric.SOUND = 172

function electric.init(e)
  if traps.param(e, "kind", "fence") == "fence" then e.visible = false end
end

local function fence(e)
  if world.fx_random(electric.SPARK_CHANCE) ~= 0 then return end
  local along = world.fx_random(electric.FENCE_LENGTH) - electric.FENCE_LENGTH // 2
  local up = world.fx_random(electric.FENCE_LENGTH)
  -- Along the fence: across its heading (TOMB5: x for a fence facing +z).
  local dx, dz = fixed.step(e.yaw + angles.QUARTER, along)
  local x, z = e.x + dx, e.z + dz
  world.particles(particles.SPARKS, e.room, x, e.y - up, z, 3)
end

--- True when one of the cables' joints comes within `reach` of her body.
local function touches(e, lara, reach)
  local x0, x1, y0, y1, z0, z1 = lara:bounds()
  for mesh = electric.FIRST_JOINT, electric.LAST_JOINT, electric.JOINT_STEP do
    -- A model with fewer meshes has fewer joints.
    if not world.model_mesh(e.type, mesh) then return false end
    local x, y, z = e:mesh_point(mesh, 0, 0, 0)
    if x + reach >= lara.x + x0 and x - reach <= lara.x + x1
      and y + reach >= lara.y + y0 and y - reach <= lara.y + y1
      and z + reach >= lara.z + z0 and z - reach <= lara.z + z1 then
      return true
    end
  end
  return false
end

local function cables(e)
  world.sound(traps.param(e, "sound", electric.SOUND), e)
  if world.fx_random(2) == 0 and world.model_mesh(e.type, electric.FIRST_JOINT) then
    local x, y, z = e:mesh_point(electric.FIRST_JOINT, 0, 0, 0)
    world.particles(particles.SPARKS, e.room, x, y, z, 1)
  end
  local lara = traps.living_lara()
  if not lara or lara.state.burning then return end
  if math.abs(lara.x - e.x) > electric.FAR_XZ or math.abs(lara.y - e.y) > electric.FAR_Y
    or math.abs(lara.z - e.z) > electric.FAR_XZ then return end
  if not touches(e, lara, e.ocb) then return end
  world.particles(particles.SPARKS, lara.room, lara.x, lara.y - traps.CLICK * 2, lara.z, 12)
  fire.ignite(lara)
  damage.kill(lara, "fire")
end

function electric.control(e)
  if not e.active then e.awake = false return end
  if traps.param(e, "kind", "fence") == "fence" then fence(e) else cables(e) end
end

return electric
