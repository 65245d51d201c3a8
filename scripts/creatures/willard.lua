-- Dr Willard, the spider boss of TR3's Meteorite Cavern (tomb3
-- willboss.cpp). He runs round a ring of AI_X1 markers ("AI Path") in his
-- room, one way or the other: each tick he heads a sector past the
-- marker nearest him along its heading (times his direction), and he
-- turns round (`about`: the turn of his body at its frame) when Lara is
-- a few markers behind him. Where Lara stands nearer an AI_X2 marker
-- ("AI Check", a junction) than the ring, or well above him, he stops and
-- fires two plasma balls that home on her (stats `willard_plasma`: one
-- that reaches her burns her to death); otherwise, near her he lunges
-- (`damage.lunge`) or strikes walking (`damage.walk`), a blow an attack;
-- touching her at all costs her `damage.touch` a tick. Without a ring he
-- chases her as any creature. Shot down he is stunned, lies out for
-- `knocked_out` ticks and gets up whole; only once Lara holds the four
-- artefacts (`artefacts`: the Infada stone, Element 115, the Eye of Isis
-- and the Ora dagger) and he has got up once with her holding them does
-- he fall for good: then he bursts in a long blast (creatures/boss.lua).
-- Numbers: creatures/stats/tr3.lua `willard`.
-- Left out: his kill of Lara played with her own death animation (she
-- dies as from any blow) and the plasma's scatter where it strikes a floor.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local boss = require("creatures.boss")
local angles = require("lib.angles")
local fixed = require("lib.fixed")

local willard = {}

boss.behaviour(willard, stats.of)

--- The AI objects of `type` in his room: points {x, z, yaw}.
local function markers(e, type)
  local list = {}
  for i = 0, ai.count() - 1 do
    local m = ai.get(i)
    if m and m.type == type and m.room == e.room then
      list[#list + 1] = { m.x, m.z, m.angle or 0 }
    end
  end
  return list
end

--- The index of the point of `list` nearest (x, z), among all or only
--- around `near` (it and its neighbours on the ring).
local function nearest(list, x, z, near)
  local n, best, best_d = #list, nil, nil
  local function try(i)
    local p = list[i]
    local dx, dz = (p[1] - x) // 64, (p[2] - z) // 64
    local d = dx * dx + dz * dz
    if not best_d or d < best_d then best, best_d = i, d end
  end
  if near then
    for k = -1, 1 do try((near - 1 + k) % n + 1) end
  else
    for i = 1, n do try(i) end
  end
  return best, best_d
end

--- The ring's reading this tick: where he heads, whether he should turn
--- round, whether he would fire and how far Lara's junction is.
local function read_ring(e, ai, st, lara)
  local R = st.ring
  if not ai.path then
    ai.path, ai.junctions = markers(e, R.path_type), markers(e, R.junction_type)
    ai.direction, ai.wanted = 1, 1
  end
  local above = e.y > lara.y + R.above
  local path = ai.path
  if #path == 0 then
    local far = ai.info.zone ~= ai.info.enemy_zone or above
    return far, ai.info.distance
  end
  ai.own = nearest(path, e.x, e.z, ai.own)
  local lara_at, lara_d = nearest(path, lara.x, lara.z, ai.lara_at)
  ai.lara_at = lara_at
  local index = lara_at - ai.own
  if ai.direction == -1 and ((index < 0 and index > -R.behind) or index > R.round) then
    ai.wanted = 1
  elseif ai.direction == 1 and ((index > 0 and index < R.behind) or index < -R.round) then
    ai.wanted = -1
  end
  local p = path[ai.own]
  local dx, dz = fixed.step(p[3], R.ahead * ai.direction)
  creature.aim(e, ai, p[1] + dx, e.y, p[2] + dz)
  if #ai.junctions == 0 then return above, ai.info.distance end
  local j, j_d = nearest(ai.junctions, lara.x, lara.z)
  local jx, jz = ai.junctions[j][1] - e.x, ai.junctions[j][2] - e.z
  return j_d < lara_d or above, fixed.sqrt(jx * jx + jz * jz)
end

--- Whether he fires now.
local function fires(ai, st)
  return ai.fire and ai.info.ahead and ai.fire_distance < st.range.fire and ai.target.health > 0
end

local decide = {}
willard.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn, ai.struck = 0, false
  if ai.direction ~= ai.wanted then
    e.goal_state = S.about
  elseif fires(ai, st) then
    e.goal_state = S.shoot
  elseif not info.bite or info.distance >= st.range.lunge then
    e.goal_state = S.walk
  else
    e.goal_state = S.lunge
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn, ai.struck = creature.deg(st.turn.walk), false
  if ai.direction ~= ai.wanted or fires(ai, st) then
    e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.strike then
    if world.random(st.chance.pause) == 0 then
      e.goal_state = S.stop
    else
      e.goal_state = e.frame >= st.strike_late and S.strike_1 or S.strike_2
    end
  end
end

decide.lunge = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.lunge)
  creature.aim(e, ai, ai.target.x, ai.target.y, ai.target.z)
  creature.strike_once(e, ai, st.bite, st.damage.lunge)
  e.goal_state = st.states.stop
