-- Lara's double jump: in the air on land, a fresh press of jump (released
-- since she took off) lifts her once more, as a second take-off would;
-- she has one until she is on her feet again. Every hook but control is
-- her shipped behaviour's (scripts/lara/player.lua), and control runs it
-- after the double jump has had its say.
local player = require("lara.player")

local lara = {}
for key, value in pairs(player) do lara[key] = value end

--- The upward speed the second take-off gives, in units a tick (a fall
--- speed of -LIFT).
lara.LIFT = 60
--- The sound of the second take-off: TR1's Lara landing (SFX_LARA_LAND),
--- her feet striking air.
lara.SOUND = 4

---@param e Entity
function lara.init(e)
  player.init(e)
  e.state.double_jump = e.state.double_jump or { held = false, used = false }
end

---@param e Entity
function lara.control(e)
  local dj = e.state.double_jump
  local jump = world.pressed(input.JUMP)
  if not e.gravity then
    dj.used = false
  elseif jump and not dj.held and not dj.used and e.water == "land" and e.health > 0 then
    dj.used = true
    e.fall_speed = -lara.LIFT
    world.sound(lara.SOUND, e)
  end
  dj.held = jump
  player.control(e)
end

return lara
