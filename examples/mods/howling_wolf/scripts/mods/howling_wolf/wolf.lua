-- TR1's wolf (creatures/wolf.lua) with one hook changed: once a blow leaves
-- it at or under its breaking point (params.breaking_point, a percentage of
-- its hit points) it howls and is afraid from then on. An afraid creature's
-- mood is always "escape" (ai/mood.lua), so it runs to the boxes furthest
-- from Lara instead of stalking her. Every other hook is the shipped wolf's.
local wolf = require("creatures.wolf")

local howling = {}
for key, value in pairs(wolf) do howling[key] = value end

--- TR1's wolf howl (SFX_WOLF_HOWL in TR1's sound list).
howling.HOWL_SOUND = 24
--- The breaking point when the catalogue gives none: half its hit points.
howling.BREAKING_POINT = 50

---@param e Entity
---@param damage integer
---@param source? Entity
function howling.on_hit(e, damage, source)
  wolf.on_hit(e, damage, source)
  local ai = e.state.ai
  if e.health <= 0 or ai.afraid then return end
  local percent = e.params and e.params.breaking_point or howling.BREAKING_POINT
  if e.health * 100 <= ai.stats.hit_points * percent then
    ai.afraid = true
    world.sound(howling.HOWL_SOUND, e)
  end
end

return howling
