-- The gameflow's driver: the title and its menu, a new game, loading a
-- saved game, and the plan's sequences played until the game ends. The
-- engine runs `main` as a coroutine (script/flow.rs); everything it asks of
-- the engine goes through gameflow.engine.
local engine = require("gameflow.engine")
local menu = require("gameflow.menu")
local options = require("gameflow.options")
local plans = require("gameflow.plans")
local sequence = require("gameflow.sequence")
local play_level = require("gameflow.play_level")

local run = {}

--- Characters on a line of the missing-files page.
local MISSING_WIDTH = 56

--- The options page (gameflow.options) over the title; what changed
--- goes to the engine, which applies it and keeps it in config.toml.
local function options_page(game)
  local m = options.menu(game.settings)
  while menu.run(m, true) == "controls" do
    menu.run(options.controls_menu(game.settings), true)
  end
  local changes = options.changes(m)
  game.settings = options.apply(game.settings, changes)
  return changes
end

--- Puts the title level on stage.
local function load_title(plan)
  local r = engine.load({ file = plan.title.file, name = "TITLE", number = -1, mode = "title",
                          start = { mode = "title" } })
  if not r.loaded then engine.notice(r.error) end
end

--- The next demo after an idle title: the demo levels in turn, skipping
--- those whose file holds no demo; false once none has one.
local function play_demo(plan)
  local list = plan.demo_levels or {}
  for _ = 1, #list do
    plan.next_demo = (plan.next_demo or 0) % #list + 1
    local n = list[plan.next_demo]
    local spec = plan.levels[n]
    if spec then
      local r = engine.load({ file = spec.file, name = spec.name, number = n, mode = "demo",
                              start = { mode = "demo" } })
      if r.loaded then
        local out = engine.run(nil, true)
        engine.trace("demo", { number = n, ended = out.ended })
        return true
      end
    end
  end
  return false
end

--- The title: its level behind the menu. Returns "new", "gym", "exit"
--- or { load = state }; an idle title plays the demos.
local function title(game, plan)
  if plan.title then load_title(plan) end
  while true do
    local choice = menu.run({ kind = "title", title = plan.name or string.upper(game.folder or ""),
      entries = {
        { id = "new", label = "NEW GAME" },
        { id = "load", label = "LOAD GAME", disabled = not game.can_save },
        { id = "gym", label = "LARA'S HOME", disabled = plan.gym == nil },
        { id = "options", label = "OPTIONS" },
        { id = "exit", label = "EXIT" },
      }, backdrop = plan.title and "scene" or "black", can_leave = false,
      idle_ticks = #(plan.demo_levels or {}) > 0 and plan.demo_time or nil }, true)
    if choice == "idle" then
      if not play_demo(plan) then plan.demo_levels = {} end
      if plan.title then load_title(plan) end
    elseif choice == "options" then
      engine.settings(options_page(game))
    elseif choice == "load" then
      local state = play_level.load({ game = game, plan = plan, state = {} })
      if state then return { load = state } end
    else
      return choice
    end
  end
end

--- Plays from `state` (a new game's, or a loaded save's) until play ends.
local function play(game, plan, state)
  while true do
    local ctx = { game = game, plan = plan, state = state }
    local result
    if state.resume then
      -- A loaded save: its level is on stage; play it on, then the
      -- sequence from where the save stood.
      state.resume = nil
      local op = plan.sequences[state.seq] and plan.sequences[state.seq][state.pc - 1]
      result = play_level.play(ctx, op and op[2] or state.level, true)
      state.options = nil
      if result == "completed" then result = sequence.play(game, plan, state) end
    else
      result = sequence.play(game, plan, state)
    end
    if type(result) == "table" and result.load then
      state = result.load
    elseif result == "new_game" then
      state = { seq = plan.new_game, pc = 1 }
    else
      return result
    end
  end
end

--- The game: `game` = { description (what the folder holds), folder,
--- slots, can_save, settings (gameflow.options) }.
function run.main(game)
  local plan = plans.make(game.description or {})
  -- Levels whose files are missing or unreadable: said at the start; the
  -- game plays up to them (play_level shows why one cannot be played).
  if #(game.missing or {}) > 0 then
    local lines = {}
    for _, m in ipairs(game.missing) do
      for _, l in ipairs(menu.wrap(m, MISSING_WIDTH)) do lines[#lines + 1] = l end
    end
    menu.wait({ kind = "missing", title = "MISSING LEVEL FILES", lines = lines,
                footer = "ACTION: PLAY THE REST", backdrop = "black" })
  end
  engine.trace("game", { game = plan.game, name = plan.name, title = plan.title and plan.title.file })
  while true do
    local choice = "new"
    if plan.title then choice = title(game, plan) end
    if choice == "exit" then return end
    local state
    if type(choice) == "table" then state = choice.load
    elseif choice == "gym" then state = { seq = plan.gym, pc = 1 }
    else state = { seq = plan.new_game, pc = 1 } end
    local result = play(game, plan, state)
    if result == "exit" or not plan.title then return end
  end
end

return run
