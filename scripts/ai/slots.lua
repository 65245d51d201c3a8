-- AI slots. The original games kept pathfinding memory for only a few
-- creatures at once: a creature needs a slot to think. With every slot
-- taken, a newcomer takes the slot of the creature farthest away (when
-- that one is farther than the newcomer); the creature left without a
-- slot waits, neither drawn nor moving, and asks again every tick.
-- The games measured from the camera; here the distance is from Lara,
-- whom the chase camera follows, so headless runs decide the same.
local slots = {}

-- Slots per game: TR1's engine has 8 (TRX tr1 raises NUM_SLOTS to 32 as a
-- fan change); TR2's NUM_SLOTS is 5 (TRX tr2), and TR3–TR5 keep it.
slots.COUNT = { 8, 5, 5, 5, 5 }

--- The level's slot holders (a list of entity handles).
local function holders()
  local level = world.level_state()
  local held = level.ai_slots
  if not held then
    held = {}
    level.ai_slots = held
  end
  return held
end

--- True while `e` may keep its slot: it exists, lives and runs.
local function keeps(e)
  return e:exists() and e.health > 0 and e.active
end

--- Squared distance from `e` to Lara (0 without her).
local function remoteness(e)
  local lara = world.lara()
  if not lara then return 0 end
  local dx, dy, dz = e.x - lara.x, e.y - lara.y, e.z - lara.z
  return dx * dx + dy * dy + dz * dz
end

--- Holds `e` still and hidden while it waits for a slot, and shows it
--- again when it gets one (only if the wait hid it).
local function set_waiting(e, waiting)
  e.paused = waiting
  if waiting then
    if e.visible then
      e.state.slot_hidden = true
      e.visible = false
    end
  elseif e.state.slot_hidden then
    e.state.slot_hidden = nil
    e.visible = true
  end
end

--- Finds the holder farthest from Lara (`held.far`, `held.far_at`).
local function find_farthest(held)
  held.far, held.far_at = -1, nil
  for i = 1, #held do
    local d = remoteness(held[i])
    if d > held.far then held.far, held.far_at = d, i end
  end
end

--- Once a tick: forgets holders that died, stopped or were removed, and
--- measures who holds the farthest slot. Every creature asks each tick, so
--- the work done per ask stays small however many wait.
local function refresh(held)
  local tick = world.tick()
  if held.tick == tick then return end
  held.tick = tick
  for i = #held, 1, -1 do
    local h = held[i]
    if not keeps(h) then
      if h:exists() then h.state.ai_slot = nil end
      table.remove(held, i)
    end
  end
  find_farthest(held)
end

--- Asks for a slot for `e` this tick: true when it holds one (it may
--- think and move), false when it must wait.
---@param e Entity
---@return boolean
function slots.hold(e)
  local held = holders()
  refresh(held)
  local own = e.state
  if own.ai_slot then return true end
  local capacity = slots.COUNT[world.game()] or slots.COUNT[1]
  local d = remoteness(e)
  if #held < capacity then
    held[#held + 1] = e
    if d > held.far then held.far, held.far_at = d, #held end
  elseif held.far_at and held.far > d then
    local out = held[held.far_at]
    out.state.ai_slot = nil
    set_waiting(out, true)
    held[held.far_at] = e
    find_farthest(held)
  else
    set_waiting(e, true)
    return false
  end
  own.ai_slot = true
  set_waiting(e, false)
  -- A fresh search with the zone it now stands in (LOT_InitialiseSlot).
  e:start_search()
  return true
end

--- The creatures holding a slot now (entity handles; read, never change,
--- the list): whom rivals (ai/rivals.lua) look among.
---@return Entity[]
function slots.holders()
  local held = holders()
  refresh(held)
  return held
end

--- Gives up `e`'s slot (a creature that died or was switched off).
---@param e Entity
function slots.release(e)
  local held = holders()
  for i = #held, 1, -1 do
    if held[i] == e then table.remove(held, i) end
  end
  e.state.ai_slot = nil
  find_farthest(held)
end

return slots
