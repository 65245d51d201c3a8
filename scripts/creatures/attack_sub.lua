-- TR5's attack submarine (ATTACK_SUB 81; creatures/stats/tr5.lua
-- `attack_sub`): a violent swimmer of the flyers' zone that never leaves
-- its water. While Lara is in its sight (within `range.sight`, seen) it
-- hangs still near her (`stop`) and swims after her beyond `range.stop`;
-- out of sight it swims on its mood. Every `fire_every` ticks (its OCB
-- when set) with her within `fire_arc` either side it fires a torpedo
-- (the `torpedo` missile: creatures/missile.lua, homing as data). Within
-- `range.close` it stops steering and turns straight at her. Undead, as
-- TOMB5 has it: shots and blasts glance off it in sparks, and it never
-- dies.
local creature = require("ai.creature")
local habitat = require("creatures.habitat")
local particles = require("lib.particles")
local shoot = require("ai.shoot")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local attack_sub = {}

creature.behaviour(attack_sub, stats.of)

--- Hits only spark on its hull.
---@param e Entity
function attack_sub.on_hit(e)
  world.particles(particles.RICOCHET, e.room, e.x, e.y, e.z, 3)
end

--- Lara within its sight range and seen.
local function sees(e, st, lara, info)
  return lara.health > 0 and info.distance < st.range.sight
    and world.line_of_sight(e.room, e.x, e.y, e.z, lara.x, lara.y - sense.EYE_HEIGHT, lara.z)
end

--- Stopped or swimming, it decides alike.
local function cruise(e, ai, info, st)
  local S = st.states
  local lara = world.lara()
  ai.max_turn = creature.deg(st.turn.swim)
  ai.lean = true
  local every = e.ocb ~= 0 and e.ocb or st.fire_every
  ai.reload = math.min(every, (ai.reload or 0) + 1)
  if not lara or not sees(e, st, lara, info) then
    e.goal_state = S.swim
    return
  end
  if ai.reload >= every and math.abs(info.angle) < st.fire_arc then
    shoot.launch(e, st.gun, st.missile, lara)
    world.sound(st.sounds.launch, e)
    ai.reload = 0
  end
  if info.distance < st.range.stop then
    e.goal_state = S.stop
  else
    e.goal_state = S.swim
    world.sound(st.sounds.motor, e)
  end
  if info.distance < st.range.close then
    -- Close by it turns straight at her instead.
    ai.max_turn = 0
    local most = creature.deg(st.turn.close)
    e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
  end
end

--- The decision of each state (by the state names of the stats).
attack_sub.decide = { stop = cruise, swim = cruise }

---@param e Entity
function attack_sub.control(e)
  local ai = e.state.ai
  local st = ai.stats
  habitat.before_move(e, ai)
  local S = st.states
  creature.act(e, creature.by_number(attack_sub.decide, S), S.swim)
end

--- After the move: still in its water.
---@param e Entity
function attack_sub.after_move(e)
  local ai = e.state.ai
  if ai then habitat.stay_in_water(e, ai) end
end

return attack_sub
