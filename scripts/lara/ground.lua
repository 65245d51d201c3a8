-- Lara on her feet: standing, walking, running, turning, stepping back and
-- sideways, hopping back, rolling, splatting into walls and landing. Each
-- state has a control handler (input → goal state, turning) and a collision
-- handler (what the surroundings say → stop, step, fall, slide).
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local crouch = require("lara.crouch")
local sprint = require("lara.sprint")
local ladder = require("lara.ladder")
local quicksand = require("lara.quicksand")
local fixed = require("lib.fixed")

local ground = {}

local held = body.held

--- Forward walks (with Walk held) or runs — wades in shallow water (TR2+,
--- lara/wade.lua); nothing forward stops.
local function walk_or_run(e)
  if held(input.FORWARD) then
    if e.water == "wade" then e.goal_state = S.WADE
    else e.goal_state = held(input.WALK) and S.WALK or S.RUN end
    return true
  end
  return false
end

--- Rolls round when Roll is pressed (TR2+: also forward and back
--- together): the games start the roll animation directly (no state
--- change leads to it); its second half turns her round (flipeffect 0).
local function try_roll(e, l)
  local roll = held(input.ROLL) or (l.forward_back_rolls and held(input.FORWARD) and held(input.BACK))
  if not roll or not l.anims.roll then return false end
  body.anim(e, l, "roll")
  e.goal_state, e.move_offset = S.STOP, 0
  return true
end

--- The walk's and the run's routines, filled in below: standing with
--- Forward held runs them in the same tick (TRX tr1 lara/state.c
--- Lara_State_Stop calls Lara_State_Walk / Lara_State_Run), so she starts
--- turning at once.
local walk_control, run_control

--- Where standing input leads (shared by stop and landing), in the order
--- of TRX tr1 Lara_State_Stop: each later key overrides the earlier ones —
--- sidesteps, then turns, then Jump, Forward, Back.
local function from_stand(e, l)
  if e.health <= 0 then e.goal_state = S.DEATH return end
  -- An interaction an object started (interact.start) goes first; while
  -- she is moved into place for one she stands.
  if l.pending then e.goal_state = l.pending return end
  if l.align and l.align.active then e.goal_state = S.STOP return end
  -- Wading she cannot roll (TRX Lara_State_Stop), nor hop back: she
  -- steps back instead.
  local wading = e.water == "wade"
  if not wading and try_roll(e, l) then return end
  e.goal_state = S.STOP
  -- In quicksand (TR3) she cannot sidestep.
  local steps = not l.quicksand
  if steps and (held(input.STEP_LEFT) or (held(input.WALK) and held(input.LEFT) and l.walk_steps)) then
    e.goal_state = S.STEP_LEFT
  elseif steps and (held(input.STEP_RIGHT) or (held(input.WALK) and held(input.RIGHT) and l.walk_steps)) then
    e.goal_state = S.STEP_RIGHT
  end
  local walk_stepping = l.walk_steps and held(input.WALK)
  if held(input.LEFT) and not walk_stepping then
    e.goal_state = S.TURN_LEFT
  elseif held(input.RIGHT) and not walk_stepping then
    e.goal_state = S.TURN_RIGHT
  end
  if held(input.JUMP) and not wading then
    e.goal_state = S.COMPRESS
  elseif held(input.FORWARD) then
    if held(input.WALK) or wading then walk_control(e, l) else run_control(e, l) end
  elseif held(input.BACK) then
    e.goal_state = (held(input.WALK) or wading) and S.BACK or S.FAST_BACK
  end
end

