-- Moods and the targets they choose (TRX tr1 game/creature.c Creature_Mood,
-- tomb3 box.cpp GetCreatureMood and CreatureMood). A creature is bored
-- (wanders), attacks (goes for its target), stalks (lurks in boxes near the
-- target, out of its sight) or escapes (runs to boxes far from it). Violent
-- creatures attack whenever they can reach the target; timid ones attack only
-- when close, stalk otherwise and may flee when hurt.
local mood = {}

--- Rolls are 0..32767; a chance of N succeeds N times in 32768.
mood.ROLL = 32768
--- A hurt timid creature flees on this roll (1 in 16) or when it cannot
--- reach its target.
mood.ESCAPE_CHANCE = 2048
--- A fleeing timid creature that could reach its target turns back to
--- stalk on this roll (about 0.8% a tick).
mood.RECOVER_CHANCE = 256
--- Timid creatures attack within three sectors.
mood.TIMID_ATTACK_RANGE = 3 * 1024
--- Stalk boxes lie within three sectors of the target on both axes.
mood.STALK_DISTANCE = 3 * 1024
--- Escape boxes lie more than five sectors from the target on some axis.
mood.ESCAPE_DISTANCE = 5 * 1024
--- Random target points keep half a sector inside their box.
mood.BOX_MARGIN = 512
--- Flyers aim this far above a box floor.
mood.FLY_HEIGHT = 384
--- Random boxes tried per tick when looking for a place to go.
mood.TRIES = 4

local function roll(chance) return world.random() < chance end

--- The height a flyer or swimmer goes for: the top of the target's body
--- while it is out of the water (a bat flies at the head), the target
--- itself in water.
---@param target Entity
function mood.fly_aim(target)
  if target.water == "surface" or target.water == "underwater" then return target.y end
  local _, _, top = target:bounds()
  return target.y + top
end

--- A random coordinate between `lo` and `hi`, BOX_MARGIN inside both (the
--- middle of a span too narrow for that).
local function pick_within(lo, hi)
  local m = mood.BOX_MARGIN
  if hi - lo <= 2 * m then return (lo + hi) // 2 end
  return lo + m + world.random(hi - lo - 2 * m)
end

--- Sets the creature's goal to a random point of box `b`.
local function aim_at_box(ai, b)
  local x0, x1, z0, z1, floor = nav.box_bounds(b)
  ai.goal_x, ai.goal_z = pick_within(x0, x1), pick_within(z0, z1)
  ai.goal_y = ai.fly and floor - mood.FLY_HEIGHT or floor
  ai.goal_box = b
  ai.required_box = b
end

--- A box the creature may wander to: its zone, open to it, not its own.
local function valid_box(ai, info, b)
  return b ~= info.box and nav.zone(ai.class, b) == info.zone and not nav.box_closed(b, ai.large)
end

local function box_centre(b)
  local x0, x1, z0, z1 = nav.box_bounds(b)
  return (x0 + x1) // 2, (z0 + z1) // 2
end

--- Near the target but out of its sight: within STALK_DISTANCE on both
--- axes, not in the quadrant the target faces, not beyond it.
local function stalk_box(e, target, b)
  local x, z = box_centre(b)
  local dx, dz = x - target.x, z - target.z
  if math.abs(dx) > mood.STALK_DISTANCE or math.abs(dz) > mood.STALK_DISTANCE then return false end
  local facing = ((target.yaw + 8192) % 65536) // 16384
  local quadrant = (dz > 0 and (dx > 0 and 0 or 3)) or (dx > 0 and 1 or 2)
  if facing == quadrant then return false end
  local ex, ez = e.x - target.x, e.z - target.z
  -- Not on the far side of the target from the creature.
  return not (ex * dx < 0 and ez * dz < 0)
end

--- Far from the target and not past it.
local function escape_box(e, target, b)
  local x, z = box_centre(b)
  local dx, dz = x - target.x, z - target.z
  if math.abs(dx) <= mood.ESCAPE_DISTANCE and math.abs(dz) <= mood.ESCAPE_DISTANCE then
    return false
  end
  local ex, ez = e.x - target.x, e.z - target.z
  return not (ex * dx < 0 and ez * dz < 0)
