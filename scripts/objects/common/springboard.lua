-- Bounce pad (TR2 86, TRX's springboard): when Lara stands on its sector
-- at its height it throws her up as a forward jump and plays its spring
-- (state OFF 0 -> ON 1; its animation returns to OFF). Stepping back
-- onto it, her speed is turned round as TRX turns it.
-- Source: TRX src/tr2/game/objects/traps/springboard.c (fall speed -240,
-- LA_FALL_START in state LS_JUMP_FORWARD, same sector and same y).
-- params: launch (the upward speed).
local traps = require("lib.traps")
local S = require("lara.states")

local springboard = {}

--- States of its animation.
local OFF, ON = 0, 1
--- The upward speed it gives her (TRX: fall_speed = -240).
local LAUNCH = 240

local function sector_of(v) return math.floor(v / traps.SECTOR) end

function springboard.init(e)
  -- It watches for her whether triggered or not (TRX runs it from level
  -- start: the item is active as its control routine keeps animating).
  e.awake = true
end

function springboard.control(e)
  e.awake = true
  if e.anim_state ~= OFF then return end
  local lara = traps.living_lara()
  if not lara or lara.gravity or lara.y ~= e.y then return end
  if sector_of(lara.x) ~= sector_of(e.x) or sector_of(lara.z) ~= sector_of(e.z) then return end
  local st = lara.anim_state
  if st == S.BACK or st == S.FAST_BACK then lara.speed = -lara.speed end
  local l = lara.state
  local fall = l.anims and l.anims.fall_start
  if fall then lara:set_anim(fall) end
  lara.goal_state = S.FORWARD_JUMP
  lara.fall_speed = -traps.param(e, "launch", LAUNCH)
  lara.gravity = true
  e.goal_state = ON
  e.state.launches = (e.state.launches or 0) + 1
end

return springboard
