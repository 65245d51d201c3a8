-- TR4's crocodile: one body on land and in the water (TR1's pair are two
-- creatures, creatures/crocodile.lua). On land it runs at its target,
-- walks once the target is ahead within `range.walk` (and runs again
-- beyond `range.run`) and bites from a stop within `range.bite`; in the
-- water it swims in the fly zone a click under the surface and snaps at a
-- target it touches. Each bite lands once, on touch. It looks ahead each
-- tick: water ahead of a walking crocodile in the water takes it swimming
-- (a run slows to a walk first), dry floor ahead of a swimming one brings
-- it out walking. Killed in the water it floats up, on land it dies where
-- it stands. Violent. Numbers: creatures/stats/tr4.lua `crocodile`.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")
local fixed = require("lib.fixed")

local croc = {}

--- Whether `room` is a water room (bit 0 of its flags, in every game).
---@param room integer
---@return boolean
local function water_room(room)
  return world.room_flags(room) % 2 == 1
end

--- Moves the crocodile by the water's rules (`water` true: the fly zone of
--- its stats' `water` block) or the land's.
local function take_to(e, ai, st, water)
  if ai.swimming == water then return end
  ai.swimming = water
  local m = water and st.water or st
  e:set_locomotion({ zone = m.zone, large = false, step = m.step, drop = m.drop,
                     radius = st.radius, fly = water and m.fly or 0 })
  ai.class, ai.fly = m.zone, water
end

---@param e Entity
function croc.init(e)
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  local S = st.states
  local water = water_room(e.room)
  take_to(e, ai, st, water)
  if ai.started then return end
  ai.started = true
  local state = water and S.swim or S.stop
  local anim = creature.own_anim(e, water and st.anims.swim or nil, state)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, state) end
  e.goal_state = state
end

croc.on_hit = creature.on_hit
croc.on_reload = function(e)
  local ai = creature.setup(e, stats.of(e))
  local water = ai.swimming
  ai.swimming = nil
  take_to(e, ai, ai.stats, water or false)
end

--- The state asked for by the look ahead, or nil.
local function asked(ai)
  if ai.required ~= creature.NONE then return ai.required end
  return nil
end

--- A bite from an attack state: ready again as the attack starts over,
--- landing once on touch (then `after` follows); out of touch it goes
--- back to `after`.
local function snap(e, ai, info, st, after)
  if e.frame == 0 then ai.struck = false end
  if info.bite and creature.touches(e, ai) then
    if creature.strike_once(e, ai, st.bite, st.damage.bite) then ai.required = after end
  else
    e.goal_state = after
  end
end

local decide = {}
croc.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if info.bite and info.distance < st.range.bite then e.goal_state = S.attack
  elseif info.ahead and info.distance < st.range.walk then e.goal_state = S.walk
  else e.goal_state = S.run end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  local wanted = asked(ai)
  if wanted then e.goal_state = wanted
  elseif info.bite and info.distance < st.range.bite then e.goal_state = S.stop
  elseif info.ahead and info.distance < st.range.walk then e.goal_state = S.walk end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  local wanted = asked(ai)
  if wanted then e.goal_state = wanted
  elseif info.bite and info.distance < st.range.bite then e.goal_state = S.stop
  elseif not info.ahead or info.distance > st.range.run then e.goal_state = S.run end
end

decide.attack = function(e, ai, info, st) snap(e, ai, info, st, st.states.stop) end

decide.swim = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.swim)
  local wanted = asked(ai)
  if wanted then e.goal_state = wanted
  elseif info.bite and creature.touches(e, ai) then e.goal_state = st.states.swim_attack end
end

decide.swim_attack = function(e, ai, info, st) snap(e, ai, info, st, st.states.swim) end

---@param e Entity
function croc.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local S = st.states
  if e.health <= 0 then
    if water_room(e.room) then
      habitat.float_up(e, ai, S.swim_death, st.float_speed,
        creature.own_anim(e, st.anims.swim_death, S.swim_death))
    else
      creature.die(e, ai, S.death, creature.own_anim(e, st.anims.death, S.death))
    end
    return
  end
  habitat.before_move(e, ai)
  if not creature.act(e, creature.by_number(decide, S), S.death) then return end
  if ai.swimming then habitat.steer_under(e, ai, st.below_surface) end
end

--- After the move: what lies ahead decides between water and land.
---@param e Entity
function croc.after_move(e)
  local ai = e.state.ai
  if not ai or e.health <= 0 then return end
  local st = ai.stats
  local S = st.states
  if not water_room(e.room) then
    take_to(e, ai, st, false)
    return
  end
  local look = e.anim_state == S.swim and st.look.swim or st.look.walk
  local dx, dz = fixed.step(e.yaw, look)
  if water_room(world.room_at(e.room, e.x + dx, e.y, e.z + dz)) then
    if e.anim_state == S.run then
      ai.required, e.goal_state = S.walk, S.walk
    elseif e.anim_state == S.walk then
      ai.required, e.goal_state = S.swim, S.swim
    else
      take_to(e, ai, st, true)
      habitat.keep_under(e, ai, st.below_surface)
    end
  else
    -- Dry floor ahead: it walks out, no higher than the surface meanwhile.
    ai.required, e.goal_state = S.walk, S.walk
    take_to(e, ai, st, false)
    local surface = habitat.surface(e)
    if surface and e.y < surface then e.y = surface end
  end
end

croc.collision = creature.collision

return croc
