-- Lara in the air: the take-off (compress), standing and running jumps in
-- every direction, the up jump, reaching for a ledge, falling and fast
-- falling, the swan dive, and sliding down steep slopes (with the jump off
-- a slide). Jump speeds come from the take-off animations' commands.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local fixed = require("lib.fixed")
local monkey = require("lara.monkey")
local ladder = require("lara.ladder")
local angles = require("lib.angles")

local air = {}
local held = body.held

--- The turn of `yaw` square to a wall when it is within `cone` of one of
--- the four axes, else nil (TRX tr1 lara/misc.c Lara_TestHangJump).
local function square_within(yaw, cone)
  local facing, off = body.square(yaw)
  if off > cone then return nil end
  return facing
end

--- True when hanging at `facing` she would swing her legs in under the
--- edge: the floor a click beyond her feet is below them and the ceiling
--- more than 400 above (TRX tr1 Lara_TestHangSwingIn).
local SWING_IN_HEADROOM = 400
local function swings_in(e, facing)
  local dx, dz = 0, 0
  local q = facing // 16384
  if q == 0 then dz = C.CLICK elseif q == 1 then dx = C.CLICK
  elseif q == 2 then dz = -C.CLICK else dx = -C.CLICK end
  local x, z = e.x + dx, e.z + dz
  local room = world.room_at(e.room, x, e.y, z)
  local floor = world.floor(room, x, e.y, z)
  if floor == C.NO_HEIGHT then return false end
  local ceiling = world.ceiling(room, x, e.y, z)
  return floor - e.y > 0 and ceiling - e.y < -SWING_IN_HEADROOM
end

--- The tests shared by the reach and the up jump before any catch (TRX tr1
--- Lara_TestHangJump, Lara_TestHangJumpUp): the query stopped her at a
--- wall ahead (`front`), Action held with her hands free, room above her
--- head, and for the reach a drop under her.
local function may_catch(coll, need_drop)
  if coll.hit ~= "front" or not held(input.ACTION) then return false end
  if coll.front.ceiling > 0 or coll.mid.ceiling > -C.STEP_UP then return false end
  -- The reach needs a drop under her (no grab from a floor at her feet).
  return not (need_drop and coll.mid.floor < C.GRAB_FALL)
end

--- The edge test (TRX tr1 Lara_TestHangJump, tr2 Lara_TestEdgeCatch): her
--- hands pass the edge ahead this tick and it is level across her front
--- corners. Returns the rise from her hands to the edge, or nil; and
--- whether her hands passed no edge at all (then a climbable wall may
--- still catch her, air.wall_catch).
local function edge_at_hands(e, coll)
  local _, _, hands = e:bounds()
  local rise = coll.front.floor - hands
  if rise < 0 and rise + e.fall_speed < 0 then return nil, true end
  if rise > 0 and rise + e.fall_speed > 0 then return nil, true end
  if math.abs(coll.front_left.floor - coll.front_right.floor) >= C.SLOPE_DIF then return nil end
  return rise
end

--- Where a climbable wall catches her hands, by game: how far below the
--- click line they pass her hands are put (tomb3 LaraTestHangJumpUp and
--- TOMB4/TOMB5 lara_col_upjump +4; TOMB5 lara_col_reach −22; TR2 none).
air.WALL_CATCH = {
  reach = { [2] = 0, [3] = 0, [4] = 0, [5] = -22 },
  up_jump = { [2] = 0, [3] = 4, [4] = 4, [5] = 4 },
}

