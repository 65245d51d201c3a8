-- Lara in the air: the take-off (compress), standing and running jumps in
-- every direction, the up jump, reaching for a ledge, falling and fast
-- falling, the swan dive, and sliding down steep slopes (with the jump off
-- a slide). Jump speeds come from the take-off animations' commands.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local angles = require("lib.angles")
local monkey = require("lara.monkey")

local air = {}
local held = body.held

--- Catches the edge in front when Action is held and her hands pass its top
--- this tick: hangs from it. True when caught.
function air.catch_ledge(e, l)
  if not held(input.ACTION) or e.fall_speed < 0 then return false end
  local top, facing, hx, hz, _, clearance, left, right =
    world.ledge(e, C.RADIUS, C.RADIUS + C.GRAB_REACH)
  if not top then return false end
  local _, off = body.square(e.yaw)
  if off > C.HANG_ANGLE then return false end
  if math.abs(left - right) > C.SLOPE_DIF or clearance < 0 then return false end
  local _, _, hands = e:bounds()
  local now = e.y + hands
  local before = now - e.fall_speed
  if top < before - 1 or top > now + 1 then return false end
  body.anim(e, l, "grab_to_hang")
  e.goal_state = S.HANG
  e.gravity, e.fall_speed, e.speed = false, 0, 0
  e.yaw, e.x, e.z, e.move_offset = facing, hx, hz, 0
  local _, _, hang_hands = e:bounds()
  l.hands = hang_hands
  l.edge = top
  l.hang_x, l.hang_z = hx, hz
  e.y = top - hang_hands
  return true
end

--- The jumps' collision: bounce off ceilings, deflect off walls, land.
local function jump_collide(e, l, limits, land_state)
  local coll = body.collide(e, l, limits or body.LIMITS.air)
  if coll.mid.ceiling >= 0 and e.fall_speed < 0 then
    e.fall_speed = 1
    e.y = e.y + coll.mid.ceiling
  end
  if body.blocked(coll) then
    -- Only a jump with some forward speed glances off walls.
    if e.speed > C.JUMP_DEFLECT_SPEED and body.deflect(e, coll) then e.speed = 0 end
  end
  if air.catch_ledge(e, l) then return end
  body.land(e, l, coll, land_state)
end

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
  local dx, dz = angles.step((e.yaw + offset) % 65536, C.CLICK)
  local floor = world.floor(e.room, e.x + dx, e.y - C.HEIGHT, e.z + dz)
  return floor ~= C.NO_HEIGHT and floor >= e.y - C.STEP_UP
end

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

air[S.FORWARD_JUMP] = {
  control = function(e, l)
    e.move_offset = 0
    if body.landed(e, l) then return end
    body.steer(l, C.TURN_JUMP)
    if fast_fall_check(e) then return end
    if held(input.ACTION) and e.gravity and e:has_change(S.REACH) then
      e.goal_state = S.REACH
    elseif (held(input.ROLL) or held(input.BACK)) and e:has_change(S.TWIST) then
      -- The twist (TR2+): her jump's loop turns her round in the air
      -- (its flipeffect 0) and she flies on backwards.
      e.goal_state = S.TWIST
    elseif held(input.WALK) and e:has_change(S.SWAN_DIVE) then
      e.goal_state = S.SWAN_DIVE
    elseif e.goal_state ~= S.RUN and e.goal_state ~= S.STOP then
      e.goal_state = S.FORWARD_JUMP
    end
  end,
  collide = function(e, l)
    jump_collide(e, l, body.LIMITS.air, held(input.FORWARD) and S.RUN or nil)
  end,
}

local function side_jump(offset, state)
  return {
    control = function(e, l)
      e.move_offset = offset
      if body.landed(e, l) then return end
      if fast_fall_check(e) then return end
      if e.goal_state ~= S.STOP and e.goal_state ~= body.landing_state(e, l) then
        e.goal_state = state
      end
    end,
    collide = function(e, l) jump_collide(e, l) end,
  }
end
air[S.BACK_JUMP] = side_jump(32768, S.BACK_JUMP)
air[S.LEFT_JUMP] = side_jump(49152, S.LEFT_JUMP)
air[S.RIGHT_JUMP] = side_jump(16384, S.RIGHT_JUMP)
air[S.FALL_BACK] = side_jump(32768, S.FALL_BACK)

air[S.UP_JUMP] = {
  control = function(e, l)
    e.move_offset = 0
    l.want_up_jump = false
    if body.landed(e, l) then return end
    if fast_fall_check(e) then return end
    -- Reaching up only once off the ground.
    if held(input.ACTION) and e.gravity and e:has_change(S.REACH) then e.goal_state = S.REACH end
  end,
  -- Straight up: floors within a step count as floor, not wall. TR3+:
  -- her hands may catch monkey bars overhead.
  collide = function(e, l)
    if monkey.catch(e, l, "monkey_grab") then return end
    jump_collide(e, l, body.LIMITS.air)
  end,
}

air[S.REACH] = {
  control = function(e, l)
    body.steer(l, C.TURN_JUMP)
    fast_fall_check(e)
  end,
  collide = function(e, l)
    if monkey.catch(e, l, "monkey_reach_grab") then return end
    jump_collide(e, l, body.LIMITS.reach)
  end,
}

air[S.FAST_FALL] = {
  control = function(e, l)
    if e.fall_speed > C.FAST_FALL_SPEED then
      e.speed = math.floor(e.speed * C.FAST_FALL_DRAG / 100)
    end
  end,
  collide = function(e, l) jump_collide(e, l) end,
}

local function dive(state)
  return {
    control = function(e, l)
      e.move_offset = 0
      if e.fall_speed > C.FAST_FALL_SPEED and state == S.SWAN_DIVE and e:has_change(S.FAST_DIVE) then
        e.goal_state = S.FAST_DIVE
      end
    end,
    collide = function(e, l) jump_collide(e, l) end,
  }
end
air[S.SWAN_DIVE] = dive(S.SWAN_DIVE)
air[S.FAST_DIVE] = dive(S.FAST_DIVE)

local function slide(jump_state)
  return {
    control = function(e, l)
      if held(input.JUMP) and e:has_change(jump_state) then e.goal_state = jump_state end
    end,
    collide = function(e, l)
      local coll = body.collide(e, l, body.LIMITS.slide)
      if coll.mid.floor > C.SLIDE_LEAVE_DROP then body.fall(e, l) return end
      if body.test_slide(e, l, coll) then return end
      -- Off the slope: back on her feet.
      body.follow_floor(e, coll)
      e.move_offset = 0
      e.goal_state = S.STOP
      if not e:has_change(S.STOP) then body.anim(e, l, "stop") end
    end,
  }
end
air[S.SLIDE] = slide(S.FORWARD_JUMP)
air[S.SLIDE_BACK] = slide(S.BACK_JUMP)

return air
