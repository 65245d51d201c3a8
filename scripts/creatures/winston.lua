-- Winston, Lara's butler (TR2 260, Lara's home): never a target, he
-- follows her about the house with his tray of tea. He walks after her
-- and stops once she is within a sector and a half and ahead of him;
-- standing, he sets off again (with a grunt) when she moves away or out
-- of his sight. When she is close behind him he grumbles and his cups
-- rattle (once, until she is ahead again); bumping into her does the same
-- (once a bump); and now and then the cups rattle anyway. Numbers:
-- creatures/stats/tr2.lua `winston` (TRX winston.c).
local creature = require("ai.creature")
local stats = require("creatures.stats")

local winston = {}

-- Guns and traps do not stop him.
creature.untouchable(winston, stats.of)

local decide = {}

decide.stop = function(e, ai, info, st)
  if e.goal_state ~= st.states.walk and (info.distance > st.range.stop or not info.ahead) then
    e.goal_state = st.states.walk
    world.sound(st.sounds.follow, e)
  end
end

decide.walk = function(e, ai, info, st)
  if info.distance >= st.range.stop then return end
  if info.ahead then
    e.goal_state = st.states.stop
    ai.grumbled = false
  elseif not ai.grumbled then
    world.sound(st.sounds.behind, e)
    world.sound(st.sounds.cups, e)
    ai.grumbled = true
  end
end

---@param e Entity
function winston.control(e)
  local ai = e.state.ai
  local st = ai.stats
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, true) then return end
  creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, ai.info, st) end
  local bumped = e:touch_bits(ai.target) ~= 0
  if bumped and not ai.bumped then
    world.sound(st.sounds.bumped, e)
    world.sound(st.sounds.cups, e)
  end
  ai.bumped = bumped
  if world.random() < st.chance.cups then world.sound(st.sounds.cups, e) end
end

return winston
