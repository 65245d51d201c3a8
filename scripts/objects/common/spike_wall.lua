-- Spiked walls and spiked ceilings (TR2 85/87, TR3 114/116): while their
-- trigger is on they creep, a wall along its heading, a ceiling down,
-- until the way is blocked, then stop for good; any tick one of their
-- meshes touches Lara she takes params.damage and bleeds, so caught
-- against a wall or under a ceiling she dies of it.
--   step: units moved a tick (wall 16, ceiling 5).
--   down: a ceiling: it moves down while the floor under it is at least
--     params.clearance below its new height; a wall moves while the floor
--     a step ahead is level with its base (anything else, a wall or a
--     drop, blocks it).
-- Source: tomb3 game/traps.cpp ControlSpikeWall (16 a tick, floor ahead ==
-- y, 20 a touch, SFX_ROLLING_BALL while moving) and ControlCeilingSpikes
-- (5 a tick while floor >= y + 1024, 20 a touch); TR2 registers the same
-- routines (TRX src/tr2/global/funcs.h ControlSpikeWall).
-- A wall pushes her out of its box as a solid object does (tomb3 setup
-- gives SPIKE_WALL ObjectCollision: lara/push.lua push.object) and is no
-- wall in anyone's collision query; a ceiling (CEILING_SPIKES:
-- TrapCollision, push.trap) pushes only at rest.
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local lara_push = require("lara.push")
local spike_wall = {}

--- Harm per tick of contact (tomb3: hit_points -= 20).
local DAMAGE = 20
--- A wall's creep per tick (tomb3: 16 along its heading).
local STEP = 16
--- A ceiling stops this far above the floor (tomb3: h >= y + 1024).
local CLEARANCE = traps.SECTOR
--- The grinding sound while it moves (TR2/TR3 SFX_ROLLING_BALL).
local SOUND = 147

function spike_wall.init(e)
  e.solid = false
end

function spike_wall.collision(e, lara)
  if traps.param(e, "down", false) then
    lara_push.trap(e, lara)
  else
    lara_push.object(e, lara)
  end
end

--- The next position, or nil when the way is blocked.
local function next_step(e)
  local step = traps.param(e, "step", STEP)
  if traps.param(e, "down", false) then
    local y = e.y + step
    local floor = world.floor(e.room, e.x, y, e.z)
    if floor >= y + traps.param(e, "clearance", CLEARANCE) then return e.x, y, e.z end
    return nil
  end
  local dx, dz = fixed.step(e.yaw, step)
  local x, z = e.x + dx, e.z + dz
  if world.floor(e.room, x, e.y, z) == e.y then return x, e.y, z end
  return nil
end

function spike_wall.control(e)
  if e.active and not e.state.blocked then
    local x, y, z = next_step(e)
    if x then
      e:set_position(x, y, z)
      e.room = world.room_at(e.room, x, y, z)
      if not e.state.grinding then world.sound(traps.param(e, "sound", SOUND), e) end
      e.state.grinding = true
    else
      e.state.blocked = true
    end
  end
  if e.state.grinding and (e.state.blocked or not e.active) then
    world.stop_sound(traps.param(e, "sound", SOUND), e)
    e.state.grinding = false
  end
  traps.strike(e, DAMAGE)
end

return spike_wall
