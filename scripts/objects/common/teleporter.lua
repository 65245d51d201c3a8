-- TR5's teleporters: invisible points that, once triggered, put Lara on
-- the floor at their spot facing away from their heading, then switch
-- themselves off (the trigger must fire again to send her again).
-- params.lift: the lift ride (LIFT_TELEPORTER): after LIFT_WAIT ticks she
-- is moved into its sector keeping her place within the sector, the
-- camera shakes, and the lift hums (SFX_LIFT_MOVE) with a gentle shake for
-- LIFT_RIDE ticks before it switches off.
-- OCB 512 (the Gallows' lightning): a build-up of crackling sparks, 2 of
-- charge a tick up to 255, then a flash; she is moved and given the item
-- params.gift (PUZZLE_ITEM2).
-- Source: TOMB5 game/tomb4fx.cpp ControlTeleporter (x, z at the item, y
-- its floor, yaw + 0x8000, RemoveActiveItem and code bits cleared unless
-- OCB 512; killed when invisible; OCB 512: item_flags[0] += 2 to 255 with
-- SFX_RICH_TELEPORT 134 and SFX_TELEPORT_CRACKLES 399, SFX_TELEPORT_FLASH
-- 400, lara.puzzleitems[1] = 1), init.cpp InitialiseTeleporter; lifts.cpp
-- ControlLiftTeleporter (30 ticks, her x & 1023 and z & 1023 kept, bounce
-- -32, 120 ticks of bounce -8 with SFX_LIFT_MOVE 271). Not played: OCB 666
-- (Lara's elevator-recover animation for 150 ticks: her TR5 animation
-- table has no such move yet), the lift's buttons and doors (found through
-- the SWITCH trigger under it, which this world reads only under Lara).
local traps = require("lib.traps")
local particles = require("lib.particles")
local teleporter = {}

local HALF_TURN = 0x8000
--- OCB 512's build-up: charge per tick and where it flashes.
local CHARGE_STEP, CHARGE_FULL = 2, 255
local LIGHTNING = 512
local ELEVATOR_RECOVER = 666
--- The lift's wait before she is moved, its ride, its shakes.
local LIFT_WAIT, LIFT_RIDE = 30, 120
local ARRIVE_SHAKE, RIDE_SHAKE = 32, 8
--- Sounds (TOMB5 sound.h).
local RICH_TELEPORT, CRACKLES, FLASH, LIFT_MOVE = 134, 399, 400, 271

--- Moves Lara onto the floor at (x, z) near the teleporter, turned away
--- from its heading.
local function send(e, lara, x, z)
  local room = world.room_at(e.room, x, e.y, z)
  local y = world.floor(room, x, e.y, z)
  lara:set_position(x, y, z)
  lara.room = room
  lara.yaw = (e.yaw + HALF_TURN) % 0x10000
  lara.speed, lara.fall_speed = 0, 0
  world.reset_hair(lara)
end

local function done(e)
  e.state.t = nil
  e:deactivate()
  if not e.visible then e:kill() end
end

local function lift(e, lara, st)
  st.t = (st.t or 0) + 1
  if st.t == LIFT_WAIT then
    local s = traps.SECTOR
    send(e, lara, e.x - e.x % s + lara.x % s, e.z - e.z % s + lara.z % s)
    world.shake(ARRIVE_SHAKE)
    world.sound(LIFT_MOVE, e)
  elseif st.t > LIFT_WAIT and st.t <= LIFT_WAIT + LIFT_RIDE then
    world.shake(RIDE_SHAKE)
  elseif st.t > LIFT_WAIT + LIFT_RIDE then
    world.shake(ARRIVE_SHAKE)
    done(e)
  end
end

local function lightning(e, lara, st)
  st.charge = st.charge or 0
  if st.charge <= CHARGE_FULL then
    st.charge = st.charge + CHARGE_STEP
    world.sound(RICH_TELEPORT, e)
    if world.tick() % 2 == 0 then
      world.particles(particles.SPARKS, e.room, e.x, e.y - traps.CLICK * 2, e.z, 2)
    end
    if world.random(2) == 0 then world.sound(CRACKLES, e) end
    return
  end
  if not st.flashed then
    st.flashed = true
    world.sound(FLASH, e)
    send(e, lara, e.x, e.z)
    return
  end
  local gift = traps.param(e, "gift", nil)
  local inv = lara.state.inventory
  if gift and inv then inv[gift] = (inv[gift] or 0) + 1 end
  send(e, lara, e.x, e.z)
  st.charge, st.flashed = nil, nil
  done(e)
end

function teleporter.init(e)
  e.collidable = false
end

function teleporter.on_activate(e) e.awake = true end

function teleporter.control(e)
  if not e.active then
    e.awake = false
    return
  end
  local lara = world.lara()
  if not lara then return end
  local st = e.state
  if traps.param(e, "lift", false) then
    lift(e, lara, st)
  elseif e.ocb == LIGHTNING then
    lightning(e, lara, st)
  elseif e.ocb == ELEVATOR_RECOVER then
    done(e)
  else
    send(e, lara, e.x, e.z)
    done(e)
  end
end

return teleporter
