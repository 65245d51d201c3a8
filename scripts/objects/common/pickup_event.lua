-- A pickup whose taking also tells the game something, and that may
-- turn and float where it lies (tomb3 AnimatingPickUp). Taken as any
-- pickup (objects/common/pickup.lua: the item goes into Lara's
-- inventory); then, by its catalogue parameters:
--   secret = n       world.secret(n): TR2's dragons count themselves
--                    (their pickup is the secret; no trigger marks it)
--   save_request     the game is asked to save (world.save_game()) at the
--                    tick it was taken: TR3's savegame crystal, which
--                    the game answers by offering a save (the crystal
--                    count in the inventory is what the ring spends)
--   spin = u         turns u a tick where it lies (tomb3: 1024)
--   bob = u          floats up and down, BOB_BASE to BOB_BASE + u above
--                    where it was placed (tomb3's crystal: 256)
local fixed = require("lib.fixed")
local pickup = require("objects.common.pickup")

local event = {}

--- tomb3 AnimatingPickUp: a bob cycle of 64 ticks (the sine of
--- 1/64 turn a tick, taken absolute: two lifts a cycle), floating at
--- least 64 above its spot.
local BOB_TICKS, BOB_BASE = 64, 64

---@param e Entity
local function item_of(e)
  return (e.params and e.params.item) or e.type
end

---@param e Entity
function event.init(e)
  pickup.init(e)
  e.state.rest_y = e.state.rest_y or e.y
  e.state.phase = e.state.phase or 0
  local p = e.params or {}
  if p.spin or p.bob then e.awake = true end
end

---@param e Entity
function event.control(e)
  local p = e.params or {}
  if p.spin then e.yaw = (e.yaw + p.spin) % 65536 end
  if p.bob then
    e.state.phase = (e.state.phase + 1) % BOB_TICKS
    local lift = math.abs(fixed.sin(e.state.phase * fixed.TURN // BOB_TICKS))
    e.y = e.state.rest_y - BOB_BASE - (lift * p.bob) // fixed.ONE
  end
end

--- What taking it tells the game.
---@param e Entity
function event.taken(e)
  local p = e.params or {}
  if p.secret then world.secret(p.secret) end
  if p.save_request then world.save_game() end
end

---@param e Entity
---@param lara Entity
function event.collision(e, lara)
  local inv = lara.state.inventory
  local item = item_of(e)
  local before = (inv and inv[item]) or 0
  pickup.collision(e, lara)
  inv = lara.state.inventory
  if inv and (inv[item] or 0) > before then event.taken(e) end
end

return event
