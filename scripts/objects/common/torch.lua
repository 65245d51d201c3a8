-- The burning torch lying in the level (TR4/TR5 BURNING_TORCH_ITEM; TOMB4
-- flmtorch.cpp FlameTorchControl, pickup.cpp): placed in a level it lies
-- lit when its OCB's bit 0 is set, else unlit. Lara picks it up as she
-- picks up anything (Action, standing over it) and then holds it
-- (lara/torch.lua). One she drops or throws flies (her speed along her
-- heading, gravity 6 a tick; in water both drift to 5 and the flame goes
-- out; lib/thrown.lua), stops where it meets the floor, and lies there burning: its light
-- flickers and a flame there lights her unlit torch.
-- params.arm: the TORCH_ANIM type whose hand mesh she wears.
local interact = require("lara.interact")
local torch_lara = require("lara.torch")
local particles = require("lib.particles")
local thrown = require("lib.thrown")

local torch = {}

--- How close she must be to take it (as any pickup).
local REACH = 512
--- How a dropped or thrown torch flies (lib/thrown.lua): a wall stops
--- it; it spins (z_rot += 910 a tick) until it lies on the floor.
local FLIGHT = { wall = "stop", spin = { roll = 910 } }

function torch.init(e)
  local s = e.state
  if s.lit == nil then s.lit = (e.ocb % 2) == 1 end
  thrown.init(e, s)
end

function torch.control(e)
  local s = e.state
  -- In water its flame goes out.
  if s.flying and thrown.fly(e, s, FLIGHT) then s.lit = false end
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
