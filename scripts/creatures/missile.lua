-- What creatures and guns fire (TR1's shard 172 and rocket 173 of
-- Atlantis; TR2's thrown knife 247, the diver's harpoon 245 and the
-- flamethrower's flame 246; TR3's big-gun rocket): spawned by a shooter
-- (ai/shoot.lua `launch`) already aimed, they fly straight at their speed.
-- A ray from where they were to where they go finds what
-- they meet: Lara, or when they pass within their reach of her, she is
-- struck (the damage, blood and the missile's hit sound; a rocket
-- explodes); a wall, floor, ceiling or another body ends them (in the
-- missile's end effect and sound; a rocket's blast hurts Lara within its
-- range, less with distance). One that `hurts = "bodies"` (the big gun's
-- rocket, fired by Lara) ends on whatever it meets in a blast that hurts
-- every living body within `blast` by `damage` as a hit from its
-- `flight.source`. A flame (`burns`) goes through bodies: every tick it
-- passes near Lara it hurts her and sets her alight; it burns out after
-- its life. A harpoon (`dips`) out of the water noses down a little every
-- tick. Then the missile entity is removed (on its next tick). Every
-- figure is the missile's stats (creatures/stats/).
-- TR3's: a gas (`burns` with `poison`) poisons Lara instead of burning
-- her; a missile with `accel` speeds up every tick (the claw mutant's
-- plasma ball, the big gun's rocket); a launcher may set the flight's own
-- `speed` (a breath that grows stronger).
-- TR4's: a lobbed missile (one with a `fuse`: the SAS's grenade) flies as
-- Lara's shells do (weapons/projectile.lua: level at its speed, falling by
-- `gravity` a tick, in `water` drifting, off what it meets with `bounce`);
-- it bursts when its `fuse` has burnt (ticks) or on a body it meets once
-- `armed` ticks have passed. Its burst hurts Lara by `damage` when her
-- body lies within `blast` of it (no falloff), and sets her alight when
-- that leaves her at `ignites_below` or less out of water; creatures are
-- spared (the SAS's grenades hurt only her).
-- TR3's bosses: a missile may fall (`fall`: its first vertical speed, down
-- positive, `gravity` added a tick up to `max_fall`: Tony's fireballs), home
-- on Lara (`homing`: turned to her every tick, Willard's plasma), kill her
-- outright (`kills`) or set her alight (`ignites`) when it strikes her,
-- hurt less in its blast than in a strike (`blast_damage`: Sophia's bolts),
-- and rain down on her once it ends against something (`rain = { kind,
-- below_ceiling, scatter }`: a missile of `kind` dropped from her ceiling,
-- up to `scatter` aside: Tony's flames thrown at the roof).
-- TR4's bolts (`homes`: Seth's, the harpy's, the demigods' energy) home on
-- Lara: while they speed up (by `homes.accel` a tick to `homes.top`) they
-- turn their heading and pitch towards a point `homes.above` over her feet
-- by an eighth of the way a tick, at most `homes.turn` (a bolt with
-- `homes.keeps_heading` turns only its pitch); at top speed they fly on
-- straight. A floor, ceiling or wall ends them; passing within `reach` of
-- her they burst on her for `damage` (the ring of their burst passing over
-- her) and, with `ignites`, set her alight. TR5's bolts (the hydra's, the
-- Roman statue's) home alike; one with `burns_below` sets a Lara left with
-- fewer hit points alight instead of hurting her. TR5's torpedo: `homes`
-- with a `quick` start (its own `accel` below a speed) that turns only for
-- its first `turn_for` ticks; `water_only` ends it as it leaves the water.
-- A torpedo's `homes.decoy` (TR5's CHAFF, 145: objects/common/chaff.lua)
-- draws it: the nearest live one of that type is followed instead of her,
-- and where it was last seen once it is gone.
-- A launcher may give a homing flight its own `hold`: for that many ticks
-- it turns only its pitch, keeping the heading it left on (TR4's crocodile
-- god's fireballs: creatures/crocodile_god.lua).
local stats = require("creatures.stats")
local creature = require("ai.creature")
local particles = require("lib.particles")
local fire = require("lara.fire")
local poison = require("lara.poison")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local sense = require("ai.sense")
local shoot = require("ai.shoot")
local shell = require("weapons.shell")

local missile = {}

--- Lara's feet count this much below her bounding box for a near pass.
local BELOW_FEET = 100

function missile.init(e)
  -- In flight it is nothing to run into, nor in the way of its own ray.
  e.solid = false
  e.collidable = false
end

--- The living Lara, or nil.
local function living_lara()
  local lara = world.lara()
  if lara and lara.health > 0 then return lara end
  return nil
end

--- True when (x, y, z) is within `reach` of Lara's axis and within her
--- height.
local function passes_near(lara, x, y, z, reach)
  local dx, dz = x - lara.x, z - lara.z
  if dx * dx + dz * dz > reach * reach then return false end
  local _, _, top, bottom = lara:bounds()
  return y >= lara.y + top and y <= lara.y + bottom + BELOW_FEET
end

--- Spent: hidden now, removed on its next tick (whoever it hit may still
--- look at where the blow came from this tick).
local function finish(e)
  e.visible = false
  e.state.flight.spent = true
end

--- A particle effect named by the stats (lib/particles.lua), if any.
local function effect(st, key, room, x, y, z)
  local name = st[key]
  if name then world.particles(particles[name], room, x, y, z, 1) end
end

local function sound(st, key, x, y, z)
  if st[key] then world.sound(st[key], x, y, z) end
end

--- Hits Lara at (x, y, z).
local function strike(e, st, lara, x, y, z)
  if st.burns_below and lara.health < st.burns_below then
    -- A weakened Lara is set alight instead (TR5's hydra bolt).
    fire.ignite(lara)
  else
    lara:hit(st.kills and lara.health or st.damage, e)
  end
  if st.ignites then fire.ignite(lara) end
  if st.blast then
    effect(st, "blast_effect", e.room, x, y, z)
    sound(st, "blast_sound", x, y, z)
  elseif st.struck_effect then
    -- A fireball bursts in flames on her rather than drawing blood.
    effect(st, "struck_effect", e.room, x, y, z)
    sound(st, "hit_sound", x, y, z)
  else
    creature.blood(lara.room, x, y, z)
    sound(st, "hit_sound", x, y, z)
  end
  finish(e)
end

--- Bodies caught in a blast (scratch for world.targets, not state).
local caught = {}

--- A blast at (x, y, z) hurting every living body within its range.
local function blast_bodies(e, st, source, x, y, z)
  effect(st, "blast_effect", e.room, x, y, z)
  sound(st, "blast_sound", x, y, z)
  local n = world.targets(x, y, z, st.blast, caught)
  for i = 1, n do
    local body = caught[i]
    if body ~= source and body.type ~= 0 then body:hit(st.damage, source) end
  end
  finish(e)
end

--- Launches a missile of `kind` from (x, y, z) of `room` heading `yaw`
--- and pitched `pitch` (up positive), fired by `shooter`.
---@param kind string
---@param room integer
---@param x integer
---@param y integer
---@param z integer
---@param yaw integer
---@param pitch integer
---@param shooter? Entity
---@return Entity
function missile.fire(kind, room, x, y, z, yaw, pitch, shooter)
  local st = stats.named(kind)
  local m = world.spawn(st.type, room, x, y, z, yaw)
  m.yaw, m.pitch = yaw % 65536, pitch % 65536
  m.state.flight = { shooter = shooter, yaw = yaw, pitch = pitch, age = 0, kind = kind }
  m:activate(shooter)
  return m
end

--- A missile ended against something drops its `rain` on Lara: one of
--- the rain's kind from below her ceiling, up to `scatter` aside of her.
local function rain_on(e, st, lara)
  local rain = st.rain
  if not rain or not lara then return end
  local function aside() return world.random(2 * rain.scatter + 1) - rain.scatter end
  local x, z = lara.x + aside(), lara.z + aside()
  local room = world.room_at(lara.room, x, lara.y, z)
  local y = world.ceiling(room, x, lara.y, z) + rain.below_ceiling
  missile.fire(rain.kind, world.room_at(room, x, y, z), x, y, z, e.yaw, 0, e.state.flight.shooter)
end

--- Ends against something other than Lara at (x, y, z).
local function impact(e, st, lara, x, y, z)
  if st.blast then
    effect(st, "blast_effect", e.room, x, y, z)
    sound(st, "blast_sound", x, y, z)
    if lara then
      local dx, dy, dz = x - lara.x, y - lara.y, z - lara.z
      local d2, r2 = dx * dx + dy * dy + dz * dz, st.blast * st.blast
      if d2 < r2 then lara:hit((st.blast_damage or st.damage) * (r2 - d2) // r2, e) end
    end
  else
    effect(st, "end_effect", e.room, x, y, z)
    sound(st, "end_sound", x, y, z)
  end
  rain_on(e, st, lara)
  finish(e)
end

--- The flight's speed this tick: its own (set by the launcher) or the
--- stats', grown by `accel` ({share, add, max}: speed + speed / share +
--- add a tick up to max).
local function speed_of(flight, st)
  local speed = flight.speed or st.speed
  local a = st.accel
  if a and speed < a.max then
    speed = math.min(a.max, speed + speed // a.share + a.add)
    flight.speed = speed
  end
  return speed
end

--- The flight's fall this tick (down positive): its own, grown by the
--- stats' `gravity` up to `max_fall`; 0 for a missile that does not fall.
local function fall_of(flight, st)
  if not st.fall and not st.gravity then return 0 end
  local fall = flight.fall or st.fall or 0
  local next_fall = fall + (st.gravity or 0)
  if st.max_fall then next_fall = math.min(st.max_fall, next_fall) end
  flight.fall = next_fall
  return fall
end

--- The next point along the flight (pitch up positive).
local function next_point(e, flight, st)
  local speed = speed_of(flight, st)
  local fall = fall_of(flight, st)
  -- The originals' order: the speed split by the pitch, the level part
  -- by the yaw, each `· sin >> 14`.
  local h = fixed.scale_cos(speed, flight.pitch)
  local y = e.y - fixed.scale_sin(speed, flight.pitch) + fall
  local dx, dz = fixed.step(flight.yaw, h)
  return e.x + dx, y, e.z + dz
end

--- A flame: through bodies, stopped by walls, floors and ceilings; near
--- Lara it hurts her and sets her alight, every tick it passes her (a gas,
--- with `poison`, doses her with that much poison instead: TR3's poison
--- stays until a medipack, as lara/poison.lua's dose does).
local function burn_on(e, st, x, y, z)
  if not world.line_of_sight(e.room, e.x, e.y, e.z, x, y, z) then
    impact(e, st, nil, e.x, e.y, e.z)
    return
  end
  e.room = world.room_at(e.room, x, y, z)
  e.x, e.y, e.z = x, y, z
  effect(st, "trail", e.room, x, y, z)
  local lara = living_lara()
  if lara and passes_near(lara, x, y, z, st.reach) then
    if st.poison then
      poison.dose(lara, st.poison)
    else
      lara:hit(st.damage, e)
      fire.ignite(lara)
    end
  end
end

--- True when (x, y, z) is in water.
local function wet_at(room, x, y, z)
  local surface = world.water(room, x, y, z)
  return surface ~= nil and y > surface
end

--- A lobbed missile's burst at (x, y, z): Lara within the blast is hurt
--- and may catch fire.
local function lob_burst(e, st, x, y, z)
  effect(st, "blast_effect", e.room, x, y, z)
  sound(st, "blast_sound", x, y, z)
  sound(st, "blast_sound_2", x, y, z)
  local lara = living_lara()
  if lara and sense.near_box(lara, x, y, z, st.blast) then
    lara:hit(st.damage, e)
    local left = lara.health - st.damage
    if st.ignites_below and left > 0 and left <= st.ignites_below
      and not wet_at(e.room, x, y, z) then
      fire.ignite(lara)
    end
  end
  finish(e)
end

--- One tick of a lobbed missile (see the header).
local function lob(e, flight, st)
  if not flight.fall then
    -- Its speed along the ground, its rise the aim's.
    flight.speed = flight.speed or st.speed
    flight.fall = -fixed.scale_sin(flight.speed, flight.pitch)
  end
  if flight.age >= st.fuse then
    lob_burst(e, st, e.x, e.y, e.z)
    return
  end
  shell.steer(flight, st, wet_at(e.room, e.x, e.y, e.z))
  local dx, dy, dz = shell.step(flight, st)
  local shooter = flight.shooter
  if shooter and not shooter:exists() then shooter = nil end
  local hx, hy, hz, who, wall, _, room =
    world.ray(e.room, e.x, e.y, e.z, e.x + dx, e.y + dy, e.z + dz, shooter)
  if who and flight.age > st.armed then
    lob_burst(e, st, hx, hy, hz)
  elseif who or wall then
    if st.bounce then
      shell.bounce(e, flight, hx, hy, hz, room)
    else
      lob_burst(e, st, hx, hy, hz)
    end
  else
    e.x, e.y, e.z, e.room = e.x + dx, e.y + dy, e.z + dz, room
    effect(st, "trail", room, e.x, e.y, e.z)
  end
  e.yaw = flight.yaw
end

--- How much of the way to its aim a homing bolt turns a tick (an eighth).
local HOMING_SHARE = 8


--- Is `c` a live decoy of type `decoy` (one still switched on)?
local function live_decoy(c, decoy)
  return c ~= nil and c:exists() and c.type == decoy and c.status == "active"
end

--- Where a missile whose `homes.decoy` names a type heads instead of Lara:
--- the nearest live one of that type, locked on once found and followed
--- while it lives, then the place it was last seen (TOMB5 TorpedoControl's
--- chaff). Nothing while none has been found (it looks again every tick).
local function decoy_point(e, flight, decoy)
  if not flight.decoy then
    local best, nearest
    for i = 0, world.entity_count() - 1 do
      local c = world.entity(i)
      if live_decoy(c, decoy) then
        local d = e:distance_to(c)
        if not best or d < nearest then best, nearest = c, d end
      end
    end
    if not best then return nil end
    flight.decoy = best
  end
  local c = flight.decoy
  if live_decoy(c, decoy) then flight.decoy_x, flight.decoy_y, flight.decoy_z = c.x, c.y, c.z end
  return flight.decoy_x, flight.decoy_y, flight.decoy_z
end

--- Turns a homing missile towards Lara (see the header): `homing` aims it
--- straight at her every tick; `homes` turns it part of the way towards a
--- point above her feet (or its decoy: `homes.decoy`) while it speeds up,
--- and leaves it flying straight once at top speed.
local function steer(e, flight, st, lara)
  local tx, ty, tz
  if st.homes and st.homes.decoy then tx, ty, tz = decoy_point(e, flight, st.homes.decoy) end
  if not tx and not lara then return end
  if st.homing then
    flight.yaw, flight.pitch = shoot.aim(e.x, e.y, e.z, lara)
  else
    local h = st.homes
    if not tx then tx, ty, tz = lara.x, lara.y, lara.z end
    flight.speed = flight.speed or st.speed
    local speeding = flight.speed < h.top
    if speeding then
      local quick = h.quick and flight.speed < h.quick.below
      flight.speed = math.min(h.top, flight.speed + (quick and h.quick.accel or h.accel))
    end
    -- It turns while it speeds up, or for its first `turn_for` ticks.
    if h.turn_for and flight.age > h.turn_for then return end
    if not h.turn_for and not speeding then return end
    local yaw, pitch = shoot.aim_at(e.x, e.y, e.z, tx, ty - h.above, tz)
    local function step(d) return math.max(-h.turn, math.min(h.turn, d // HOMING_SHARE)) end
    flight.pitch = flight.pitch + step(pitch - flight.pitch)
    local holding = flight.hold and flight.age < flight.hold
    if not h.keeps_heading and not holding then
      flight.yaw = (flight.yaw + step(angles.diff(yaw, flight.yaw))) % 65536
    end
  end
  e.yaw, e.pitch = flight.yaw % 65536, flight.pitch % 65536
end

---@param e Entity
function missile.control(e)
  local flight = e.state.flight
  if not flight then
    -- Placed in a level rather than fired: nothing to do.
    e:deactivate()
    return
  end
  if flight.spent then
    e:kill()
    return
  end
  -- Its stats: named by its launcher (`flight.kind`: one type flies as
  -- several missiles, TR3's 307 as flame or gas), else by its catalogue entry.
  local st = flight.kind and stats.named(flight.kind) or stats.of(e)
  flight.age = flight.age + 1
  if st.fuse then
    lob(e, flight, st)
    return
  end
  if flight.age > st.life then
    sound(st, "end_sound", e.x, e.y, e.z)
    finish(e)
    return
  end
  local under = world.water(e.room, e.x, e.y, e.z) ~= nil
  if st.dips and not under and flight.pitch > -st.dips.limit then
    flight.pitch = math.max(-st.dips.limit, flight.pitch - st.dips.step)
    e.pitch = flight.pitch % 65536
  end
  if st.homing or st.homes then steer(e, flight, st, living_lara()) end
  local x, y, z = next_point(e, flight, st)
  if st.water_only and not wet_at(world.room_at(e.room, x, y, z), x, y, z) then
    impact(e, st, living_lara(), e.x, e.y, e.z)
    return
  end
  if st.burns then
    burn_on(e, st, x, y, z)
    return
  end
  local shooter = flight.shooter
  if shooter and not shooter:exists() then shooter = nil end
  local hx, hy, hz, who, wall, _, room = world.ray(e.room, e.x, e.y, e.z, x, y, z, shooter)
  local lara = living_lara()
  if st.hurts == "bodies" and (who or wall) then
    blast_bodies(e, st, flight.source, hx, hy, hz)
  elseif st.hurts == "bodies" then
    e.x, e.y, e.z, e.room = x, y, z, room
  elseif who and lara and who == lara then
    strike(e, st, lara, hx, hy, hz)
  elseif who or wall then
    impact(e, st, lara, hx, hy, hz)
  else
    e.x, e.y, e.z, e.room = x, y, z, room
    if under then effect(st, "water_trail", room, x, y, z) else effect(st, "trail", room, x, y, z) end
    if lara and passes_near(lara, x, y, z, st.reach) then
      strike(e, st, lara, x, y, z)
    end
  end
end

return missile
