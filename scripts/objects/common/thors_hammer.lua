-- Thor's hammer (TR1 44, the handle, and 45, the head it brings with it).
-- The handle runs the sequence; the head plays the same animation:
--   SET     at rest; with its trigger on it starts to TEASE
--   TEASE   lifts and sways; trigger still on: it strikes (ACTIVE), off:
--           back to SET
--   ACTIVE  it swings down; from frame 30 on, Lara within 520 units of the
--           point three sectors ahead of it is crushed (params.death)
--   DONE    the head lies three sectors ahead: the sector there becomes a
--           floor two sectors high (lent by the head; none when Lara lies
--           crushed there) and the hammer stops.
-- Source: TRX src/tr1/game/objects/traps/thors_hammer.c.
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local hammer = {}

local SET, TEASE, ACTIVE, DONE = 0, 1, 2, 3
--- Where the head lands: three sectors ahead of the handle.
local STRIKE = 3 * traps.SECTOR
--- Half the crushed square's side (TRX: ±520 about that point).
local CRUSH = 520
--- The strike lands from this frame of the ACTIVE animation.
local STRIKE_FRAME = 30
--- The fallen head is a block two sectors high (TRX: AlterFloorHeight
--- by -WALL_L * 2).
local HEAD_HEIGHT = 2 * traps.SECTOR
--- The head's type (TR1's O_THORS_HEAD).
local HEAD = 45

function hammer.init(e)
  if traps.param(e, "head", false) then
    e.solid = true
    return
  end
  e.solid = true
  local st = e.state
  if st.head == nil then
    local kind = traps.param(e, "head_type", HEAD)
    st.head = world.has_object(kind) and world.spawn(kind, e.room, e.x, e.y, e.z, e.yaw) or false
  end
end

--- The point the head strikes.
local function strike_point(e)
  local dx, dz = fixed.step(e.yaw, STRIKE)
  return e.x + dx, e.z + dz
end

local function crush(e)
  local lara = traps.living_lara()
  if not lara then return end
  local x, z = strike_point(e)
  if math.abs(lara.x - x) < CRUSH and math.abs(lara.z - z) < CRUSH then
    -- A blow beyond her health: she dies the death the catalogue names.
    lara:hit(lara.health + 1, e)
  end
end

local function done(e)
  local head = e.state.head
  local lender = (head and head:exists()) and head or e
  local half = traps.SECTOR // 2
  -- As the original: no floor where the head lies on a crushed Lara.
  local lara = world.lara()
  if lara and lara.health <= 0 then lender = nil end
  if lender then lender:set_surface("floor", -half, half - 1, STRIKE - half, STRIKE + half - 1, -HEAD_HEIGHT) end
  -- The heavy triggers where the handle stands (TRX ThorsHammerHandle_Control).
  world.test_triggers(e, "heavy")
  e.awake = false
  e:finish()
end

function hammer.control(e)
  if traps.param(e, "head", false) then return end
  local s = e.anim_state
  if s == SET then
    if e.active then e.goal_state = TEASE end
  elseif s == TEASE then
    e.goal_state = e.active and ACTIVE or SET
    e.awake = true
  elseif s == ACTIVE then
    -- Its animation runs on into DONE.
    if e.frame > STRIKE_FRAME then crush(e) end
  elseif s == DONE then
    done(e)
  end
end

function hammer.after_move(e)
  local head = e.state.head
  if head and head:exists() and not traps.param(e, "head", false) then
    head:set_anim(e.anim, e.frame)
    head.x, head.y, head.z, head.yaw, head.room = e.x, e.y, e.z, e.yaw, e.room
  end
end

function hammer.on_deactivate(e)
  if e.anim_state ~= SET then e.awake = true end
end

return hammer
