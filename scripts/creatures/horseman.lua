-- TR4's horseman (53) and his horse (65): TOMB4 horse.cpp; numbers in
-- creatures/stats/tr4.lua `horseman`, `horse`. The horse has no mind of
-- its own: it is his mount, its states asked by him and its body carried
-- under him while he rides (this module serves both types).
--   on foot   he walks to his horse (the horse of his OCB; the level's
--             follow marker stands by it) and mounts it; without one, or
--             knocked off it, he fights on foot: walks, runs, swings his
--             axe, and raises his shield after a wound
--   mounted   he gallops at Lara; close ahead he halts and the horse
--             rears, its hooves striking; beside him she meets his axe
--             (right) or his kick (left); after a blow (or having reached
--             one) he rides off to the follow marker of the next key (1,
--             then 2, then 1 …) where the level has them, halts there,
--             rears, and sprints back at her, axe, shield and hooves
--   wounds    undead: nothing takes his hit points but the shield rule
--             (stats `shield`): a shot from within two sectors before him
--             wounds him unless his shield turns it (mounted: on his left;
--             on foot: while raised; a raised shield may shatter off)
--   falling   his 25 mounted hit points gone, he is knocked off the horse
--             and gets up with 100 to fight on foot; killed on foot he
--             dies, and the horse fades away
-- Left out: TOMB4's mounted blow right that a hit sends to his foot stand
-- (a change his model has not), his ricochet sparks' colours.
local fixed = require("lib.fixed")
local creature = require("ai.creature")
local melee = require("ai.melee")
local objects = require("ai.objects")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local undead = require("creatures.undead")
local particles = require("lib.particles")

local horseman = {}

