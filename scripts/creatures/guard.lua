-- TR5's guards: one routine for the SAS, the SWATs, the blue guard, the
-- mafia gunman, the sailor, the crane driver and the VCI scientist (TOMB5
-- setup.cpp gives them all one control), each with its own numbers
-- (creatures/stats/tr5.lua). They play the SWAT's animations, or without
-- him in the level the blue guard's.
--   stop     with Lara behind it (more than 112½° off) it turns about;
--            having her in its sights it aims within `range.aim` (or from
--            another zone), else walks on; not seeing her it jumps a gap
--            ahead, looks about where she is out of its line of sight
--            (`looks_about`), stands while bored, walks within
--            `range.walk`, runs beyond
--   walk     aims once she is in its sights within `range.aim`; stops
--            within `range.stop` of her, or where she is out of its line
--            of sight (no orders); runs beyond `range.walk`
--   run      aims once she is in its sights within `range.aim`; stops
--            where she is out of its line of sight; walks within
--            `range.walk`
--   look     (`looks_about`) looks about, then searches on; OCB 8 keeps
--            looking while she stays hidden and it is not hit
--   search   walks slowly; stops with a gap ahead, within `range.stop`,
--            when she is back in its line of sight or it is hit
--   aim      turns to her, shoots (its `shot`: the blue guard's and crane
--            driver's single shot, the others' burst); loses her: stops
--   shots    creatures/shooter.lua's, with a muzzle light
-- Where it starts is its OCB (`poses`): seated at a desk, asleep on a
-- chair, leaning on a wall, at a computer, or
-- running. An alarm (ai/alarm.lua) gets a seated or leaning guard up; a
-- sleeper wakes only when hit, when Lara sprints or when she has fired
-- since the last gunfire sweep. A guard that notices her alerts the guards
-- of its kind; her gunfire alerts those within earshot (and ends an
-- AI_GUARD's watch). In the gas of a room
-- flagged for it (`gas`) a guard without a mask chokes and flees. The
-- scientist carries no gun (`unarmed`): he leaves Lara be until hurt, then
-- flees, and puts his hands up while she aims at him. Killed, a guard falls
-- facing her, or away from her when she is more than `death_facing` off.
-- TR5's second mafia gunman starts with his guns holstered (`holstered`):
-- his first move is to draw them (turning about to do it when she is
-- behind him). The hitman never turns about (`turns_about` false) and
-- shrugs off bullets (`shots_spark`): they only make him spark; the gas
-- is what kills him. Every guard jumps a gap of one or two blocks it
-- faces (ai/leap.lua; TOMB5 sas.cpp states 26-28), from a stop, a walk or
-- a run while Lara is not in its sights; the SAS, the blue guard, the
-- second mafia gunman and the sailor path across such gaps (their
-- `can_jump`) and climb and drop four clicks (the human zone). A rise or
-- drop of two to four clicks its move makes is climbed (`vault`:
-- creatures/vault.lua).
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local sense = require("ai.sense")
local alarm = require("ai.alarm")
local gunman = require("creatures.gunman")
local shooter = require("creatures.shooter")
local particles = require("lib.particles")
local leap = require("ai.leap")
local habitat = require("creatures.habitat")
local vault = require("creatures.vault")

local guard = {}

local NONE = creature.NONE
--- Lara more than this far off its heading (112½°) makes a guard at a
--- stop turn about.
guard.BEHIND = 20480
--- Degrees a tick a guard turns while it turns about.
guard.TURN_ABOUT = 2
--- Lara moving this fast wakes a sleeper (TOMB5: speed < 40 lets him sleep).
guard.WAKING_SPEED = 40
--- Rolls: a guard at a computer leaves it on a roll that is a multiple of
--- this (its low seven bits clear: 1 in 128 a tick, OCB 7); a scientist
--- no longer aimed at lowers his hands likewise on 1 in 64.
guard.LEAVE_COMPUTER, guard.HANDS_DOWN = 128, 64
--- Its line of sight to Lara runs from this high above its feet...
guard.SIGHT_HEIGHT = 384
--- ...to three quarters up her body (`(bottom + 3 * top) >> 2` of her
--- nearest keyframe's box).
guard.SIGHT_TOP_SHARE, guard.SIGHT_SHARES = 3, 4
--- OCBs: 8 keeps looking about while she stays hidden; 10 never loses
--- sight of her.
guard.KEEPS_LOOKING, guard.NEVER_LOSES_SIGHT = 8, 10
--- Its pose by OCB, taken at set-up: the animation (of the model it plays)
--- and state it starts in, and how far it starts moved back.
local function take_pose(e, ai, st)
  local pose = st.poses and st.poses[e.ocb]
  if not pose then return end
  local anim = creature.own_anim(e, pose.anim, st.states[pose.state])
  if anim then
    creature.set_anim(e, anim)
    e.goal_state = st.states[pose.state]
  end
  if pose.back then
    local dx, dz = fixed.step(e.yaw, pose.back)
    e.x, e.z = e.x - dx, e.z - dz
  end
  ai.pose = pose
end

---@param e Entity
function guard.init(e)
  local ai = e.state.ai
  local first = not (ai and ai.started)
  ai = gunman.init(e)
  ai.full_health = ai.full_health or ai.stats.hit_points
  if first then take_pose(e, ai, ai.stats) end
end

guard.on_reload = gunman.on_reload

--- A hit: as any creature's, but one whose shots only spark (the hitman)
--- keeps his hit points.
---@param e Entity
---@param damage integer
---@param source? Entity
function guard.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai and ai.stats.shots_spark then
    creature.on_hit(e, 0, source)
    world.particles(particles.SPARKS, e.room, e.x, e.y - sense.EYE_HEIGHT, e.z, 1)
    return
  end
  creature.on_hit(e, damage, source)
end

--- Lara's bearing and distance from `e` (the info's, unless an order
--- points it elsewhere).
local function about_lara(e, info, lara)
  if not info.order then return info end
  local dx, dz = lara.x - e.x, lara.z - e.z
  return { angle = e:angle_to(lara), distance = fixed.sqrt(dx * dx + dz * dz) }
end

--- In its sights: armed, not on an errand, and able to shoot her.
---@param e Entity
---@param ai table
---@param st table its stats
---@return boolean
local function sights(e, ai, st)
  return not st.unarmed and not ai.info.order and not ai.info.target_dead
    and gunman.can_shoot(e, ai)
end
guard.sights = sights

local function same_zone(info)
  return info.zone == info.enemy_zone
end

--- Goes on to `state`: through its animation's change where it has one,
--- else straight into the state's animation (a pose the model carries
--- only as a one-frame placeholder, as the blue guard's sleeping and
--- surrendering, has no way out of its own).
local function go_to(e, state)
  if e.anim_state == state then return end
  if e:has_change(state) then
    e.goal_state = state
  else
    creature.play_state(e, state)
  end
