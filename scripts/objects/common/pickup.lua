-- Pickup: an item lying in the level. The player takes it with Action when
-- she is over it; it goes into her inventory (her state table) and leaves
-- the level. params.item names the inventory entry (default: the type),
-- params.count how many of it the pickup holds (default 1: a box of
-- flares holds several).
local interact = require("lara.interact")
local stats = require("lib.stats")

local pickup = {}

local REACH = 512
-- Under water she is moved to this far back from it along her heading and
-- this far above it before she takes it (TRX src/tr1/game/objects/general/
-- pickup.c m_PickUpPositionUW {0, -200, -350}, reached by Lara_MovePosition).
-- On land she takes it where she stands (TR1 snaps her to 100 behind it).
local STAND_OFF_UW, RISE_UW = 350, 200
pickup.STAND_OFF_UW, pickup.RISE_UW = STAND_OFF_UW, RISE_UW

function pickup.take(e, lara)
  local inv = lara.state.inventory or {}
  lara.state.inventory = inv
  local item = (e.params and e.params.item) or e.type
  -- Guns and their rounds go to the guns; the rest into the inventory.
  if not require("lara.guns").picked_up(lara, lara.state, item) then
    inv[item] = (inv[item] or 0) + ((e.params and e.params.count) or 1)
  end
  -- The name it was picked up under: the inventory ring names (and, in a
  -- level borrowing another game's catalogue, recognises) it by this.
  lara.state.item_names = lara.state.item_names or {}
  if e.name ~= "" then lara.state.item_names[item] = e.name end
  stats.add("pickups", 1)
  if e.params and e.params.sound then world.sound(e.params.sound, e) end
  log.info("picked up " .. tostring(item))
  world.notice(e.name ~= "" and e.name or tostring(item))
  -- Fires the pickup trigger under it (secrets, doors that open on taking it).
  e.triggered = true
  e:kill()
end

--- Lara bends down for it (standing still, or treading water for one
--- lying under water) and takes it.
function pickup.collision(e, lara)
  if not e.visible or lara:distance_to(e) > REACH then return end
  local under = lara.water == "underwater"
  if interact.start(lara, "pickup", e, under and STAND_OFF_UW or nil, under and RISE_UW or nil) then
    pickup.take(e, lara)
  end
end

return pickup
