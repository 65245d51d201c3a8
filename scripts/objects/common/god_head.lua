-- TR4's god head (GOD_HEAD, and TR5's slot of that name): a huge head
-- that, once triggered, swells into view, glares a while and fades away,
-- then is removed. Unseen (alpha 0) until then.
--   fade in   its strength climbs STEP a tick to FULL (32 ticks)
--   hold      HOLD ticks at full strength
--   fade out  the strength falls STEP a tick; below STEP it is removed
-- It is drawn at the opacity its strength gives (Entity.alpha: strength /
-- 32, doubled: 0-254 as it swells, opaque at full strength). While it runs it stands on
-- the edge of its sector it faces away from (its z or x rounded down to
-- the sector facing 0 / 0x4000, up to the sector's last unit facing
-- 0x8000 / 0xC000). The original also stretches it along its heading with
-- the strength (its z scaled by strength / 4096); this world has no
-- scaled meshes, so only the fade shows.
-- Source: TOMB4 game/senet.cpp ControlGodHead (item_flags 0-2), draw.cpp
-- DrawGodHead (the z scale and GlobalAlpha); setup.cpp. TOMB5's
-- decompilation carries no routine of its own for it. Facts, not code.
local traps = require("lib.traps")
local god_head = {}

--- Strength climbs / falls this much a tick (item_flags[1] += / -= 128)
--- up to FULL (4096); HOLD ticks at full (item_flags[2] = 210).
god_head.STEP, god_head.FULL, god_head.HOLD = 128, 4096, 210
--- Strength to opacity: strength >> 5, doubled below 128, else opaque.
local ALPHA_SHIFT, ALPHA_HALF = 32, 128

--- The opacity at `strength`.
function god_head.alpha(strength)
  local a = strength // ALPHA_SHIFT
  if a < ALPHA_HALF then return a * 2 end
  return 255
end

function god_head.init(e)
  local st = e.state
  if st.strength == nil then st.strength, st.fading, st.hold = 0, false, 0 end
  e.alpha = god_head.alpha(st.strength)
  e.collidable = false
  e.targetable = false
end

--- Rounds its place onto the edge of its sector, by its heading.
local function to_edge(e)
  local s = traps.SECTOR
  local yaw = e.yaw % 0x10000
  if yaw == 0 then
    e.z = e.z - e.z % s
  elseif yaw == 0x4000 then
    e.x = e.x - e.x % s
  elseif yaw == 0x8000 then
    e.z = e.z - e.z % s + s - 1
  elseif yaw == 0xC000 then
    e.x = e.x - e.x % s + s - 1
  end
end

function god_head.control(e)
  if not e.active then return end
  local st = e.state
  to_edge(e)
  if st.fading then
    if st.hold > 0 then
      st.hold = st.hold - 1
    elseif st.strength < god_head.STEP then
      e:kill()
      return
    else
      st.strength = st.strength - god_head.STEP
    end
  elseif st.strength < god_head.FULL then
    st.strength = st.strength + god_head.STEP
  else
    st.fading, st.strength, st.hold = true, god_head.FULL, god_head.HOLD
  end
  e.alpha = god_head.alpha(st.strength)
end

return god_head
