-- Menus of the gameflow: a list of entries the player moves through with
-- Forward/Back, chooses with Action and leaves with Inventory, Jump or
-- Pause (Escape);
-- entries with `values` change with Left/Right (sound volumes). A menu is
-- a plain table; `menu.page` turns it into the page the engine draws.
local engine = require("gameflow.engine")

local menu = {}

local NONE = 0
local function bit(name) return input[name] or NONE end

--- True when any of the named actions was pressed.
local function pressed(keys, ...)
  for i = 1, select("#", ...) do
    local b = bit(select(i, ...))
    if b ~= NONE and (keys.pressed & b) ~= 0 then return true end
  end
  return false
end
menu.pressed = pressed

--- The footer telling which keys do what.
menu.FOOTER = "UP/DOWN: CHOOSE   ACTION: SELECT   INVENTORY: BACK"

--- The page of menu `m` (`kind`, `title`, `entries` { label, value,
--- disabled }, `selected`, `footer`, `backdrop`).
function menu.page(m)
  local lines = {}
  for i, e in ipairs(m.entries) do
    local value = e.value
    if e.values then value = tostring(e.values[e.at or 1]) end
    lines[i] = { label = e.label, value = value, selected = i == m.selected, disabled = e.disabled }
  end
  return { kind = m.kind or "menu", title = m.title, lines = lines,
           footer = m.footer or menu.FOOTER, backdrop = m.backdrop or "black" }
end

--- Moves the cursor over the entries that can be chosen.
local function move(m, step)
  local n = #m.entries
  for _ = 1, n do
    m.selected = (m.selected - 1 + step) % n + 1
    if not m.entries[m.selected].disabled then return end
  end
end

--- One tick of keys on menu `m`: the chosen entry's id, "back", or nil.
function menu.navigate(m, keys)
  m.selected = m.selected or 1
  if pressed(keys, "FORWARD") then move(m, -1) end
  if pressed(keys, "BACK") then move(m, 1) end
  local e = m.entries[m.selected]
  if e and e.values then
    if pressed(keys, "LEFT") then e.at = math.max(1, (e.at or 1) - 1) end
    if pressed(keys, "RIGHT") then e.at = math.min(#e.values, (e.at or 1) + 1) end
  end
  if pressed(keys, "ACTION") and e and not e.disabled then return e.id or e.label end
  if m.can_leave ~= false and pressed(keys, "INVENTORY", "JUMP", "PAUSE") then return "back" end
  return nil
end

--- Shows menu `m` until an entry is chosen (its id) or the player backs
--- out ("back"); the stage steps behind it when `step_stage`. With
--- `m.idle_ticks`, "idle" once that many ticks pass with no key pressed.
function menu.run(m, step_stage)
  m.selected = m.selected or 1
  if m.entries[m.selected] and m.entries[m.selected].disabled then move(m, 1) end
  local idle = 0
  while true do
    local keys = engine.page(menu.page(m), step_stage)
    local chosen = menu.navigate(m, keys)
    if chosen then return chosen end
    idle = keys.pressed == 0 and idle + 1 or 0
    if m.idle_ticks and idle >= m.idle_ticks then return "idle" end
  end
end

--- Shows `page` until Action (or Inventory) is pressed.
function menu.wait(page, step_stage)
  while true do
    local keys = engine.page(page, step_stage)
    if pressed(keys, "ACTION", "INVENTORY", "JUMP") then return end
  end
end

--- The save slots as a menu: `mode` "save" or "load". Returns the slot
--- chosen, or nil when the player backs out.
function menu.slots(mode, slots_count)
  local entries = {}
  for i, s in ipairs(engine.slots()) do
    local label, value = "SLOT " .. s.slot, "EMPTY"
    if s.damaged then value = "DAMAGED"
    elseif s.used then value = s.level_name .. "  " .. menu.time(s.ticks) end
    entries[i] = { id = s.slot, label = label, value = value,
                   disabled = mode == "load" and (not s.used or s.damaged ~= nil) }
    if i >= (slots_count or #entries) then break end
  end
  local any = false
  for _, e in ipairs(entries) do any = any or not e.disabled end
  if not any then
    menu.wait({ kind = "slots", title = "NO SAVED GAMES", footer = "ACTION: BACK", backdrop = "black" })
    return nil
  end
  local chosen = menu.run({ kind = "slots", title = mode == "save" and "SAVE GAME" or "LOAD GAME",
                            entries = entries, selected = 1 })
  if chosen == "back" then return nil end
  return chosen
end

--- `text` broken into page lines of at most `width` characters, at spaces.
function menu.wrap(text, width)
  local lines, line = {}, ""
  for word in tostring(text):gmatch("%S+") do
    if line ~= "" and #line + 1 + #word > width then
      lines[#lines + 1] = { label = line }
      line = word
    else
      line = line == "" and word or (line .. " " .. word)
    end
  end
  if line ~= "" then lines[#lines + 1] = { label = line } end
  return lines
end

--- Game time as the games show it: H:MM:SS, or MM:SS under an hour.
function menu.time(ticks)
  local s = (ticks or 0) // 30
  local h, m, sec = s // 3600, (s // 60) % 60, s % 60
  if h > 0 then return string.format("%d:%02d:%02d", h, m, sec) end
  return string.format("%02d:%02d", m, sec)
end

return menu
