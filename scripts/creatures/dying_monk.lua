-- TR2's dying monk (256; TRX objects/traps/dying_monk.c): no fighter but
-- the end of a level. Once triggered it watches the creatures that share
-- its room (the first `roomies` of them, in entity order); while any of
-- them lives nothing happens. With them all dead, Lara standing on its
-- floor (not in the air, level with it) within a sector of it on both
-- axes ends the level.
local dying_monk = {}

--- Creatures of its room it waits on (TRX MAX_ROOMIES).
local ROOMIES = 2
--- Lara must come within this of it on both axes (a sector).
local NEAR = 1024

--- The first ROOMIES creatures (entities with an AI table) of `e`'s room.
local function roomies_of(e)
  local found = {}
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other ~= e and other:exists() and other.room == e.room
      and other.state.ai ~= nil then
      found[#found + 1] = other
      if #found >= ROOMIES then break end
    end
  end
  return found
end

--- True while one of them still lives.
local function someone_lives(roomies)
  for _, r in ipairs(roomies) do
    if r:exists() and r.health > 0 then return true end
  end
  return false
end

---@param e Entity
function dying_monk.control(e)
  local s = e.state
  -- Found on its first tick, once every creature has been set up.
  s.roomies = s.roomies or roomies_of(e)
  if s.ended or someone_lives(s.roomies) then return end
  local lara = world.lara()
  if not lara or lara.health <= 0 or lara.gravity or lara.y ~= e.y then return end
  if math.abs(lara.x - e.x) < NEAR and math.abs(lara.z - e.z) < NEAR then
    s.ended = true
    world.level_end()
  end
end

return dying_monk
