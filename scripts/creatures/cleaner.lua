-- TR3's cleaner robot (tomb3 ELECTRIC_CLEANER, cleaner.cpp): once
-- triggered it runs along the sector grid at `speed`, keeping a wall on
-- its left: at each sector's middle it turns left where the sector there
-- is open at its own height, goes on where the sector ahead is, else turns
-- right (turning `turn` a tick until it faces along the grid again). Its
-- body crackles; touching Lara with it (`touch`) kills her by its
-- current, and then it stops. A heavy trigger in a sector it reaches (the
-- fuse box's) is set off and stops it for good. It cannot be shot.
-- Numbers: creatures/stats/tr3.lua `cleaner`.
-- It pushes her out of its box as a solid object does (tomb3 setup gives
-- ELECTRIC_CLEANER ObjectCollision: lara/push.lua push.object) and is no
-- wall in anyone's collision query.
-- Left out: the sectors it reserves against a second cleaner (the
-- original's stopper flags).
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local stats = require("creatures.stats")
local lara_push = require("lara.push")

local cleaner = {}

--- A sector; the middle of one is this far into it.
local SECTOR, MIDDLE = 1024, 512

---@param e Entity
function cleaner.init(e)
  e.targetable = false
  e.solid = false
  local s = e.state
  if s.started then return end
  s.started = true
  -- It starts on its sector's middle, turning right, running.
  e.x = e.x - e.x % SECTOR + MIDDLE
  e.z = e.z - e.z % SECTOR + MIDDLE
  s.turn = stats.of(e).turn
  s.running = true
end

--- True when the sector one along heading `yaw` from `e` is open at its
--- own height.
local function open(e, yaw)
  local dx, dz = fixed.step(yaw, SECTOR)
  local x, z = e.x + dx, e.z + dz
  return world.floor(e.room, x, e.y, z) == e.y and world.box_at(e.room, x, e.y, z) ~= nil
end

--- On a sector's middle along its heading.
local function centred(e)
  local q = e.yaw // angles.QUARTER
  if q % 2 == 0 then return e.z % SECTOR == MIDDLE end
  return e.x % SECTOR == MIDDLE
end

local function advance(e, st)
  local dx, dz = fixed.step(e.yaw, st.speed)
  e.x, e.z = e.x + dx, e.z + dz
  e.room = world.room_at(e.room, e.x, e.y, e.z)
end

--- At a sector's middle: where next (left, ahead, or turning right).
local function choose(e, s, st)
  local left = open(e, (e.yaw - angles.QUARTER) % 65536)
  local ahead = open(e, e.yaw)
  if not ahead and not left then
    s.turn = s.turn > 0 and st.turn or -st.turn
    e.yaw = (e.yaw + s.turn) % 65536
  elseif left and s.turn > 0 then
    s.turn = -st.turn
    e.yaw = (e.yaw + s.turn) % 65536
  else
    s.turn = st.turn
    advance(e, st)
  end
  world.test_triggers(e, "heavy")
  if world.heavy_trigger_at(e.room, e.x, e.y, e.z) then
    s.running = false
    world.sound(st.sound.zap, e)
  end
end

--- Sparks crackle on its arms now and then.
local function crackle(e, st)
  for _, mesh in ipairs(st.sparks.meshes) do
    if world.fx_random(st.sparks.one_in) == 0 then
      local x, y, z = e:mesh_point(mesh, 0, 0, 0)
      world.particles(particles.SPARKS, e.room, x, y, z, 1)
      world.light(e.room, x, y, z, 64, 128, 255, 1024)
    end
  end
end

---@param e Entity
function cleaner.control(e)
  local s, st = e.state, stats.of(e)
  if not s.running then return end
  if e.yaw % angles.QUARTER ~= 0 then
    e.yaw = (e.yaw + s.turn) % 65536
  elseif centred(e) then
    choose(e, s, st)
  else
    advance(e, st)
  end
  local lara = world.lara()
  if s.running and lara and lara.health > 0 and e:touch_bits(lara, st.touch) ~= 0 then
    lara:hit(lara.health, e)
    s.running = false
    world.sound(st.sound.zap, e)
  end
  if not s.running then
    world.stop_sound(st.sound.loop, e)
    return
  end
  if not s.humming then
    s.humming = true
    world.sound(st.sound.loop, e)
  end
  crackle(e, st)
end

cleaner.collision = lara_push.object

return cleaner
