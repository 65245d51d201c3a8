-- Tibetan bell (TR2 88): a shot sets it swinging (STOP 0 -> SWING 1; its
-- animation rings it and swings back to STOP, when it rests again). While
-- it swings it sets off the heavy trigger under it, as TRX's bell tests
-- the triggers where it hangs each tick. It is solid.
-- Source: TRX src/tr2/game/objects/general/bell.c (goal SWING while active,
-- Room_TestTriggers, inactive once back in STOP), gun_misc.c (a hit on
-- O_BELL activates it; Item_IsSmashable: guns aim at it).
local bell = {}

local STOP, SWING = 0, 1

function bell.init(e)
  e.solid = true
  e.targetable = true
end

--- Sets it swinging (a shot, or its trigger).
local function ring(e)
  if e.state.swinging then return end
  e.state.swinging = true
  e.state.rings = (e.state.rings or 0) + 1
  e.heavy = true
  e.awake = true
  e.goal_state = SWING
end

function bell.on_hit(e) ring(e) end
function bell.on_activate(e) ring(e) end

function bell.control(e)
  if not e.state.swinging then return end
  if e.anim_state == SWING then
    e.state.swung = true
    -- Once there, back to rest at the end of the swing.
    e.goal_state = STOP
  elseif e.state.swung and e.anim_state == STOP then
    e.state.swinging, e.state.swung = false, false
    e.heavy = false
    e.awake = false
  else
    e.goal_state = SWING
  end
end

return bell
