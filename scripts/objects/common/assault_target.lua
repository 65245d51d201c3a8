-- TR3's assault-course targets (30, tomb3 TARGETS): a board Lara shoots
-- once it has risen (its trigger). Shots bring it through its hit stages
-- (health 6, 4, 2: the animations HIT1-HIT3) and at nothing it topples
-- backwards, bounces twice and stays down; that counts: the level's
-- `targets_down` (level_state) goes up and the count of targets left
-- (`targets_left`, every placed target at the start) goes down. Left
-- standing TIMEOUT ticks it tips forward instead and does not count (a
-- penalty, as the course's clock takes it).
-- Source: tomb3 target.cpp (hit_points 8, TargetControl's stages and
-- falls: 1820 + 728 >> bounce a tick back to 0x3800, 182 + 91 >> bounce
-- forward to -0x2A00, a quarter back on each bounce, done on the second;
-- 300 ticks; assault_targets--), SFX_TARGET_HITS 119, SFX_TARGET_SMASH 120.
local traps = require("lib.traps")
local target = {}

target.HEALTH = 8
target.TIMEOUT = 300
--- The fall back (shot down): start speed, speed gained a tick (>> bounces), where it stops.
target.BACK_START, target.BACK_GAIN, target.BACK_REST = 1820, 728, 0x3800
--- The fall forward (timed out).
target.FORWARD_START, target.FORWARD_GAIN, target.FORWARD_REST = 182, 91, 0x2A00
target.HIT_SOUND, target.SMASH_SOUND = 119, 120
--- Health at which it passes to each hit stage, and that stage's animation.
local STAGES = { { below = 6, anim = 1 }, { below = 4, anim = 2 }, { below = 2, anim = 3 } }

function target.init(e)
  local s = e.state
  if s.ready then return end
  s.ready, s.stage, s.ticks = true, 0, 0
  e.health = traps.param(e, "health", target.HEALTH)
  local ls = world.level_state()
  ls.targets_left = (ls.targets_left or 0) + 1
  ls.targets_down = ls.targets_down or 0
end

function target.on_activate(e)
  if not e.state.fall then e.targetable = true end
end

function target.on_hit(e, damage)
  if e.state.fall then return end
  e.health = e.health - damage
  world.sound(target.HIT_SOUND, e)
  e.awake = true
end

local function fall(e, back)
  e.targetable = false
  e.state.fall = { back = back, bounces = 0,
    speed = back and target.BACK_START or target.FORWARD_START }
  if back then
    local ls = world.level_state()
    ls.targets_down = ls.targets_down + 1
    ls.targets_left = ls.targets_left - 1
  end
end

--- One tick of the fall; true when it has come to rest.
local function falling(e)
  local f = e.state.fall
  local gain = (f.back and target.BACK_GAIN or target.FORWARD_GAIN) / 2 ^ f.bounces
  local rest = f.back and target.BACK_REST or target.FORWARD_REST
  local tilt = math.abs(e.pitch) + f.speed
  f.speed = f.speed + math.floor(gain)
  if tilt > rest then
    tilt = rest
    if f.bounces == 2 then
      e.pitch = f.back and rest or -rest
      return true
    end
    world.sound(f.back and target.SMASH_SOUND or target.HIT_SOUND, e)
    f.speed = -math.floor(f.speed / 4)
    f.bounces = f.bounces + 1
  end
  e.pitch = f.back and tilt or -tilt
  return false
end

function target.control(e)
  local s = e.state
  if s.fall then
    if falling(e) then e:finish() end
    return
  end
  if not e.active then return end
  local stage = STAGES[s.stage + 1]
  if stage and e.health < stage.below then
    s.stage = s.stage + 1
    if stage.anim < e.anim_count then e:set_anim(stage.anim) end
  end
  if e.health <= 0 then return fall(e, true) end
  s.ticks = s.ticks + 1
  if s.ticks > traps.param(e, "timeout", target.TIMEOUT) then fall(e, false) end
end

return target