end

--- A random valid box satisfying `accept`, or nil.
local function random_box(e, ai, info, target, accept)
  local count = nav.box_count()
  if count == 0 or info.zone < 0 then return nil end
  for _ = 1, mood.TRIES do
    local b = world.random(count)
    if valid_box(ai, info, b) and (not accept or accept(e, target, b)) then return b end
  end
  return nil
end

--- The mood for this tick from the last one, the info and being hurt.
local function next_mood(ai, info, violent)
  local m = ai.mood
  -- A dead target, or none to fight (ai/rivals.lua: at peace with Lara).
  if info.target_dead or info.peaceful then return "bored" end
  -- Frightened by its module (`ai.afraid`: TR5's imp before a lit
  -- torch), any creature flees.
  if ai.afraid then return "escape" end
  if violent then
    if m == "attack" then return info.reachable and "attack" or "bored" end
    if m == "escape" then return info.reachable and "attack" or "escape" end
    if info.reachable then return "attack" end
    return ai.hurt and "escape" or m
  end
  local flee = ai.hurt and (roll(mood.ESCAPE_CHANCE) or not info.reachable)
  if m == "attack" then
    if flee then return "escape" end
    return info.reachable and "attack" or "bored"
  elseif m == "escape" then
    return (info.reachable and roll(mood.RECOVER_CHANCE)) and "stalk" or "escape"
  end
  if flee then return "escape" end
  if info.reachable then
    if info.distance < mood.TIMID_ATTACK_RANGE or (m == "stalk" and not ai.required_box) then
      return "attack"
    end
    return "stalk"
  end
  return m
end

--- Updates `ai.mood` and the goal it leads to (`ai.goal_x/y/z`,
--- `ai.goal_box`).
---@param e Entity
---@param ai table
---@param info table from sense.update
---@param target Entity
---@param violent boolean
function mood.update(e, ai, info, target, violent)
  local m = next_mood(ai, info, violent)
  -- A creature its module sends away (`ai.flee`: TR4's boar after its
  -- charge, a bat or a beetle after a bite) escapes whatever it senses.
  if ai.flee and m ~= "bored" then m = "escape" end
  if m ~= ai.mood then
    ai.mood = m
    ai.required_box = nil
  end
  ai.hurt = false
  if m == "attack" then
    if roll(ai.smartness) or not ai.goal_box then
      ai.goal_x, ai.goal_z = target.x, target.z
      ai.goal_y = ai.fly and mood.fly_aim(target) or target.y
      ai.goal_box = info.target_box or info.box
    end
  elseif m == "bored" then
    local b = random_box(e, ai, info, target)
    if b and stalk_box(e, target, b) and info.reachable then
      aim_at_box(ai, b)
      ai.mood = "stalk"
    elseif b and not ai.required_box then
      aim_at_box(ai, b)
    end
  elseif m == "stalk" then
    if not (ai.required_box and stalk_box(e, target, ai.required_box)) then
      local b = random_box(e, ai, info, target)
      if b and stalk_box(e, target, b) then
        aim_at_box(ai, b)
      elseif b and not ai.required_box then
        aim_at_box(ai, b)
      end
      if not info.reachable then ai.mood = "bored" end
    end
  elseif m == "escape" then
    local b = random_box(e, ai, info, target)
    if b and escape_box(e, target, b) then
      aim_at_box(ai, b)
    elseif b and info.reachable and stalk_box(e, target, b) then
      aim_at_box(ai, b)
      ai.mood = "stalk"
    end
  end
  if not ai.goal_box then
    ai.goal_x, ai.goal_y, ai.goal_z, ai.goal_box = e.x, e.y, e.z, info.box
  end
  -- Once there, a required box is done with.
  if ai.required_box and ai.required_box == info.box then ai.required_box = nil end
end

return mood
