-- Playing one level of the game: put it on stage with what Lara carries
-- and the options the sequence gathered, run it, and answer what ends each
-- run: the level's end (its statistics kept, what she carries taken on),
-- her death (load, restart or leave), the ring's requests (save, load,
-- new game, leave) and TR3's save crystals.
local engine = require("gameflow.engine")
local menu = require("gameflow.menu")
local totals = require("gameflow.totals")

local play_level = {}

--- Characters on a line of an error page (the narrowest window fits them).
local ERROR_WIDTH = 44

--- The start table the level's side gets (gameflow.level.start).
local function start_of(ctx, n)
  return { mode = "level", number = n, game = ctx.plan.game, carry = ctx.state.carry,
           options = ctx.state.options or {}, new_game = ctx.state.carry == nil,
           start_pos = ctx.state.start_pos, item_names = ctx.plan.levels[n].items }
end

--- The flow's table as a save keeps it: where play stands and what was
--- done; `resume` marks a save made inside a level.
local function saved_state(ctx)
  local s = {}
  for k, v in pairs(ctx.state) do s[k] = v end
  s.resume = true
  return s
end

--- The slot page for saving; saves the stage there.
function play_level.save(ctx)
  local slot = menu.slots("save", ctx.game.slots)
  if not slot then return end
  local r = engine.save(slot, saved_state(ctx))
  engine.notice(r.ok and ("GAME SAVED IN SLOT " .. slot) or ("NOT SAVED: " .. tostring(r.error)))
end

--- The slot page for loading; the loaded state, or nil.
function play_level.load(ctx)
  local slot = menu.slots("load", ctx.game.slots)
  if not slot then return nil end
  local r = engine.load_save(slot)
  if not r.ok then
    engine.notice("NOT LOADED: " .. tostring(r.error))
    return nil
  end
  return r.game or { resume = true }
end

--- After Lara's death: load a save, start the level again, or leave.
local function death_menu(ctx)
  local any_save = false
  for _, s in ipairs(engine.slots()) do any_save = any_save or (s.used and not s.damaged) end
  local choice = menu.run({ kind = "death", title = "LARA IS DEAD", can_leave = false,
    entries = {
      { id = "load", label = "LOAD GAME", disabled = not any_save },
      { id = "restart", label = "RESTART LEVEL" },
      { id = "title", label = "EXIT TO TITLE" },
    }, backdrop = "world" })
  return choice
end

--- Plays level `n` (the stage already holds it when `resumed`). Returns
--- "completed" or what ends play ("title", "exit", "new_game", { load = state }).
function play_level.play(ctx, n, resumed)
  local spec = ctx.plan.levels[n]
  if not spec then
    engine.notice("gameflow: there is no level " .. tostring(n))
    return "completed"
  end
  local start = start_of(ctx, n)
  local function load()
    local r = engine.load({ file = spec.file, name = spec.name, number = n, mode = "level",
                            start = start })
    if not r.loaded then
      menu.wait({ kind = "error", title = "CANNOT PLAY " .. string.upper(spec.name or spec.file),
                  lines = menu.wrap(r.error, ERROR_WIDTH), footer = "ACTION: BACK TO THE TITLE" })
      return false
    end
    return true
  end
  if not resumed and not load() then return "title" end
  -- The level's own ops (TR4/TR5 SCRIPT.DAT options: legend, FMV, cutscene).
  if not resumed and spec.ops then require("gameflow.script_options").run(ctx, spec) end
  while true do
    local out = engine.run()
    local ended = out.ended
    if ended == "completed" then
      local level = out.level or {}
      local stats = level.stats or {}
      -- START_INV's bonus items (TR2/TR3): given at the end of a level
      -- whose every secret was found.
      local bonus = (ctx.state.options or {}).bonus
      if bonus and level.carry and (stats.secrets_total or 0) > 0
          and (stats.secrets or 0) >= stats.secrets_total then
        local inv = level.carry.inventory
        for _, item in ipairs(bonus) do inv[item] = (inv[item] or 0) + 1 end
        engine.notice("ALL SECRETS FOUND: BONUS ITEMS")
      end
      ctx.state.carry = level.carry
      -- TR4/TR5: the end trigger's start position, for the next level.
      ctx.state.start_pos = (out.start or 0) > 0 and out.start or nil
      ctx.state.next_level = out.next
      ctx.state.last = { name = spec.name, lines = level.lines, stats = level.stats }
      totals.add(ctx.state, n, level.stats)
      engine.trace("level_complete", { number = n, name = spec.name, stats = level.stats,
                                       carry = level.carry })
      return "completed"
    elseif ended == "died" then
      local choice = death_menu(ctx)
      if choice == "load" then
        local state = play_level.load(ctx)
        if state then return { load = state } end
        if not load() then return "title" end
      elseif choice == "restart" then
        if not load() then return "title" end
      else
        return "title"
      end
    elseif ended == "save_request" then
      play_level.save(ctx)
    elseif ended == "request" then
      local r = out.request or {}
      if r.save then play_level.save(ctx)
      elseif r.load then
        local state = play_level.load(ctx)
        if state then return { load = state } end
      elseif r.settings then engine.settings(r.settings)
      elseif r.restart then
        if not load() then return "title" end
      elseif r.new_game then return "new_game"
      elseif r.exit_to_title then return "title"
      elseif r.exit_game then return "exit"
      end
    end
  end
end

return play_level
