-- TR3's tribesman with a spiked axe (tomb3 tribeaxe.cpp; numbers in
-- creatures/stats/tr3.lua `tribe_axe`). Violent. It stands in one of two
-- stances (`wait_1`, `wait_2`), walks at a target within two sectors and
-- runs at one farther off; bored it idles and strolls, turning slowly.
-- Close (within two thirds of a sector) it chops from a stance (`attack_4`
-- from the first; from the second mostly a wind-up `aim_3` into the
-- overhead `attack_3`, now and then the quick `attack_2`); from the run
-- it swings on the move (`attack_6` or `attack_5`). Every attack hurts
-- on a window of its animation's frames, a fixed amount each tick the axe
-- touches the target (`blows`: frames and damage a tick; a rival takes
-- `rival_damage` a tick). After an attack it steps back into its second
-- stance. A fleeing one waits where it is while Lara neither aims at it
-- nor hurts it. It falls in the death animation of the stance or move it
-- dies in (creatures/gunman.lua).
local creature = require("ai.creature")
local gunman = require("creatures.gunman")

local tribe_axe = {}

tribe_axe.init = gunman.init
tribe_axe.on_reload = gunman.on_reload
tribe_axe.on_hit = gunman.on_hit

--- The state of `choices` a roll picks (creature.pick).
local function pick(S, choices)
  return S[creature.pick(choices)]
end


--- A stance: bored it may set off; fleeing it runs (or holds); after an
--- attack it changes stance; close it attacks (`close`: what it does
--- within `range.chop`, `near`: within `range.near`), within `range.walk`
--- it walks, else it runs.
local function stance(e, ai, info, st, S, close, near)
  ai.max_turn = creature.deg(st.turn.stance)
  ai.chopped = nil
  if ai.mood == "bored" then
    ai.max_turn = 0
    if world.random() < st.chance.set_off then e.goal_state = S.walk end
  elseif ai.mood == "escape" then
    e.goal_state = creature.unpressed(e, ai) and S.wait_1 or S.run
  elseif ai.attacked and e.anim_state == S.wait_1 then
    ai.attacked = nil
    e.goal_state = S.wait_2
  elseif info.ahead and info.distance < st.range.chop then
    e.goal_state = close()
  elseif near and info.ahead and info.distance < st.range.near then
    e.goal_state = near()
  elseif info.distance < st.range.walk then
    e.goal_state = S.walk
  else
    e.goal_state = S.run
  end
end

local decide = {}
tribe_axe.decide = decide

function decide.wait_1(e, ai, info, st)
  local S = st.states
  stance(e, ai, info, st, S, function() return S.attack_4 end,
    function() return pick(S, st.stance_near) end)
end

function decide.wait_2(e, ai, info, st)
  local S = st.states
  stance(e, ai, info, st, S, function() return pick(S, st.stance_close) end, nil)
end

--- On the move at `pace` ("walk" or "run"): leans into its turns; bored,
--- it turns slowly and now and then settles into a stance (true: nothing
--- more to decide); else it turns at its pace.
local function moving(e, ai, st, S, angle, pace)
  ai.lean = angle // st.lean[pace]
  if ai.mood ~= "bored" then
    ai.max_turn = creature.deg(st.turn[pace])
    return false
  end
  ai.max_turn = creature.deg(st.turn["bored_" .. pace])
  if world.random() < st.chance.settle then e.goal_state = pick(S, st["settle_" .. pace]) end
  return true
end

function decide.walk(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  if moving(e, ai, st, S, angle, "walk") then return end
  if ai.mood == "escape" then
    e.goal_state = S.run
  elseif info.ahead and info.distance < st.range.chop then
    e.goal_state = pick(S, st.settle_walk)
  elseif info.distance > st.range.walk then
    e.goal_state = S.run
  end
end

function decide.run(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  if moving(e, ai, st, S, angle, "run") then return end
  if ai.mood == "escape" then
    if creature.unpressed(e, ai) then e.goal_state = S.wait_2 end
  elseif info.bite or info.distance < st.range.walk then
    e.goal_state = pick(S, st.run_attack)
  end
end

function decide.aim_3(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.stance)
  e.goal_state = (info.bite or info.distance < st.range.chop) and S.attack_3 or S.wait_2
end

--- An attack: each tick of its window that the axe touches the target
--- it hurts; over, back to the second stance.
local function attack(e, ai, _, st)
  local S = st.states
  local name = ai.state_name
  ai.max_turn = creature.deg(st.turn.stance)
  ai.attacked = true
  local b = st.blows[name]
  local last = creature.frames(e) - 1
  if e.frame >= math.min(b.from, last) and e.frame <= math.min(b.to, last) then
    local lara = ai.target.type == 0
    if creature.bite(e, ai, st.bite, lara and b.damage or st.rival_damage) then
      world.sound(st.hit_sound, e)
    end
  end
  if creature.last_frame(e) then e.goal_state = S.wait_2 end
end

--- The decision for the state named `name`.
local function decision(st, name)
  if decide[name] then return decide[name] end
  if st.blows[name] then return attack end
  return nil
end

---@param e Entity
function tribe_axe.control(e)
  gunman.run_states(e, decision)
end

tribe_axe.collision = creature.collision

return tribe_axe
