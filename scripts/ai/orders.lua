-- The standing orders AI objects give creatures (TR3–TR5; tomb3/tomb4 box.cpp
-- GetAITarget and AIGuard), run by the creature library for every creature
-- (ai/creature.lua `think`):
--
-- * guard: it holds its post, looking about (head turns), until it is
--   alerted — it sees Lara, she comes close, or it is hurt — and then
--   fights as usual for good.
-- * ambush: it holds its post until alerted, then runs to its ambush
--   marker (AI_AMBUSH of its key) and, there, lies in wait as a guard.
-- * patrol1: it walks from its key's AI_PATROL1 to its AI_PATROL2 and
--   back (setting off the heavy triggers under each as it arrives); alerted
--   it fights, and once it has lost Lara (its mood bored) it resumes the
--   round.
-- * follow: it leads Lara: it goes to its key's AI_FOLLOW, waits there
--   until she comes near, then goes on to the AI_FOLLOW of the next key;
--   past the last one (or once hurt) it behaves as usual. A leader whose
--   stats have `leads_itself` only heads for its marker: its module moves
--   `lead` on.
-- * modify: kept as `ai.orders.modify` for the creature's own module; a
--   creature whose stats have `modify.wakes_within` lies dormant until
--   hurt or until Lara comes that near (tomb3 dog.cpp: its sleeping dogs).
-- * x1, x2 (TR4+): kept as `ai.orders.x1` / `x2` for the creature's own
--   module (TOMB4's baddies head for an AI_X1, raghead.cpp; the SAS, whose
--   grenades are a roll, never reads them); no creature reads them yet.
--
-- Holding still uses the creature's stats `rest` ({ state, via }): the
-- state it stands in and, per moving state, the state to pass through on
-- the way (its model's own chain); without it the creature keeps the
-- animation it is in.
local angles = require("lib.angles")
local objects = require("ai.objects")
local sense = require("ai.sense")

local orders = {}

--- Lara this near (on the floor) alerts a creature without being seen
--- (one sector; tomb3 51civvy.cpp, larainfo.distance < 0x100000).
orders.ALERT_NEAR = 1024
--- A creature sees no farther (eight sectors; tomb3 people.cpp
--- TargetVisible, distance < 0x4000000), and only within ±90° of where
--- its head points.
orders.SIGHT_RANGE = 8 * 1024
--- A leader goes on once Lara is this near (two sectors; tomb4 guide.cpp,
--- distance < 0x400000).
orders.LEAD_DISTANCE = 2 * 1024
--- The guard's look-about (tomb3 box.cpp AIGuard): on a roll below LOOK_AHEAD
--- it looks ahead, below LOOK_LEFT to the left, below LOOK_RIGHT to the
--- right; other rolls keep its gaze. It looks a quarter turn aside.
orders.LOOK_AHEAD = 256
orders.LOOK_LEFT = 384
orders.LOOK_RIGHT = 512
orders.LOOK_ASIDE = 16384

--- True when `e` notices `lara` by itself: she is near, or it sees her
--- (tomb3 clawmute.cpp and its kin, TOMB4 likewise: larainfo.distance <
--- 0x100000 or TargetVisible, ±90° of its gaze within eight sectors).
---@param e Entity
---@param mind table the creature's AI table
---@param lara? Entity
function orders.notices(e, mind, lara)
  if not lara or lara.health <= 0 then return false end
  local dx, dz = lara.x - e.x, lara.z - e.z
  local d2 = dx * dx + dz * dz
  if d2 < orders.ALERT_NEAR * orders.ALERT_NEAR then return true end
  if d2 > orders.SIGHT_RANGE * orders.SIGHT_RANGE then return false end
  local gaze = (e.yaw + (mind.head or 0)) % 65536
  local angle = angles.diff(sense.bearing(e.x, e.z, lara.x, lara.z), gaze)
  return math.abs(angle) < sense.AHEAD and sense.sees(e, lara)
end

--- True when `lara` alerts `e`: it was hurt, an alarm reached it (its
--- module set `mind.alarmed`: gunfire heard, a fellow guard's alarm;
--- ai/alarm.lua, ai/kin.lua), or it notices her (`orders.notices`).
---@param e Entity
---@param mind table the creature's AI table
---@param lara? Entity
function orders.alerted(e, mind, lara)
  return mind.hurt or mind.alarmed or orders.notices(e, mind, lara)
end

--- The guard's gaze this tick (relative yaw for its head).
local function look_about(mind)
  local r = world.random()
  if r < orders.LOOK_AHEAD then mind.look = 0
  elseif r < orders.LOOK_LEFT then mind.look = -orders.LOOK_ASIDE
  elseif r < orders.LOOK_RIGHT then mind.look = orders.LOOK_ASIDE end
  return mind.look or 0
end

--- Brings `e` to a stand in its stats' `rest` state (through `rest.via`
--- from a moving state) and keeps it there.
local function come_to_rest(e, mind)
  local rest = mind.stats.rest
  if not rest then return end
  local via = rest.via and rest.via[e.anim_state]
  if e.anim_state ~= rest.state then e.goal_state = via or rest.state end
end

--- Holding still this tick, the head turned `look`.
local function hold(e, mind, look)
  come_to_rest(e, mind)
  return "hold", look
end

--- The point the creature heads for: a plain copy of AI object `entry`
--- shaped as a target for ai/sense.lua (kept in its table, saved with it).
local function as_point(entry, kind)
  return { index = entry.index, kind = kind, room = entry.room, x = entry.x, y = entry.y,
           z = entry.z, yaw = entry.angle, flags = entry.flags, box = entry.box, health = 1 }