--- Full opacity (an entity's `alpha`).
local OPAQUE = 255

--- True while `e` still wears the mesh of bit `bit` (a power of two;
--- arithmetic, for Lua 5.4 and LuaJIT alike).
local function wears(e, bit) return math.floor(e.mesh_bits / bit) % 2 == 1 end

local function is_mount(e) return stats.of(e).role == "mount" end

--- Puts `e` in the state `name` of its stats at once (the original's
--- animation of that name where its model has it).
local function force(e, st, name)
  undead.force(e, st.states[name], st.anims[name])
end

---@param e Entity
function horseman.init(e)
  local st = stats.of(e)
  if st.role == "mount" then
    if not e.state.mount then
      e.state.mount = true
      force(e, st, "idle")
    end
    e.targetable = false
    return
  end
  local fresh = e.state.ai == nil
  local ai = creature.setup(e, st)
  if fresh then
    -- His own module reads his way to the horse; no standing orders.
    ai.orders = nil
    ai.key = 0
    force(e, st, "idle")
  end
end

function horseman.on_reload(e) horseman.init(e) end

--- A shot: felt (the shield rule answers it in his control), never taken
--- off his hit points here (undead).
---@param e Entity
---@param damage integer
---@param source? Entity
function horseman.on_hit(e, damage, source)
  if is_mount(e) then return end
  local ai = e.state.ai
  if not ai or e.health <= 0 then return end
  ai.blow = undead.blow(source)
  ai.hurt = true
  ai.hit_tick = world.tick()
  if source and source.type == 0 then ai.hurt_by_lara = true end
end

--- His horse: the one of his type's mount with his OCB, found once.
local function horse_of(e, st)
  local h = creature.partner(e, "horse")
  if h or e.state.no_horse then return h end
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other.type == st.horse_type and other.ocb == e.ocb then
      e.state.horse = other
      other.state.rider = e
      return other
    end
  end
  e.state.no_horse = true
  return nil
end

local function horse_stats() return stats.named("horse") end

--- Asks his horse for its state `name`.
local function horse_goal(horse, name)
  if horse then horse.goal_state = horse_stats().states[name] end
end

--- The horse carried under its rider: his place, heading and lean.
local function carry(horse, rider)
  horse.room = rider.room
  horse.x, horse.y, horse.z = rider.x, rider.y, rider.z
  horse.yaw, horse.pitch = rider.yaw, rider.pitch
end

--- His body's radius among the boxes (wider in the saddle).
local function set_radius(e, st, radius)
  e:set_locomotion({ zone = st.zone, large = false, step = st.step, drop = st.drop,
                     radius = radius, fly = 0 })
end

--- A strike of `blow` ({damage, touch, mesh, x, y, z}) by `body` (he or
--- his horse), once while `flag` in `ai` is clear.
local function strike(body, ai, flag, blow, touch)
  local lara = ai.target
  if ai[flag] or not lara or lara.health <= 0 then return false end
  if body:touch_bits(lara, touch or blow.touch) == 0 then return false end
  local x, y, z = body:mesh_point(blow.mesh, blow.x, blow.y, blow.z)
  creature.blood(lara.room, x, y, z)
  lara:hit(blow.damage, body)
  ai[flag] = true
  return true
end

--- Rides off to the follow marker of the next key (1, 2, 1 …), where the
--- level has one in his zone.
local function ride_off(e, ai)
  ai.key = ai.key == 1 and 2 or 1
  local marker = objects.find(e, "follow", ai.key, ai.class, ai.info.zone)
  if marker then ai.goal_point = { x = marker.x, y = marker.y, z = marker.z } end
end

--- Back to charging her: no marker, no blow pending.
local function charge(ai)
  ai.reached, ai.struck, ai.goal_point = false, false, nil
end

--- Lara's distance and bearing from him (his senses may be on a marker).
local function lara_is(e, ai)
  local lara = ai.target
  return e:distance_to(lara), e:angle_to(lara)
end

local decide = {}
horseman.decide = decide

-- Mounted.

decide.run = function(e, ai, info, st)
  local S, R, A = st.states, st.range, st.arcs
  ai.max_turn = creature.deg(st.turn.ride)
  local horse = ai.horse
  horse_goal(horse, "run")
  if ai.required ~= creature.NONE then
    e.goal_state = S.sprint
    horse_goal(horse, "sprint")
  elseif ai.struck or ai.reached then
    local d, a = lara_is(e, ai)
    if d <= R.ride_off and not ai.reached then
      ride_off(e, ai)
    else
      ai.struck, ai.goal_point = false, nil
      if math.abs(a) < A.halt then
        e.goal_state = S.halt
        horse_goal(horse, "idle")
      end
    end
  end
  if not info.bite then return end
  local near = info.distance < R.close
  if near and math.abs(info.angle) < A.nose then
    e.goal_state = S.halt
    horse_goal(horse, "idle")
  elseif info.angle < -A.nose and (near or (info.distance < R.aside and info.angle > -A.aside)) then
    ai.max_turn = 0
    e.goal_state = S.strike_left
  elseif info.angle > A.nose and (near or (info.distance < R.aside and info.angle < A.aside)) then
    ai.max_turn = 0
    e.goal_state = S.strike_right
  end
end

decide.walk = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.walk)
  local d = lara_is(e, ai)
  if d > st.range.ride_off or ai.reached or not ai.goal_point then
    charge(ai)
    e.goal_state = st.states.run
    horse_goal(ai.horse, "run")
  end
end

decide.halt = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.max_turn = 0
  local horse = ai.horse
  horse_goal(horse, "idle")
  if ai.struck then ride_off(e, ai) end
  local off_nose = info.distance >= R.close or not info.bite
    or math.abs(info.angle) >= st.arcs.nose
  if ai.required ~= creature.NONE or (not ai.reached and (ai.hooved or off_nose)) then
    e.goal_state = S.run
    horse_goal(horse, "run")
  else
    e.goal_state = S.rear
    if ai.reached then ai.required = S.sprint end
  end
  ai.hooved = false
end

decide.rear = function(e, ai, _, st)
  ai.max_turn = 0
  local horse = ai.horse
  if not horse then return end
  if e.frame == 0 and horse.anim_state ~= horse_stats().states.rear then
    force(horse, horse_stats(), "rear")
  end
  strike(horse, ai, "hooved", st.hooves, st.hooves.rear_touch)
