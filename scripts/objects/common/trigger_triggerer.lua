-- The trigger-triggerer (TR4 408, TR5 394 TRIGGER_TRIGGERER): an unseen
-- object standing on a sector whose floor data carries the trigger mark
-- (floor function 14). That sector's trigger fires only while this object
-- is triggered on: level builders use it to switch a floor trigger on
-- and off from elsewhere (a lever arms a pressure pad).
-- Source: TOMB4/TOMB5 ControlTriggerTriggerer (sets or clears the mark's
-- bit 0x20 from TriggerActive) and TestTriggers (a mark without the bit
-- ends the sector's floor data).
local triggerer = {}

---@param e Entity
function triggerer.init(e)
  e.visible = false
  e.collidable = false
  e.targetable = false
end

---@param e Entity
function triggerer.on_activate(e)
  world.set_trigger_mark(e, true)
end

---@param e Entity
function triggerer.on_deactivate(e)
  world.set_trigger_mark(e, false)
end

return triggerer
