-- TR2's dragon, the shape Marco Bartoli takes at the end of the game: a
-- front (22) that is the creature, and a back (23) posed with it every
-- tick (same place, heading, animation and frame; its model numbers its
-- animations as the front's). The front thinks violently: it walks at
-- Lara (walking round to the left or right when the turn is more than a
-- degree), stops three to six sectors from her to aim and breathe fire
-- (creatures/missile.lua's flame from its mouth), swipes at her when she
-- is nearer (each swipe's meshes) or turns on the spot (exactly a degree
-- a tick; aiming, breathing fire and standing it holds its heading: the
-- original takes back the turn there), and hurts her a
-- little every tick its body touches her. It cannot be killed by guns:
-- knocked down, it lies for a while and gets up with half its hit points,
-- unless Lara, standing by its chest facing it, takes the dagger out
-- (Action): then it burns away into its bones and sinks into the floor.
-- Numbers: creatures/stats/tr2.lua `dragon` (TRX dragon.c).
local creature = require("ai.creature")
local stats = require("creatures.stats")
local shoot = require("ai.shoot")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local extra = require("lara.extra")
local slots = require("ai.slots")

local dragon = {}

--- The glow about a dragon knocked down or burning away: a light of this
--- brightness (TR2's intensity 12-15, ×8 to 0-255) and radius (falloff
--- 10-13, ×256), and a sparkle within LIGHT_RANGE of it.
local LIGHT_BRIGHTNESS, LIGHT_FALLOFF, LIGHT_SPREAD, FALLOFF_UNIT = 12 * 8, 10, 4, 256
local LIGHT_RANGE = 5120

---@param e Entity
function dragon.init(e)
  local st = stats.of(e)
  creature.setup(e, st)
  local s = e.state
  if s.back == nil then
    s.back = false
    if world.has_object(st.back) then
      local back = world.spawn(st.back, e.room, e.x, e.y, e.z, e.yaw)
      back.state.front = e
      back.visible = e.visible
      s.back = back
    end
  end
end

dragon.on_reload = function(e) creature.setup(e, stats.of(e)) end

--- A hit: hit points go as usual, but the kill counts once, the first time
--- it falls (it gets up again; only the dagger ends it).
---@param e Entity
---@param damage integer
---@param source? Entity
function dragon.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai and ai.fallen_once then
    if e.health > 0 then e.health = e.health - damage end
    return
  end
  creature.on_hit(e, damage, source)
end

--- The back, when it is still there.
local function back_of(e) return creature.partner(e, "back") end

--- Glows: a light about it and a sparkle somewhere near it.
local function glow(e, dim)
  local bright = LIGHT_BRIGHTNESS + world.fx_random(LIGHT_SPREAD) * 8 + (dim or 0) * 8
  local radius = (LIGHT_FALLOFF + world.fx_random(LIGHT_SPREAD) + (dim or 0)) * FALLOFF_UNIT
  if bright <= 0 or radius <= 0 then return end
  world.light(e.room, e.x, e.y - 1024, e.z, bright, bright, bright, radius)
  local a = world.fx_random(65536)
  local d = world.fx_random(LIGHT_RANGE)
  local sx, sz = fixed.step(a, d)
  world.particles(particles.SPARKS, e.room, e.x + sx, e.y - 1024, e.z + sz, 1)
end

local decide = {}
dragon.decide = decide

--- Between three and six sectors, ahead: where it stops to breathe fire.
local function in_fire_range(info, st)
  return info.ahead and info.distance > st.range.close and info.distance < st.range.stop
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.breath = 0
  local near_ahead = info.ahead and info.distance < st.range.stop
  if in_fire_range(info, st) then e.goal_state = S.stop
  elseif ai.turned < -st.need_turn then e.goal_state = near_ahead and S.stop or S.left
  elseif ai.turned > st.need_turn then e.goal_state = near_ahead and S.stop or S.right end
end

decide.left = function(e, ai, info, st)
  if ai.turned > -st.need_turn or in_fire_range(info, st) then e.goal_state = st.states.walk end
end

decide.right = function(e, ai, info, st)
  if ai.turned < st.need_turn or in_fire_range(info, st) then e.goal_state = st.states.walk end
end

--- Takes back this tick's turn: aiming, breathing fire and standing it
--- holds its heading (the original undoes Creature_Turn there).
local function hold_heading(e, ai)
  e.yaw = (e.yaw - ai.turned) % 65536
end

decide.aim = function(e, ai, info, st)
  hold_heading(e, ai)
  if in_fire_range(info, st) then
    ai.breath = st.breath
    e.goal_state = st.states.fire
  else
    ai.breath = 0
  end
end

decide.fire = function(e, ai, info, st)
  hold_heading(e, ai)
  world.sound(st.fire_sound, e)
  if ai.breath > 0 then
    if info.ahead then shoot.launch(e, st.mouth, st.missile, ai.target) end
    ai.breath = ai.breath - 1
  else
    e.goal_state = st.states.stop
  end
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  hold_heading(e, ai)
  -- A swipe chosen is a swipe made.
  if e.goal_state == S.swipe_left or e.goal_state == S.swipe_right then return end
  if in_fire_range(info, st) then e.goal_state = S.aim
  elseif info.distance > st.range.stop or not info.ahead then e.goal_state = S.walk
  elseif info.distance >= st.range.close or ai.swiped then
    e.goal_state = info.angle < 0 and S.turn_left or S.turn_right
  else
    ai.swiped = true
    e.goal_state = info.angle < 0 and S.swipe_left or S.swipe_right
  end
end

--- Turning on the spot it spins exactly `st.spin` a tick, this tick's
--- turn taken back.
decide.turn_left = function(e, ai, _, st)
  ai.swiped = false
  e.yaw = (e.yaw - st.spin - ai.turned) % 65536
end

decide.turn_right = function(e, ai, _, st)
  ai.swiped = false
  e.yaw = (e.yaw + st.spin - ai.turned) % 65536
end

--- A swipe hurts her every tick its meshes touch her (as the original's
--- does); one that missed makes the next stop turn rather than swipe.
local function swiping(name)
  return function(e, ai, _, st)
    if creature.touches(e, ai, st.swipes[name]) then
      ai.target:hit(st.damage.swipe, e)
      ai.swiped = false
    end
  end
end
decide.swipe_left = swiping("swipe_left")
decide.swipe_right = swiping("swipe_right")

--- Knocked down: it lies there glowing; after `live_time` it gets up,
--- and `almost_live` ticks later it has its hit points back (a share).
local function lie_down(e, ai, st)
  local S, d = st.states, st.down
  if not ai.down then
    local anim = creature.own_anim(e, st.death_anim, S.death)
    if anim then creature.set_anim(e, anim) else creature.play_state(e, S.death) end
    e.goal_state = S.death
    ai.down, ai.fallen_once = 0, true
    ai.die_frames = creature.frames(e)
    e.targetable, e.solid = false, false
    return
  end
  glow(e)
  ai.down = ai.down + 1
  if ai.down == d.live_time then e.goal_state = S.stop end
  if ai.down >= d.live_time + d.almost_live then
    e.health = st.hit_points // d.revive_share
    ai.down = false
    e.targetable, e.solid = true, true
  end
end

--- The dagger is out: it burns away, leaves its bones, sinks and is gone.
local function burn_away(e, ai, st)
  local f = st.fade
  ai.fading = ai.fading + 1
  if ai.fading < f.lights_for then glow(e, -ai.fading // 2) end
  local back = back_of(e)
  if ai.fading == f.bones_at then
    local b = st.bones
    if world.has_object(b.back) then world.spawn(b.back, e.room, e.x, e.y, e.z, e.yaw) end
    if world.has_object(b.front) then
      local bones = world.spawn(b.front, e.room, e.x, e.y, e.z, e.yaw)
      bones.mesh_bits = 0xFFFFFFFF - b.front_hidden
    end
    e:clear_locomotion()
    e.auto_land = false
  elseif ai.fading > f.bones_at and ai.fading < f.gone_at then
    e.y = e.y + f.sink
  elseif ai.fading >= f.gone_at then
    slots.release(e)
    if back then back:kill() end
    e:kill()
  end
end

--- Poses the back as the front stands (after the front moved).
local function pose_back(e)
  local back = back_of(e)
  if not back then return end
  back.room = e.room
  back:set_position(e.x, e.y, e.z)
  back.yaw, back.pitch, back.roll = e.yaw, e.pitch, e.roll
  back.visible = e.visible
  back.solid = e.solid
  if e.anim < back.anim_count then back:set_anim(e.anim, e.frame) end
end

---@param e Entity
function dragon.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if ai.fading then
    burn_away(e, ai, st)
    return
  end
  if e.health <= 0 then
    lie_down(e, ai, st)
    return
  end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, true) then return end
  local info = ai.info
  ai.turned = creature.turn(e, ai, ai.max_turn)
  if creature.touches(e, ai) then ai.target:hit(st.damage.touch, e) end
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
end

dragon.after_move = function(e)
  if e:exists() then pose_back(e) end
end

--- Lara and the fallen dragon in its frame: across its body and along it.
local function in_frame(e, lara)
  local dx, dz = lara.x - e.x, lara.z - e.z
  local s, c = fixed.sin(e.yaw), fixed.cos(e.yaw)
  return (c * dx - s * dz) // fixed.ONE, (c * dz + s * dx) // fixed.ONE
end

--- True while the dragon lies down with its death played out, and not yet
--- nearly up again: the dagger can be taken.
local function dagger_open(e, ai, st)
  if not ai.down or ai.down < ai.die_frames then return false end
  return ai.down < st.down.live_time + st.down.almost_live
end

--- Lara by the fallen dragon: kept off its body, and with Action at its
--- chest, facing it, she pulls the dagger out.
---@param e Entity
---@param lara Entity
function dragon.collision(e, lara)
  local ai = e.state.ai
  if not ai or not ai.down or ai.fading or lara.health <= 0 then return end
  local st, b = ai.stats, ai.stats.body
  local across, along = in_frame(e, lara)
  if math.abs(along) >= b.side or across < 0 or across >= b.far then return end
  local facing = angles.diff(lara.yaw, (e.yaw + 16384) % 65536)
  if dagger_open(e, ai, st) and not lara.gravity and across > b.near and across <= b.mid
    and math.abs(along) < b.reach and math.abs(facing) < creature.deg(b.facing)
    and world.pressed(input.ACTION) then
    local dg = st.dagger
    if extra.start(lara, dg.object, dg.anim, dg.state, e, { item = dg.item, at_frame = dg.at_frame }) then
      ai.fading = 0
    end
    return
  end
  local base = across < b.mid and b.close or b.far
  if across < b.close or across > b.mid then
    local push = base - across
    lara.x = lara.x + (fixed.cos(e.yaw) * push) // fixed.ONE
    lara.z = lara.z - (fixed.sin(e.yaw) * push) // fixed.ONE
  end
end

return dragon