--- TR2+ (TRX tr2 Lara_TestEdgeCatch's click line, Lara_TestHangOnClimbWall):
--- her hands crossing a click line this tick as she falls, over a sector
--- whose wall ahead is climbable, she is shifted onto the wall (along the
--- axis she faces, and kept there should the wall not hold her) and the
--- wall must go on at her hands across her width (at her sides and
--- middle). Returns the click line, or nil.
local WALL_PROBES = { C.RADIUS, -C.RADIUS, 0 }
function air.wall_catch(e, l, coll)
  if not l.anims.ladder_idle or e.fall_speed < 0 then return nil end
  local _, _, hands = e:bounds()
  local from = e.y + hands
  local to = from + e.fall_speed
  if from // C.CLICK == to // C.CLICK then return nil end
  if not ladder.climb_status(e) then return nil end
  if angles.quadrant(e.yaw) % 2 == 0 then
    e.z = e.z + coll.shift_z
  else
    e.x = e.x + coll.shift_x
  end
  -- The probes look the way the axis she is nearest faces.
  local yaw = e.yaw
  e.yaw = angles.quadrant(yaw) * 16384
  local holds = true
  for _, side in ipairs(WALL_PROBES) do
    holds = holds and ladder.climbable(e, side, from)
  end
  e.yaw = yaw
  return holds and (to // C.CLICK) * C.CLICK or nil
end

--- Hangs on the climbable wall that caught her, her hands `drop` below the
--- click line `line` (with the pose she hangs in), square to the wall.
local function hold_wall(e, l, line, drop, facing)
  local _, _, hands = e:bounds()
  e.goal_state = S.HANG
  e.y = line - hands + drop
  e.yaw, e.move_offset = facing, 0
  e.gravity, e.fall_speed, e.speed = false, 0, 0
  l.edge, l.hands, l.wall_hang = false, false, true
  l.hang_x, l.hang_z = e.x, e.z
end

--- Hangs where the query put her: the edge at her hands, shifted out of
--- the wall, square to it.
local function take_hold(e, l, coll, rise, facing)
  e.goal_state = S.HANG
  e.y = e.y + rise
  e.x, e.z = e.x + coll.shift_x, e.z + coll.shift_z
  e.yaw, e.move_offset = facing, 0
  e.gravity, e.fall_speed, e.speed = false, 0, 0
  l.edge = e.y + select(3, e:bounds())
  l.hands, l.wall_hang = false, false
  l.hang_x, l.hang_z = e.x, e.z
end

--- The catch tests in the originals' order (TRX tr2 Lara_TestHangJump,
--- Lara_TestHangJumpUp): the common tests, the edge at her hands, else a
--- climbable wall at a click line, then her facing within the hang's cone.
--- Returns the rise to the edge (or nil), the click line (or nil) and the
--- square facing; the facing is nil when nothing catches her.
local function catch(e, l, coll, need_drop)
  if not may_catch(coll, need_drop) then return nil end
  local rise, passed = edge_at_hands(e, coll)
  local line = not rise and passed and air.wall_catch(e, l, coll) or nil
  if not rise and not line then return nil end
  return rise, line, square_within(e.yaw, C.HANG_ANGLE)
end

--- TRX tr1 Lara_TestHangJump (tr2 on: a climbable wall too): from the
--- reach, a wall at the front probe with its edge at her hands and a drop
--- under her: she grabs it, swinging in when there is room under the edge.
function air.test_hang_jump(e, l, coll)
  local rise, line, facing = catch(e, l, coll, true)
  if not facing then return false end
  if not (swings_in(e, facing) and body.anim(e, l, "grab_swing_in")) then
    body.anim(e, l, "grab_to_hang")
  end
  if line then
    hold_wall(e, l, line, air.WALL_CATCH.reach[world.game()] or 0, facing)
  else
    take_hold(e, l, coll, rise, facing)
  end
  return true
end

--- TRX tr1 Lara_TestHangJumpUp (tr2 on: a climbable wall too): from the up
--- jump, the same tests without the drop; she takes the hang's pose at its
--- hanging frame and her hands are put on the edge with the hang's own
--- bounds (on a wall, also shifted out of it once more, as TR2 does).
function air.test_hang_jump_up(e, l, coll)
  local _, line, facing = catch(e, l, coll, false)
  if not facing then return false end
  body.anim(e, l, "grab_to_hang")
  if l.anims.hang_start_frame then e:set_anim(l.anims.grab_to_hang, l.anims.hang_start_frame) end
  if line then
    e.x, e.z = e.x + coll.shift_x, e.z + coll.shift_z
    hold_wall(e, l, line, air.WALL_CATCH.up_jump[world.game()] or 0, facing)
    return true
  end
  local _, _, hands = e:bounds()
  take_hold(e, l, coll, coll.front.floor - hands, facing)
  return true
end

--- Lands from a jump or fall on the floor the query found (zero or less
--- below her feet: reached), asking for `state`; true when landed. The
--- landing hurts by the fall speed (body.landed_bad).
--- A landing that killed her: the death her landing animation leads to,
--- else the skeleton's landing death.
local function die_landing(e, l)
  if not e:has_change(S.DEATH) then body.anim(e, l, "freefall_death") end
  e.goal_state = S.DEATH
  l.dead = world.tick()
end

local function land(e, l, coll, state)
  -- Inside a wall (no floor: the query sent her back) is no landing.
  if e.fall_speed <= 0 or coll.mid.floor > 0 or coll.mid.floor == C.WALL then return false end
  if body.landed_bad(e) then
    die_landing(e, l)
  else
    e.goal_state = body.landing_state(e, l, state)
  end
  e.y = e.y + coll.mid.floor
  e.gravity, e.fall_speed = false, 0
  l.landed = world.tick()
  return true
end

--- TRX tr1 M_Jumper (the back and side jumps, falling back): walls
--- deflect her (body.deflect_edge_jump), then she lands.
local function jumper_collide(e, l, land_state)
  local coll = body.query(e, l, body.LIMITS.air)
  body.deflect_edge_jump(e, l, coll)
  return land(e, l, coll, land_state), coll
end

--- A jump falling faster than FAST_FALL_SPEED becomes a fast fall (TRX
--- tr1 Lara_State_*Jump: `fall_speed > LARA_FASTFALL_SPEED`).
local function fast_fall_check(e)
  if e.fall_speed > C.FAST_FALL_SPEED and e:has_change(S.FAST_FALL) then
    e.goal_state = S.FAST_FALL
    return true
  end
  return false
end

--- Standing jumps by direction: the goal state, the direction of motion
--- and the input that asks for it.
local STANDING_JUMPS = {
  { key = input.FORWARD, state = S.FORWARD_JUMP, offset = 0 },
  { key = input.BACK, state = S.BACK_JUMP, offset = 32768 },
  { key = input.LEFT, state = S.LEFT_JUMP, offset = 49152 },
  { key = input.RIGHT, state = S.RIGHT_JUMP, offset = 16384 },
}

--- True when the floor a click ahead in direction `offset` can be jumped
--- towards (no wall rising there).
local function room_to_jump(e, offset)
  local dx, dz = fixed.step((e.yaw + offset) % 65536, C.CLICK)
  local floor = world.floor(e.room, e.x + dx, e.y - C.HEIGHT, e.z + dz)
  return floor ~= C.NO_HEIGHT and floor >= e.y - C.STEP_UP
end

-- TRX tr1 Lara_State_Compress: the first free direction of Forward, Left,
-- Right, Back (the floor a click that way no more than a step up) sets the
-- jump; else she jumps straight up.
air[S.COMPRESS] = {
  control = function(e, l)
    if l.want_up_jump then
      e.goal_state, e.move_offset = S.UP_JUMP, 0
      return
    end
    for _, j in ipairs(STANDING_JUMPS) do
      if held(j.key) and room_to_jump(e, j.offset) then
        -- The take-off moves her the way she jumps from its first frame.
        e.goal_state, e.move_offset = j.state, j.offset
        return
      end
    end
    e.goal_state, e.move_offset = S.UP_JUMP, 0
  end,
  collide = function(e, l)
    local coll = body.collide(e, l, body.LIMITS.free)
    if coll.mid.floor > C.FALL_FROM_STOP and coll.mid.floor ~= C.WALL then
      body.fall(e, l)
    elseif coll.mid.floor ~= C.WALL and coll.mid.floor >= -C.STEP_UP then
      body.follow_floor(e, coll)
    end
  end,
}

-- TRX tr1 Lara_State_ForwardJump: a reach or swan dive asked for last tick
-- is asked again only while the keys hold it; Action reaches, Walk swan
-- dives, falling fast overrides both; she steers up to TURN_JUMP (182 a
-- tick once the undo is off).
air[S.FORWARD_JUMP] = {
  control = function(e, l)
    e.move_offset = 0
    if body.landed(e, l) then return end
    if e.goal_state == S.SWAN_DIVE or e.goal_state == S.REACH then e.goal_state = S.FORWARD_JUMP end
    local g = e.goal_state
    if g ~= S.DEATH and g ~= S.STOP and g ~= S.RUN and g ~= body.landing_state(e, l) then
      local hands_free = body.action_free
      if held(input.ACTION) and hands_free and e:has_change(S.REACH) then e.goal_state = S.REACH end
      -- The twist (TR2+): her jump's loop turns her round in the air (its
      -- flipeffect 0) and she flies on backwards.
      if (held(input.ROLL) or held(input.BACK)) and e:has_change(S.TWIST) then e.goal_state = S.TWIST end
      if held(input.WALK) and hands_free and e:has_change(S.SWAN_DIVE) then e.goal_state = S.SWAN_DIVE end
      fast_fall_check(e)
    end
    body.steer(l, C.TURN_JUMP)
  end,
  -- TRX tr1 Lara_Col_ForwardJump: walls deflect her, then she lands
  -- running while Forward is held (without Walk), else standing, and her
  -- animation plays one more frame at once (every game's routine does; its
  -- movement is the "wall jump glitch", which TRX's fan fix
  -- `wall_jump_glitch` leaves out).
  collide = function(e, l)
    local coll = body.query(e, l, body.LIMITS.air)
    body.deflect_edge_jump(e, l, coll)
    local run = held(input.FORWARD) and not held(input.WALK) and e.water ~= "wade"
    if land(e, l, coll, run and S.RUN or S.STOP) then
      e.speed = 0
      if not world.option("wall_jump_glitch") then e:animate_frame() end
    end
  end,
}

