-- TR5's imp (TOMB5 imp.cpp): a small devil that runs at Lara and claws
-- and leaps at her. Violent. Beyond `run` it runs, within it walks,
-- within `stop` it stands and, close enough to bite, claws or jumps at
-- her, turning to face her as it strikes; a strike hurts on every tick
-- its hands touch her. A lit torch frightens it: while one burns within
-- `scared_within` (hers in her hand or one lying about; TOMB5 tests the
-- torch's room, which is one level's number, TombEngine a distance) it
-- turns and flees, and stops once the torch is gone. Its OCB picks how it
-- starts: climbing up a step (1, 11) or rolling (2, 12); an imp with an
-- OCB of 10 or more never strikes and stands where it stopped, and one
-- with OCB 3 stands and turns to face her in its throwing pose. Left out:
-- the stone that pose throws, and the blinking head (a mesh swapped
-- every 16 ticks). Numbers: creatures/stats/tr5.lua `imp`.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local imp = {}

--- OCBs from this one up keep it from striking (TOMB5 trigger_flags < 10).
local HOLDS_BACK_OCB = 10
--- The OCB of an imp that throws stones from where it stands.
local THROWER_OCB = 3

---@param e Entity
function imp.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  local st = ai.stats
  local pose = st.start[e.ocb % HOLDS_BACK_OCB] or st.start[0]
  local anim = creature.own_anim(e, pose.anim, pose.state)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, pose.state) end
  e.goal_state = pose.state
end

imp.on_hit = creature.on_hit
imp.on_reload = function(e) creature.setup(e, stats.of(e)) end

--- True while a lit torch burns within `st.scared_within` of it: Lara's
--- in her hand, or a burning torch entity (`st.scared_of`) lying about.
---@param e Entity
---@return boolean
function imp.torch_near(e, st)
  local lara = world.lara()
  local held = lara and lara.state.torch
  if held and held.lit and e:distance_to(lara) <= st.scared_within then return true end
  for i = 0, world.entity_count() - 1 do
    local t = world.entity(i)
    if t and t.name == st.scared_of and t.visible and t.state.lit
      and e:distance_to(t) <= st.scared_within then
      return true
    end
  end
  return false
end

--- Turns straight at Lara by at most `turn.face` a tick (its strikes and
--- its stand: the original's "maximum turn -1").
local function face(e, st)
  local lara = world.lara()
  if not lara then return end
  local most = creature.deg(st.turn.face)
  e.yaw = (e.yaw + math.max(-most, math.min(most, e:angle_to(lara)))) % 65536
end

local decide = {}
imp.decide = decide

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if info.distance > st.range.run then e.goal_state = S.run
  elseif info.distance < st.range.stop then e.goal_state = S.stop end
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  face(e, st)
  local holds_back = e.ocb >= HOLDS_BACK_OCB
  if info.bite and info.distance < st.range.strike and not holds_back then
    e.goal_state = world.random(2) == 0 and S.claw or S.jump
  elseif e.ocb == THROWER_OCB then
    e.goal_state = S.throw
  elseif info.distance > st.range.run then
    e.goal_state = S.run
  elseif info.distance > st.range.stop or not holds_back then
    e.goal_state = S.walk
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if info.distance < st.range.stop then e.goal_state = S.stop
  elseif info.distance < st.range.run then e.goal_state = S.walk end
end

--- A claw or a leap: it faces her and hurts her on every tick its hands
--- touch her.
local function strike(e, ai, _, st)
  ai.max_turn = 0
  face(e, st)
  creature.bite(e, ai, st.bite, st.damage.strike, st.touch)
end
decide.claw, decide.jump = strike, strike

decide.scared = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.run)
  if not ai.scared then e.goal_state = st.states.stop end
end

local function still(_, ai, _, _) ai.max_turn = 0 end
decide.climb, decide.roll = still, still

decide.throw = function(e, ai, _, st)
  ai.max_turn = 0
  face(e, st)
end

--- Frightened, its mood is to flee (ai/mood.lua `afraid`).
local function frightened(e, ai)
  ai.afraid = ai.scared or e.anim_state == ai.stats.states.scared
end

---@param e Entity
function imp.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health > 0 then ai.scared = imp.torch_near(e, st) end
  local S = st.states
  local alive = creature.act(e, creature.by_number(decide, S), S.death,
    creature.own_anim(e, st.death_anim, S.death), frightened)
  if alive and ai.scared then e.goal_state = S.scared end
end

imp.collision = creature.collision

return imp
