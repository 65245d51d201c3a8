-- Pushable block: heavy (sets off heavy triggers), blocks the navigation
-- box it stands on, solid, and a floor for whoever climbs on it.
-- TR1-TR3's blocks are the originals' movable-block routine
-- (objects/common/movable_block.lua): the block follows Lara's push and
-- pull animations. What follows here is the TR4/TR5 block: Lara grabs it
-- with Action standing square in front of it, and at frame 19 of her ready
-- stance pushes (forward) or pulls (back) it a sector at a time, the block
-- riding with her hand (objects/common/hand_block.lua, TOMB4/TOMB5
-- MovableBlock). The demo hero's push animations stand in place: the
-- block it moves slides itself, 32 units a tick, and the hero follows it.
--
-- TR1-TR3 blocks read no OCB. TR4/TR5's PUSHABLE_OBJECT1-5 (params.ocb =
-- "tr45") read theirs as lib/pushable_ocb.lua says: a negative OCB (or the
-- trigger holding it on) locks it, and by default it is no floor (TOMB4/
-- TOMB5 MovableBlock registers no floor routine); the TRLE/NG flag bits
-- (TombEngine's InitialisePushableBlock reads the same) make it climbable
-- at a height, let it fall off ledges, or refuse pulls, pushes or an axis.
-- Where a TR4/TR5 block may go is lib/block_way.lua's (TOMB4
-- TestBlockPush / TestBlockPull: stoppers, level and flat floors, the
-- ceiling, the items in the way, her step back); the hero's block needs
-- the sector it goes to level with it (and, pulled, hers behind her).
-- params.sounds = { loop, stop, fall }: SFX_PUSHABLE_SOUND while it moves,
-- SFX_PUSH_BLOCK_END when it stops, a thud where a falling one lands.
local angles = require("lib.angles")
local pushable_ocb = require("lib.pushable_ocb")
local traps = require("lib.traps")
local interact = require("lara.interact")
local S = require("lara.states")
local anims = require("lara.anims")
local movable = require("objects.common.movable_block")
local hand_block = require("objects.common.hand_block")
local block_way = require("lib.block_way")
local lara_push = require("lara.push")
local block = {}

local SECTOR = 1024
local SPEED = 32 -- units per tick: one sector in 32 ticks
-- A falling block (TombEngine PushableBlockControl): 8 a tick faster, to
-- 128 a tick; a landing at 96 or faster shakes the ground.
local FALL_GRAVITY, FALL_MAX, SHAKE_SPEED = 8, 128, 96

local function set_blocked(e, blocked)
  local b = nav.box_of(e)
  if b then world.set_box_blocked(b, blocked) end
end

