-- Lara on the monkey bars (TR3+): a ceiling whose sector carries the
-- monkey floor function (`coll.mid.monkey`) can be caught from an up jump
-- or a reaching jump with Action held; hanging from it she swings forward,
-- shimmies left and right (the sidestep keys; TR4/TR5: Walk + left/right),
-- turns on the spot (left/right) and lets go when Action is released; no
-- key turns her round (state 79: tomb3/TOMB4/TOMB5 lara_col_hang2 never
-- asks for it). She keeps her hands a
-- fixed depth under the ceiling and stops where the bars end: a wall, a
-- ceiling that steps (the originals' test), or — ours — a sector ahead
-- without the monkey function (the originals swing on and drop her
-- there; TombEngine stops her, as we do). Figures: Trxyebeep/tomb3
-- tomb3/game/lara.cpp (lara_col_hang2, lara_col_monkeyswing,
-- TestMonkeyLeft/Right, MonkeySwingSnap, MonkeySwingFall,
-- LaraTestHangJumpUp), Trxyebeep/TOMB4 TOMB4/game/lara.cpp.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local anims = require("lara.anims")

local monkey = {}
local held = body.held

anims.add({
  [3] = {
    monkey_grab = 233,       -- up jump → monkey grab (state 75)
    monkey_reach_grab = 150, -- reach → monkey hang (state 75; TR1/TR2: the free hang)
    monkey_hang = 234,       -- hanging still
  },
})

--- The figures of the monkey swing.
monkey.F = {
  HANG_DEPTH = 704,        -- her feet under the ceiling while she hangs (MonkeySwingSnap)
  RADIUS = 100,
  HEIGHT = 600,            -- her collision height hanging (GetCollisionInfo hite)
  GRAB_HEIGHT = 870,       -- arms up: a ceiling this near above the feet is caught (lara_col_upjump)
  CEILING_STEP = 50,       -- a ceiling ahead differing more than this ends the bars
  TURN = 273,              -- turning on the spot per tick (1.5°)
  STEER = 546,             -- most turn while swinging (3°)
  DROP = 256,              -- she drops from this lower on letting go (MonkeySwingFall)
  DROP_SPEED = 2,
}
local F = monkey.F

--- Collision thresholds (tomb3 lara_col_hang2: no floor limit either way, a
--- ceiling of 0). A wall is still
--- a wall: the rise limit stops short of the query's "no floor".
monkey.LIMITS = {
  hang = { max_drop = C.NO_LIMIT, max_rise = C.NO_LIMIT - 1, max_ceiling = 0 },
  grab = { max_drop = C.NO_LIMIT, max_rise = C.NO_LIMIT, max_ceiling = C.NO_LIMIT },
}

--- Puts her hands on the ceiling above her.
local function snap(e)
  local ceiling = world.ceiling(e.room, e.x, e.y - F.HEIGHT, e.z)
  if ceiling ~= C.NO_HEIGHT then e.y = ceiling + F.HANG_DEPTH end
end

--- Off the bars: she drops `lower` into the up jump's fall, from frame
--- `frame` of the hang drop.
local function drop_off(e, l, lower, frame)
  local anim = l.anims.hang_drop
  if anim then e:set_anim(anim, frame) end
  e.goal_state = S.UP_JUMP
  e.gravity, e.speed, e.fall_speed = true, F.DROP_SPEED, 1
  e.move_offset = 0
  e.y = e.y + lower
end

--- Lets go: she drops into the up jump's fall.
local function fall(e, l)
  drop_off(e, l, F.DROP, 0)
end

--- True while `e` (Lara) hangs from monkey bars: still, swinging, moving
--- sideways or turning round (TOMB4 raghead.cpp: the states between the
--- sprint's dive and the crawl, and the hanging turns).
---@param e Entity
---@return boolean
function monkey.hanging(e)
  local s = e.anim_state
  return (s > S.SPRINT_DIVE and s < S.CRAWL_IDLE) or s == S.MONKEY_TURN_LEFT
    or s == S.MONKEY_TURN_RIGHT
end

--- Knocked off the bars by a blow (TOMB4 raghead.cpp, a baddy's kick): she
--- drops `lower` into the up jump's fall from frame `frame` of the hang
--- drop.
---@param e Entity
---@param lower integer
---@param frame integer
function monkey.knocked_off(e, lower, frame)
  drop_off(e, e.state, lower, frame)
end

--- Catches a monkey ceiling from a jump (air.lua's up jump and reach):
--- Action held and her raised hands at a monkey sector's ceiling. True
--- when she caught it.
---@param e Entity
---@param l table Lara's state table
---@param role string the catch animation: "monkey_grab" or "monkey_reach_grab"
function monkey.catch(e, l, role)
  if not l.anims.monkey_hang or not held(input.ACTION) then return false end
  local coll = body.collide(e, l, monkey.LIMITS.grab, C.RADIUS, F.GRAB_HEIGHT)
  if coll.hit ~= "top" or not coll.mid.monkey then return false end
  if not body.anim(e, l, role) then return false end
  e.goal_state = S.MONKEY_HANG
  e.gravity, e.speed, e.fall_speed, e.move_offset = false, 0, 0, 0
  l.turn = 0
  snap(e)
  return true
end

--- The query hanging, the probes looking `facing`.
local function hang_collide(e, l, facing)
  return body.collide(e, l, monkey.LIMITS.hang, F.RADIUS, F.HEIGHT, facing)
end

--- True when the bars go on the way the last query looked: no wall, the
--- same ceiling, still a monkey sector.
local function bars_go_on(coll)
  return coll.hit ~= "front" and coll.hit ~= "clamp" and coll.front.monkey
      and math.abs(coll.mid.ceiling - coll.front.ceiling) <= F.CEILING_STEP
end

--- Still holding on: Action held, alive, under monkey bars.
local function holding(e, l)
  return held(input.ACTION) and e.health > 0 and l.coll.mid.monkey
end

--- Stops a move along the bars: hanging still.
local function stop(e, l)
  body.anim(e, l, "monkey_hang")
  e.goal_state = S.MONKEY_HANG
  e.move_offset = 0
end

monkey[S.MONKEY_HANG] = {
  control = function(e, l)
    e.move_offset = 0
    l.turn = 0
  end,
  collide = function(e, l)
    local coll = hang_collide(e, l)
    if not holding(e, l) then fall(e, l) return end
    local left = held(input.STEP_LEFT) or (l.walk_steps and held(input.WALK) and held(input.LEFT))
    local right = held(input.STEP_RIGHT) or (l.walk_steps and held(input.WALK) and held(input.RIGHT))
    if held(input.FORWARD) and bars_go_on(coll) then
      e.goal_state = S.MONKEY_SWING
    elseif left and bars_go_on(hang_collide(e, l, (e.yaw + 49152) % 65536)) then
      e.goal_state = S.MONKEY_LEFT
    elseif right and bars_go_on(hang_collide(e, l, (e.yaw + 16384) % 65536)) then
      e.goal_state = S.MONKEY_RIGHT
    elseif held(input.LEFT) then
      e.goal_state = S.MONKEY_TURN_LEFT
    elseif held(input.RIGHT) then
      e.goal_state = S.MONKEY_TURN_RIGHT
    else
      e.goal_state = S.MONKEY_HANG
    end
    snap(e)
  end,
}

monkey[S.MONKEY_SWING] = {
  control = function(e, l)
    e.move_offset = 0
    e.goal_state = (e.health > 0 and held(input.FORWARD)) and S.MONKEY_SWING or S.MONKEY_HANG
    body.steer(l, F.STEER)
  end,
  collide = function(e, l)
    local coll = hang_collide(e, l)
    if not holding(e, l) then fall(e, l) return end
    if not bars_go_on(coll) then stop(e, l) end
    snap(e)
  end,
}

--- Shimmying sideways along the bars while the key is held.
local function shimmy(state, offset, step_key, side)
  return {
    control = function(e, l)
      e.move_offset = offset
      l.turn = 0
      local walking = l.walk_steps and held(input.WALK) and held(side)
      e.goal_state = (e.health > 0 and (held(step_key) or walking)) and state or S.MONKEY_HANG
    end,
    collide = function(e, l)
      local coll = hang_collide(e, l, (e.yaw + offset) % 65536)
      if not holding(e, l) then fall(e, l) return end
      if not bars_go_on(coll) then stop(e, l) end
      snap(e)
    end,
  }
end
monkey[S.MONKEY_LEFT] = shimmy(S.MONKEY_LEFT, 49152, input.STEP_LEFT, input.LEFT)
monkey[S.MONKEY_RIGHT] = shimmy(S.MONKEY_RIGHT, 16384, input.STEP_RIGHT, input.RIGHT)

--- Turning on the spot, hanging, while the direction is held.
local function turn(key, sign)
  return {
    control = function(e, l)
      e.move_offset = 0
      l.turn = 0
      e.yaw = (e.yaw + sign * F.TURN) % 65536
      if e.health <= 0 or not held(key) then e.goal_state = S.MONKEY_HANG end
    end,
    collide = function(e, l)
      hang_collide(e, l)
      if not holding(e, l) then fall(e, l) return end
      snap(e)
    end,
  }
end
monkey[S.MONKEY_TURN_LEFT] = turn(input.LEFT, -1)
monkey[S.MONKEY_TURN_RIGHT] = turn(input.RIGHT, 1)

-- Turning round (an animation an object or a mod may play): it carries
-- her; she hangs still after (tomb3 lara_as_monkey180).
monkey[S.MONKEY_180] = {
  control = function(e, l) e.move_offset = 0 l.turn = 0 e.goal_state = S.MONKEY_HANG end,
  collide = monkey[S.MONKEY_TURN_LEFT].collide,
}

return monkey
