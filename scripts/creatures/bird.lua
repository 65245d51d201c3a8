-- TR2's birds: the eagle and the crow share one routine. Timid. While
-- bored a bird sits on the floor (the crow pecking at it); roused it takes
-- off, glides at its target easing its height to the top of the target's
-- body, and pecks at one close ahead (once a peck, on touch). Bored again
-- it lands. Killed, it drops to the floor and dies there; the body stays.
-- Numbers: creatures/stats/tr2.lua `eagle`, `crow`.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local bird = {}

---@param e Entity
function bird.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  local st = ai.stats
  local start = st.states[st.start]
  local anim = creature.own_anim(e, st.start_anim, start)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, start) end
  e.goal_state = start
end

bird.on_hit = creature.on_hit
bird.on_reload = function(e) creature.setup(e, stats.of(e)) end

--- On the floor: it stays down there until roused.
local function on_floor(e, ai, _, st)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  e.y = floor
  e:steer_height(floor)
  if ai.mood ~= "bored" then e.goal_state = st.states.fly end
end

local decide = { stop = on_floor, eat = on_floor }
bird.decide = decide

decide.fly = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  if ai.required ~= creature.NONE then e.goal_state = ai.required end
  if ai.mood == "bored" then e.goal_state = S.stop
  elseif info.ahead and info.distance < st.range.attack then e.goal_state = S.attack
  else e.goal_state = S.glide end
end

decide.glide = function(e, ai, info, st)
  local S = st.states
  if ai.mood == "bored" then
    ai.required, e.goal_state = S.stop, S.fly
  elseif info.ahead and info.distance < st.range.attack then
    e.goal_state = S.attack
  end
end

decide.attack = function(e, ai, _, st)
  creature.strike_once(e, ai, st.bite, st.damage.bite)
end

---@param e Entity
function bird.control(e)
  creature.act_flying(e, decide)
end

bird.collision = creature.collision

return bird
