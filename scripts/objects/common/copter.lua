-- TR2's helicopters, set pieces flying by while the player watches, their
-- rotors roaring (SFX_HELICOPTER_LOOP 297, heard from a quarter of the way
-- from Lara to it):
--   mode = "takeoff" (228, the Diving Area's): triggered, it spins up
--     (SPIN 1) and, once its trigger has been used up (one shot), takes
--     off (TAKEOFF 2); when its animation ends it is gone.
--   mode = "flyby" (259, the mini copter): triggered, it flies 100 units a
--     tick along +z and is gone once 30 sectors from Lara along z.
-- Source: TRX src/tr2/game/objects/general/copter.c (COPTER_STATE_SPIN 1,
-- COPTER_STATE_TAKEOFF 2 when IF_ONE_SHOT, Item_Kill once deactivated) and
-- mini_copter.c (pos.z += 100, killed past WALL_L * 30).
-- params: mode, sound, speed.
local traps = require("lib.traps")

local copter = {}

local SPIN, TAKEOFF = 1, 2
local SOUND = 297
--- The mini copter's speed along +z and how far from Lara it goes.
local SPEED, GONE = 100, 30 * traps.SECTOR

function copter.init(e)
  e.collidable = false
  e.targetable = false
end

function copter.on_activate(e) e.awake = true end

--- The roar, heard from a quarter of the way from Lara to it.
local function roar(e, lara)
  local id = traps.param(e, "sound", SOUND)
  if not lara then world.sound(id, e) return end
  local function quarter(from, to) return from + math.floor((to - from) / 4) end
  world.sound(id, quarter(lara.x, e.x), quarter(lara.y, e.y), quarter(lara.z, e.z))
end

function copter.control(e)
  e.awake = true
  local lara = world.lara()
  if traps.param(e, "mode", "takeoff") == "flyby" then
    e.z = e.z + traps.param(e, "speed", SPEED)
    roar(e, lara)
    if lara and math.abs(e.z - lara.z) > GONE then e:kill() end
    return
  end
  if e.anim_state == SPIN and e.one_shot then e.goal_state = TAKEOFF end
  roar(e, lara)
  if e.anim_state == TAKEOFF then
    e.state.took_off = true
    local frames = world.anim_info(e.type, e.anim)
    if frames and e.frame >= frames - 1 then e:kill() end
  elseif e.status == "deactivated" then
    e:kill()
  end
end

return copter
