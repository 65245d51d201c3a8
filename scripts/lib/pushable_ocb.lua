-- How a TR4/TR5 pushable object (PUSHABLE_OBJECT1-5) reads its OCB.
-- TOMB4/TOMB5 MovableBlockCollision reads only its sign: a negative OCB
-- locks it (PLANET_EFFECT negates its pushable's to lock it). Neither game
-- gives it a floor routine, so Lara cannot stand on it, and TestBlockPush/
-- TestBlockPull always pass a height of one sector. Levels built with the
-- TRLE and the NG engine set flag bits the original ignores; TombEngine's
-- InitialisePushableBlock reads the same layout:
--   0x20  it may be pushed off a ledge and falls
--   0x40  climbable: a floor on top, (OCB & 0x1F) clicks high (two or more)
--   0x80  never pulled          0x100  never pushed
--   0x200 never moved along x   0x400  never moved along z
local ocb = require("lib.ocb")
local pushable_ocb = {}

local CLICK = 256
local FALLS, CLIMBABLE, NO_PULL, NO_PUSH, NO_X, NO_Z = 5, 6, 7, 8, 9, 10
local HEIGHT_BITS = 5
-- TombEngine: a climbable height under two clicks is no floor at all.
local MIN_CLICKS = 2

--- TR1-TR3's block: a one-sector floor on top, moved any way.
pushable_ocb.CLASSIC = { height = 1024 }

--- The rules of a TR4/TR5 pushable of OCB `value`: `height` (nil: no
--- floor on top), `fall`, `no_pull`, `no_push`, `no_x`, `no_z`, and `tr45`
--- (TOMB4's ceiling and locking tests apply).
function pushable_ocb.read(value)
  local r = { tr45 = true }
  if value < 0 then return r end
  local clicks = ocb.field(value, 0, HEIGHT_BITS)
  if ocb.flag(value, CLIMBABLE) and clicks >= MIN_CLICKS then r.height = clicks * CLICK end
  r.fall = ocb.flag(value, FALLS)
  r.no_pull = ocb.flag(value, NO_PULL)
  r.no_push = ocb.flag(value, NO_PUSH)
  r.no_x = ocb.flag(value, NO_X)
  r.no_z = ocb.flag(value, NO_Z)
  return r
end

return pushable_ocb
