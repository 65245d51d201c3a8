-- TR3's compsognathus (compy): small dinosaurs in packs. A compy goes
-- where its pack sends it rather than where a mood would: with Lara in
-- its zone it takes its own place around her (a share of the circle by
-- its index), out of it it wanders bored, feeding on a carcass in its
-- room where there is one. The pack keeps its distance and only snaps at
-- her once it has turned on her (the level's `compys.turned`). A hit, her
-- roll, or her running at a compy she faces scares the whole pack: each
-- flees to a place on the far side of her (the one that took fright after
-- a stagger by its index) until the shared scare runs out; a scared or
-- hurt compy may turn the pack on her. Standing still, a compy between
-- its strike range and the range it keeps waits where it is (as the
-- original does) until she comes closer.
-- Numbers: creatures/stats/tr3.lua `compy`.
local fixed = require("lib.fixed")
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local compy = {}

creature.behaviour(compy, stats.of)

--- Lara's roll (her state), which scares the pack.
local LARA_ROLL = 45

--- The pack's shared state: `scared` (ticks of fright left) and `turned`
--- (the pack bites her).
local function pack()
  local level = world.level_state()
  local p = level.compys
  if not p then
    p = { scared = 0, turned = false }
    level.compys = p
  end
  return p
end

--- A roll below `chance` (0..32767).
local function roll(chance) return world.random() < chance end

--- The carcass in the compy's room it feeds on (looked up once).
local function carcass(e, ai, st)
  if ai.carcass == nil then
    ai.carcass = false
    for i = 0, world.entity_count() - 1 do
      local c = world.entity(i)
      if c and c.type == st.feeds_on and c.room == e.room then
        ai.carcass = c
        break
      end
    end
  end
  return ai.carcass or nil
end

--- Its share of the circle around its target (the original spreads a
--- pack by item number over eight places).
local function share(e, st)
  return st.spread * (e.index % 8) - st.spread_first
end

--- Frightened by Lara: a hit, her roll, or her running at it face on.
local function frightened(ai, info, st, target)
  local faced = math.abs(info.enemy_facing) < st.scare.facing and target.speed > st.scare.speed
  return faced or target.anim_state == LARA_ROLL or ai.hurt
end

--- The compy's mood this tick, from the pack's fright and its zone.
local function pack_mood(e, ai, info, st, target)
  local p = pack()
  if p.scared == 0 and not p.turned and frightened(ai, info, st, target) then
    ai.stagger = st.scare.stagger * (e.index % 8)
    p.scared = st.scare.ticks
  elseif p.scared > 0 then
    if ai.stagger > 0 then
      ai.stagger = ai.stagger - 1
    else
      ai.mood = "escape"
      p.scared = p.scared - 1
    end
    if roll(st.turn_on.scared) and ai.age > st.turn_on.scared_after then p.turned = true end
  else
    ai.mood = info.zone == info.enemy_zone and "attack" or "bored"
  end
end

--- Where the mood sends it: its place by its target, the far side of her,
--- or (bored) the carcass.
local function place(e, ai, info, st, target)
  local feed = carcass(e, ai, st)
  local spread = share(e, st)
  if ai.mood == "bored" then
    if feed then creature.aim(e, ai, feed.x, feed.y, feed.z) end
  elseif ai.mood == "attack" then
    local dx, dz = fixed.step((spread + e.yaw) % 65536, st.circle)
    creature.aim(e, ai, target.x + dx, target.y, target.z + dz)
  else
    local away = (spread + info.angle + 32768) % 65536
    local dx, dz = fixed.step(away, st.circle)
    local x, z = target.x + dx, target.z + dz
    local floor = world.floor(world.room_at(e.room, x, e.y, z), x, e.y, z)
    if math.abs(floor - e.y) > st.place_step then
      ai.mood = "bored"
      ai.stagger = pack().scared
    else
      creature.aim(e, ai, x, e.y, z)
    end
  end
end

--- Bored by a carcass it sees it: what it goes by is the carcass.
local function feeding_senses(e, ai, info, st)
  local feed = carcass(e, ai, st)
  if ai.mood ~= "bored" or not feed then return end
  info.distance = e:distance_to(feed.x, e.y, feed.z)
  info.angle = e:angle_to(feed)
  info.ahead = math.abs(info.angle) < sense.AHEAD
end

--- How far it keeps from its place before it runs.
local function keep(st)
  return pack().turned and st.range.keep_attacking or st.range.keep
end

local decide = {}
compy.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.stop)
  if ai.mood == "attack" then
    if info.angle ~= 0 and info.distance < st.range.strike then
      if pack().turned then
        e.goal_state = roll(st.chance.attack) and S.attack or S.jump
      else
        e.goal_state = S.stop
      end
    elseif info.distance > keep(st) then
      e.goal_state = S.run
    end
  elseif ai.mood == "bored" then
    if info.ahead and info.distance < st.range.feed and carcass(e, ai, st) then
      e.goal_state = roll(st.chance.attack) and S.attack or S.jump
    elseif info.distance > st.range.feed then
      e.goal_state = S.run
    end
  else
    e.goal_state = roll(st.chance.jump) and S.jump or S.run
  end
end

decide.run = function(e, ai, info, st)
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.run)
  if math.abs(info.angle) < st.scare.facing and info.distance < keep(st) then
    e.goal_state = st.states.stop
  end
end

--- A bite or a jump at her: once, on touch, when the pack has turned.
local function snap(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.attack)
  if pack().turned then creature.strike_once(e, ai, st.bite, st.damage.bite) end
end
decide.jump, decide.attack = snap, snap

---@param e Entity
function compy.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local S = st.states
  if creature.dying(e) then return end
  creature.goal_follows_animation(e, ai)
  ai.stagger = ai.stagger or 0
  ai.age = (ai.age or 0) + 1
  -- The pack, not the mood rules, decides its mood: think only senses
  -- and finds its way.
  local hurt, mood = ai.hurt, ai.mood
  if not creature.think(e, st.violent, function(_, _, info) feeding_senses(e, ai, info, st) end) then
    return
  end
  local info, target = ai.info, ai.target
  ai.hurt, ai.mood = hurt, mood
  pack_mood(e, ai, info, st, target)
  if hurt and ai.age > st.turn_on.hurt_after and roll(st.turn_on.hurt) then pack().turned = true end
  ai.hurt = false
  place(e, ai, info, st, target)
  local angle = creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, S)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.tilt(e, ai, angle // 2)
  creature.head(e, ai, info.ahead and info.angle or 0)
end

return compy
