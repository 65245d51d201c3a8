-- The options page, shared by the title's menu and the pause menu: the
-- display (resolution, full screen, vsync, field of view), the sound
-- volumes, each fan fix of config.toml's [fixes] table (the original's
-- behaviour unless switched on) and the key bindings, shown. The engine
-- gives the settings as they stand (`settings` below) and takes back what
-- the player changed (`options.changes`), applies it and keeps it in
-- config.toml.
--
-- settings = { width, height, fullscreen, vsync, fov, music, sound,
--              fixes = { { name, on }, ... }, controls = { { action, keys }, ... } }
local options = {}

--- Window sizes offered (the one in use is added when it is not here).
options.RESOLUTIONS = { "640x480", "800x600", "1024x768", "1280x720", "1366x768",
                        "1600x900", "1920x1080", "2560x1440" }
--- Vertical fields of view offered, in degrees.
options.FIELDS_OF_VIEW = { 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110 }
--- Volumes, 0 (silent) to 10 (full).
options.VOLUMES = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 }
local SWITCH = { "OFF", "ON" }

options.FOOTER = "LEFT/RIGHT: CHANGE   ACTION: SELECT   INVENTORY: BACK"

--- The index of `value` in `list`, appending it when missing.
local function index_of(list, value)
  for i, v in ipairs(list) do
    if v == value then return i end
  end
  list[#list + 1] = value
  return #list
end

local function switch(id, label, on)
  return { id = id, label = label, values = SWITCH, at = on and 2 or 1 }
end

--- The options menu for `settings` (see above): a menu table for
--- gameflow.menu, its entries carrying what they change.
function options.menu(settings, backdrop)
  local s = settings or {}
  local resolutions = {}
  for i, r in ipairs(options.RESOLUTIONS) do resolutions[i] = r end
  local current = string.format("%dx%d", s.width or 1280, s.height or 720)
  local fovs = {}
  for i, f in ipairs(options.FIELDS_OF_VIEW) do fovs[i] = f end
  local entries = {
    { id = "resolution", label = "RESOLUTION", values = resolutions,
      at = index_of(resolutions, current) },
    switch("fullscreen", "FULL SCREEN", s.fullscreen),
    switch("vsync", "VSYNC", s.vsync),
    { id = "fov", label = "FIELD OF VIEW", values = fovs,
      at = index_of(fovs, math.floor((s.fov or 80) + 0.5)) },
    { id = "music", label = "MUSIC VOLUME", values = options.VOLUMES, at = (s.music or 8) + 1 },
    { id = "sound", label = "SOUND VOLUME", values = options.VOLUMES, at = (s.sound or 10) + 1 },
  }
  for _, fix in ipairs(s.fixes or {}) do
    local e = switch("fix", "FIX: " .. string.upper(fix[1]), fix[2])
    e.fix = fix[1]
    entries[#entries + 1] = e
  end
  entries[#entries + 1] = { id = "controls", label = "CONTROLS" }
  entries[#entries + 1] = { id = "back", label = "BACK" }
  return { kind = "options", title = "OPTIONS", entries = entries, selected = 1,
           backdrop = backdrop or "scene", footer = options.FOOTER }
end

--- The game controller's buttons (app/controls.rs maps them; they need
--- no configuration).
options.CONTROLLER = {
  { "MOVE", "LEFT STICK, D-PAD" }, { "JUMP", "A" }, { "ACTION", "X" }, { "ROLL", "B" },
  { "DRAW", "Y" }, { "WALK", "LEFT SHOULDER" }, { "SPRINT", "RIGHT SHOULDER" },
  { "DUCK", "LEFT TRIGGER" }, { "FLARE", "RIGHT TRIGGER" }, { "LOOK", "RIGHT STICK, BACK" },
}

--- The bindings page: each action's keys (config.toml's [keys], where
--- they are changed) and the controller's buttons.
function options.controls_menu(settings, backdrop)
  local entries = {}
  for _, c in ipairs((settings or {}).controls or {}) do
    entries[#entries + 1] = { label = string.upper(c[1]), value = c[2], disabled = true }
  end
  for _, c in ipairs(options.CONTROLLER) do
    entries[#entries + 1] = { label = "PAD " .. c[1], value = c[2], disabled = true }
  end
  entries[#entries + 1] = { id = "back", label = "BACK" }
  return { kind = "controls", title = "CONTROLS", entries = entries, selected = #entries,
           backdrop = backdrop or "scene", footer = "KEYS ARE SET IN CONFIG.TOML [KEYS]" }
end

--- What the menu `m` now says, as the engine takes it: { width, height,
--- fullscreen, vsync, fov, music, sound, fixes = { name = on } }.
function options.changes(m)
  local out = { fixes = {} }
  for _, e in ipairs(m.entries) do
    local v = e.values and e.values[e.at or 1]
    if e.id == "resolution" then
      local w, h = string.match(v, "^(%d+)x(%d+)$")
      out.width, out.height = tonumber(w), tonumber(h)
    elseif e.id == "fix" then
      out.fixes[e.fix] = v == "ON"
    elseif e.id == "fullscreen" or e.id == "vsync" then
      out[e.id] = v == "ON"
    elseif e.id == "fov" or e.id == "music" or e.id == "sound" then
      out[e.id] = v
    end
  end
  return out
end

--- `settings` with `changes` laid over it (what the menu shows next time).
function options.apply(settings, changes)
  local s = {}
  for k, v in pairs(settings or {}) do s[k] = v end
  for k, v in pairs(changes) do
    if k ~= "fixes" then s[k] = v end
  end
  local fixes = {}
  for i, fix in ipairs(s.fixes or {}) do
    local on = changes.fixes and changes.fixes[fix[1]]
    if on == nil then on = fix[2] end
    fixes[i] = { fix[1], on }
  end
  s.fixes = fixes
  return s
end

return options
