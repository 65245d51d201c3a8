-- Door: opens while its trigger is on, closes when it goes off. A closed
-- door is solid (bodies are pushed out of its box) and blocks the
-- navigation box under it, so creatures path around it; opening frees both.
local two_state = require("lib.two_state")

return two_state.behaviour(function(e, open)
  e.solid = not open
  if e.state.box == nil then
    e.state.box = nav.box_of(e) or false
  end
  if e.state.box then
    world.set_box_blocked(e.state.box, not open)
  end
end)
