-- Moods and the boxes they choose, as the originals decide them (TRX tr1
-- creature.c Creature_Mood, box.c Box_TargetBox, Box_StalkBox,
-- Box_EscapeBox, Box_ValidBox; tr2 creature.c and box.c). A creature is
-- bored (wanders), attacks (goes for its target), stalks (lurks in boxes near
-- the target, out of its sight) or escapes (runs to boxes far from it).
-- Violent creatures attack whenever they can reach the target; timid ones
-- attack only when close, stalk otherwise and may flee when hurt.
--
-- The mood names a box the creature's search (e:require_box, e:target_box:
-- world/nav/lot.rs) should lead to and a point in it; creature.think then
-- works out where to head this tick (e:calculate_target).
local mood = {}

--- A hurt timid creature flees on a roll below this (1 in 16) or when it
--- cannot reach its target (ESCAPE_CHANCE).
mood.ESCAPE_CHANCE = 2048
--- A fleeing timid creature that could reach its target turns back to
--- stalk on a roll below this (about 0.8% a tick, RECOVER_CHANCE).
mood.RECOVER_CHANCE = 256
--- Timid creatures attack within three sectors (ATTACK_RANGE, squared).
mood.ATTACK_RANGE = 3 * 1024 * 3 * 1024
--- Stalk boxes lie within three sectors of the target on both axes (TR2 on:
--- three sectors beyond the box's own size; STALK_DIST).
mood.STALK_DISTANCE = 3 * 1024
--- Escape boxes lie five sectors or more from the target on some axis
--- (ESCAPE_DIST).
mood.ESCAPE_DISTANCE = 5 * 1024
--- An alerted timid creature (`ai.alarmed`, ai/alarm.lua: TR5) that
--- cannot reach its target stalks, unless its squared distance is within
--- this (TOMB5 box.cpp GetCreatureMood compares the square with 3072: it
--- stays bored only within 55 units).
mood.ALERTED_STALK = 3072
--- A quarter turn: a heading's quadrant is `yaw >> 14` (a floor division).
mood.QUARTER = 16384

--- The height a flyer or swimmer goes for: the top of the target's body
--- while it is out of the water (a bat flies at the head), the target
--- itself in water.
---@param target Entity
function mood.fly_aim(target)
  if target.water == "surface" or target.water == "underwater" then return target.y end
  local _, _, top = target:bounds()
  return target.y + top
end

--- `yaw` (0..65535) as the originals' signed 16-bit angle.
local function signed(yaw)
  if yaw >= 32768 then return yaw - 65536 end
  return yaw
end

--- The middle of box `b` (x, z), as `(min + max) >> 1` of its bounds.
local function box_centre(b)
  local x0, x1, z0, z1 = nav.box_bounds(b)
  return (x0 + x1) // 2, (z0 + z1) // 2
end

--- Box_ValidBox: in the creature's zone, open to it, and not the box it
--- stands inside.
local function valid_box(e, ai, zone, b)
  if nav.zone(ai.class, b) ~= zone or nav.box_closed(b, ai.large) then return false end
  local x0, x1, z0, z1 = nav.box_bounds(b)
  return not (e.z > z0 and e.z < z1 and e.x > x0 and e.x < x1)
end

--- The quadrant (0..3) a point lies in from the target, numbered as the
--- originals number them: +z +x 2, +z −x 1, −z +x 3, −z −x 0.
local function quadrant(dz_positive, dx_positive)
  if dz_positive then return dx_positive and 2 or 1 end
  return dx_positive and 3 or 0
end

--- Box_StalkBox: near the target (`enemy`) but out of its sight: within
--- STALK_DISTANCE on both axes, not in the quadrant the target faces, and
--- not across the target from the creature on the far side it faces.
local function stalk_box(e, enemy, b)
  local cx, cz = box_centre(b)
  local x, z = cx - enemy.x, cz - enemy.z
  local x_range, z_range = mood.STALK_DISTANCE, mood.STALK_DISTANCE
  local old_rules = world.game() == 1
  if not old_rules then
    local x0, x1, z0, z1 = nav.box_bounds(b)
    x_range, z_range = x1 - x0 + mood.STALK_DISTANCE, z1 - z0 + mood.STALK_DISTANCE
  end
  if x > x_range or x < -x_range or z > z_range or z < -z_range then return false end
  local enemy_quad = signed(enemy.yaw) // mood.QUARTER + 2
  local box_quad = quadrant(z > 0, x > 0)
  if enemy_quad == box_quad then return false end
  -- TR2 weighs the creature's x against the box's offset, not the target's
  -- (TRX tr2 box.c Box_StalkBox).
  local beyond_x = world.game() == 2 and e.x > x or e.x > enemy.x
  local baddie_quad = quadrant(e.z > enemy.z, beyond_x)
  return not (enemy_quad == baddie_quad and math.abs(enemy_quad - box_quad) == 2)
end

--- Box_EscapeBox: ESCAPE_DISTANCE or more from the target on some axis,
--- and not past it on both axes.
local function escape_box(e, enemy, b)
  local cx, cz = box_centre(b)
  local x, z = cx - enemy.x, cz - enemy.z
  local d = mood.ESCAPE_DISTANCE
  if x > -d and x < d and z > -d and z < d then return false end
  return (z > 0) == (e.z > enemy.z) or (x > 0) == (e.x > enemy.x)
end

--- The mood after `m` from what the creature senses (Creature_Mood's
--- switch). Rolls are drawn only where the original draws them.
local function next_mood(ai, info, violent, required)
  local m = ai.mood
  -- A dead target, or none to fight (ai/rivals.lua: at peace with Lara).
  if info.target_dead or info.peaceful then return "bored" end
  -- Frightened by its module (`ai.afraid`: TR5's imp before a lit
  -- torch), any creature flees.
  if ai.afraid then return "escape" end
  local same = info.reachable
  if violent then
    if m == "attack" then return same and "attack" or "bored" end
    if m == "escape" then return same and "attack" or "escape" end
    if same then return "attack" end
    return ai.hurt and "escape" or m
  end
  local flees = ai.hurt and (world.random() < mood.ESCAPE_CHANCE or not same)
  if m == "attack" then
    if flees then return "escape" end
    return same and "attack" or "bored"
  elseif m == "escape" then
    return (same and world.random() < mood.RECOVER_CHANCE) and "stalk" or "escape"
  end
  if flees then return "escape" end
  if same then
    if info.distance_sq < mood.ATTACK_RANGE or (m == "stalk" and not required) then
      return "attack"
    end
    return "stalk"
  end
  if ai.alarmed then return info.distance_sq > mood.ALERTED_STALK and "stalk" or "bored" end
  return m
end

--- Updates `ai.mood` and the box and point its search leads to (TR1
--- Creature_Mood). Leaves `ai.goal_x/y/z` and `ai.goal_box` at the
--- search's point and required box.
---@param e Entity
---@param ai table
---@param info table from sense.update
---@param target Entity
---@param violent boolean
function mood.update(e, ai, info, target, violent)
  -- Reached only through a closed box: the box it wanted is given up.
  if info.box and e:search_blocked(info.box) then e:require_box(nil) end
  local required, target_box = e:search_boxes()
  if ai.mood ~= "attack" and required and target_box
    and not valid_box(e, ai, info.zone, target_box) then
    if info.reachable then ai.mood = "bored" end
    e:require_box(nil)
    required = nil
  end
  local before = ai.mood
  local m = next_mood(ai, info, violent, required)
  -- A creature its module sends away (`ai.flee`: TR4's boar after its
  -- charge, a bat or a beetle after a bite) escapes whatever it senses.
  if ai.flee and m ~= "bored" then m = "escape" end
  -- A mood its module forces whatever it senses (`ai.forced_mood`: TR3's
  -- T-Rex bored of a Lara who keeps still, the lizard man attacking a Lara
  -- in a blockable box).
  if ai.forced_mood then m = ai.forced_mood end
  ai.mood = m
  if m ~= before then
    if before == "attack" and target_box then e:target_box(target_box) end
    e:require_box(nil)
    required = nil
  end
  ai.hurt = false
  if m == "attack" then
    if world.random() < ai.smartness and info.target_box then
      local y = ai.fly and mood.fly_aim(target) or target.y
      e:require_box(info.target_box, target.x, y, target.z)
    end
  elseif m == "bored" then
    local b = e:zone_box()
    if b and valid_box(e, ai, info.zone, b) then
      if stalk_box(e, target, b) then
        e:target_box(b)
        ai.mood = "stalk"
      elseif not required then
        e:target_box(b)
      end
    end
  elseif m == "stalk" then
    if not required or not stalk_box(e, target, required) then
      local b = e:zone_box()
      if b and valid_box(e, ai, info.zone, b) then
        if stalk_box(e, target, b) then
          e:target_box(b)
        elseif not required then
          e:target_box(b)
          if not info.reachable then ai.mood = "bored" end
        end
      end
    end
  elseif m == "escape" then
    local b = e:zone_box()
    if b and valid_box(e, ai, info.zone, b) and not required then
      if escape_box(e, target, b) then
        e:target_box(b)
      elseif info.reachable and stalk_box(e, target, b) then
        e:target_box(b)
        ai.mood = "stalk"
      end
    end
  end
  local _, searched = e:search_boxes()
  if not searched and info.box then e:target_box(info.box) end
  local goal_box
  goal_box, _, ai.goal_x, ai.goal_y, ai.goal_z = e:search_boxes()
  ai.goal_box = goal_box or searched
end

return mood
