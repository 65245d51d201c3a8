-- Lara on TR5's parallel bars (states 128 spin, 129 leap of TOMB5's list).
-- Reaching for a bar (PARALLEL_BARS, objects/common/parallel_bars.lua) with
-- Action held she catches it (anim 461, then the spin 462) and swings round
-- it while Action is held; letting go of Action, or pressing Jump, leaps
-- her off forward: her speed and lift come from the bar's OCB (its
-- hundreds for a leap along its heading, its units for one against it),
-- and as the leap ends she is a reach (95) in the air a little ahead of and
-- above the bar, ready to grab an edge or land (TOMB5 lara.cpp
-- lara_as_parallelbars, lara_as_pbleapoff; facts, our code).
local S = require("lara.states")
local body = require("lara.body")

require("lara.anims").add({
  [5] = { bars_grab = 461, bars_spin = 462, bars_leap = 463, reach_loop = 95 },
})

local bars = {}

--- The leap's figures (TOMB5 lara_as_pbleapoff).
bars.FIGURES = {
  -- A distance d from the OCB's digit minus 2: fall speed −(20 d + 64),
  -- speed 20 d + 58.
  DIGIT_OFFSET = 2, PER_DIGIT = 20, LIFT = 64, SPEED = 58,
  -- Where the leap leaves her as it ends: ahead and up.
  AHEAD = 700, UP = 361,
}
local F = bars.FIGURES

--- Called by a bar as she catches it: she hangs from `bar` now.
---@param lara Entity
---@param bar Entity
function bars.grab(lara, bar)
  local l = lara.state
  l.bars = bar
  l.bars_leap = 0
  l.turn = 0
  lara.gravity, lara.fall_speed, lara.speed, lara.move_offset = false, 0, 0, 0
end

--- True while she hangs from `bar` (the grab or the spin).
---@param lara Entity
---@param bar Entity
function bars.holding(lara, bar)
  local st = lara.anim_state
  return lara.state.bars == bar and (st == S.BARS_SPIN or st == S.CONTROLLED)
end

--- The leap's speeds from the bar's OCB and her heading.
local function leap_speeds(e, bar)
  local ocb = bar.ocb
  local digit = e.yaw == bar.yaw and math.floor(ocb / 100) or ocb % 100
  local d = digit - F.DIGIT_OFFSET
  return -(F.PER_DIGIT * d + F.LIFT), F.PER_DIGIT * d + F.SPEED
end

bars[S.BARS_SPIN] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    if not body.held(input.ACTION) or body.held(input.JUMP) then
      e.goal_state = S.BARS_LEAP
      if not e:has_change(S.BARS_LEAP) then body.anim(e, l, "bars_leap") end
    else
      e.goal_state = S.BARS_SPIN
    end
  end,
  collide = function(e, l) e.gravity, e.fall_speed = false, 0 end,
}

bars[S.BARS_LEAP] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    local bar = l.bars
    if l.bars_leap == 0 and bar and bar:exists() then
      e.fall_speed, e.speed = leap_speeds(e, bar)
    end
    l.bars_leap = (l.bars_leap or 0) + 1
    local frames = world.anim_info(e.type, l.anims.bars_leap or 0) or 1
    if l.bars_leap >= frames then
      -- Off the bar: a reach in the air ahead of it.
      local dx, dz = require("lib.fixed").step(e.yaw, F.AHEAD)
      e.x, e.y, e.z = e.x + dx, e.y - F.UP, e.z + dz
      e.room = world.room_at(e.room, e.x, e.y, e.z)
      body.anim(e, l, "reach_loop")
      e.goal_state = S.REACH
      l.bars = false
    end
    e.gravity = true
  end,
  collide = function(e, l) end,
}

return bars
