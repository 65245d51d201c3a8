-- Keyhole / puzzle hole: takes one item from Lara's inventory. She uses it
-- standing square in front of the hole with Action, when she carries the
-- item the catalogue names (params.item: the inventory entry its pickup
-- puts there; params.kind: "key" (default) or "puzzle" for the move). The
-- item leaves her inventory, the hole is marked triggered (the key trigger
-- under it fires) and stays used. params.done: a hole placed already
-- filled (TR4/TR5 PUZZLE_DONEn): used from the start, it takes nothing.
-- params.done_model: the type whose model shows the hole filled (TR1's
-- "Puzzle done" slots): once used, the hole wears that model's meshes.
-- An item chosen on the inventory ring (lara.state.chosen_item) is used
-- when it is the hole's; another gives a notice and nothing. Action with
-- nothing to use sets lara.state.ring_request = "keys" (the game opens
-- the keys ring).
local interact = require("lara.interact")
local use_item = require("lara.use_item")

local keyhole = {}

local REACH = 1024
-- Where Lara stands to use it: this far in front of the hole.
local STAND_OFF = 362

--- How many of the hole's item Lara carries.
local function carried(e, lara)
  local inv = lara.state.inventory
  local item = e.params and e.params.item
  return (inv and item and inv[item]) or 0, item
end

--- Dresses a used hole in its "done" model's meshes, where it names one.
local function show_done(e)
  local done = e.params and e.params.done_model
  if not done then return end
  local i, mesh = 0, world.model_mesh(done, 0)
  while mesh do
    e:mesh_swap(i, mesh)
    i = i + 1
    mesh = world.model_mesh(done, i)
  end
end

function keyhole.init(e)
  e.state.used = e.state.used or (e.params ~= nil and e.params.done == true)
end

--- An item chosen on the inventory ring (lara.state.chosen_item) that
--- this hole does not take: a notice, and the choice is spent. True when
--- that happened.
local function wrong_choice(e, lara, item)
  local chosen = use_item.chosen(lara)
  if chosen == nil or chosen == item then return false end
  use_item.refuse(lara)
  return true
end

function keyhole.collision(e, lara)
  if e.state.used or lara:distance_to(e) > REACH then return end
  if math.abs(lara:angle_to(e)) > 8192 then return end
  local count, item = carried(e, lara)
  if wrong_choice(e, lara, item) then return end
  if count < 1 then
    -- Action at a hole with nothing to put in: the game may open the
    -- keys ring (TR1-TR3), which gameflow/ring.lua's open clears.
    if world.pressed(input.ACTION) and interact.still(lara) then lara.state.ring_request = "keys" end
    return
  end
  local kind = (e.params and e.params.kind) or "key"
  if interact.start(lara, kind, e, STAND_OFF) then
    lara.state.inventory[item] = count - 1
    use_item.accept(lara)
    e.state.used = true
    show_done(e)
    e.triggered = true
    if e.params and e.params.sound then world.sound(e.params.sound, e) end
  end
end

return keyhole
