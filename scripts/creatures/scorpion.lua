-- TR4's scorpions, big and small: one routine over named states. Far from
-- its target it walks, then runs; within `range.stop` it stops and, with
-- the target ahead and level, strikes with its pincers or its sting on a
-- coin's toss (the pincers for a rival weaker than `weak_rival`), turning
-- on the spot at the target by `turn.strike` a tick. A strike's blow lands
-- once, on touch (only within `frames` of the strike where its stats give
-- them), by the strike's damage; the sting poisons Lara (`poison.sting`).
-- A rival (stats `rivals`: the big one fights the troops) within range
-- takes `damage.rival` instead. Violent. Numbers: creatures/stats/tr4.lua
-- `scorpion`, `small_scorpion`.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local poison = require("lara.poison")

local scorpion = {}

creature.behaviour(scorpion, stats.of)

local decide = {}
scorpion.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn, ai.struck = 0, false
  local target = ai.target
  if info.distance > st.range.stop then
    e.goal_state = S.walk
  elseif info.bite then
    ai.max_turn = creature.deg(st.turn.strike)
    local weak = target.type ~= 0 and target.health <= st.weak_rival
    e.goal_state = (world.random(2) == 0 or weak) and S.pincers or S.sting
  elseif not info.ahead then
    e.goal_state = S.walk
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  e.goal_state = info.distance < st.range.run and S.stop or S.run
end

decide.run = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.run)
  if info.distance < st.range.run then e.goal_state = st.states.stop end
end

--- Whether a blow of the strike may land on this frame.
local function in_frames(e, st)
  local f = st.frames
  return not f or (e.frame >= f[1] and e.frame <= f[2])
end

--- A strike (`kind`: "pincers" or "sting"): it turns at its target and
--- lands one blow.
local function strike(kind)
  return function(e, ai, info, st)
    ai.max_turn = 0
    local most = creature.deg(st.turn.strike)
    e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
    if ai.struck then return end
    local target = ai.target
    local point = kind == "sting" and st.bite or st.pincer
    if target.type ~= 0 then
      if st.damage.rival and info.distance < st.range.stop then
        ai.struck = true
        creature.blood(target.room, e:mesh_point(point.mesh, point.x, point.y, point.z))
        target:hit(st.damage.rival, e)
      end
      return
    end
    if not in_frames(e, st) then return end
    if creature.strike_once(e, ai, point, st.damage[kind]) and st.poison[kind] then
      poison.dose(target, st.poison[kind])
    end
  end
end

decide.pincers = strike("pincers")
decide.sting = strike("sting")

---@param e Entity
function scorpion.control(e)
  creature.act_named(e, decide)
end

return scorpion
