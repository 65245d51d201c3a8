-- TR5's X-ray machine controller (XRAY_CONTROLLER, the VCI building's
-- security scanners): an unseen controller that, while its trigger is on,
-- sets off the heavy triggers of its own square when something happens,
-- by its OCB:
-- * 0: Lara walks through the X-ray room (a skeleton trigger under her)
--   carrying the HK: it sets off its triggers and from then on sounds the
--   alarm (SFX_ALARM) every ALARM_EVERY ticks;
-- * 111: she fires a gun: SHOT_DELAY ticks later it sets off its triggers
--   and goes;
-- * 222: a font of fire burns at the level's PUZZLE_HOLE1 for BURN ticks
--   (with the small fires' loop), and at FONT_DONE it sets off its
--   triggers and goes;
-- * 333: it breaks the static mesh standing exactly on its point (any
--   static, no triggers) and goes;
-- * any other OCB: it sets off its triggers at once and goes.
-- Source: TOMB5 objects.cpp ControlXRayMachine, init.cpp
-- InitialiseXRayMachine, control.cpp (lara.skelebob set by a skeleton
-- trigger under her, lara.Fired): facts and figures, not code.
local particles = require("lib.particles")
local traps = require("lib.traps")
local shatter_statics = require("lib.shatter_statics")
local xray = {}

--- The OCBs it reads.
xray.HK_ALARM, xray.ON_SHOT, xray.FONT_OF_FIRE, xray.BREAKS_GLASS = 0, 111, 222, 333
--- Ticks between its alarm's sounds (30), TR5's SFX_ALARM (272).
xray.ALARM_EVERY, xray.ALARM_SOUND = 30, 272
--- Ticks from her shot to its triggers (15).
xray.SHOT_DELAY = 15
--- The font of fire: burns BURN ticks (128), its triggers at FONT_DONE
--- (144); FIRST_FLAMES at its first tick (16), then one a tick; TR5's
--- SFX_LOOP_FOR_SMALL_FIRES (150).
xray.BURN, xray.FONT_DONE, xray.FIRST_FLAMES, xray.FIRE_SOUND = 128, 144, 16, 150
--- A shot counts on its own tick and the next (her guns may run before or
--- after the machine).
local SHOT_FRESH = 1

--- The level's first entity of `type`, or nil.
local function first_of(type)
  for i = 0, world.entity_count() - 1 do
    local e = world.entity(i)
    if e and e.type == type then return e end
  end
  return nil
end

--- Its triggers, and it goes out of play.
local function fire_and_go(e)
  world.test_triggers(e, "heavy")
  e.visible = false
  e:finish()
end

---@param lara Entity
---@param hk integer? the HK's inventory item
local function skeleton_with_hk(lara, hk)
  local inv = lara.state.inventory
  if not (hk and inv and (inv[hk] or 0) > 0) then return false end
  return world.trigger_kind(lara.room, lara.x, lara.y, lara.z) == "skeleton"
end

local function hk_alarm(e, s, lara)
  if s.alarm then
    s.alarm_wait = (s.alarm_wait or 0) - 1
    if s.alarm_wait < 0 then
      s.alarm_wait = xray.ALARM_EVERY
      world.sound(xray.ALARM_SOUND, e)
    end
  end
  if lara and skeleton_with_hk(lara, traps.param(e, "hk", nil)) then
    world.test_triggers(e, "heavy")
    s.alarm = true
  end
end

local function on_shot(e, s, lara)
  if s.countdown then
    s.countdown = s.countdown - 1
    if s.countdown == 0 then fire_and_go(e) end
    return
  end
  local guns = lara and lara.state.guns
  local fired = guns and guns.fired_tick
  if fired and world.tick() - fired <= SHOT_FRESH then s.countdown = xray.SHOT_DELAY end
end

local function font_of_fire(e, s)
  s.burnt = s.burnt or 0
  if s.burnt >= xray.FONT_DONE then
    fire_and_go(e)
    return
  end
  if s.burnt < xray.BURN then
    local hole = first_of(traps.param(e, "font", -1))
    if hole then
      world.sound(xray.FIRE_SOUND, hole)
      local n = s.burnt == 0 and xray.FIRST_FLAMES or 1
      world.particles(particles.FLAME, hole.room, hole.x, hole.y, hole.z, n)
    end
  end
  s.burnt = s.burnt + 1
end

---@param e Entity
function xray.init(e)
  e.visible = false
  e.collidable = false
end

---@param e Entity
function xray.control(e)
  if not e.active then return end
  local s, lara = e.state, world.lara()
  if e.ocb == xray.HK_ALARM then
    hk_alarm(e, s, lara)
  elseif e.ocb == xray.ON_SHOT then
    on_shot(e, s, lara)
  elseif e.ocb == xray.FONT_OF_FIRE then
    font_of_fire(e, s)
  elseif e.ocb == xray.BREAKS_GLASS then
    -- It breaks the static mesh standing on its point and goes out of play.
    shatter_statics.on_point(e)
    e.visible = false
    e:finish()
  else
    fire_and_go(e)
  end
end

return xray
