-- TR1-TR3's pushable block, as the originals' movable-block routines work
-- it (objects/common/pushable_block.lua hands these blocks here). At rest it
-- is a floor a sector high over its sector, solid, and its navigation box is
-- blocked. Standing still with Action (neither forward nor back held, her
-- hands free) on its floor, within its bounds behind one of its faces and
-- facing it within 30 degrees, Lara is put against that face (her radius
-- from the sector's edge), turned square to it, and goes to her ready
-- stance. At frame 19 of that stance, still in its bounds, forward pushes
-- and back pulls when the way is clear: the block's floor is lifted and her
-- push or pull plays; the block follows her by the distance her animation
-- moves her (a sector, at its end). When her move is over the block is a
-- floor again at its new place, its box blocked, and the heavy triggers
-- under it are tested.
-- The way is clear when: nothing stands on the block (the floor at its
-- place is its top); no static mesh stands within 500 of where it goes;
-- the sector it goes to is level with it with room for it under the
-- ceiling; pulling, the sector behind her is level too, with room for her
-- (762) under the ceiling, and no static mesh where she steps back.
-- Figures: TRX tr1 objects/traps/movable_block.c (MovableBlock_Collision,
-- M_TestPush, M_TestPull, MovableBlock_Control; LF_PPREADY 19), TRX tr2
-- objects/general/movable_block.c (the same tests).
local interact = require("lara.interact")
local position = require("lara.position")
local S = require("lara.states")
local held = require("lara.body").held

local block = {}

local SECTOR = 1024
local HALF = SECTOR / 2
local DEGREE = 182
--- Lara's radius and height (TRX LARA_RAD, LARA_HEIGHT).
local LARA_RADIUS, LARA_HEIGHT = 100, 762
local NO_HEIGHT = -32512
--- The frame of her ready stance at which a push or pull can start.
local READY_FRAME = 19
--- Where she may be, in the block's frame turned to her quadrant: 300
--- either side, on its floor, from its face to 180 (her radius and 80)
--- behind it; turned within 10 / 30 / 10 degrees.
local BOUNDS = {
  x = { -300, 300 }, y = { 0, 0 }, z = { -HALF - (LARA_RADIUS + 80), -HALF },
  pitch = { -10 * DEGREE, 10 * DEGREE }, yaw = { -30 * DEGREE, 30 * DEGREE },
  roll = { -10 * DEGREE, 10 * DEGREE },
}
block.BOUNDS = BOUNDS
--- The reach of the static mesh test where the block goes (TRX
--- M_TestPush, M_TestPull: radius 500, 1000 high).
local STATIC_RADIUS, STATIC_HEIGHT = 500, 1000
--- The quadrant's step along x and z (north +z, east +x, south, west).
local STEP_X = { [0] = 0, 1, 0, -1 }
local STEP_Z = { [0] = 1, 0, -1, 0 }

local function set_blocked(e, blocked)
  local b = nav.box_of(e)
  if b then world.set_box_blocked(b, blocked) end
end

--- Its top is a floor over its sector (the originals raise the sector's
--- floor a sector); lifted while it moves.
local function set_floor(e, on)
  if on then
    e:set_surface("floor", -HALF, HALF - 1, -HALF, HALF - 1, -SECTOR)
  else
    e:clear_surface()
  end
end

--- The quadrant of a heading: 0 north … 3 west.
local function quadrant(yaw)
  return ((yaw + 0x2000) & 0xFFFF) // 0x4000
end

--- The floor at (x, z) as the originals read a sector's height: the
--- highest floor under the ceiling above (x, y, z), lent surfaces (another
--- block standing there) included.
local function floor_at(room, x, y, z)
  local ceiling = world.ceiling(room, x, y - 1, z)
  return world.floor(room, x, ceiling + 1, z)
end

--- True when the floor at (x, z) is at y, with room for `height` under
--- the ceiling.
local function level_with_room(room, x, y, z, height)
  if floor_at(room, x, y, z) ~= y then return false end
  return world.ceiling(room, x, y - height, z) <= y - height
end

--- Nothing stands on it: the floor at its place is its own top.
local function free_above(e)
  local floor = floor_at(e.room, e.x, e.y - SECTOR, e.z)
  return floor == NO_HEIGHT or floor == e.y - SECTOR
end

--- The collision query a static mesh test asks (radius and height set
--- per test; no floor or ceiling limits).
local probe = { radius = 0, height = 0 }

--- True when a static mesh stands within `radius` of (x, z) up to
--- `height` above y (TRX Collide_CollideStaticObjects): `body` is stood
--- there for the world's collision query, then put back.
local function static_at(body, x, y, z, radius, height)
  local ox, oy, oz, oroom = body.x, body.y, body.z, body.room
  body.room = world.room_at(oroom, x, y - 1, z)
  body.x, body.y, body.z = x, y, z
  probe.radius, probe.height = radius, height
  world.collide(body, probe)
  body.x, body.y, body.z, body.room = ox, oy, oz, oroom
  return probe.hit_static == true
end

local function can_push(e, q)
  if not free_above(e) then return false end
  local x, z = e.x + STEP_X[q] * SECTOR, e.z + STEP_Z[q] * SECTOR
  if static_at(e, x, e.y, z, STATIC_RADIUS, STATIC_HEIGHT) then return false end
  return level_with_room(e.room, x, e.y, z, SECTOR)
end

local function can_pull(e, lara, q)
  if not free_above(e) then return false end
  local dx, dz = -STEP_X[q] * SECTOR, -STEP_Z[q] * SECTOR
  if static_at(e, e.x + dx, e.y, e.z + dz, STATIC_RADIUS, STATIC_HEIGHT) then return false end
  if not level_with_room(e.room, e.x + dx, e.y, e.z + dz, SECTOR) then return false end
  if not level_with_room(e.room, e.x + 2 * dx, e.y, e.z + 2 * dz, LARA_HEIGHT) then return false end
  return not static_at(lara, lara.x + dx, lara.y, lara.z + dz, LARA_RADIUS, LARA_HEIGHT)
end

--- Puts her against the face she stands at: her radius from the edge of
--- her sector on that side.
local function against_face(lara, q)
  if q == 0 then
    lara.z = (lara.z & -SECTOR) + SECTOR - LARA_RADIUS
  elseif q == 2 then
    lara.z = (lara.z & -SECTOR) + LARA_RADIUS
  elseif q == 1 then
    lara.x = (lara.x & -SECTOR) + SECTOR - LARA_RADIUS
  else
    lara.x = (lara.x & -SECTOR) + LARA_RADIUS
  end
end

--- Standing still with Action: the hold.
local function grab(e, lara, q)
  if held(input.FORWARD) or held(input.BACK) then return end
  e.yaw = q * 0x4000
  if not position.in_bounds(lara, e, BOUNDS) then return end
  against_face(lara, q)
  lara.yaw = e.yaw
  if lara:has_change(S.PUSH_READY) then lara:animate_until(S.PUSH_READY) end
  lara.goal_state = S.PUSH_READY
end

--- At the ready frame: the push or pull, when the way is clear.
local function start_move(e, lara, q)
  if not position.in_bounds(lara, e, BOUNDS) then return end
  local goal
  if held(input.FORWARD) then
    if not can_push(e, q) then return end
    goal = S.PUSH_BLOCK
  elseif held(input.BACK) then
    if not can_pull(e, lara, q) then return end
    goal = S.PULL_BLOCK
  else
    return
  end
  set_floor(e, false)
  set_blocked(e, false)
  e.heavy = false
  local m = e.state.moving or {}
  m.x, m.z, m.lara_x, m.lara_z = e.x, e.z, lara.x, lara.z
  e.state.moving = m
  lara.goal_state = goal
  if lara:has_change(goal) then lara:animate_until(goal) end
  lara.state.using = e
end

--- While her move plays the block keeps its place relative to her; when
--- it is over the block settles where it is.
local function follow(e, lara)
  local m = e.state.moving
  e.x, e.z = m.x + (lara.x - m.lara_x), m.z + (lara.z - m.lara_z)
  local st = lara.anim_state
  if st == S.PUSH_BLOCK or st == S.PULL_BLOCK then return end
  e.state.moving = false
  e.room = world.room_at(e.room, e.x, e.y - 128, e.z)
  set_floor(e, true)
  set_blocked(e, true)
  e.heavy = true
  world.test_triggers(e, "heavy")
end

function block.collision(e, lara)
  if e.state.moving then follow(e, lara) return end
  if not held(input.ACTION) or lara.gravity or lara.y ~= e.y or lara.health <= 0 then return end
  local q = quadrant(lara.yaw)
  if lara.anim_state == S.STOP then
    grab(e, lara, q)
  elseif lara.anim == lara.state.anims.push_ready and lara.frame == READY_FRAME then
    start_move(e, lara, q)
  end
end

return block
