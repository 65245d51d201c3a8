-- TR3's cobra (and, with its own ranges, the rattlesnake: the same
-- object). It lies coiled asleep, out of reach of Lara's aim and her
-- shots, until she comes within its alert range; then it rises (wake) and
-- watches her, turning to face her, strikes at her ahead within range,
-- when it is hit, or when she moves fast near it, and coils up again once
-- she has gone beyond its forget range. A strike that touches her bites
-- once and poisons her (lara/poison.lua). It never leaves its spot.
-- Numbers: creatures/stats/tr3.lua `cobra`, `rattlesnake`.
local creature = require("ai.creature")
local sense = require("ai.sense")
local slots = require("ai.slots")
local stats = require("creatures.stats")
local poison = require("lara.poison")

local cobra = {}

--- Coiled up: neither targetable nor hurt.
local function coil(e, coiled)
  e.targetable = not coiled
  e.state.ai.coiled = coiled
end

---@param e Entity
function cobra.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  local st = ai.stats
  local anim = creature.own_anim(e, st.start_anim, st.states.sleep)
  if anim then
    -- Coiled: the original starts it part way into its coiling.
    local frames = world.anim_info(creature.anim_type(e), anim)
    e:set_anim(anim, math.min(st.start_frame, frames - 1), ai.anim_type)
  else
    creature.play_state(e, st.states.sleep)
  end
  e.goal_state = st.states.sleep
  coil(e, true)
end

cobra.on_reload = function(e) creature.setup(e, stats.of(e)) end

--- Hits miss a coiled snake.
---@param e Entity
---@param damage integer
---@param source? Entity
function cobra.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai and ai.coiled then return end
  creature.on_hit(e, damage, source)
end

--- Turns to face `facing` off the target's bearing, at most `turn` a tick
--- (coiled or not, as the original does).
local function face(e, info, st)
  local want = info.angle + st.facing
  local most = creature.deg(st.turn.face)
  e.yaw = (e.yaw + math.max(-most, math.min(most, want))) % 65536
end

local decide = {}
cobra.decide = decide

decide.watch = function(e, ai, info, st)
  local S, target = st.states, ai.target
  ai.struck = false
  if info.distance > st.range.forget then
    e.goal_state = S.sleep
  elseif target.health > 0 and ((info.ahead and info.distance < st.range.strike) or ai.hurt
    or target.speed > st.startle_speed) then
    e.goal_state = S.strike
  end
end

decide.strike = function(e, ai, _, st)
  if creature.strike_once(e, ai, st.bite, st.damage.bite) then
    poison.raise(ai.target, st.poison)
  end
end

decide.sleep = function(e, ai, info, st)
  ai.struck = false
  coil(e, true)
  if info.distance < st.range.alert and ai.target.health > 0 then
    e.goal_state = st.states.wake
    coil(e, false)
  end
end

decide.wake = function(e, _, _, _)
  coil(e, false)
end

---@param e Entity
function cobra.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local S = st.states
  if creature.dying(e) then return end
  if not slots.hold(e) then return end
  creature.goal_follows_animation(e, ai)
  local target = creature.target(e)
  if not target then return end
  ai.target = target
  local info = sense.update(e, ai, target)
  face(e, info, st)
  local d = creature.by_number(decide, S)[e.anim_state]
  if d then d(e, ai, info, st) end
  ai.hurt = false
end

cobra.collision = creature.collision

return cobra