end

--- The marker of `kind` and `key` the creature goes to (found once, kept
--- until it changes), or nil when there is none in its zone.
local function goal_marker(e, mind, kind, key)
  local p = mind.order_point
  if p and p.kind == kind and p.key == key then return p end
  local own = world.box_at(e.room, e.x, e.y, e.z)
  local entry = own and objects.find(e, kind, key, mind.class, nav.zone(mind.class, own))
  p = entry and as_point(entry, kind) or nil
  if p then p.key = key end
  mind.order_point = p
  return p
end

--- The marker of `kind` (also the order's name) and `key` the creature
--- heads for; without one in its zone the order is over.
local function marker_or_end(e, mind, o, kind, key)
  local p = goal_marker(e, mind, kind, key)
  if not p then o[kind] = nil end
  return p
end

--- Sets off the heavy triggers where the creature arrives (the originals
--- test the triggers under the marker as it gets there).
local function arrive(e)
  world.test_triggers(e, "heavy")
end

local guard, ambush, patrol, follow, dormant

--- Holding its post: the guard looks about until alerted.
guard = function(e, mind, o, lara)
  if orders.alerted(e, mind, lara) then
    o.guard = nil
    mind.alerted = true
    if o.ambush then return ambush(e, mind, o, lara) end
    return nil
  end
  return hold(e, mind, look_about(mind))
end

ambush = function(e, mind, o, lara)
  if not mind.alerted then
    if not orders.alerted(e, mind, lara) then
      return hold(e, mind, look_about(mind))
    end
    mind.alerted = true
  end
  local p = marker_or_end(e, mind, o, "ambush", o.key)
  if not p then return nil end
  if objects.reached(e, p) then
    arrive(e)
    -- There it lies in wait, a guard again (the originals clear the alert).
    o.ambush, o.guard, mind.alerted, mind.order_point = nil, true, false, nil
    return hold(e, mind, 0)
  end
  return p
end

patrol = function(e, mind, o, lara)
  if mind.alerted then
    -- It fights until it has lost her, then resumes its round.
    if mind.mood ~= "bored" or orders.alerted(e, mind, lara) then return nil end
    mind.alerted = false
  elseif orders.alerted(e, mind, lara) then
    mind.alerted = true
    return nil
  end
  local kind = o.patrol_back and "patrol2" or "patrol1"
  local p = goal_marker(e, mind, kind, o.key)
  if not p then return nil end
  if objects.reached(e, p) then
    arrive(e)
    mind.visited = (mind.visited or 0) + 1
    o.patrol_back = not o.patrol_back
  end
  return p
end

follow = function(e, mind, o, lara)
  if mind.hurt then
    o.follow, mind.alerted, mind.order_point = nil, true, nil
    return nil
  end
  o.lead = o.lead or o.key
  -- Past the last marker the lead is over.
  local p = marker_or_end(e, mind, o, "follow", o.lead)
  if not p then return nil end
  -- A leader whose stats say it leads itself (Von Croy) heads for its
  -- marker; its own control says when it goes on.
  if mind.stats.leads_itself then return p end
  if objects.reached(e, p) then
    if lara and e:distance_to(lara) < orders.LEAD_DISTANCE then
      arrive(e)
      o.lead = o.lead + 1
      return follow(e, mind, o, lara)
    end
    return hold(e, mind, 0)
  end
  return p
end

--- Dormant (a modify order the creature's stats give a meaning to).
dormant = function(e, mind, o, lara)
  local near = mind.stats.modify.wakes_within
  if mind.hurt or (lara and e:distance_to(lara) < near) then
    o.modify_woken = true
    return nil
  end
  return hold(e, mind, 0)
end

--- The orders' say this tick for creature `e` (its AI table `mind`):
--- "hold" and a head turn (it stays where it is: its module decides
--- nothing), a point (a target for ai/sense.lua: it heads there, its
--- mood "attack"), or nil (no order applies: it behaves as usual).
---@param e Entity
---@param mind table
---@return string|table|nil
---@return integer? head
function orders.update(e, mind)
  local o = mind.orders
  if not o then return nil end
  local lara = world.lara()
  if o.guard then return guard(e, mind, o, lara) end
  if o.ambush then return ambush(e, mind, o, lara) end
  if o.patrol1 then return patrol(e, mind, o, lara) end
  if o.follow then return follow(e, mind, o, lara) end
  if o.modify and mind.stats.modify and not o.modify_woken then
    return dormant(e, mind, o, lara)
  end
  return nil
end

--- True while a patrol order sends the creature on its round
--- (`info.order` from `orders.aim`): tomb3's mutants walk it whatever they
--- sense (clawmute.cpp, hybrid.cpp, sealmute.cpp: PATROL1).
---@param info table
---@return boolean
function orders.patrolling(info)
  return info.order == "patrol1" or info.order == "patrol2"
end

--- Info and goal for a creature heading to order point `p`: its mood is
--- "attack" with the point as goal; nothing there to bite or shoot.
---@param mind table
---@param info table from sense.update against `p`
---@param p table
function orders.aim(mind, info, p)
  info.bite = false
  info.target_dead = false
  info.order = p.kind
  mind.mood = "attack"
  mind.goal_x, mind.goal_y, mind.goal_z, mind.goal_box = p.x, p.y, p.z, p.box or info.box
  mind.required_box = nil
  mind.hurt = false
end

return orders
