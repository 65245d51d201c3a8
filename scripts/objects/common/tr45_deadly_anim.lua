-- TR4/TR5's animated traps that hurt by the frame: the chain, the plough,
-- the hammers, the cog, the spiked ball, the four-bladed floor and roof
-- blades, the bird, catwalk, moving, plinth and Seth blades, the squishy
-- blocks. Each runs its animation while its trigger is on; the originals
-- (TOMB4 GenericSphereBoxCollision, GenericDeadlyBoundingBoxCollision,
-- CogCollision) let a mesh of the trap hurt Lara only while the control
-- routine names it deadly for the frame it is at. Here that is data:
--   damage   harm a tick of contact (the originals' item_flags[3])
--   mask     the deadly meshes (the originals' item_flags[0..1] mask);
--            nil: the whole body (the bounding-box collisions)
--   windows  { {from, to, damage?, mask?, kill?}, ... }: frames of the
--            animation (from its start) when it hurts, with their own
--            damage or mask; `kill` crushes her outright. Without windows
--            it hurts in every frame.
--   reset    when the trigger goes off the animation goes back to its
--            first frame and waits there (TOMB4: frame_number = frame_base)
--   nonzero_ocb  fields that replace these for a trap placed with an OCB
--            other than 0 (TOMB4's chain: the heavy swinging chain)
--   skip_first  mesh 0 never hurts (TOMB4 item_flags[2] set)
--   quake    ticks the trap shakes the camera before it moves (TOMB4
--            ControlFallingSquishyBlock: 60)
--   delay    { rest, strike }: it waits in state `rest` for |OCB| ticks,
--            then strikes (goes to `strike`); OCB > 0 repeats (TOMB4
--            InitialiseSethBlade, ControlSethBlade)
--   start_anim  the animation it is set to at first (Seth: 1)
-- Facts and figures: TOMB4 traps.cpp (ControlChain, ControlPlough,
-- ControlHammer, ControlSpikeball, Control4xFloorRoofBlade,
-- ControlBirdBlade, ControlCatwalkBlade, ControlMovingBlade,
-- ControlPlinthBlade, ControlSethBlade, ControlLRSquishyBlock,
-- ControlFallingSquishyBlock), collide.cpp CogCollision, TOMB5
-- InitialiseRomeHammer; see objects/tr45/traps.lua for each trap's data.
local traps = require("lib.traps")
local damage = require("lara.damage")
local particles = require("lib.particles")
local anim = {}

--- Harm a tick when the catalogue gives none.
local DAMAGE = 50
--- Blood drops of a crushing death (TOMB4: 12 TriggerBlood).
local CRUSH_BLOOD = 12
--- How hard the camera shakes while a squishy block gathers itself.
local QUAKE_SHAKE = 40
--- Every mesh's bit (the first 32).
local ALL_MESHES = 0xFFFFFFFF

--- A param of `e`, the nonzero-OCB variant's when it has one.
local function param(e, name, default)
  local alt = traps.param(e, "nonzero_ocb", nil)
  if alt and e.ocb ~= 0 and alt[name] ~= nil then return alt[name] end
  return traps.param(e, name, default)
end

function anim.init(e)
  local st = e.state
  if st.started then return end
  st.started = true
  local first = traps.param(e, "start_anim", nil)
  if first and first < e.anim_count then e:set_anim(first, 0) end
  local delay = traps.param(e, "delay", nil)
  if delay then
    st.wait = math.abs(e.ocb)
    e.goal_state = delay.rest
  end
  st.quake = 0
end

function anim.on_activate(e) e.awake = true end

function anim.on_deactivate(e)
  e.awake = false
  if traps.param(e, "reset", false) then e:set_anim(e.anim, 0) end
end

--- The window of the frame `e` is at, or nil when it is harmless now.
local function window(e)
  local windows = param(e, "windows", nil)
  if not windows then return {} end
  for _, w in ipairs(windows) do
    if e.frame >= w.from and e.frame <= w.to and (w.state == nil or w.state == e.anim_state) then
      return w
    end
  end
  return nil
end

--- Seth's blade: waits in its rest state, then strikes.
local function wait_and_strike(e, delay)
  local st = e.state
  if e.anim_state ~= delay.rest then return end
  if st.wait > 1 then
    st.wait = st.wait - 1
  elseif st.wait == 1 then
    e.goal_state = delay.strike
    st.wait = 0
  elseif e.ocb > 0 then
    -- Struck: wait as long again before the next blow.
    st.wait = e.ocb
  end
end

function anim.control(e)
  local st = e.state
  if not e.active then e.awake = false return end
  local quake = traps.param(e, "quake", nil)
  if quake and st.quake < quake then
    -- Gathering itself: the camera shakes, the block holds still.
    st.quake = st.quake + 1
    e.paused = true
    world.shake(QUAKE_SHAKE)
    return
  end
  e.paused = false
  local delay = traps.param(e, "delay", nil)
  if delay then
    wait_and_strike(e, delay)
    if e.anim_state == delay.rest then return end
  end
  local w = window(e)
  if not w then return end
  local lara = traps.living_lara()
  local mask = w.mask or param(e, "mask", nil)
  if param(e, "skip_first", false) then
    mask = mask or ALL_MESHES
    if mask % 2 == 1 then mask = mask - 1 end
  end
  if not traps.touches(e, lara, mask) then return end
  if w.kill then
    world.particles(particles.BLOOD, lara.room, lara.x, lara.y - traps.CLICK / 2, lara.z, CRUSH_BLOOD)
    damage.kill(lara)
    return
  end
  traps.wound(e, lara, w.damage or param(e, "damage", DAMAGE))
end

return anim
