-- Breathing gas (TR3's lizard man, seal mutant and the mutant in the
-- closet): every tick of a breath one puff of gas (the missile "gas",
-- creatures/missile.lua) leaves the mouth for the target. A breath grows
-- stronger, by a creature's `ramp` a tick, up to FULL; then it gusts at
-- random strengths. A puff flies at SPEED_PER_STRENGTH times the
-- strength. Source: tomb3 lizman.cpp / sealmute.cpp / boomute.cpp (the
-- gas throwers' speed << 2, the 24 cap, the 8 + 0..15 gusts).
local shoot = require("ai.shoot")

local breath = {}

--- A puff's speed per unit of strength.
breath.SPEED_PER_STRENGTH = 4
--- The strength a breath grows to; then it gusts at GUST_MIN + 0..GUST_SPAN-1.
breath.FULL = 24
breath.GUST_MIN, breath.GUST_SPAN = 8, 16

--- A gust's random strength.
local function gust()
  return breath.GUST_MIN + world.random(breath.GUST_SPAN)
end

--- One tick of a growing breath: its strength now (kept in `ai.breath`,
--- grown by `ramp`).
---@param ai table
---@param ramp integer
---@return integer
function breath.grow(ai, ramp)
  ai.breath = (ai.breath or 0)
  if ai.breath < breath.FULL then ai.breath = ai.breath + ramp end
  if ai.breath < breath.FULL then return ai.breath end
  return gust()
end

--- The strength of a breath that follows an animation: from frame
--- `first` it grows a unit a frame, up to FULL; in the last `before_end`
--- frames it stops; in between it fades as the end nears, or gusts.
--- Nil outside the breath.
---@param frame integer
---@param frames integer the animation's length
---@param first integer
---@param before_end integer
---@return integer?
function breath.of_frame(frame, frames, first, before_end)
  local last = frames - 1
  if frame < first or frame > last - before_end then return nil end
  local strength = frame - first + 1
  if strength > breath.FULL then
    strength = last - frame - before_end
    if strength > breath.FULL then return gust() end
  end
  return math.max(strength, 1)
end

--- One puff of `e`'s breath from the mouth `gun` ({mesh, x, y, z}) at
--- `target`, as strong as `strength`.
---@param e Entity
---@param gun table
---@param strength integer
---@param target Entity
function breath.puff(e, gun, strength, target)
  local m = shoot.launch(e, gun, "gas", target)
  m.state.flight.speed = strength * breath.SPEED_PER_STRENGTH
end

return breath
