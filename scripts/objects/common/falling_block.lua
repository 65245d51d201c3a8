-- Falling block (TR1 35): a floor tile that gives way. While its trigger
-- is on and Lara stands on its top it shakes (ACTIVATE), then falls
-- (WORKING) under gravity, lands on the floor below and lies there
-- (FINISHED). Until it drops its top is a floor lent to the world over its
-- sector, so she stands on it and falls with it.
-- Source: TRX src/tr1/game/objects/traps/falling_block.c.
local traps = require("lib.traps")
local block = {}

local HALF = traps.SECTOR / 2
--- Its top is two clicks above its origin (TRX: pos.y - STEP_L * 2).
local TOP = -2 * traps.CLICK

function block.init(e)
  if e.state.landed then return end
  e:set_surface("floor", -HALF, HALF - 1, -HALF, HALF - 1, traps.param(e, "top", TOP))
end

function block.on_deactivate(e)
  -- Once it shakes it goes on to fall whatever its trigger does.
  if e.anim_state ~= traps.SET then e.awake = true end
end

function block.control(e)
  local s = e.anim_state
  if s == traps.SET then
    -- Only Lara standing on its top sets it off (the original's trigger
    -- lies in its sector; here her feet must be over it too).
    local lara = world.lara()
    if lara and lara.y == e.y + traps.param(e, "top", TOP)
      and math.abs(lara.x - e.x) < HALF and math.abs(lara.z - e.z) < HALF then
      e.goal_state = traps.ACTIVATE
      e.awake = true
    end
  elseif s == traps.ACTIVATE then
    e.goal_state = traps.WORKING
  elseif s == traps.WORKING and not e.state.falling and not e.state.landed then
    e.state.falling = true
    e.gravity = true
  end
end

function block.after_move(e)
  -- The floor goes with it as its animation reaches the falling state
  -- (TRX FallingBlock_GetFloorHeight: a floor only while set or shaking),
  -- before Lara's tick: whoever stood on it falls too.
  if e.anim_state == traps.WORKING and not e.state.landed then e:clear_surface() end
  if e.state.falling and not e.gravity then
    -- The world stopped its fall at the floor below.
    e.state.falling = false
    e.state.landed = true
    e.goal_state = traps.FINISHED
  end
  if e.state.landed and e.anim_state == traps.FINISHED then
    e.awake = false
    e:finish()
  end
end

return block
