-- Creatures that fight other creatures (TRX tr2 game/creature.c
-- Creature_GetBaddieTarget: TR2's Barkhang monastery, where the monks and the
-- mercenaries fight each other). A creature whose stats list `rivals` (type
-- ids) targets the nearest rival that holds an AI slot (ai/slots.lua: one
-- that is awake and thinking), or Lara when she is nearer; where its stats
-- name a `truce` it keeps with Lara, she is left out while the truce holds,
-- and with no rival about it has no one to fight (it stays bored). A truce is
-- level-wide: once broken (`rivals.break_truce`), every creature keeping it
-- turns on Lara for the rest of the level. TR3's soldiers, prisoners and
-- flamethrower men fight every creature but their `allies` (`rivals = "all"`)
-- and, with `spares_lara`, leave Lara be until she has hurt that one (tomb3
-- armysmg.cpp, prisoner.cpp, flamer.cpp: hurt_by_lara). With `lara_last` it
-- picks Lara only when no rival is about or once she has hurt it. With
-- `rivals_near` (a distance) its rivals are any active entities of those
-- types in the rooms about it, not only creatures holding a slot: TR3's
-- T-Rex hunts burning flares and raptors in the rooms at the corners of a
-- square that far out on each side (tomb3 trex.cpp DinoControl,
-- collide.cpp GetNearByRooms).
-- With `rethink` (a mask) a creature keeps its enemy, picking again only
-- when it has none or on a roll whose masked bits are all clear; with `kin`
-- a nearest rival of its own type is taken only on a roll below
-- `kin.chance` and within `kin.within` (else the enemy it had stays), and
-- Lara is taken when she is nearer than that nearest rival (TR3's raptor:
-- tomb3 raptor.cpp RaptorControl).
-- Sources: TRX src/tr2/game/creature.c Creature_GetBaddieTarget (the nearest
-- of the slot holders, distances in 64-unit steps, Lara weighed in unless the
-- monks are at peace) and src/tr2/game/gun/gun_misc.c (g_IsMonkAngry).
local slots = require("ai.slots")

local rivals = {}

--- The level's broken truces (`world.level_state().broken_truces[name]`).
local function broken()
  local level = world.level_state()
  local t = level.broken_truces
  if not t then
    t = {}
    level.broken_truces = t
  end
  return t
end

--- True while the truce called `name` holds.
---@param name string
function rivals.truce_holds(name)
  return not broken()[name]
end

--- Breaks the truce called `name` for the rest of the level.
---@param name string
function rivals.break_truce(name)
  broken()[name] = true
end

local function squared_distance(a, b)
  local dx, dy, dz = a.x - b.x, a.y - b.y, a.z - b.z
  return dx * dx + dy * dy + dz * dz
end

--- Whether `other` is one of `types`.
local function is_one_of(other, types)
  for _, t in ipairs(types) do
    if other.type == t then return true end
  end
  return false
end

--- Whether `other` is a rival of a creature with stats `st`: one of its
--- `rivals`, or with `rivals = "all"` anyone but Lara and its `allies`.
local function is_rival(other, st)
  if st.rivals == "all" then
    return other.type ~= 0 and not is_one_of(other, st.allies or {})
  end
  return is_one_of(other, st.rivals)
end

--- Whether `e` (stats `st`) fights Lara now: no truce or a broken one,
--- and for one that spares her, once she has hurt it.
local function fights_lara(e, st)
  if st.truce and rivals.truce_holds(st.truce) then return false end
  if st.spares_lara then
    local ai = e.state.ai
    return ai ~= nil and ai.hurt_by_lara == true
  end
  return true
end

--- The rooms about `e`: its own and those at the corners of a square
--- `reach` out on each side at its height.
local function rooms_about(e, reach)
  local set = { [e.room] = true }
  for _, dx in ipairs({ reach, -reach }) do
    for _, dz in ipairs({ reach, -reach }) do
      set[world.room_at(e.room, e.x + dx, e.y, e.z + dz)] = true
    end
  end
  return set
end

--- The entities `e` (stats `st`) may take for rivals: the slot holders,
--- or with `rivals_near` the active entities in the rooms about it.
local function candidates(e, st)
  if not st.rivals_near then return slots.holders() end
  local rooms, list = rooms_about(e, st.rivals_near), {}
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other:exists() and other.status == "active" and rooms[other.room] then
      list[#list + 1] = other
    end
  end
  return list
end

--- The nearest rival of `e` (stats `st`) among its candidates and its
--- squared distance (math.huge without one).
local function nearest(e, st)
  local best, best_d = nil, math.huge
  for _, other in ipairs(candidates(e, st)) do
    if other ~= e and other:exists() and other.health > 0 and is_rival(other, st) then
      local d = squared_distance(e, other)
      if d < best_d then best, best_d = other, d end
    end
  end
  return best, best_d
end

--- The target of a creature that keeps its enemy (`st.rethink`, `st.kin`:
--- see the header).
local function rethought(e, st)
  local ai = e.state.ai
  local kept = ai and ai.target
  if kept and kept:exists() and world.random() & st.rethink ~= 0 then return kept, false end
  local best, best_d = nearest(e, st)
  local chosen = kept
  if best then
    local kin = st.kin
    local taken = best.type ~= e.type
      or (world.random() < kin.chance and best_d < kin.within * kin.within)
    if taken then chosen = best end
  end
  local lara = world.lara()
  if lara and squared_distance(e, lara) < best_d then chosen = lara end
  return chosen or lara, false
end

--- The target of `e` with stats `st`: the nearest rival holding a slot or
--- Lara (left out while `st.truce` holds, or until she hurts one that
--- `spares_lara`). Returns the target and whether
--- `e` is at peace (no one to fight: the target is then Lara, only to be
--- sensed).
---@param e Entity
---@param st table the creature's stats (`rivals`, `truce`)
---@return Entity? target
---@return boolean peaceful
function rivals.pick(e, st)
  local lara = world.lara()
  -- Hurt by her, one that spared her goes for her alone.
  if lara and st.spares_lara and fights_lara(e, st) then return lara, false end
  -- One that goes for Lara last (TR4's big scorpion, TOMB4 scorpion.cpp):
  -- her alone once she has hurt it, else its nearest rival, else her.
  if st.lara_last and e.state.ai and e.state.ai.hurt_by_lara then return lara, false end
  if st.rethink then return rethought(e, st) end
  local best, best_d = nearest(e, st)
  local lara_nearer = lara and best and not st.lara_last and squared_distance(e, lara) < best_d
  if lara and fights_lara(e, st) and (not best or lara_nearer) then
    return lara, false
  end
  if best then return best, false end
  return lara, true
end

return rivals
