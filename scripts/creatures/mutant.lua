-- The Atlantean mutants (TR1 20 winged, 21 walking shooter, 22 walking
-- non-shooter): one body, differences in their stats. On foot a mutant
-- poses and strolls while bored, runs at its target, lunges, charges from
-- a run and punches close up. The shooters, when the target is in sight
-- but out of reach (another zone or beyond the shooting range), aim: a
-- target a little to the right draws a shard, to the left a rocket. The
-- winged one takes off when it can neither reach nor shoot its target
-- (or flees), flies at it, and lands once the target's ground is its own.
-- Killed, a mutant bursts into pieces. Timid on foot, violent in the air.
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local atlantean = require("creatures.atlantean")

local mutant = {}

function mutant.init(e)
  local ai = creature.setup(e, stats.of(e))
  ai.flying = nil
  atlantean.locomote(e, ai, ai.stats, false)
end

function mutant.on_reload(e)
  local ai = creature.setup(e, stats.of(e))
  ai.flying = nil
  atlantean.locomote(e, ai, ai.stats, e.anim_state == ai.stats.states.fly and ai.fly_mode)
end

mutant.on_hit = creature.on_hit

--- The shot the target invites, if any: "shard" when it is right of
--- ahead within the arc, "rocket" when left of it; only for shooters that
--- can target it out of reach.
local function wanted_shot(e, ai, info, st)
  if not st.shoots then return nil end
  if info.zone == info.enemy_zone and info.distance <= st.range.shoot then return nil end
  if not atlantean.can_target(e, ai) then return nil end
  local arc = creature.deg(st.shot_arc)
  if info.angle > 0 and info.angle < arc then return "shard" end
  if info.angle < 0 and info.angle > -arc then return "rocket" end
  return nil
end

local function stalking_near(ai, info, st)
  return ai.mood == "stalk" and info.distance < st.range.walk
end

--- The decision of each state (by the state names of the stats); the
--- control notes the shot the target invites as `ai.wanted_shot` first.
local decide = {}
mutant.decide = decide

decide.mummy = function(e, _, _, st)
  e.goal_state = st.states.stop
end

decide.stop = function(e, ai, info, st)
  local S, shot = st.states, ai.wanted_shot
  ai.loaded, ai.twist = nil, false
  if ai.fly_mode then e.goal_state = S.fly
  elseif creature.touches(e, ai) then e.goal_state = S.punch
  elseif info.bite and info.distance < st.range.punch then e.goal_state = S.punch
  elseif info.bite and info.distance < st.range.lunge then e.goal_state = S.lunge
  elseif shot == "shard" then e.goal_state = S.aim_shard
  elseif shot == "rocket" then e.goal_state = S.aim_rocket
  elseif ai.mood == "bored" or stalking_near(ai, info, st) then e.goal_state = S.pose
  else e.goal_state = S.run end
end

decide.pose = function(e, ai, info, st)
  local S, shot = st.states, ai.wanted_shot
  ai.want_head = 0
  if shot or ai.fly_mode then e.goal_state = S.stop
  elseif ai.mood == "stalk" then
    if info.distance >= st.range.walk then e.goal_state = S.stop
    elseif info.zone == info.enemy_zone or world.random() < st.chance.unpose then
      e.goal_state = S.walk
    end
  elseif ai.mood == "bored" then
    if world.random() < st.chance.unpose then e.goal_state = S.walk end
  else
    e.goal_state = S.stop
  end
end

decide.walk = function(e, ai, info, st)
  local S, shot = st.states, ai.wanted_shot
  ai.max_turn = creature.deg(st.turn.walk)
  if shot or ai.fly_mode or ai.mood == "attack" or ai.mood == "escape" then
    e.goal_state = S.stop
  elseif ai.mood == "bored" or (ai.mood == "stalk" and info.zone ~= info.enemy_zone) then
    if world.random() < st.chance.pose then e.goal_state = S.pose end
  elseif ai.mood == "stalk" and info.distance > st.range.walk then
    e.goal_state = S.stop
  end
