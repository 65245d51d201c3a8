-- Moving block (TR1 52, TRX's sliding pillar): a block two sectors high
-- standing on one sector. Its top is a floor lent to the world and it is
-- solid. When its trigger comes on it slides one sector along its heading
-- (END), when the trigger goes off it slides back (START); while it moves
-- its top is withdrawn, and where it stops it is set square on the sector
-- and lends its top again.
-- Source: TRX src/tr1/game/objects/traps/sliding_pillar.c (START 0, END 1,
-- the floor raised by WALL_L * 2). The original's animation carries it;
-- here params.speed does (units per tick, our choice: 32, a sector in 32
-- ticks as the pushable block).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local pillar = {}

local START, END = 0, 1
--- Its height: two sectors.
local HEIGHT = 2 * traps.SECTOR
local SPEED = 32
local HALF = traps.SECTOR // 2

local function lend(e)
  e.state.lent = true
  e:set_surface("floor", -HALF, HALF - 1, -HALF, HALF - 1, -traps.param(e, "height", HEIGHT))
end

function pillar.init(e)
  e.solid = true
  e.heavy = true
  local st = e.state
  if st.home == nil then
    st.home = { e.x, e.z }
    st.travelled = 0
    st.out = false
  end
  if not st.moving then lend(e) end
end

local function go(e, out)
  local st = e.state
  if st.out == out then return end
  st.out = out
  st.moving = true
  e.goal_state = out and END or START
  e.awake = true
  st.lent = false
  e:clear_surface()
end

function pillar.on_activate(e) go(e, true) end
function pillar.on_deactivate(e) go(e, false) end

function pillar.control(e)
  local st = e.state
  if not st.moving then
    e.awake = false
    return
  end
  local speed = traps.param(e, "speed", SPEED)
  if st.out then
    st.travelled = math.min(st.travelled + speed, traps.SECTOR)
  else
    st.travelled = math.max(st.travelled - speed, 0)
  end
  if (st.out and st.travelled == traps.SECTOR) or (not st.out and st.travelled == 0) then
    st.moving = false
  end
end

--- Placed after the world moved it: wherever its animation would carry
--- it, it is where its travel says.
function pillar.after_move(e)
  local st = e.state
  local dx, dz = fixed.step(e.yaw, st.travelled)
  e.x, e.z = st.home[1] + dx, st.home[2] + dz
  e.room = world.room_at(e.room, e.x, e.y - HALF, e.z)
  if not st.moving and not st.lent then lend(e) end
end

return pillar
