-- TR4's scales (SCALES): Lara pours a waterskin into the pan beside them
-- (lara/use_item.lua: chosen on the ring, her pour becomes the pour into
-- the pan). The measure she poured is weighed against the OCB, in litres:
-- the right measure tips the scales into balance and sets off the heavy
-- triggers under them, for good; too little or too much tips them the
-- other way and back to rest, and she may try again (a refilled skin).
-- A wrong measure raises the last Ahmet killed, where he lies burning
-- (creatures/ahmet.lua `raise_fallen`), as each wrong swing ends and as it
-- comes back to rest.
-- Facts from TOMB4 ahmet.cpp (ScalesCollision, ScalesControl, ScalesBounds,
-- ReTriggerAhmet), not its code. TOMB4's wrong measure also tests the
-- trigger under the scales with a second heavy-switch mask (the items that
-- answer it: Ahmet, the flame emitters); that second set is not kept: a
-- wrong measure sets off no trigger here. TOMB4 holds the scales tipped
-- until an Ahmet lies dead to be raised; ours swing back at once.
local ahmet = require("creatures.ahmet")
local operated = require("objects.common.operated")
local use_item = require("lara.use_item")

local scales = {}

--- The scales' states: at rest, balanced, tipped by too much, tipped by
--- too little (TOMB4 ScalesCollision's goal states).
scales.STATES = { REST = 1, BALANCED = 2, TOO_MUCH = 3, TOO_LITTLE = 4 }
local ST = scales.STATES

--- Where she pours from, in a frame turned to her heading squared to the
--- nearest quarter (ScalesBounds as ScalesCollision sets them): 640–1408
--- to the frame's left, up to 512 behind its origin, on its floor.
scales.POUR_BOX = { -1408, -640, -512, 0 }
--- Frames of her pour into the pan (ANIM_FILLSCALE): the water is heard
--- at 51 and weighed at 74.
scales.SOUND_FRAME, scales.WEIGH_FRAME = 51, 74
--- TR4's SFX_POUR.
scales.SOUND = 97

local QUARTER = 16384

function scales.init(e)
  local st = e.state
  if st.balanced == nil then st.balanced, st.weighed, st.wrong = false, false, false end
end

--- True when she stands where she pours into the pan.
local function in_place(e, lara)
  local squared = (math.floor((lara.yaw + QUARTER / 2) / QUARTER) % 4) * QUARTER
  return operated.in_frame(e, lara, scales.POUR_BOX, (squared - e.yaw) % 65536)
end

function scales.collision(e, lara)
  local st = e.state
  local p = use_item.pouring(lara)
  if st.balanced or not p or p.what ~= "water" or e.anim_state ~= ST.REST then return end
  if not in_place(e, lara) then return end
  if lara.anim == use_item.ANIMS.POUR then
    use_item.pour_into(lara)
    st.weighed, st.heard = false, false
    return
  end
  if lara.frame >= scales.SOUND_FRAME and not st.heard then
    st.heard = true
    world.sound(scales.SOUND, lara)
  end
  if lara.frame >= scales.WEIGH_FRAME and not st.weighed then
    st.weighed = true
    local want = e.ocb
    if p.amount < want then e.goal_state = ST.TOO_LITTLE
    elseif p.amount == want then e.goal_state = ST.BALANCED
    else e.goal_state = ST.TOO_MUCH end
    e.awake, e.paused = true, false
  end
end

--- The pan swings: at the end of each swing, balanced for good (its
--- triggers fire), or a wrong measure raises the fallen Ahmet and swings
--- back to rest.
function scales.control(e)
  local st = e.state
  local frames = world.anim_info(e.type, e.anim)
  if not frames or e.frame < frames - 1 then return end
  local s = e.anim_state
  if s == ST.BALANCED and not st.balanced then
    st.balanced = true
    world.test_triggers(e, "heavy")
    e.paused, e.awake = true, false
  elseif s == ST.TOO_MUCH or s == ST.TOO_LITTLE then
    st.wrong = true
    ahmet.raise_fallen()
    e.goal_state = ST.REST
  elseif s == ST.REST and st.wrong then
    st.wrong = false
    ahmet.raise_fallen()
    e.awake = false
  end
end

return scales
