-- A body struck by one of Lara's shots (a bullet, a pellet, a shell): it
-- bleeds where it was struck, takes the damage from her, and cries out
-- while it lives on (its stats' `hurt_sound`). lara/aim.lua, lara/
-- gunsight.lua and weapons/projectile.lua strike bodies through it.
local particles = require("lib.particles")

local wound = {}

--- Blood drops where a shot strikes a body.
local BLOOD_DROPS = 4

--- Body `t` struck by Lara's shot at (x, y, z) in `room`: blood, the
--- damage, and its hurt sound when it lives on.
---@param t Entity
---@param damage integer
---@param room integer
---@param lara Entity
function wound.body(t, damage, x, y, z, room, lara)
  world.particles(particles.BLOOD, room, x, y, z, BLOOD_DROPS)
  t:hit(damage, lara)
  local stats = t.state.ai and t.state.ai.stats
  if stats and stats.hurt_sound and t.health > 0 then world.sound(stats.hurt_sound, t) end
end

return wound
