-- TR5's chef (TOMB5 chef.cpp; numbers in creatures/stats/tr5.lua `chef`):
-- a cook with a frying pan. Violent.
--   cooking  at his stove, his back to the room, until Lara comes within
--            `notice.range` and `notice.height` of him and touches him,
--            hits him, moves faster than `notice.speed` or comes into his
--            view (ai/alarm.lua's view): then he turns about
--   turn     turning about: `turn.about` a tick against her side, a half
--            turn as its animation ends
--   ready    turning to her (`turn.ready`): a target he can reach within
--            `range.strike` he strikes; she more than `behind` off his
--            heading, he turns about; attacking, he walks at her
--   walk     at her (`turn.walk`) until within `range.strike`, she is
--            behind him or he no longer attacks: ready again
--   strike   turning to her (`turn.face`), his pan lands once a swing,
--            after `strike.from` frames, where it touches her
-- Killed, he plays his death animation; the body stays.
local creature = require("ai.creature")
local alarm = require("ai.alarm")
local fixed = require("lib.fixed")
local gunman = require("creatures.gunman")
local stats = require("creatures.stats")

local chef = {}

---@param e Entity
function chef.init(e)
  local first = not e.state.ai
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  if first then
    -- He stands at the stove a little ahead of where he is placed.
    local dx, dz = fixed.step(e.yaw, st.forward)
    e.x, e.z = e.x + dx, e.z + dz
    creature.play_state(e, st.states.cooking)
  end
end

chef.on_reload = function(e) creature.setup(e, stats.of(e)) end
chef.on_hit = creature.on_hit

--- Whether Lara makes the cook look round: near and level with him, and
--- touching him, hitting him, hurrying or in his view.
local function disturbed(e, ai, info, st)
  local lara = world.lara()
  if not lara or math.abs(lara.y - e.y) >= st.notice.height then return false end
  if info.distance >= st.notice.range then return false end
  return e:touch_bits(lara) ~= 0 or creature.hit_lately(ai) or lara.speed > st.notice.speed
    or alarm.in_view(e, ai, info, lara)
end

local function behind(info, st)
  return math.abs(info.angle) > st.behind
end

local decide = {}
chef.decide = decide

decide.cooking = function(e, ai, info, st)
  ai.max_turn = 0
  if disturbed(e, ai, info, st) then e.goal_state = st.states.turn end
end

decide.turn = function(e, ai, info, st)
  ai.max_turn = 0
  creature.turn_about(e, ai, info.angle, st.turn.about)
end

decide.ready = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.ready)
  if info.distance < st.range.strike then
    if info.bite then e.goal_state = S.strike end
  elseif behind(info, st) then
    e.goal_state = S.turn
  elseif ai.mood == "attack" then
    e.goal_state = S.walk
  end
end

decide.walk = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if info.distance < st.range.strike or behind(info, st) or ai.mood ~= "attack" then
    e.goal_state = st.states.ready
  end
end

decide.strike = function(e, ai, info, st)
  ai.max_turn = 0
  gunman.face(e, info, st.turn.face)
  local blow = st.strike
  if e.frame > blow.from and creature.strike_once(e, ai, st.bite, blow.damage, blow.touch) then
    world.sound(blow.sound, e)
  end
end

---@param e Entity
function chef.control(e)
  creature.act_named(e, decide)
  e.state.ai.last_state = e.anim_state
end

chef.collision = creature.collision

return chef