end

decide.run = function(e, ai, info, st)
  local S, shot = st.states, ai.wanted_shot
  ai.max_turn = creature.deg(st.turn.run)
  if ai.fly_mode or creature.touches(e, ai) then e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.lunge then e.goal_state = S.stop
  elseif info.ahead and info.distance < st.range.charge then e.goal_state = S.charge
  elseif shot or ai.mood == "bored" or stalking_near(ai, info, st) then e.goal_state = S.stop
  end
end

decide.lunge = function(e, ai, _, st)
  creature.strike(e, ai, st.bite, st.damage.lunge, st.states.stop)
end

decide.charge = function(e, ai, _, st)
  creature.strike(e, ai, st.bite, st.damage.charge, st.states.run)
end

decide.punch = function(e, ai, _, st)
  creature.strike(e, ai, st.bite, st.damage.punch, st.states.stop)
end

decide.aim_shard = function(e, ai, _, st)
  local S, shot = st.states, ai.wanted_shot
  ai.twist, ai.loaded = true, "shard"
  e.goal_state = shot == "shard" and S.shoot or S.stop
end

decide.aim_rocket = function(e, ai, _, st)
  local S, shot = st.states, ai.wanted_shot
  ai.loaded = "rocket"
  e.goal_state = shot == "rocket" and S.shoot or S.stop
end

decide.shoot = function(e, ai, _, st)
  local kind = ai.loaded
  if kind then
    ai.loaded = nil
    atlantean.fire(e, kind == "shard" and st.shard_gun or st.rocket_gun, kind, ai.target)
    world.sound(atlantean.SOUND.NEEDLE, e)
  end
end

decide.fly = function(e, ai, _, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if not ai.fly_mode and e.y >= world.floor(e.room, e.x, e.y, e.z) then e.goal_state = S.stop end
end

--- Whether the winged mutant wants the air this tick (`info` seen from
--- the ground): it lands when it can walk to its target again, takes off
--- when it can neither reach nor shoot it (and it is behind or ignored),
--- or to flee.
local function update_fly_mode(e, ai, info, shot)
  if e.anim_state == ai.stats.states.fly then
    if ai.fly_mode and ai.mood ~= "escape" and info.zone == info.enemy_zone then
      ai.fly_mode = false
    end
  elseif (info.zone ~= info.enemy_zone and not shot and (not info.ahead or ai.mood == "bored"))
      or ai.mood == "escape" then
    ai.fly_mode = true
  end
end

--- Head and body: the head follows the target, or while aiming a shard
--- the upper body twists towards it.
local function look(e, ai, st, wanted)
  creature.head(e, ai, wanted)
  local turned, still = st.head_mesh, st.twist_mesh
  if ai.twist then turned, still = still, turned end
  e:turn_joint(still, 0, 0, 0)
  e:turn_joint(turned, 0, ai.head, 0)
end

---@param e Entity
function mutant.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    atlantean.burst(e, ai, st.damage.parts)
    return
  end
  -- First as a walker sees it: can it reach, shoot, should it fly?
  local target = creature.target(e)
  if not target then return end
  ai.target = target
  local class = ai.class
  ai.class = st.zone
  local info = sense.update(e, ai, target)
  ai.class = class
  local shot = wanted_shot(e, ai, info, st)
  if st.can_fly then update_fly_mode(e, ai, info, shot) end
  local airborne = e.anim_state == st.states.fly
  atlantean.locomote(e, ai, st, airborne and ai.fly_mode)
  if not creature.think(e, airborne and st.air_violent or st.violent) then return end
  info = ai.info
  ai.want_head = info.ahead and info.angle or 0
  creature.turn(e, ai, ai.max_turn)
  ai.wanted_shot = shot
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  look(e, ai, st, ai.want_head)
end

mutant.collision = creature.collision

return mutant
