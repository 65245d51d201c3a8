-- The inventory ring: Lara's items on turning rings of models (spec
-- gameflow-and-inventory.md §3). The game opens it with `ring.open` and
-- steps it once a tick with the input bits pressed (edges) and held;
-- each step gives the page to draw (src/game/page.rs reads it) and,
-- when the ring wants something of the game, a request:
-- { close = true } once it has closed, or { save = true }, { load = true },
-- { new_game = true }, { exit_to_title = true }, { exit_game = true } from
-- the passport (the ring has closed then too). What the items are per
-- game is data (gameflow/items/), what choosing them does
-- gameflow/items/actions.lua. Deterministic: no clock, no randomness.
local common = require("gameflow.items.common")
local actions = require("gameflow.items.actions")
local stats = require("lib.stats")
local guns = require("lara.guns")
local binoculars = require("lara.binoculars")

local ring = {}

--- Ticks the ring takes to rise into place (and to sink away closing).
ring.OPEN_TICKS = 8
--- Ticks a turn of one item takes.
ring.TURN_TICKS = 8
--- The front item's spin a tick (TR angle units, 65536 a turn).
ring.SPIN_STEP = 1024
local FULL_TURN = 65536

--- The ring the page shows in each mode first, and the rings it may visit
--- (nil: all).
local MODES = {
  inventory = { first = "main" },
  keys = { first = "keys" },
  death = { first = "options", only = "passport" },
  title = { first = "options", only = "passport" },
}

local FOOTER = "ACTION: SELECT   INVENTORY: BACK"

