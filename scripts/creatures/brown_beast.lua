-- TR5's brown beast, the maze monster (TOMB5 willwisp.cpp
-- MazeMonsterControl). Violent. From its stand it goes for its target on
-- one of its two gaits (a coin's toss) while it is beyond `range.maul`,
-- roaring as it goes, and within it mauls with one of its two attacks (a
-- toss), turning to face its target as it swings. Each maul lands once:
-- whichever hand touches its target in that hand's frames of the attack's
-- animation (`hands[*].frames`, by the original's animation number; an
-- animation with no frames given lands no blow) strikes. Killed it plays
-- its death and the body stays. Numbers: creatures/stats/tr5.lua
-- `brown_beast`.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local brown_beast = {}

creature.behaviour(brown_beast, stats.of)

--- True on a coin's toss.
local function toss() return world.random(2) == 0 end

local decide = {}
brown_beast.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.move)
  if ai.mood ~= "attack" then
    e.goal_state = S.stop
  elseif info.distance > st.range.maul then
    e.goal_state = toss() and S.walk or S.run
  else
    e.goal_state = toss() and S.maul_1 or S.maul_2
  end
end

--- On either gait: back to its stand once within reach or no longer
--- hunting; it roars as it goes.
local function move(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.move)
  if info.distance < st.range.maul or ai.mood ~= "attack" then e.goal_state = st.states.stop end
  world.sound(st.sound, e)
end
decide.walk, decide.run = move, move

--- True when `frame` lies inside the hand's window of animation `anim`.
local function in_window(hand, anim, frame)
  local w = hand.frames[anim]
  return w ~= nil and frame >= w[1] and frame <= w[2]
end

--- A maul: it faces its target by up to `turn.maul` a tick, and the
--- first hand to touch in its frames lands the blow.
local function maul(e, ai, info, st)
  ai.max_turn = 0
  local most = creature.deg(st.turn.maul)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
  local anim = creature.anim(e)
  for _, hand in ipairs({ st.hands.left, st.hands.right }) do
    if in_window(hand, anim, e.frame)
      and creature.strike_once(e, ai, hand, st.damage.maul, hand.touch) then
      return
    end
  end
end
decide.maul_1, decide.maul_2 = maul, maul

---@param e Entity
function brown_beast.control(e)
  creature.act_named(e, decide)
end

return brown_beast
