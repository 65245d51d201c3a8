-- Lara's rounds, per gun and per ammunition kind (lara/guns.lua keeps them
-- in `l.guns.ammo`): which kind a gun fires (the ring's choice, TR4's
-- shells, bolts and grenades, TR5's HK modes: weapons/common.lua
-- `with_kinds`), where that kind's rounds are kept, how many are left and
-- taken, and a firing mode's cadence (TR5's HK: `burst` shots, then a
-- pause). Each function takes the game's weapon tables `W`.
local rounds = {}

--- The ammunition kind of gun `w` (named `name`) she fires: the one the
--- ring chose, else the first she has rounds of, else the first; nil for
--- a gun of one kind.
---@param l table her state
---@param w table the gun's table
---@param name string
---@return table? kind
function rounds.chosen_kind(l, w, name)
  if not w.kinds then return nil end
  local g = l.guns
  local choice = g.ammo_choice and g.ammo_choice[name]
  if choice and w.kind_of[choice] then return w.kind_of[choice] end
  if w.shared_ammo then return w.kinds[1] end
  for _, k in ipairs(w.kinds) do
    if (g.ammo[name .. "." .. k.name] or 0) > 0 then return k end
  end
  return w.kinds[1]
end

--- Where the rounds of kind `k` of gun `w` (named `name`) are kept in
--- `l.guns.ammo`: the gun's name, or "name.kind".
---@param name string
---@param w table
---@param k? table
---@return string
function rounds.key(name, w, k)
  if not k or w.shared_ammo then return name end
  return name .. "." .. k.name
end

--- Rounds left of gun `name`'s chosen kind (nil: infinite).
---@param W table the weapon tables
---@param l table her state
---@param name string
---@return integer?
function rounds.left(W, l, name)
  local w = W[name]
  if w.infinite then return nil end
  return l.guns.ammo[rounds.key(name, w, rounds.chosen_kind(l, w, name))] or 0
end

--- Takes `count` rounds of gun `name`'s chosen kind: false when it is
--- empty. Infinite guns take none.
---@param W table the weapon tables
---@param l table her state
---@param name string
---@param count integer
---@return boolean
function rounds.take(W, l, name, count)
  local w, g = W[name], l.guns
  if w.infinite then return true end
  local key = rounds.key(name, w, rounds.chosen_kind(l, w, name))
  local left = g.ammo[key] or 0
  if left <= 0 then return false end
  g.ammo[key] = left - count
  return true
end

--- The weapon table a shot of gun `name` fires as: its chosen kind's.
---@param W table the weapon tables
---@param l table her state
---@param name string
---@return table
function rounds.armed_as(W, l, name)
  local w = W[name]
  local k = rounds.chosen_kind(l, w, name)
  return k and k.weapon or w
end

--- The kinds of gun `name` she may choose between on the ring (names, in
--- the ring's order): those she has rounds of; every mode of a gun whose
--- modes share its rounds, while it has any.
---@param W table the weapon tables
---@param l table her state
---@param name string
---@return string[]
function rounds.kinds_carried(W, l, name)
  local w, out = W[name], {}
  if not w or not w.kinds then return out end
  for _, k in ipairs(w.kinds) do
    if (l.guns.ammo[rounds.key(name, w, k)] or 0) > 0 then out[#out + 1] = k.name end
  end
  return out
end

--- Rounds of gun `name` that pickup `ammo_item` stands for (the ring's
--- count of an ammunition).
---@param W table the weapon tables
---@param l table her state
---@param name string
---@param ammo_item integer
---@return integer
function rounds.rounds_for(W, l, name, ammo_item)
  local w = W[name]
  if not w then return 0 end
  local key = name
  for _, k in ipairs(w.kinds or {}) do
    if k.ammo_item == ammo_item then key = rounds.key(name, w, k) end
  end
  return l.guns.ammo[key] or 0
end

--- True while a mode's pause holds the trigger (TR5's HK: after a sniper
--- shot or a burst).
---@param g table her guns' state
---@return boolean
function rounds.paused(g) return g.pause_until ~= nil and world.tick() < g.pause_until end

--- A shot of a gun with a `cadence` counted: its burst done, it pauses.
---@param l table her state
---@param fw table the weapon table the shot fired as
function rounds.count_shot(l, fw)
  local c, g = fw.cadence, l.guns
  if not c then return end
  g.burst_shots = (g.burst_shots or 0) + 1
  if g.burst_shots >= c.burst then
    g.burst_shots, g.pause_until = 0, world.tick() + c.pause
  end
end

return rounds
