-- The level's side of the gameflow, run in the level's own script host:
-- what the level gets as it starts (what Lara carries, the sequence's
-- options), what the player does between two ticks with the world held
-- (the inventory ring, the pause menu) and what the level gives back at
-- its end (what carries on, the statistics). Called by the engine
-- (game/session.rs, app/play.rs): start(start), configure(settings) with
-- the settings the options page shows, tick(pressed, held) before each
-- world tick, saved() after a save or load, finish() when a run ends.
local carry = require("gameflow.carry")
local pause = require("gameflow.pause")
local ring = require("gameflow.ring")
local stats = require("lib.stats")

local level = {}

--- World units in a block (NO_FLOOR counts depth in blocks).
local BLOCK = 1024

--- The gameflow's part of the level's table.
local function flow_state()
  local ls = world.level_state()
  ls.gameflow = ls.gameflow or { mode = "level" }
  return ls.gameflow
end

--- The LARA_START_POS AI object's type in TR4/TR5 levels (nil before).
local function start_pos_type()
  if world.game() < 4 then return nil end
  local ok, names = pcall(require, "objects.tr45.names_tr" .. world.game())
  if not ok then return nil end
  for id, name in pairs(names) do
    if name == "LARA_START_POS" then return id end
  end
  return nil
end

--- TR4/TR5: a level entered through an end trigger that names a start
--- position puts Lara on the LARA_START_POS whose OCB is that number.
local function place_at_start(lara, n)
  local ty = start_pos_type()
  local spot = ty and ai.by_ocb(ty, n)
  if not spot then return false end
  lara.room, lara.x, lara.y, lara.z = spot.room, spot.x, spot.y, spot.z
  lara.yaw = spot.angle
  return true
end

--- The level starts: `start` = { mode, number, game, carry, options,
--- new_game, start_pos, item_names }. Options the level acts on:
--- remove_weapons, remove_ammo, start_inv (gameflow.carry), start_anim,
--- no_floor; the sequence keeps the rest (track, sunset, deadly_water,
--- cut_angle, kill_to_complete, secrets) for the flow.
function level.start(start)
  local gf = flow_state()
  gf.mode = start.mode or "level"
  gf.number = start.number
  gf.options = start.options or {}
  -- The names the game's script gives this level's keys, puzzle items and
  -- pickups, by slot ("KEY_ITEM1" = "Sun Key"): the ring shows them.
  gf.item_names = start.item_names
  local lara = world.lara()
  if gf.mode == "level" and lara then
    carry.into(lara, start.carry, gf.options)
    if start.start_pos then gf.placed = place_at_start(lara, start.start_pos) end
    -- START_ANIM: the animation she starts the level in (TR2's Offshore
    -- Rig starts her captured).
    if gf.options.start_anim then lara:set_anim(gf.options.start_anim) end
    -- NO_FLOOR: below this depth under her start she dies (blocks of 1024).
    if gf.options.no_floor then gf.death_depth = lara.y + gf.options.no_floor * BLOCK end
  end
end

--- The settings the options page shows (gameflow.options), as the engine
--- gives them.
function level.configure(settings)
  flow_state().settings = settings
end

--- A save was written or loaded: nothing is lost by leaving now.
function level.saved()
  flow_state().unsaved_ticks = 0
end

local function has(bits, name)
  local b = input[name]
  return b ~= nil and (bits & b) ~= 0
end

--- One tick before the world's: the page to show with the world held (the
--- ring, pause), and a request of the game (save, load, new game, leave),
--- or nothing when the world steps.
function level.tick(pressed, held)
  local gf = flow_state()
  if gf.mode ~= "level" then return nil end
  local lara = world.lara()
  if gf.death_depth and lara and lara.health > 0 and lara.y > gf.death_depth then
    lara.health = 0
  end
  if gf.ring then
    local page, request = ring.step(gf.ring, pressed, held)
    if request then
      gf.ring = nil
      if request.close then return nil end
      return page, request
    end
    return page
  end
  if gf.pause then
    local page, request = pause.step(gf.pause, pressed)
    if request and request.settings then
      gf.settings = gf.pause.settings
    elseif request then
      gf.pause = nil
      if request.resume then return nil end
    end
    return page, request
  end
  -- A script that took the controls away (world.set_input_mask) keeps the
  -- ring shut too.
  local ring_allowed = has(world.input_mask(), "INVENTORY")
  if has(pressed, "INVENTORY") and ring_allowed and lara and lara.health > 0 then
    gf.ring = ring.open(lara, { mode = "inventory", can_save = true })
    return ring.step(gf.ring, 0, held)
  end
  if has(pressed, "PAUSE") then
    gf.pause = pause.open(gf.settings, (gf.unsaved_ticks or 0) > 0, true)
    return pause.step(gf.pause, 0)
  end
  gf.unsaved_ticks = (gf.unsaved_ticks or 0) + 1
  return nil
end

--- The run ends: what carries on, the statistics and their page lines.
function level.finish()
  local found, total = stats.secrets()
  local counts = {}
  for k, v in pairs(stats.get()) do counts[k] = v end
  counts.secrets, counts.secrets_total = found, total
  return { carry = carry.out(world.lara()), stats = counts, lines = stats.lines(world.game()) }
end

return level
