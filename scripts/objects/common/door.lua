-- Door: opens while its trigger is on, closes when it goes off. The
-- navigation box under a closed door is blocked, so creatures path around
-- it; opening frees it.
local two_state = require("lib.two_state")

return two_state.behaviour(function(e, open)
  if e.state.box == nil then
    e.state.box = nav.box_of(e) or false
  end
  if e.state.box then
    world.set_box_blocked(e.state.box, not open)
  end
end)
