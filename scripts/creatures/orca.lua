-- TR3's killer whale: a harmless giant of the open water (tomb3 gives it
-- no bite). Nothing can target or hurt it. Violent but hunting only a
-- Lara under water (or riding), it swims slowly near her and fast after
-- her, butts at her ahead when close, rolls round (turning about on one
-- frame of its roll) when she is far behind it, and now and then jumps
-- or breaches; bored it cruises, jumping once in a while. It keeps under
-- its surface like every swimmer (creatures/habitat.lua).
-- Numbers: creatures/stats/tr3.lua `killer_whale`.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")
local crocodile = require("creatures.crocodile")

local orca = {}

-- Nothing hurts it.
creature.untouchable(orca, stats.of)

--- One roll in `n`.
local function one_in(n) return world.random() % n == 0 end

--- Bored: cruising on, or a jump now and then.
local function cruise(e, st)
  local S = st.states
  e.goal_state = one_in(st.one_in.bored_jump) and S.jump or S.slow
end

local decide = {}
orca.decide = decide

decide.slow = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.swim)
  if ai.mood == "bored" then
    cruise(e, st)
  elseif info.ahead and info.distance < st.range.butt then
    e.goal_state = S.slow_butt
  elseif ai.mood == "escape" then
    e.goal_state = S.fast
  elseif info.distance > st.range.slow then
    if math.abs(info.angle) >= st.roll_angle then
      e.goal_state = S.roll
    else
      e.goal_state = one_in(st.one_in.breach) and S.breach or S.fast
    end
  end
end

decide.fast = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.swim)
  if ai.mood == "bored" then
    cruise(e, st)
  elseif ai.mood ~= "escape" then
    local far = info.distance > st.range.slow
    if info.ahead and not far and info.zone == info.enemy_zone then
      e.goal_state = S.slow
    elseif far and one_in(st.one_in.fast_jump) then
      e.goal_state = S.jump
    elseif far and not info.ahead then
      e.goal_state = S.slow
    end
  end
end

decide.roll = function(e, ai, _, st)
  ai.max_turn = 0
  if e.frame == st.roll_frame then
    e.pitch = (-e.pitch) % 65536
    e.yaw = (e.yaw + 32768) % 65536
  end
end

---@param e Entity
function orca.control(e)
  local ai = e.state.ai
  local st = ai.stats
  habitat.before_move(e, ai)
  if not creature.act(e, creature.by_number(decide, st.states), st.states.slow, nil,
    crocodile.water_senses) then
    return
  end
  habitat.steer_under(e, ai, st.below_surface)
end

--- Never out of the water, never above `below_surface` under it.
---@param e Entity
function orca.after_move(e)
  local ai = e.state.ai
  if ai then habitat.keep_under(e, ai, ai.stats.below_surface) end
end

return orca
