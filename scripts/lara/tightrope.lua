-- Lara on TR5's tightrope (states 119–125, 127 of TOMB5's state list). The rope
-- is a set piece: TIGHT_ROPE objects (objects/common/tightrope.lua) stand
-- at its two ends, each facing away from the rope. Standing at one end
-- facing along the rope she gets on with Action (124); then Forward walks
-- (121), Back or Roll turns round (120), and at the far end she gets off
-- (125) once the floor is under her feet again. She walks level: the rope
-- holds her at the height she got on at (no floor query decides anything
-- on it, as TOMB5 gives these states only its default collision).
--
-- Balance (TOMB5 lara.cpp GetTighRopeFallOff, lara_as_trfall; facts, our
-- code): each tick on the rope a wobble may start (one chance in
-- FALL_CHANCE; turning round risks one in TURN_CHANCE); a wobble leans her
-- left or right (122/123) for as long as its animation lasts; the key
-- against the lean (Right for a lean left) recovers (127) back to standing,
-- the recovery entering its animation at the frame that mirrors the one
-- the lean had reached; the key with the lean only delays the recovery.
-- A lean that plays out runs on (the animation's own next) into the
-- fall-off, at whose last frame she drops from her right foot. One wobble
-- in DOUBLE_CHANCE takes two recoveries. While getting on, and for a
-- moment after a wrong key, no wobble starts and none can be undone.
--
-- The animations by role are data (TR5's numbers below, from
-- /work/anims/tr5_lara.txt); where a level's animations offer no state
-- change to the state wanted (TR5 levels that strip these animations to
-- one frame), the handlers play the role's animation directly.
local S = require("lara.states")
local body = require("lara.body")
local angles = require("lib.angles")

require("lara.anims").add({
  [5] = {
    tightrope_walk = 446, tightrope_walk_stop = 447, tightrope_idle = 448,
    tightrope_walk_start = 450, tightrope_turn = 451,
    tightrope_fall_left = 452, tightrope_recover_left = 453, tightrope_fall_off_left = 454,
    tightrope_fall_right = 455, tightrope_recover_right = 456, tightrope_fall_off_right = 457,
    tightrope_on = 458, tightrope_off = 459,
  },
})

local tightrope = {}

--- The balance and the rope's figures.
tightrope.FIGURES = {
  -- Ticks after getting on with no wobble and no stopping (TOMB5
  -- TightRopeCollision: TightRopeOnCount = 60).
  ON_COUNT = 60,
  -- A wobble starts when world.random(FALL_CHANCE) is 0 (TOMB5:
  -- GetRandomControl() & 127); turning round, world.random(TURN_CHANCE)
  -- (TOMB5: & 1, one turn in two).
  FALL_CHANCE = 128,
  TURN_CHANCE = 2,
  -- One wobble in 16 needs two recoveries (TOMB5: TightRopeFall = 2 when
  -- GetRandomControl() & 15 is 0).
  DOUBLE_CHANCE = 16,
  -- The key with the lean adds 2–5 ticks of delay while under 10 (TOMB5).
  WRONG_DELAY_MIN = 2, WRONG_DELAY_RANGE = 4, WRONG_DELAY_MAX = 10,
  -- The far end: within this (|dx| + |dz|) of a TIGHT_ROPE facing her way
  -- she gets off where the floor meets her feet (TOMB5 TightRopeCollision).
  OFF_REACH = 640,
  -- Falling off: her fall speed as she drops, and where from: her right
  -- foot's mesh (FOOT_MESH, TOMB5 LMX_FOOT_R) lowered by FALL_OFF_DROP
  -- (TOMB5 lara_as_trfall: 81, GetLaraJointPos(LMX_FOOT_R) + 75).
  FALL_OFF_SPEED = 81,
  FOOT_MESH = 6,
  FALL_OFF_DROP = 75,
}
local F = tightrope.FIGURES

local ROPE_STATES = {
  [S.TIGHTROPE_IDLE] = true, [S.TIGHTROPE_TURN] = true, [S.TIGHTROPE_WALK] = true,
  [S.TIGHTROPE_FALL_LEFT] = true, [S.TIGHTROPE_FALL_RIGHT] = true,
  [S.TIGHTROPE_ON] = true, [S.TIGHTROPE_RECOVER] = true,
}

--- True while Lara is on a rope (getting off not counted).
---@param lara Entity
---@return boolean
function tightrope.on_rope(lara)
  return ROPE_STATES[lara.anim_state] == true and lara.state.tightrope ~= nil
      and lara.state.tightrope.on == true
end

--- Her balance, made at her first rope and reused.
local function balance(l)
  local r = l.tightrope
  if not r then
    r = { on = false, on_count = 0, off = false, fall = 0, turn_to = 0, y = 0 }
    l.tightrope = r
  end
  return r
end

--- Called by a TIGHT_ROPE as she starts getting on (she stands in place).
---@param lara Entity
function tightrope.get_on(lara)
  local r = balance(lara.state)
  r.on, r.on_count, r.off, r.fall = true, F.ON_COUNT, false, 0
  r.y = lara.y
  lara.state.turn = 0
  lara.speed, lara.fall_speed, lara.gravity = 0, 0, false
end

--- Called by a TIGHT_ROPE at the far end: she will get off where the floor
--- meets her feet.
---@param lara Entity
---@param rope Entity the TIGHT_ROPE she walks towards
function tightrope.near_end(lara, rope)
  local r = lara.state.tightrope
  if not r or not r.on or r.off or lara.anim_state ~= S.TIGHTROPE_WALK
      or lara.goal_state == S.TIGHTROPE_OFF then return end
  if angles.diff(lara.yaw, rope.yaw) ~= 0 then return end
  if math.abs(rope.x - lara.x) + math.abs(rope.z - lara.z) < F.OFF_REACH then r.off = true end
end

--- Asks for `state`: through the animation's state change where it has
--- one, else by playing `role` at once (when not already in `state`).
local function go(e, l, state, role)
  e.goal_state = state
  if e.anim_state ~= state and not e:has_change(state) then body.anim(e, l, role) end
end

--- TOMB5 GetTighRopeFallOff: hurt to death, she falls off at once (the
--- fall-off to the left); then a wobble may start (one chance in `chance`).
--- True when she is falling off.
local function fall_off_check(e, l, r, chance)
  if e.health <= 0 then
    body.anim(e, l, "tightrope_fall_off_left")
    e.goal_state = S.TIGHTROPE_FALL_LEFT
  end
  if r.fall == 0 and world.random(chance) == 0 then
    r.fall = world.random(F.DOUBLE_CHANCE) == 0 and 2 or 1
  end
  return e.anim_state == S.TIGHTROPE_FALL_LEFT
end

--- Where she stays on the rope: level, held, no fall.
local function hold(e, l)
  local r = balance(l)
  e.gravity, e.fall_speed = false, 0
  if r.on then e.y = r.y end
end

tightrope[S.TIGHTROPE_ON] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    local r = balance(l)
    if r.on_count > 0 then r.on_count = r.on_count - 1 end
    -- The step onto the rope plays out and leads on into the walk.
    e.goal_state = S.TIGHTROPE_WALK
  end,
  collide = hold,
}

