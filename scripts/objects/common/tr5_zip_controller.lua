-- TR5's zip controller (EXPANDING_PLATFORM's slot in TR5): an unseen
-- controller that, once triggered, has Lara listen to Zip on her ear-piece.
-- It takes the controls from the player (only Look still reaches the world,
-- and the inventory stays shut), waits until she stands breathing (her stop
-- state in the idle animation), puts her hand to her ear (ZIP_IN,
-- lara/interact.lua) and plays the soundtrack track its OCB names; when that
-- track has ended (world.track_playing: lengths measured from the track
-- files, so play and a headless sim agree) she lowers her hand (ZIP_OUT),
-- the controls come back and the controller is removed.
-- Source: TOMB5 twogun.cpp ControlZipController (bDisableLaraControl, the
-- stop state with ANIM_BREATH, S_CDPlay of the trigger flags, XATrack) and
-- control.cpp (input masked to Look while control is disabled): facts, not
-- code.
local S = require("lara.states")

local zip = {}

--- Its phases: control taken, waiting for her to stand still; listening.
zip.WAITING, zip.LISTENING = "waiting", "listening"

--- The one key a player without control keeps: looking around.
zip.KEPT_INPUT = input.LOOK

---@param e Entity
function zip.init(e)
  e.visible = false
  e.collidable = false
end

--- True when `lara` stands breathing: her stop state in her idle animation.
---@param lara Entity
---@return boolean
local function standing_still(lara)
  return lara.anim_state == S.STOP and lara.anim == lara.state.anims.idle
end

--- Hand up, track on.
local function start_listening(e, s, lara)
  local l = lara.state
  if l.anims.zip_in then
    lara:set_anim(l.anims.zip_in, 0)
  end
  lara.goal_state = S.ZIP_IN
  l.listening = true
  world.track(e.ocb)
  s.phase = zip.LISTENING
end

--- The track is over: hand down, controls back, gone.
local function stop_listening(e, lara)
  if lara then
    lara.state.listening = false
    lara.goal_state = S.ZIP_OUT
  end
  world.set_input_mask(input.ALL)
  e:kill()
end

---@param e Entity
function zip.control(e)
  local s = e.state
  if not s.phase then
    if not e.active then return end
    -- Once started it runs to the end, whatever its trigger does next.
    e.awake = true
    world.set_input_mask(zip.KEPT_INPUT)
    s.phase = zip.WAITING
    return
  end
  local lara = world.lara()
  if s.phase == zip.WAITING then
    if lara and lara.health > 0 and standing_still(lara) then start_listening(e, s, lara) end
    return
  end
  local track = world.track_playing()
  if track ~= e.ocb then stop_listening(e, lara) end
end

return zip
