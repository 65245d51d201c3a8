-- Objects with two animation states, closed (0) and open (1), driven by
-- their trigger: doors, trapdoors, gates. The object keeps running
-- (e.awake) until its animation reaches the state its trigger asks for.
local two_state = {}

local CLOSED, OPEN = 0, 1
two_state.CLOSED, two_state.OPEN = CLOSED, OPEN

--- Builds a behaviour; `on_change(e, open)` runs when the goal flips.
function two_state.behaviour(on_change)
  local b = {}

  function b.init(e)
    e.state.open = false
    if on_change then on_change(e, false) end
  end

  local function set(e, open)
    e.state.open = open
    e.goal_state = open and OPEN or CLOSED
    e.awake = true
    if on_change then on_change(e, open) end
    local p = e.params
    local sound = p and (open and p.open_sound or p.close_sound)
    if sound then world.sound(sound, e) end
  end

  function b.on_activate(e) set(e, true) end
  function b.on_deactivate(e) set(e, false) end

  function b.control(e)
    if e.anim_state == e.goal_state then
      e.awake = false
    end
  end

  return b
end

return two_state