--- The rings of the state's layout that have something to show.
local function rebuild(state)
  state.contents = common.contents(state.lara, state.game)
  local only = MODES[state.mode].only
  state.rings = {}
  for _, r in ipairs(common.LAYOUTS[state.layout]) do
    local slots = {}
    for table_ring in pairs(r.takes) do
      for _, s in ipairs(state.contents[table_ring] or {}) do
        if not only or s.entry.kind == only then slots[#slots + 1] = s end
      end
    end
    table.sort(slots, function(a, b)
      if a.entry.pos ~= b.entry.pos then return a.entry.pos < b.entry.pos end
      return a.order < b.order
    end)
    if #slots > 0 then state.rings[#state.rings + 1] = { id = r.id, name = r.name, slots = slots } end
  end
end

--- The ring on show.
local function current(state) return state.rings[state.ring] end

--- The 1-based slot index of a target (any integer: the ring wraps).
local function wrap(i, n) return (i - 1) % n + 1 end

--- Goes to ring number `i` (its remembered item in front), rising in.
local function go_to_ring(state, i)
  state.ring = i
  local r = current(state)
  local at = r and state.remembered[r.id] or 1
  state.target = r and wrap(at, #r.slots) or 1
  state.turn = state.target
  state.rise = 1
  state.spin = 0
end

--- Opens the ring on `lara`. opts.mode: "inventory" (the main ring
--- first), "keys" (the keys ring first: a keyhole asked), "death" (only
--- the passport: load, new game, exit), "title"; opts.can_save: the
--- passport may save.
---@param lara Entity
---@param opts { mode: string?, can_save: boolean? }?
function ring.open(lara, opts)
  opts = opts or {}
  local mode = MODES[opts.mode or "inventory"] and (opts.mode or "inventory") or "inventory"
  local game = world.game()
  local l = lara.state
  l.chosen_item = nil
  l.ring_request = nil
  l.inventory = l.inventory or {}
  -- The ring puts the binoculars down (TOMB4 newinv.cpp): choose them again.
  binoculars.stop(lara, l)
  local state = {
    lara = lara, mode = mode, can_save = opts.can_save == true, game = game,
    layout = common.table_of(game).layout, remembered = {}, phase = "opening",
    rise = 1, turn = 1, target = 1, spin = 0, ring = 1,
  }
  rebuild(state)
  local first = 1
  for i, r in ipairs(state.rings) do
    if r.id == "main" then first = i end
  end
  for i, r in ipairs(state.rings) do
    if r.id == MODES[mode].first then first = i end
  end
  go_to_ring(state, first)
  return state
end

--- Starts closing; `request` is what the last step of closing returns
--- (default { close = true }).
function ring.close(state, request)
  state.phase = "closing"
  state.pending = request
  state.menu, state.showing, state.examine = nil, nil, false
end

--- Rebuilds the rings after the inventory changed, keeping the ring and,
--- where it still is there, the item in front (or the one `key` names).
function ring.refresh(state, key)
  local r = current(state)
  local id = r and r.id
  local front = r and r.slots[wrap(state.target, #r.slots)]
  local want = key or (front and front.key)
  rebuild(state)
  state.menu = nil
  for i, nr in ipairs(state.rings) do
    if nr.id == id then
      state.ring = i
      state.target = wrap(state.target, #nr.slots)
      for j, s in ipairs(nr.slots) do
        if s.key == want then state.target = j end
      end
      state.turn = state.target
      return
    end
  end
  go_to_ring(state, math.min(state.ring, math.max(#state.rings, 1)))
end

local function has(bits, bit) return bits & bit ~= 0 end
--- Inventory, Jump or Pause (Escape) go back one step: out of an item's
--- lines, an examined item, or the ring.
local function back(pressed)
  return has(pressed, input.INVENTORY) or has(pressed, input.JUMP) or has(pressed, input.PAUSE)
end

--- Moves the menu's cursor by `d`, over disabled lines.
local function move_cursor(menu, d)
  local n = #menu.lines
  for _ = 1, n do
    menu.cursor = wrap(menu.cursor + d, n)
    if not menu.lines[menu.cursor].disabled then return end
  end
end

--- Input while an item's action lines are up.
local function menu_input(state, pressed)
  local menu = state.menu
  if has(pressed, input.FORWARD) then move_cursor(menu, -1)
  elseif has(pressed, input.BACK) then move_cursor(menu, 1)
  elseif has(pressed, input.ACTION) then
    local line = menu.lines[menu.cursor]
    if line and not line.disabled then
      state.menu = nil
      actions.perform(state, menu.slot, line.act, ring)
    end
  elseif back(pressed) then
    state.menu = nil
  end
end

--- ACTION on the item in front: its only action at once (TR1-TR3), or
--- its lines to choose from (the passport; every item in TR4/TR5).
local function choose(state)
  local r = current(state)
  if not r then return end
  local s = r.slots[wrap(state.target, #r.slots)]
  local lines = actions.lines(state, s)
  if #lines == 0 then return end
  if #lines == 1 and state.layout ~= "one_ring" and s.entry.kind ~= "passport" then
    if not lines[1].disabled then actions.perform(state, s, lines[1].act, ring) end
    return
  end
  local menu = { slot = s, lines = lines, cursor = 0 }
  move_cursor(menu, 1)
  state.menu = menu
end

--- Input while the ring is open and nothing else is up.
local function ring_input(state, pressed, held)
  local r = current(state)
  local resting = state.turn == state.target
  if r and (has(pressed, input.LEFT) or (resting and has(held, input.LEFT))) then
    state.target = state.target - 1
  elseif r and (has(pressed, input.RIGHT) or (resting and has(held, input.RIGHT))) then
    state.target = state.target + 1
  elseif has(pressed, input.FORWARD) and state.ring > 1 then
    state.remembered[r.id] = wrap(state.target, #r.slots)
    go_to_ring(state, state.ring - 1)
  elseif has(pressed, input.BACK) and state.ring < #state.rings then
    state.remembered[r.id] = wrap(state.target, #r.slots)
    go_to_ring(state, state.ring + 1)
  elseif has(pressed, input.ACTION) then
    choose(state)
  elseif back(pressed) and MODES[state.mode].only == nil then
    ring.close(state)
  end
end

--- The turn eases towards the target a step a tick; the front item spins
--- while the ring rests.
local function animate(state)
  local step = 1 / ring.TURN_TICKS
  local d = state.target - state.turn
  if math.abs(d) <= step then state.turn = state.target
  else state.turn = state.turn + (d > 0 and step or -step) end
  if state.turn == state.target then
    state.spin = (state.spin + ring.SPIN_STEP) % FULL_TURN
  else
    state.spin = 0
  end
  if state.phase == "open" and state.rise > 0 then
    state.rise = math.max(0, state.rise - 1 / ring.OPEN_TICKS)
  end
end

--- The page of the ring's state.
function ring.page(state)
  local r = current(state)
  local page = { kind = "ring", title = r and r.name or "", lines = {}, footer = FOOTER, backdrop = "world" }
  if not r then return page end
  local n = #r.slots
  local front = wrap(state.target, n)
  local items = {}
  for i, s in ipairs(r.slots) do
    items[i] = { model = s.model, label = s.label, count = s.count,
                 spin = i == front and state.spin or 0, frame = 0 }
  end
  page.ring = { name = r.name, items = items, selected = front,
                turn = (state.turn - 1) % n + 1, rise = state.rise, examine = state.examine == true }
  if state.showing == "stats" then
    page.lines = stats.lines(state.game)
  elseif state.menu then
    for i, line in ipairs(state.menu.lines) do
      page.lines[i] = { label = line.label, selected = i == state.menu.cursor, disabled = line.disabled == true }
    end
  end
  return page
end

--- One tick of the open ring: the page to draw and a request or nil.
---@param pressed integer input bits pressed this tick
---@param held integer input bits held
function ring.step(state, pressed, held)
  pressed, held = pressed or 0, held or 0
  if state.phase == "closed" then return ring.page(state), nil end
  if state.phase == "opening" then
    state.rise = math.max(0, state.rise - 1 / ring.OPEN_TICKS)
    if state.rise == 0 then state.phase = "open" end
  elseif state.phase == "closing" then
    state.rise = math.min(1, state.rise + 1 / ring.OPEN_TICKS)
    if state.rise >= 1 then
      state.phase = "closed"
      local l = state.lara.state
      if state.draw_on_close and l.guns then guns.draw(state.lara, l) end
      return ring.page(state), state.pending or { close = true }
    end
  elseif state.showing or state.examine then
    if back(pressed) or has(pressed, input.ACTION) then state.showing, state.examine = nil, false end
  elseif state.menu then
    menu_input(state, pressed)
  else
    ring_input(state, pressed, held)
  end
  animate(state)
  return ring.page(state), nil
end

return ring
