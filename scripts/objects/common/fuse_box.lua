-- TR3's electrical switch box (373, tomb3 EXTRAFX6, the fuse boxes of
-- Sophia Lee's office). The first bullet that strikes it bursts it: it
-- plays its second animation (the burst box), an explosion of sparks and
-- smoke flies out of its back (BURST_BACK behind it, BURST_RISE up), and
-- on Sophia's level (the level that holds params.boss, her model: the
-- original asks for City, LV_OFFICE) the heavy triggers under it fire
-- (world.test_triggers) and the boss is told: world.level_state().fuse_boxes_burst
-- counts the burst boxes (the original sets LON_BOSS's item_flags[2], her
-- shield down; Sophia herself is issue 18's, which reads it). Spent, it
-- rests once its burst animation has played, no longer a target.
-- Source: tomb3 game/fusebox.cpp ControlFusebox; larafire.cpp SmashItem
-- and control.cpp ObjectOnLOS (any shot on its line bursts it: its hit
-- points are DONT_TARGET, so one shot does); setup.cpp. Facts, not code.
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local shot_once = require("lib.shot_once")
local fuse = {}

--- The animation of the burst box (anim_index + 1).
local BURST_ANIM = 1
--- Where the burst comes out: 420 behind it (y_rot + 0x8000), 768 up.
fuse.BURST_BACK, fuse.BURST_RISE = 420, 768
--- Sophia Lee (LON_BOSS): her level is the one whose boxes trigger.
local BOSS = 57
--- Smoke puffs with the blast.
local SMOKE_PUFFS = 4

fuse.init = shot_once.arm

--- Where the burst flies out.
function fuse.burst_point(e)
  local dx, dz = fixed.step(e.yaw + 0x8000, fuse.BURST_BACK)
  return e.x + dx, e.y - fuse.BURST_RISE, e.z + dz
end

function fuse.on_hit(e)
  if not shot_once.strike(e) then return end
  if e.anim_count > BURST_ANIM then
    e:set_anim(BURST_ANIM)
    e.goal_state = e.anim_state
  end
  local x, y, z = fuse.burst_point(e)
  world.particles(particles.EXPLOSION, e.room, x, y, z, 1)
  world.particles(particles.SPARKS, e.room, x, y, z, SMOKE_PUFFS * 2)
  world.particles(particles.SMOKE, e.room, x, y, z, SMOKE_PUFFS)
  local sound = traps.param(e, "sound", nil)
  if sound then world.sound(sound, e) end
  if world.has_object(traps.param(e, "boss", BOSS)) then
    world.test_triggers(e, "heavy")
    local ls = world.level_state()
    ls.fuse_boxes_burst = (ls.fuse_boxes_burst or 0) + 1
  end
  e.triggered = true
  shot_once.play_out(e)
end

fuse.control = shot_once.settle

return fuse
