-- Von Croy's fights (TOMB4 voncroy.cpp VoncroyControl; numbers in
-- creatures/stats/tr4.lua `von_croy.fights`). While Lara has not got past
-- the marker he leads to, the nearest creature holding an AI slot (none of
-- his kind) within five sectors on both axes is his foe for the tick: he
-- forgets his marker, heads for it, swaps the meshes he wears (state 6:
-- meshes 7 and 18 of MESHSWAP1, worn at his start) and strikes it, level
-- (31) or upwards (21), one blow a strike.
local creature = require("ai.creature")
local sense = require("ai.sense")
local slots = require("ai.slots")

local fight = {}

--- A tick's outcome that ends his marker with its triggers set off first
--- (the routine's -1).
fight.TRIGGERS = -1

--- Shows or takes off the swap meshes, as `ai.swapped` says.
local function wear(e, ai)
  local f = ai.stats.fights
  local loaded = world.has_object(f.swap_model)
  for _, mesh in ipairs(f.swap_meshes) do
    e:mesh_swap(mesh, ai.swapped and loaded and world.model_mesh(f.swap_model, mesh) or nil)
  end
end

--- He starts wearing the swap meshes (InitialiseVoncroy: meshswap bits
--- 0x40080).
---@param e Entity
---@param ai table
function fight.init(e, ai)
  if ai.swapped == nil then ai.swapped = true end
  wear(e, ai)
end

--- True while he wears the swap meshes.
---@param ai table
---@return boolean
function fight.swapped(ai)
  return ai.swapped == true
end

--- His foe this tick, or nil: the nearest slot holder (by squared
--- distance across) within the box the stats give, while Lara has not got
--- past his marker (`t.location <= t.key`).
---@param e Entity
---@param ai table
---@param t table the tick's view (creatures/von_croy.lua)
---@return Entity?
function fight.foe_of(e, ai, t)
  if t.location > t.key then return nil end
  local box = ai.stats.fights.box
  local best, best_d
  for _, c in ipairs(slots.holders()) do
    if c.index ~= e.index and c.type ~= e.type then
      local dx, dz = c.x - e.x, c.z - e.z
      local d = dx * dx + dz * dz
      if math.abs(dx) <= box and math.abs(dz) <= box and (not best_d or d < best_d) then
        best, best_d = c, d
      end
    end
  end
  return best
end

--- From a stand with a foe: the swap, a strike, or a walk at it. False
--- without a foe (his stand goes on to his marker).
---@return boolean
function fight.from_stand(e, ai, t, S)
  local foe, f, info = t.foe, ai.stats.fights, t.info
  if not foe then return false end
  local d2 = info.distance_sq
  if d2 < f.draw * f.draw and ai.swapped then
    e.goal_state = S.swap
  elseif d2 < f.reach * f.reach then
    if info.bite then
      e.goal_state = S.strike
    elseif foe.health > 0 and info.ahead
      and math.abs(foe.y + f.upper_strike.chosen_above - e.y) < f.upper_strike.chosen_above then
      e.goal_state = S.upper_strike
    end
  elseif d2 > f.walk_beyond * f.walk_beyond then
    e.goal_state = S.walk
  end
  return true
end

--- True when a foe stops his walk: within `halt_sq`, or within `draw`
--- while he still wears the swap meshes.
---@return boolean
function fight.halts_walk(ai, t)
  if not t.foe then return false end
  local f, d2 = ai.stats.fights, t.info.distance_sq
  return d2 < f.halt_sq or not ai.swapped and d2 < f.draw * f.draw
end

--- The swap (6): at its frame the meshes go on or come off.
function fight.swap(e, ai)
  if e.frame == ai.stats.fights.swap_frame then
    ai.swapped = not ai.swapped
    wear(e, ai)
  end
  return nil
end

--- A blow of `blow` ({from, to, reach, above, damage}, frames exclusive)
--- at the foe: once a strike, within `reach` across and of `above` over
--- its feet.
local function land(e, ai, foe, blow)
  if ai.struck or not foe or e.frame <= blow.from or e.frame >= blow.to then return end
  if math.abs(foe.x - e.x) < blow.reach and math.abs(foe.y + blow.above - e.y) <= blow.reach
    and math.abs(foe.z - e.z) < blow.reach then
    local x, y, z = sense.bite_point(e, ai.stats.fights.bite)
    creature.blood(foe.room, x, y, z)
    foe:hit(blow.damage, e)
    ai.struck = true
  end
end

--- Facing his foe by up to `turn` a tick, his head and torso on it.
local function face(e, ai, t)
  local info = t.info
  if info.ahead then t.head = info.angle // 2 end
  ai.max_turn = 0
  local step = creature.deg(ai.stats.fights.turn)
  e.yaw = (e.yaw + math.max(-step, math.min(step, info.angle))) % 65536
end

--- The high strike (31); at a marker of the stats' `strike_flags` (no
--- foe) the strike ends the marker past its frame.
function fight.strike(e, ai, t)
  local f = ai.stats.fights
  face(e, ai, t)
  if not t.foe and t.marker and t.marker.flags == f.strike_flags
    and e.frame > f.strike_flags_frame then
    ai.struck = true
    return fight.TRIGGERS
  end
  land(e, ai, t.foe, f.strike)
  return nil
end

--- The upper strike (21), at a foe higher up.
function fight.upper_strike(e, ai, t)
  face(e, ai, t)
  land(e, ai, t.foe, ai.stats.fights.upper_strike)
  return nil
end

return fight