--- The keys that twist her round in a back or side jump (TR2+, as
--- C.TWISTS says: TRX tr2 lara/state.c Lara_State_BackJump, RightJump,
--- LeftJump): Forward or Roll in the back jump, the key against the jump
--- in a side jump. Asked for, the twist stays her goal while she flies;
--- her animation takes it where it offers the change (TR2–TR5's back jump
--- does, their side jumps do not).
local TWIST_KEYS = {
  [S.BACK_JUMP] = { input.FORWARD, input.ROLL },
  [S.RIGHT_JUMP] = { input.LEFT },
  [S.LEFT_JUMP] = { input.RIGHT },
}

--- True when one of `keys` is held.
local function any_held(keys)
  for _, key in ipairs(keys) do
    if held(key) then return true end
  end
  return false
end

-- TRX tr1 Lara_State_BackJump / LeftJump / RightJump / FallBack: falling
-- fast they become a fast fall; falling back, Action reaches; TR2+ the
-- twist keys twist her (TWIST_KEYS).
local function side_jump(offset, state, reaches)
  local twist_keys = TWIST_KEYS[state]
  return {
    control = function(e, l)
      e.move_offset = offset
      if body.landed(e, l) then return end
      if fast_fall_check(e) then return end
      if reaches and held(input.ACTION) and body.action_free and e:has_change(S.REACH) then
        e.goal_state = S.REACH
      elseif e.goal_state ~= S.STOP and e.goal_state ~= body.landing_state(e, l) then
        local twists = twist_keys and C.TWISTS[world.game()]
        if twists and any_held(twist_keys) then
          e.goal_state = S.TWIST
        elseif e.goal_state ~= S.TWIST or not twists then
          e.goal_state = state
        end
      end
    end,
    collide = function(e, l) jumper_collide(e, l) end,
  }
