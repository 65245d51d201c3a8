-- Lara shimmying round a corner (TR4, TR5): hanging from an edge that ends
-- or meets a wall, she goes round onto the next face. External corners
-- (107 left, 108 right): the edge turns away from her, round the outside
-- of a block; she ends on the block's side face, turned 90° towards it.
-- Internal corners (109 left, 110 right): a wall rises beside her where two
-- walls meet; she turns into the corner onto that wall.
--
-- Climbing a climbable wall (lara.ladder) she goes round its corners
-- through the same states with animations of their own.
--
-- The hang (lara.hang) asks `corner.can_shimmy` before each shimmy step and
-- `corner.turn` when she may not go on; the turn picks the corner, works
-- out where she will hang on the other face (the reflection of where she
-- hangs now through the corner, as TOMB4 lara.cpp LaraHang{Left,Right}-
-- CornerTest does), and checks that an edge of the same height is there.
-- The corner animations are real in TR4 and TR5 (84 frames round the
-- outside, 24 into the inside, their roots moving only in the frames):
-- when each reaches its one-frame end animation she is put at the far
-- side, turned, and the end animation goes on into the hang.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local anims = require("lara.anims")

local corner = {}

-- TR4 and TR5 number them alike (tr4_lara.txt, tr5_lara.txt: 355–362,
-- each a turn and its one-frame end going on into the hang, 96).
anims.add({
  [4] = {
    corner_ext_left = 355, corner_ext_left_end = 356,
    corner_ext_right = 357, corner_ext_right_end = 358,
    corner_int_left = 359, corner_int_left_end = 360,
    corner_int_right = 361, corner_int_right_end = 362,
  },
})

---@class CornerConstants
local K = {
  -- How far sideways the next shimmy step is tried before it is taken
  -- (TOMB4 lara.cpp CanLaraHangSideways: 16 units).
  SHIMMY_PROBE = 16,
  -- How far beyond the wall face the hang looks for the edge (as lara.hang).
  EDGE_REACH = 64,
  -- She goes round the outside only from the half of the sector nearest
  -- the corner (TOMB4 LaraHang{Left,Right}CornerTest: 512).
  EXT_REACH = 512,
}
corner.K = K

-- Each corner state's end animation. She ends turned (as TOMB4
-- SetCornerAnim) outside left +90°, outside right −90°, inside left −90°,
-- inside right +90°: `corner.turn` works the heading out from the faces.
local ENDS = {
  [S.CORNER_OUT_LEFT] = "corner_ext_left_end",
  [S.CORNER_OUT_RIGHT] = "corner_ext_right_end",
  [S.CORNER_IN_LEFT] = "corner_int_left_end",
  [S.CORNER_IN_RIGHT] = "corner_int_right_end",
}

--- The unit step (dx, dz) of a square heading (a multiple of 90°).
local function unit(yaw)
  local q = math.floor(((yaw + 8192) % 65536) / 16384)
  if q == 0 then return 0, 1 elseif q == 1 then return 1, 0
  elseif q == 2 then return 0, -1 else return -1, 0 end
end

--- How far `v` (one coordinate) is from the sector line ahead of it going
--- the way of `sign` (+1 or −1).
local function to_line(v, sign)
  local base = math.floor(v / 1024) * 1024
  if sign > 0 then return base + 1024 - v end
  return v - base
end

--- The heading `side` (−1 left, +1 right) of `yaw`, squared.
local function side_yaw(yaw, side)
  local facing = body.square(yaw)
  return (facing + side * 16384) % 65536
end

--- True when a wall rises beside her body `dist` to the `side` (−1 left,
--- +1 right): the floor there is above her feet.
---@param e Entity
---@param side integer
---@param dist integer
---@return boolean
function corner.side_wall(e, side, dist)
  local dx, dz = unit(side_yaw(e.yaw, side))
  local f = world.floor(e.room, e.x + dx * dist, e.y, e.z + dz * dist)
  return f == C.NO_HEIGHT or f < e.y
end

--- The edge she would hang from at (x, z) facing `facing`: hang x, hang z
--- and its top, or nil when there is none level with the one she holds.
local function edge_at(e, l, x, z, facing)
  local ox, oz = e.x, e.z
  e.x, e.z = x, z
  local top, _, hx, hz, _, _, left, right = world.ledge(e, C.RADIUS, C.RADIUS + K.EDGE_REACH, facing)
  e.x, e.z = ox, oz
  if not top or not l.edge then return nil end
  if math.abs(top - l.edge) > C.HANG_TOLERANCE or math.abs(left - right) > C.SLOPE_DIF then
    return nil
  end
  return hx, hz, top
end

