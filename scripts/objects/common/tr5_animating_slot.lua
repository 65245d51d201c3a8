-- TR5's GEN_SLOT3: an animating whose OCB is its mesh bits (which of its
-- meshes show, TOMB5 InitialiseGenSlot3: all of them for an OCB of 0
-- here). It runs its animation while its trigger is on and is held at
-- the first frame of it while off (TOMB5 ControlAnimatingSlots). Its
-- hybrid collision makes it solid on the Sinking Submarine only, until
-- its animation ends (TOMB5 HybridCollision): params.solid asks for it.
-- TOMB5 keeps the whole model on the Sinking Submarine whatever the OCB;
-- the level is not told apart here.
local slot = {}

function slot.init(e)
  if e.ocb > 0 then e.mesh_bits = e.ocb end
  if e.params and e.params.solid then e.solid = true end
end

function slot.control(e)
  if e.active then
    e.paused = false
  else
    e.paused = true
    if e.frame ~= 0 then e:set_anim(e.anim, 0) end
    e.awake = false
  end
end

function slot.on_deactivate(e) e.awake = true end

return slot
