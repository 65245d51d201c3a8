-- TR3's raptor hung by a rope (tomb3 compy.cpp CarcassControl, type 38
-- CARCASS): it hangs still until its trigger switches it on, then drops.
-- Falling it speeds up `air.gravity` a tick up to `air.top` and rolls
-- over onto its side by `air.roll_per` times its fall speed a tick, up to
-- `roll_limit`; it comes to rest `rest_above_floor` over the floor, on its
-- side. Into water it splashes, slows to `water.entry_speed` just under
-- the surface and sinks slower (`water`'s figures). While it is in water
-- the level knows it (`world.level_state().carcass_in_water`, its entity
-- index; nil otherwise): the piranhas of TR3's Crash Site go for it
-- instead of Lara (tomb3 fish.cpp), once their shoals are written. It has
-- no animation of its own and nothing else to do.
local carcass = {}

--- The figures of tomb3 CarcassControl.
carcass.FIGURES = {
  air = { gravity = 8, top = 512, roll_per = 2 },
  water = { gravity = 1, top = 64, roll_per = 8, entry_speed = 16 },
  -- It lies this far over the floor, rolled a quarter turn and more (135°).
  rest_above_floor = 64, roll_limit = 0x6000,
}

--- The water surface over the point, or nil when it is not in water.
local function water_at(room, x, y, z)
  local surface = world.water(room, x, y, z)
  if surface and y >= surface then return surface end
  return nil
end

--- Tells the level whether the carcass lies in water now.
local function publish(e, in_water)
  local ls = world.level_state()
  if in_water then
    ls.carcass_in_water = e.index
  elseif ls.carcass_in_water == e.index then
    ls.carcass_in_water = nil
  end
end

---@param e Entity
function carcass.init(e)
  local s = e.state
  s.fall = s.fall or 0
  s.roll = s.roll or 0
end

---@param e Entity
function carcass.control(e)
  local s = e.state
  if not e.active or s.resting then return end
  local F = carcass.FIGURES
  local was_in_water = water_at(e.room, e.x, e.y, e.z) ~= nil
  local y = e.y + s.fall
  local room = world.room_at(e.room, e.x, y, e.z)
  local rest = world.floor(room, e.x, y, e.z) - F.rest_above_floor
  if y >= rest then
    e:set_position(e.x, rest, e.z)
    s.fall, s.resting = 0, true
    s.roll = F.roll_limit
    e.roll = s.roll
    publish(e, water_at(e.room, e.x, e.y, e.z) ~= nil)
    return
  end
  local surface = water_at(room, e.x, y, e.z)
  local medium = surface and F.water or F.air
  s.roll = math.min(F.roll_limit, s.roll + s.fall * medium.roll_per)
  e.roll = s.roll
  s.fall = math.min((was_in_water and F.water or F.air).top, s.fall + medium.gravity)
  if surface and not was_in_water then
    world.splash(room, e.x, surface, e.z)
    s.fall = F.water.entry_speed
    y = surface + 1
  end
  e:set_position(e.x, y, e.z)
  publish(e, surface ~= nil)
end

return carcass
