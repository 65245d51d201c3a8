-- Winston, Lara's butler (TR2 260, TR3 360 and 361, Lara's home): he
-- follows her about the house with his tray of tea. He walks after her
-- and stops once she is within a sector and a half and ahead of him;
-- standing, he sets off again (with a grunt) when she moves away or out
-- of his sight. When she is close behind him he grumbles and his cups
-- rattle (once, until she is ahead again); where his stats give a bump
-- sound, bumping into her does the same (once a bump); and now and then
-- the cups rattle anyway.
-- What differs is data: TR2's is no target (`untargetable`); TR3's is a
-- target with hit points and no answer to a shot. TR3's Winston in his
-- camouflage suit (the assault course's) takes the other's place
-- (`replaces`: that one is gone once he runs) and shields himself with
-- his tray (`defend`, `hit` states) while she aims at him, flinching at
-- each hit; without hit points left he falls down, lies there
-- `knock_out.ticks`, gets up with `knock_out.hit_points` and now and then
-- brushes himself off first. Numbers: creatures/stats/tr2.lua and
-- tr3.lua `winston`, tr3.lua `army_winston` (TRX winston.c, tomb3
-- winston.cpp).
local creature = require("ai.creature")
local lara_push = require("lara.push")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local winston = {}

---@param e Entity
function winston.init(e)
  local st = stats.of(e)
  creature.setup(e, st)
  if st.untargetable then e.targetable = false end
end
winston.on_reload = winston.init

--- A shot takes hit points from TR3's Winstons (never a kill: he is
--- knocked down at worst); TR2's ignores it.
---@param e Entity
---@param damage integer
function winston.on_hit(e, damage)
  local ai = e.state.ai
  if not ai or ai.stats.untargetable or e.health <= 0 then return end
  e.health = e.health - damage
  ai.hit_tick = world.tick()
end

--- Whether Lara aims at him (only a Winston who defends himself cares).
local function aimed_at(e, ai, st)
  return st.states.defend ~= nil and sense.targeted_by(e, ai.target)
end

local decide = {}
winston.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  if ai.brush_off then
    e.goal_state = S.brush_off
  elseif aimed_at(e, ai, st) then
    e.goal_state = S.defend
  elseif e.goal_state ~= S.walk and (info.distance > st.range.stop or not info.ahead) then
    e.goal_state = S.walk
    world.sound(st.sounds.follow, e)
  end
end

decide.walk = function(e, ai, info, st)
  if aimed_at(e, ai, st) then
    e.goal_state = st.states.stop
    return
  end
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

--- Shielding himself: a hit makes him flinch (`flinch`), else he leaves
--- the guard (`calm`) once she no longer aims at him.
local function guard(flinch, calm)
  return function(e, ai, _, st)
    local S = st.states
    if ai.required ~= creature.NONE then e.goal_state = ai.required end
    if creature.hit_lately(ai) then
      e.goal_state = S[flinch]
    elseif not aimed_at(e, ai, st) then
      e.goal_state = S[calm]
    end
  end
end
decide.defend = guard("hit", "stop")
decide.defend_high = guard("hit_high", "defend")
decide.defend_low = guard("hit_low", "defend")

-- After the first flinch he holds his tray high or low (a coin toss);
-- after those, back to the first guard.
decide.hit = function(e, ai, _, st)
  ai.required = world.random(2) == 0 and st.states.defend_low or st.states.defend_high
end
decide.hit_high = function(e, ai, _, st) ai.required = st.states.defend end
decide.hit_low = decide.hit_high

decide.brush_off = function(e, ai, _, _)
  ai.max_turn = 0
  ai.brush_off = false
end

--- Knocked out: he falls down, lies `knock_out.ticks` (a hit knocks him
--- down again), then gets up with a few hit points back.
local function knocked_out(e, ai, st)
  local S, ko = st.states, st.knock_out
  ai.max_turn = 0
  local state = e.anim_state
  if state == S.fall_down or state == S.hit_down or state == S.on_floor then
    if creature.hit_lately(ai) then
      e.goal_state = S.hit_down
    else
      ai.ko_ticks = ai.ko_ticks - 1
      if ai.ko_ticks < 0 then e.goal_state = state == S.on_floor and S.get_up or S.on_floor end
    end
  elseif state == S.get_up then
    e.health = ko.hit_points
    if world.random(2) == 0 then ai.brush_off = true end
  else
    local anim = creature.own_anim(e, ko.anim, S.fall_down)
    if anim then
      creature.set_anim(e, anim)
      e.goal_state = S.fall_down
    else
      creature.play_state(e, S.fall_down)
    end
    ai.ko_ticks = ko.ticks
  end
end

--- The Winston he replaces is gone once he runs.
local function replace(ai, st)
  if not st.replaces or ai.replaced then return end
  ai.replaced = true
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other:exists() and other.type == st.replaces then other:kill() end
  end
end

--- His cups rattle when he bumps into her (once a bump).
local function bump(e, ai, st)
  if not st.sounds.bumped then return end
  local bumped = e:touch_bits(ai.target) ~= 0
  if bumped and not ai.bumped then
    world.sound(st.sounds.bumped, e)
    world.sound(st.sounds.cups, e)
  end
  ai.bumped = bumped
end

---@param e Entity
function winston.control(e)
  local ai = e.state.ai
  local st = ai.stats
  replace(ai, st)
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, true) then return end
  creature.turn(e, ai, ai.max_turn)
  if st.knock_out and e.health <= 0 then
    knocked_out(e, ai, st)
  else
    ai.max_turn = creature.deg(st.turn.always)
    local d = creature.by_number(decide, st.states)[e.anim_state]
    if d then d(e, ai, ai.info, st) end
  end
  bump(e, ai, st)
  if world.random() < st.chance.cups then world.sound(st.sounds.cups, e) end
end

--- He pushes her as a solid object does, widened by her radius and with
--- no flinch (TRX tr2 winston.c sets Object_Collision).
winston.collision = lara_push.object

return winston
