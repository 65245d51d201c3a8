-- Zipline handle (TR2 102; TR3's zipline and TR4/TR5's death slide work
-- the same way with their own params): Lara standing just behind it,
-- facing along the line within 25 degrees, her hands free, grabs it with
-- Action (lara.zipline's state 70). It then slides along its heading,
-- 5 a tick faster each tick up to 100, dropping a quarter of its speed a
-- tick, carrying her with it (SFX_ZIPLINE_GO 280 a tick), until a sector
-- ahead (a sixteenth of a click under it) the way is no longer open a
-- click above and below: there it stops (SFX_ZIPLINE_STOP 281) and drops
-- her as a forward jump at its speed (a quarter of it down). Triggered
-- again, a used handle is back where it started, ready.
-- Source: TRX src/tr2/game/objects/general/zipline.c (ZIPLINE_MAX_SPEED
-- 100, ZIPLINE_ACCELERATION 5, states empty 0 / grab 1 / hang 2, her
-- place m_ZiplineHandlePosition (0, 0, WALL_L / 2 - 141), the bounds x
-- +-WALL_L / 4, y +-100, z WALL_L / 4..WALL_L / 2, yaw +-25 degrees; the
-- test a WALL_L ahead at y + STEP_L / 4, open more than STEP_L).
-- params: max_speed, accel, grab_anim (her grab: TR2 215), fall_anim
-- (her drop: TR2 217), go_sound, stop_sound.
local traps = require("lib.traps")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local zip = require("lara.zipline")
local S = require("lara.states")

local handle = {}

local GRAB, HANG = 1, 2
local MAX_SPEED, ACCEL = 100, 5
--- Where she hangs from it, ahead of it along its heading.
local HOLD = traps.SECTOR / 2 - 141
--- Where she must stand: across, up and down, and ahead of it.
local ACROSS, UPDOWN = traps.SECTOR / 4, 100
local AHEAD_MIN, AHEAD_MAX = traps.SECTOR / 4, traps.SECTOR / 2
--- How far she may face away from its heading (25 degrees).
local TURN = 25 * 182
--- The way ahead: how far it looks, how far under it, and the room needed.
local LOOK, LOOK_DOWN, CLEAR = traps.SECTOR, traps.CLICK / 4, traps.CLICK
--- TR2's Lara: the grab and drop animations.
local GRAB_ANIM, FALL_ANIM = 215, 217
local GO_SOUND, STOP_SOUND = 280, 281

function handle.init(e)
  local st = e.state
  if not st.home then st.home = { x = e.x, y = e.y, z = e.z, room = e.room } end
  e.collidable = true
  e.targetable = false
end

--- Back where it started, ready (its trigger, after a ride).
function handle.on_activate(e)
  local st = e.state
  if st.riding or not st.used then return end
  e.x, e.y, e.z, e.room = st.home.x, st.home.y, st.home.z, st.home.room
  e.fall_speed = 0
  st.used = false
  e.goal_state = GRAB
end

--- (x, z) of world point (wx, wz) in `e`'s frame: across, ahead.
local function local_xz(e, wx, wz)
  return fixed.to_local(e.yaw, e.x, e.z, wx, wz)
end

function handle.collision(e, lara)
  local st = e.state
  if st.riding or st.used then return end
  if not world.pressed(input.ACTION) or lara.gravity or lara.health <= 0 then return end
  if lara.anim_count > 0 and lara.anim_state ~= S.STOP then return end
  local lx, lz = local_xz(e, lara.x, lara.z)
  if math.abs(lx) > ACROSS or lz < AHEAD_MIN or lz > AHEAD_MAX then return end
  if math.abs(lara.y - e.y) > UPDOWN then return end
  if math.abs(angles.diff(lara.yaw, e.yaw)) > TURN then return end
  if not zip.grab(lara, e, traps.param(e, "grab_anim", GRAB_ANIM)) then return end
  -- Squared up under it.
  local dx, dz = fixed.step(e.yaw, HOLD)
  lara.x, lara.y, lara.z, lara.yaw = e.x + dx, e.y, e.z + dz, e.yaw
  st.riding = true
  st.rides = (st.rides or 0) + 1
  e.fall_speed = 0
  e.goal_state = HANG
  e.awake = true
end

--- True when the way a sector ahead is open (a click above and below).
local function open_ahead(e)
  local dx, dz = fixed.step(e.yaw, LOOK)
  local x, y, z = e.x + dx, e.y + LOOK_DOWN, e.z + dz
  local room = world.room_at(e.room, x, y, z)
  return world.floor(room, x, y, z) > y + CLEAR and world.ceiling(room, x, y, z) < y - CLEAR
end

function handle.control(e)
  local st = e.state
  if not st.riding then e.awake = false return end
  e.awake = true
  -- The grab plays out first (a handle without animations hangs at once).
  if e.anim_state == GRAB and e.anim_count > 0 then return end
  local max = traps.param(e, "max_speed", MAX_SPEED)
  if e.fall_speed < max then
    e.fall_speed = math.min(e.fall_speed + traps.param(e, "accel", ACCEL), max)
  end
  local dx, dz = fixed.step(e.yaw, e.fall_speed)
  e.x, e.z = e.x + dx, e.z + dz
  e.y = e.y + math.floor(e.fall_speed / 4)
  e.room = world.room_at(e.room, e.x, e.y, e.z)
  local lara = world.lara()
  local carried = lara and zip.riding(lara, e) and not lara.gravity
  if carried then
    lara.x, lara.y, lara.z, lara.room = e.x, e.y, e.z, e.room
  end
  if open_ahead(e) then
    world.sound(traps.param(e, "go_sound", GO_SOUND), e)
    return
  end
  if carried then
    zip.let_go(lara, e.fall_speed, math.floor(e.fall_speed / 4), traps.param(e, "fall_anim", FALL_ANIM))
  end
  world.sound(traps.param(e, "stop_sound", STOP_SOUND), e)
  st.riding, st.used = false, true
  e.awake = false
end

return handle