end

decide.strike_right = function(e, ai, _, st) strike(e, ai, "struck", st.axe) end
decide.strike_left = function(e, ai, _, st) strike(e, ai, "struck", st.kick) end

decide.sprint = function(e, ai, _, st)
  ai.reached = false
  ai.max_turn = creature.deg(st.turn.ride)
  local horse = ai.horse
  horse_goal(horse, "sprint")
  if horse then strike(horse, ai, "hooved", st.hooves, st.hooves.sprint_touch) end
  if not strike(e, ai, "struck", st.axe) then strike(e, ai, "struck", st.shield_blow) end
  local d, a = lara_is(e, ai)
  if d <= st.range.ride_off then
    if math.abs(a) >= sense.AHEAD then
      e.goal_state = st.states.halt
      horse_goal(horse, "idle")
    end
  else
    charge(ai)
  end
end

-- On foot.

decide.idle = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.max_turn = 0
  ai.struck = false
  if ai.to_horse then
    e.goal_state = S.foot_walk
  elseif ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif info.bite and info.distance < R.foot_blow then
    e.goal_state = S.strike
  elseif info.distance < R.foot_walk and info.distance > R.foot_blow then
    e.goal_state = S.foot_walk
  end
end

--- Mounts the horse: in its place and heading, his mount animation.
local function mount(e, ai, st, horse)
  ai.mounted, ai.to_horse, ai.goal_point = true, false, nil
  e.room, e.x, e.y, e.z, e.yaw = horse.room, horse.x, horse.y, horse.z, horse.yaw
  force(e, st, "mount")
  ai.max_turn = 0
  set_radius(e, st, st.radius)
  horse.awake = true
end

decide.foot_walk = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.max_turn = creature.deg(st.turn.foot)
  ai.struck = false
  local horse = ai.horse
  if ai.to_horse and horse and objects.reached(e, horse) then
    mount(e, ai, st, horse)
  elseif creature.hit_lately(ai) then
    e.goal_state = S.idle
  elseif info.bite and info.distance < R.foot_blow then
    if world.random(2) == 0 then e.goal_state = S.walk_strike_right
    elseif world.random(2) == 0 then e.goal_state = S.walk_strike_left
    else e.goal_state = S.idle end
  elseif info.distance < R.foot_run and info.distance > R.aside then
    e.goal_state = S.foot_run
  end
end

decide.foot_run = function(e, _, info, st)
  if info.distance < st.range.aside then e.goal_state = st.states.foot_walk end
end

--- A blow on foot: he stands, turns to her by his foot turn, swings once.
local function foot_blow(e, ai, info, st)
  melee.stand_facing(e, ai, info, st.turn.foot)
  strike(e, ai, "struck", st.foot_axe)
end
decide.walk_strike_right = foot_blow
decide.walk_strike_left = foot_blow
decide.strike = foot_blow

decide.shield = function(e, ai, info, st)
  local lara = ai.target
  if not sense.targeted_by(e, lara) or (info.bite and info.distance < st.range.foot_blow) then
    e.goal_state = st.states.idle
  end
end

--- The shield rule (stats `shield`), once a shot: wounds, turns, shatters.
local function answer_shot(e, ai, st)
  if not creature.hit_lately(ai) or ai.answered == ai.hit_tick then return end
  ai.answered = ai.hit_tick
  local sh, S = st.shield, st.states
  local lara = world.lara()
  if not lara then return end
  local d, a = e:distance_to(lara), e:angle_to(lara)
  if math.abs(a) >= sh.arc or d >= sh.range then return end
  local has_shield = wears(e, sh.bit)
  local raised = e.anim_state == S.shield
  if raised or a > 0 or not ai.mounted then
    if not raised and (a > 0 or has_shield) then
      e.health = e.health - (sh.wounds[ai.blow or ""] or sh.wound)
      if e.health <= 0 and not ai.mounted and ai.hurt_by_lara then creature.count_kill() end
      for _, id in ipairs(sh.sounds) do world.sound(id, e) end
      local x, y, z = e:mesh_point(sh.spark.mesh, sh.spark.x, sh.spark.y, sh.spark.z)
      world.particles(particles.RICOCHET, e.room, x, y, z, sh.spark.count)
    elseif undead.one_in(sh.shatter_one_in) then
      if raised then e.goal_state = S.idle end
      local x, y, z = e:mesh_point(sh.mesh, 0, 0, 0)
      if has_shield then e.mesh_bits = e.mesh_bits - sh.bit end
      world.particles(particles.BODY_PIECES, e.room, x, y, z, sh.spark.count)
    end
  end
  if not ai.mounted and wears(e, sh.bit) then ai.required = S.shield end
