-- Ahmet (TR4 102; TOMB4 ahmet.cpp), the jackal-headed guardian. A heavy
-- body: where he stands he sets off heavy triggers. From a stop he swipes
-- (a claw, then the other) at her close ahead; near ahead he leaps at
-- her, biting or swiping; farther he walks or runs at her. Bored, or
-- fleeing while she neither aims at him nor is behind him, he stands.
-- Each claw and the bite land once an attack. Killed, he burns (flames
-- about his body, the small fires' sound) on his death's last frame, and
-- stays so, until the scales raise the last one killed again
-- (`ahmet.raise_fallen`, TOMB4 ReTriggerAhmet): back on the middle of the
-- sector he started on, whole, and still for his first tick.
-- His AI objects: a guard stands looking about (ai/orders.lua), a patrol
-- walks its round, both until alerted; noticing Lara (she is within a
-- sector, he is hit, he sees her) he alerts every Ahmet (AlertAllGuards).
-- Numbers: creatures/stats/tr4.lua `ahmet`.
-- Left out: the screen's red flash as he rises.
local alarm = require("ai.alarm")
local creature = require("ai.creature")
local melee = require("ai.melee")
local orders = require("ai.orders")
local particles = require("lib.particles")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local undead = require("creatures.undead")

local ahmet = creature.behaviour({}, stats.of)

---@param e Entity
function ahmet.init(e)
  local ai = creature.setup(e, stats.of(e))
  e.heavy = ai.stats.heavy
  -- Where the scales raise him: the middle of his start sector, at his
  -- height to the click below (InitialiseAhmet keeps x, z >> 10, y >> 8).
  if not ai.raise_at then
    local r = ai.stats.raise
    ai.raise_at = { x = e.x // r.sector * r.sector + r.sector // 2, y = e.y // r.click * r.click,
                    z = e.z // r.sector * r.sector + r.sector // 2 }
  end
end

ahmet.on_reload = ahmet.init

--- True while a standing patrol order keeps him walking his round (TOMB4
--- drops it once he is alerted or hurt: GetAITarget).
local function patrolling(ai)
  return ai.orders ~= nil and ai.orders.patrol1 == true and not ai.alerted
end

local decide = {}
ahmet.decide = decide

decide.idle = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.max_turn = 0
  ai.landed = {}
  if patrolling(ai) then
    e.goal_state = S.walk
  elseif ai.mood == "bored" or ai.mood == "escape" then
    local aimed = sense.targeted_by(e, world.lara())
    e.goal_state = (not aimed and info.ahead) and S.idle or S.run
  elseif info.bite and info.distance < R.swipe then
    e.goal_state = S.swipe
  elseif math.abs(info.angle) >= st.leap_arc or info.distance >= R.leap then
    if ai.required ~= creature.NONE then e.goal_state = ai.required
    elseif info.ahead and info.distance < R.walk then e.goal_state = S.walk
    else e.goal_state = S.run end
  else
    e.goal_state = undead.one_in(2) and S.jump_bite or S.jump_swipe
  end
end

decide.walk = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if patrolling(ai) then
    e.goal_state = st.states.walk
    return
  end
  e.goal_state = (info.bite and info.distance < st.range.leap) and st.states.idle or st.states.run
end

decide.run = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.max_turn = creature.deg(st.turn.run)
  ai.landed = {}
  local calm = ai.mood == "bored"
    or (ai.mood == "escape" and not sense.targeted_by(e, world.lara()) and info.ahead)
  if calm or (info.bite and info.distance < R.leap) then
    e.goal_state = S.idle
  elseif info.distance < R.walk and info.ahead and math.abs(info.enemy_facing) > 0x4000 then
    e.goal_state = S.walk
  end
end

--- The claws of `blows` ({claw, after}…) land once each after their frame.
local function claws(e, ai, info, st, blows)
  melee.stand_facing(e, ai, info, st.turn.face)
  ai.landed = ai.landed or {}
  local last = creature.frames(e) - 1
  for _, b in ipairs(blows) do
    local claw = st.claws[b.claw]
    if not ai.landed[b.claw] and e.frame >= math.min(b.after + 1, last)
      and creature.bite(e, ai, { mesh = claw.mesh, x = 0, y = 0, z = 0 }, st.claw_damage, claw.touch) then
      ai.landed[b.claw] = true
    end
  end
end

decide.swipe = function(e, ai, info, st) claws(e, ai, info, st, st.swipe) end
decide.jump_swipe = function(e, ai, info, st) claws(e, ai, info, st, st.jump_swipe) end

decide.jump_bite = function(e, ai, info, st)
  ai.max_turn = 0
  local b = st.bite
  if e.frame < math.min(b.after + 1, creature.frames(e) - 1) then
    melee.face(e, info, creature.deg(st.turn.face))
    ai.struck = false
    return
  end
  creature.strike_once(e, ai, { mesh = b.mesh, x = 0, y = 0, z = 0 }, b.damage, b.touch)
end

--- Dead: he burns on the last frame of his death, until raised; the
--- level remembers him as the last Ahmet killed.
local function burning(e, ai, st)
  if not ai.dead_since then
    world.level_state().fallen_ahmet = e.index
    local anim = creature.own_anim(e, st.death_anim, st.states.death)
    if anim then creature.set_anim(e, anim) else creature.play_state(e, st.states.death) end
    e.goal_state = st.states.death
    e.solid, e.targetable = false, false
    ai.dead_since = world.tick()
    e:clear_joints()
  end
  -- On the last frame he is held there (his hook still runs).
  if creature.last_frame(e) then e.paused = true end
  if world.tick() % st.burn.every == 0 then
    world.particles(particles.FLAME, e.room, e.x, e.y - 256, e.z, 4)
    world.sound(st.burn.sound, e)
  end
end

--- Every Ahmet is alerted when this one notices Lara: she is within a
--- sector, he was hit this tick, or he sees her (AlertAllGuards).
local function alert_the_others(e, ai)
  local lara = world.lara()
  if creature.hit_lately(ai) or orders.notices(e, ai, lara) then alarm.raise(e) end
end

--- Raises the last Ahmet killed (the level's `fallen_ahmet`) where he
--- started, when he lies burning on his death's last frame: whole,
--- active, his mind set afresh, and still for the tick he rises (TOMB4
--- ReTriggerAhmet, called by the scales after a wrong measure). True when
--- he rose.
---@return boolean
function ahmet.raise_fallen()
  local index = world.level_state().fallen_ahmet
  local e = index and world.entity(index)
  local ai = e and e.state.ai
  if not ai or e.health > 0 or e.anim_state ~= ai.stats.states.death or not creature.last_frame(e) then
    return false
  end
  local at = ai.raise_at
  e.room = world.room_at(e.room, at.x, at.y, at.z)
  e.x, e.y, e.z = at.x, at.y, at.z
  creature.set_anim(e, 0)
  e.goal_state = ai.stats.states.idle
  e.health = ai.stats.hit_points
  e.paused, e.visible, e.targetable = false, true, true
  e.awake = true
  ai.dead_since, ai.mood, ai.hurt, ai.alarmed = false, "bored", false, false
  ai.required, ai.landed, ai.rising = creature.NONE, {}, true
  return true
end

---@param e Entity
function ahmet.control(e)
  local ai = e.state.ai
  if ai.rising then
    ai.rising = false
    return
  end
  if e.health <= 0 then
    burning(e, ai, ai.stats)
    return
  end
  alert_the_others(e, ai)
  creature.act_named(e, decide)
end

return ahmet
