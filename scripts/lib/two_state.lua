-- Objects with two animation states, closed (0) and open (1), driven by
-- their trigger: doors, trapdoors, gates. The object keeps running
-- (e.awake) until its animation reaches the state its trigger asks for.
local two_state = {}

local CLOSED, OPEN = 0, 1
two_state.CLOSED, two_state.OPEN = CLOSED, OPEN

--- Its catalogue's sound for opening (params.open_sound) or closing
--- (params.close_sound), where it names one.
local function play_sound(e, open)
  local p = e.params
  local sound = p and (open and p.open_sound or p.close_sound)
  if sound then world.sound(sound, e) end
end

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
    play_sound(e, open)
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

--- The originals' door and trapdoor control (TRX tr1 objects/general
--- door.c Door_Control, trapdoor.c TrapDoor_Control): each tick it runs,
--- while its trigger is on a closed one is asked to open, else `settle(e,
--- true)` (the door's sectors opened); while off an open one is asked to
--- close, else `settle(e, false)`. So what it does follows its animation's
--- state, a tick after the state changes (at once for a body without
--- animations). It sleeps once settled; its
--- trigger going on or off wakes it. `settle(e, false)` also runs at init
--- (closed as placed).
---@param settle fun(e: Entity, open: boolean)
function two_state.follow_trigger(settle)
  local b = {}

  function b.init(e)
    if e.state.open == nil then e.state.open = false end
    settle(e, e.state.open)
  end

  local function wake(e, open)
    e.awake = true
    play_sound(e, open)
  end
  function b.on_activate(e) wake(e, true) end
  function b.on_deactivate(e) wake(e, false) end

  function b.control(e)
    local on = e.active
    if e.anim_count == 0 then
      -- Without animations there is no state to wait for.
      e.state.open = on
      settle(e, on)
      e.awake = false
    elseif on and e.anim_state == CLOSED then
      e.goal_state = OPEN
    elseif not on and e.anim_state == OPEN then
      e.goal_state = CLOSED
    else
      e.state.open = on
      settle(e, on)
      if e.anim_state == e.goal_state then e.awake = false end
    end
  end

  return b
end

return two_state
