-- The pause menu (the pause key, Escape by default): resume, options,
-- load, restart the level, exit to the title, quit. Leaving with unsaved
-- progress asks first. Stepped a tick at a time by the level's side of
-- the gameflow (gameflow.level) while the world holds: each step gives
-- the page to draw and, when the player chose something of the game, a
-- request: { resume = true } (the menu closed), { settings = changes }
-- (the options page was left; the menu stays), { load = true },
-- { restart = true }, { exit_to_title = true }, { exit_game = true }.
local menu = require("gameflow.menu")
local options = require("gameflow.options")

local pause = {}

local FOOTER = "ACTION: SELECT   PAUSE: RESUME"

--- What each choice asks of the game.
local REQUESTS = {
  load = { load = true },
  restart = { restart = true },
  title = { exit_to_title = true },
  quit = { exit_game = true },
}

--- The words of the question before leaving each way.
local LEAVING = { restart = "RESTART THE LEVEL", title = "EXIT TO THE TITLE", quit = "QUIT THE GAME" }

local function main_menu(can_load)
  return { kind = "pause", title = "PAUSED", selected = 1, backdrop = "world", footer = FOOTER,
    entries = {
      { id = "resume", label = "RESUME" },
      { id = "options", label = "OPTIONS" },
      { id = "load", label = "LOAD GAME", disabled = not can_load },
      { id = "restart", label = "RESTART LEVEL" },
      { id = "title", label = "EXIT TO TITLE" },
      { id = "quit", label = "QUIT" },
    } }
end

--- Opens the menu: `settings` for its options page, `unsaved` when
--- leaving would lose progress, `can_load` when there is a save to load.
function pause.open(settings, unsaved, can_load)
  return { screen = "main", main = main_menu(can_load ~= false), settings = settings,
           unsaved = unsaved }
end

local function keys_of(pressed) return { pressed = pressed } end

--- One tick of keys: the page, and a request or nil.
function pause.step(state, pressed)
  local keys = keys_of(pressed)
  if state.screen == "controls" then
    if menu.navigate(state.controls, keys) then state.screen = "options" end
    return menu.page(state.screen == "options" and state.options or state.controls), nil
  elseif state.screen == "options" then
    local chosen = menu.navigate(state.options, keys)
    if chosen == "controls" then
      state.controls = options.controls_menu(state.settings, "world")
      state.screen = "controls"
      return menu.page(state.controls), nil
    elseif chosen == "back" then
      local changes = options.changes(state.options)
      state.settings = options.apply(state.settings, changes)
      state.screen = "main"
      return menu.page(state.main), { settings = changes }
    end
    return menu.page(state.options), nil
  elseif state.screen == "confirm" then
    local chosen = menu.navigate(state.confirm, keys)
    if chosen == "yes" then return menu.page(state.confirm), REQUESTS[state.leaving] end
    if chosen then state.screen = "main" end
    return menu.page(state.screen == "main" and state.main or state.confirm), nil
  end
  local chosen = menu.navigate(state.main, keys)
  if chosen == "resume" or chosen == "back" then return nil, { resume = true } end
  if chosen == "options" then
    state.options = options.menu(state.settings, "world")
    state.screen = "options"
    return menu.page(state.options), nil
  end
  if chosen and LEAVING[chosen] and state.unsaved then
    state.leaving = chosen
    state.confirm = { kind = "confirm", title = LEAVING[chosen] .. "?", selected = 1,
      backdrop = "world", footer = "PROGRESS SINCE THE LAST SAVE WILL BE LOST",
      entries = { { id = "no", label = "NO" }, { id = "yes", label = "YES" } } }
    state.screen = "confirm"
    return menu.page(state.confirm), nil
  end
  if chosen and REQUESTS[chosen] then return menu.page(state.main), REQUESTS[chosen] end
  return menu.page(state.main), nil
end

return pause
