-- TR2's stick-wielding goons (workers 3 and 4: the rig and the offshore
-- base), timid brawlers with a club (creatures/stats/tr2.lua
-- `club_worker_1`). Bored they stand, rest (`wait`) or stroll; angry they
-- walk at a target within two sectors and run at one farther off or out
-- of biting height. Three blows, each landing once an attack when the
-- club meets the target: close (within half a sector) a jab from a
-- stance, within a sector a step-in swing (which follows through into the
-- swipe when the target backs off to a sector and a half), and from the
-- walk within a sector and a half a swipe. They climb and drop up to four
-- clicks (their zone: "climb"); the original's climb animations are not
-- played (the world lifts them onto the step). They die in their own
-- death animation; set-up, dying and the once-an-attack blow are the
-- brawlers' (creatures/brawler.lua).
-- TR3's brawlers are the same routine with TR3's numbers (creatures/
-- stats/tr3.lua: the MP with a stick, the prisoner, the dam guard, the
-- punk): the MP also kicks, from the walk within its `range.kick`, a
-- target lower than itself or crouching; blows at a rival creature (the
-- MPs and the prisoners fight each other, ai/rivals.lua) do the stats'
-- `rival_damage`.
local creature = require("ai.creature")
local gunman = require("creatures.gunman")
local brawler = require("creatures.brawler")

local club_worker = {}

local NONE = creature.NONE

local via_stop = gunman.via_stop

--- A crouching target counts this much lower (tomb3 box.cpp: the pitch
--- to a crouching Lara is taken from 384 below her feet).
local CROUCH_DROP = 384
--- A target whose body is under this height is crouching.
local CROUCH_HEIGHT = 512

--- True when `target` is below `e`'s feet, or crouching at their height.
local function low(e, target)
  local _, _, top, bottom = target:bounds()
  local rise = e.y - target.y
  if bottom - top < CROUCH_HEIGHT then rise = rise - CROUCH_DROP end
  return rise < 0
end

--- The blow of the attack state `name` lands, once an attack (a rival
--- takes the stats' `rival_damage` where given); true when it landed now
--- or the swing is over. `how` may name another touch mask and bite point
--- (a kick's).
local function blow(e, ai, st, name, how)
  how = how or st
  local function lands()
    if not creature.touches(e, ai, how.touch) then return false end
    local lara = ai.target.type == 0
    local damage = (not lara and st.rival_damage) and st.rival_damage[name] or st.damage[name]
    creature.bite(e, ai, how.bite, damage, how.touch)
    return true
  end
  return brawler.blow(e, ai, name, lands, st.sound[name]) or creature.last_frame(e)
end

local decide = {}
club_worker.decide = decide

function decide.stop(e, ai, info, st)
  local S = st.states
  ai.blow = nil
  ai.max_turn = 0
  local r = st.range
  if ai.mood == "escape" then
    e.goal_state = S.run
  elseif ai.mood == "bored" then
    if ai.required ~= NONE then
      e.goal_state = ai.required
    else
      e.goal_state = world.random() < st.chance.walk and S.walk or S.wait
    end
  elseif not info.bite then
    e.goal_state = S.run
  elseif info.distance < r.punch_0 then
    e.goal_state = S.aim_0
  elseif info.distance < r.punch_1 then
    e.goal_state = S.aim_1
  elseif info.distance < r.walk then
    e.goal_state = S.walk
  else
    e.goal_state = S.run
  end
end

function decide.wait(e, ai, _, st)
  local S = st.states
  if ai.mood ~= "bored" then
    e.goal_state = S.stop
  elseif world.random() < st.chance.stroll then
    via_stop(e, ai, S, S.walk)
  end
end

function decide.walk(e, ai, info, st)
  local S = st.states
  ai.blow = nil
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "escape" then
    e.goal_state = S.run
  elseif ai.mood == "bored" then
    if world.random() < st.chance.rest then via_stop(e, ai, S, S.wait) end
  elseif S.kick and info.bite and info.distance < st.range.kick and low(e, ai.target) then
    e.goal_state = S.kick
  elseif not info.bite then
    e.goal_state = S.run
  elseif info.distance < st.range.punch_0 then
    e.goal_state = S.stop
  elseif info.distance < st.range.punch_2 then
    e.goal_state = S.aim_2
  else
    e.goal_state = S.run
  end
end

function decide.run(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = angle // st.lean
  if ai.mood == "escape" then return end
  if ai.mood == "bored" or (info.ahead and info.distance < st.range.walk) then
    e.goal_state = S.walk
  end
end

function decide.aim_0(e, ai, info, st)
  local S = st.states
  ai.blow = nil
  e.goal_state = (info.bite and info.distance < st.range.punch_0) and S.punch_0 or S.stop
end

function decide.aim_1(e, ai, info, st)
  local S = st.states
  ai.blow = nil
  e.goal_state = (info.ahead and info.distance < st.range.punch_1) and S.punch_1 or S.stop
end

function decide.aim_2(e, ai, info, st)
  local S = st.states
  ai.blow = nil
  e.goal_state = (info.bite and info.distance < st.range.punch_2) and S.punch_2 or S.walk
end

function decide.punch_0(e, ai, _, st)
  local S = st.states
  if blow(e, ai, st, "punch_0") then e.goal_state = S.stop end
end

function decide.punch_1(e, ai, info, st)
  local S = st.states
  if blow(e, ai, st, "punch_1") then e.goal_state = S.stop end
  if info.ahead and info.distance > st.range.punch_1 and info.distance < st.range.punch_2 then
    e.goal_state = S.punch_2
  end
end

function decide.punch_2(e, ai, _, st)
  local S = st.states
  if blow(e, ai, st, "punch_2") then e.goal_state = S.walk end
end

--- The kick lands from its `kick.from` frame on.
function decide.kick(e, ai, _, st)
  local S = st.states
  if e.frame >= math.min(st.kick.from, creature.frames(e) - 1)
    and blow(e, ai, st, "kick", st.kick) then
    e.goal_state = S.stop
  end
end

brawler.family(club_worker)

club_worker.collision = creature.collision

return club_worker
