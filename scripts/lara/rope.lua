-- Lara on a hanging rope (TR4/TR5's ROPE, objects/common/rope.lua): she
-- catches it with Action from a reach or an up jump, hangs (111), climbs
-- up (112) and slides down (113) along it, turns round it (90/91), swings
-- (114/115) and jumps off the swing (a reach, flying the way she swung) or
-- lets go (a fall). The rope is TOMB4's chain of points (lib/rope_chain.lua)
-- and she is the pendulum on it: each tick the rope moves (its control
-- hook), then she is put on the link she holds, turned along the rope
-- (AlignLaraToRope), and the swing's animation frame follows her pitch
-- (UpdateRopeSwing). Sprint pushes the pendulum the way she swings.
-- Facts from TOMB4 rope.cpp (RopeCollision, AlignLaraToRope), init.cpp
-- (InitialiseRope) and lara.cpp (lara_col_rope, lara_as_ropel/r,
-- lara_col_ropefwd, lara_as_climbrope, lara_as_climbroped, JumpOffRope,
-- UpdateRopeSwing, FallFromRope, ApplyVelocityToRope); our code.
local S = require("lara.states")
local body = require("lara.body")
local fixed = require("lib.fixed")
local chain = require("lib.rope_chain")

require("lara.anims").add({
  [4] = {
    rope_from_up_jump = 371,  -- ANIM_UPJUMP2ROPE: an up jump catches it
    rope_swing_to_hang = 373, -- ANIM_SWING2HANG: the swing dies down
    rope_idle = 374,          -- hanging still (state 111)
    rope_climb = 376,         -- one pull up, looped (state 112)
    rope_from_reach = 379,    -- a reach catches it mid-swing (runs into 394)
    rope_slide = 384,         -- ANIM_ROPESLIDEL: sliding down, looped (state 113)
    rope_kick = 387,          -- ANIM_ROPEKICK: the kick that starts a swing
    rope_swing = 394,         -- ANIM_SWINGFWD: the swing, its frame set by her pitch
    rope_jump_back = 386,     -- jumping off the swing's back part (frames 0-21)
    rope_jump_front = 406,    -- ... its front part (frames 43-)
    rope_jump_mid = 407,      -- ... the middle (frames 22-42)
  },
})

local rope = {}

--- The figures (TOMB4 unless said).
rope.C = {
  TOP = 4,                -- lara_col_rope: she climbs while below link 4
  BOTTOM = 21,            -- ... and slides while above link 21
  CLIMB_LINKS = 2,        -- lara_as_climbrope: two links a pull
  TURN = 256,             -- lara_as_ropel/r: her turn round it a tick
  REACH_RADIUS = 128,     -- RopeCollision: a reach catches within 128 (+64)
  UP_JUMP_RADIUS = 320,   -- ... an up jump within 320 (+64)
  GRAB_BELOW_TOP = 512,   -- ... at 512 below the top of her bounds
  CATCH_PUSH_SHIFT = 4,   -- ... pushing the rope by her speed × 16
  QUARTER_OFF = 16380,    -- AlignLaraToRope: her turn round it, less this
  HAND_ABOVE = 192,       -- ... the rope's direction taken over 192 above her
  HANG_BACK = -112,       -- ... she hangs 112 behind the rope
  MAX_SWING = 9000,       -- UpdateRopeSwing: the widest swing counted
  REVERSE = 100,          -- ... a swing turns back when her pitch moves 100 against it
  SWING_TO_HANG = 6750,   -- lara_col_ropefwd: a swing smaller than this ends
  PUMP = 192,             -- ... Sprint pushes up to 192 at the middle, less out to 9000
  PUMP_SHIFT = 5,         -- ... scaled down by 32
  PUMP_LINKS_ABOVE = 2,   -- ... (on the link two above hers)
  BACK_TURN = 32760,      -- ... backwards: her heading turned by this
  KICK_FRAME = 15,        -- ... the kick pushes at its frame 15
  KICK_PUSH = 128,        -- ... by 128 along her heading
  FRAME_SHIFT = 8,        -- the swing's frames kept ×256
  SWING_MID = 32,         -- anim 394: frame 32 hangs straight
  CATCH_TARGET = 60,      -- RopeCollision: from a reach the swing heads for frame 60
  FRONT_BASE = 47,        -- UpdateRopeSwing: a forward swing's frame 47 + 15 × max / 18000
  BACK_BASE = 17,         -- ... a backward one's 17 − 15 × max / 18000
  FRAME_SPAN = 15,
  FRAME_RATE_MAX = 512,   -- ... the frame rate grows up to 512
  LEGS_RATE = 31,         -- ... by 31 × max / 9000 + 1 a tick with her legs swinging, else 7
  ARMS_RATE = 7,
  JUMP_BACK_END = 21,     -- JumpOffRope: frames 0–21 of the swing jump off backwards
  JUMP_MID_END = 42,      -- ... 22–42 from the middle
  JUMP_FALL = -112,       -- ... swung forward she leaves rising 112
  JUMP_SPEED_DIV = 128,   -- ... at her pitch / 128 ahead
  JUMP_BACK_FALL = -20,   -- ... swung back, straight off rising 20
  FALL_DROP = 320,        -- FallFromRope: she drops 320 as she lets go
  LINK = 128,             -- lib/rope_chain's link length
  COILED_OCB = -1,        -- TOMB5 CreateRope: this OCB starts the rope coiled ...
  COILED_IN = { [5] = true }, -- ... in TR5 (TOMB4 has no coiled rope)
}
local R = rope.C

--- `v >> n` on a signed integer.
local shr = fixed.shr

--- The rope's chain, made once: it hangs from the ceiling above the entity
--- (InitialiseRope; in TR5 OCB −1 throws it down coiled), and the entity
--- is moved up to it so that Lara anywhere along the rope is near it
--- (collision hooks run for bodies within 4096).
---@param r Entity the rope
---@return table
function rope.setup(r)
  local st = r.state
  if not st.chain then
    local c = world.ceiling(r.room, r.x, r.y, r.z)
    local top = (c and c > -32000) and c or r.y - R.LINK * chain.C.COUNT
    st.chain = chain.new(r.x, top, r.z, R.COILED_IN[world.game()] == true and r.ocb == R.COILED_OCB)
    r.y = top
  end
  return st.chain
end

--- Lara's pendulum, made at her first rope and kept.
local function pendulum(l)
  if not l.rope_pendulum then l.rope_pendulum = chain.pendulum() end
  return l.rope_pendulum
end

--- A tick of rope `r` (its control hook, while it is active): the chain
--- moves, with Lara's pendulum on it when she holds it.
---@param r Entity
function rope.step(r)
  local ch = rope.setup(r)
  local lara = world.lara()
  local l = lara and lara.state
  if not l then return end
  local mine = l.rope == r
  chain.step(ch, pendulum(l), mine and l.rope_hold.segment + 1 or nil, l.rope and not mine)
end

local function vmul(x, y, z, s) return shr(s * x, 14), shr(s * y, 14), shr(s * z, 14) end
local function dot(ax, ay, az, bx, by, bz) return shr(ax * bx + ay * by + az * bz, 14) end
local function cross(ax, ay, az, bx, by, bz)
  return shr(ay * bz - az * by, 14), shr(az * bx - ax * bz, 14), shr(ax * by - ay * bx, 14)
end
--- A direction in whole units scaled to 1 << 14 (Normalise then >> 2).
local function unit(x, y, z)
  x, y, z = chain.normalise(x << 16, y << 16, z << 16)
  return shr(x, 2), shr(y, 2), shr(z, 2)
end
local function signed(a) return fixed.angle16(a) end

--- Puts her on the link she holds, turned along the rope and round it by
--- her turn (TOMB4 AlignLaraToRope): the rope's direction at her hands
--- (over 192 above her root), her facing turned about it, and her
--- pitch, heading and roll read from that frame; 112 behind the rope.
local function align(e, l)
  local h = l.rope_hold
  local ch = l.rope.state.chain
  -- Her root's height in her pose, unturned (TOMB4: the best frame's y offset).
  local pitch0, roll0 = e.pitch, e.roll
  e.pitch, e.roll = 0, 0
  local _, root_y = e:mesh_point(0, 0, 0, 0)
  e.pitch, e.roll = pitch0, roll0
  local at = (h.segment - 1) * R.LINK + (root_y - e.y)
  local x, y, z = chain.point(ch, at)
  local x1, y1, z1 = chain.point(ch, at - R.HAND_ABOVE)
  local ux, uy, uz = unit(x - x1, y - y1, z - z1)
  local turn = signed(h.y - R.QUARTER_OFF)
  -- The level direction across the rope, turned about it by `turn`.
  local px, py, pz = vmul(ux, uy, uz, dot(4096, 0, 0, ux, uy, uz))
  local vx, vy, vz = 4096 - px, -py, -pz
  local c, s = fixed.cos(turn), fixed.sin(turn)
  local ax, ay, az = vmul(vx, vy, vz, c)
  local nx, ny, nz = vmul(ux, uy, uz, dot(ux, uy, uz, vx, vy, vz))
  nx, ny, nz = vmul(nx, ny, nz, 4096 - c)
  local bx, by, bz = cross(ux, uy, uz, vx, vy, vz)
  bx, by, bz = vmul(bx, by, bz, s)
  vx, vy, vz = unit(nx + ax + bx, ny + ay + by, nz + az + bz)
  local mx, my, mz = cross(ux, uy, uz, vx, vy, vz)
  mx, my, mz = unit(mx, my, mz)
  -- The frame's columns: (m, u, v); its angles (phd_GetMatrixAngles).
  local pitch = -signed(fixed.atan(fixed.sqrt(vz * vz + vx * vx), vy))
  local yaw = signed(fixed.atan(vz, vx))
  local sy, cy = fixed.sin(yaw), fixed.cos(yaw)
  local roll = signed(fixed.atan(mx * cy - mz * sy, uz * sy - ux * cy))
  local m = ch.mesh[h.segment]
  local px0 = ch.x + shr(m.x, 16)
  local py0 = ch.y + shr(m.y, 16) + h.offset
  local pz0 = ch.z + shr(m.z, 16)
  -- 112 behind: along her turned facing (the float matrix's third column).
  local cp = fixed.cos(pitch)
  e.x = px0 + fixed.div(R.HANG_BACK * fixed.sin(yaw) * cp, 1 << 28)
  e.y = py0 + fixed.div(R.HANG_BACK * -fixed.sin(pitch), 1 << 14)
  e.z = pz0 + fixed.div(R.HANG_BACK * fixed.cos(yaw) * cp, 1 << 28)
  e.pitch, e.yaw, e.roll = pitch % 65536, yaw % 65536, roll % 65536
  e.speed, e.fall_speed, e.gravity = 0, 0, false
end

--- Leaves the rope: hands free, the rope's pendulum left to it.
local function leave(e, l)
  e.pitch = 0
  e.gravity = true
  l.rope = false
end

--- Lets go (TOMB4 FallFromRope): a fall at half the pendulum's sideways
--- speed, 320 lower.
local function fall_off(e, l)
  local p = pendulum(l)
  local speed = math.abs(shr(p.vx, 16)) + math.abs(shr(p.vz, 16))
  body.anim(e, l, "fall_start")
  e.goal_state = S.FORWARD_JUMP
  e.y = e.y + R.FALL_DROP
  leave(e, l)
  e.speed, e.fall_speed = speed >> 1, 0
end

--- Jumps off the swing (TOMB4 JumpOffRope): pitched forward she flies out
--- ahead rising, pitched back she drops straight off.
local function jump_off(e, l)
  local pitch = signed(e.pitch)
  local frame = e.anim == l.anims.rope_swing and e.frame or R.SWING_MID
  if pitch >= 0 then
    e.fall_speed, e.speed = R.JUMP_FALL, fixed.div(pitch, R.JUMP_SPEED_DIV)
  else
    e.fall_speed, e.speed = R.JUMP_BACK_FALL, 0
  end
  local role = frame <= R.JUMP_BACK_END and "rope_jump_back"
      or frame <= R.JUMP_MID_END and "rope_jump_mid" or "rope_jump_front"
  if not body.anim(e, l, role) then body.anim(e, l, "reach") end
  e.goal_state = S.REACH
  e.move_offset = 0
  leave(e, l)
end

--- Catches rope `r` when she reaches or up-jumps for it with Action,
--- falling, the point 512 below the top of her bounds near one of its
--- links (TOMB4 RopeCollision; the rope's collision hook calls this). True
--- when she caught it.
---@param e Entity Lara
---@param r Entity the rope
---@return boolean
function rope.try_grab(e, r)
  local l = e.state
  if l.rope or not r.active or not body.held(input.ACTION) then return false end
  local st_now = e.anim_state
  if st_now ~= S.REACH and st_now ~= S.UP_JUMP then return false end
  if not e.gravity or e.fall_speed <= 0 then return false end
  local ch = rope.setup(r)
  local _, _, top, _, _, front = e:bounds()
  local x, y = e.x, e.y + top + R.GRAB_BELOW_TOP
  local z = e.z + shr(front * fixed.cos(e.yaw), 14)
  local from_reach = st_now == S.REACH
  local link = chain.link_near(ch, x, y, z, from_reach and R.REACH_RADIUS or R.UP_JUMP_RADIUS)
  if not link then return false end
  if not body.anim(e, l, from_reach and "rope_from_reach" or "rope_from_up_jump") then return false end
  -- A reach's catch plays under the swing's state from its first frame.
  if from_reach then e.anim_state = S.ROPE_SWING end
  e.goal_state = from_reach and S.ROPE_SWING or S.ROPE_IDLE
  l.rope = r
  l.turn = 0
  l.rope_hold = {
    segment = link, y = e.yaw, offset = 0, down_vel = 0, flag = false,
    frame = R.SWING_MID << R.FRAME_SHIFT, dframe = R.CATCH_TARGET << R.FRAME_SHIFT,
    frame_rate = 0, direction = 0, last_x = 0, max_fwd = 0, max_back = 0, legs = false,
  }
  local speed = e.speed
  e.move_offset = 0
  align(e, l)
  local p = pendulum(l)
  p.vx, p.vy, p.vz = 0, 0, 0
  chain.push_along(p, e.yaw, (speed << R.CATCH_PUSH_SHIFT) & 0xFFFF)
  return true
end

--- True while she holds a rope.
function rope.holding(e) return e.state.rope and true or false end

--- The swing's frames follow her pitch (TOMB4 UpdateRopeSwing): each time
--- the swing turns back the frame to head for is set from how wide it went
--- (and the rate the frames move at), the widest swing each way kept.
local function update_swing(e, l)
  local h = l.rope_hold
  local x = signed(e.pitch)
  h.max_fwd = math.min(h.max_fwd, R.MAX_SWING)
  h.max_back = math.min(h.max_back, R.MAX_SWING)
  local fs = R.FRAME_SHIFT
  if h.direction ~= 0 then
    if x > 0 and x - h.last_x < -R.REVERSE then
      h.direction, h.max_back = 0, 0
      local target = (fixed.div(R.FRAME_SPAN * h.max_fwd, 2 * R.MAX_SWING) + R.FRONT_BASE) << fs
      h.legs = target > h.dframe
      if h.legs then h.dframe = target end
    elseif h.last_x < 0 and h.frame == h.dframe then
      h.legs = false
      h.dframe = (fixed.div(R.FRAME_SPAN * h.max_back, 2 * R.MAX_SWING) + R.FRONT_BASE) << fs
      h.frame_rate = fixed.div(R.FRAME_SPAN * h.max_back, R.MAX_SWING) + 1
    elseif h.frame_rate < R.FRAME_RATE_MAX then
      h.frame_rate = h.frame_rate + fixed.div((h.legs and R.LEGS_RATE or R.ARMS_RATE) * h.max_back, R.MAX_SWING) + 1
    end
  elseif x < 0 and x - h.last_x > R.REVERSE then
    h.direction, h.max_fwd = 1, 0
    local target = (R.BACK_BASE - fixed.div(R.FRAME_SPAN * h.max_back, 2 * R.MAX_SWING)) << fs
    h.legs = target < h.dframe
    if h.legs then h.dframe = target end
  elseif h.last_x > 0 and h.frame == h.dframe then
    h.legs = false
    h.dframe = (R.BACK_BASE - fixed.div(R.FRAME_SPAN * h.max_fwd, 2 * R.MAX_SWING)) << fs
    h.frame_rate = fixed.div(R.FRAME_SPAN * h.max_fwd, R.MAX_SWING) + 1
  elseif h.frame_rate < R.FRAME_RATE_MAX then
    h.frame_rate = h.frame_rate + fixed.div((h.legs and R.LEGS_RATE or R.ARMS_RATE) * h.max_fwd, R.MAX_SWING) + 1
  end
  h.frame_rate = h.frame_rate & 0xFFFF
  h.last_x = x
  if h.direction ~= 0 then
    if x > h.max_fwd then h.max_fwd = x end
  elseif x < -h.max_back then
    h.max_back = math.abs(x)
  end
end

-- The handlers. `collide` puts her on the rope first (TOMB4 aligns her as
-- her animation moves her, before the state's collision routine).
local function gone(e, l)
  if l.rope and l.rope:exists() then return false end
  leave(e, l)
  body.anim(e, l, "fall_start")
  e.goal_state = S.FORWARD_JUMP
  return true
end

local function on_rope(e, l)
  if l.rope then align(e, l) end
end

--- TOMB4 lara_col_ropefwd: the swing.
local function swing_collide(e, l)
  on_rope(e, l)
  if not l.rope then return end
  local h = l.rope_hold
  update_swing(e, l)
  if e.anim == l.anims.rope_swing then
    if body.held(input.SPRINT) then
      local last = math.abs(h.last_x)
      local vel = last < R.MAX_SWING and fixed.div(R.PUMP * (R.MAX_SWING - last), R.MAX_SWING) or 0
      local heading = e.yaw + (h.direction == 0 and R.BACK_TURN or 0)
      chain.push_along(pendulum(l), heading & 0xFFFF, (vel >> R.PUMP_SHIFT) & 0xFFFF)
    end
    if h.frame < h.dframe then
      h.frame = math.min(h.frame + h.frame_rate, h.dframe)
    elseif h.frame > h.dframe then
      h.frame = math.max(h.frame - h.frame_rate, h.dframe)
    end
    e:set_anim(l.anims.rope_swing, h.frame >> R.FRAME_SHIFT)
    if not body.held(input.SPRINT) and h.frame >> R.FRAME_SHIFT == R.SWING_MID
        and h.max_back < R.SWING_TO_HANG and h.max_fwd < R.SWING_TO_HANG then
      body.anim(e, l, "rope_swing_to_hang")
      e.goal_state = S.ROPE_IDLE
    end
    if body.held(input.JUMP) then jump_off(e, l) end
  elseif e.anim == l.anims.rope_kick and e.frame == R.KICK_FRAME then
    chain.push_along(pendulum(l), e.yaw, R.KICK_PUSH)
  end
end

--- TOMB4 lara_as_rope: Action held, else she lets go.
local function hold_control(e, l)
  l.turn = 0
  e.move_offset = 0
  if gone(e, l) then return end
  if not body.held(input.ACTION) then fall_off(e, l) end
end

rope[S.ROPE_IDLE] = {
  control = hold_control,
  -- TOMB4 lara_col_rope.
  collide = function(e, l)
    if not l.rope then return end
    on_rope(e, l)
    local h = l.rope_hold
    if not body.held(input.ACTION) then fall_off(e, l) return end
    update_swing(e, l)
    if body.held(input.SPRINT) then
      h.dframe = R.SWING_MID << R.FRAME_SHIFT
      h.frame = h.dframe
      e.goal_state = S.ROPE_SWING
    elseif body.held(input.FORWARD) and h.segment > R.TOP then
      e.goal_state = S.ROPE_UP
    elseif body.held(input.BACK) and h.segment < R.BOTTOM then
      e.goal_state = S.ROPE_DOWN
      h.flag = false
    elseif body.held(input.LEFT) then
      e.goal_state = S.ROPE_LEFT
    elseif body.held(input.RIGHT) then
      e.goal_state = S.ROPE_RIGHT
    end
  end,
}

--- TOMB4 lara_as_ropel/r: turning round the rope while the key is held.
local function turn(key, dir)
  return {
    control = function(e, l)
      l.turn = 0
      if gone(e, l) then return end
      if not body.held(input.ACTION) then fall_off(e, l) return end
      if body.held(key) then
        l.rope_hold.y = (l.rope_hold.y + dir * R.TURN) & 0xFFFF
      else
        e.goal_state = S.ROPE_IDLE
      end
    end,
    collide = on_rope,
  }
end
rope[S.ROPE_LEFT] = turn(input.LEFT, 1)
rope[S.ROPE_RIGHT] = turn(input.RIGHT, -1)

--- TOMB4 lara_as_climbrope: each time the pull ends she is two links up.
rope[S.ROPE_UP] = {
  control = function(e, l)
    l.turn = 0
    if gone(e, l) then return end
    if body.held(input.ROLL) then fall_off(e, l) return end
    local h = l.rope_hold
    local frames = world.anim_info(e.type, e.anim) or 1
    if e.frame >= frames - 1 then
      e:set_anim(e.anim, 0)
      h.segment = h.segment - R.CLIMB_LINKS
    end
    if not body.held(input.FORWARD) or h.segment <= R.TOP then e.goal_state = S.ROPE_IDLE end
  end,
  collide = on_rope,
}

--- TOMB4 lara_as_climbroped: she slides half a link down at once, then a
--- whole link each time the slide loops.
rope[S.ROPE_DOWN] = {
  control = function(e, l)
    l.turn = 0
    if gone(e, l) then return end
    if not body.held(input.ACTION) then fall_off(e, l) return end
    local h = l.rope_hold
    if not h.flag then
      local ch = l.rope.state.chain
      h.down_vel = ((ch.mesh[h.segment + 1].y - ch.mesh[h.segment].y) & 0xFFFFFFFF) >> 17
      h.offset = h.down_vel
      h.flag = true
      return
    end
    local frames = world.anim_info(e.type, e.anim) or 1
    if e.anim == l.anims.rope_slide and e.frame >= frames - 1 then
      e:set_anim(e.anim, 0)
      h.flag = false
      h.segment = h.segment + 1
      h.offset = 0
    end
    if not body.held(input.BACK) or h.segment >= R.BOTTOM then e.goal_state = S.ROPE_IDLE end
  end,
  collide = on_rope,
}

rope[S.ROPE_SWING] = { control = hold_control, collide = swing_collide }
rope[S.ROPE_BACK] = rope[S.ROPE_SWING]

return rope