end

--- His mounted hit points gone: thrown off, up again with his foot's.
local function knocked_off(e, ai, st)
  e.health = st.foot_hit_points
  ai.mounted, ai.goal_point, ai.reached, ai.struck = false, nil, false, false
  force(e, st, "fall_off")
  horse_goal(ai.horse, "idle")
  set_radius(e, st, st.foot_radius)
end

--- He leans with the slope under him while he rides.
local function lean(e, st)
  local ahead = world.probe(e, st.slope.reach)
  local behind = world.probe(e, -st.slope.reach)
  local want = 0
  if ahead and behind then
    want = fixed.angle16(fixed.atan(2 * st.slope.reach, behind - ahead))
  end
  local now = e.pitch >= 32768 and e.pitch - 65536 or e.pitch
  local step = math.max(-st.slope.rate, math.min(st.slope.rate, want - now))
  e.pitch = (now + step) % 65536
end

--- The horse's own tick: fading after its rider's death.
local function horse_control(e)
  local s = e.state
  if not s.fading then return end
  s.fading = s.fading + 1
  local st = stats.of(e)
  e.alpha = math.max(0, OPAQUE - OPAQUE * s.fading // st.fade_ticks)
  if s.fading >= st.fade_ticks then e:kill() end
end

---@param e Entity
function horseman.control(e)
  if is_mount(e) then
    horse_control(e)
    return
  end
  local ai = e.state.ai
  local st = ai.stats
  local horse = horse_of(e, st)
  ai.horse = horse
  if e.health > 0 then answer_shot(e, ai, st) end
  if e.health <= 0 and ai.mounted then knocked_off(e, ai, st) end
  if e.health <= 0 then
    if not ai.dead_since and horse then
      horse.awake = true
      horse.state.fading = horse.state.fading or 0
    end
    creature.dying(e)
    return
  end
  ai.to_horse = horse ~= nil and not ai.mounted and not ai.rode
  if ai.to_horse then ai.goal_point = { x = horse.x, y = horse.y, z = horse.z } end
  if ai.mounted then ai.rode = true end
  -- A marker (or the horse) reached.
  local goal = ai.goal_point
  if goal and ai.mounted and objects.reached(e, goal) then
    ai.reached, ai.goal_point = true, nil
  end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, true) then return end
  goal = ai.goal_point
  if goal then creature.aim(e, ai, goal.x, goal.y, goal.z) end
  local info = ai.info
  if ai.to_horse then
    -- On his way to the horse he weighs its distance, not hers (TOMB4:
    -- his enemy is then the marker by it).
    info.distance, info.angle, info.bite = e:distance_to(horse), e:angle_to(horse), false
  end
  creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  if ai.mounted then lean(e, st) else e.pitch = 0 end
  creature.head(e, ai, 0)
end

--- After he moved (and after the horse moved): the horse under him.
---@param e Entity
function horseman.after_move(e)
  if is_mount(e) then
    local rider = creature.partner(e, "rider")
    local rai = rider and rider.state.ai
    if rai and rai.mounted and rider.health > 0 then carry(e, rider) end
    return
  end
  local ai = e.state.ai
  if ai and ai.mounted and ai.horse then carry(ai.horse, e) end
end

horseman.collision = creature.collision

return horseman
