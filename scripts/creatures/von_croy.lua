-- Von Croy leading Lara (TOMB4 voncroy.cpp VoncroyControl; numbers in
-- creatures/stats/tr4.lua `von_croy`). He heads along the level's
-- AI_FOLLOW markers, keyed 0, 1, 2… by OCB (the follow order,
-- ai/orders.lua, with `leads_itself`), and Lara's location (the
-- LARALOCATION flipeffect's count, `level_state().lara_location`, -1 before
-- the first) paces him: he sets off for a marker while she is within five
-- sectors or has got as far as it, stops where she has not, and at a
-- reached marker does what its flags ask once she has got past it (or to
-- it, near him). Meanwhile he faces her and looks out. A creature holding
-- an AI slot near him draws him off to fight it (creatures/von_croy_fight.lua).
-- On his way he climbs and drops steps (creatures/vault.lua), swings along
-- monkey bars, and stops running at a gap (ai/leap.lua).
-- Lara's location pad starts his cutscenes (creatures/von_croy_cutscene.lua),
-- which hold his own control while they play.
-- Left out: the AI sensed from 808 ahead in his animations 36 and 52.
local angles = require("lib.angles")
local creature = require("ai.creature")
local cutscene = require("creatures.von_croy_cutscene")
local fight = require("creatures.von_croy_fight")
local fixed = require("lib.fixed")
local follower = require("creatures.follower")
local habitat = require("creatures.habitat")
local leap = require("ai.leap")
local marker_actions = require("creatures.marker_actions")
local sense = require("ai.sense")
local vault = require("creatures.vault")

local von_croy = {}

