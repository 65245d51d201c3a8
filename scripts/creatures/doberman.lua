-- TR2's doberman and TR5's dog (one routine in both games; TR1's wolf
-- and the TR3-TR5 dogs and huskie are other families). Timid. Bored, it stands about, strolls, barks, crouches
-- or stands up on its hind legs, each on its roll. Hunting, it runs at its
-- target and leaps at it from the run when close; from a stop it bites a
-- target close ahead, and after a bite or a leap it lunges at a target
-- still a little way off. Each blow lands once (a leap, then a lunge, may
-- each land after a bite). TR5's starts in a pose of its stats' `start`
-- (another with an OCB: `start_ocb`). Numbers: creatures/stats/tr2.lua
-- `doberman`, tr5.lua `dog`.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local doberman = {}

--- Starts in its stats' pose: `start_ocb` when placed with an OCB, else
--- `start` ({ state, anim }; the model's first animation of that state
--- where it lacks the original's).
---@param e Entity
function doberman.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  local st = ai.stats
  local pose = (e.ocb ~= 0 and st.start_ocb) or st.start
  if not pose then return end
  local anim = creature.own_anim(e, pose.anim, pose.state)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, pose.state) end
  e.goal_state = pose.state
end

creature.behaviour(doberman, stats.of)

local NONE = creature.NONE

--- Not bored (a timid creature's attack, stalk or escape).
local function roused(ai) return ai.mood ~= "bored" end

--- A blow that lands once per `kind` in a row (a bite, then a leap, then a
--- lunge may each land).
local function blow(e, ai, st, kind)
  if ai.blow == kind then return end
  if creature.bite(e, ai, st.bite, st.damage[kind]) then ai.blow = kind end
end

local decide = {}
doberman.decide = decide

decide.walk = function(e, ai, _, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if roused(ai) then
    e.goal_state = S.run
    return
  end
  local roll, c = world.random(), st.chance
  if roll < c.bark then
    ai.required, e.goal_state = S.bark, S.stop
  elseif roll < c.crouch then
    ai.required, e.goal_state = S.crouch, S.stop
  elseif roll < c.stand then
    e.goal_state = S.stop
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if not roused(ai) then
    e.goal_state = S.stop
  elseif info.distance < st.range.leap then
    e.goal_state = S.leap
  end
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  ai.blow = nil
  if roused(ai) then
    if ai.mood ~= "escape" and info.ahead and info.distance < st.range.bite then
      e.goal_state = S.bite
    else
      e.goal_state = S.run
    end
  elseif ai.required ~= NONE then
    e.goal_state = ai.required
  else
    local roll, c = world.random(), st.chance
    if roll < c.bark then e.goal_state = S.bark
    elseif roll < c.crouch then e.goal_state = S.crouch
    elseif roll < c.walk then e.goal_state = S.walk end
  end
end

--- Barking, crouching or standing up: back to a stop once roused, or on
--- the pose's own roll.
local function pose(unpose)
  return function(e, ai, _, st)
  local S = st.states
    if roused(ai) or world.random() < st.chance[unpose] then e.goal_state = S.stop end
  end
end
decide.bark = pose("unbark")
decide.crouch = pose("uncrouch")
decide.stand = pose("unstand")

decide.bite = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.bite or 0)
  if info.ahead then blow(e, ai, st, "bite") end
  if info.distance > st.range.bite and info.distance < st.range.lunge then
    e.goal_state = S.lunge
  else
    e.goal_state = S.stop
  end
end

decide.leap = function(e, ai, info, st)
  local S = st.states
  blow(e, ai, st, "leap")
  if info.distance < st.range.bite then
    e.goal_state = S.bite
  elseif info.distance < st.range.lunge then
    e.goal_state = S.lunge
  end
end

decide.lunge = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  blow(e, ai, st, "lunge")
  if info.distance < st.range.bite then e.goal_state = S.bite end
end

---@param e Entity
function doberman.control(e)
  creature.act_named(e, decide)
end

return doberman
