-- The body TR2's and TR3's hand-to-hand people share (TR2's club workers
-- and monks, TR3's brawlers: creatures/club_worker.lua, monk.lua): the
-- gunmen's set-up, hits and dying (creatures/gunman.lua), one tick of
-- decisions by the state names of the stats (gunman.run_states over the
-- module's `decide`), and a blow that lands once an attack, with its
-- sound. What a blow reaches and what it does is each routine's own
-- (TRX worker_3.c, monk.c; tomb3 51baton.cpp, prisoner.cpp, punk.cpp).
local gunman = require("creatures.gunman")

local brawler = {}

--- Makes `module` (its decisions in `module.decide`) a brawler: the
--- gunmen's init, reload and hits (unless it has its own `on_hit`), and
--- its control. Returns `module`.
---@param module table
---@return table
function brawler.family(module)
  module.init = gunman.init
  module.on_reload = gunman.on_reload
  module.on_hit = module.on_hit or gunman.on_hit
  function module.control(e)
    gunman.run_states(e, module.decide)
  end
  return module
end

--- The blow of an attack, once an attack: unless `ai.blow` already holds
--- `key` (the attack that landed), `lands()` tries it (true when it
--- reached its target and dealt its harm); then `sound` plays and
--- `ai.blow` becomes `key`. True when it landed now.
---@param e Entity
---@param ai table
---@param key any what marks this attack's blow as landed
---@param lands fun(): boolean
---@param sound integer
---@return boolean
function brawler.blow(e, ai, key, lands, sound)
  if ai.blow == key or not lands() then return false end
  world.sound(sound, e)
  ai.blow = key
  return true
end

return brawler
