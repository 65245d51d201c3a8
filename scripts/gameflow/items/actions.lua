-- What choosing a ring item does (gameflow/ring.lua calls these). An
-- item's actions are lines { label, act, disabled }; `perform` carries one
-- out on the ring's state and says what follows: nil (the ring stays), or
-- the ring closes (`ring.close(state, request)` was called).
local guns = require("lara.guns")
local binoculars = require("lara.binoculars")
local C = require("lara.constants")
local stats = require("lib.stats")
local common = require("gameflow.items.common")

local actions = {}

--- The passport's pages per ring mode: label and the request it makes.
actions.PASSPORT = {
  inventory = { { "LOAD GAME", "load" }, { "SAVE GAME", "save" }, { "EXIT TO TITLE", "exit_to_title" } },
  keys = { { "LOAD GAME", "load" }, { "SAVE GAME", "save" }, { "EXIT TO TITLE", "exit_to_title" } },
  death = { { "LOAD GAME", "load" }, { "NEW GAME", "new_game" }, { "EXIT TO TITLE", "exit_to_title" } },
  title = { { "NEW GAME", "new_game" }, { "LOAD GAME", "load" }, { "EXIT GAME", "exit_game" } },
}

--- Requests of the passport's lines, by act.
local REQUESTS = { load = true, save = true, new_game = true, exit_to_title = true, exit_game = true }

--- How many of item key `k` she carries.
local function count(l, k) return tonumber((l.inventory or {})[k]) or 0 end

--- The ammunition kinds (or the HK's modes) of a gun she may choose
--- between (TR4/TR5 "Choose ammo"): the kinds' names (weapons/tr4.lua).
local function ammo_carried(l, entry)
  if not l.guns or not entry.weapon then return {} end
  return guns.kinds_carried(l, entry.weapon)
end

--- The gun the laser sight fits that she owns, its entry (TR4/TR5).
local function laser_gun(state)
  for _, list in pairs(state.contents) do
    for _, s in ipairs(list) do
      if s.entry.kind == "weapon" and s.entry.laser then return s.entry end
    end
  end
  return nil
end

--- The lines of a slot's actions in the ring's state.
---@return { label: string, act: string, disabled: boolean? }[]
function actions.lines(state, s)
  local l, e = state.lara.state, s.entry
  local out = {}
  local function add(label, act, disabled) out[#out + 1] = { label = label, act = act, disabled = disabled } end
  local k = e.kind
  if k == "passport" then
    for _, p in ipairs(actions.PASSPORT[state.mode] or actions.PASSPORT.inventory) do
      add(p[1], p[2], p[2] == "save" and not state.can_save)
    end
    return out
  end
  if k == "weapon" then
    add("EQUIP", "equip")
    if #ammo_carried(l, e) > 1 then add("CHOOSE AMMO", "choose_ammo") end
    if e.laser then
      local on = l.laser_sight and l.laser_sight[e.weapon]
      if on then add("SEPARATE", "separate")
      elseif count(l, e.laser) > 0 then add("COMBINE", "combine_laser") end
    end
  elseif k == "medipack" then add("USE", "heal")
  elseif k == "flare" then add("USE", "flare")
  elseif k == "binoculars" then add("USE", "binoculars")
  elseif k == "compass" then add("STATISTICS", "stats")
  elseif k == "key" then
    add("USE", "choose")
    if e.combine then add("COMBINE", "combine", count(l, e.combine.with) < 1) end
  elseif k == "laser_sight" then add("COMBINE", "combine_laser", laser_gun(state) == nil)
  elseif k == "setting" then add("SELECT", "setting")
  elseif k == "load" then add("LOAD GAME", "load")
  elseif k == "save" then add("SAVE GAME", "save", not state.can_save)
  end
  if state.layout == "one_ring" then add("EXAMINE", "examine") end
  return out
end

--- Heals with a medipack: half or all of her health, one consumed and
--- counted; nothing at full health.
local function heal(state, s)
  local lara, l = state.lara, state.lara.state
  if lara.health >= C.MAX_HEALTH or lara.health <= 0 then
    world.notice("Health is full")
    return false
  end
  if not common.consume(l, s.key, s.entry) then return false end
  lara.health = math.min(C.MAX_HEALTH, lara.health + (s.entry.heal or C.MAX_HEALTH))
  stats.add("medipacks", s.entry.used or 1)
  return true
end

--- Two pieces make the whole (TR4/TR5 KEY/PUZZLE/PICKUP _COMBO1 + _COMBO2).
local function combine(state, s)
  local l, c = state.lara.state, s.entry.combine
  if count(l, c.with) < 1 or not common.consume(l, s.key, s.entry) then return false end
  l.inventory[c.with] = count(l, c.with) - 1
  l.inventory[c.gives] = count(l, c.gives) + 1
  world.notice("Combined")
  return true
end

--- The laser sight goes onto (or comes off) the gun it fits.
local function laser(state, s, on)
  local l = state.lara.state
  local gun = s.entry.kind == "weapon" and s.entry or laser_gun(state)
  if not gun then return false end
  l.laser_sight = l.laser_sight or {}
  if on then
    if count(l, gun.laser) < 1 then return false end
    l.inventory[gun.laser] = count(l, gun.laser) - 1
    l.laser_sight[gun.weapon] = true
  else
    l.laser_sight[gun.weapon] = nil
    l.inventory[gun.laser] = count(l, gun.laser) + 1
  end
  -- The gun in her hand shows the sight on it (or not).
  if l.guns then guns.dress(state.lara, l) end
  return true
end

--- Carries out `act` on slot `s`; `ring` is gameflow.ring (for closing).
function actions.perform(state, s, act, ring)
  local lara, l = state.lara, state.lara.state
  if REQUESTS[act] then
    if act == "save" and not state.can_save then return end
    ring.close(state, { [act] = true })
  elseif act == "equip" then
    if guns.select(lara, l, s.entry.weapon) then state.draw_on_close = true
    else world.notice(s.entry.name) end
    ring.close(state)
  elseif act == "heal" then
    if heal(state, s) then ring.close(state) end
  elseif act == "flare" then
    local ok, flare = pcall(require, "lara.flare")
    if ok and type(flare) == "table" and flare.light then
      flare.light(lara, l)
    elseif common.consume(l, s.key, s.entry) then
      world.notice("Flare")
    end
    ring.close(state)
  elseif act == "binoculars" then
    -- Up as the ring closes where she stands still (lara/binoculars.lua);
    -- elsewhere nothing happens, as in TOMB4.
    binoculars.start(lara)
    ring.close(state)
  elseif act == "stats" then
    state.showing = "stats"
  elseif act == "choose" then
    l.chosen_item = s.key
    ring.close(state)
  elseif act == "examine" then
    state.examine = true
  elseif act == "combine" then
    if combine(state, s) then ring.refresh(state, s.entry.combine.gives) end
  elseif act == "combine_laser" or act == "separate" then
    if laser(state, s, act == "combine_laser") then ring.refresh(state) end
  elseif act == "choose_ammo" then
    local choices = ammo_carried(l, s.entry)
    local g = l.guns
    if g and #choices > 0 then
      g.ammo_choice = g.ammo_choice or {}
      local now = g.ammo_choice[s.entry.weapon] or guns.armed_as(l, s.entry.weapon).kind
      local next_one = choices[1]
      for i, k in ipairs(choices) do
        if k == now then next_one = choices[i % #choices + 1] end
      end
      g.ammo_choice[s.entry.weapon] = next_one
    end
  elseif act == "setting" then
    world.notice(s.entry.name .. ": not available yet")
  end
end

return actions
