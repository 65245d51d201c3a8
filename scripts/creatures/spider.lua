-- TR2's spiders: the small one and the giant one share their states and
-- most of their ways (one routine each in the original; what sets the
-- small one apart is data in its stats). A spider walks while bored or
-- stalking and runs while hunting or fleeing; it bites (once a bite) a
-- target ahead its body touches, from a stop. The small one (timid) also
-- jumps at its target from a run, a lunge when very close, a leap when
-- near (`jumps`, `range`), leaps up any rise above `leap_rise` instead of
-- climbing it, and killed bursts into pieces (`bursts`); the giant one
-- (violent) stops at a touch and dies leaving its body. Numbers: creatures/stats/tr2.lua `spider`,
-- `giant_spider`.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")
local particles = require("lib.particles")
local slots = require("ai.slots")

local spider = {}

creature.behaviour(spider, stats.of)

--- The small spider's bursting (TR2 sound 349, SFX_SPIDER_EXPLODE).
local BURST_SOUND = 349
local BURST_PIECES = 8

--- Hunting or fleeing (not bored, not stalking).
local function roused(ai) return ai.mood == "attack" or ai.mood == "escape" end

local decide = {}
spider.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  if ai.mood == "bored" then
    if st.jumps and world.random() < st.chance.stroll then e.goal_state = S.walk end
  elseif info.ahead and creature.touches(e, ai) then e.goal_state = S.bite
  elseif ai.mood == "stalk" then e.goal_state = S.walk
  else e.goal_state = S.run end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  if ai.mood == "bored" then
    if st.jumps and world.random() < st.chance.stroll then e.goal_state = S.stop end
  elseif not st.jumps and info.ahead and creature.touches(e, ai) then
    e.goal_state = S.stop
  elseif roused(ai) then
    e.goal_state = S.run
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  local touching = info.ahead and creature.touches(e, ai)
  if touching and not st.jumps then e.goal_state = S.stop
  elseif not roused(ai) then e.goal_state = S.walk
  elseif touching then e.goal_state = S.stop
  elseif st.jumps and info.ahead and info.distance < st.range.lunge then e.goal_state = S.lunge
  elseif st.jumps and info.ahead and info.distance < st.range.leap then e.goal_state = S.leap end
end

--- A bite, and the small one's jumps: one blow, on touch.
local function strike(e, ai, _, st)
  if st.jumps or e.anim_state == st.states.bite then
    creature.strike_once(e, ai, st.bite, st.damage.bite)
  end
end
decide.bite, decide.leap, decide.lunge = strike, strike, strike

--- Bursts into pieces: gone, its pieces flying (the original's explosion).
local function burst(e, ai)
  slots.release(e)
  world.particles(particles.BODY_PIECES, e.room, e.x, e.y, e.z, BURST_PIECES)
  world.sound(BURST_SOUND, e)
  e.visible, e.solid, e.collidable, e.targetable = false, false, false, false
  ai.dead_since = world.tick()
  e:finish()
end

---@param e Entity
function spider.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 and st.bursts then
    if not ai.dead_since then burst(e, ai) end
    return
  end
  habitat.before_move(e, ai)
  creature.act_named(e, decide)
end

--- After the move: a small spider that rose more than `leap_rise` goes
--- back and leaps up instead (rising as it leaps).
---@param e Entity
function spider.after_move(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  if not (st and st.leap_rise) or e.health <= 0 or not ai.before_y then return end
  if e.anim_state == st.states.leap then return end
  if ai.before_y - e.y <= st.leap_rise then return end
  e:set_position(ai.before_x, ai.before_y, ai.before_z)
  e.room = ai.before_room
  local anim = creature.own_anim(e, st.leap_anim, st.states.leap)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, st.states.leap) end
end

return spider
