-- TR2's fighting monks of Barkhang (53 with a long stick, 54 with a
-- knife-ended one; creatures/stats/tr2.lua `monk`). Violent, but at peace
-- with Lara while the truce "monks" holds (ai/rivals.lua): they fight the
-- mercenaries about them, and with none about they stay bored, strolling
-- and standing; one Lara has in her sights stands still and lets her be.
-- Lara breaks the truce for the whole level when she shoots one that is
-- idle (bored), or hurts one busy fighting by more than `patience`; then
-- every monk fights her too.
-- Standing within half a sector of its target a monk strikes (a thrust,
-- or from its second stance a sweep or a two-step attack), from a sector
-- it lunges, from the run within three it charges; each blow lands once
-- an attack: on Lara when the stick meets her, on a rival when it is
-- within half a sector on every axis. They die in one of their two death
-- animations; set-up, dying and the once-an-attack blow are the brawlers'
-- (creatures/brawler.lua).
local creature = require("ai.creature")
local sense = require("ai.sense")
local rivals = require("ai.rivals")
local brawler = require("creatures.brawler")

local monk = {}

--- Lara's shots: besides the hit points they cost, they break the truce
--- when the monk was idle or has taken more than its patience from her.
---@param e Entity
---@param damage integer
---@param source? Entity
function monk.on_hit(e, damage, source)
  local ai = e.state.ai
  local by_lara = source ~= nil and source.type == 0
  creature.on_hit(e, damage, source)
  if not ai or not by_lara then return end
  local st = ai.stats
  if not rivals.truce_holds(st.truce) then return end
  ai.grudge = (ai.grudge or 0) + damage
  if ai.grudge > st.patience or ai.mood == "bored" then rivals.break_truce(st.truce) end
end

--- At peace and in Lara's sights, ahead of it: it stands and lets her be.
local function spared(e, ai, info, st)
  return rivals.truce_holds(st.truce) and info.ahead and ai.target ~= nil
    and ai.target.type == 0 and sense.targeted_by(e, ai.target)
end

--- One of its two stances, on a 0x4000 roll.
local function a_stance(st, S)
  return world.random() < st.chance.wait_1 and S.wait_1 or S.wait_2
end

local function close(info, st)
  return info.ahead and info.distance < st.range.close
end

local decide = {}
monk.decide = decide

--- What both stances decide first: nothing while spared, a stroll when
--- bored, a run when fleeing; true when that settled it.
local function settled(e, ai, info, st, S)
  ai.blow = false
  ai.max_turn = 0
  if spared(e, ai, info, st) then return true end
  if ai.mood == "bored" then
    e.goal_state = S.walk
  elseif ai.mood == "escape" then
    e.goal_state = S.run
  else
    return false
  end
  return true
end

function decide.wait_1(e, ai, info, st)
  local S = st.states
  local r = st.range
  if settled(e, ai, info, st, S) then return end
  if close(info, st) then
    e.goal_state = world.random() < st.chance.attack_1 and S.attack_1 or S.wait_2
  elseif not info.ahead then
    e.goal_state = S.run
  elseif info.distance < r.long then
    e.goal_state = S.attack_4
  elseif info.distance < r.walk then
    e.goal_state = S.walk
  else
    e.goal_state = S.run
  end
end

function decide.wait_2(e, ai, info, st)
  local S = st.states
  if settled(e, ai, info, st, S) then return end
  if close(info, st) then
    local roll = world.random()
    if roll < st.chance.attack_2 then
      e.goal_state = S.attack_2
    elseif roll < st.chance.aim_3 then
      e.goal_state = S.aim_3
    else
      e.goal_state = S.wait_1
    end
  elseif info.ahead and info.distance < st.range.walk then
    e.goal_state = S.walk
  else
    e.goal_state = S.run
  end
end

function decide.walk(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "bored" then
    if spared(e, ai, info, st) then e.goal_state = a_stance(st, S) end
  elseif ai.mood == "escape" then
    e.goal_state = S.run
  elseif close(info, st) then
    e.goal_state = a_stance(st, S)
  elseif not info.ahead or info.distance > st.range.walk then
    e.goal_state = S.run
  end
end

function decide.run(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  ai.blow = false
  local angry = not rivals.truce_holds(st.truce)
  ai.max_turn = creature.deg(angry and st.turn.angry_run or st.turn.run)
  ai.lean = angle // st.lean
  if ai.mood == "bored" then
    e.goal_state = S.wait_1
  elseif ai.mood == "escape" then
    return
  elseif close(info, st) then
    e.goal_state = a_stance(st, S)
  elseif info.ahead and info.distance < st.range.charge then
    e.goal_state = S.attack_5
  end
end

function decide.aim_3(e, _, info, st)
  local S = st.states
  e.goal_state = close(info, st) and S.attack_3 or S.wait_2
end

--- Within `reach` of `other` on every axis.
local function within(e, other, reach)
  return math.abs(other.x - e.x) < reach and math.abs(other.y - e.y) < reach
    and math.abs(other.z - e.z) < reach
end

--- A blow, once an attack: Lara when the stick meets her, a rival near
--- enough; when the swing is over it stands again.
local function attack(e, ai, _, st)
  local target = ai.target
  local function lands()
    if not target or target.health <= 0 then return false end
    if target.type == 0 then
      if not creature.touches(e, ai) then return false end
      creature.bite(e, ai, st.bite, st.damage.lara)
    elseif within(e, target, st.range.rival_reach) then
      target:hit(st.damage.rival, e)
    else
      return false
    end
    return true
  end
  brawler.blow(e, ai, true, lands, st.hit_sound)
  if creature.last_frame(e) then e.goal_state = st.states.wait_1 end
end
for _, name in ipairs({ "attack_1", "attack_2", "attack_3", "attack_4", "attack_5" }) do
  decide[name] = attack
end

brawler.family(monk)

monk.collision = creature.collision

return monk
