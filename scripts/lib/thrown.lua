-- Things that fly once Lara lets go of them — the torch
-- (objects/common/torch.lua) and the flare (objects/common/flare.lua):
-- along their heading at `s.speed`, falling by `s.fall` (gravity 6 a tick;
-- in water both ease half-way to a slow drift of 5 each tick). A wall
-- ahead either stops them where they were, halving their speed, or turns
-- them back at half speed (`how.wall = "turn"`); a ceiling throws a rise
-- back down. The floor ends the flight, or with `how.bounce` a fall faster
-- than `bounce.above` springs back up (by the excess, at most
-- `bounce.most`) and a slower one rolls on, losing `bounce.roll` speed a
-- tick until it lies still. Figures: tomb3 / TOMB4 FlareControl and
-- TOMB4 FlameTorchControl.
local fixed = require("lib.fixed")

local thrown = {}

--- Gravity a tick in the air; the drift speed in water.
thrown.GRAVITY, thrown.WATER_DRIFT = 6, 5

--- Readies `e` (state `s`) to be flown here: at rest unless its spawner
--- set it going; the world neither drops nor lands it.
---@param e Entity
---@param s table
function thrown.init(e, s)
  s.speed = s.speed or 0
  s.fall = s.fall or 0
  s.flying = s.flying or false
  e.gravity = false
  e.auto_land = false
end

--- One tick of flight of `e` (state `s`: speed, fall, flying). `how`:
--- `wall` ("stop" or "turn"), `bounce` ({ above, most, roll } or nil),
--- `spin` ({ pitch, roll }: turned a tick while it falls). Returns true
--- when it is in water. `s.flying` is false once it lies still.
---@param e Entity
---@param s table
---@param how table
---@return boolean
function thrown.fly(e, s, how)
  local dx, dz = fixed.step(e.yaw, s.speed)
  local x, z = e.x + dx, e.z + dz
  local surface = world.water(e.room, e.x, e.y, e.z)
  local wet = surface ~= nil and e.y > surface
  if wet then
    s.fall = s.fall + (thrown.WATER_DRIFT - s.fall) // 2
    s.speed = s.speed + (thrown.WATER_DRIFT - s.speed) // 2
  else
    s.fall = s.fall + thrown.GRAVITY
  end
  local y = e.y + s.fall
  -- A wall ahead: the floor there stands above where it flies.
  local room = world.room_at(e.room, x, e.y, z)
  local floor = world.floor(room, x, e.y, z)
  if floor < e.y - 1 then
    x, z, room = e.x, e.z, e.room
    s.speed = s.speed // 2
    if how.wall == "turn" then
      e.yaw = (e.yaw + 32768) % 65536
      y = e.y
    end
    floor = world.floor(room, x, e.y, z)
  end
  local ceiling = world.ceiling(room, x, y, z)
  if y < ceiling and s.fall < 0 then
    y, s.fall = ceiling, -s.fall
  end
  local b = how.bounce
  if y >= floor then
    y = floor
    if b and s.fall > b.above then
      s.fall = math.max(b.above - s.fall, -b.most)
    else
      s.fall = 0
      s.speed = b and math.max(s.speed - b.roll, 0) or 0
    end
  end
  s.flying = s.speed ~= 0 or s.fall ~= 0
  local spin = how.spin or {}
  if s.fall ~= 0 then
    e.pitch = (e.pitch + (spin.pitch or 0)) % 65536
    e.roll = (e.roll + (spin.roll or 0)) % 65536
  else
    e.pitch, e.roll = 0, 0
  end
  e:set_position(x, y, z)
  e.room = world.room_at(room, x, y, z)
  return wet
end

return thrown
