-- Lava bowl (TR2 71, TRX's big bowl): tipped by its trigger (TIP 0; its
-- animation goes on into POUR 1), it pours molten metal: each tick of
-- pouring a drop (params.drop, TR2's hot liquid 220) falls from its lip,
-- two clicks out on x and z and two clicks and 100 below its origin; after
-- five seconds of pouring it turns flipmap params.flip on (the original
-- hard-codes slot 4), and after seven it rests.
-- Source: TRX src/tr2/game/objects/general/big_bowl.c (BIG_BOWL_STATE_TIP
-- 0 / POUR 1, effect at pos + STEP_L * 2 (y + STEP_L * 2 + 100),
-- timer == 5 * FRAMES_PER_SECOND flips slot 4, removed at 7 seconds).
-- params: drop, flip.
local traps = require("lib.traps")

local bowl = {}

local POUR = 1
--- TR2's hot liquid drop.
local DROP = 220
--- Where a drop leaves the lip, from the bowl's origin.
local LIP_OUT, LIP_DOWN = 2 * traps.CLICK, 2 * traps.CLICK + 100
--- Ticks of pouring before the flipmap turns, and before it rests.
local FLIP_AFTER, REST_AFTER = 5 * 30, 7 * 30
--- The flipmap it turns on (TRX: hard-coded 4).
local FLIP = 4

function bowl.on_activate(e)
  e.awake = not e.state.done
end

function bowl.control(e)
  if e.state.done then e.awake = false return end
  e.awake = true
  if e.anim_state ~= POUR then return end
  local poured = (e.state.poured or 0) + 1
  e.state.poured = poured
  local drop = traps.param(e, "drop", DROP)
  world.spawn(drop, e.room, e.x + LIP_OUT, e.y + LIP_DOWN, e.z + LIP_OUT, 0)
  local flip = traps.param(e, "flip", FLIP)
  if poured == FLIP_AFTER and not world.flipped(flip) then world.flip(flip, true) end
  if poured >= REST_AFTER then
    e.state.done = true
    e.awake = false
    e:finish()
  end
end

return bowl