tightrope[S.TIGHTROPE_IDLE] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    local r = balance(l)
    if fall_off_check(e, l, r, F.FALL_CHANCE) then return end
    if r.fall > 0 then
      if world.random(2) == 0 then
        go(e, l, S.TIGHTROPE_FALL_RIGHT, "tightrope_fall_right")
      else
        go(e, l, S.TIGHTROPE_FALL_LEFT, "tightrope_fall_left")
      end
    elseif body.held(input.FORWARD) then
      go(e, l, S.TIGHTROPE_WALK, "tightrope_walk_start")
    elseif body.held(input.BACK) or body.held(input.ROLL) then
      -- Turning round is played directly, from the standing pose only.
      if e.anim == l.anims.tightrope_idle and body.anim(e, l, "tightrope_turn") then
        r.turn_to = (e.yaw + 32768) % 65536
        e.goal_state = S.TIGHTROPE_IDLE
        fall_off_check(e, l, r, F.TURN_CHANCE)
      end
    else
      e.goal_state = S.TIGHTROPE_IDLE
    end
  end,
  collide = hold,
}

tightrope[S.TIGHTROPE_TURN] = {
  control = function(e, l)
    l.turn = 0
    e.goal_state = S.TIGHTROPE_IDLE
  end,
  collide = function(e, l)
    hold(e, l)
    -- Round once the turn is over (whether or not the animation's own
    -- flipeffect turned her already).
    if e.anim_state ~= S.TIGHTROPE_TURN then e.yaw = l.tightrope.turn_to end
  end,
}

