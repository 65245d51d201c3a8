-- TR2's Xian guards (41 the spearman, 43 the knight; creatures/stats/
-- tr2.lua `xian_spearman`, `xian_knight`). Each stands as a jade statue
-- (wearing the meshes of its statue model, 42 or 44, which is never
-- placed) until its trigger wakes it: while its start animation plays, a
-- mesh at a time turns to flesh, from the first. Then it fights, violent:
--   spearman  two stances and a walk that stroll when bored, a run; from
--             each an aim (by range) that strikes with both spears
--   knight    a stance and a walk that slash from a sector or two; where
--             Lara is out of its ground zone it flies (the fly zone) to
--             her, trailing sparkles; with Lara dead it waits
-- Each blow lands once a strike, when the weapon's touch bits meet Lara.
-- Killed, it stands still and turns back to jade from its last mesh, one
-- a tick as the originals' 32-bit mesh mask empties, then shatters into
-- pieces and is gone.
local creature = require("ai.creature")
local sense = require("ai.sense")
local slots = require("ai.slots")
local particles = require("lib.particles")
local stats = require("creatures.stats")
local gunman = require("creatures.gunman")

local xian = {}

--- Ticks after death until the jade has crept over the 32 bits of the
--- originals' mesh mask and the warrior shatters.
local MESH_MASK_BITS = 32

--- How many meshes `type`'s model has.
local function mesh_count(type)
  local n = 0
  while world.model_mesh(type, n) do n = n + 1 end
  return n
end

--- Shows the first `flesh` meshes as its own, the rest as the statue's.
local function show_flesh(e, ai, flesh)
  if ai.flesh == flesh then return end
  ai.flesh = flesh
  for i = 0, ai.meshes - 1 do
    if i < flesh then
      e:mesh_swap(i)
    else
      e:mesh_swap(i, world.model_mesh(ai.stats.statue, i))
    end
  end
end

--- The state names of its stats, by number.
local function names_of(st)
  local names = {}
  for name, n in pairs(st.states) do names[n] = name end
  return names
end

local function setup(e)
  local st = stats.of(e)
  local ai = creature.setup(e, st)
  ai.flying = false
  ai.state_names = names_of(st)
  ai.meshes = math.min(mesh_count(e.type), mesh_count(st.statue))
  if not ai.woken then
    -- A statue: jade, in its start pose, not a target until woken.
    ai.flesh = nil
    show_flesh(e, ai, 0)
    creature.play_state(e, st.states.start)
    e.targetable = false
  end
  return ai
end

xian.init = setup
xian.on_reload = setup
xian.on_hit = creature.on_hit

--- Its trigger wakes it.
---@param e Entity
function xian.on_activate(e)
  local ai = e.state.ai
  if ai and not ai.woken and e.health > 0 then
    ai.woken = true
    ai.wake_clock = 0
    e.targetable = true
  end
end

--- While the start animation plays, one more mesh of flesh every
--- `wake_every` ticks; out of it, all flesh.
local function waking(e, ai, st)
  if e.anim_state ~= st.states.start then
    show_flesh(e, ai, ai.meshes)
    return
  end
  if ai.wake_clock % st.wake_every == 0 then
    show_flesh(e, ai, math.min(ai.meshes, (ai.flesh or 0) + 1))
  end
  ai.wake_clock = ai.wake_clock + 1
end

