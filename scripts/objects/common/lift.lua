-- Elevator (TR2 65, TRX's lift): a cage two sectors square that runs down
-- its shaft while its trigger is on and back up to where it started when
-- it goes off. At each end it stands with its door open (DOOR_OPEN 1) for
-- three seconds, then closes it (DOOR_CLOSED 0) and moves 16 units a
-- tick, 22 clicks in all. Its floor carries Lara; above its roof, five
-- clicks over its floor, she stands on the roof. The shaft is the cage's
-- sector and the ones beside it away from its facing (TRX: north -x +z,
-- east +x +z, south +x -z, west -x -z), the cage at its sector's middle.
-- The original also walls her in while the door is shut; here the world's
-- own walls of the shaft do.
-- Source: TRX src/tr2/game/objects/general/lift.c (LIFT_WAIT_TIME 90,
-- LIFT_SHIFT 16, LIFT_HEIGHT STEP_L * 5, LIFT_TRAVEL_DIST STEP_L * 22).
-- params: travel, speed, wait.
local fixed = require("lib.fixed")
local traps = require("lib.traps")

local lift = {}

local DOOR_CLOSED, DOOR_OPEN = 0, 1
--- Ticks it waits with its door open (three seconds).
local WAIT = 90
--- Its speed in units a tick and its whole run down the shaft.
local SPEED, TRAVEL = 16, 22 * traps.CLICK
--- From its floor up to its roof.
local HEIGHT = 5 * traps.CLICK

local HALF = traps.SECTOR / 2

--- Lends its floor (or its roof, when she is above it) over the shaft: in
--- its own frame its sector and the ones beside it towards +x and -z.
local function lend(e)
  local lara = world.lara()
  local roof = lara and lara.y < e.y - HEIGHT + traps.CLICK
  local top = roof and -HEIGHT or 0
  if e.state.lent ~= top then
    e.state.lent = top
    e:set_surface("floor", -HALF, HALF + traps.SECTOR - 1, -HALF - traps.SECTOR, HALF - 1, top)
  end
end

function lift.init(e)
  e.state.start = e.state.start or e.y
  e.state.wait = e.state.wait or 0
  e.state.lent = nil
  lend(e)
  e.awake = true
end

--- One tick towards `target` (after its wait at the door).
local function run_to(e, target)
  local speed = traps.param(e, "speed", SPEED)
  if math.abs(e.y - target) > speed then
    if e.state.wait < traps.param(e, "wait", WAIT) then
      e.goal_state = DOOR_OPEN
      e.state.wait = e.state.wait + 1
    else
      e.goal_state = DOOR_CLOSED
      e.y = e.y + (target > e.y and speed or -speed)
    end
  else
    e.goal_state = DOOR_OPEN
    e.state.wait = 0
  end
end

--- True when Lara stands on its lent floor (or roof) over the shaft.
local function standing_on(e, lara)
  -- (Riding it down she drops onto it each tick: her gravity is no test.)
  if not lara or lara.y ~= e.y + (e.state.lent or 0) then return false end
  local lx, lz = fixed.to_local(e.yaw, e.x, e.z, lara.x, lara.z)
  return lx >= -HALF and lx < HALF + traps.SECTOR and lz >= -HALF - traps.SECTOR and lz < HALF
end

function lift.control(e)
  -- Always running: it carries her up again once the trigger lets go.
  e.awake = true
  local lara = world.lara()
  local carried = standing_on(e, lara)
  local bottom = e.state.start + traps.param(e, "travel", TRAVEL)
  local before = e.y
  run_to(e, e.active and bottom or e.state.start)
  -- She moves with the floor she stands on, up or down.
  if carried then
    lara.y = lara.y + e.y - before
    lara.gravity, lara.fall_speed = false, 0
  end
  lend(e)
end

return lift
