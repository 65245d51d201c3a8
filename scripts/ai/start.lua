-- Where a creature began (TOMB5 box.cpp InitialiseCreature), for TR5's
-- RESET_TEST flipeffect to send it back there (ai/send_back.lua).
--
-- The originals note at a creature's set-up its start square, its height,
-- its heading rounded down to an eighth of a turn and the standing orders
-- of the AI objects under it. Lua keeps the note in `ai.start`; a creature
-- sent back stays unseen until it runs again (`start.wake`).
local start = {}

--- One sector (world units), and half of one: the centre of a square.
local SECTOR, HALF_SECTOR = 1024, 512
--- The heading kept is rounded down to an eighth of a turn (TOMB5
--- InitialiseCreature: y_rot & 0xE000).
local HEADING_MASK = 0xE000

--- A copy of an orders table (ai/orders.lua changes a creature's own).
---@param t? table
---@return table?
function start.copy_orders(t)
  if not t then return nil end
  local c = {}
  for k, v in pairs(t) do c[k] = v end
  return c
end

--- Notes where `e` begins: call from set-up, before its heading is spread.
---@param e Entity
---@param ai table the creature's AI table
---@param orders? table the standing orders it starts with
function start.record(e, ai, orders)
  ai.start = {
    x = e.x // SECTOR * SECTOR + HALF_SECTOR,
    y = e.y,
    z = e.z // SECTOR * SECTOR + HALF_SECTOR,
    room = e.room,
    yaw = e.yaw & HEADING_MASK,
    orders = start.copy_orders(orders),
  }
end

--- Shows a creature sent back once it runs again; call each tick it runs.
---@param e Entity
---@param ai table
function start.wake(e, ai)
  if not ai.sent_back then return end
  e.visible, e.collidable = true, true
  ai.sent_back = nil
end

return start
