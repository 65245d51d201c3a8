-- TR5's two-gun man (TOMB5 twogun.cpp; numbers in creatures/stats/tr5.lua
-- `twogun`): a VCI guard with a laser gun in each hand. Timid.
--   stop       turns to Lara `turn.face` a tick; she more than `behind`
--              off his heading, he turns about; in his sights within
--              `range.aim` (or from another zone) he aims, else walks
--   walk       she ahead within `fire_ahead` and in his sights, he fires
--              walking: the right gun, or the left once the walk is past
--              frame `left_from`; she behind, he stops
--   walk_fire_right, walk_fire_left: one gun on their first frame
--   aim        turns to her; fires both guns while she is in his sights
--   fire       both guns on frame `fire_frame`
--   turn       turning about: `turn.about` a tick against her side, a
--              half turn as its animation ends
-- A shot is a beam `beam.length` long from the gun along its mesh's y: it
-- meets her where it passes within `beam.reach` of her middle on every
-- axis, out to her distance; she loses `beam.damage`, or, left with
-- `beam.burns_at` or less, burns to death. The gun glows (`light`). He
-- notices her (near and ahead or hurrying, hit, or in view, within
-- `notice.height` of his height) and raises the guards' alarm
-- (ai/alarm.lua).
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local alarm = require("ai.alarm")
local sense = require("ai.sense")
local fire = require("lara.fire")
local gunman = require("creatures.gunman")
local stats = require("creatures.stats")

local twogun = {}

--- Her middle: this far above her feet (half her standing height).
local MIDDLE_HEIGHT = 380

---@param e Entity
function twogun.init(e)
  local first = not e.state.ai
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  if first then
    local anim = creature.own_anim(e, st.start_anim, st.states.stop)
    if anim then creature.set_anim(e, anim) end
    e.goal_state = st.states.stop
  end
end

twogun.on_reload = function(e) creature.setup(e, stats.of(e)) end
twogun.on_hit = creature.on_hit

--- True when the beam from (sx, sy, sz) towards (dx, dy, dz) passes
--- near `lara`'s middle (see the module's header).
local function beam_meets(beam, sx, sy, sz, dx, dy, dz, lara)
  local mx, my, mz = lara.x, lara.y - MIDDLE_HEIGHT, lara.z
  local ox, oy, oz = mx - sx, my - sy, mz - sz
  local dist = fixed.sqrt(ox * ox + oy * oy + oz * oz)
  if dist >= beam.length then return false end
  local steps = beam.length // beam.step
  -- Sample i of `steps` along the beam, in whole units (C's division).
  for i = 0, dist // beam.step do
    local px = sx + fixed.div((dx - sx) * i, steps)
    local py = sy + fixed.div((dy - sy) * i, steps)
    local pz = sz + fixed.div((dz - sz) * i, steps)
    if math.abs(mx - px) < beam.reach and math.abs(my - py) < beam.reach
      and math.abs(mz - pz) < beam.reach then
      return true
    end
  end
  return false
end

--- One gun (`which`: "left" or "right") fires its beam.
---@param e Entity
---@param which string
function twogun.fire(e, which)
  local st = e.state.ai.stats
  local gun, beam, light = st.guns[which], st.beam, st.light
  local sx, sy, sz = sense.bite_point(e, gun)
  local dx, dy, dz = e:mesh_point(gun.mesh, gun.x, gun.y + beam.length, gun.z)
  world.light(e.room, sx, sy, sz, light.r, light.g, light.b, light.radius, light.ticks)
  local lara = world.lara()
  if not lara or lara.health <= 0 or lara.state.burning then return end
  if not beam_meets(beam, sx, sy, sz, dx, dy, dz, lara) then return end
  if lara.health > beam.burns_at then
    lara:hit(beam.damage, e)
  else
    fire.ignite(lara)
    lara:hit(lara.health, e)
  end
end

--- He notices her: near and ahead of him or hurrying, hit, or in view;
--- and level enough with him.
local function notices(e, ai, info, st, lara)
  if math.abs(lara.y - e.y) >= st.notice.height then return false end
  local near = info.distance < st.notice.range
    and (math.abs(info.angle) < sense.AHEAD or lara.speed > st.notice.speed)
  return near or creature.hit_lately(ai) or alarm.in_view(e, ai, info, lara)
end

local function behind(info, st)
  return math.abs(info.angle) > st.behind
end

local decide = {}
twogun.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  gunman.face(e, info, st.turn.face)
  if behind(info, st) then
    e.goal_state = S.turn
  elseif gunman.can_shoot(e, ai) and (info.distance < st.range.aim or info.zone ~= info.enemy_zone) then
    e.goal_state = S.aim
  else
    e.goal_state = S.walk
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if gunman.can_shoot(e, ai) and math.abs(info.angle) < st.fire_ahead then
    e.goal_state = e.frame >= st.left_from and S.walk_fire_left or S.walk_fire_right
  elseif behind(info, st) then
    e.goal_state = S.stop
  else
    e.goal_state = S.walk
  end
end

--- Firing walking: the gun `which` on the state's first frame.
local function walk_fire(which)
  return function(e, ai, _, _)
    if ai.last_state ~= e.anim_state then twogun.fire(e, which) end
  end
end
decide.walk_fire_right = walk_fire("right")
decide.walk_fire_left = walk_fire("left")

decide.aim = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  gunman.face(e, info, st.turn.face)
  e.goal_state = gunman.can_shoot(e, ai) and S.fire or S.stop
end

decide.fire = function(e, ai, info, st)
  ai.max_turn = 0
  gunman.face(e, info, st.turn.face)
  if e.frame == st.fire_frame then
    twogun.fire(e, "left")
    twogun.fire(e, "right")
  end
end

decide.turn = function(e, ai, info, st)
  ai.max_turn = 0
  creature.turn_about(e, ai, info.angle, st.turn.about)
end

---@param e Entity
function twogun.control(e)
  local ai = creature.act_named(e, decide)
  if not ai then return end
  ai.last_state = e.anim_state
  -- He notices her and alarms the guards.
  local lara = world.lara()
  if lara and notices(e, ai, ai.info, ai.stats, lara) then alarm.raise(e) end
end

twogun.collision = creature.collision

return twogun
