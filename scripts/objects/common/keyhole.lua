-- Keyhole / puzzle hole: takes one item from Lara's inventory, as the
-- originals' keyhole and puzzle-hole collision routines do. She uses it
-- standing still with Action and her hands free inside its bounds (in front
-- of it, on its floor, facing it within 30 degrees), with the item the
-- catalogue names (params.item: the inventory entry its pickup puts there;
-- params.kind: "key" (default) or "puzzle" for the move) chosen on the
-- inventory ring (lara.state.chosen_item) or carried. She is put in front
-- of it at once (TR4/TR5: walked there a step a tick) and her move plays;
-- the item leaves her inventory as she starts. A puzzle piece goes in at
-- frame 80 of her move (the hole wears its "done" model from then:
-- params.done_model). The key trigger under it fires when her hands are
-- free again, at the end of her move. params.done: a hole placed already
-- filled (TR4/TR5 PUZZLE_DONEn, TR1's "Puzzle done" slots) takes nothing.
-- Another item chosen on the ring gives a notice and nothing; Action at
-- the hole with nothing to put in asks for the keys ring
-- (lara.state.ring_request = "keys"); at a used hole she says no.
-- Figures: TRX tr1 objects/general/keyhole.c, puzzle_hole.c (bounds, the
-- places 362 and 327 in front, frame 80), tomb3 game/pickup.cpp (the same
-- tables), TOMB4 game/pickup.cpp (KeyHoleCollision moves her there).
local interact = require("lara.interact")
local use_item = require("lara.use_item")
local S = require("lara.states")

local keyhole = {}

local DEGREE = 182
--- 200 either side, on its floor, 312 to 512 in front, turned within 10 /
--- 30 / 10 degrees.
local BOUNDS = {
  x = { -200, 200 }, y = { 0, 0 }, z = { 312, 512 },
  pitch = { -10 * DEGREE, 10 * DEGREE }, yaw = { -30 * DEGREE, 30 * DEGREE },
  roll = { -10 * DEGREE, 10 * DEGREE },
}
--- Her place in front of the hole: half a sector less her radius and 50
--- for a key, 85 for a puzzle piece.
local KEY_AT, PUZZLE_AT = { 0, 0, 362 }, { 0, 0, 327 }
--- The frame of her puzzle move at which the piece is in.
local PUZZLE_FRAME = 80
--- Lara's "no" (TR1 SFX_LARA_NO).
local SOUND_NO = 2

--- Each game's figures: how she is put in place.
local CLASSIC = { place = "align" }
local TR45 = { place = "move" }
keyhole.GAMES = { CLASSIC, CLASSIC, CLASSIC, TR45, TR45 }

local function param(e, k)
  local p = e.params
  return p and p[k]
end

--- How many of the hole's item Lara carries.
local function carried(e, lara)
  local inv = lara.state.inventory
  local item = param(e, "item")
  return (inv and item and inv[item]) or 0, item
end

--- Dresses a used hole in its "done" model's meshes, where it names one.
local function show_done(e)
  local done = param(e, "done_model")
  if not done then return end
  local i, mesh = 0, world.model_mesh(done, 0)
  while mesh do
    e:mesh_swap(i, mesh)
    i = i + 1
    mesh = world.model_mesh(done, i)
  end
end

function keyhole.init(e)
  if e.state.used == nil then
    e.state.used = param(e, "done") == true
    e.state.filling = false
    e.state.move_state = false
  end
end

--- An item chosen on the inventory ring (lara.state.chosen_item) that
--- this hole does not take: a notice, and the choice is spent. True when
--- that happened.
local function wrong_choice(lara, item)
  local chosen = use_item.chosen(lara)
  if chosen == nil or chosen == item then return false end
  use_item.refuse(lara)
  return true
end

--- Her move, as data (interact.line_up).
local spec = { bounds = BOUNDS, goal = S.STOP, hero = { reach = 1024, stand = 362 } }

--- Starts her move with the hole's item: true when it began.
local function start(e, lara, count, item)
  local puzzle = param(e, "kind") == "puzzle"
  local g = keyhole.GAMES[world.game()] or CLASSIC
  spec.place = g.place
  spec.at = puzzle and PUZZLE_AT or KEY_AT
  spec.state = puzzle and S.USE_PUZZLE or S.USE_KEY
  spec.role = puzzle and "use_puzzle" or "use_key"
  if not interact.line_up(lara, e, spec) then return false end
  lara.state.inventory[item] = count - 1
  use_item.accept(lara)
  e.state.used, e.state.filling = true, true
  -- The state her move plays in (the demo hero's one move for both).
  e.state.move_state = lara.anim_state
  if not puzzle then show_done(e) end
  return true
end

--- While her move plays: the puzzle piece goes in at its frame; when her
--- hands are free again the key trigger under the hole fires.
local function filling(e, lara)
  if lara.anim_state == e.state.move_state then
    if lara.anim_state == S.USE_PUZZLE and lara.frame == PUZZLE_FRAME then show_done(e) end
    return
  end
  e.state.filling = false
  show_done(e)
  e.triggered = true
  local s = param(e, "sound")
  if s then world.sound(s, e) end
end

function keyhole.collision(e, lara)
  if e.state.filling then
    if lara.state.using == e then filling(e, lara) return end
    e.state.filling = false
    e.triggered = true
  end
  local count, item = carried(e, lara)
  if not interact.moving_to(lara, e) then
    -- An item chosen on the ring is used without Action (the originals
    -- line her up for it as the ring closes); else Action, standing.
    local asked = interact.asks(lara, S.STOP)
    if not asked and not (use_item.chosen(lara) and lara.anim_state == S.STOP) then return end
    if not interact.in_reach(lara, e, spec) then return end
    if e.state.used then
      if asked then world.sound(SOUND_NO, lara) end
      return
    end
    if wrong_choice(lara, item) then return end
    if count < 1 then
      -- Nothing to put in: the game may open the keys ring (TR1-TR3),
      -- which gameflow/ring.lua's open clears.
      if asked then lara.state.ring_request = "keys" end
      return
    end
  end
  start(e, lara, count, item)
end

return keyhole
