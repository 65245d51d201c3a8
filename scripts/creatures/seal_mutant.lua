-- TR3's seal mutant (tomb3 BURNT_MUTANT, sealmute.cpp; TRosettaStone
-- calls it the crawler mutant). Violent. It crawls at Lara and, once she is in
-- sight within `range.burp`, stops, faces her and burps poison gas (the
-- missile "gas", growing stronger through the burp); once she is badly
-- poisoned it crawls away. Without orders it goes for the nearest of Lara
-- and the flamethrower men (ai/rivals.lua); its AI objects' orders come
-- from the library (ai/orders.lua; on a patrol round it walks whatever it
-- senses), and noticing Lara or being hit it alerts every seal mutant
-- about (ai/kin.lua). Dying, it breathes out the gas it still holds and
-- its body stays; set alight by a flamethrower man's pour
-- (creatures/scorch.lua) it dies burning instead. Numbers:
-- creatures/stats/tr3.lua `seal_mutant`.
local creature = require("ai.creature")
local kin = require("ai.kin")
local orders = require("ai.orders")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local poison = require("lara.poison")
local breath = require("creatures.breath")
local scorch = require("creatures.scorch")
local particles = require("lib.particles")

local seal = {}

creature.behaviour(seal, stats.of)

--- Its target in sight within burping range (never an AI object its
--- orders send it to).
local function in_range(e, ai, info, st)
  return not info.order and info.distance < st.range.burp
    and shoot.can_target(e, info, ai.target)
end

local decide = {}
seal.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  ai.breath = 0
  if orders.patrolling(info) then e.goal_state = S.walk
  elseif ai.mood == "escape" then e.goal_state = S.walk
  elseif in_range(e, ai, info, st) then e.goal_state = S.burp
  elseif ai.required ~= creature.NONE then e.goal_state = ai.required
  else e.goal_state = S.walk end
end

decide.walk = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if orders.patrolling(info) then e.goal_state = st.states.walk
  elseif in_range(e, ai, info, st) then e.goal_state = st.states.stop end
end

decide.burp = function(e, ai, info, st)
  local most = creature.deg(st.turn.aim)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
  local frames = world.anim_info(creature.anim_type(e), creature.anim(e)) or 1
  local first = math.min(st.gas.frames[1], frames - 1)
  if e.frame >= first and e.frame <= st.gas.frames[2] then
    breath.puff(e, st.gas.gun, breath.grow(ai, st.gas.ramp), ai.target)
  end
end

--- Its target Lara badly poisoned, its mood is escape (sealmute.cpp sets
--- it between GetCreatureMood and CreatureMood).
local function amend(_, ai)
  local st = ai.stats
  local fled = ai.target.type == 0 and poison.level(ai.target) >= st.gas.poisoned
  ai.forced_mood = fled and "escape" or nil
end

--- Burning as it dies: a flame at each of its burning meshes.
local function burn(e, st)
  local first, last = st.burning_meshes[1], st.burning_meshes[2]
  for mesh = first, last do
    local x, y, z = e:mesh_point(mesh, 0, 0, 0)
    world.particles(particles.FLAME, world.room_at(e.room, x, y, z), x, y, z, 1)
  end
end

---@param e Entity
function seal.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local burning = scorch.burnt(e, ai, st)
  if e.health <= 0 then
    local lara = world.lara()
    if burning then
      burn(e, st)
    elseif ai.dead_since and e.anim_state == st.states.death and lara then
      local frames = world.anim_info(creature.anim_type(e), creature.anim(e)) or 1
      local d = st.dying_gas
      local strength = breath.of_frame(e.frame, frames, d.first, d.before_end)
      if strength then breath.puff(e, st.gas.gun, strength, lara) end
    end
    creature.die(e, ai, st.states.death, creature.own_anim(e, st.death_anim, st.states.death))
    return
  end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, st.violent, amend) then return end
  kin.raise_if_noticed(e, ai)
  local info = ai.info
  creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.head(e, ai, info.ahead and info.angle or 0)
end

return seal
