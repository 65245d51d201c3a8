-- Drawbridge (TR2 63, TR3 93): a door that swings down into a bridge.
-- Raised (state 0) it stands in the way as a door does; lowered (its
-- animation has reached state 1) it lends the world a floor at its own
-- height over the params.span sectors in front of it (default 2) —
-- the reverse of a trapdoor, which is floor while closed.
-- Source: TRX tr2 drawbridge.c: Drawbridge_Floor is item->pos.y over
-- the two sectors ahead of its own (at heading 0 the sectors at z - 1
-- and z - 2, turned with it) only while current_anim_state is OPEN;
-- Drawbridge_Collision is the door's while CLOSED. The ceiling it gives
-- under itself (pos.y + 256) is left out: an entity lends one surface.
local two_state = require("lib.two_state")

local SECTOR = 1024
local HALF = SECTOR // 2
local SPAN = 2

--- Lends or withdraws the floor as the bridge comes to rest down or up.
---@param e Entity
local function settle(e)
  local down = e.anim_state == two_state.OPEN
  if down == e.state.down then return end
  e.state.down = down
  e.solid = not down
  if down then
    local span = (e.params and e.params.span) or SPAN
    -- Its own sector runs from -HALF to HALF - 1 about its origin (the
    -- middle of the sector); the span lies beyond its back edge (-z).
    e:set_surface("floor", -HALF, HALF - 1, -HALF - span * SECTOR, -HALF - 1, 0)
  else
    e:clear_surface()
  end
end

local bridge = two_state.behaviour(nil)
local base_init, base_control = bridge.init, bridge.control

---@param e Entity
function bridge.init(e)
  base_init(e)
  e.state.down = nil
  settle(e)
end

---@param e Entity
function bridge.control(e)
  base_control(e)
  settle(e)
end

return bridge