tightrope[S.TIGHTROPE_WALK] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    local r = balance(l)
    if r.on_count > 0 then
      r.on_count = r.on_count - 1
    elseif r.off then
      -- Off where the floor comes up to her feet.
      if world.floor(e.room, e.x, e.y, e.z) == e.y then
        r.off = false
        go(e, l, S.TIGHTROPE_OFF, "tightrope_off")
        return
      end
    elseif fall_off_check(e, l, r, F.FALL_CHANCE) then
      return
    end
    if e.goal_state == S.TIGHTROPE_OFF then return end
    local stop = body.held(input.BACK) or body.held(input.ROLL) or not body.held(input.FORWARD)
    if r.fall > 0 or (stop and r.on_count == 0 and not r.off) then
      go(e, l, S.TIGHTROPE_IDLE, "tightrope_walk_stop")
    else
      go(e, l, S.TIGHTROPE_WALK, "tightrope_walk")
    end
  end,
  collide = hold,
}

--- Drops her off the rope: a fast fall from below her right foot.
local function drop(e, l, r)
  r.on, r.off, r.fall = false, false, 0
  local x, y, z = e:mesh_point(F.FOOT_MESH, 0, 0, 0)
  e:set_position(x, y + F.FALL_OFF_DROP, z)
  body.anim(e, l, "freefall")
  e.goal_state = S.FAST_FALL
  e.gravity = true
  e.fall_speed = F.FALL_OFF_SPEED
end

--- A wobble to `side` ("left" or "right"), for as long as its animation
--- plays: the key against it recovers.
local function wobble(side)
  local undo_key = side == "left" and input.RIGHT or input.LEFT
  local wrong_key = side == "left" and input.LEFT or input.RIGHT
  local fall_role = "tightrope_fall_" .. side
  local recover_role = "tightrope_recover_" .. side
  return {
    control = function(e, l)
      l.turn = 0
      e.move_offset = 0
      local r = balance(l)
      if e.anim == l.anims.tightrope_fall_off_left or e.anim == l.anims.tightrope_fall_off_right then
        -- Going: at the fall-off's last frame she drops.
        local frames = world.anim_info(e.type, e.anim) or 1
        if e.frame >= frames - 1 then drop(e, l, r) end
        return
      end
      if r.on_count > 0 then r.on_count = r.on_count - 1 end
      if e.anim ~= l.anims[fall_role] then return end
      if body.held(undo_key) and r.on_count == 0 then
        -- The recovery enters at the frame mirroring the lean's: as many
        -- frames in as the lean had left to play.
        local lean_frames = world.anim_info(e.type, e.anim) or 1
        local undo_frames = world.anim_info(e.type, l.anims[recover_role] or 0) or 1
        local undo_frame = math.min(lean_frames - 1 - e.frame, undo_frames - 1)
        e:set_anim(l.anims[recover_role], math.max(undo_frame, 0))
        e.goal_state = S.TIGHTROPE_IDLE
        r.fall = r.fall - 1
      elseif body.held(wrong_key) and r.on_count < F.WRONG_DELAY_MAX then
        r.on_count = r.on_count + F.WRONG_DELAY_MIN + world.random(F.WRONG_DELAY_RANGE)
      end
    end,
    collide = hold,
  }
end
tightrope[S.TIGHTROPE_FALL_LEFT] = wobble("left")
tightrope[S.TIGHTROPE_FALL_RIGHT] = wobble("right")

tightrope[S.TIGHTROPE_RECOVER] = {
  control = function(e, l)
    l.turn = 0
    e.goal_state = S.TIGHTROPE_IDLE
  end,
  collide = hold,
}

tightrope[S.TIGHTROPE_OFF] = {
  control = function(e, l)
    l.turn = 0
    e.move_offset = 0
    balance(l).on = false
    e.goal_state = S.STOP
  end,
  collide = function(e, l)
    local coll = body.collide(e, l, body.LIMITS.stand)
    body.follow_floor(e, coll)
  end,
}

return tightrope