--- True when the edge goes on a shimmy step to the `side` (−1 left, +1
--- right) at the height she holds, with no wall beside her there.
---@param e Entity
---@param l table Lara's state table
---@param side integer
---@return boolean
function corner.can_shimmy(e, l, side)
  if corner.side_wall(e, side, C.RADIUS + K.SHIMMY_PROBE) then return false end
  local facing = body.square(e.yaw)
  local dx, dz = unit(side_yaw(e.yaw, side))
  return edge_at(e, l, e.x + dx * K.SHIMMY_PROBE, e.z + dz * K.SHIMMY_PROBE, facing) ~= nil
end

--- The corner to the `side` (−1 left, +1 right) she may go round from the
--- hang, where she can shimmy no further that way: its state (109/110
--- inside, 107/108 outside), or nil when there is none. Keeps where she
--- will hang after it in `l.corner_x`, `l.corner_z`, `l.corner_yaw`.
---@param e Entity
---@param l table Lara's state table
---@param side integer
---@return integer|nil
function corner.turn(e, l, side)
  if not (l.anims.corner_ext_left and e.anim_state == S.HANG) then return nil end
  local facing = body.square(e.yaw)
  local top, _, _, _, wall = world.ledge(e, C.RADIUS, C.RADIUS + K.EDGE_REACH, facing)
  if not top then return nil end
  local fx, fz = unit(facing)
  local sy = side_yaw(facing, side)
  local sx, sz = unit(sy)
  -- Her distance to the sector line on that side: the corner lies on it.
  local along = sx ~= 0 and to_line(e.x, sx) or to_line(e.z, sz)
  -- Inside: a wall beside her; she turns to face it, as far from it as she
  -- was from the wall she leaves.
  if corner.side_wall(e, side, along + 1) then
    local d = wall - along
    local x, z = e.x + d * (fx - sx), e.z + d * (fz - sz)
    local hx, hz = edge_at(e, l, x, z, sy)
    if not hx then return nil end
    l.corner_x, l.corner_z, l.corner_yaw = hx, hz, sy
    return side < 0 and S.CORNER_IN_LEFT or S.CORNER_IN_RIGHT
  end
  -- Outside: round the end of the block onto its side face, facing back.
  if along > K.EXT_REACH then return nil end
  local d = wall + along
  local x, z = e.x + d * (fx + sx), e.z + d * (fz + sz)
  local back = (sy + 32768) % 65536
  local hx, hz = edge_at(e, l, x, z, back)
  if not hx then return nil end
  l.corner_x, l.corner_z, l.corner_yaw = hx, hz, back
  return side < 0 and S.CORNER_OUT_LEFT or S.CORNER_OUT_RIGHT
end


-- Each corner state's animations round a corner of a climbable wall (TR4,
-- TR5, lara/ladder.lua starts them): the turn and its end.
local CLIMB = {
  [S.CORNER_OUT_LEFT] = { "ladder_corner_out_left", "ladder_corner_out_left_end" },
  [S.CORNER_OUT_RIGHT] = { "ladder_corner_out_right", "ladder_corner_out_right_end" },
  [S.CORNER_IN_LEFT] = { "ladder_corner_in_left", "ladder_corner_in_left_end" },
  [S.CORNER_IN_RIGHT] = { "ladder_corner_in_right", "ladder_corner_in_right_end" },
}

--- Round the corner: on the other face, turned, where `corner.turn` or
--- the climbing's corner test worked out.
local function go_round(e, l)
  e.x, e.z, e.yaw = l.corner_x, l.corner_z, l.corner_yaw
  l.corner_x, l.corner_z, l.corner_yaw = false, false, false
end

--- Round a corner of a climbable wall: when the end animation plays she is
--- put on the other face in the climbing stance (TOMB4 lara.cpp
--- SetCornerAnim with `lara.IsClimbing`; it does not ask for Action).
local function climb_corner_control(e, l)
  if e.health <= 0 then body.drop_from_edge(e, l) return end
  if e.anim == l.anims[CLIMB[e.anim_state][2]] and l.corner_x then
    go_round(e, l)
    body.anim(e, l, "ladder_idle")
    e.goal_state = S.LADDER_IDLE
  else
    e.goal_state = e.anim_state
  end
end

local function corner_control(e, l)
  l.turn = 0
  e.move_offset = 0
  local climb = CLIMB[e.anim_state]
  if e.anim == l.anims[climb[1]] or e.anim == l.anims[climb[2]] then
    climb_corner_control(e, l)
    return
  end
  if e.health <= 0 or not body.held(input.ACTION) then body.drop_from_edge(e, l) return end
  if e.anim == l.anims[ENDS[e.anim_state]] and l.corner_x then
    -- Round the corner: on the other face, turned; the end animation goes
    -- on into the hang.
    go_round(e, l)
    l.hang_x, l.hang_z = e.x, e.z
    e.goal_state = S.HANG
  else
    e.goal_state = e.anim_state
  end
end

local function corner_collide(e, l)
  e.gravity, e.fall_speed, e.speed = false, 0, 0
end

for state in pairs(ENDS) do
  corner[state] = { control = corner_control, collide = corner_collide }
end

return corner
