-- The torso boss (TR1 34, Adam): hatched above the floor it drops and
-- lands with a shake. It never turns along a path: when its goal lies
-- more than 45° off it turns on the spot in its turning animations,
-- otherwise it strides straight on. In reach of a healthy Lara it swings
-- one arm or both; once a swing would leave her with nothing (her health
-- at the slam's damage or below) it grabs her when close and kills her in
-- its hold. Touching it hurts every tick. Violent. Killed,
-- it plays its death, bursts and sets off the triggers it stands on.
local creature = require("ai.creature")
local sense = require("ai.sense")
local angles = require("lib.angles")
local stats = require("creatures.stats")
local atlantean = require("creatures.atlantean")
local damage = require("lara.damage")

local torso = creature.behaviour({}, stats.of)

--- Turns by a turning animation's rate while it plays its turning frames.
local function turn_by_animation(e, turn)
  if e.anim == turn.anim and e.frame >= turn.first and e.frame <= turn.last then
    e.yaw = (e.yaw + creature.deg(turn.turn)) % 65536
  end
end

--- The decision of each state (by the state names of the stats); the
--- control notes the bearing to the target as `ai.turn_angle` first.
local decide = {}
torso.decide = decide

decide.set = function(e, _, _, st)
  e.goal_state = st.states.fall
  e.gravity = true
end

decide.fall = function(e, _, _, st)
  local S = st.states
  local floor = world.floor(e.room, e.x, e.y, e.z)
  if e.y >= floor then
    e.goal_state = S.stop
    e.gravity = false
    e.y = floor
    world.shake(st.shake)
  end
end

decide.stop = function(e, ai, info, st)
  local S, angle = st.states, ai.turn_angle
  local lara = ai.target
  if lara.health <= 0 then return end
  ai.struck = false
  local need = creature.deg(st.turn.need)
  if angle > need then e.goal_state = S.turn_right
  elseif angle < -need then e.goal_state = S.turn_left
  elseif info.distance >= st.range.attack then e.goal_state = S.forward
  elseif lara.health > st.damage.slam then
    e.goal_state = world.random() < st.chance.attack_1 and S.attack_1 or S.attack_2
  elseif info.distance < st.range.close then e.goal_state = S.grab
  else e.goal_state = S.forward end
end

--- Striding: TRX tr1 torso.c steers here by adding the bearing, clamped
--- to its turn, to the goal state rather than to the heading, so the
--- torso never turns while it strides, and the goal is that sum (a state
--- only when the bearing is within a few units of dead ahead, else none
--- the animation knows, and it strides on) unless it stops.
decide.forward = function(e, ai, info, st)
  local angle = ai.turn_angle
  local step = creature.deg(st.turn.forward)
  e.goal_state = (e.goal_state + math.max(-step, math.min(step, angle))) % 65536
  local need = creature.deg(st.turn.need)
  if angle > need or angle < -need or info.distance < st.range.attack then
    e.goal_state = st.states.stop
  end
end

decide.turn_left = function(e, ai, _, st)
  turn_by_animation(e, st.turn_anims.left)
  if ai.turn_angle > -creature.deg(st.turn.need) then e.goal_state = st.states.stop end
end

decide.turn_right = function(e, ai, _, st)
  turn_by_animation(e, st.turn_anims.right)
  if ai.turn_angle < creature.deg(st.turn.need) then e.goal_state = st.states.stop end
end

--- A swing of the arms in `mask`: the slam lands once; the swing plays
--- out into its next animation (the original sets no goal here).
local function swing(e, ai, st, mask)
  if not ai.struck and atlantean.touching(e, ai, mask) then
    ai.target:hit(st.damage.slam, e)
    ai.struck = true
  end
end

decide.attack_1 = function(e, ai, _, st)
  swing(e, ai, st, st.right_arm)
end

decide.attack_2 = function(e, ai, _, st)
  swing(e, ai, st, st.touch)
end

--- The grab: its right arm on her (or her already dead) kills her in its
--- hold, the slam of her extra animations at its place and heading
--- (`lara/damage.lua` HELD_KILLS.torso).
decide.grab = function(e, ai, _, st)
  local lara = ai.target
  if atlantean.touching(e, ai, st.right_arm) or lara.health <= 0 then
    e.goal_state = st.states.kill
    damage.kill(lara, "torso", e)
  end
end

--- The death: the body bursts where it lies and, like a heavy object,
--- sets off the triggers under it (the world tests them after this tick).
local function die(e, ai, st)
  atlantean.die_bursting(e, ai, st.states.death, st.damage.parts)
  if ai.burst and not ai.triggered_death then
    ai.triggered_death = true
    e.heavy = true
  end
end

---@param e Entity
function torso.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    die(e, ai, st)
    return
  end
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  local gx, gz = ai.steer_x or ai.target.x, ai.steer_z or ai.target.z
  local angle = angles.diff(sense.bearing(e.x, e.z, gx, gz), e.yaw)
  if ai.target.health > 0 and e:touch_bits(ai.target) ~= 0 then
    ai.target:hit(st.damage.touch, e)
  end
  ai.turn_angle = angle
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.head(e, ai, info.ahead and info.angle or 0)
end

return torso
