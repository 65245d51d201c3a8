-- TR5's guardian (GUARDIAN 65, the VCI laser head; creatures/stats/tr5.lua
-- `guardian`). Not a pathfinding creature: a head hung over its base that
-- wakes in steps.
--   waking   its arms (the base's eight ANIMATING12_MIP pieces, found by
--            their headings 0°, 45° … 315°) come to life one every
--            `arm_every` ticks, then it rises at a growing speed to
--            `rise` over where it was placed, and waits until its eye
--            point sees her head
--   seeking  it bobs up and down and looks about: at her (her hips) while
--            it sees her within `sight`, else at random points about it,
--            turning a share of the way a tick; tracking her with its aim
--            settled it charges on a roll, and after a long search at
--            random too
--   charging `charge` ticks of the charge sound and lights, then a beam
--            from each eye still whole along its heading for `beam.life`
--            ticks: one that meets her sets her alight and kills her; then
--            it seeks again
--   dying    both eyes shot out (each shot through a sight takes the eye
--            nearest where it struck: creatures in TR5 lose meshes only to
--            the laser sight), it spins and bobs ever wider, its arms fold
--            away and burst one by one, and after `death_ticks` it blows up
--            with its base, leaving the puzzle item (PUZZLE_ITEM4, hidden
--            until then) where it hung and setting off the triggers there.
-- Other shots glance off it in sparks. Left out: the base's lightning
-- arcs (lights and sparks stand for them) and the shockwave rings of its
-- end.
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local fire = require("lara.fire")
local stats = require("creatures.stats")

local guardian = {}

--- Lara's meshes it looks at: her hips and her head.
local LARA_HIPS, LARA_HEAD = 0, 14

--- Whether bit `i` of `bits` is set (scripts use no bit operators).
local function has_bit(bits, i)
  return math.floor(bits / 2 ^ i) % 2 == 1
end

