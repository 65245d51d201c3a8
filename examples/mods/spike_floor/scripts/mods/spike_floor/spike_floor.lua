-- A spike floor: the spikes lie sunk under their sector until Lara stands
-- on it. A click warns her; `warning` ticks later they spring up and hurt
-- her `damage` a tick while she is among them, whether she runs, walks or
-- stands. Once she has left they stay up `linger` ticks, then sink back and
-- wait again. Dropping onto the sunk floor does not harm her.
-- params: warning, damage, linger (ticks and hit points), death (the death
-- kind her behaviour plays).
local spike_floor = {}

local SECTOR = 1024
--- How far the spikes stand up out of the floor when raised.
spike_floor.HEIGHT = 256
--- Units a tick they rise and sink.
spike_floor.RISE, spike_floor.SINK = 128, 32
--- The warning: TR1's mechanism click (SFX_LARA_SWITCH).
spike_floor.CLICK_SOUND = 38
--- Defaults for the params the catalogue leaves out.
spike_floor.DEFAULTS = { warning = 15, damage = 50, linger = 30 }

local function param(e, name)
  return e.params and e.params[name] or spike_floor.DEFAULTS[name]
end

--- True when Lara stands on the spikes' sector (her feet at its floor).
local function standing_on(e, lara)
  local s = e.state
  local half = SECTOR / 2
  return math.abs(lara.x - e.x) < half and math.abs(lara.z - e.z) < half
    and not lara.gravity and math.abs(lara.y - s.floor_y) <= spike_floor.HEIGHT
end

---@param e Entity
function spike_floor.init(e)
  local s = e.state
  if s.floor_y == nil then
    s.floor_y = e.y
    s.phase = "sunk"
    s.timer = 0
    e.y = s.floor_y + spike_floor.HEIGHT
  end
  -- Its control runs every tick, triggered or not.
  e.awake = true
end

---@param e Entity
function spike_floor.control(e)
  local s = e.state
  local lara = world.lara()
  local on = lara and lara.health > 0 and standing_on(e, lara)
  if s.phase == "sunk" then
    e.y = math.min(e.y + spike_floor.SINK, s.floor_y + spike_floor.HEIGHT)
    if on then
      s.phase, s.timer = "warning", param(e, "warning")
      world.sound(spike_floor.CLICK_SOUND, e)
    end
  elseif s.phase == "warning" then
    s.timer = s.timer - 1
    if s.timer <= 0 then s.phase, s.timer = "raised", param(e, "linger") end
  else
    e.y = math.max(e.y - spike_floor.RISE, s.floor_y)
    if on then
      s.timer = param(e, "linger")
      lara:hit(param(e, "damage"), e)
    else
      s.timer = s.timer - 1
      if s.timer <= 0 then s.phase = "sunk" end
    end
  end
end

return spike_floor
