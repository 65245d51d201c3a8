-- Lara on a hanging rope (TR4/TR5's ROPE, objects/common/rope.lua): she
-- catches it with Action from a reach or an up jump, hangs (111), climbs
-- up (112) and slides down (113) along it, turns round it (90/91), swings
-- (114/115) and jumps off the swing (a reach, flying the way she swung) or
-- lets go (a fall). The rope is a pendulum kept on the rope entity's state
-- (`e.state.theta`, `omega`, `yaw`: its angle from the vertical in the
-- plane of her heading, in TR units, fixed point): gravity pulls it back,
-- Sprint held pushes it the way it is going, harder near the bottom (TR4's
-- swing key), and it slows down otherwise. Her place each tick is on the
-- rope, `l.rope_d` below the anchor, with her hands on it.
-- Facts from TOMB4 rope.cpp (RopeCollision, RopeNodeCollision), init.cpp
-- (CreateRope, InitialiseRope) and lara.cpp (lara_col_rope, lara_as_ropel/r,
-- lara_col_ropefwd, lara_as_climbrope, lara_as_climbroped, JumpOffRope,
-- UpdateRopeSwing, FallFromRope).
local S = require("lara.states")
local body = require("lara.body")
local fixed = require("lib.fixed")

require("lara.anims").add({
  [4] = {
    rope_from_up_jump = 371,  -- ANIM_UPJUMP2ROPE: an up jump catches it
    rope_swing_to_hang = 373, -- ANIM_SWING2HANG: the swing dies down
    rope_idle = 374,          -- hanging still (state 111)
    rope_climb = 376,         -- one pull up, looped (state 112)
    rope_from_reach = 379,    -- a reach catches it mid-swing (state 111 -> 394)
    rope_slide = 384,         -- sliding down, one frame looped (state 113)
    rope_swing = 394,         -- ANIM_SWINGFWD: the swing, its frame set by the angle
    rope_jump_back = 386,     -- jumping off the swing's back part (frames 0-21)
    rope_jump_front = 406,    -- ... its front part (frames 43-)
    rope_jump_mid = 407,      -- ... the middle (frames 22-42)
  },
})

local rope = {}

--- The rope's figures (TOMB4 unless said).
rope.C = {
  SEGMENT = 128,          -- CreateRope: segments of 128 units
  SEGMENTS = 24,          -- ... 24 of them: a rope 3072 long
  GRAB_SEGMENTS = 22,     -- RopeNodeCollision tries segments 0-21
  TOP = 4 * 128,          -- lara_col_rope: she climbs while below segment 4
  BOTTOM = 21 * 128,      -- ... and slides while above segment 21
  CLIMB_STEP = 2 * 128,   -- lara_as_climbrope: two segments a pull (anim 376's loop)
  SLIDE_SPEED = 64,       -- lara_as_climbroped: half a segment a tick
  TURN = 256,             -- lara_as_ropel/r: yaw a tick turning round it
  REACH_RADIUS = 128,     -- RopeCollision: a reach catches within 128 (+64)
  UP_JUMP_RADIUS = 320,   -- ... an up jump within 320 (+64)
  GRAB_MARGIN = 64,
  GRAB_BELOW_TOP = 512,   -- ... at 512 below the top of her bounds
  MAX_SWING = 9000,       -- UpdateRopeSwing: the swing's angle is kept within 9000
  SWING_TO_HANG = 6750,   -- lara_col_ropefwd: a swing smaller than this ends
  JUMP_FALL = -112,       -- JumpOffRope: swung forward she leaves rising 112 ...
  JUMP_SPEED_DIV = 128,   -- ... at the angle / 128 ahead
  JUMP_BACK_FALL = -20,   -- ... swung back, straight off rising 20
  FALL_DROP = 320,        -- FallFromRope: she drops 320 as she lets go
  -- Ours: the pendulum (TR4 runs a mass-spring rope model instead).
  GRAVITY = 6,            -- units per tick per tick pulling it back (her fall's gravity)
  FIXED = 256,            -- theta and omega are kept in 1/256 TR angle units
  PUMP = 5,               -- angle units per tick per tick Sprint adds at the bottom
  DAMP = 64,              -- unpushed, 1/64 of the angular speed is lost a tick
  REST_DAMP = 16,         -- a rope no one holds settles faster
  SWING_FRAMES = 64,      -- anim 394: frame 32 hangs straight, 22 frames each way at MAX_SWING
  SWING_MID = 32,
  SWING_SPAN = 22,
}
local R = rope.C

-- TR units per radian times the fixed-point scale: gravity's pull on the angle.
local PULL = R.GRAVITY * fixed.RADIAN * R.FIXED

--- a / b rounded toward zero (integers).
local function quot(a, b)
  local q = a // b
  if q < 0 and q * b ~= a then q = q + 1 end
  return q
end

local function sign(v) return v < 0 and -1 or 1 end

--- The rope's anchor and pendulum, set up once: the anchor is the ceiling
--- above the entity (InitialiseRope), and the entity is moved up to it so
--- that Lara anywhere along the rope is near it (collision hooks run for
--- bodies within 4096 of her).
---@param r Entity the rope
---@return table
function rope.setup(r)
  local st = r.state
  if not st.anchor_y then
    local c = world.ceiling(r.room, r.x, r.y, r.z)
    st.anchor_y = (c and c > -32000) and c or r.y - R.SEGMENT * R.SEGMENTS
    r.y = st.anchor_y
    st.length = R.SEGMENT * R.SEGMENTS
    st.theta, st.omega, st.yaw = 0, 0, r.yaw
    st.max_fwd, st.max_back, st.last = 0, 0, 0
  end
  return st
end

--- The point `d` down the rope: x, y, z.
function rope.point(r, d)
  local st = rope.setup(r)
  local th = st.theta // R.FIXED
  local h = fixed.scale_sin(d, th)
  local v = fixed.scale_cos(d, th)
  local dx, dz = fixed.step(st.yaw, h)
  return r.x + dx, st.anchor_y + v, r.z + dz
end

--- One tick of the pendulum with a body `d` down it; `pump`: Sprint held.
---@param st table the rope's state
---@param d integer
---@param pump boolean
function rope.swing(st, d, pump, damp)
  local th = st.theta // R.FIXED
  local pull = quot(PULL * fixed.sin(th) // fixed.ONE, math.max(d, R.SEGMENT))
  st.omega = st.omega - pull
  if pump then
    local dir = st.omega ~= 0 and sign(st.omega) or 1
    local push = R.PUMP * R.FIXED * (R.MAX_SWING - math.min(math.abs(th), R.MAX_SWING)) // R.MAX_SWING
    st.omega = st.omega + dir * push
  else
    st.omega = st.omega - quot(st.omega, damp or R.DAMP)
  end
  st.theta = st.theta + st.omega
  local limit = R.MAX_SWING * R.FIXED
  if math.abs(st.theta) > limit then
    st.theta = sign(st.theta) * limit
    st.omega = 0
  end
  -- The widest it went each way since it last crossed the middle.
  local now = st.theta // R.FIXED
  if (now >= 0) ~= (st.last >= 0) then
    if now >= 0 then st.max_fwd = 0 else st.max_back = 0 end
  end
  if now > st.max_fwd then st.max_fwd = now end
  if -now > st.max_back then st.max_back = -now end
  st.crossed = (now >= 0) ~= (st.last >= 0)
  st.last = now
end

--- Puts her on the rope: hands at the point `l.rope_d` down it, facing
--- the swing's plane, tilted with it.
local function place(e, l)
  local r = l.rope
  local st = rope.setup(r)
  local x, y, z = rope.point(r, l.rope_d)
  e.x, e.z = x, z
  e.y = y + l.rope_hands
  e.yaw = st.yaw
  e.pitch = st.theta // R.FIXED
  e.speed, e.fall_speed, e.gravity = 0, 0, false
end

--- Leaves the rope: flat again, the rope left to settle.
local function leave(e, l)
  e.pitch = 0
  e.gravity = true
  l.rope = false
end

--- Lets go (Action released): a fall at half the swing's speed, 320 lower.
local function fall_off(e, l)
  local st = l.rope.state
  -- The rope's speed where she holds it.
  local speed = math.abs(st.omega) * l.rope_d // (R.FIXED * fixed.RADIAN)
  body.anim(e, l, "fall_start")
  e.goal_state = S.FORWARD_JUMP
  e.y = e.y + R.FALL_DROP
  e.move_offset = st.omega >= 0 and 0 or 32768
  leave(e, l)
  e.speed, e.fall_speed = speed // 2, 0
end

--- Jumps off the swing: forward of the middle she flies out ahead rising,
--- behind it she drops straight off.
local function jump_off(e, l)
  local st = l.rope.state
  local th = st.theta // R.FIXED
  local frame = e.anim == l.anims.rope_swing and e.frame or R.SWING_MID
  local role = frame <= 21 and "rope_jump_back" or frame <= 42 and "rope_jump_mid" or "rope_jump_front"
  if not body.anim(e, l, role) then body.anim(e, l, "reach") end
  e.goal_state = S.REACH
  e.move_offset = 0
  leave(e, l)
  if th >= 0 then
    e.fall_speed, e.speed = R.JUMP_FALL, th // R.JUMP_SPEED_DIV
  else
    e.fall_speed, e.speed = R.JUMP_BACK_FALL, 0
  end
end

--- Catches rope `r` when she reaches or up-jumps for it with Action, falling,
--- her hands within reach of it (the rope's collision hook calls this). True
--- when she caught it.
---@param e Entity Lara
---@param r Entity the rope
---@return boolean
function rope.try_grab(e, r)
  local l = e.state
  if l.rope or not r.active or not body.held(input.ACTION) then return false end
  local st_now = e.anim_state
  if st_now ~= S.REACH and st_now ~= S.UP_JUMP then return false end
  if not e.gravity or e.fall_speed <= 0 or e.health <= 0 then return false end
  local st = rope.setup(r)
  local _, _, top, _, _, front = e:bounds()
  local fx, fz = fixed.step(e.yaw, front)
  local hx, hy, hz = e.x + fx, e.y + top + R.GRAB_BELOW_TOP, e.z + fz
  -- How far down the rope that height is, and the rope's point there.
  local cos_th = fixed.cos(st.theta // R.FIXED)
  if cos_th <= 0 then return false end
  local d = (hy - st.anchor_y) * fixed.ONE // cos_th
  local segment = d // R.SEGMENT
  if segment < 0 or segment >= R.GRAB_SEGMENTS then return false end
  local mid = segment * R.SEGMENT + R.SEGMENT // 2
  local rx, ry, rz = rope.point(r, mid)
  local rad = (st_now == S.REACH and R.REACH_RADIUS or R.UP_JUMP_RADIUS) + R.GRAB_MARGIN
  local dx, dy, dz = hx - rx, hy - ry, hz - rz
  if dx * dx + dy * dy + dz * dz >= rad * rad then return false end
  local from_reach = st_now == S.REACH
  if not body.anim(e, l, from_reach and "rope_from_reach" or "rope_from_up_jump") then return false end
  e.goal_state = S.ROPE_IDLE
  l.rope = r
  l.turn = 0
  l.rope_d = math.max(R.TOP, math.min(d, R.BOTTOM))
  local _, _, hands = e:bounds()
  l.rope_hands = -hands
  l.rope_frame = e.frame
  -- She swings the rope her way at her speed (ApplyVelocityToRope).
  st.yaw = e.yaw
  st.theta = 0
  st.omega = e.speed * fixed.RADIAN * R.FIXED // l.rope_d
  e.move_offset = 0
  place(e, l)
  return true
end

--- True while she holds a rope.
function rope.holding(e) return e.state.rope and true or false end

-- The handlers. Every one lets go without Action; `collide` swings the rope
-- and puts her back on it.
local function holding(e, l)
  if not l.rope or not l.rope:exists() then
    leave(e, l)
    body.anim(e, l, "fall_start")
    e.goal_state = S.FORWARD_JUMP
    return false
  end
  if e.health <= 0 or not body.held(input.ACTION) then fall_off(e, l) return false end
  return true
end

local function on_rope(e, l)
  if not l.rope then return end
  local st = l.rope.state
  local pump = e.anim_state == S.ROPE_SWING and body.held(input.SPRINT)
  rope.swing(st, l.rope_d, pump)
  -- Climbing: each time the pull loops she is two segments higher.
  if e.anim == l.anims.rope_climb and e.frame < (l.rope_frame or 0) then
    l.rope_d = math.max(R.TOP, l.rope_d - R.CLIMB_STEP)
  end
  if e.anim == l.anims.rope_slide then
    l.rope_d = math.min(R.BOTTOM, l.rope_d + R.SLIDE_SPEED)
  end
  l.rope_frame = e.frame
  place(e, l)
end

rope[S.ROPE_IDLE] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    if not holding(e, l) then return end
    if body.held(input.SPRINT) then
      e.goal_state = S.ROPE_SWING
    elseif body.held(input.FORWARD) and l.rope_d > R.TOP then
      e.goal_state = S.ROPE_UP
    elseif body.held(input.BACK) and l.rope_d < R.BOTTOM then
      e.goal_state = S.ROPE_DOWN
    elseif body.held(input.LEFT) then
      e.goal_state = S.ROPE_LEFT
    elseif body.held(input.RIGHT) then
      e.goal_state = S.ROPE_RIGHT
    else
      e.goal_state = S.ROPE_IDLE
    end
  end,
  collide = on_rope,
}

local function turn(key, dir, state)
  return {
    control = function(e, l)
      l.turn = 0
      if not holding(e, l) then return end
      if body.held(key) then
        local st = l.rope.state
        st.yaw = (st.yaw + dir * R.TURN) % 65536
        e.goal_state = state
      else
        e.goal_state = S.ROPE_IDLE
      end
    end,
    collide = on_rope,
  }
end
rope[S.ROPE_LEFT] = turn(input.LEFT, 1, S.ROPE_LEFT)
rope[S.ROPE_RIGHT] = turn(input.RIGHT, -1, S.ROPE_RIGHT)

rope[S.ROPE_UP] = {
  control = function(e, l)
    l.turn = 0
    if not holding(e, l) then return end
    local more = body.held(input.FORWARD) and l.rope_d > R.TOP
    e.goal_state = more and S.ROPE_UP or S.ROPE_IDLE
  end,
  collide = on_rope,
}

rope[S.ROPE_DOWN] = {
  control = function(e, l)
    l.turn = 0
    if not holding(e, l) then return end
    local more = body.held(input.BACK) and l.rope_d < R.BOTTOM
    e.goal_state = more and S.ROPE_DOWN or S.ROPE_IDLE
  end,
  collide = on_rope,
}

--- The swing: the animation's frame follows the rope's angle; Jump leaves
--- it; without Sprint a swing that has died down ends in the hang.
local function swing_control(e, l)
  l.turn = 0
  e.move_offset = 0
  if not holding(e, l) then return end
  if e.anim ~= l.anims.rope_swing then
    e.goal_state = S.ROPE_SWING
    return
  end
  if body.held(input.JUMP) then jump_off(e, l) return end
  local st = l.rope.state
  local small = st.max_fwd < R.SWING_TO_HANG and st.max_back < R.SWING_TO_HANG
  if not body.held(input.SPRINT) and st.crossed and small then
    body.anim(e, l, "rope_swing_to_hang")
    e.goal_state = S.ROPE_IDLE
    return
  end
  e.goal_state = S.ROPE_SWING
end

local function swing_collide(e, l)
  on_rope(e, l)
  if not l.rope or e.anim ~= l.anims.rope_swing then return end
  local th = l.rope.state.theta // R.FIXED
  local f = R.SWING_MID + quot(th * R.SWING_SPAN, R.MAX_SWING)
  f = math.max(0, math.min(R.SWING_FRAMES - 1, f))
  e:set_anim(l.anims.rope_swing, f)
  l.rope_frame = f
end

rope[S.ROPE_SWING] = { control = swing_control, collide = swing_collide }
rope[S.ROPE_BACK] = rope[S.ROPE_SWING]

--- A rope no one holds settles back to hanging straight (its control hook).
---@param r Entity
function rope.settle(r)
  local st = rope.setup(r)
  local lara = world.lara()
  if lara and lara.state.rope == r then return end
  if st.theta == 0 and st.omega == 0 then return end
  rope.swing(st, R.SEGMENTS * R.SEGMENT // 2, false, R.REST_DAMP)
  if math.abs(st.omega) < R.FIXED and math.abs(st.theta) < R.FIXED * 16 then
    st.theta, st.omega = 0, 0
  end
end

return rope
