-- TR3's twin auto gun (tomb3 ROBOT_SENTRY_GUN, autogun.cpp): a sentry on
-- a post. Triggered, it still sleeps until shot or until an alarm sounds
-- (a security laser's alarm sets its `state.alarm`, as it does a strobe
-- light's). Awake, while Lara is in sight ahead it fires: each loop of
-- its firing animation one of its two barrels (at random) fires a shot of
-- `damage` (ai/shoot.lua), its gun turning at most `turn` a tick after
-- her; once she is out of sight it sleeps again. When she goes behind it
-- it turns its base right round. Its bullets glance off it in sparks;
-- destroyed it blows up and is gone. Numbers: creatures/stats/tr3.lua
-- `autogun`.
-- Left out: the AI objects' "modify" order (fire on at nothing).
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local sense = require("ai.sense")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local stats = require("creatures.stats")
local bursting = require("creatures.bursting")

local autogun = {}

---@param e Entity
function autogun.init(e)
  local st = stats.of(e)
  local s = e.state
  if not s.started then
    s.started = true
    e.health = st.hit_points
    s.aim, s.awake, s.fired = 0, false, false
    local anim = world.anim_info(e.type, st.start_anim) and st.start_anim
    if anim then e:set_anim(anim) end
    e.goal_state = st.states.still
  end
  e.targetable = e.health > 0
  e.solid = true
end

---@param e Entity
---@param damage integer
---@param source? Entity
function autogun.on_hit(e, damage, source)
  if e.health <= 0 then return end
  local st = stats.of(e)
  e.state.awake = true
  for _ = 1, 3 do world.particles(particles.RICOCHET, e.room, e.x, e.y - sense.EYE_HEIGHT, e.z, 1) end
  world.sound(st.sound.hit, e)
  e.health = e.health - damage
  if e.health <= 0 and source and source.type == 0 then creature.count_kill() end
end

--- Lara in sight ahead (the original's Targetable): living, ahead,
--- within `range` and seen.
local function sees(e, st, lara)
  local bearing = sense.bearing(e.x, e.z, lara.x, lara.z)
  local angle = angles.diff(bearing, e.yaw)
  local dx, dz = lara.x - e.x, lara.z - e.z
  local ok = lara.health > 0 and math.abs(angle) < sense.AHEAD
    and dx * dx + dz * dz < st.range * st.range and sense.sees(e, lara)
  return ok, angle, fixed.sqrt(dx * dx + dz * dz)
end

---@param e Entity
function autogun.control(e)
  local s, st = e.state, stats.of(e)
  if e.health <= 0 then
    bursting.burst(e)
    return
  end
  if s.alarm and s.alarm > 0 then
    s.awake = true
    s.alarm = 0
  end
  if not s.awake then return end
  local lara = world.lara()
  if not lara then return end
  local seen, angle, distance = sees(e, st, lara)
  local S = st.states
  if e.anim_state == S.fire then
    if not seen then
      e.goal_state = S.still
    elseif e.frame == 0 then
      s.fired = true
      local barrel = st.barrels[1 + world.random(#st.barrels)]
      shoot.fire(e, barrel, lara, distance, st.damage)
      world.sound(st.sound.shot, e)
    end
  elseif e.anim_state == S.still then
    if seen and not s.fired then
      e.goal_state = S.fire
    elseif s.fired then
      s.awake, s.fired = false, false
    end
  end
  -- The gun turns after her; behind it, the base turns right round.
  local most = creature.deg(st.turn)
  s.aim = s.aim + math.max(-most, math.min(most, angle - s.aim))
  e:turn_joint(st.joint, 0, s.aim, 0)
  if math.abs(angle) > angles.QUARTER then
    e.yaw = (e.yaw + 32768) % 65536
    s.aim = angles.diff(s.aim + 32768, 0)
  end
end

return autogun
