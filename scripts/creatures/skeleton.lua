-- The sword-and-shield skeleton (TR4 35, TR5 73; TOMB4 skeleton.cpp, one
-- routine in both games). Undead (creatures/undead.lua): bullets do not
-- wear it down; the shotgun knocks it over (it lies a while and gets up),
-- a blast takes its hit points and bursts it, and a skeleton knocked over
-- above a pit drops into it and shatters below. It starts as its OCB
-- says (stats `starts`): rising out of the floor, leaping out sideways
-- (then standing guard until it notices her: hit, within a sector, or
-- seeing her) or lying ready to get up. From a stop it walks at her, runs
-- when she is far or behind it, slashes (three swings; the third can get
-- its sword stuck) or swings while walking, dodges when hit, and raises
-- its shield while she aims her shotgun at it: a shot then lands on the
-- shield. Each swing lands once. Numbers: creatures/stats/tr4.lua
-- `skeleton` (tr5.lua for TR5's).
-- Its way may lead across a gap of one or two blocks (ai/leap.lua): from
-- a stop it jumps it; walking or running towards it, it stops first. A
-- jump that comes down over a floor more than `falls.jump` below falls
-- (23) and the skeleton shatters where it lands, her kill. While she aims
-- at it beside a wall it leaps aside (19 left, 20 right: ai/leap.lua
-- `dodge_side`) and stands guard there. A crossbow bolt (weapons/
-- shatter.lua) or a shotgun blast on its raised shield may knock off its
-- shield or its sword arm (stats `meshes`): without the arm it flees,
-- raises no shield, and runs on over a gap even in her box, falling in
-- where the floor drops more than `falls.run` under it.
-- A swing from its striking frame breaks the shatterable statics of a
-- stopper sector under its sword (stats `strike.shatters`, ai/melee.lua).
-- Left out: the AI objects' orders.
local creature = require("ai.creature")
local melee = require("ai.melee")
local particles = require("lib.particles")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local undead = require("creatures.undead")
local leap = require("ai.leap")
local shatter = require("weapons.shatter")

local skeleton = creature.behaviour({ on_hit = undead.on_hit }, stats.of)

--- Fresh: the start its OCB names (a stand-in without the original's
--- animation takes the state's first).
---@param e Entity
function skeleton.init(e)
  local fresh = e.state.ai == nil
  local st = stats.of(e)
  local ai = creature.setup(e, st)
  if not fresh then return end
  local start = st.starts[e.ocb] or st.starts[0]
  undead.force(e, st.states[start.state], st.anims[start.state])
  ai.guarding = false
  if start.awake then e:activate() end
end

local one_in = undead.one_in

--- Whole: every mesh shown (TOMB4's `mesh_bits == -1`).
local function whole(e) return e.mesh_bits == shatter.ALL end

--- Falls from where it is: the fall state, gravity, out of the box graph.
--- It drops straight down (the original keeps its speed across, its box
--- rules holding it inside the pit's box; out of the box graph ours would
--- pass through the pit's wall).
local function fall(e, st)
  undead.drop(e, st.states.fall, st.anims.fall)
  e.speed = 0
end

--- The gun in Lara's hands is the shotgun.
local function shotgun_out(st)
  return undead.blow(world.lara()) == st.shield.against
end

local decide = {}
skeleton.decide = decide

decide.rise = function(e, ai, _, st)
  ai.max_turn = 0
  if e.frame < st.rise_dust_frames then
    local y = world.floor(e.room, e.x, e.y, e.z) - st.rise_dust_height
    world.particles(particles.SMOKE, e.room, e.x, y, e.z, 1)
  end
end

decide.wait = function(e, _, _, st)
  if one_in(st.one_in.wake) then e.goal_state = st.states.stop end
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  e:set_leap(false, false)
  ai.max_turn = ai.mood == "bored" and 0 or creature.deg(st.turn.stop)
  local lara = world.lara()
  local acts = not one_in(st.one_in.rest)
  if ai.guarding or not (acts or (info.distance <= st.range.close and ai.mood == "attack")) then
    if one_in(st.one_in.idle) then
      e.goal_state = one_in(2) and S.look_left or S.look_right
    end
  elseif ai.jump or ai.long_jump then
    ai.max_turn = 0
    local anim = creature.own_anim(e, st.leap.anim, S.jump)
    if anim then creature.set_anim(e, anim) else creature.play_state(e, S.jump) end
    e.goal_state = ai.long_jump and S.long_jump or S.jump
    e:set_leap(true, false)
  elseif ai.dodge_side then
    local side = ai.dodge_side < 0 and "jump_left" or "jump_right"
    undead.force(e, S[side], st.anims[side])
  elseif ai.mood == "escape" then
    local pressed = sense.targeted_by(e, lara) or not info.ahead or creature.hit_lately(ai)
      or not shatter.shows(e, st.meshes.arm)
    e.goal_state = pressed and S.walk or S.stop
  elseif ai.mood == "bored" then
    if ai.required ~= creature.NONE then e.goal_state = ai.required
    elseif one_in(st.one_in.idle) then e.goal_state = S.walk end
  elseif sense.targeted_by(e, lara) and info.ahead and info.distance < st.range.far
    and one_in(2) and (shotgun_out(st) or one_in(st.one_in.shield_anyway)) and whole(e) then
    e.goal_state = S.shield
  elseif info.bite and info.distance < st.range.attack then
    if one_in(st.one_in.thrust) or lara.health <= 0 then e.goal_state = S.attack_3
    else e.goal_state = one_in(2) and S.attack_1 or S.attack_2 end
  elseif creature.hit_lately(ai) or ai.required ~= creature.NONE then
    local dodge = one_in(2) and S.dodge_left or S.dodge_right
    e.goal_state = dodge
    ai.required = dodge
  else
    e.goal_state = S.walk
  end
end

decide.shield = function(e, ai, _, st)
  local S = st.states
  local lara = world.lara()
  if creature.hit_lately(ai) then
    -- Her shot on the raised shield: it lowers it when a mesh is gone or
    -- she has put the shotgun away; else it takes the blow (holding the
    -- shield up again) or, one time in `shield_lost`, the shield is
    -- knocked off.
    if not (whole(e) and ai.info.ahead and shotgun_out(st)) then
      e.goal_state = S.stop
    elseif one_in(st.one_in.shield_lost) then
      shatter.mesh(e, st.meshes.shield, st.shell_shatters.sound)
    else
      e.goal_state = S.shield_hit
    end
  elseif not sense.targeted_by(e, lara) or not whole(e) or not shotgun_out(st)
    or one_in(st.one_in.lower_shield) then
    e.goal_state = S.stop
  end
end

--- A swing: from the swing's frame a touching sword lands once.
local function swing(e, ai, info, st)
  melee.swing(e, ai, info, st.turn.attack, st.strike, st.bite)
end
decide.attack_1, decide.attack_2, decide.walk_attack = swing, swing, swing

decide.attack_3 = function(e, ai, info, st)
  melee.stand_facing(e, ai, info, st.turn.attack)
  creature.strike_once(e, ai, st.bite, st.strike.damage, st.strike.touch)
  if one_in(st.one_in.stuck) or world.lara().health <= 0 then e.goal_state = st.states.stuck end
end

decide.stuck = function(_, ai, _, _) ai.max_turn = 0 end

--- Lying (knocked over, or placed so): over a pit it drops in; else now
--- and then it gets up.
local function lying(e, ai, st)
  local S = st.states
  e.health = st.down_hit_points
  ai.max_turn = 0
  if world.floor(e.room, e.x, e.y, e.z) > e.y + st.pit_depth then
    undead.drop(e, S.drop, st.anims.drop)
  elseif one_in(st.one_in.stand_up) then
    e.goal_state = S.stand_up
  end
end

local function knocked(e, ai, _, st)
  if e.frame < math.min(st.down_from, creature.frames(e) - 1) then
    e.health = st.down_hit_points
    ai.max_turn = 0
    return
  end
  lying(e, ai, st)
end
decide.recoil_front, decide.recoil_back = knocked, knocked
decide.lying = function(e, ai, _, st) lying(e, ai, st) end

decide.walk = function(e, ai, info, st)
  local S = st.states
  e:set_leap(false, false)
  melee.walk(e, ai, info, {
    stop = S.stop, run = S.run, attack = S.walk_attack, dodge = { S.dodge_left, S.dodge_right },
    turn = st.turn.walk, bored_turn = st.turn.stop, stroll = st.one_in.idle,
    stop_within = st.range.attack, attack_within = st.range.close, run_beyond = st.range.far,
  })
  -- A gap ahead stops it unless it is hit, fleeing, bored, close or
  -- swinging (skeleton.cpp: the jump test comes after those).
  local pressed = creature.hit_lately(ai) or ai.mood == "escape" or ai.mood == "bored"
  local going_on = e.goal_state == S.walk or e.goal_state == S.run
  if (ai.jump or ai.long_jump) and not pressed and going_on then
    ai.max_turn = 0
    e.goal_state = S.stop
  end
  -- Aimed at beside a wall it stops to leap aside (only a hit comes first).
  if ai.dodge_side and not creature.hit_lately(ai) then e.goal_state = S.stop end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  e:set_leap(false, false)
  if ai.guarding or ai.jump or ai.long_jump then
    if shatter.shows(e, st.meshes.arm) then
      ai.max_turn = 0
      e.goal_state = S.stop
    else
      -- Without its arm it runs on, over the gap or into it.
      e:set_leap(true, false)
      if world.floor(e.room, e.x, e.y, e.z) > e.y + st.falls.run then fall(e, st) end
    end
  elseif ai.mood == "escape" then
    if not sense.targeted_by(e, world.lara()) and info.ahead and shatter.shows(e, st.meshes.arm) then
      e.goal_state = S.stop
    end
  elseif ai.mood == "bored" or (info.ahead and info.distance < st.range.far) then
    e.goal_state = S.walk
  end
end

--- In a jump: in its landing part (the original's animation `anims.land`;
--- a model without it has no landing part) over a floor more than
--- `falls.jump` below, it has come down short and falls.
decide.jump = function(e, _, _, st)
  local land = creature.own_anim(e, st.anims.land, st.states.jump)
  if land and creature.anim(e) == land
    and world.floor(e.room, e.x, e.y, e.z) > e.y + st.falls.jump then
    fall(e, st)
  end
end

--- Leapt out sideways: it stands guard (see `alerted`).
local function leapt(_, ai, _, _)
  ai.max_turn = 0
  ai.guarding = true
end
decide.jump_left, decide.jump_right = leapt, leapt

--- A guarding skeleton notices her when hit, within a sector, or seeing her.
local function alerted(e, ai, st)
  local info, lara = ai.info, world.lara()
  if not (info.distance and lara) then return false end
  return creature.hit_lately(ai) or info.distance < st.range.close or sense.sees(e, lara)
end

--- States in which a shotgun blow does not knock it over: the shield up,
--- already down.
local function steady(S, state)
  return state == S.shield or state == S.shield_hit or state == S.recoil_front
    or state == S.recoil_back or state == S.lying
end

---@param e Entity
function skeleton.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local S = st.states
  if e.health <= 0 then
    if e.active then undead.burst(e) end
    return
  end
  if e.anim_state == S.drop or e.anim_state == S.fall then
    undead.fallen(e)
    return
  end
  local info = ai.info
  if undead.knocked(ai) and not steady(S, e.anim_state) and info.distance
    and info.distance < st.range.knock then
    -- Knocked over facing the shot, or spun round and thrown on its face.
    if math.abs(info.angle) >= st.knock_front_arc then
      undead.force(e, S.recoil_back, st.anims.recoil_back)
      e.yaw = (e.yaw + info.angle + 32768) % 65536
    else
      undead.force(e, S.recoil_front, st.anims.recoil_front)
      e.yaw = (e.yaw + info.angle) % 65536
    end
    e.health = st.down_hit_points
    ai.max_turn = 0
    return
  end
  if ai.guarding and alerted(e, ai, st) then ai.guarding = false end
  local lara = world.lara()
  local armed = shatter.shows(e, st.meshes.arm)
  ai.jump, ai.long_jump = leap.gaps(e, st.leap.reach, armed and leap.same_box(e, lara))
  ai.dodge_side = leap.dodge_side(e, lara, st.dodge)
  -- Without its sword arm it flees whatever it senses.
  ai.forced_mood = not armed and "escape" or nil
  creature.act_named(e, decide)
end

return skeleton