--- Climbs onto a block in front with Action: two or three clicks vaults,
--- higher ledges (up to 7.5 clicks) an up jump and grab (TRX tr1
--- lara/misc.c Lara_TestVault; the wade asks it too, lara/wade.lua).
--- True when she climbs.
---@param e Entity
---@param l table
---@param coll table the collision query's answer (body.collide)
---@return boolean
function ground.test_vault(e, l, coll)
  if not held(input.ACTION) or coll.hit ~= "front" then return false end
  -- Already climbing: the originals play the climb under LS_NULL, whose
  -- collision tests no vault; here the climb's animation carries the
  -- stop's state, whose collision would start it again.
  if e.anim == l.anims.vault_2 or e.anim == l.anims.vault_3 then return false end
  local ledge, facing, hx, hz = world.ledge(e, C.RADIUS, C.RADIUS + 64)
  if not ledge then return false end
  local _, off = body.square(e.yaw)
  if off > C.VAULT_ANGLE then return false end
  local h = ledge - e.y
  local role
  local up_jump = h >= -1920 and h < -896
  if not quicksand.may_vault(l, up_jump) then return false end
  if h >= -640 and h < -384 then role = "vault_2"
  elseif h >= -896 and h < -640 then role = "vault_3"
  elseif up_jump then
    -- From the stop's first frame, whatever she was doing, straight into
    -- the up jump (TRX tr1 Lara_TestVault animates her at once); a
    -- skeleton whose stop reaches the up jump only through the take-off
    -- (the demo's hero) takes off first.
    body.anim(e, l, "stop")
    e.yaw = facing
    e.goal_state = S.UP_JUMP
    if not e:take_change() then
      e.goal_state = S.COMPRESS
      l.want_up_jump = true
    end
    -- The jump's speed reaches the edge: −(√(−2·GRAVITY·(h + 800)) + 3)
    -- (TRX tr1 Lara_TestVault, calc_fall_speed), taken by the take-off's
    -- jump command.
    e.jump_fall_speed = -(fixed.sqrt(-2 * C.GRAVITY * (h + C.UP_JUMP_REACH)) + 3)
    return true
  else return false end
  if not body.anim(e, l, role) then return false end
  e.yaw, e.x, e.z = facing, hx, hz
  local lift = l.anims.vault_lift
  if lift then e.y = ledge + lift[role] end
  return true
end

--- Walking and standing: stop at walls (a walker glances off them), fall
--- off edges, follow steps.
--- Plays the step animation of the state for a floor `floor` above (<0)
--- or below (>0) her feet, when it is more than a small bump and the
--- skeleton has one (TR's walk, run and back step animations; the snap to
--- the floor follows).
local STEP_ROLES = {
  [S.WALK] = { up = "walk_step_up", down = "walk_step_down" },
  [S.RUN] = { up = "run_step_up" },
  [S.BACK] = { down = "back_step_down" },
}
local function step_anim(e, l, floor)
  local roles = STEP_ROLES[e.anim_state]
  if not roles or math.abs(floor) <= C.STEP_ANIM_MIN or math.abs(floor) > C.STEP_UP then return end
  local role = floor < 0 and roles.up or roles.down
  if role and l.anims[role] and e.anim ~= l.anims[role] then body.anim(e, l, role) end
end

local function stand_collide(e, l, limits, drop, vaults)
  local moving = e.speed ~= 0
  local coll = body.collide(e, l, limits)
  -- Walking into a block with Action climbs it (TRX tr1 Lara_Col_Walk
  -- tests Lara_TestVault before anything else).
  if vaults and ground.test_vault(e, l, coll) then return coll end
  if body.blocked(coll) then
    if moving and body.deflect(e, coll) and e.anim_state ~= S.SPLAT then
      body.anim(e, l, "stop")
      e.goal_state = S.STOP
      e.speed = 0
    end
  end
  if body.test_fall(e, l, coll, drop) then return coll end
  if body.test_slide(e, l, coll) then return coll end
  step_anim(e, l, coll.mid.floor)
  body.follow_floor(e, coll)
  return coll
end

ground[S.STOP] = {
  -- TRX tr1 Lara_State_Stop: standing she does not turn; Left or Right
  -- asks for the turn states.
  control = function(e, l)
    e.move_offset = 0
    local free = not (l.align and l.align.active)
    if free and not l.pending and crouch.from_stop(e, l) then return end
    from_stand(e, l)
  end,
  collide = function(e, l)
    local coll = body.collide(e, l, body.LIMITS.stand)
    if ground.test_vault(e, l, coll) then return end
    -- A higher climbable wall she touches (TR2+) she gets on.
    if held(input.ACTION) and ladder.mount(e, l) then return end
    if body.test_fall(e, l, coll, C.FALL_FROM_STOP) then return end
    if body.test_slide(e, l, coll) then return end
    body.follow_floor(e, coll)
  end,
}
ground[S.POSE] = ground[S.STOP]

-- TRX tr1 Lara_State_Walk: turn rate up to TURN_SLOW (364 a tick once the
-- undo is off).
function walk_control(e, l)
  e.move_offset = 0
  if e.health <= 0 then e.goal_state = S.STOP return end
  body.steer(l, C.TURN_SLOW)
  if not walk_or_run(e) then e.goal_state = S.STOP end
end

ground[S.WALK] = {
  control = walk_control,
  collide = function(e, l) stand_collide(e, l, body.LIMITS.stand, C.STEP_UP, true) end,
}

--- Whether the run refuses Jump until her run has got going, by game
--- (TR1 … TR5): TR2+ forbid it through the run's start animation and
--- allow it again at the run's frame JUMP_READY_FRAME, or in any other
--- animation of the state (TRX tr2 lara/state.c Lara_State_Run
--- g_JumpPermitted; tomb3/TOMB4/TOMB5 lara_as_run jump_ok); TR1 jumps at
--- once (TRX tr1 Lara_State_Run).
local RUN_JUMP_WAITS = { false, true, true, true, true }
local JUMP_READY_FRAME = 4

--- True when the run lets her jump this tick (RUN_JUMP_WAITS), keeping
--- the answer in `l.run_jump_ok` between ticks as the originals do. A
--- skeleton whose run has no start animation of its own (the bundled
--- demo's hero) never waits.
local function run_jump_ok(e, l)
  if not RUN_JUMP_WAITS[world.game()] or l.anims.run_start == l.anims.run then return true end
  if e.anim == l.anims.run_start then
    l.run_jump_ok = false
  elseif e.anim ~= l.anims.run or e.frame == JUMP_READY_FRAME then
    l.run_jump_ok = true
  end
  return l.run_jump_ok
end

-- TRX tr1 Lara_State_Run: turn rate up to TURN_FAST (1,092 a tick once
-- the undo is off), leaning into the turn up to LEAN_MAX; TR3+ Duck
-- (crouch.from_run) before she steers.
function run_control(e, l)
  e.move_offset = 0
  if e.health <= 0 then e.goal_state = S.DEATH return end
  if try_roll(e, l) then return end
  if sprint.from_run(e, l) then return end
  if crouch.from_run(e, l) then return end
  body.steer(l, C.TURN_FAST, e, true)
  if held(input.JUMP) and run_jump_ok(e, l) and not e.gravity then
    e.goal_state = S.FORWARD_JUMP
  elseif not walk_or_run(e) then
    e.goal_state = S.STOP
  end
end

ground[S.RUN] = {
  control = run_control,
  collide = function(e, l)
    local coll = body.collide(e, l, body.LIMITS.run)
    -- TRX tr1 Lara_Col_Run: running into a block with Action climbs it.
    if ground.test_vault(e, l, coll) then return end
    -- Into a climbable wall with Action held (TR2+): onto it.
    if body.blocked(coll) and held(input.ACTION) and ladder.mount(e, l) then return end
    body.run_into_wall(e, l, coll, C.SPLAT_WALL)
    if body.test_fall(e, l, coll, C.STEP_UP) then return end
    if body.test_slide(e, l, coll) then return end
    if coll.mid.floor < 0 then step_anim(e, l, coll.mid.floor) end
    body.follow_floor(e, coll, C.STEP_SNAP_RUN)
  end,
}

--- Turning on the spot (TRX tr1 Lara_State_TurnL / Lara_State_TurnR): the
--- turn rate grows by TURN_ACCEL a tick with no limit of its own; past
--- TURN_SLOW she spins into the fast turn, unless Walk holds her at
--- TURN_SLOW. Guns ready, she goes straight to the fast turn.
--- A skeleton without a fast turn (the bundled demo's) turns at the fast
--- turn's rate in the slow turn instead of speeding up without end.
local function turn_state(dir_input, sign)
  return {
    control = function(e, l)
      e.move_offset = 0
      if e.health <= 0 then e.goal_state = S.STOP return end
      l.turn = l.turn + sign * C.TURN_ACCEL
      if l.guns and l.guns.status == "ready" then
        e.goal_state = S.FAST_TURN
      elseif l.turn * sign > C.TURN_SLOW then
        if held(input.WALK) then l.turn = sign * C.TURN_SLOW
        else e.goal_state = S.FAST_TURN end
      end
      if not l.anims.fast_turn and l.turn * sign > C.TURN_FAST then l.turn = sign * C.TURN_FAST end
      if walk_or_run(e) then return end
      if not held(dir_input) then e.goal_state = S.STOP end
    end,
    collide = function(e, l) stand_collide(e, l, body.LIMITS.stand, C.FALL_FROM_STOP) end,
  }
end
ground[S.TURN_LEFT] = turn_state(input.LEFT, -1)
ground[S.TURN_RIGHT] = turn_state(input.RIGHT, 1)
-- TRX tr1 Lara_State_FastTurn: the rate is TURN_FAST whichever way she
-- already turns (1,092 a tick once the undo is off).
ground[S.FAST_TURN] = {
  control = function(e, l)
    if e.health <= 0 then e.goal_state = S.STOP return end
    if l.turn >= 0 then
      l.turn = C.TURN_FAST
      if not held(input.RIGHT) then e.goal_state = S.STOP end
    else
      l.turn = -C.TURN_FAST
      if not held(input.LEFT) then e.goal_state = S.STOP end
    end
  end,
  collide = ground[S.TURN_LEFT].collide,
}

ground[S.BACK] = {
  control = function(e, l)
    e.move_offset = 32768
    if e.health <= 0 then e.goal_state = S.STOP return end
    body.steer(l, C.TURN_SLOW)
    local walking = held(input.WALK) or e.water == "wade"
    e.goal_state = (held(input.BACK) and walking) and S.BACK or S.STOP
  end,
  -- Wading, no floor behind is too far down to step back over (the water,
  -- or the quicksand, holds her up).
  collide = function(e, l)
    stand_collide(e, l, e.water == "wade" and body.LIMITS.run or body.LIMITS.back, C.STEP_UP)
  end,
}

--- The back hop's collision (TRX tr1/tr2 Lara_Col_FastBack, tomb3 and
--- TOMB4 lara_col_fastback): a floor more than BACK_HOP_DROP below is a
--- fall back; TR3 on test a slide next; a wall met square stops her, one
--- met at a slant turns her; she follows the floor.
local function back_hop_collide(e, l)
  local slides = C.BACK_HOP_SLIDES[world.game()]
  local coll = body.collide(e, l, slides and body.LIMITS.back_hop_open or body.LIMITS.back_hop)
  if body.test_fall(e, l, coll, C.BACK_HOP_DROP) then return end
  if slides and body.test_slide(e, l, coll) then return end
  if body.blocked(coll) and body.deflect(e, coll) then
    body.anim(e, l, "stop")
    e.goal_state = S.STOP
    e.speed = 0
  end
  body.follow_floor(e, coll)
end

ground[S.FAST_BACK] = {
  control = function(e, l)
    e.move_offset = 32768
    body.steer(l, C.TURN_MED)
    e.goal_state = S.STOP
  end,
  collide = back_hop_collide,
}

local function sidestep(offset, key, state)
  return {
    -- TRX tr1 Lara_State_StepLeft / StepRight: she may turn (TURN_SLOW)
    -- while stepping; TR4+ steps with Walk and the turn keys instead.
    control = function(e, l)
      e.move_offset = offset
      if e.health <= 0 then e.goal_state = S.STOP return end
      local walking_step = held(input.WALK) and held(key == input.STEP_LEFT and input.LEFT or input.RIGHT)
      e.goal_state = (held(key) or (l.walk_steps and walking_step)) and state or S.STOP
      if not l.walk_steps then body.steer(l, C.TURN_SLOW) end
    end,
    collide = function(e, l) stand_collide(e, l, body.LIMITS.sidestep, C.SIDESTEP_LIMIT) end,
  }
end
ground[S.STEP_LEFT] = sidestep(49152, input.STEP_LEFT, S.STEP_LEFT)
ground[S.STEP_RIGHT] = sidestep(16384, input.STEP_RIGHT, S.STEP_RIGHT)

--- A roll's collision (TRX tr1 Lara_Col_Roll / Roll2, TRX tr2, tomb3
--- and TOMB4 lara_col_roll / roll2): a slide first, then a fall over a
--- floor more than `drop(game)` below (forward, or back in the second
--- half), else she follows the floor; a wall ahead only shifts her out.
local function roll_collide(drop)
  return function(e, l)
    local coll = body.collide(e, l, body.LIMITS.roll)
    if body.test_slide(e, l, coll) then return end
    if body.test_fall(e, l, coll, drop(world.game())) then return end
    body.follow_floor(e, coll)
  end
end

ground[S.ROLL] = {
  control = function(e, l) e.move_offset = 0 e.goal_state = S.STOP end,
  collide = roll_collide(function(game) return C.ROLL_DROP[game] end),
}
-- The roll's second half: turned round (flipeffect 0) she carries on the
-- way she was rolling, backwards.
ground[S.ROLL2] = {
  control = function(e, l) e.move_offset = 32768 e.goal_state = S.STOP end,
  collide = roll_collide(function() return C.ROLL_BACK_DROP end),
}

local function recover(e, l) e.move_offset = 0 from_stand(e, l) end
ground[S.SPLAT] = {
  control = function(e, l) e.goal_state = S.STOP end,
  collide = function(e, l) stand_collide(e, l, body.LIMITS.stand, C.STEP_UP) end,
}
ground[S.LAND] = {
  control = recover,
  collide = function(e, l) stand_collide(e, l, body.LIMITS.stand, C.STEP_UP) end,
}
ground[S.CLIMB_UP] = {
  -- Pulling up from a hang (or vaulting): the animation carries her; she
  -- lands on the ledge top when it ends.
  control = function(e, l)
    -- Some levels (the NG title) store the breathing idle under this state:
    -- standing there she takes input as when standing.
    if e.anim == l.anims.idle and l.anims.idle ~= l.anims.climb_up then
      ground[S.STOP].control(e, l)
      return
    end
    -- TRX tr1 Lara_State_Null: her goal stays what sent her here (the up
    -- jump Lara_TestVault asked for goes on from this state).
    e.move_offset = 0
    -- A fixed-lift climb starts that far below the edge it ends on.
    if l.edge and l.anims.fixed_lift then
      e.y = l.edge + l.anims.fixed_lift
      l.edge = false
    end
  end,
  collide = function(e, l)
    if e.anim == l.anims.idle and l.anims.idle ~= l.anims.climb_up then
      ground[S.STOP].collide(e, l)
    end
  end,
}
-- The handstand climb-up: carried by its animation like the pull-up.
ground[S.GYMNAST] = ground[S.CLIMB_UP]

return ground
