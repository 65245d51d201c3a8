-- Lever / wall switch: the player pulls it with Action when she stands in
-- front of it (within reach, facing it). Pulling flips its state (off 0,
-- on 1); once its own animation has brought it into that state it is
-- marked triggered, which the switch trigger under it reads in her turn,
-- after the items have run (TRX tr1 switch.c: Switch_Trigger fires for a
-- switch its own control has animated; the original waits for the end of
-- the throw, its deactivation, where this takes the state change).
local interact = require("lara.interact")

local switch = {}

local OFF, ON = 0, 1
local REACH = 768
-- Where Lara stands to pull it: this far in front of the lever.
local STAND_OFF = 384

function switch.init(e)
  e.state.on = e.anim_state == ON
end

--- Pulls the switch (used by the player's collision and by test activators).
function switch.pull(e)
  e.state.on = not e.state.on
  e.goal_state = e.state.on and ON or OFF
  e.awake = true
  local p = e.params
  if p and p.sound then world.sound(p.sound, e) end
end

function switch.collision(e, lara)
  if e.awake or lara:distance_to(e) > REACH then return end
  if math.abs(lara:angle_to(e)) > 8192 then return end
  if interact.start(lara, e.state.on and "switch_off" or "switch", e, STAND_OFF) then
    switch.pull(e)
  end
end

--- After its animation: thrown home (at once without animations), it sets
--- off its trigger and rests.
function switch.after_move(e)
  if e.awake and (e.anim_count == 0 or e.anim_state == e.goal_state) then
    e.triggered = true
    e.awake = false
  end
end

return switch
