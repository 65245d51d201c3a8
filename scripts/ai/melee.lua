-- What creatures that fight hand to hand share: turning to face the target
-- while the body stands, a swing that lands once within its frames, and the
-- walking decision of a blade fighter that stops to attack, attacks on the
-- walk and runs to close in (TR4/TR5's skeleton, TR5's gladiator).
local creature = require("ai.creature")
local shatter_statics = require("lib.shatter_statics")

local melee = {}

--- True on one roll in `n`.
local function one_in(n) return world.random(n) == 0 end

--- Turns `e` straight at its target by at most `most` a tick (an attack
--- that tracks her while the body stands).
---@param e Entity
---@param info table
---@param most integer TR angle units
function melee.face(e, info, most)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
end

--- Stands (no turn of its own towards the steering point) and faces its
--- target by at most `deg` degrees a tick.
---@param e Entity
---@param ai table
---@param info table
---@param deg number degrees a tick
function melee.stand_facing(e, ai, info, deg)
  ai.max_turn = 0
  melee.face(e, info, creature.deg(deg))
end

--- A swing that tracks her: it stands, turns to face her by at most
--- `turn` degrees a tick, and within the frames of `strike` (`from`, to
--- `to` or the end; a stand-in's shorter animation: its last frame) a
--- touching blow (`strike.damage`, touch mask `strike.touch`) lands once.
---@param e Entity
---@param ai table
---@param info table
---@param turn number degrees a tick
---@param strike table {from, to?, damage, touch, shatters?}: with `shatters` (a joint), within those frames the blow first breaks the statics where that joint reaches (lib/shatter_statics.lua `by_joint`)
---@param bite table {mesh, x, y, z}
function melee.swing(e, ai, info, turn, strike, bite)
  melee.stand_facing(e, ai, info, turn)
  local last = creature.frames(e) - 1
  local from, to = math.min(strike.from, last), math.min(strike.to or last, last)
  if e.frame >= from and e.frame <= to then
    if strike.shatters then shatter_statics.by_joint(e, strike.shatters) end
    creature.strike_once(e, ai, bite, strike.damage, strike.touch)
  end
end

---@class MeleeWalk
---@field stop integer the stop state
---@field run integer the run state
---@field attack integer the walking attack's state
---@field turn number degrees a tick while hunting
---@field bored_turn number degrees a tick while bored
---@field stroll integer bored, it stops on one roll in this many
---@field stop_within integer hunting, it stops closer than this (to attack from a stand)
---@field attack_within integer with its target in reach and closer than this, it attacks walking
---@field run_beyond integer it runs when its target is farther than this (or behind it)
---@field dodge? integer[] hit, it stops and then dodges to one of these two states

--- One tick of walking for a blade fighter (numbers in `w`, see
--- `MeleeWalk`): a new attack may land again; hit lately (where it has
--- `dodge` states) it stops to dodge aside; fleeing it runs; bored it
--- strolls on and now and then stops; hunting it stops close to its
--- target, attacks on the walk when it is in reach, and runs when its
--- target is behind it or far.
---@param e Entity
---@param ai table
---@param info table
---@param w MeleeWalk
function melee.walk(e, ai, info, w)
  ai.struck = false
  ai.max_turn = creature.deg(ai.mood == "bored" and w.bored_turn or w.turn)
  if w.dodge and creature.hit_lately(ai) then
    e.goal_state = w.stop
    ai.required = one_in(2) and w.dodge[1] or w.dodge[2]
  elseif ai.mood == "escape" then
    e.goal_state = w.run
  elseif ai.mood == "bored" then
    if one_in(w.stroll) then e.goal_state = w.stop end
  elseif info.distance < w.stop_within then
    e.goal_state = w.stop
  elseif info.bite and info.distance < w.attack_within then
    e.goal_state = w.attack
  elseif not info.ahead or info.distance > w.run_beyond then
    e.goal_state = w.run
  end
end

return melee