local TRIGGERS = fight.TRIGGERS
--- His poise between ticks (the routine's item_flags[2]): he has faced
--- Lara at his marker, or he is set for the running jump.
local FACED, RUNNING_JUMP = "faced", "running_jump"

von_croy.init = function(e)
  follower.init(e)
  fight.init(e, e.state.ai)
end
von_croy.on_reload = follower.on_reload
von_croy.on_hit = follower.on_hit

--- Turns `e` by `angle`, at most `step` either way (CreatureYRot).
local function turn_by(e, angle, step)
  e.yaw = (e.yaw + math.max(-step, math.min(step, angle))) % 65536
end

--- Where Lara is from him, as the routine works it out when she is not his
--- enemy: bearing, squared distance, ahead, and in his way (ahead within a
--- sector).
local function lara_seen(e, r)
  local lara = world.lara()
  if not lara then return { angle = 0, d2 = math.maxinteger, ahead = false, in_way = false } end
  local dx, dz = lara.x - e.x, lara.z - e.z
  local angle = fixed.angle16(fixed.atan(dz, dx) - e.yaw)
  local d2 = math.maxinteger
  if math.abs(dx) <= sense.FAR and math.abs(dz) <= sense.FAR then d2 = dx * dx + dz * dz end
  return {
    angle = angle, d2 = d2, ahead = angle > -sense.AHEAD and angle < sense.AHEAD,
    in_way = angle > -r.lara_in_way_angle and angle < r.lara_in_way_angle
      and d2 < r.lara_in_way * r.lara_in_way,
  }
end

--- Stands `e` on the marker's point with its heading (`item->pos =
--- enemy->pos`).
local function place_on(e, m)
  e.x, e.y, e.z, e.yaw = m.x, m.y, m.z, m.yaw
  e.room = world.room_at(e.room, e.x, e.y, e.z)
end

--- Sets `e` into its animation `anim` in state `state` (the model's own
--- animation where it has it there), asking for `goal` next.
local function set_into(e, ai, anim, state, goal)
  local own = creature.own_anim(e, anim, state)
  if own then creature.set_anim(e, own) else creature.play_state(e, state) end
  -- A set animation is no animation's end: the goal asked holds.
  creature.goal_follows_animation(e, ai)
  if goal then e.goal_state = goal end
end

--- True while `e` plays the original's animation `anim` of `state` (on a
--- model that lacks it there, the state's first animation).
local function in_anim(e, anim, state)
  local own = creature.own_anim(e, anim, state) or creature.anims_with_state(e, state)[1]
  return creature.anim(e) == own
end

--- The marker action its flags ask for, at a reached marker Lara has got
--- past or to (the routine's switch on the enemy's flags); returns the
--- markers to go on (or TRIGGERS).
local function act(e, ai, t, S)
  local m, a = t.marker, ai.stats.markers.actions[t.marker.flags]
  if not a then return nil end
  if a.passed then
    if t.location > t.key then return a.passed end
    e.goal_state = S[a.goal]
  elseif a.running_jump then
    if ai.poise == RUNNING_JUMP then
      e.goal_state = S.run
    else
      e.goal_state = S.run_jump_start
      place_on(e, m)
    end
  elseif a.anim then
    local goal = a.goal and S[t.long_jump and a.long or a.goal]
    set_into(e, ai, a.anim, S[a.state], goal)
    e:set_leap(a.jumping == true, false)
    place_on(e, m)
    return a.go_on
  elseif a.goal then
    e.goal_state = S[a.goal]
  else
    return a.triggers and TRIGGERS or a.go_on
  end
  return nil
end

--- At a reached marker: onto its point, then its action once Lara allows,
--- else a stand facing her and looking out.
local function at_marker(e, ai, t, S)
  local m, mk, lara = t.marker, ai.stats.markers, t.lara
  local near_sq = mk.lara_near * mk.lara_near
  if t.info.distance_sq > mk.near * mk.near and m.flags ~= 0 and ai.poise ~= RUNNING_JUMP then
    ai.max_turn = 0
    ai.required = t.info.ahead and S.approach or S.approach_back
    return nil
  end
  if t.location > t.key or m.flags ~= 0 and (t.pad == t.key
      or t.location == t.key and lara.d2 < near_sq) then
    return act(e, ai, t, S)
  end
  if m.flags ~= 0 and lara.d2 >= near_sq then
    e.goal_state = S.stop
  elseif ai.poise then
    if ai.poise ~= FACED then return 1 end
    if world.random() & mk.look_odds ~= 0 then
      ai.poise = nil
    else
      e.goal_state = lara.d2 >= near_sq and S.look_far or S.look_near
    end
  elseif lara.angle > mk.face_within then
    e.goal_state = S.turn_right
  elseif lara.angle < -mk.face_within then
    e.goal_state = S.turn_left
  else
    ai.poise = FACED
  end
  return nil
end

--- After a cutscene: he turns to his marker's heading (22 / 35 beyond
--- `face_within` off it, the raw difference of the two headings as
--- shorts), then goes on from a marker of no flags.
local function after_cutscene(e, ai, t, S)
  local off = cutscene.short(t.marker.yaw) - cutscene.short(e.yaw)
  local within = ai.stats.markers.face_within
  if off < -within then
    e.goal_state = S.turn_right
  elseif off > within then
    e.goal_state = S.turn_left
  else
    ai.poise = nil
    if t.marker.flags == 0 then return 1 end
  end
  return nil
end

local decide = {}
von_croy.decide = decide

function decide.stop(e, ai, info, st)
  local t, S, r = ai.view, st.states, st.ranges
  e:set_leap(false, false)
  ai.struck = false
  ai.max_turn = 0
  t.head = info.angle // 2
  if ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif ai.poise == cutscene.AFTER and t.marker then
    return after_cutscene(e, ai, t, S)
  elseif t.location < t.key and ai.reached then
    e.goal_state = S.stop
  elseif fight.from_stand(e, ai, t, S) then
    return nil
  elseif ai.reached and t.marker then
    return at_marker(e, ai, t, S)
  elseif t.lara.in_way then
    e.goal_state = S.stop
  elseif ai.monkey_ahead then
    -- Under the bars he takes hold wearing the swap meshes (without them
    -- he swaps first); short of them he walks on.
    if not leap.under_bars(e) then e.goal_state = S.walk
    elseif fight.swapped(ai) then e.goal_state = S.monkey_hang
    else e.goal_state = S.swap end
  elseif info.distance_sq > r.walk * r.walk and t.lara.d2 < r.lara_far * r.lara_far
    or t.location >= t.key then
    e.goal_state = S.walk
  end
  return nil
end

--- What the marker he heads for asks (nil with a foe, past the last, or
--- for flags that ask nothing).
local function action_of(t, mk)
  return t.marker and not t.foe and mk.actions[t.marker.flags] or nil
end

function decide.walk(e, ai, info, st)
  local t, S, r = ai.view, st.states, st.ranges
  e:set_leap(false, false)
  ai.max_turn = creature.deg(ai.stats.turn.walk)
  t.head = t.lara.ahead and t.lara.angle or info.ahead and info.angle or 0
  local action = action_of(t, st.markers)
  local on_the_move = action ~= nil and action.on_the_move
  if ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif t.location < t.key and t.lara.d2 > r.lara_far * r.lara_far or t.lara.in_way
    or ai.monkey_ahead then
    e.goal_state = S.stop
  elseif ai.reached then
    if on_the_move then return TRIGGERS end
    e.goal_state = S.stop
  elseif fight.halts_walk(ai, t) then
    e.goal_state = S.stop
  elseif info.distance_sq < r.walk * r.walk and not on_the_move then
    e.goal_state = S.stop
  elseif info.distance_sq > r.run * r.run and t.location >= t.key then
    e.goal_state = S.run
  end
  return nil
end

function decide.run(e, ai, info, st)
  local t, S, r, mk = ai.view, st.states, st.ranges, st.markers
  t.head = info.ahead and info.angle or 0
  if e.frame == 0 then
    e:set_leap(false, false)
    ai.max_turn = creature.deg(ai.stats.turn.run)
  end
  t.tilt = t.angle // 2
  local action = action_of(t, mk)
  if ai.poise == RUNNING_JUMP then
    ai.max_turn = 0
    e.goal_state = S.long_jump
  elseif t.location < t.key or t.jump_ahead or t.lara.in_way or ai.monkey_ahead then
    e.goal_state = S.stop
  elseif ai.reached then
    if action and action.on_the_move then return TRIGGERS end
    if info.distance_sq >= r.run_reached_sq then
      e.goal_state = S.stop
    elseif action and action.running_jump then
      ai.max_turn = 0
      e.yaw = t.marker.yaw
      e.goal_state = S.long_jump
      ai.poise = RUNNING_JUMP
    end
  elseif info.distance_sq < r.walk * r.walk and not (action and (action.on_the_move
      or action.running_jump)) then
    e.goal_state = S.stop
  end
  return nil
end

--- Hanging from the bars: where his way along them ends, under them, he
--- lets go to a stand; else he swings on.
function decide.monkey_hang(e, ai, _, st)
  local S = st.states
  ai.max_turn = 0
  if not leap.swing_ends(e, ai) then
    e.goal_state = S.monkey_swing
  elseif leap.under_bars(e) then
    e.goal_state = S.stop
  end
  return nil
end

--- Swinging along the bars: he hangs still where his way along them ends.
function decide.monkey_swing(e, ai, _, st)
  local S = st.states
  e:set_leap(true, true)
  ai.max_turn = creature.deg(ai.stats.swing_turn)
  if leap.swing_ends(e, ai) and leap.under_bars(e) then e.goal_state = S.monkey_hang end
  return nil
end

--- The mesh swap (6).
function decide.swap(e, ai, _, _) return fight.swap(e, ai) end

--- The step up (flags 10): on the point at its first frame, going on; at
--- the marker the stats name it becomes the long jump.
function decide.step_up(e, ai, _, st)
  local t, S = ai.view, st.states
  if e.frame ~= 0 or not t.marker then return nil end
  place_on(e, t.marker)
  local mk = ai.stats.markers
  if t.key == mk.step_up_jump_key then
    ai.max_turn = 0
    local jump = mk.actions[12]
    set_into(e, ai, jump.anim, S.jump, S.long_jump)
    e:set_leap(true, false)
  end
  return 1
end

--- The long jump: his search crosses the gap once he is committed to it;
--- before, a one-block gap ahead makes it the jump. Set for the running
--- jump, he lands into 33.
function decide.long_jump(e, ai, _, st)
  local t, S = ai.view, st.states
  local mk = ai.stats.markers
  if in_anim(e, mk.long_jump_anim, S.long_jump) or e.frame > mk.long_jump_commit then
    e:set_leap(true, false)
  elseif t.jump_ahead then
    e.goal_state = S.jump
  end
  if ai.poise == RUNNING_JUMP then e.goal_state = S.run_jump_land end
  return nil
end

--- The wait (flags 8): on the point with its heading at its first frame,
--- the triggers at the frame the stats name.
function decide.wait(e, ai, _, _)
  local t = ai.view
  if not t.marker then return nil end
  if e.frame == 0 then
    place_on(e, t.marker)
  elseif e.frame == ai.stats.markers.wait_triggers then
    return TRIGGERS
  end
  return nil
end

--- Turning on the spot: to his marker's heading when poised, else to Lara.
local function turn(e, ai, _, _)
  local t = ai.view
  local mk = ai.stats.markers
  ai.max_turn = 0
  if ai.poise and t.marker then
    turn_by(e, angles.diff(t.marker.yaw, e.yaw), mk.turn)
  else
    turn_by(e, t.lara.angle, mk.turn)
  end
  return nil
end
decide.turn_left, decide.turn_right = turn, turn

--- Pointing the way (flags 34): he turns to his next marker and goes on at
--- the first frame of its animation, or on a roll to a stand.
function decide.point(e, ai, info, st)
  local S = st.states
  local mk = ai.stats.markers
  local t = ai.view
  t.head = info.ahead and info.angle // 2 or 0
  ai.max_turn = 0
  turn_by(e, info.angle, creature.deg(mk.point_turn))
  if in_anim(e, mk.point_anim, S.point) then
    if e.frame == 0 then return 1 end
  elseif world.random() & mk.point_odds == 0 then
    e.goal_state = S.stop
    return 1
  end
  return nil
end

--- Landing from the running jump: he goes on at its animation's first
--- frame and walks into a run.
function decide.run_jump_land(e, ai, _, st)
  local S = st.states
  local go
  if in_anim(e, ai.stats.markers.land_anim, S.run_jump_land) and e.frame == 0 then go = 1 end
  e.goal_state, ai.required = S.walk, S.run
  ai.poise = nil
  return go
end

--- Setting himself for the running jump (flags 40).
function decide.run_jump_start(_, ai, _, _)
  ai.poise = RUNNING_JUMP
  return nil
end

--- Sliding onto his marker's point (MoveCreature3DPos).
local function approach(e, ai, _, _)
  local t = ai.view
  local mk = ai.stats.markers
  ai.max_turn = 0
  if t.marker then marker_actions.slide(e, t.marker, mk.approach.speed, mk.approach.turn) end
  return nil
end
decide.approach, decide.approach_back = approach, approach
--- The strikes at his foe (31 level, 21 upwards).
function decide.strike(e, ai, _, _) return fight.strike(e, ai, ai.view) end
function decide.upper_strike(e, ai, _, _) return fight.upper_strike(e, ai, ai.view) end

--- Done at his marker: on `go` markers (after its triggers, TRIGGERS).
local function go_on(e, ai, t, go)
  if go == TRIGGERS then
    local m = t.marker
    if m then world.test_triggers(e, "heavy", m.room, m.x, m.y, m.z) end
    go = 1
  end
  marker_actions.next_marker(ai, go)
end

---@param e Entity
function von_croy.control(e)
  local ai = e.state.ai
  local st, S = ai.stats, ai.stats.states
  habitat.before_move(e, ai)
  creature.goal_follows_animation(e, ai)
  -- His probes ahead, from where he stands before he moves.
  local jump_ahead, long_jump = leap.gaps(e, st.probe, false)
  if not creature.think(e, false) then return end
  local o = ai.orders
  local level = world.level_state()
  local t = {
    key = o and o.follow and (o.lead or o.key) or math.maxinteger,
    location = level.lara_location or -1, pad = cutscene.pad(ai),
    marker = marker_actions.marker_of(ai, st.markers), jump_ahead = jump_ahead,
    long_jump = long_jump, head = 0, tilt = 0,
  }
  t.foe = fight.foe_of(e, ai, t)
  if t.foe then
    ai.reached, ai.poise = false, nil
    t.info = sense.update(e, ai, t.foe)
    creature.aim(e, ai, t.foe.x, t.foe.y, t.foe.z)
  elseif t.marker then
    t.info = sense.update(e, ai, t.marker)
    marker_actions.note_reached(e, ai, t.marker)
  else
    t.info = ai.info
  end
  t.lara = lara_seen(e, st.ranges)
  t.angle = creature.turn(e, ai, ai.max_turn)
  cutscene.rewrite(ai, t)
  if cutscene.due(ai, t.key, t.pad, ai.reached) then
    -- His scene holds him: he only looks at Lara meanwhile.
    cutscene.step(e, ai, t.key, t.pad)
    creature.head(e, ai, t.lara.angle // 2)
    return
  end
  local d = creature.by_number(decide, S)[e.anim_state]
  -- The decisions read the tick's view from `ai.view` (kept for the tick).
  ai.view = t
  local go = d and d(e, ai, t.info, st)
  ai.view = nil
  if go and go ~= 0 then go_on(e, ai, t, go) end
  creature.tilt(e, ai, t.tilt)
  creature.head(e, ai, t.head)
end

--- After the move: he climbs or drops the step he met.
von_croy.after_move = vault.after_move

return von_croy
