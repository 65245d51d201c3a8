-- TR5's tightrope end (TIGHT_ROPE): one stands at each end of a rope,
-- facing away from it. It moves itself a quarter sector towards the rope
-- as it starts (TOMB5 InitialiseTightRope). Lara standing by it, facing
-- the rope (its heading turned round, within 30°) and her hands free, gets
-- on with Action: she is moved onto its spot (interact.start, TOMB5
-- MoveLaraPosition to TightRopePos 0, 0, 0) and plays her get-on (TOMB5
-- TightRopeCollision, TightRopeBounds ±256 across and along, 0 up/down,
-- ±30° of heading). Walking the rope towards an end that faces her way,
-- she gets off there (lara/tightrope.lua near_end). Her moves and balance
-- are lara/tightrope.lua's.
local interact = require("lara.interact")
local tightrope = require("lara.tightrope")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local S = require("lara.states")

local rope = {}

--- How far the end moves towards the rope as it starts (TOMB5: 256).
local INSET = 256
--- Where she may stand to get on, across and along (TOMB5 TightRopeBounds).
local REACH = 256
--- How far her heading may be off the rope's (TOMB5: 5460, 30°).
local HEADING = 5460
--- How far below or above its spot her feet may be: level with it.
local UPDOWN = 0

function rope.init(e)
  local st = e.state
  if st.placed then return end
  st.placed = true
  local dx, dz = fixed.step(e.yaw, INSET)
  e.x, e.z = e.x - dx, e.z - dz
  e.collidable = true
end

--- (across, along) of world point (wx, wz) in a frame facing `yaw` at `e`.
local function local_xz(e, yaw, wx, wz)
  return fixed.to_local(yaw, e.x, e.z, wx, wz)
end

--- Her get-on: the state and animation (lara.tightrope's role).
local GET_ON = { state = S.TIGHTROPE_ON }

function rope.collision(e, lara)
  if lara.anim_count < 100 then return end
  if tightrope.on_rope(lara) then
    tightrope.near_end(lara, e)
    return
  end
  local l = lara.state
  local anim = l.anims and l.anims.tightrope_on
  if not anim then return end
  local facing = (e.yaw + 32768) % 65536
  local a = l.align
  local moving = a and a.active and a.target == e
  if not moving then
    if lara.gravity or not require("lara.guns").hands_free(l) then return end
    local across, along = local_xz(e, facing, lara.x, lara.z)
    if math.abs(across) > REACH or math.abs(along) > REACH then return end
    if math.abs(lara.y - e.y) > UPDOWN then return end
    if math.abs(angles.diff(lara.yaw, facing)) > HEADING then return end
  end
  GET_ON.anim = anim
  if interact.start(lara, GET_ON, e, { x = e.x, y = e.y, z = e.z, yaw = facing }) then
    tightrope.get_on(lara)
  end
end

return rope
