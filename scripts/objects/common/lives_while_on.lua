-- Objects that play their animation while their trigger is on and are
-- removed for good once it goes off: TR3's Tinnos light shaft (370, tomb3
-- EXTRAFX3), a beam whose turning is its own animation. The original gives
-- it no light of its own (no TriggerDynamic): the shaft is its model.
-- Source: tomb3 game/firehead.cpp ControlRotateyThing (AnimateItem while
-- TriggerActive, else KillItem); setup.cpp (drawn as its model). Facts,
-- not code.
local lives = {}

function lives.init(e)
  e.collidable = false
  e.targetable = false
end

function lives.control(e)
  -- Switched off while it ran (a timer ran out, an antitrigger): gone.
  if not e.active then e:kill() end
end

function lives.on_deactivate(e)
  e:kill()
end

return lives