end

local function striking(e, ai, info, st)
  local S = st.states
  creature.strike_once(e, ai, st.bite, st.damage.walk)
  if fires(ai, st) and info.bite then
    e.goal_state = S.walk
  elseif info.bite and info.distance < st.range.strike then
    e.goal_state = e.anim_state == S.strike_1 and S.strike_2 or S.strike_1
  else
    e.goal_state = S.walk
  end
end
decide.strike_1, decide.strike_2 = striking, striking

decide.about = function(e, ai, _, st)
  ai.max_turn, ai.struck = 0, false
  if not ai.turned and e.frame >= math.min(st.frames.about, creature.frames(e) - 1) then
    e.yaw = (e.yaw + angles.TURN // 2) % 65536
    ai.direction = -ai.direction
    ai.turned = true
  end
  e.goal_state = ai.direction == ai.wanted and st.states.stop or st.states.about
end

decide.shoot = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.lunge)
  creature.aim(e, ai, ai.target.x, ai.target.y, ai.target.z)
  e.goal_state = st.states.stop
  local fire_frame = math.min(st.frames.shoot, creature.frames(e) - 1)
  if e.frame == fire_frame and ai.target.health > 0 then
    for _, gun in ipairs(st.guns) do
      shoot.launch(e, gun, "willard_plasma", ai.target, gun.turn)
    end
  end
end

--- All four artefacts in Lara's hands.
local function artefacts_held(st)
  local lara = world.lara()
  local inv = lara and lara.state.inventory or {}
  for _, item in ipairs(st.artefacts) do
    if (inv[item] or 0) <= 0 then return false end
  end
  return true
end

--- A tick shot down: stunned, out, up again whole (see the header).
local function down(e, ai, st)
  local S = st.states
  e.targetable = false
  ai.max_turn = 0
  creature.goal_follows_animation(e, ai)
  local state = e.anim_state
  if state == S.stunned then
    ai.out = st.knocked_out
    e.goal_state = S.knockout
  elseif state == S.knockout then
    ai.out = (ai.out or st.knocked_out) - 1
    e.goal_state = ai.out < 0 and S.getup or S.knockout
  elseif state == S.getup then
    e.health = st.hit_points
    e.targetable = true
    ai.risen_holding = artefacts_held(st)
    e.goal_state = S.stop
  elseif state == S.stop then
    e.goal_state = S.stunned
  else
    e.goal_state = S.stop
  end
end

---@param e Entity
function willard.control(e)
  local ai = e.state.ai
  local st = ai.stats
  boss.hold_carried(e)
  if e.health <= 0 then
    if ai.dead_since or (ai.risen_holding and artefacts_held(st)) then
      boss.die(e, ai, st.death)
    else
      down(e, ai, st)
    end
    return
  end
  if e.anim_state ~= st.states.about then ai.turned = false end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, true) then return end
  local lara = ai.target
  ai.fire, ai.fire_distance = read_ring(e, ai, st, lara)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, ai.info, st) end
  if creature.touches(e, ai, st.touch_any) then lara:hit(st.damage.touch, e) end
  creature.turn(e, ai, ai.max_turn)
end

willard.collision = creature.collision

return willard
