-- TR3's mutant in the closet (tomb3 BOO_MUTANT, boomute.cpp): no creature,
-- an animation. It waits, still, until its trigger opens the closet; then
-- it plays its animation once, breathing poison gas (the missile "gas")
-- at Lara through it, from its second frame until shortly before its end,
-- stronger then fading (creatures/breath.lua `of_frame`). Numbers:
-- creatures/stats/tr3.lua `closet_mutant`.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local breath = require("creatures.breath")

local closet = {}

---@param e Entity
function closet.init(e)
  e.targetable = false
end

---@param e Entity
function closet.control(e)
  if not e.active then return end
  local lara = world.lara()
  local frames = world.anim_info(e.type, e.anim)
  if not lara or not frames then return end
  local gas = stats.of(e).gas
  local strength = breath.of_frame(e.frame, frames, gas.first, gas.before_end)
  if strength then breath.puff(e, gas.gun, strength, lara) end
  if creature.last_frame(e) then
    -- Its animation is over: the closet is empty, the body stays.
    e:finish()
  end
end

closet.collision = creature.collision

return closet
