-- Puna, the boss of TR3's Temple of Puna (tomb3 triboss.cpp, with the
-- beam's test of draweffects.cpp TriggerElectricBeam). He sits in his
-- chair behind a shield that turns Lara's shots (a glance, no harm) and
-- never leaves it. Once Lara comes within `range.wake` he turns the chair
-- to her; each time she is straight ahead (within `aim_within`) he casts
-- lightning from his head at where her hips are then, his shield down:
-- the bolt is charged `charge.lightning` a tick and from `charge.beam`
-- until `charge.done` it lashes along that line and far beyond; Lara on it
-- dies (`beam_reach`, a ray that stops at walls). After `bolts` bolts he
-- turns to the summoning point farther from her and calls up a lizard man
-- there (stats `summon`: the beam reaches the point and the lizard man
-- stands up once the charge passes `charge.summon_at`). Until its body
-- bursts (killed, at frame 50 of its death) he keeps his shield up and
-- faces the way he first sat, and casts no bolt.
-- Killed (only while his shield is down), he trembles harder and harder
-- in his death until the body bursts in a long blast and drops what he
-- carried (creatures/boss.lua).
-- The summoning points are the lizard men placed in his room (hidden at
-- the start: the original reuses one placed lizard man and puts it at one
-- of two points written into the game for his level), or a catalogue /
-- level override's `params.summon_points` ({x, y, z}…); without either he
-- calls one up `summon.ahead` in front of him. Numbers: creatures/stats/
-- tr3.lua `puna`.
-- Left out: the shield's glow where shots strike it and the look of the
-- lightning (a few sparks along it here).
local creature = require("ai.creature")
local stats = require("creatures.stats")
local boss = require("creatures.boss")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")

local puna = {}

--- His bolts' light: bluish white, reaching far (tomb3 TrigDynamics).
local BOLT_LIGHT = { r = 96, g = 160, b = 255, radius = 4096 }
--- Sparks shown along a bolt, one every this far.
local SPARK_EVERY = 512
--- Lara's hips: where a bolt is aimed (tomb3 GetJointAbsPosition(…, HIPS)).
local HIPS = 0