end
air[S.BACK_JUMP] = side_jump(32768, S.BACK_JUMP)
air[S.LEFT_JUMP] = side_jump(49152, S.LEFT_JUMP)
air[S.RIGHT_JUMP] = side_jump(16384, S.RIGHT_JUMP)
air[S.FALL_BACK] = side_jump(32768, S.FALL_BACK, true)

-- The up jump's query: as high as her raised arms (TRX tr1
-- Lara_Col_UpJump asks with 870, not her 762), looking where she faces —
-- behind her while she drifts backwards (TR2+, UP_JUMP_DRIFT).
local UP_JUMP_HEIGHT = 870
local function up_jump_query(e, l)
  local facing = e.speed < 0 and (e.yaw + 32768) % 65536 or e.yaw
  return body.query(e, l, body.LIMITS.air, nil, UP_JUMP_HEIGHT, facing)
end

--- The up jump's drift (TRX tr2 lara/col.c Lara_Col_UpJump; tomb3, TOMB4,
--- TOMB5 lara_col_upjump; TR1 has none, `games`): while she rises faster
--- than RISING, Forward adds FORWARD_STEP to her speed up to FORWARD_MAX and
--- Back takes BACK_STEP off down to -BACK_MAX; meeting anything she is set
--- to AGAINST_WALL the way she drifts (backwards unless she drifted
--- forwards).
local UP_JUMP_DRIFT = {
  games = { false, true, true, true, true },
  RISING = -70,
  FORWARD_STEP = 1, FORWARD_MAX = 5,
  BACK_STEP = 2, BACK_MAX = 5,
  AGAINST_WALL = 2,
}

