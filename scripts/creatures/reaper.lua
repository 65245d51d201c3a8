-- TR5's reaper (TOMB5 minisub.cpp JellyControl: the jellyfish routine).
-- It drifts after its target (Lara, or the AI markers its orders name)
-- under the water, nose down, pausing now and then on a roll; it has no
-- blow. TOMB5 gives it no death: shot down to nothing it is no target any
-- more and drifts on (creatures/habitat.lua `swim_deathless`). Numbers:
-- creatures/stats/tr5.lua `reaper`.
local creature = require("ai.creature")
local habitat = require("creatures.habitat")
local stats = require("creatures.stats")

local reaper = {}

habitat.swimmer(reaper, stats.of)

local decide = {}
reaper.decide = decide

--- Drifting: a pause on its roll.
decide.drift = function(e, _, _, st)
  if world.random(st.one_in.pause) == 0 then e.goal_state = st.states.pause end
end

---@param e Entity
function reaper.control(e)
  local st = stats.of(e)
  e.pitch = st.pitch % 65536
  habitat.swim_deathless(e, creature.by_number(decide, st.states))
end

reaper.collision = creature.collision

return reaper
