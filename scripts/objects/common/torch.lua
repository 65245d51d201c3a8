-- The burning torch lying in the level (TR4/TR5 BURNING_TORCH_ITEM; TOMB4
-- flmtorch.cpp FlameTorchControl, pickup.cpp): placed in a level it lies
-- lit when its OCB's bit 0 is set, else unlit. Lara picks it up as she
-- picks up anything (Action, standing over it) and then holds it
-- (lara/torch.lua). One she drops or throws flies (her speed along her
-- heading, gravity 6 a tick; in water both drift to 5 and the flame goes
-- out), stops where it meets the floor, and lies there burning: its light
-- flickers and a flame there lights her unlit torch.
-- params.arm: the TORCH_ANIM type whose hand mesh she wears.
local interact = require("lara.interact")
local torch_lara = require("lara.torch")
local particles = require("lib.particles")

local torch = {}

--- How close she must be to take it (as any pickup).
local REACH = 512
--- Gravity a tick in the air; the drift in water (FlameTorchControl).
local GRAVITY, WATER_DRIFT = 6, 5
--- The spin of a falling torch a tick (z_rot += 910).
local SPIN = 910

function torch.init(e)
  local s = e.state
  if s.lit == nil then s.lit = (e.ocb % 2) == 1 end
  s.speed = s.speed or 0
  s.fall = s.fall or 0
  s.flying = s.flying or false
  e.gravity = false
  e.auto_land = false
end

local function fly(e, s)
  local a = e.yaw / 65536 * 2 * math.pi
  local x = e.x + math.floor(s.speed * math.sin(a))
  local z = e.z + math.floor(s.speed * math.cos(a))
  local under = world.water(e.room, e.x, e.y, e.z)
  if under and e.y > under then
    s.fall = s.fall + math.floor((WATER_DRIFT - s.fall) / 2)
    s.speed = s.speed + math.floor((WATER_DRIFT - s.speed) / 2)
    s.lit = false
  else
    s.fall = s.fall + GRAVITY
  end
  local y = e.y + s.fall
  -- A wall ahead stops it going on and halves its speed.
  local room = world.room_at(e.room, x, e.y, z)
  local floor = world.floor(room, x, e.y, z)
  if floor < e.y - 1 then
    x, z = e.x, e.z
    s.speed = math.floor(s.speed / 2)
    room = e.room
    floor = world.floor(room, x, e.y, z)
  end
  if y >= floor then
    y = floor
    s.fall, s.speed, s.flying = 0, 0, false
    e.roll = 0
  else
    e.roll = (e.roll + SPIN) % 65536
  end
  e:set_position(x, y, z)
  e.room = world.room_at(room, x, y, z)
end

function torch.control(e)
  local s = e.state
  if s.flying then fly(e, s) end
  if not s.lit then return end
  torch_lara.light(e.room, e.x, e.y, e.z)
  if world.tick() % torch_lara.FIGURES.FLAME_EVERY == 0 then
    world.particles(particles.FLAME, e.room, e.x, e.y, e.z, 1)
  end
  local lara = world.lara()
  if lara and not s.flying then torch_lara.offer(lara, e, e.x, e.y, e.z) end
end

--- She takes it as any pickup and holds it (her hands must be free of
--- another torch).
function torch.collision(e, lara)
  local s = e.state
  if s.flying or not e.visible or lara:distance_to(e) > REACH then return end
  if torch_lara.held(lara.state) then return end
  if interact.start(lara, "pickup", e) then
    local arm = (e.params and e.params.arm) or s.arm or nil
    torch_lara.take(lara, s.lit, e.type, arm)
    e:kill()
  end
end

return torch
