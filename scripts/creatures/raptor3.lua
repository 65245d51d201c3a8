-- The raptor (TR3): violent and quick, and it hunts whatever is nearest.
-- Its enemy (ai/rivals.lua with its stats' `rethink` and `kin`) is kept
-- from tick to tick and picked again when it has none or on a 1-in-128
-- roll: the nearest other creature awake (another raptor only on a
-- 1-in-32 roll), or Lara when she is nearer. It walks while bored (a bored
-- raptor turns at half its rate), calling now and then; it runs at its
-- enemy leaning into its turns; in range while running it charges, or on
-- a chance stops to lunge; from a stop it bites what touches Lara or an
-- enemy close ahead, lunges at one a little further. A blow lands once an
-- attack: on Lara when its jaws touch her (100), on another creature when
-- it stands within half a sector on every axis (25). Having bitten a Lara
-- already dead it calls over her. It dies in one of two animations.
-- Source: tomb3 raptor.cpp RaptorControl (facts, not code).
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local raptor3 = {}

creature.behaviour(raptor3, stats.of)

--- The decision of each state (by the state names of the stats).
local decide = {}
raptor3.decide = decide

--- Whether its body touches Lara (its stats' touch mask), whatever it
--- hunts: the original's touch bits are Lara's.
local function touches_lara(e, st)
  local lara = world.lara()
  return lara ~= nil and lara.health > 0 and e:touch_bits(lara, st.touch) ~= 0
end

--- Whether the escape holds it still: its enemy ahead, Lara not aiming at
--- it (from a stop, not hit this tick either).
local function held_in_escape(e, ai, info, unhit)
  return ai.mood == "escape" and info.ahead and not sense.targeted_by(e, world.lara())
    and not (unhit and creature.hit_lately(ai))
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = 0
  if ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif ai.call_over_kill then
    ai.call_over_kill = false
    e.goal_state = S.warning
  elseif touches_lara(e, st) or (info.distance < st.range.close and info.bite) then
    e.goal_state = S.bite
  elseif info.bite and info.distance < st.range.lunge then
    e.goal_state = S.lunge
  elseif held_in_escape(e, ai, info, true) then
    e.goal_state = S.stop
  elseif ai.mood == "bored" then
    e.goal_state = S.walk
  else
    e.goal_state = S.run
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "bored" then
    e.goal_state = S.stop
  elseif info.ahead and world.random() < st.chance.roar then
    e.goal_state = S.stop
    ai.required = S.warning
    ai.call_over_kill = false
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if touches_lara(e, st) then
    e.goal_state = S.stop
  elseif ai.call_over_kill then
    e.goal_state = S.stop
    ai.required = S.warning
    ai.call_over_kill = false
  elseif info.bite and info.distance < st.range.attack then
    -- Decided once: a stop to lunge from, or the charge.
    if e.goal_state == S.run then
      e.goal_state = world.random() < st.chance.stop and S.stop or S.charge
    end
  elseif info.ahead and ai.mood ~= "escape" and world.random() < st.chance.roar then
    e.goal_state = S.stop
    ai.required = S.warning
  elseif ai.mood == "bored" or held_in_escape(e, ai, info, false) then
    e.goal_state = S.stop
  end
end

--- Whether `enemy` stands within `reach` of the raptor on every axis.
local function within(e, enemy, reach)
  return math.abs(enemy.x - e.x) < reach and math.abs(enemy.y - e.y) < reach
    and math.abs(enemy.z - e.z) < reach
end

--- An attack's one blow: on Lara when its jaws touch her (she was dead
--- already, or, in the charge, the blow killed her: it will call over
--- her), then the state `after`; on another creature in reach.
local function attack(after, damage_first)
  return function(e, ai, _, st)
    ai.max_turn = creature.deg(st.turn.walk)
    ai.lean = true
    if ai.struck then return end
    local enemy, lara = ai.target, world.lara()
    if enemy == lara then
      if not touches_lara(e, st) then return end
      ai.struck = true
      local x, y, z = sense.bite_point(e, st.bite)
      creature.blood(e.room, x, y, z)
      local dead_after = lara.health - (damage_first and st.damage.lara or 0) <= 0
      if dead_after then ai.call_over_kill = true end
      lara:hit(st.damage.lara, e)
      ai.required = st.states[after]
    elseif enemy and within(e, enemy, st.range.creature) then
      enemy:hit(st.damage.creature, e)
      ai.struck = true
      local x, y, z = sense.bite_point(e, st.bite)
      creature.blood(e.room, x, y, z)
    end
  end
end

decide.lunge = attack("stop", false)
decide.bite = attack("stop", false)
decide.charge = attack("run", true)

--- Dead: one of its two death animations, picked on a roll as it falls.
local function dying(e, ai, st)
  if not ai.dead_since then
    local pick = world.random() > st.death_roll and st.death_anims[1] or st.death_anims[2]
    ai.death_pick = creature.own_anim(e, pick, st.states.death)
  end
  creature.die(e, ai, st.states.death, ai.death_pick)
end

---@param e Entity
function raptor3.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    dying(e, ai, st)
    return
  end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  ai.lean = false
  if ai.mood == "bored" then ai.max_turn = ai.max_turn // 2 end
  local angle = creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.tilt(e, ai, ai.lean and angle or 0)
  creature.head(e, ai, info.ahead and info.angle or 0)
end

return raptor3
