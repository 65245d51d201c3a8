-- TR5's parallel bars (PARALLEL_BARS): a bar Lara catches from a reach
-- (her forward jump with Action held, anim 95) whose hands come to it:
-- her feet 704–832 below it, within 640 along it and 96 across it, facing
-- across it either way within 30° (TOMB5 ParallelBarsCollision,
-- ParallelBarsBounds). She plays her grab (461, then the spin) with her
-- hands on the bar, and it holds her there while she spins; her moves are
-- lara/bars.lua's. Its OCB sets her leap: hundreds along its heading,
-- units against it.
local bars = require("lara.bars")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local S = require("lara.states")

local bar = {}

--- Where she may catch it (TOMB5 ParallelBarsBounds).
local ALONG, ACROSS = 640, 96
local BELOW_MIN, BELOW_MAX = 704, 832
local HEADING = 5460
--- Where she hangs: her feet this far below the bar (the middle of the
--- bounds; TOMB5 puts her hands on it through her joints).
local HANG = 768

function bar.init(e)
  e.collidable = true
end

--- (along, across) of world point (wx, wz) in the bar's frame.
local function local_xz(e, wx, wz)
  return fixed.to_local(e.yaw, e.x, e.z, wx, wz)
end

function bar.collision(e, lara)
  local l = lara.state
  if bars.holding(lara, e) then
    -- Hands on the bar while she spins.
    local along = local_xz(e, lara.x, lara.z)
    local sx, cz = fixed.step(e.yaw, 1024)
    lara.x = e.x + math.floor(along * cz / 1024)
    lara.z = e.z - math.floor(along * sx / 1024)
    lara.y = e.y + HANG
    return
  end
  if not l.anims or not l.anims.bars_grab then return end
  if not world.pressed(input.ACTION) or lara.anim_state ~= S.REACH or lara.anim ~= l.anims.reach_loop then
    return
  end
  local along, across = local_xz(e, lara.x, lara.z)
  local below = lara.y - e.y
  if math.abs(along) > ALONG or math.abs(across) > ACROSS then return end
  if below < BELOW_MIN or below > BELOW_MAX then return end
  local yaw
  if math.abs(angles.diff(lara.yaw, e.yaw)) <= HEADING then yaw = e.yaw
  elseif math.abs(angles.diff(lara.yaw, (e.yaw + 32768) % 65536)) <= HEADING then
    yaw = (e.yaw + 32768) % 65536
  else return end
  lara:set_anim(l.anims.bars_grab)
  lara.goal_state = S.BARS_SPIN
  lara.yaw = yaw
  bars.grab(lara, e)
  -- Hands on the bar: square under it.
  local sx, cz = fixed.step(e.yaw, 1024)
  lara.x = e.x + math.floor(along * cz / 1024)
  lara.z = e.z - math.floor(along * sx / 1024)
  lara.y = e.y + HANG
end

return bar
