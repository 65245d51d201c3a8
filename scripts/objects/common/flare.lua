-- A flare lying in the level or flying from Lara's hand (TR2 152, TR3 179,
-- TR4/TR5 FLARE_ITEM; lara/flare.lua holds the one in her hand). One
-- placed in the level is a spare flare: taken as any pickup, it goes into
-- the flare box (params.item). One she threw or dropped (`e.state.age`:
-- ticks it has burnt) flies from her hand, spinning, under gravity (in
-- water drifting), turns back from walls and bounces on the floor until it
-- rolls to rest (lib/thrown.lua); it burns on for what is left of its
-- time, lighting the room, and when spent and still it is gone. While it
-- burns and lies still she can bend down for it (state 67) and hold it
-- again (tomb2/tomb3 FlareControl, pickup.c).
local pickup = require("objects.common.pickup")
local thrown = require("lib.thrown")
local lara_flare = require("lara.flare")

local flare = {}

--- How close she must be to take it (as any pickup).
local REACH = 512
--- Its flight: a wall turns it back; a fall faster than 40 bounces back
--- up by the excess (at most 100), a slower one rolls on losing 3 a tick;
--- falling it tumbles 3° and 5° a tick (FlareControl).
local FLIGHT = { wall = "turn", bounce = { above = 40, most = 100, roll = 3 },
                 spin = { pitch = 546, roll = 910 } }

function flare.init(e)
  local s = e.state
  if s.age == nil then s.age = false end
  thrown.init(e, s)
end

function flare.control(e)
  local s = e.state
  if not s.age then return end
  if s.flying then thrown.fly(e, s, FLIGHT) end
  local G = lara_flare.data()
  if not G then return end
  if s.age < G.burn then
    s.age = s.age + 1
  elseif not s.flying then
    e:kill()
    return
  end
  if lara_flare.glow(e.room, e.x, e.y, e.z, s.age) then lara_flare.burn(e, e.room, e.x, e.y, e.z) end
end

--- A spare flare is picked up into the box; a burning one at rest she
--- takes into her hand.
function flare.collision(e, lara)
  local s = e.state
  if not s.age then
    pickup.collision(e, lara)
    return
  end
  if s.flying or not e.visible or lara:distance_to(e) > REACH then return end
  lara_flare.reach_for(lara, e)
end

return flare
