-- The gong stick (TR2 225, TRX's gong bonger): spawned at Lara's spot when
-- she strikes the gong (objects/common/detonator.lua), it plays its
-- strike: at frame 41 the gong sounds (the REVEAL music cue) and the
-- camera jolts, and at frame 79, its last, it sets off the heavy trigger
-- where it stands and is gone.
-- Source: TRX src/tr2/game/objects/general/gong_bonger.c
-- (GONG_BONGER_STRIKE_FRAME 41, GONG_BONGER_END_FRAME 79, MX_REVEAL_1 61,
-- camera bounce -50, Room_TestTriggers then Item_Kill).
-- params: strike_frame, end_frame, track, shake.
local traps = require("lib.traps")

local bonger = {}

local STRIKE_FRAME, END_FRAME = 41, 79
--- The music cue of the strike (MX_REVEAL_1) and its jolt.
local TRACK, SHAKE = 61, 50

function bonger.init(e)
  e.awake = true
end

function bonger.control(e)
  e.awake = true
  if e.state.done then return end
  local frame = e.frame
  if frame == traps.param(e, "strike_frame", STRIKE_FRAME) and not e.state.struck then
    e.state.struck = true
    world.track(traps.param(e, "track", TRACK))
    world.shake(traps.param(e, "shake", SHAKE))
  end
  -- Its last frame, or the end of a shorter animation.
  local last = traps.param(e, "end_frame", END_FRAME)
  local frames = world.anim_info(e.type, e.anim)
  if frames and frames - 1 < last then last = frames - 1 end
  if frame >= last or e.anim_count == 0 then
    e.state.done = true
    world.test_triggers(e, "heavy")
  end
end

function bonger.after_move(e)
  -- Gone the tick after its trigger was tested (the test is queued until
  -- this tick's hooks are done).
  if e.state.done and e.state.tested then e:kill() return end
  if e.state.done then e.state.tested = true end
end

return bonger
