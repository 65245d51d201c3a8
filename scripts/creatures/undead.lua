-- The TR4 undead (TOMB4 setup.cpp marks the skeleton and the mummy
-- "undead"): bullets strike them but take no hit points; only a blast
-- (a grenade, an explosive bolt: lara1gun.cpp's grenade damage) wears them
-- down, and a blast's kill bursts the body. Some guns still knock them
-- down (the stats' `knocked_by`: weapon names of the game's table). What a
-- blow was is read from its source: a projectile that struck (its
-- `state.shot.weapon`), or the gun in the hands of whoever fired.
local creature = require("ai.creature")
local bursting = require("creatures.bursting")

local undead = {}

--- True on one roll in `n` (the originals' `!(GetRandomControl() & (n - 1))`).
---@param n integer
---@return boolean
function undead.one_in(n) return world.random(n) == 0 end

--- The weapon behind a blow from `source`: its name in the game's weapon
--- table and whether it bursts (its projectile has a blast); nil when the
--- source is no gun (a trap, nothing).
---@param source? Entity
---@return string? name
---@return boolean explosive
function undead.blow(source)
  local st = source and source.state
  if not st then return nil, false end
  local name = (st.shot and st.shot.weapon) or (st.guns and st.guns.kind)
  local w = name and require("lara.guns").tables()[name]
  if not w then return nil, false end
  return name, (w.projectile ~= nil and w.projectile.blast ~= nil)
end

--- The hit hook of an undead creature: it feels every blow (`ai.hurt`,
--- `ai.hit_tick`, `ai.blow`: the weapon's name) but only a blast takes hit
--- points (and counts her kill, creature.on_hit); with the stats'
--- `blast_proof` not even that (TR4's Seth, the hammer demigod: TOMB4
--- lara1gun.cpp spares every undead but the skeleton and the mummy).
---@param e Entity
---@param damage integer
---@param source? Entity
function undead.on_hit(e, damage, source)
  local ai = e.state.ai
  if e.health <= 0 or not ai then return end
  local name, explosive = undead.blow(source)
  ai.blow = name
  if explosive and not ai.stats.blast_proof then
    creature.on_hit(e, damage, source)
    return
  end
  creature.struck(e, source)
end

--- True when the blow of this tick (or the last) was one of the stats'
--- `knocked_by` weapons and not yet answered (each blow once).
---@param ai table
---@return boolean
function undead.knocked(ai)
  local by = ai.stats.knocked_by
  if not (creature.hit_lately(ai) and by and ai.blow and by[ai.blow]) then return false end
  if ai.knocked_at == ai.hit_tick then return false end
  ai.knocked_at = ai.hit_tick
  return true
end

--- Puts `e` in `state` at once, with the original's animation `anim` where
--- the model has it there (a stand-in: the state's first animation).
---@param e Entity
---@param state integer
---@param anim? integer
function undead.force(e, state, anim)
  local own = creature.own_anim(e, anim, state)
  if own then creature.set_anim(e, own) else creature.play_state(e, state) end
  e.goal_state = state
end

--- Its end: the body bursts into pieces (TOMB4 CreatureDie with explosion).
---@param e Entity
function undead.burst(e)
  bursting.burst(e, e.state.ai.stats.burst_sound)
end

--- Dropped into a pit: leaves the box graph and falls in `state` (the
--- original's `anim`); on the floor below it bursts, her kill (see `fallen`).
---@param e Entity
---@param state integer
---@param anim? integer
function undead.drop(e, state, anim)
  undead.force(e, state, anim)
  e:clear_locomotion()
  e.gravity = true
  e.state.ai.max_turn = 0
end

--- While falling (see `drop`): true once it has landed and burst.
---@param e Entity
---@return boolean
function undead.fallen(e)
  if e.y < world.floor(e.room, e.x, e.y, e.z) or not e.active then return false end
  creature.count_kill()
  e.health = 0
  undead.burst(e)
  return true
end

return undead
