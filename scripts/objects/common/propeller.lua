-- Propellers, fans and saws (TR2 76/77/94/95, TR3 105/119/120): run
-- (state 0) while their trigger is on and wind down (state 1) when it goes
-- off; while running, any tick their blades (the meshes in params.touch)
-- touch Lara she takes params.damage and bleeds. params.sound plays while
-- it runs, params.stop_sound once as it winds down.
-- Source: tomb3 game/traps.cpp PropellerControl (goal 0 while triggered,
-- else 1; touch_bits & 6; 200 a touch; SFX_SMALL_FAN_ON 217, the saw's
-- SFX_DRILL_BIT_1 206); TR2 registers the same routine (TRX
-- src/tr2/global/funcs.h PropellerControl).
-- Meeting Lara, by params.collision (lib/traps.lua collide): the fans and
-- propellers are solid only at rest (TRX tr2 propeller.c
-- Object_Collision_Trap, tomb3 setup FAN / SMALL_FAN TrapCollision), the
-- saws always (power_saw.c Object_Collision, tomb3 SAW ObjectCollision).
-- With params.passable_once_stopped, once it has wound down to rest it is
-- no longer collidable (the routine clears `collidable` for all but the
-- saw when its animation deactivates it).
local traps = require("lib.traps")
local propeller = {}

local RUN, STOP = 0, 1
--- Harm per tick of contact (tomb3: hit_points -= 200).
local DAMAGE = 200
--- The blades: meshes 1 and 2 (tomb3: touch_bits & 6).
local BLADES = 6

propeller.on_deactivate = traps.keep_awake

function propeller.init(e)
  if e.state.running == nil then e.state.running = false end
end

--- Starts or stops its running sound as it starts or stops.
local function hum(e, running)
  if e.state.running == running then return end
  e.state.running = running
  local sound = traps.param(e, "sound", nil)
  if sound and running then world.sound(sound, e) end
  if sound and not running then world.stop_sound(sound, e) end
  local stop = traps.param(e, "stop_sound", nil)
  if stop and not running then world.sound(stop, e) end
end

function propeller.control(e)
  if not e.active then
    hum(e, false)
    e.goal_state = STOP
    if e.anim_state == STOP then
      e.awake = false
      if traps.param(e, "passable_once_stopped", false) then e.collidable = false end
    end
    return
  end
  hum(e, true)
  e.goal_state = RUN
  traps.strike(e, DAMAGE, traps.param(e, "touch", BLADES))
end

propeller.collision = traps.collide

return propeller
