-- An unseen source of sound (TRX/tomb3 DrawDummyItem objects): the
-- alarm, the dripping water and singing birds, the clock's chimes, the
-- door bell. The catalogue gives params.sound and how it sounds:
--   mode = "while_on"  every tick while its trigger is on (a looped
--                      sound keeps playing: ControlLaraAlarm)
--   mode = "once"      once each time its trigger comes on
--                      (ControlDingDong, which then clears its code bits)
--   mode = "chance"    whether on or not, when world.random() (0-32767)
--                      draws under params.chance, each tick (ControlBirdTweeter: 1024 birds,
--                      256 drips)
--   mode = "chimes"    while the trigger's timer runs, every CHIME_TICKS
--                      and once more when it runs out, then it rests
--                      (TRX ClockChimes_Control: timer % 60 == 59, a
--                      last chime at 0)
local emitter = {}

--- Ticks between chimes: two seconds.
local CHIME_TICKS = 60
---@param e Entity
local function mode(e)
  return (e.params and e.params.mode) or "while_on"
end

---@param e Entity
local function sound(e)
  world.sound(e.params.sound, e)
  e.state.played = (e.state.played or 0) + 1
end

---@param e Entity
function emitter.init(e)
  e.visible = false
  e.collidable = false
  e.targetable = false
  if mode(e) == "chance" then e.awake = true end
end

---@param e Entity
function emitter.on_activate(e)
  local m = mode(e)
  if m == "once" then
    e.state.ring = true
  elseif m == "chimes" then
    -- The trigger's timer, in ticks (at least one chime's worth); it
    -- runs on after the trigger lets go.
    e.state.left = math.max(e.timer, CHIME_TICKS)
    e.awake = true
  end
end

---@param e Entity
function emitter.control(e)
  local m = mode(e)
  if m == "while_on" then
    if e.active then sound(e) end
  elseif m == "once" then
    if e.state.ring then sound(e) end
    e.state.ring = false
  elseif m == "chance" then
    if world.random() < e.params.chance then sound(e) end
  elseif m == "chimes" and e.state.left then
    if e.state.left % CHIME_TICKS == CHIME_TICKS - 1 then sound(e) end
    e.state.left = e.state.left - 1
    if e.state.left <= 0 then
      sound(e)
      e.state.left = nil
      e.awake = false
    end
  end
end

return emitter