end

--- Its shot: the stats' `shot`, or the single shot where the model it
--- plays has no real animation for it (the blue guard's carries a
--- one-frame placeholder for the burst).
local function shot_of(e, ai, st)
  if ai.shot then return ai.shot end
  local shot = st.shot
  local anims = creature.anims_with_state(e, st.states[shot])
  local frames = anims[1] and world.anim_info(creature.anim_type(e), anims[1]) or 0
  if frames < 2 then shot = "shoot" end
  ai.shot = shot
  return shot
end

local face = gunman.face

--- The states in which its head follows Lara (at rest it looks ahead).
local LOOKS = { stop = true, walk = true, run = true, aim = true, shoot = true, rapid = true,
                turn = true }

local decide = {}
guard.decide = decide

--- A guard that jumps gaps (stats `leap`), with one ahead of it: the jump
--- starts (its animation from `from`, "stop", "walk" or "run", where the
--- model has it), going on to a jump of one block or two. True when it
--- jumped.
---@param e Entity
---@param ai table
---@param st table its stats
---@param from string
---@return boolean
local function jumps(e, ai, st, from)
  if not st.leap or not (ai.jump or ai.long_jump) then return false end
  local S = st.states
  ai.max_turn = 0
  local anim = creature.own_anim(e, st.leap.anims[from], S.jump_start)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, S.jump_start) end
  e.goal_state = ai.long_jump and S.long_jump or S.jump
  e:set_leap(true, false)
  return true
end
guard.jumps = jumps

--- Not seeing her, with nothing else to do: it stands while bored, walks
--- within `range.walk`, runs beyond.
---@param e Entity
---@param ai table
---@param info table
---@param st table its stats
function guard.pursue(e, ai, info, st)
  local S = st.states
  if ai.mood == "bored" then
    e.goal_state = S.stop
  elseif info.distance < st.range.walk then
    e.goal_state = S.walk
  else
    e.goal_state = S.run
  end
end

