-- The dive suit's chaff launcher (TR5's Deepsea Dive; TOMB5 subsuit.cpp
-- FireChaff and DoSubsuitStuff, newinv2.cpp use_current_item). While the
-- level dresses Lara in the dive suit (`world.lara_type()`, the TR5
-- header's outfit) and she is under water, Sprint pressed throws a chaff
-- (objects/common/chaff.lua) out behind her torso, or so does using its
-- item chosen on the inventory ring. Each launch costs one of the item;
-- after one, Sprint launches nothing for `wait` ticks (the ring's launch
-- is held by no wait in TOMB5: `ring_waits`). The figures per game are
-- `chaff.LAUNCHERS`; the dive suit's swimming moves are not built here,
-- she swims as she always does.
local use_item = require("lara.use_item")
local body = require("lara.body")

local chaff = {}

--- Per game: `suit`, the header's outfit that carries the launcher (TR5:
--- 4, the dive suit); `item`, the carried item each launch uses up (TR5:
--- PUZZLE_ITEM1, the chaff flares of Deepsea Dive); `wait`, ticks between
--- Sprint's launches (ChaffTimer 150); `ring_waits`, whether the ring's
--- launch waits too; `object`, the type thrown; `mesh`, `offset`, where it
--- leaves from in that mesh's frame (her torso, mesh 7: 112 up and 112
--- behind); `speed` and `rise` (backwards along her heading at 32, rising
--- at 128); `sound` (SFX_UNDERWATER_CHAFF 403).
chaff.LAUNCHERS = {
  [5] = {
    suit = 4, item = "PUZZLE_ITEM1", wait = 150, ring_waits = false, object = "CHAFF",
    mesh = 7, offset = { x = 0, y = -112, z = -112 }, speed = 32, rise = 128, sound = 403,
  },
}

--- Half a turn: the chaff leaves facing away from her.
local BACKWARDS = 32768

--- The running game's launcher when the level dresses her for it.
local function launcher()
  local L = chaff.LAUNCHERS[world.game()]
  if L and world.lara_type() == L.suit then return L end
  return nil
end

---@param lara Entity
---@param l table her state
function chaff.init(lara, l)
  if l.chaff_wait == nil then l.chaff_wait = 0 end
  if l.chaff_key == nil then l.chaff_key = false end
end

--- Throws one chaff from her torso when she carries its item: true when
--- it left.
---@param lara Entity
---@param l table
---@param L table the launcher (`chaff.LAUNCHERS` entry)
---@return boolean
function chaff.launch(lara, l, L)
  local item = use_item.id_of(L.item)
  local object = use_item.id_of(L.object)
  local inv = l.inventory
  if not item or not object or not inv or (inv[item] or 0) < 1 then return false end
  local o = L.offset
  local x, y, z = lara:mesh_point(L.mesh, o.x, o.y, o.z)
  local room = world.room_at(lara.room, x, y, z)
  if world.floor(room, x, y, z) < y then
    -- Her torso reaches past a wall: it leaves from above her feet.
    x, z, room = lara.x, lara.z, lara.room
  end
  local c = world.spawn(object, room, x, y, z, (lara.yaw + BACKWARDS) % 65536)
  if not c then return false end
  inv[item] = inv[item] - 1
  require("objects.common.chaff").launch(c, L.speed, L.rise)
  world.sound(L.sound, lara)
  l.chaff_wait = L.wait
  return true
end

--- One tick of the launcher, before her use of a chosen item: the wait
--- runs down, Sprint pressed or the item chosen on the ring throws one.
---@param lara Entity
---@param l table
function chaff.control(lara, l)
  local down = body.held(input.SPRINT)
  local pressed = down and not l.chaff_key
  l.chaff_key = down
  local L = launcher()
  if not L then return end
  if l.chaff_wait > 0 then l.chaff_wait = l.chaff_wait - 1 end
  if lara.water ~= "underwater" or lara.health <= 0 then return end
  local key, info = use_item.chosen(lara)
  if key and info.name == L.item then
    if L.ring_waits and l.chaff_wait > 0 then return end
    chaff.launch(lara, l, L)
    use_item.accept(lara)
  elseif pressed and l.chaff_wait == 0 then
    chaff.launch(lara, l, L)
  end
end

return chaff
