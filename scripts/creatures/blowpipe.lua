-- TR3's tribesman with a poison-dart pipe (tomb3 blowpipe.cpp; numbers in
-- creatures/stats/tr3.lua `blowpipe`). Violent. Seeing its target within
-- the game's gun range (ai/shoot.lua) it stands (`wait_1`), turns to face
-- it and blows a dart (`attack_1`: on its `dart_frame`); a dart is the
-- level's dart object (TR3 90, objects/common/projectile.lua) flown
-- straight at three quarters of the target's height: it hurts and
-- poisons Lara (its catalogue parameters). Close (within half a sector)
-- it jabs with the pipe from its second stance (`wait_2`, `attack_3`:
-- once an attack when the pipe touches; a rival takes `rival_damage`);
-- within two sectors it walks up, farther it runs. Bored it idles and
-- strolls, turning slowly. A fleeing one holds its ground while Lara
-- neither aims at it nor hurts it. It falls in the death animation of the
-- stance or move it dies in (creatures/gunman.lua).
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local shoot = require("ai.shoot")
local gunman = require("creatures.gunman")
local projectile = require("objects.common.projectile")

local blowpipe = {}

blowpipe.init = gunman.init
blowpipe.on_reload = gunman.on_reload
blowpipe.on_hit = gunman.on_hit

--- Sight of a living target within gun range.
local function sees(e, ai)
  return not ai.info.target_dead and gunman.can_shoot(e, ai)
end


--- Blows a dart from the pipe's end at the target; nil where the level
--- has no dart.
local function blow_dart(e, ai, st)
  local d = st.dart
  if not world.has_object(d.type) then return nil end
  local p = st.pipe
  local x, y, z = e:mesh_point(p.mesh, p.x, p.y, p.z)
  local room = world.room_at(e.room, x, y, z)
  local yaw, pitch = shoot.aim(x, y, z, ai.target)
  local dart = world.spawn(d.type, room, x, y, z, yaw)
  dart:activate(e)
  projectile.launch(dart, yaw, fixed.scale_cos(d.speed, pitch), -fixed.scale_sin(d.speed, pitch), d.reach)
  if d.sound then world.sound(d.sound, dart) end
  return dart
end

--- A stance: fleeing it runs (or holds); close it jabs (from `close`),
--- within two sectors it walks, in sight it stands to blow, bored it may
--- stroll off, else it runs.
local function stance(e, ai, info, st, S, close)
  ai.max_turn = creature.deg(st.turn.stance)
  ai.struck = nil
  if ai.mood == "escape" then
    e.goal_state = creature.unpressed(e, ai) and S.wait_1 or S.run
  elseif info.bite and info.distance < st.range.jab then
    e.goal_state = close
  elseif info.bite and info.distance < st.range.walk then
    e.goal_state = S.walk
  elseif sees(e, ai) then
    e.goal_state = S.wait_1 == e.anim_state and S.attack_1 or S.wait_1
  elseif ai.mood == "bored" then
    if world.random() < st.chance.stroll then e.goal_state = S.walk end
  else
    e.goal_state = S.run
  end
end

local decide = {}
blowpipe.decide = decide

function decide.wait_1(e, ai, info, st)
  local S = st.states
  stance(e, ai, info, st, S, S.wait_2)
end

function decide.wait_2(e, ai, info, st)
  local S = st.states
  stance(e, ai, info, st, S, S.attack_3)
end

function decide.walk(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if info.bite and info.distance < st.range.jab then
    e.goal_state = S.wait_2
  elseif info.bite and info.distance < st.range.walk then
    e.goal_state = S.walk
  elseif sees(e, ai) then
    e.goal_state = S.wait_1
  elseif ai.mood == "escape" or (ai.mood ~= "bored" and info.distance > st.range.walk) then
    e.goal_state = S.run
  end
end

function decide.run(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = angle // st.lean
  if info.bite and info.distance < st.range.jab then
    e.goal_state = S.wait_2
  elseif sees(e, ai) then
    e.goal_state = S.wait_1
  elseif ai.mood == "escape" then
    if creature.unpressed(e, ai) then e.goal_state = S.wait_2 end
  elseif ai.mood == "bored" then
    e.goal_state = S.wait_1
  end
end

--- The dart: it turns to face the target (a little a tick) and blows on
--- the dart frame (the animation's last on a shorter one), then stands.
function decide.attack_1(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  local most = creature.deg(st.turn.stance)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
  if e.frame == math.min(st.dart.frame, creature.frames(e) - 1) and ai.blown ~= world.tick() then
    ai.blown = world.tick()
    blow_dart(e, ai, st)
  end
  e.goal_state = S.wait_1
end

function decide.aim_3(e, _, info, st)
  local S = st.states
  e.goal_state = (info.bite and info.distance <= st.range.jab) and S.attack_3 or S.wait_2
end

--- The jab: once an attack when the pipe meets the target.
function decide.attack_3(e, ai, _, st)
  local S = st.states
  local damage = ai.target.type == 0 and st.damage or st.rival_damage
  if creature.strike_once(e, ai, st.bite, damage) then world.sound(st.hit_sound, e) end
  if creature.last_frame(e) then e.goal_state = S.wait_2 end
end

---@param e Entity
function blowpipe.control(e)
  local ai = e.state.ai
  if ai and ai.mood == "bored" then ai.max_turn = creature.deg(ai.stats.turn.stance) end
  gunman.run_states(e, decide)
end

blowpipe.collision = creature.collision

return blowpipe