local function up_jump_drift(e, coll)
  local D = UP_JUMP_DRIFT
  if not D.games[world.game()] then return end
  if coll.hit ~= "none" then
    e.speed = e.speed > 0 and D.AGAINST_WALL or -D.AGAINST_WALL
  elseif e.fall_speed < D.RISING then
    if held(input.FORWARD) and e.speed < D.FORWARD_MAX then
      e.speed = e.speed + D.FORWARD_STEP
    elseif held(input.BACK) and e.speed > -D.BACK_MAX then
      e.speed = e.speed - D.BACK_STEP
    end
  end
end

air[S.UP_JUMP] = {
  -- TRX tr1 Lara_State_UpJump: only falling fast changes it.
  control = function(e, l)
    e.move_offset = 0
    l.want_up_jump = false
    if body.landed(e, l) then return end
    fast_fall_check(e)
  end,
  -- TRX tr1 Lara_Col_UpJump: the edge at her hands (air.test_hang_jump_up),
  -- else walls slide her off (body.slide_edge_jump), TR2+ she drifts
  -- (UP_JUMP_DRIFT), then she lands. TR3+:
  -- her hands may catch monkey bars overhead.
  collide = function(e, l)
    if monkey.catch(e, l, "monkey_grab") then return end
    local coll = up_jump_query(e, l)
    if air.test_hang_jump_up(e, l, coll) then return end
    body.slide_edge_jump(e, l, coll)
    up_jump_drift(e, coll)
    land(e, l, coll)
  end,
}

air[S.REACH] = {
  -- TRX tr1 Lara_State_Reach: she does not steer; falling fast ends it.
  control = function(e, l)
    e.move_offset = 0
    fast_fall_check(e)
  end,
  -- TRX tr1 Lara_Col_Reach: no floor above her feet counts (bad_neg 0),
  -- the edge at her hands (air.test_hang_jump), else walls slide her off,
  -- then she lands.
  collide = function(e, l)
    if monkey.catch(e, l, "monkey_reach_grab") then return end
    e.gravity = true
    local coll = body.query(e, l, body.LIMITS.reach)
    if air.test_hang_jump(e, l, coll) then return end
    body.slide_edge_jump(e, l, coll)
    land(e, l, coll)
  end,
}

