-- Lara on a vertical pole (TR4/TR5's POLEROPE, objects/common/pole.lua):
-- she takes hold of it standing with Action (326), or catches it from a
-- reach (331) or an up jump (337); hangs (99), climbs up (100) while there
-- is more than a sector above her, slides down (101) gathering speed until
-- the floor, turns round it (102/103), lets go (a drop, or standing when
-- the floor is under her) and jumps off backwards (327, a back jump).
-- On the pole her origin is on its axis (TOMB4 AlignLaraPosition with
-- PolePosR (0, dy, 0)).
-- Facts from TOMB4 objects.cpp (PoleCollision, PoleBounds, PolePos) and
-- lara.cpp (lara_col_polestat, lara_as_poleleft/right, lara_col_poleup,
-- lara_col_poledown). The pole animations of the levels we test with are
-- one-frame stand-ins with no state changes, so every move is started
-- here by its animation, and the climb moves her by script.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local fixed = require("lib.fixed")

require("lara.anims").add({
  [4] = {
    pole_from_stand = 326, -- ANIM_STAT2POLE
    pole_jump_off = 327,   -- jumping off backwards (then the back jump, 75)
    pole_idle = 328,       -- ANIM_POLESTAT
    pole_up = 329,         -- climbing (329/338 loop)
    pole_from_reach = 331, -- ANIM_REACH2POLE
    pole_left = 332,
    pole_right = 333,
    pole_down = 335,       -- sliding down, looped
    pole_from_jump = 337,  -- ANIM_JUMP2POLE
    back_jump = 75,        -- the back jump's flight (state 25)
  },
})

local pole = {}

--- The pole's figures (TOMB4 unless said).
pole.C = {
  ACROSS = 256,         -- PoleBounds: she stands within 256 to either side ...
  AHEAD = 512,          -- ... and 512 ahead or behind of it
  HEIGHT_TOLERANCE = 64, -- ... at its height (PoleBounds y 0..0; ours: a little slack)
  CATCH = 100 + C.RADIUS, -- a jump catches it within her radius and 100 (TestBoundsCollide)
  REACH_DROP = 10,      -- PolePosR.y: a reach catches it 10 lower ...
  JUMP_DROP = 66,       -- ... an up jump 66
  TOP_ROOM = 1024,      -- lara_col_poleup: she climbs while the ceiling is over a sector up
  TURN = 256,           -- lara_as_poleleft/right: yaw a tick
  SLIDE_ACCEL = 256,    -- lara_col_poledown: item_flags[2] += 256 a tick ...
  SLIDE_MAX = 16384,    -- ... up to 16384; she moves flags / 256 a tick (64 at most)
  SLIDE_SHIFT = 256,
  LET_GO_BACK = 64,     -- lara_col_polestat: letting go in the air she moves 64 back
  JUMP_FALL = -100,     -- the back jump's take-off (anim 74: jump -100, 50)
  JUMP_SPEED = 50,
  CLIMB_SPEED = 32,     -- ours (32 a tick): the test levels' climb animation is a stand-in
}
local P = pole.C

--- The pole's bottom (floor under it) and top (ceiling over it).
---@param p Entity
function pole.extent(p)
  local st = p.state
  if not st.top then
    st.bottom = p.y
    local c = world.ceiling(p.room, p.x, p.y - 1, p.z)
    st.top = (c and c > -32000) and c or p.y - 4096
  end
  return st.bottom, st.top
end

--- Takes hold: her origin on the pole's axis, facing the way she faced.
local function hold(e, l, p, role, drop)
  if not body.anim(e, l, role) then return false end
  e.goal_state = S.POLE_IDLE
  e.x, e.z = p.x, p.z
  e.y = e.y + (drop or 0)
  e.gravity, e.speed, e.fall_speed, e.move_offset = false, 0, 0, 0
  l.turn = 0
  l.pole = p
  l.pole_slide = 0
  return true
end

--- Takes hold of pole `p` when she stands before it with Action, or catches
--- it from a reach or an up jump (the pole's collision hook calls this).
---@param e Entity Lara
---@param p Entity the pole
---@return boolean
function pole.try_grab(e, p)
  local l = e.state
  if l.pole or e.health <= 0 or not body.held(input.ACTION) then return false end
  local bottom, top = pole.extent(p)
  local dx, dz = p.x - e.x, p.z - e.z
  if e.anim_state == S.STOP and not e.gravity then
    -- The pole in her frame: across and ahead.
    local sx, cz = fixed.step(e.yaw, 1024)
    local across = (dx * cz - dz * sx) // 1024
    local ahead = (dx * sx + dz * cz) // 1024
    if math.abs(across) > P.ACROSS or math.abs(ahead) > P.AHEAD then return false end
    if math.abs(e.y - bottom) > P.HEIGHT_TOLERANCE then return false end
    return hold(e, l, p, "pole_from_stand")
  end
  local st = e.anim_state
  if (st == S.REACH or st == S.UP_JUMP) and e.gravity and e.fall_speed > 0 then
    if dx * dx + dz * dz > P.CATCH * P.CATCH then return false end
    if e.y > bottom or e.y < top + P.TOP_ROOM then return false end
    if st == S.REACH then return hold(e, l, p, "pole_from_reach", P.REACH_DROP) end
    return hold(e, l, p, "pole_from_jump", P.JUMP_DROP)
  end
  return false
end

local function floor_below(e)
  local f = world.floor(e.room, e.x, e.y - C.CLICK, e.z)
  return f - e.y
end

local function release(e, l)
  l.pole = false
end

--- Back to hanging still on it.
local function idle(e, l)
  if e.anim ~= l.anims.pole_idle then body.anim(e, l, "pole_idle") end
  e.goal_state = S.POLE_IDLE
end

--- Lets go: standing when the floor is under her feet, else a drop a
--- little back from it.
local function let_go(e, l)
  release(e, l)
  if floor_below(e) <= 0 then
    body.anim(e, l, "stop")
    e.goal_state = S.STOP
    return
  end
  local bx, bz = fixed.step(e.yaw, P.LET_GO_BACK)
  e.x, e.z = e.x - bx, e.z - bz
  body.anim(e, l, "fall_start")
  e.goal_state = S.FAST_FALL
  e.gravity, e.fall_speed, e.speed = true, 0, 0
end

local function jump_off(e, l)
  release(e, l)
  if not body.anim(e, l, "back_jump") then body.anim(e, l, "fall_back") end
  e.goal_state = S.BACK_JUMP
  e.move_offset = 32768
  e.gravity, e.fall_speed, e.speed = true, P.JUMP_FALL, P.JUMP_SPEED
end

--- True while she can go on: holding, alive, on a pole that exists.
local function holding(e, l)
  if not l.pole or not l.pole:exists() or e.health <= 0 or not body.held(input.ACTION) then
    let_go(e, l)
    return false
  end
  return true
end

local function room_above(e, l)
  local _, top = pole.extent(l.pole)
  return e.y - top > P.TOP_ROOM
end

local function stay(e, l)
  if not l.pole then return end
  e.x, e.z = l.pole.x, l.pole.z
  e.gravity, e.speed, e.fall_speed = false, 0, 0
end

pole[S.POLE_IDLE] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    if not holding(e, l) then return end
    if body.held(input.JUMP) then jump_off(e, l) return end
    if body.held(input.LEFT) then
      body.anim(e, l, "pole_left")
      e.goal_state = S.POLE_LEFT
    elseif body.held(input.RIGHT) then
      body.anim(e, l, "pole_right")
      e.goal_state = S.POLE_RIGHT
    elseif body.held(input.FORWARD) and room_above(e, l) then
      body.anim(e, l, "pole_up")
      e.goal_state = S.POLE_UP
    elseif body.held(input.BACK) and floor_below(e) > 0 then
      body.anim(e, l, "pole_down")
      e.goal_state = S.POLE_DOWN
      l.pole_slide = 0
    else
      idle(e, l)
    end
  end,
  collide = stay,
}

pole[S.POLE_UP] = {
  control = function(e, l)
    l.turn = 0
    if not holding(e, l) then return end
    if not body.held(input.FORWARD) or not room_above(e, l) then idle(e, l) return end
    e.goal_state = S.POLE_UP
    e.y = e.y - P.CLIMB_SPEED
    if not room_above(e, l) then idle(e, l) end
  end,
  collide = stay,
}

pole[S.POLE_DOWN] = {
  control = function(e, l)
    l.turn = 0
    if not holding(e, l) then return end
    if not body.held(input.BACK) then idle(e, l) return end
    if body.held(input.LEFT) then e.yaw = (e.yaw + P.TURN) % 65536
    elseif body.held(input.RIGHT) then e.yaw = (e.yaw - P.TURN) % 65536 end
    l.pole_slide = math.min(l.pole_slide + P.SLIDE_ACCEL, P.SLIDE_MAX)
    e.y = e.y + l.pole_slide // P.SLIDE_SHIFT
    e.goal_state = S.POLE_DOWN
    local f = floor_below(e)
    if f <= 0 then
      e.y = e.y + f
      l.pole_slide = 0
      idle(e, l)
    end
  end,
  collide = stay,
}

local function turn(key, dir, state)
  return {
    control = function(e, l)
      l.turn = 0
      if not holding(e, l) then return end
      if body.held(key) and not body.held(input.FORWARD) and not body.held(input.BACK) then
        e.yaw = (e.yaw + dir * P.TURN) % 65536
        e.goal_state = state
      else
        idle(e, l)
      end
    end,
    collide = stay,
  }
end
pole[S.POLE_LEFT] = turn(input.LEFT, 1, S.POLE_LEFT)
pole[S.POLE_RIGHT] = turn(input.RIGHT, -1, S.POLE_RIGHT)

return pole
