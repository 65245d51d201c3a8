-- TR3's seal mutant (tomb3 BURNT_MUTANT, sealmute.cpp; TRosettaStone
-- calls it the crawler mutant). Violent. It crawls at Lara and, once she is in
-- sight within `range.burp`, stops, faces her and burps poison gas (the
-- missile "gas", growing stronger through the burp); once she is badly
-- poisoned it crawls away. Dying, it breathes out the gas it still holds
-- and its body stays. Numbers: creatures/stats/tr3.lua `seal_mutant`.
-- Left out: the AI objects' guard and patrol orders, alerting the guards,
-- the flamethrower guards it fights, and burning up when set alight.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local poison = require("lara.poison")
local breath = require("creatures.breath")

local seal = {}

creature.behaviour(seal, stats.of)

--- In sight within burping range.
local function in_range(e, ai, info, st)
  return info.distance < st.range.burp and shoot.can_target(e, info, ai.target)
end

local decide = {}
seal.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  ai.breath = 0
  if ai.mood == "escape" then e.goal_state = S.walk
  elseif in_range(e, ai, info, st) then e.goal_state = S.burp
  elseif ai.required ~= creature.NONE then e.goal_state = ai.required
  else e.goal_state = S.walk end
end

decide.walk = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "escape" and in_range(e, ai, info, st) then e.goal_state = st.states.stop end
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

--- Badly poisoned, Lara is left be: it flees.
local function amend(_, ai, info)
  local st = ai.stats
  if ai.target.type == 0 and poison.level(ai.target) >= st.gas.poisoned then
    info.reachable = false
  end
end

---@param e Entity
function seal.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    local lara = world.lara()
    if ai.dead_since and e.anim_state == st.states.death and lara then
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
  local info = ai.info
  creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.head(e, ai, info.ahead and info.angle or 0)
end

return seal
