-- TR4's wild boar: it stands, or grazes (in and out of it on
-- `chance.graze` rolls), until its target is ahead; then it charges,
-- turning `turn.far` a tick while the target is beyond `range.calm` and
-- `turn.near` within, strikes once when it comes within `range.strike`
-- with the target level ahead (`damage.strike` to Lara, blood to any
-- target), and runs off (`ai.flee`) until it is `range.calm` away, to
-- charge again. It fights the nearest creature that is not a boar where
-- that one is nearer than Lara (stats `rivals`). Violent. Numbers:
-- creatures/stats/tr4.lua `wild_boar`.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local sense = require("ai.sense")

local boar = {}

creature.behaviour(boar, stats.of)

local decide = {}
boar.decide = decide

decide.stop = function(e, ai, info, st)
  ai.max_turn = 0
  if (info.ahead and info.distance > 0) or ai.flee then
    e.goal_state = st.states.run
  elseif world.random() < st.chance.graze then
    e.goal_state = st.states.graze
  end
end

decide.run = function(e, ai, info, st)
  if info.distance >= st.range.calm then
    ai.max_turn = creature.deg(st.turn.far)
    ai.flee = false
  else
    ai.max_turn = creature.deg(st.turn.near)
  end
  if not ai.flee and info.distance < st.range.strike and info.bite then
    e.goal_state = st.states.attack
    local target = ai.target
    if target.type == 0 then target:hit(st.damage.strike, e) end
    creature.blood(target.room, sense.bite_point(e, st.bite))
    ai.flee = true
  end
end

decide.graze = function(e, ai, info, st)
  ai.max_turn = 0
  if (info.ahead and info.distance > 0) or world.random() < st.chance.graze then
    e.goal_state = st.states.stop
  end
end

decide.attack = function(_, ai, _, _) ai.max_turn = 0 end

---@param e Entity
function boar.control(e)
  creature.act_named(e, decide)
end

return boar