--- Dead: still, turning to jade from the last mesh; then it shatters.
local function turning_to_jade(e, ai, st)
  if not ai.dead_since then
    ai.dead_since = world.tick()
    e.solid, e.targetable, e.paused = false, false, true
    e:clear_joints()
  end
  local left = MESH_MASK_BITS - (world.tick() - ai.dead_since)
  show_flesh(e, ai, math.max(0, math.min(ai.meshes, left)))
  if left > 0 then return end
  local _, _, top, bottom = e:bounds()
  world.particles(particles.BODY_PIECES, e.room, e.x, e.y + (top + bottom) // 2, e.z, ai.meshes)
  world.sound(st.shatter_sound, e.x, e.y, e.z)
  slots.release(e)
  e:kill()
end

--- Within `range` and ahead (or, for `bite`, ahead and level).
local function within(info, range, bite)
  return (bite and info.bite or info.ahead) and info.distance < range
end

--- One of two states on an even roll, or the one named.
local function one_of(st, to)
  if type(to) == "table" then
    return world.random() < st.chance.pick and to[1] or to[2]
  end
  return to
end

--- Bored: its first change below the `first` roll, its other below the
--- `second`; true when it was bored.
local function strolls(e, ai, st, S, name)
  if ai.mood ~= "bored" then return false end
  local roll, to, odds = world.random(), st.bored[name], st.chance.bored
  if roll < odds.first then
    e.goal_state = S[to[1]]
  elseif roll < odds.second then
    e.goal_state = S[to[2]]
  end
  return true
end

local spearman = {}

function spearman.stop(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if strolls(e, ai, st, S, "stop") then return end
  e.goal_state = within(info, st.range.stop) and S.aim_1 or S.walk
end

function spearman.stop_2(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if ai.mood == "escape" then
    e.goal_state = S.walk
  elseif not strolls(e, ai, st, S, "stop_2") then
    e.goal_state = within(info, st.range.stop_2) and S.aim_5 or S.walk
  end
end

function spearman.walk(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "escape" then
    e.goal_state = S.run
  elseif strolls(e, ai, st, S, "walk") then
    return
  elseif within(info, st.range.walk) then
    local lunge = info.distance < st.range.lunge
    e.goal_state = S[lunge and "aim_2" or one_of(st, { "aim_3", "aim_4" })]
  elseif not info.ahead or info.distance > st.range.run then
    e.goal_state = S.run
  end
end

function spearman.run(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if ai.mood == "escape" then return end
  if ai.mood == "bored" then
    e.goal_state = S[one_of(st, { "stop", "stop_2" })]
  elseif within(info, st.range.charge) then
    e.goal_state = S.aim_6
  end
end

local knight = {}

--- Lara is alive and somewhere its ground zone does not reach.
local function out_of_zone(info)
  return info.zone ~= info.enemy_zone
end

function knight.stop(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if info.target_dead then
    e.goal_state = S.wait
  elseif within(info, st.range.slash, true) then
    e.goal_state = S[one_of(st, { "aim_1", "aim_2" })]
  elseif out_of_zone(info) then
    e.goal_state = S.fly
  else
    e.goal_state = S.walk
  end
end

function knight.walk(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if info.target_dead then
    e.goal_state = S.stop
  elseif within(info, st.range.walk_slash, true) then
    e.goal_state = S.aim_3
  elseif out_of_zone(info) then
    e.goal_state = S.stop
  end
end

function knight.fly(e, ai, _, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.fly)
  world.particles(particles.SPARKS, e.room, e.x, e.y, e.z, 1)
  world.sound(st.hover_sound, e)
  if not ai.flying then e.goal_state = S.stop end
end

--- The knight flies (fly zone) while in its fly state with Lara out of its
--- ground zone, and walks (its own zone) otherwise: judged each tick from
--- the ground, as the original resets its locomotion every tick; its
--- locomotion and what it senses follow.
local function flight(e, ai, info)
  local st = ai.stats
  if not st.flight then return end
  if ai.flying then
    ai.class = st.zone
    sense.update(e, ai, ai.target)
  end
  local wants = e.anim_state == st.states.fly and info.zone ~= info.enemy_zone
  if wants ~= ai.flying then
    local f = wants and st.flight or st
    e:set_locomotion({ zone = f.zone, large = ai.large, step = f.step, drop = f.drop,
                       radius = st.radius, fly = wants and f.fly or 0 })
  end
  ai.flying, ai.fly = wants, wants
  ai.class = wants and st.flight.zone or st.zone
  if wants then sense.update(e, ai, ai.target) end
end

--- An aim: its strike while Lara stays within its range, else back; the
--- strike's blows are ready again.
local function aim(e, ai, info, st)
  local S = st.states
  local name = ai.state_name
  local a = st.aims[name]
  ai.struck = {}
  e.goal_state = S[within(info, a.range, a.bite) and a.shot or a.back]
end

--- A strike: each weapon wounds once when it meets Lara; then on to the
--- strike's next state by its rules.
local function strike(e, ai, info, st)
  local S = st.states
  local name = ai.state_name
  local h = st.hits[name]
  ai.struck = ai.struck or {}
  for i, blow in ipairs(st.blows) do
    if not ai.struck[i] and ai.target and ai.target.health > 0
      and e:touch_bits(ai.target, blow.touch) ~= 0 then
      ai.struck[i] = true
      creature.bite(e, ai, blow.bite, h.damage)
      if st.hit_sound then world.sound(st.hit_sound, e) end
    end
  end
  for _, rule in ipairs(h.after or {}) do
    if not rule.within or within(info, rule.within) then
      e.goal_state = S[one_of(st, rule.to)]
      break
    end
  end
end

--- The decisions of each kind of warrior (by the state names of the
--- stats): the spearman's, or the knight's for stats with a `flight`.
xian.decide = { spearman = spearman, knight = knight }

--- The decision for state `name` of a warrior with stats `st`.
local function decision(st, name)
  local own = st.flight and knight or spearman
  if own[name] then return own[name] end
  if st.aims[name] then return aim end
  if st.hits[name] then return strike end
  return nil
end

---@param e Entity
function xian.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    turning_to_jade(e, ai, st)
    return
  end
  waking(e, ai, st)
  creature.goal_follows_animation(e, ai)
  gunman.run_states(e, decision, { amend = flight })
end

xian.collision = creature.collision

return xian
