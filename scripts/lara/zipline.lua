-- Lara on a zipline (TR2's zipline, TR3's zipline, TR4/TR5's death slide:
-- state 70 in every game's list). The handle she holds
-- (objects/common/zipline.lua) carries her: it puts her where it is each
-- tick. Letting go of Action drops her off as a forward jump, 100 ahead
-- and 40 down (TRX src/tr2/game/lara/state.c Lara_State_Zipline); the
-- handle drops her the same way at the line's end, at its own speed.
-- The state's handler is found by lara.player like every other group's.
local S = require("lara.states")
local body = require("lara.body")
local air = require("lara.air")

local zipline = {}

--- Lara's state while she hangs from the handle.
zipline.STATE = 70
--- Her speeds when she lets go (TRX: speed 100, fall_speed 40).
zipline.LET_GO_SPEED, zipline.LET_GO_FALL = 100, 40

--- Drops her off the line as a forward jump with `speed` ahead and
--- `fall` down; `fall_anim` is the skeleton's animation of the drop
--- (else her fall start). The handle she held lets her go.
function zipline.let_go(e, speed, fall, fall_anim)
  local l = e.state
  if e:has_change(S.FORWARD_JUMP) then
    e.goal_state = S.FORWARD_JUMP
  elseif not (fall_anim and fall_anim < e.anim_count and pcall(e.set_anim, e, fall_anim)) then
    body.anim(e, l, "fall_start")
  end
  e.goal_state = S.FORWARD_JUMP
  e.gravity = true
  e.speed = speed
  e.fall_speed = fall
  e.move_offset = 0
  l.zipline = false
end

--- Her first animation in state 70 (TR3–TR5's grab, anim 215), found
--- once: the animation the originals reach by animating her from her
--- stand until she hangs. Nil when her skeleton has none.
local function hang_anim(e)
  local l = e.state
  if l.zipline_anim == nil then
    l.zipline_anim = false
    for i = 0, e.anim_count - 1 do
      local _, state = world.anim_info(e.type, i)
      if state == zipline.STATE then
        l.zipline_anim = i
        break
      end
    end
  end
  return l.zipline_anim or nil
end

--- Takes hold of `handle`: she plays `grab_anim` (her skeleton's grab;
--- false: her first animation in state 70) and rides from now on. False
--- when her skeleton cannot hang from it.
function zipline.grab(e, handle, grab_anim)
  local anim = grab_anim or hang_anim(e)
  -- At once, as the originals animate her until the state changes.
  if anim and anim < e.anim_count then
    e:set_anim(anim)
    e.goal_state = zipline.STATE
  elseif e:has_change(zipline.STATE) then
    e.goal_state = zipline.STATE
  else
    return false
  end
  e.state.zipline = handle
  e.gravity, e.speed, e.fall_speed, e.move_offset = false, 0, 0, 0
  e.state.turn = 0
  return true
end

--- True while she rides `handle` (or any handle, without one).
function zipline.riding(e, handle)
  local h = e.state.zipline
  if not h then return false end
  return handle == nil or h == handle
end

zipline[zipline.STATE] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    if e.gravity then return end
    if not body.held(input.ACTION) then
      zipline.let_go(e, zipline.LET_GO_SPEED, zipline.LET_GO_FALL)
    else
      e.goal_state = zipline.STATE
    end
  end,
  collide = function(e, l)
    -- Dropped off and still in the hanging animation: she flies as a jump.
    if e.gravity then air[S.FORWARD_JUMP].collide(e, l) return end
    e.fall_speed = 0
  end,
}

return zipline
