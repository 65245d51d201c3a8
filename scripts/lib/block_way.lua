-- Where a TR4 / TR5 pushable block may go, as TOMB4 moveblok.cpp
-- TestBlockPush and TestBlockPull judge it (TOMB5 moveblok.cpp the same,
-- but for the items they let it meet). Both callers of the originals pass
-- a height of a sector. A push asks of the sector ahead: no stopper
-- (world.stopper), its floor a click up level with the block, flat (the
-- height type WALL: here its floor level across the sector), a ceiling
-- no lower than the height less 100 above the block, no item within 256
-- of where it goes. A pull asks of the sector towards her the same, but
-- the ceiling the full height up and no slope test; then of the sector
-- beyond it, where she steps back to, the floor level with the block and
-- 762 of headroom; of her own step back no stopper and no item within 256
-- of where she lands but the block.
local collided = require("lib.collided")
local way = {}

way.SECTOR = 1024
--- The block's height as both callers give it.
way.HEIGHT = 1024
--- Floors are read this far above the block's foot.
way.CLICK = 256
--- How much lower than the height a push's ceiling may come.
way.PUSH_CEILING_SLACK = 100
--- The room she needs stepping back in a pull.
way.LARA_HEIGHT = 762
--- How near an item may stand to where the block or she goes.
way.ITEM_RADIUS = 256
--- How far from the middle of the sector ahead its flatness is read, on
--- both axes.
local FLAT_PROBE = 256

local met = {}

--- True when the floor of the sector over (x, z) a click above y is at y
--- (or, for a block that may fall off, below it); the room it was read in.
local function level_floor(room, x, y, z, may_fall)
  local floor = world.floor(room, x, y - way.CLICK, z)
  local here = world.room_at(room, x, y - way.CLICK, z)
  return floor == y or (may_fall and floor > y), here
end

--- The four points about a sector's middle its flatness is read at.
local FLAT_POINTS = { { -FLAT_PROBE, -FLAT_PROBE }, { FLAT_PROBE, -FLAT_PROBE },
                      { -FLAT_PROBE, FLAT_PROBE }, { FLAT_PROBE, FLAT_PROBE } }

--- True when the floor across the sector over (x, z) is at y.
local function flat(room, x, y, z)
  local mx = x // way.SECTOR * way.SECTOR + way.SECTOR // 2
  local mz = z // way.SECTOR * way.SECTOR + way.SECTOR // 2
  for _, d in ipairs(FLAT_POINTS) do
    if world.floor(room, mx + d[1], y - way.CLICK, mz + d[2]) ~= y then return false end
  end
  return true
end

--- True when nothing but what `passes` names (and `allowed`) stands
--- within ITEM_RADIUS of (x, y, z), `self` left out.
local function clear_of_items(self, x, y, z, passes, allowed)
  local n = collided.items(self, x, y, z, way.ITEM_RADIUS, met)
  if n == 0 then return true end
  for i = 1, n do
    local b = met[i]
    if b == allowed or (passes and passes[b.name]) then return true end
  end
  return false
end

--- The names of the items the block's tests let it meet (TOMB4: the
--- two-block platform and the hammer; TOMB5: none), as a set.
local function passes_of(e)
  local list = e.params and e.params.passes
  if not list then return nil end
  local set = {}
  for _, name in ipairs(list) do set[name] = true end
  return set
end

--- TestBlockPush: true when `e` may be pushed one sector along (dx, dz);
--- `may_fall` lets it go where the floor is lower (a block that falls off
--- ledges).
---@param e Entity
---@param dx integer
---@param dz integer
---@param may_fall boolean?
---@return boolean
function way.push(e, dx, dz, may_fall)
  local x, y, z = e.x + dx * way.SECTOR, e.y, e.z + dz * way.SECTOR
  local level, here = level_floor(e.room, x, y, z, may_fall)
  if world.stopper(here, x, z) or not level then return false end
  if not may_fall and not flat(e.room, x, y, z) then return false end
  local top = y - (way.HEIGHT - way.PUSH_CEILING_SLACK)
  if world.ceiling(e.room, x, top, z) > top then return false end
  return clear_of_items(e, x, y, z, passes_of(e), nil)
end

--- TestBlockPull: true when `lara` may pull `e` one sector along (dx, dz),
--- towards her.
---@param e Entity
---@param lara Entity
---@param dx integer
---@param dz integer
---@return boolean
function way.pull(e, lara, dx, dz)
  local x, y, z = e.x + dx * way.SECTOR, e.y, e.z + dz * way.SECTOR
  local level, here = level_floor(e.room, x, y, z, false)
  if world.stopper(here, x, z) or not level then return false end
  local top = y - way.HEIGHT
  if world.ceiling(e.room, x, top, z) > top then return false end
  local passes = passes_of(e)
  -- TOMB5 leaves the block where it stands for this test.
  local ix, iz = x, z
  if e.params and e.params.pull_items_at == "place" then ix, iz = e.x, e.z end
  if not clear_of_items(e, ix, y, iz, passes, nil) then return false end
  local bx, bz = x + dx * way.SECTOR, z + dz * way.SECTOR
  if not level_floor(e.room, bx, y, bz, false) then return false end
  local head = y - way.LARA_HEIGHT
  if world.ceiling(e.room, bx, head, bz) > head then return false end
  local lx, ly, lz = lara.x + dx * way.SECTOR, lara.y, lara.z + dz * way.SECTOR
  if world.stopper(world.room_at(lara.room, lx, ly, lz), lx, lz) then return false end
  return clear_of_items(lara, lx, ly, lz, passes, e)
end

return way
