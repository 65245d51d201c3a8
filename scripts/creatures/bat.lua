-- The bat (TR1): wakes from hanging and flies at its target, easing its
-- height towards the top of the target's body. It bites by touch: while any
-- of its meshes touches the target it bites every tick; losing touch it
-- flies off (bored for a tick) and comes round again. Timid. Killed in the
-- air it drops to the floor and dies there.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local bat = {}

--- The bat's animation states (TR1's numbering): STOP is hanging.
local S = { NONE = 0, STOP = 1, FLY = 2, ATTACK = 3, FALL = 4, DEATH = 5 }
bat.STATES = S

creature.behaviour(bat, stats.of)

local decide = {}

decide[S.STOP] = function(e) e.goal_state = S.FLY end

decide[S.FLY] = function(e, ai)
  if creature.touches(e, ai) then e.goal_state = S.ATTACK end
end

decide[S.ATTACK] = function(e, ai, _, st)
  if not creature.bite(e, ai, st.bite, st.damage.bite) then
    e.goal_state = S.FLY
    ai.mood = "bored"
  end
end

---@param e Entity
function bat.control(e)
  if e.health <= 0 then
    creature.fall_dead(e, e.state.ai, S.FALL, S.DEATH)
    return
  end
  creature.act(e, decide, S.DEATH)
end

return bat
