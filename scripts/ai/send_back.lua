-- Sending a creature back to where it began (TR5's RESET_TEST flipeffect;
-- TOMB5 effects.cpp ResetTest): it stands on the centre of its start
-- square facing its start heading (the note ai/start.lua keeps), with its
-- standing orders again, in its first animation, switched off and unseen
-- until a trigger switches it on once more (the original's ITEM_INVISIBLE
-- status, which its trigger code turns back into an active creature).
local creature = require("ai.creature")
local start = require("ai.start")

local send_back = {}

--- The first animation of a creature sent back, when its stats name none
--- (`reset_anim`, or `start_anim` for one placed in another): the
--- original's animation 0 of the model it plays (the SWAT's or the blue
--- guard's for TR5's guards).
local FIRST_ANIM = 0

--- Sends `e` back to its start: false when it has no note of one (not a
--- creature set up by ai/creature.lua).
---@param e Entity
---@return boolean
function send_back.to_start(e)
  local ai = e.state.ai
  local s = ai and ai.start
  if not s then return false end
  e.room = s.room
  e:set_position(s.x, s.y, s.z)
  e.yaw = s.yaw
  e.speed, e.fall_speed = 0, 0
  ai.orders = start.copy_orders(s.orders)
  ai.mood, ai.required = "bored", creature.NONE
  ai.alarmed, ai.alerted, ai.hurt = false, false, false
  ai.order_point = nil
  local st = ai.stats or {}
  creature.set_anim(e, st.reset_anim or st.start_anim or FIRST_ANIM)
  e.goal_state = e.anim_state
  -- Unseen and untouchable until switched on again (ai/start.lua's wake,
  -- from creature.think, shows it).
  e.visible, e.collidable = false, false
  ai.sent_back = true
  e:deactivate()
  return true
end

return send_back