--- The summoning points: the params' own, else the lizard men placed in
--- his room (hidden now).
local function summon_points(e, st)
  local given = e.params and e.params.summon_points
  if given then return given end
  local points = {}
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o:exists() and o.type == st.summon.type and o.room == e.room then
      points[#points + 1] = { o.x, o.y, o.z }
      o.visible, o.collidable = false, false
    end
  end
  return points
end

---@param e Entity
function puna.init(e)
  local seated = e.yaw
  local ai = creature.setup(e, stats.of(e))
  if not ai.seated then
    ai.seated = seated
    e.yaw = seated
    ai.shield = true
    ai.bolts = 0
    ai.charge = 0
    ai.points = summon_points(e, ai.stats)
  end
end
creature.behaviour(puna, stats.of)

--- Whether the lizard man he called up still counts: until its body
--- bursts (tomb3 lizman.cpp clears lizard_man_active at frame 50 of its
--- death, when CreatureDie blows it apart), not only while it lives.
local function summon_lives(ai)
  local s = ai.summoned
  return s ~= nil and s:exists() and s.status ~= "deactivated"
end

--- The summoning point farther from Lara (or `summon.ahead` before him).
local function pick_point(e, ai, st, lara)
  local best, best_d
  for _, p in ipairs(ai.points) do
    local dx, dz = p[1] - lara.x, p[3] - lara.z
    local d = dx * dx + dz * dz
    if not best_d or d > best_d then best, best_d = p, d end
  end
  if best then return best end
  local dx, dz = fixed.step(e.yaw, st.summon.ahead)
  return { e.x + dx, e.y, e.z + dz }
end

--- The bolt from his head towards `ai.beam` and on to `beam_reach`:
--- sparks along it, its light; true when it struck Lara.
local function lash(e, ai, st)
  local head = st.head_point
  local x, y, z = e:mesh_point(head.mesh, head.x, head.y, head.z)
  local tx, ty, tz = ai.beam[1], ai.beam[2], ai.beam[3]
  local dx, dy, dz = tx - x, ty - y, tz - z
  local length = fixed.sqrt(dx * dx + dy * dy + dz * dz)
  if length < 1 then return false end
  local room = world.room_at(e.room, x, y, z)
  -- On to `beam_reach` from the head when the aim is nearer (C's division).
  local ex, ey, ez = tx, ty, tz
  if length < st.beam_reach then
    ex = x + fixed.div(dx * st.beam_reach, length)
    ey = y + fixed.div(dy * st.beam_reach, length)
    ez = z + fixed.div(dz * st.beam_reach, length)
  end
  local hx, hy, hz, who = world.ray(room, x, y, z, ex, ey, ez, e)
  particles.along(particles.SPARKS, room, { x, y, z }, { hx, hy, hz }, SPARK_EVERY)
  world.light(room, hx, hy, hz, BOLT_LIGHT.r, BOLT_LIGHT.g, BOLT_LIGHT.b, BOLT_LIGHT.radius)
  local lara = world.lara()
  return who ~= nil and lara ~= nil and who == lara
end

local decide = {}
puna.decide = decide

decide.chair = function(e, ai, info, st)
  local S = st.states
  ai.charge = 0
  local lara = ai.target
  local busy = summon_lives(ai)
  if e.goal_state ~= S.lightning and e.goal_state ~= S.summon then ai.shield = true end
  ai.max_turn = (ai.roused and not busy) and creature.deg(st.turn.chair) or 0
  if busy or lara.health <= 0 or e.goal_state == S.summon or e.goal_state == S.lightning then
    return
  end
  if ai.bolts < st.bolts then
    if math.abs(info.angle) < st.aim_within then
      local x, y, z = lara:mesh_point(HIPS, 0, 0, 0)
      ai.beam = { x, y, z }
      e.goal_state = S.lightning
      ai.max_turn = 0
      ai.shield = false
      ai.bolts = ai.bolts + 1
    end
    return
  end
  -- Turn the chair to the point, then call the lizard man up there.
  ai.max_turn = 0
  ai.point = ai.point or pick_point(e, ai, st, lara)
  local want = angles.diff(e:angle_to(ai.point[1], ai.point[2], ai.point[3]), 0)
  if math.abs(want) >= st.square_within then
    e.yaw = (e.yaw + want // st.chair_ease) % 65536
    return
  end
  e.yaw = (e.yaw + want) % 65536
  ai.beam = { ai.point[1], ai.point[2], ai.point[3] }
  e.goal_state = S.summon
  ai.bolts = 0
  ai.shield = false
end

decide.lightning = function(e, ai, _, st)
  local C = st.charge
  ai.max_turn = 0
  ai.charge = ai.charge + C.lightning
  e.goal_state = ai.charge < C.done and st.states.lightning or st.states.chair
  if ai.charge > C.beam and ai.charge <= C.done and lash(e, ai, st) then
    local lara = ai.target
    if lara.health > 0 then lara:hit(lara.health, e) end
  end
end

decide.summon = function(e, ai, _, st)
  local C = st.charge
  ai.max_turn = 0
  ai.charge = ai.charge + (ai.charge < C.beam and C.summon_slow or C.summon_fast)
  e.goal_state = ai.charge <= C.summon_to and st.states.summon or st.states.chair
  if ai.charge >= C.beam and ai.charge <= C.summon_to then
    lash(e, ai, st)
    local p = ai.beam
    world.particles(particles.SMOKE, e.room, p[1], p[2], p[3], 3)
    if ai.charge > C.summon_at and not summon_lives(ai) and ai.point then
      local room = world.room_at(e.room, p[1], p[2], p[3])
      local yaw = (e:angle_to(p[1], p[2], p[3]) + e.yaw + angles.TURN // 2) % 65536
      local lizard = world.spawn(st.summon.type, room, p[1], p[2], p[3], yaw)
      lizard.state.roused = true
      lizard:activate(e)
      ai.summoned = lizard
      ai.point = nil
    end
  end
end

---@param e Entity
---@param damage integer
---@param source? Entity
function puna.on_hit(e, damage, source)
  local ai = e.state.ai
  world.sound(ai.stats.hit_sound, e)
  if ai.shield then
    boss.glance(e)
    return
  end
  creature.on_hit(e, damage, source)
end

---@param e Entity
function puna.control(e)
  if boss.dying(e) then return end
  local ai = e.state.ai
  local st = ai.stats
  local lara = world.lara()
  if lara and not ai.roused and e:distance_to(lara) < st.range.wake then ai.roused = true end
  if not creature.act_named(e, decide) then return end
  if summon_lives(ai) and e.anim_state == st.states.chair then
    -- Back to the way he first sat while his lizard man fights.
    local back = angles.diff(ai.seated, e.yaw)
    if math.abs(back) > st.square_within then
      e.yaw = (e.yaw + back // st.seat_ease) % 65536
    else
      e.yaw = ai.seated
    end
  else
    boss.face(e, ai, ai.target)
  end
end

return puna
