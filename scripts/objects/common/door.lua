-- Door: opens while its trigger is on, closes when it goes off, as the
-- originals' door control does it (lib/two_state.lua follow_trigger): its
-- sector is opened a tick after its animation reaches the open state, and
-- shut again once it is back in the closed state. Shut, the door is solid
-- (bodies are pushed out of its box) and the navigation box under it is
-- blocked (TRX tr1 door.c M_Shut: the box of a blockable sector), so
-- creatures path around it; opened, both are freed.
local two_state = require("lib.two_state")

return two_state.follow_trigger(function(e, open)
  e.solid = not open
  if e.state.box == nil then
    e.state.box = nav.box_of(e) or false
  end
  if e.state.box then
    world.set_box_blocked(e.state.box, not open)
  end
end)