air[S.FAST_FALL] = {
  -- TRX tr1 Lara_State_FastFall: the air drags her forward speed to 95%
  -- (not a skeleton whose jumps fly in this state, anims.hero).
  control = function(e, l)
    if not l.anims.jumps_fly_falling then e.speed = e.speed * C.FAST_FALL_DRAG // 100 end
  end,
  -- TRX tr1 Lara_Col_FastFall: walls slide her off; landing, she dies of
  -- a bad one or plays the hard landing. A skeleton whose jumps fly in
  -- this state (anims.hero) grabs as from the up jump and, as a jump does
  -- (Lara_Col_Jump), lands only on the way down: thrown up from the floor
  -- (a sphere of doom's blast) she rises first.
  collide = function(e, l)
    e.gravity = true
    local flies = l.anims.jumps_fly_falling
    if flies and air.test_hang_jump_up(e, l, up_jump_query(e, l)) then return end
    local coll = body.query(e, l, body.LIMITS.air)
    body.slide_edge_jump(e, l, coll)
    if coll.mid.floor > 0 or coll.mid.floor == C.WALL then return end
    if flies and e.fall_speed <= 0 then return end
    if body.landed_bad(e) then
      die_landing(e, l)
    else
      body.anim(e, l, "freefall_land")
      e.goal_state = S.STOP
    end
    e.y = e.y + coll.mid.floor
    e.gravity, e.fall_speed = false, 0
    l.landed = world.tick()
  end,
}

-- TRX tr1 Lara_State_SwanDive: falling fast she tucks into the fast dive.
air[S.SWAN_DIVE] = {
  control = function(e, l)
    e.move_offset = 0
    if e.fall_speed > C.FAST_FALL_SPEED and e.goal_state ~= S.DIVE and e:has_change(S.FAST_DIVE) then
      e.goal_state = S.FAST_DIVE
    end
  end,
  -- TRX tr1 Lara_Col_SwanDive: walls deflect her; she lands unhurt
  -- whatever her speed.
  collide = function(e, l)
    local coll = body.query(e, l, body.LIMITS.air)
    body.deflect_edge_jump(e, l, coll)
    if e.fall_speed > 0 and coll.mid.floor <= 0 and coll.mid.floor ~= C.WALL then
      e.goal_state = body.landing_state(e, l, S.STOP)
      e.gravity, e.fall_speed = false, 0
      e.y = e.y + coll.mid.floor
      l.landed = world.tick()
    end
  end,
}

-- TRX tr1 Lara_State_FastDive: the air drags her forward speed to 95%;
-- TR2+ Roll twists her (TRX tr2 Lara_State_FastDive, C.TWISTS).
air[S.FAST_DIVE] = {
  control = function(e, l)
    e.move_offset = 0
    if held(input.ROLL) and e.goal_state == S.FAST_DIVE and C.TWISTS[world.game()] then
      e.goal_state = S.TWIST
    end
    e.speed = e.speed * C.FAST_FALL_DRAG // 100
  end,
  -- TRX tr1 Lara_Col_FastDive: landing faster than FAST_DIVE_FATAL kills
  -- her outright (no fall damage is counted), slower she lands unhurt.
  collide = function(e, l)
    local coll = body.query(e, l, body.LIMITS.air)
    body.deflect_edge_jump(e, l, coll)
    if e.fall_speed > 0 and coll.mid.floor <= 0 and coll.mid.floor ~= C.WALL then
      if e.fall_speed > C.FAST_DIVE_FATAL then
        e.health = -1
        die_landing(e, l)
      else
        e.goal_state = body.landing_state(e, l, S.STOP)
      end
      e.gravity, e.fall_speed = false, 0
      e.y = e.y + coll.mid.floor
      l.landed = world.tick()
    end
  end,
}

local function slide(jump_state)
  return {
    control = function(e, l)
      if held(input.JUMP) and e:has_change(jump_state) then e.goal_state = jump_state end
    end,
    collide = function(e, l)
      local coll = body.collide(e, l, body.LIMITS.slide)
      if coll.mid.floor > C.SLIDE_LEAVE_DROP then body.fall(e, l) return end
      -- TRX tr1 Lara_SlideSlope: the slide goes on (or turns) on a steep
      -- floor; either way she follows the floor; off the slope she stands.
      local sliding = body.test_slide(e, l, coll)
      body.follow_floor(e, coll)
      if sliding then return end
      e.move_offset = 0
      e.goal_state = S.STOP
      if not e:has_change(S.STOP) then body.anim(e, l, "stop") end
    end,
  }
end
air[S.SLIDE] = slide(S.FORWARD_JUMP)
air[S.SLIDE_BACK] = slide(S.BACK_JUMP)

return air
