-- TR4/TR5 raising blocks: a block that grows up out of the floor while its
-- trigger is on and sinks back when it goes off, its top a floor Lara
-- stands on. params.travel is how high it rises (RAISING_BLOCK1 a sector,
-- RAISING_BLOCK2 two). It grows STEP of FULL a tick; a non-zero OCB shakes
-- the camera while it moves with Lara within SHAKE_NEAR (harder at its
-- first and last step). The original draws the block scaled up from the
-- floor; here it slides up out of it. e.state.extent is how far grown.
-- Source: TOMB4 ControlRaisingBlock, InitialiseRaisingBlock (facts and
-- figures, not code).
local traps = require("lib.traps")
local block = {}

--- Fully grown, and the growth a tick.
block.FULL, block.STEP = 4096, 64
--- Camera shake within this distance on each axis: soft, and hard.
block.SHAKE_NEAR, block.SHAKE, block.HARD_SHAKE = 10240, 16, 32
--- TR4's SFX_RUMBLE_NEXTDOOR.
block.SOUND = 149

local HALF = traps.SECTOR / 2

function block.init(e)
  local s = e.state
  if s.base then return end
  s.base, s.extent = e.y, 0
  e.y = s.base + traps.param(e, "travel", traps.SECTOR)
  e.visible = false
end

--- The block's top now, and where it is drawn.
local function place(e)
  local s = e.state
  local height = math.floor(traps.param(e, "travel", traps.SECTOR) * s.extent / block.FULL)
  e.y = s.base + traps.param(e, "travel", traps.SECTOR) - height
  e.visible = s.extent > 0
  if s.extent > 0 then
    e:set_surface("floor", -HALF, HALF - 1, -HALF, HALF - 1, -traps.param(e, "travel", traps.SECTOR))
  else
    e:clear_surface()
  end
end

--- Shakes the camera for a non-zero OCB with Lara near (`y`: its base).
local function shake(e, s, y)
  if e.ocb == 0 then return end
  local lara = world.lara()
  if not lara or math.abs(lara.x - e.x) >= block.SHAKE_NEAR
    or math.abs(lara.y - y) >= block.SHAKE_NEAR
    or math.abs(lara.z - e.z) >= block.SHAKE_NEAR then return end
  local edge = s.extent == block.STEP or s.extent == block.FULL
  world.shake(edge and block.HARD_SHAKE or block.SHAKE)
end

function block.on_deactivate(e) e.awake = true end

--- One tick of growing (trigger on) or shrinking (off), with the rumble
--- and the shake (`y`: the height Lara is measured from). False at rest.
---@param e Entity
---@param y integer
---@return boolean
function block.advance(e, y)
  local s = e.state
  if e.active and s.extent < block.FULL then
    s.extent = s.extent + block.STEP
  elseif not e.active and s.extent > 0 then
    s.extent = s.extent - block.STEP
  else
    if not e.active then e.awake = false end
    return false
  end
  world.sound(traps.param(e, "sound", block.SOUND), e)
  shake(e, s, y)
  return true
end

function block.control(e)
  if block.advance(e, e.state.base) then place(e) end
end

return block