--- The entities of `type` in the level, in order.
local function all_of(type)
  local out = {}
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o.type == type then out[#out + 1] = o end
  end
  return out
end

---@param e Entity
function guardian.init(e)
  local st = stats.of(e)
  local s = e.state
  if s.phase then return end
  s.phase = "waking"
  s.base = all_of(st.types.base)[1]
  -- The arms by heading: one every eighth of a turn from north.
  s.arms = {}
  local arms = all_of(st.types.arm)
  for i = 1, st.arms do
    local heading = (i - 1) * 65536 // st.arms
    for _, a in ipairs(arms) do
      if a.yaw == heading then s.arms[i] = a break end
    end
  end
  s.prize = all_of(st.types.prize)[1]
  if s.prize then s.prize.visible = false end
  e.y = e.y - st.hung
  s.top = e.y - st.rise
  s.woken, s.clock, s.charge, s.bob = 0, 0, st.charge, 0
  e.health = st.hit_points
  e.solid, e.targetable = true, true
end

--- A shot: through a sight, the eye nearest where it struck is gone;
--- otherwise it only sparks.
---@param e Entity
---@param _ integer
---@param source? Entity
function guardian.on_hit(e, _, source)
  local st, s = stats.of(e), e.state
  local lara = world.lara()
  local struck = lara and source == lara and lara.state.sight_struck
  -- A shot of this tick or the last (the hook may run as the next begins).
  if struck and struck[4] < world.tick() - 1 then struck = nil end
  world.particles(particles.RICOCHET, e.room, e.x, e.y, e.z, 3)
  if not struck or s.phase == "dying" then return end
  local best, best_d
  for _, eye in ipairs(st.eyes) do
    if has_bit(e.mesh_bits, eye) then
      local x, y, z = e:mesh_point(eye, 0, 0, 0)
      local d = (x - struck[1]) ^ 2 + (y - struck[2]) ^ 2 + (z - struck[3]) ^ 2
      if not best_d or d < best_d then best, best_d = eye, d end
    end
  end
  if best then
    e.mesh_bits = e.mesh_bits - 2 ^ best
    local x, y, z = e:mesh_point(best, 0, 0, 0)
    world.particles(particles.BODY_PIECES, e.room, x, y, z, 4)
  end
end

--- Its eye point (on mesh 0) in the world.
local function eye_point(e, st)
  local p = st.eye_point
  return e:mesh_point(p.mesh, p.x, p.y, p.z)
end

--- The heading and pitch (up positive) from (x, y, z) to (tx, ty, tz).
local function angles_to(x, y, z, tx, ty, tz)
  local dx, dy, dz = tx - x, ty - y, tz - z
  local yaw = fixed.atan(dz, dx)
  local pitch = fixed.angle16(fixed.atan(fixed.sqrt(dx * dx + dz * dz), -dy))
  return yaw, pitch
end

--- Turns angle `from` towards `to` by a 2^`shift`th of the short way; the
--- new angle and the difference that was left.
local function towards(from, to, shift)
  local d = angles.diff(to, from)
  return (from + math.floor(d / 2 ^ shift)) % 65536, d
end

--- Lara alive and not burning, or nil.
local function fair_game(lara)
  if lara and lara.health > 0 and not lara.state.burning then return lara end
  return nil
end

--- Waking: the arms one by one, then the rise, then a look for her.
local function wake(e, s, st)
  if s.woken < st.arms then
    if world.tick() % st.arm_every == 0 then
      s.woken = s.woken + 1
      local arm = s.arms[s.woken]
      if arm and arm:exists() then arm.awake = true end
    end
  elseif e.y > s.top then
    e.fall_speed = math.min(st.rise_speed.top, e.fall_speed + st.rise_speed.accel)
    e.y = math.max(s.top, e.y - e.fall_speed)
  else
    e.fall_speed = 0
    local lara = world.lara()
    if not lara then return end
    local x, y, z = eye_point(e, st)
    local hx, hy, hz = lara:mesh_point(LARA_HEAD, 0, 0, 0)
    if world.line_of_sight(world.room_at(e.room, x, y, z), x, y, z, hx, hy, hz) then
      s.phase, s.hover, s.bob, s.clock = "seeking", e.y, st.bob.start, 0
    end
  end
end

--- A new random point to look at around (x, y, z): far (`wide`, behind
--- it) after a long search, else anywhere near.
local function wander(e, s, st, x, y, z, wide)
  local look = st.look
  local up = look.tilt - world.random(2 * look.tilt)
  local heading = wide and (e.yaw + look.behind + world.random(look.behind_spread)) % 65536
    or world.random(65536)
  local reach = look.reach + world.random(look.reach_spread)
  local ax, az = fixed.step(heading, fixed.scale_cos(reach, up))
  s.target = { x + ax, y - fixed.scale_sin(reach, up), z + az }
  s.track_speed = wide and look.slow or look.speeds[1 + world.random(#look.speeds)]
  s.look_ticks = s.track_speed * (look.hold + world.random(look.hold_spread))
  if wide then s.clock = 0 end
end

--- Seeking: at her while it sees her near, else about it.
local function seek(e, s, st, x, y, z)
  local lara = fair_game(world.lara())
  s.tracking = false
  if lara and s.target then
    local hx, hy, hz = lara:mesh_point(LARA_HEAD, 0, 0, 0)
    local d2 = (hx - x) ^ 2 + (hy - y) ^ 2 + (hz - z) ^ 2
    if d2 <= st.sight * st.sight and world.line_of_sight(world.room_at(e.room, x, y, z), x, y, z, hx, hy, hz) then
      local px, py, pz = lara:mesh_point(LARA_HIPS, 0, 0, 0)
      s.target, s.track_speed, s.tracking = { px, py, pz }, st.look.fast, true
      return
    end
  end
  local wide = world.random(st.one_in.wide) == 0 and s.clock > st.search.wide
  s.look_ticks = (s.look_ticks or 0) - 1
  if not s.target or s.look_ticks < 0 or wide then wander(e, s, st, x, y, z, wide) end
end

--- Whether it goes over to charging this tick.
local function ready_to_charge(s, st)
  local lara = world.lara()
  if s.tracking then
    local settled = math.abs(s.yaw_left) < st.settled and math.abs(s.pitch_left) < st.settled
      and lara ~= nil and lara.fall_speed == 0
    return (settled and world.random(st.one_in.charge) == 0) or world.random(st.one_in.anyway) == 0
  end
  return world.random(st.one_in.search_charge) == 0 and s.clock > st.search.charge
end

--- One eye's beam from (x, y, z) along the heading `yaw` and `pitch`:
--- sparks along it and a light; true when it met her.
local function beam(e, st, x, y, z, yaw, pitch, lara)
  local b = st.beam
  local bx, bz = fixed.step(yaw, fixed.scale_cos(b.reach, pitch))
  local ex, ey, ez = x + bx, y - fixed.scale_sin(b.reach, pitch), z + bz
  local room = world.room_at(e.room, x, y, z)
  local hx, hy, hz, who, _, _, at = world.ray(room, x, y, z, ex, ey, ez, e)
  particles.along(particles.SPARKS, room, { x, y, z }, { hx, hy, hz }, b.spark_every)
  local c = b.light
  world.light(at, hx, hy, hz, c.r, c.g, c.b, c.radius)
  return lara ~= nil and who == lara
end

--- Charging, then firing from each eye still whole.
local function charge(e, s, st, pitch)
  local lara = world.lara()
  if s.charge <= st.charge then
    world.sound(st.sounds.charge, e)
    local c = st.charge_light
    if s.base and s.base:exists() then
      world.light(s.base.room, s.base.x, s.base.y, s.base.z, c.r, c.g, c.b, c.radius)
    end
    s.charge = s.charge + 1
  end
  if s.charge < st.charge then return end
  if s.charge == st.charge then
    s.beam_left = st.beam.life
    world.stop_sound(st.sounds.charge, e)
    world.sound(st.sounds.blast, e)
  else
    world.sound(st.sounds.beam, e)
  end
  s.beam_left = s.beam_left - 1
  if s.beam_left <= 0 or not fair_game(lara) then
    s.phase, s.clock = "seeking", 0
    return
  end
  for _, eye in ipairs(st.eyes) do
    if has_bit(e.mesh_bits, eye) then
      local x, y, z = e:mesh_point(eye, 0, 0, 0)
      if beam(e, st, x, y, z, e.yaw, pitch, lara) and fair_game(lara) then
        fire.ignite(lara)
        lara:hit(lara.health, e)
      end
    end
  end
end

--- Seeking and charging: the bob, the aim, the turn.
local function hover(e, s, st)
  s.clock = s.clock + 1
  e.y = s.hover - st.bob.height * fixed.sin(s.bob) // fixed.ONE
  s.bob = (s.bob + st.bob.step) % 65536
  local x, y, z = eye_point(e, st)
  if s.phase == "seeking" then
    seek(e, s, st, x, y, z)
  else
    s.track_speed = st.look.fast
  end
  local yaw, pitch = angles_to(x, y, z, s.target[1], s.target[2], s.target[3])
  e.yaw, s.yaw_left = towards(e.yaw, yaw, s.track_speed)
  local p
  p, s.pitch_left = towards(e.pitch, (pitch + st.pitch_offset) % 65536, s.track_speed)
  e.pitch = p
  if s.phase == "seeking" then
    if ready_to_charge(s, st) then s.phase, s.charge, s.clock = "charging", 0, 0 end
  else
    charge(e, s, st, pitch)
  end
end

--- Its arms, once it is dying: folding one every `arm_every` ticks, each
--- bursting as its fold ends.
local function fold_arms(e, s, st)
  if world.tick() % st.arm_every == 0 and s.folded < st.arms then
    s.folded = s.folded + 1
    local arm = s.arms[s.folded]
    if arm and arm:exists() then
      arm.goal_state = st.arm_fold
      arm.awake = true
    end
  end
  for i = 1, s.folded do
    local arm = s.arms[i]
    if arm and arm:exists() and arm.anim == st.arm_fold_anim then
      local frames = world.anim_info(arm.type, arm.anim) or 1
      if arm.frame >= frames - 1 then
        world.sound(st.sounds.arm_burst, arm)
        world.particles(particles.BODY_PIECES, arm.room, arm.x, arm.y, arm.z, 8)
        arm:kill()
      end
    end
  end
end

--- Its end: the blast, the prize left where it hung, the triggers there.
local function blow_up(e, s, st)
  if s.base and s.base:exists() then
    world.particles(particles.BODY_PIECES, s.base.room, s.base.x, s.base.y, s.base.z, 16)
    s.base:kill()
  end
  e.y = e.y - st.blast_lift
  world.particles(particles.BODY_PIECES, e.room, e.x, e.y, e.z, 16)
  world.particles(particles.EXPLOSION, e.room, e.x, e.y, e.z, 3)
  for _, id in ipairs(st.sounds.end_blast) do world.sound(id, e.x, e.y, e.z) end
  if s.prize and s.prize:exists() then
    s.prize.y = e.y
    s.prize.visible = true
  end
  world.test_triggers(e, "heavy")
  e.visible, e.solid, e.targetable = false, false, false
  e:finish()
end

--- Dying: spinning and bobbing ever wider until it blows up.
local function die(e, s, st)
  fold_arms(e, s, st)
  local d = st.death
  e.y = s.hover - (d.bob - s.spin) * fixed.sin(s.bob) // fixed.ONE
  s.bob = (s.bob + d.bob_step * s.spin) % 65536
  if world.tick() % st.arm_every == 0 then
    s.spin_yaw = (e.yaw - d.back + world.random(d.spread)) % 65536
    s.spin_pitch = world.random(2) * d.tilt - d.tilt // 2
  end
  e.yaw = towards(e.yaw, s.spin_yaw, d.turn)
  e.pitch = towards(e.pitch, s.spin_pitch % 65536, d.turn)
  s.spin = s.spin + 1
  if s.spin > d.ticks then blow_up(e, s, st) end
end

---@param e Entity
function guardian.control(e)
  local st, s = stats.of(e), e.state
  if s.phase == "dying" then
    die(e, s, st)
    return
  end
  -- Both eyes out: it dies.
  local whole = 0
  for _, eye in ipairs(st.eyes) do
    if has_bit(e.mesh_bits, eye) then whole = whole + 1 end
  end
  if whole == 0 and s.phase ~= "waking" then
    s.phase, s.folded, s.spin = "dying", 0, st.death.start
    s.hover = s.hover or e.y
    s.spin_yaw, s.spin_pitch = e.yaw, 0
    e.targetable = false
    return
  end
  if s.phase == "waking" then
    wake(e, s, st)
  else
    hover(e, s, st)
  end
  -- The woken arms keep moving.
  for i = 1, s.woken do
    local arm = s.arms[i]
    if arm and arm:exists() then arm.awake = true end
  end
end

return guardian
