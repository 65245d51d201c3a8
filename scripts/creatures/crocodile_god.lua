-- TR4's crocodile god (63 MUTANT; TOMB4 croc.cpp). A statue come to life
-- that never moves nor turns: it senses Lara from its head (`eye_above`
-- its origin) and its head follows her. For its first `appear_ticks` in
-- its choosing (2) and locust (4) states it only appears; then from its
-- choosing state it picks by her distance: near, three fireballs one after
-- another (5); farther, a fan of three at once (3); farther still, a swarm
-- of locusts out of its mouth (4; creatures/locusts.lua `breathe`). The
-- fireballs home on her (creatures/missile.lua, `homes` with a `hold` on
-- the heading) and set her alight where they reach her. Undead: only a
-- blast wears it down (creatures/undead.lua). Killed, it does nothing more.
-- Numbers: creatures/stats/tr4.lua `crocodile_god`, `crocgod_fireball`.
local creature = require("ai.creature")
local missile = require("creatures.missile")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local swarm = require("creatures.locusts")
local undead = require("creatures.undead")

local god = creature.behaviour({ on_hit = undead.on_hit }, stats.of)

---@param e Entity
function god.init(e)
  local fresh = e.state.ai == nil
  local st = stats.of(e)
  local placed = e.yaw
  local ai = creature.setup(e, st)
  if fresh then
    -- It faces as placed (TOMB4's InitialiseCreature spreads no heading,
    -- and this one never turns).
    e.yaw = placed
    undead.force(e, st.states.start, 0)
    -- Ticks spent appearing; `appeared` once done (TOMB4's item_flags[2]
    -- counting to 600, then 999).
    ai.appearing, ai.appeared = 0, false
    ai.look_yaw, ai.look_pitch = 0, 0
  end
end

--- Where its mouth is and which way it points: {x, y, z, yaw, pitch}.
local function mouth(e, st)
  local m = st.mouth
  local bx, by, bz = e:mesh_point(m.mesh, m.back[1], m.back[2], m.back[3])
  local fx, fy, fz = e:mesh_point(m.mesh, m.front[1], m.front[2], m.front[3])
  local yaw, pitch = shoot.aim_at(bx, by, bz, fx, fy, fz)
  return { x = fx, y = fy, z = fz, yaw = yaw, pitch = pitch }
end

--- Breathes one fireball out of its mouth, `turn` off its heading, keeping
--- that heading `hold` ticks.
local function fireball(e, st, shot)
  local from = mouth(e, st)
  local ball = stats.named(st.fireball)
  local y = from.y - ball.rise.min - world.random(ball.rise.rolls)
  local room = world.room_at(e.room, from.x, y, from.z)
  local m = missile.fire(st.fireball, room, from.x, y, from.z, from.yaw + (shot.turn or 0),
                         from.pitch, e)
  local flight = m.state.flight
  flight.speed = ball.speed + world.random(ball.speed_rolls)
  flight.hold = shot.hold
end

--- Fires the shots of volley `name` due on this frame.
local function volley(e, st, name)
  for _, shot in ipairs(st.volleys[name]) do
    if e.frame == shot.frame then fireball(e, st, shot) end
  end
end

local decide = {}
god.decide = decide

decide.choose = function(e, ai, info, st)
  local S, R = st.states, st.range
  if ai.appearing < st.appear_ticks then
    e.goal_state = S.locusts
    ai.appearing = ai.appearing + 1
    return
  end
  ai.appeared = true
  if info.distance < R.fireballs then e.goal_state = S.fireballs
  elseif info.distance < R.fan then e.goal_state = S.fan
  elseif info.distance < R.locusts then e.goal_state = S.locusts end
end

decide.locusts = function(e, ai, _, st)
  if ai.appearing < st.appear_ticks then
    ai.appearing = ai.appearing + 1
  elseif ai.appeared and e.frame >= st.swarm.from and e.frame <= st.swarm.to then
    swarm.breathe(e, st.swarm.kind, mouth(e, st))
  end
end

decide.fan = function(e, _, _, st) volley(e, st, "fan") end
decide.fireballs = function(e, _, _, st) volley(e, st, "fireballs") end

--- Eases the head towards `yaw`, `pitch` (TOMB4 CreatureJoint).
local function look(e, ai, st, yaw, pitch)
  local h = st.head
  local function ease(now, wanted)
    local v = now + math.max(-h.speed, math.min(h.speed, wanted - now))
    return math.max(-h.limit, math.min(h.limit, v))
  end
  ai.look_yaw, ai.look_pitch = ease(ai.look_yaw, yaw), ease(ai.look_pitch, pitch)
  for _, mesh in ipairs(h.meshes) do e:turn_joint(mesh, ai.look_pitch, ai.look_yaw, 0) end
end

---@param e Entity
function god.control(e)
  local ai = e.state.ai
  local st = ai.stats
  swarm.tend(e, st.swarm.kind)
  if e.health <= 0 then
    e.health, e.targetable = 0, false
    return
  end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  local yaw, pitch = 0, 0
  if ai.appeared then
    -- Her bearing and pitch from its eye, as it senses her.
    local t = ai.target
    yaw = info.angle
    _, pitch = shoot.aim_at(e.x, e.y - st.eye_above, e.z, t.x, t.y, t.z)
  end
  look(e, ai, st, yaw, pitch)
end

return god
