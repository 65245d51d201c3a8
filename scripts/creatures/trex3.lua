-- The tyrannosaur (TR3): TR1's T-Rex (creatures/trex.lua: its wariness,
-- its tread, its death) with TR3's hunting. It goes for the nearest
-- burning flare or raptor in the rooms about it (its stats' `rivals`,
-- ai/rivals.lua), for Lara only without one or once she has hurt it.
-- Lara holds its interest while she moves, holds a flare or hurts it:
-- each such tick fills `interest.ticks` (ticks of stillness it bears) and
-- `interest.calls` (sniffs and long roars it spends on her); once both are
-- spent on a Lara who stands or crouches still it is bored of her, and a
-- bored rex turns at half its rate. Close to what it hunts, from a stop it
-- bites while her stillness is not yet borne out, else it sniffs or gives
-- its long roar, each spending a call (a flare it was after is then spent:
-- it loses interest in it). A bite that closes on Lara kills her in its
-- jaws (its kill animation, hers in the catalogue entry's death); one at
-- other prey lands on the bite's frame, 50 to a raptor, a flare spent.
-- Source: tomb3 trex.cpp DinoControl (facts, not code).
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local fixed = require("lib.fixed")
local trex = require("creatures.trex")
local lara_flare = require("lara.flare")
local S_LARA = require("lara.states")

local trex3 = {}

creature.behaviour(trex3, stats.of)

--- The decision of each state (by the state names of the stats).
local decide = {}
trex3.decide = decide

--- Whether `prey` is one of the flares it hunts (its stats' `flare` type).
local function is_flare(prey, st)
  return prey ~= nil and prey.type == st.flare
end

--- A flare it hunted is spent as prey: it no longer draws it.
local function spend_flare(ai, st)
  local prey = ai.target
  if is_flare(prey, st) then
    prey.health = 0
    return true
  end
  return false
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  if ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif ai.mood == "bored" or ai.wary then
    e.goal_state = S.walk
  elseif ai.mood == "escape" then
    local lara = world.lara()
    if not sense.targeted_by(e, lara) and info.ahead and not creature.hit_lately(ai) then
      e.goal_state = world.random() < st.chance.roar and S.roar or S.stop
    else
      e.goal_state = S.run
    end
  elseif info.distance < st.range.bite and info.bite then
    if ai.interest > 0 then
      e.goal_state = S.bite
    elseif world.random() % 2 == 1 then
      if ai.calls ~= 0 then e.goal_state = S.long_roar_start end
    elseif ai.calls ~= 0 then
      e.goal_state = S.sniff_start
    end
  else
    e.goal_state = S.run
  end
end

-- Walking and running as TR1's T-Rex does (its stats'
-- `halts_fleeing_unaimed` adds TR3's halt while fleeing).
decide.walk = trex.decide.walk
decide.run = trex.decide.run

decide.roar = function(_, ai, _, _) ai.max_turn = 0 end

--- Whether prey other than Lara stands within reach of the bite, measured
--- per axis from the rex's pivot point.
local function within_reach(e, prey, st)
  local x = prey.x - fixed.scale_sin(st.pivot, e.yaw) - e.x
  local z = prey.z - fixed.scale_cos(st.pivot, e.yaw) - e.z
  local y = prey.y - e.y
  local r = st.range.prey
  return math.abs(x) < r and math.abs(y) < r and math.abs(z) < r
end

--- Its jaws on Lara: she dies in them, the rex plays its kill.
local function kill_lara(e, ai, st)
  local S = st.states
  local x, y, z = sense.bite_point(e, st.bite)
  creature.blood(e.room, x, y, z)
  ai.target:hit(st.damage.bite, e)
  ai.max_turn = 0
  local anim = creature.own_anim(e, st.kill_anim, S.kill)
  if anim then creature.set_anim(e, anim) end
  e.goal_state = S.kill
end

decide.bite = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.walk)
  local prey = ai.target
  if prey == world.lara() then
    if creature.touches(e, ai) then kill_lara(e, ai, st) end
  elseif prey and e.frame == st.bite_frame and within_reach(e, prey, st) then
    if not spend_flare(ai, st) then
      prey:hit(st.damage.prey, e)
      local x, y, z = sense.bite_point(e, st.bite)
      creature.blood(e.room, x, y, z)
    end
  end
  if world.random() % st.chance.walk_after_bite == 0 then ai.required = st.states.walk end
end

decide.kill = function(e, ai, _, st)
  ai.max_turn = 0
  local x, y, z = sense.bite_point(e, st.bite)
  creature.blood(e.room, x, y, z)
end

decide.long_roar_start = function(e, ai, _, st)
  ai.max_turn = 0
  if ai.calls > 0 and e.frame == 0 then
    ai.calls = ai.calls - 1
    if spend_flare(ai, st) then ai.calls = ai.calls - 1 end
  end
  e.goal_state = st.states.long_roar_end
end

decide.sniff_start = function(e, ai, _, st)
  ai.max_turn = 0
  if ai.calls > 0 and e.frame == 0 then
    ai.calls = ai.calls - 1
    if spend_flare(ai, st) then ai.calls = 0 end
  end
end

decide.sniff_mid = function(e, ai, _, st)
  ai.max_turn = 0
  if e.frame ~= 0 then return end
  if world.random() % 2 == 1 and ai.calls ~= 0 and ai.interest == 0 then
    e.goal_state = st.states.sniff_mid
    if ai.calls > 0 then ai.calls = ai.calls - 1 end
  else
    e.goal_state = st.states.sniff_end
  end
end

--- Whether Lara keeps still this tick as the rex weighs her: standing or
--- crouching, about to stay so, no flare in her hand.
local function lara_still(lara)
  if lara_flare.held(lara.state) then return false end
  local state = lara.anim_state
  return (state == S_LARA.STOP or state == S_LARA.DUCK) and lara.goal_state == state
end

--- Its interest in Lara: refilled while she moves (or it was hurt),
--- else the ticks of her stillness run down.
local function weigh_interest(ai, st)
  local lara = world.lara()
  if lara and lara_still(lara) and not creature.hit_lately(ai) then
    if ai.interest > 0 then ai.interest = ai.interest - 1 end
  else
    ai.interest = st.interest.ticks
    ai.calls = st.interest.calls
  end
end

--- Before its mood follows: a Lara it has no interest left in bores it.
local function bored_of_still_lara(_, ai)
  local bored = ai.interest == 0 and ai.calls == 0 and ai.target == world.lara()
  ai.forced_mood = bored and "bored" or nil
end

---@param e Entity
function trex3.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    trex.dying(e, ai)
    return
  end
  ai.interest = ai.interest or 0
  ai.calls = ai.calls or 0
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, st.violent, bored_of_still_lara) then return end
  local info = ai.info
  if ai.mood == "bored" then ai.max_turn = ai.max_turn // 2 end
  creature.turn(e, ai, ai.max_turn)
  trex.tread(e, st)
  ai.wary = trex.wary(ai, info, st)
  weigh_interest(ai, st)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
end

return trex3
