-- TR5's lagoon witch, "green teeth" (TOMB5 swampy.cpp). Violent. She
-- starts idling, sunk lower than placed, and keeps under the surface.
-- Idling she claws at her target within `range.claw` and swims after it
-- beyond `range.swim`; swimming she idles again within that. A claw lands
-- once, after its first `strike_after` frames, where her claws touch. She
-- goes for Lara once Lara carries the item `hunts_carrier_of` names (her
-- AI markers forgotten) or has hurt her; otherwise her orders (AI
-- markers) lead her. TOMB5 gives her no death: shot down to nothing she
-- is no target any more and goes on (creatures/habitat.lua
-- `swim_deathless`). Left out: her torso and head turning to her target.
-- Numbers: creatures/stats/tr5.lua `lagoon_witch`.
local creature = require("ai.creature")
local habitat = require("creatures.habitat")
local stats = require("creatures.stats")

local lagoon_witch = {}

habitat.swimmer(lagoon_witch, stats.of)

--- True when Lara carries at least one item of type `item`.
local function carries(item)
  local lara = world.lara()
  local inv = lara and lara.state.inventory
  return inv ~= nil and (inv[item] or 0) > 0
end

local decide = {}
lagoon_witch.decide = decide

decide.swim = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.swim)
  if info.distance < st.range.swim then e.goal_state = st.states.idle end
end

decide.idle = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.idle)
  if info.distance < st.range.claw then
    e.goal_state = S.claw
  elseif info.distance > st.range.swim then
    e.goal_state = S.swim
  else
    e.goal_state = S.idle
  end
end

decide.claw = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.claw)
  if e.frame > st.strike_after then creature.strike_once(e, ai, st.bite, st.damage.claw) end
end

---@param e Entity
function lagoon_witch.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if ai.orders and st.hunts_carrier_of and carries(st.hunts_carrier_of) then
    ai.orders, ai.order_point = nil, nil
  end
  habitat.swim_deathless(e, creature.by_number(decide, st.states))
end

lagoon_witch.collision = creature.collision

return lagoon_witch