local HALF = SECTOR / 2
-- The hero holds it from this far from its centre (half a sector and her radius).
local GRAB_DISTANCE = HALF + 100
-- Lara holds it this far beyond its near face, by game (TOMB4
-- MovableBlockCollision: 35; TOMB5: 95).
local GRAB_GAP = { [4] = 35, [5] = 95 }
-- The frame of her ready stance at which a push or pull can begin (TOMB4
-- MovableBlockCollision: ANIM_PPREADY's frame 19).
local READY_FRAME = 19
--- The quadrant's step along x and z (north +z, east +x, south, west).
local STEP_X = { [0] = 0, 1, 0, -1 }
local STEP_Z = { [0] = 1, 0, -1, 0 }

--- What the block's OCB allows (TR1-TR3: everything, one sector high).
local function rules(e)
  if traps.param(e, "ocb") == "tr45" then return pushable_ocb.read(e.ocb) end
  return pushable_ocb.CLASSIC
end

local function sound(e, which)
  local s = traps.param(e, "sounds")
  if s and s[which] then world.sound(s[which], e) end
end

function block.init(e)
  e.heavy = true
  local r = rules(e)
  -- TR1-TR3's block is a floor a sector high over its sector and solid;
  -- TR4/TR5's pushes her out through its collision routine instead
  -- (block.collision), no wall in anyone's collision query.
  e.solid = not r.tr45
  -- Its top is a floor over its sector, at its height.
  if r.height then e:set_surface("floor", -HALF, HALF - 1, -HALF, HALF - 1, -r.height) end
  set_blocked(e, true)
end

--- True when the hero's block may go one sector along (dx, dz) in
--- {-1, 0, 1}: the floor there is level with the block.
local function can_go(e, dx, dz)
  return world.floor(e.room, e.x + dx * SECTOR, e.y - 128, e.z + dz * SECTOR) == e.y
end

--- Starts sliding one sector along (dx, dz) in {-1, 0, 1}; false when it
--- may not go there.
function block.push(e, dx, dz)
  if e.state.moving or e.state.falling then return false end
  local tx, tz = e.x + dx * SECTOR, e.z + dz * SECTOR
  if not can_go(e, dx, dz) then return false end
  set_blocked(e, false)
  e.state.moving = { tx = tx, tz = tz, dx = dx, dz = dz }
  e.awake = true
  return true
end

--- True when the hero has a level floor to step back to while pulling.
local function room_behind(lara, dx, dz)
  return world.floor(lara.room, lara.x - dx * SECTOR, lara.y - 128, lara.z - dz * SECTOR) == lara.y
end

--- True when the demo hero (whose push animations stand in place) holds it.
local function hero(lara)
  return lara.state.anims == anims.hero
end

--- True when the originals' TR1-TR3 routine moves `e` for `lara`.
local function classic(e, lara)
  return not rules(e).tr45 and not hero(lara)
end

--- The way the block goes when Lara, facing it, pushes (or pulls) it:
--- dx, dz, or nil when its OCB, the floor there or the room behind her
--- refuse.
local function way(e, lara, pulled)
  local r = rules(e)
  local q = angles.quadrant(lara.yaw)
  local dx, dz = STEP_X[q], STEP_Z[q]
  if (dx ~= 0 and r.no_x) or (dz ~= 0 and r.no_z) then return nil end
  if (pulled and r.no_pull) or (not pulled and r.no_push) then return nil end
  if r.tr45 then
    if pulled then
      if not block_way.pull(e, lara, -dx, -dz) then return nil end
      return -dx, -dz
    end
    if not block_way.push(e, dx, dz, r.fall) then return nil end
    return dx, dz
  end
  if pulled then
    if not room_behind(lara, dx, dz) then return nil end
    dx, dz = -dx, -dz
  end
  if not can_go(e, dx, dz) then return nil end
  return dx, dz
end

--- True when the next sector is free for a push or pull going on.
local function goes_on(e, lara, pulled)
  return way(e, lara, pulled) ~= nil
end

--- Lara's grab (TOMB4/TOMB5 MovableBlockCollision): the block turned to
--- her quadrant, she must stand within its zone (MovingBlockBounds: its
--- bounds GRAB_WIDEN wider each side (TOMB5: half its width, then
--- widened), from GRAB_REACH before its near face to its centre, a click
--- up to its feet, turned within the limits below) and in its room; she
--- is then moved a step a tick to GRAB_GAP beyond the face of its bounds
--- she meets (its x side when she faces across its own heading, else its
--- z side) and her ready stance is set. True on the tick it is.
local GRAB_WIDEN, GRAB_REACH, GRAB_RISE = 100, 200, 256
local GRAB_TILT, GRAB_TURN = 1820, 5460 -- ±10° pitch and roll, ±30° yaw
local function grab(e, lara)
  local game = world.game()
  if world.room_at(lara.room, e.x, e.y - GRAB_RISE, e.z) ~= e.room then return false end
  local x0, x1, _, _, z0 = e:bounds()
  local half_x0, half_x1 = x0, x1
  if game == 5 then half_x0, half_x1 = x0 // 2, x1 // 2 end
  local turned = { yaw = (lara.yaw + 0x2000) & 0xC000 }
  local across = (angles.quadrant(e.yaw) + angles.quadrant(turned.yaw)) % 2 == 1
  return interact.line_up(lara, e, {
    bounds = {
      x = { half_x0 - GRAB_WIDEN, half_x1 + GRAB_WIDEN }, y = { -GRAB_RISE, 0 }, z = { z0 - GRAB_REACH, 0 },
      pitch = { -GRAB_TILT, GRAB_TILT }, yaw = { -GRAB_TURN, GRAB_TURN }, roll = { -GRAB_TILT, GRAB_TILT },
    },
    place = "move",
    at = { 0, 0, (across and x0 or z0) - GRAB_GAP[game] },
    anim = lara.state.anims.push_ready,
    goal = S.PUSH_READY,
  }, turned)
end

--- At her ready frame: the push or pull begins when the way is free; the
--- block rides with her hand from here (TOMB4 MovableBlockCollision).
local function start_with_hand(e, lara, pulled)
  if lara.anim ~= lara.state.anims.push_ready or lara.frame ~= READY_FRAME then return end
  local dx, dz = way(e, lara, pulled)
  if not dx then return end
  set_blocked(e, false)
  -- Its heavy triggers are tested once, where it comes to rest.
  e.heavy = false
  hand_block.start(e, lara, dx, dz)
  lara.goal_state = pulled and S.PULL_BLOCK or S.PUSH_BLOCK
end

--- While the hero holds it: Action kept, forward or back slides it.
local function start_slide(e, lara, pulled)
  if not world.pressed(input.ACTION) then return end
  local dx, dz = way(e, lara, pulled)
  if dx and block.push(e, dx, dz) then
    lara.goal_state = pulled and S.PULL_BLOCK or S.PUSH_BLOCK
  end
end

function block.collision(e, lara)
  if classic(e, lara) then movable.collision(e, lara) return end
  local r = rules(e)
  local l = lara.state
  local busy = e.state.moving or e.state.falling or e.state.hand
  -- TOMB4 MovableBlockCollision: unless she reaches for it (Action held
  -- standing, the block at rest) or holds it, it is a solid object
  -- (ObjectCollision).
  if r.tr45 and l.grabbed ~= e and not (world.pressed(input.ACTION) and lara.anim_state == S.STOP
      and not busy) and not interact.moving_to(lara, e) then
    lara_push.object(e, lara)
    return
  end
  if busy or lara:distance_to(e) > SECTOR then return end
  if l.grabbed ~= e then
    -- TOMB4 MovableBlockCollision: no hold while its OCB is negative or a
    -- trigger holds it on.
    if r.tr45 and (e.ocb < 0 or e.active) then return end
    if hero(lara) or not GRAB_GAP[world.game()] then
      -- The hero keeps her distance from the block as it slides.
      if interact.start(lara, "grab", e, GRAB_DISTANCE) then l.grabbed, l.grab_distance = e, GRAB_DISTANCE end
    elseif grab(e, lara) then
      l.grabbed, l.grab_distance = e, nil
    end
    return
  end
  if lara.anim_state ~= S.PUSH_READY then return end
  local pulled
  if world.pressed(input.FORWARD) then
    pulled = false
  elseif world.pressed(input.BACK) then
    pulled = true
  else
    return
  end
  if hero(lara) then start_slide(e, lara, pulled) else start_with_hand(e, lara, pulled) end
end

--- Lets go of Lara's hold when she holds `e`.
local function release(e)
  local lara = world.lara()
  if lara and lara.state.grabbed == e then
    lara.state.grabbed = false
    lara.goal_state = S.STOP
  end
end

--- Settles the block where it stands: its box blocked again.
local function settle(e)
  e.awake = false
  e.room = world.room_at(e.room, e.x, e.y - 128, e.z)
  set_blocked(e, true)
end

local function fall(e)
  local f = e.state.falling
  local floor = world.floor(e.room, e.x, e.y - 128, e.z)
  if e.y + f.speed < floor then
    e.y = e.y + f.speed
    f.speed = math.min(f.speed + FALL_GRAVITY, FALL_MAX)
    e.room = world.room_at(e.room, e.x, e.y - 128, e.z)
    return
  end
  e.y = floor
  if f.speed >= SHAKE_SPEED then world.shake(SECTOR) end
  sound(e, "fall")
  e.state.falling = nil
  settle(e)
end

--- Where it stops: it drops when it may fall and the floor under it is
--- lower (she lets go), else it rests there.
local function arrive(e)
  e.room = world.room_at(e.room, e.x, e.y - 128, e.z)
  if rules(e).fall and world.floor(e.room, e.x, e.y - 128, e.z) > e.y then
    e.state.falling = { speed = 0 }
    release(e)
    return
  end
  settle(e)
end

function block.control(e)
  if e.state.falling then fall(e) return end
  if e.state.hand then
    local lara = world.lara()
    if lara and hand_block.control(e, lara, sound, goes_on) then return end
    -- At rest at the end of her move: heavy again, so the world tests the
    -- heavy triggers under it this tick (TOMB4 MovableBlock's TestTriggers
    -- at the end animation's last frame).
    e.state.hand = nil
    e.heavy = true
    arrive(e)
    return
  end
  local m = e.state.moving
  if not m then e.awake = false return end
  sound(e, "loop")
  e.x = e.x + m.dx * SPEED
  e.z = e.z + m.dz * SPEED
  if (m.dx ~= 0 and e.x == m.tx) or (m.dz ~= 0 and e.z == m.tz) then
    e.state.moving = nil
    sound(e, "stop")
    arrive(e)
  end
end

return block
