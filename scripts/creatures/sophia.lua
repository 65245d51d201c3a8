-- Sophia Lee, the boss of TR3's Lud's Gate office tower (tomb3
-- londboss.cpp; her end is fusebox.cpp's). No shot harms her: each one
-- glances off (and breaks off her summoning). She obeys the AI objects
-- about her as any creature (ai/orders.lua). With Lara below her she
-- stands and casts: without power she summons it (`frames.summon` ticks
-- of it, then `power_ticks` of power to cast small bolts with), a
-- summoning played out charges her for one great cast; small casts throw
-- two bolts (`sophia_bolt`) a little to each side of Lara, the great cast
-- adds the great bolt between them (`sophia_big_bolt`). Bolts speed up as
-- they fly and burst on Lara, a floor or a wall, hurting her more the
-- nearer. With Lara above her or about her level she goes for her, and
-- now and then, high above Lara with power left, she laughs. Whenever
-- Lara comes within `range.ring` she throws out a ring of force: it
-- spreads `ring.speed` a tick from `ring.radius` for `ring.ticks`, and
-- Lara caught by its edge takes `damage.ring`; the next ring waits for
-- the last to fade. The first electrical switch box Lara bursts on her
-- level (objects/common/fuse_box.lua counts them in
-- `world.level_state().fuse_boxes_burst`) kills her: she dies, bursts in a
-- long blast and drops what she carried (creatures/boss.lua).
-- Numbers: creatures/stats/tr3.lua `sophia`.
-- Left out: her vaults up and down two to four clicks (she keeps to
-- one-click steps), the ring throwing Lara back into a fall, and the
-- guards her alarm wakes.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local boss = require("creatures.boss")

local sophia = {}

boss.behaviour(sophia, stats.of)

--- Turns her to face Lara by at most `turn.cast` a tick.
local function face(e, ai, st)
  ai.max_turn = creature.deg(st.turn.cast)
  boss.face(e, ai, ai.target)
  ai.max_turn = 0
end


--- Throws `bolts` ({gun, kind, turn}…) at Lara.
local function cast(e, ai, bolts)
  for _, b in ipairs(bolts) do shoot.launch(e, b.gun, b.kind, ai.target, b.turn) end
end

local decide = {}
sophia.decide = decide

decide.stand = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  ai.summon_over = false
  local lara = ai.target
  local above_her = e.y < lara.y - st.range.level
  if above_her and not ai.charged and ai.power > 0 and world.random(st.chance.laugh) == 0 then
    e.goal_state = S.laugh
  elseif above_her then
    if ai.charged then e.goal_state = S.big_zap
    elseif ai.power > 0 then e.goal_state = S.small_zap
    else e.goal_state = S.summon end
  elseif ai.mood == "bored" then
    e.goal_state = info.ahead and S.stand or S.run
  elseif info.bite and info.distance < st.range.walk then
    e.goal_state = S.walk
  else
    e.goal_state = S.run
  end
end

decide.laugh = function(e, ai, _, st)
  face(e, ai, st)
  e.goal_state = st.states.stand
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if e.y < ai.target.y - st.range.level or ai.mood == "bored" then
    e.goal_state = S.stand
  elseif info.distance > st.range.walk then
    e.goal_state = S.run
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if e.y < ai.target.y - st.range.level then
    e.goal_state = S.stand
  elseif ai.mood == "bored" or (info.ahead and info.distance < st.range.walk) then
    e.goal_state = S.walk
  end
end

decide.summon = function(e, ai, _, st)
  face(e, ai, st)
  if ai.summon_over then
    -- Played out or broken off: back to her stance at its end.
    e.goal_state = st.states.stand
    return
  end
  if ai.summoning == nil then
    ai.summoning = 0
    ai.power = st.power_ticks
  end
  ai.summoning = ai.summoning + 1
  if ai.summoning >= st.frames.summon then
    ai.charged = true
    ai.summoning = nil
    ai.summon_over = true
    e.goal_state = st.states.stand
  else
    e.goal_state = st.states.summon
  end
end

decide.big_zap = function(e, ai, _, st)
  face(e, ai, st)
  ai.charged = false
  e.goal_state = st.states.stand
  if boss.at_frame(e, st.frames.big_zap) then cast(e, ai, st.big_cast) end
end

decide.small_zap = function(e, ai, _, st)
  face(e, ai, st)
  e.goal_state = st.states.stand
  if boss.at_frame(e, st.frames.small_zap) then cast(e, ai, st.small_cast) end
end

--- The ring of force: thrown when Lara comes near, spreading from where
--- she stood; Lara at its edge is struck once.
local function ring(e, ai, st)
  local R = st.ring
  local lara = world.lara()
  if not lara then return end
  local r = ai.ring
  if not r then
    if lara.health > 0 and e:distance_to(lara.x, lara.y - R.chest, lara.z) < st.range.ring then
      ai.ring = { x = e.x, z = e.z, age = 0, struck = false }
    end
    return
  end
  r.age = r.age + 1
  if r.age > R.ticks then
    ai.ring = nil
    return
  end
  local radius = R.radius + R.speed * r.age
  local dx, dz = lara.x - r.x, lara.z - r.z
  if not r.struck and dx * dx + dz * dz < radius * radius then
    r.struck = true
    lara:hit(st.damage.ring, e)
  end
end

---@param e Entity
---@param damage integer
---@param source? Entity
function sophia.on_hit(e, damage, source)
  local ai = e.state.ai
  if not ai or e.health <= 0 then return end
  world.sound(ai.stats.hit_sound, e)
  boss.glance(e)
  if e.anim_state == ai.stats.states.summon then
    ai.summoning = nil
    ai.summon_over = true
    e.goal_state = ai.stats.states.stand
  end
end

---@param e Entity
function sophia.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health > 0 and (world.level_state().fuse_boxes_burst or 0) > 0 then e.health = 0 end
  if boss.dying(e) then return end
  ai.power = math.max(0, (ai.power or 0) - 1)
  if creature.act_named(e, decide) then ring(e, ai, st) end
end

sophia.collision = creature.collision

return sophia