function decide.stop(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  e:set_leap(false, false)
  local lara = world.lara()
  if st.unarmed and S.surrender and lara and sense.targeted_by(e, lara) then
    e.goal_state = S.surrender
  elseif ai.required ~= NONE then
    e.goal_state = ai.required
  elseif st.holstered and not ai.drawn then
    -- The guns first: drawn on the spot, or turning about to her.
    ai.drawn = true
    local behind = lara and math.abs(e:angle_to(lara)) > guard.BEHIND
    ai.required = behind and S.turn or S.draw
    e.goal_state = ai.required
  elseif st.turns_about ~= false and not st.unarmed and not info.order and lara
    and math.abs(e:angle_to(lara)) > guard.BEHIND then
    e.goal_state = S.turn
  elseif info.order then
    e.goal_state = info.order == "ambush" and S.run or S.walk
  elseif not sights(e, ai, st) then
    if jumps(e, ai, st, "stop") then
      return
    elseif ai.hidden then
      e.goal_state = S.look
    else
      guard.pursue(e, ai, info, st)
    end
  elseif info.distance < st.range.aim or not same_zone(info) then
    e.goal_state = S.aim
  else
    e.goal_state = S.walk
  end
end

--- Turning about: it swings by TURN_ABOUT a tick against her side, and
--- the animation's end turns it round.
function decide.turn(e, ai, _, _)
  local lara = world.lara()
  creature.turn_about(e, ai, lara and e:angle_to(lara) or 0, guard.TURN_ABOUT)
end

function decide.walk(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  e:set_leap(false, false)
  if sights(e, ai, st) and (info.distance < st.range.aim or not same_zone(info)) then
    e.goal_state = S.aim
  elseif jumps(e, ai, st, "walk") then
    return
  elseif info.order then
    return -- its errand's end is the order's (ai/orders.lua)
  elseif info.distance < st.range.stop or ai.hidden then
    e.goal_state = S.stop
  elseif info.distance > st.range.walk then
    e.goal_state = S.run
  end
end

function decide.run(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = angle // 2
  e:set_leap(false, false)
  if sights(e, ai, st) and (info.distance < st.range.aim or not same_zone(info)) then
    e.goal_state = S.aim
  elseif jumps(e, ai, st, "run") then
    return
  elseif ai.hidden then
    e.goal_state = S.stop
  elseif info.distance < st.range.walk then
    e.goal_state = S.walk
  end
end

--- Aiming: it turns to her and shoots, or stops once she is out of its sights.
function decide.aim(e, ai, info, st)
  local S = st.states
  face(e, info, st.turn.aim)
  e.goal_state = sights(e, ai, st) and S[shot_of(e, ai, st)] or S.stop
end

--- Drawing his guns he turns to her by TURN_ABOUT a tick.
function decide.draw(e, ai, info, _)
  face(e, info, guard.TURN_ABOUT)
  ai.max_turn = 0
end

--- Seated or leaning on a wall: it stays until alarmed.
local function resting(next_state)
  return function(e, ai, _, st)
    local S = st.states
    if ai.alarmed then e.goal_state = S[next_state] end
  end
end
decide.sit = resting("stand_up")
decide.wait_wall = resting("stop")

--- Getting up from the desk or from its sleep: the animation's end turns
--- it a quarter left.
function decide.stand_up(e, ai, _, _)
  if ai.last_state ~= e.anim_state then ai.turned = false end
  if creature.last_frame(e) and not ai.turned then
    e.yaw = (e.yaw - 16384) % 65536
    ai.turned = true
  end
end
decide.wake = decide.stand_up

--- Asleep: an alarm wakes it only when it is hit, Lara sprints or she has
--- fired since the last gunfire sweep.
function decide.asleep(e, ai, _, st)
  local S = st.states
  local lara = world.lara()
  local rude = creature.hit_lately(ai)
    or (lara ~= nil and (lara.speed >= guard.WAKING_SPEED or alarm.has_fired(lara)))
  if not rude then ai.alarmed = false end
  if ai.alarmed then go_to(e, S.wake) end
end

--- At a computer: one that may leave it does so now and then.
function decide.computer(e, ai, _, st)
  local S = st.states
  if ai.pose and ai.pose.leaves and world.random() % guard.LEAVE_COMPUTER == 0 then
    go_to(e, S.stop)
  end
end

--- Hands up while Lara aims at him; now and then he lowers them once she
--- no longer does.
function decide.surrender(e, ai, _, st)
  local S = st.states
  local lara = world.lara()
  if not (lara and sense.targeted_by(e, lara)) and world.random() % guard.HANDS_DOWN == 0 then
    go_to(e, S.stop)
  end
end

--- Lara out of its sight (`looks_about`), it looks about: then searches
--- on, unless its OCB keeps it looking while she stays hidden and it is
--- not hit.
function decide.look(e, ai, info, st)
  if e.ocb ~= guard.KEEPS_LOOKING or not ai.hidden or creature.hit_lately(ai) then
    e.goal_state = st.states.search
  end
  decide.search(e, ai, info, st)
end

--- Searching, it walks slowly (turning as it walks) until a gap lies
--- ahead, it comes within `range.stop`, she is back in its line of
--- sight or it is hit.
function decide.search(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  e:set_leap(false, false)
  if ai.jump or ai.long_jump or info.distance < st.range.stop or not ai.hidden
    or creature.hit_lately(ai) then
    e.goal_state = st.states.stop
  end
end

--- True when Lara is out of `e`'s line of sight: none joins SIGHT_HEIGHT
--- above its feet to three quarters up her body; never for a guard of OCB
--- NEVER_LOSES_SIGHT.
---@param e Entity
---@param lara Entity
---@return boolean
local function lost_sight(e, lara)
  if e.ocb == guard.NEVER_LOSES_SIGHT then return false end
  local _, _, top, bottom = lara:best_bounds()
  local y = lara.y + (bottom + guard.SIGHT_TOP_SHARE * top) // guard.SIGHT_SHARES
  return not world.line_of_sight(e.room, e.x, e.y - guard.SIGHT_HEIGHT, e.z, lara.x, y, lara.z)
end

--- The decision for the state named `name`: its routine's own (the
--- stats' `routine`, a module whose `decide` names them: the hitman's),
--- the guards', or shooter's shots.
local function decision(st, name)
  local own = st.routine and require(st.routine).decide[name]
  return own or decide[name] or shooter.decision(st, name)
end

--- Notices Lara (ai/alarm.lua) and alerts its kind; chokes in gas.
local function before(e, ai, st)
  local lara = world.lara()
  if lara and not st.unarmed and not (ai.orders and ai.orders.follow) then
    if alarm.notices(e, ai, about_lara(e, ai.info, lara), lara, st.notice_height) then
      ai.alarmed = true
      alarm.raise(e)
    end
  end
  local gas = st.gas
  if gas and not st.gas_mask and (world.room_flags(e.room) // gas.flag) % 2 == 1 then
    if world.tick() % gas.every == 0 then e.health = e.health - 1 end
    ai.mood = "escape"
  end
end

--- The unarmed one leaves Lara be until hurt, then flees.
local function keeps_away(e, ai, info)
  info.reachable = false
  if e.health < ai.full_health then ai.hurt = true end
end

--- Killed: it falls facing her, turned to her, or falls away from her.
local function fall(e, ai, st)
  local S = st.states
  if not ai.dead_since then
    local lara = world.lara()
    local angle = lara and e:angle_to(lara) or 0
    local behind = math.abs(angle) >= st.death_facing
    e.yaw = (e.yaw + angle + (behind and 32768 or 0)) % 65536
    ai.fell = behind and "death_behind" or "death"
  end
  local name = ai.fell or "death"
  creature.die(e, ai, S[name], creature.own_anim(e, st.death_anims[name], S[name]))
end

---@param e Entity
function guard.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    fall(e, ai, st)
    return
  end
  habitat.before_move(e, ai)
  local lara = world.lara()
  ai.hidden = st.looks_about and lara ~= nil and lost_sight(e, lara) or false
  if st.leap then
    ai.jump, ai.long_jump = leap.gaps(e, st.leap.reach, leap.same_box(e, world.lara()))
  end
  gunman.run_states(e, decision,
    { before = before, looks = LOOKS, amend = st.unarmed and keeps_away or nil })
  -- The state its move is made in: a climb's end, rising as it goes on
  -- to a stop, is no rise to climb.
  ai.moved_in = e.anim_state
end

--- After the move: a rise or drop its move made is climbed (creatures/
--- vault.lua), when the move was made in a state its stats' `vault`
--- allows: those numbered below `below` but the `except` ones, and the
--- `also` ones.
---@param e Entity
function guard.after_move(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  local v = st and st.vault
  if not v or e.health <= 0 or not ai.before_y or not ai.moved_in then return end
  local s = ai.moved_in
  local named = function(list)
    for _, name in ipairs(list or {}) do
      if st.states[name] == s then return true end
    end
    return false
  end
  if (s < v.below and not named(v.except)) or named(v.also) then
    vault.climb(e, ai, v, st.states)
  end
end

guard.collision = creature.collision

return guard
