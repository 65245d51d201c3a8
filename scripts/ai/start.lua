-- Where a creature began, and sending it back there (TR5's RESET_TEST
-- flipeffect; TOMB5 effects.cpp ResetTest, box.cpp InitialiseCreature).
--
-- The originals note at a creature's set-up its start square, its height,
-- its heading rounded down to an eighth of a turn and the standing orders
-- of the AI objects under it. Sent back, the creature stands on the centre
-- of that square facing that heading, with those orders again, in its
-- first animation, switched off and unseen until a trigger switches it on
-- once more (the original's ITEM_INVISIBLE status, which its trigger code
-- turns back into an active creature). Lua keeps the note in `ai.start`.
local start = {}

--- One sector (world units), and half of one: the centre of a square.
local SECTOR, HALF_SECTOR = 1024, 512
--- The heading kept is rounded down to an eighth of a turn (TOMB5
--- InitialiseCreature: y_rot & 0xE000).
local HEADING_MASK = 0xE000
--- The first animation of a creature sent back, when its stats name none
--- (`reset_anim`, or `start_anim` for one placed in another): the
--- original's animation 0 of the model it plays (the SWAT's or the blue
--- guard's for TR5's guards).
local FIRST_ANIM = 0

--- A copy of the orders table (ai/orders.lua changes a creature's own).
local function copy(t)
  if not t then return nil end
  local c = {}
  for k, v in pairs(t) do c[k] = v end
  return c
end

--- Notes where `e` begins: call from set-up, before its heading is spread.
---@param e Entity
---@param ai table the creature's AI table
---@param orders? table the standing orders it starts with
function start.record(e, ai, orders)
  ai.start = {
    x = e.x // SECTOR * SECTOR + HALF_SECTOR,
    y = e.y,
    z = e.z // SECTOR * SECTOR + HALF_SECTOR,
    room = e.room,
    yaw = e.yaw & HEADING_MASK,
    orders = copy(orders),
  }
end

--- Sends `e` back to its start (see the module's header): false when it
--- has no note of one (not a creature set up by ai/creature.lua).
---@param e Entity
---@return boolean
function start.restore(e)
  local ai = e.state.ai
  local s = ai and ai.start
  if not s then return false end
  -- Required here: ai/creature.lua requires this module for its set-up.
  local creature = require("ai.creature")
  e.room = s.room
  e:set_position(s.x, s.y, s.z)
  e.yaw = s.yaw
  e.speed, e.fall_speed = 0, 0
  ai.orders = copy(s.orders)
  ai.mood, ai.required = "bored", creature.NONE
  ai.alarmed, ai.alerted, ai.hurt = false, false, false
  ai.order_point, ai.alarm_seen = nil, nil
  local st = ai.stats or {}
  creature.set_anim(e, st.reset_anim or st.start_anim or FIRST_ANIM)
  e.goal_state = e.anim_state
  -- Unseen and untouchable until switched on again (creature.think shows it).
  e.visible, e.collidable = false, false
  ai.sent_back = true
  e:deactivate()
  return true
end

--- Shows a creature sent back once it runs again; call each tick it runs.
---@param e Entity
---@param ai table
function start.wake(e, ai)
  if not ai.sent_back then return end
  e.visible, e.collidable = true, true
  ai.sent_back = nil
end

return start
