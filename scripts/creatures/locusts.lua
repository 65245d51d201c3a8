-- TR4's swarms (and TR5's bats): an emitter that lets out many small creatures, each too simple
-- to think (TR4's locusts and scarab beetles, TR5's bats; TOMB4 croc.cpp
-- locusts, scarab.cpp, TOMB5 bat.cpp). While its trigger is on, the
-- emitter lets out one a tick (or, `slow`, on rolls at first) until its
-- OCB's count is spent; each is an entity it spawns and moves itself every
-- tick (a member has no behaviour of its own, and is drawn with the
-- meshes its stats' `looks` name, flapping through `frames`). The emitter
-- stays awake while any of its swarm lives, then stops for good.
-- Two kinds, as data (`kind`):
--   "fly": out backwards from the emitter's heading, then at a point
--   about Lara (picked again on rolls) with a speed that eases towards
--   her distance; each lives `life`, and in its last `straight` ticks no
--   longer turns and flies off. Half the swarm, taking turns, nips her
--   when inside her box (`nip_scale` of it); when she burns or is dead
--   they break off sooner.
--   "crawl": they fall from the emitter (thrown up and scattered when it
--   is `from_above`), crawl on the floor, run at her from afar and mill
--   about her close by, fleeing her lit torch; each bites her while
--   within `reach` on every axis, and one that falls too fast is gone.
--   "school": TR3's fish and piranhas (creatures/school.lua): the whole
--   school let out at once (`count`, `burst`), following a wandering
--   leader about the emitter; piranhas bite her in their room.
-- A creature may breathe a fly swarm out itself (`breathe`, `tend`: TR4's
-- crocodile god lets locusts out of its mouth).
-- Numbers: creatures/stats/tr4.lua `locusts`, `scarabs`; tr5.lua `bats`;
-- tr3.lua `fish`, `piranhas`.
-- TR5's rats and spiders are creatures/swarm.lua, the same idea written
-- apart (one module for both is still to be made).
local stats = require("creatures.stats")
local sense = require("ai.sense")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local torch = require("lara.torch")
local school = require("creatures.school")

local swarm = {}

--- TR units in a full turn.
local TURN = 65536

--- The heading and pitch (positive: up) from (x, y, z) to (tx, ty, tz).
local function aim_angles(x, y, z, tx, ty, tz)
  local dx, dy, dz = tx - x, ty - y, tz - z
  local yaw = sense.bearing(x, z, tx, tz)
  local pitch = fixed.angle16(fixed.atan(fixed.sqrt(dx * dx + dz * dz), -dy))
  return yaw, pitch
end

local function clamp(v, lo, hi) return math.max(lo, math.min(hi, v)) end

--- The emitter's set-up: its count and flags from the OCB (count below
--- `ocb_flags`, flags the thousands), and a place nudged as its stats say.
---@param e Entity
function swarm.init(e)
  if e.state.member then return end
  local s = e.state
  if s.left then return end
  local st = stats.of(e)
  local flags = st.ocb_flags and e.ocb // st.ocb_flags or 0
  s.left = st.count or (st.ocb_flags and e.ocb % st.ocb_flags or e.ocb)
  s.from_above = flags % 2 == 1
  s.slow = flags // 4 % 2 == 1 and st.slow_rolls or 0
  s.members = {}
  local nudge = st.nudge
  if nudge and not s.from_above then
    local dx, dz = fixed.step(e.yaw, nudge)
    e.x, e.z = e.x + math.floor(dx + 0.5), e.z + math.floor(dz + 0.5)
  end
end

--- The members' looks: mesh 0 drawn, worn as frame `f` of the looks' model.
local function dress(m, st, tick, i)
  local looks = st.looks
  if not world.has_object(looks.type) then return end
  local frames = looks.frames
  local f = frames[(tick + i) % #frames + 1]
  m:mesh_swap(0, world.model_mesh(looks.type, f))
end

--- Each kind's ways: `move` (one member's tick), and where given `join`
--- (lets one out its own way), `lead` (the swarm's tick before its
--- members move) and `show` (draws a member instead of its looks' meshes).
local kinds = { fly = {}, crawl = {}, school = school }

--- Lets one out: from the emitter, or for a host that breathes them out
--- (TR4's crocodile god) from `from` = {x, y, z, yaw, pitch}, spread about
--- that heading and pitch.
local function release(e, st, from)
  local s = e.state
  local join = kinds[st.kind].join
  if join then
    s.members[#s.members + 1] = join(e, st, #s.members + 1)
    return
  end
  local yaw, pitch, fall = e.yaw, 0, 0
  local kind = st.kind
  local x, y, z = e.x, e.y, e.z
  if from then
    x, y, z = from.x, from.y, from.z
    yaw = (from.yaw + world.random(st.spread.yaw) - st.spread.yaw // 2) % TURN
    pitch = from.pitch + world.random(st.spread.pitch) - st.spread.pitch // 2
  elseif kind == "fly" then
    yaw = (e.yaw + TURN // 2 + world.random(st.spread.yaw) - st.spread.yaw // 2) % TURN
    pitch = world.random(st.spread.pitch) - st.spread.pitch // 2
  elseif s.from_above then
    yaw = world.random(TURN)
    fall = -(st.throw.min + world.random(st.throw.extra))
  else
    yaw = (e.yaw + world.random(st.spread.yaw) - st.spread.yaw // 2) % TURN
  end
  local m = world.spawn(st.looks.type or e.type, world.room_at(e.room, x, y, z), x, y, z, yaw)
  m.state.member = true
  m.mesh_bits = 1
  m.collidable, m.targetable = false, false
  m.pitch = pitch % TURN
  local life = kind == "fly" and st.life.step * (st.life.min + world.random(st.life.rolls)) or nil
  s.members[#s.members + 1] = {
    h = m, yaw = yaw, pitch = pitch, fall = fall, life = life, landed = false,
    speed = st.speed.min + world.random(st.speed.rolls),
    height = kind == "fly" and world.random(st.aim.height_first) or 0, dx = 0, dz = 0,
  }
end

--- One tick of a flyer `m` (the `i`th): false when its life is over.
kinds.fly.move = function(e, st, m, i, lara)
  if (lara.state.burning or lara.health <= 0) and m.life > st.straight
    and world.random(st.one_in.break_off) == 0 then
    m.life = st.straight
  end
  m.life = m.life - 1
  if m.life <= 0 then return false end
  local h = m.h
  local aim = st.aim
  if world.random(st.one_in.retarget) == 0 then
    m.height = aim.height_min + world.random(aim.height_rolls)
    m.dx = (world.random(aim.offset_rolls) - aim.offset_rolls // 2) * aim.offset_step
    m.dz = (world.random(aim.offset_rolls) - aim.offset_rolls // 2) * aim.offset_step
  end
  local yaw, pitch = aim_angles(h.x, h.y, h.z, lara.x + m.dx, lara.y - m.height, lara.z + m.dz)
  local dx, dz = lara.x - h.x, lara.z - h.z
  local wanted = clamp(fixed.sqrt(dx * dx + dz * dz) // st.speed.per, st.speed.low, st.speed.high)
  if m.speed < wanted then m.speed = m.speed + 1 elseif m.speed > wanted then m.speed = m.speed - 1 end
  if m.life > st.straight then
    local most = m.speed * st.turn_per_speed
    m.yaw = (m.yaw + clamp(angles.diff(yaw, m.yaw) // st.ease, -most, most)) % TURN
    m.pitch = clamp(m.pitch + clamp((pitch - m.pitch) // st.ease, -most, most), -TURN // 4, TURN // 4)
  end
  local fx, fz = fixed.step(m.yaw, fixed.scale_cos(m.speed, m.pitch))
  local x, y, z = h.x + fx, h.y - fixed.scale_sin(m.speed, m.pitch), h.z + fz
  h.room = world.room_at(h.room, x, y, z)
  h.x, h.y, h.z, h.yaw, h.pitch = x, y, z, m.yaw, m.pitch % TURN
  if i % 2 == 1 and sense.near_box(lara, x, y, z, 0, st.nip_scale) then
    world.particles(particles.BLOOD, h.room, x, y, z, st.blood)
    if lara.health > 0 then lara:hit(st.damage, e) end
  end
  return true
end

--- One tick of a crawler `m` (the `i`th): false once it has fallen too fast.
kinds.crawl.move = function(e, st, m, i, lara)
  local h = m.h
  local ox, oy, oz, oroom = h.x, h.y, h.z, h.room
  local dx0, dz0 = fixed.step(m.yaw, m.speed)
  local x, z = h.x + dx0, h.z + dz0
  local y = h.y + m.fall
  m.fall = m.fall + st.gravity
  local dx, dy, dz = lara.x - x, lara.y - y, lara.z - z
  local angle = angles.diff(sense.bearing(x, z, lara.x, lara.z), m.yaw)
  if math.abs(dx) < st.reach and math.abs(dy) < st.reach and math.abs(dz) < st.reach
    and lara.health > 0 then
    lara:hit(st.damage, e)
  end
  if m.landed then
    if math.abs(dx) + math.abs(dz) > st.near then
      local top = i % st.speed.spread + st.speed.far
      if m.speed < top then m.speed = m.speed + 1 end
      if math.abs(angle) < st.turn.aim then
        local w = st.wiggle
        m.yaw = m.yaw + (world.tick() * w.rate % w.wrap - i) * w.scale
      else
        m.yaw = m.yaw + (angle < 0 and -st.turn.far or st.turn.far)
      end
    else
      m.yaw = m.yaw + (m.speed % 2 == 1 and st.turn.near or -st.turn.near)
      local lit = torch.lit(lara.state) and 1 or 0
      m.speed = st.speed.close - lit * st.speed.torch - math.abs(angle) // st.speed.per_angle
      if m.speed < st.speed.slowest then m.speed = i % st.speed.idle end
    end
    m.yaw = m.yaw % TURN
  end
  local room = world.room_at(h.room, x, y, z)
  local floor = world.floor(room, x, y, z)
  if not floor or floor < y - st.wall then
    m.yaw = (m.yaw + (angle > 0 and TURN // 4 or -TURN // 4)) % TURN
    x, y, z, room = ox, oy, oz, oroom
    m.fall = 0
  elseif y > floor then
    y, m.fall, m.landed = floor, 0, true
  end
  if m.fall >= st.fatal_fall then return false end
  h.x, h.y, h.z, h.room, h.yaw = x, y, z, room, m.yaw
  h.pitch = (-st.pitch_per_fall * m.fall) % TURN
  return true
end

--- One tick of every member of `e`'s swarm (the stats `st`): each moves,
--- is drawn, or is gone; the closest to Lara now and then buzzes. Returns
--- how many are left.
local function tend(e, st)
  local s = e.state
  local lara = world.lara()
  local kind = kinds[st.kind]
  local move, show = kind.move, kind.show or dress
  if kind.lead then kind.lead(e, st, lara) end
  local closest, best = nil, math.huge
  local tick = world.tick()
  for i = #s.members, 1, -1 do
    local m = s.members[i]
    local alive = lara ~= nil and m.h:exists() and move(e, st, m, i, lara)
    if alive then
      show(m.h, st, tick, i)
      local d = m.h:distance_to(lara)
      if d < best then closest, best = m.h, d end
    else
      if m.h:exists() then m.h:kill() end
      table.remove(s.members, i)
    end
  end
  local sound = st.sound
  if sound and closest and world.random(sound.one_in) == 0 then
    world.sound(sound.id, closest.x, closest.y, closest.z)
  end
  return #s.members
end

--- For a creature that breathes a swarm out itself (TR4's crocodile god):
--- lets one member of the swarm `kind` (a stats name: "locusts") out of
--- `host` from `from` = {x, y, z, yaw, pitch} (heading and pitch spread as
--- the stats say), while the pool has room.
---@param host Entity
---@param kind string
---@param from {x: integer, y: integer, z: integer, yaw: integer, pitch: integer}
function swarm.breathe(host, kind, from)
  local st = stats.named(kind)
  local s = host.state
  s.members = s.members or {}
  if #s.members < st.pool then release(host, st, from) end
end

--- One tick of the swarm `host` has breathed out (see `breathe`); returns
--- how many members are left.
---@param host Entity
---@param kind string
---@return integer
function swarm.tend(host, kind)
  if not host.state.members then return 0 end
  return tend(host, stats.named(kind))
end

---@param e Entity
function swarm.control(e)
  if e.state.member then return end
  local st = stats.of(e)
  local s = e.state
  e.awake = true
  -- A slow emitter lets one out only on rolls until a few have gone.
  local ready = s.slow == 0 or world.random(st.one_in.slow) == 0
  if e.active and s.left > 0 and ready then
    if s.slow > 0 and world.random(2) == 0 then s.slow = s.slow - 1 end
    for _ = 1, math.min(st.burst or 1, s.left) do
      if #s.members < st.pool then release(e, st) end
      s.left = s.left - 1
    end
  end
  local left = tend(e, st)
  if s.left <= 0 and left == 0 then
    if st.sound then world.stop_sound(st.sound.id) end
    e.awake = false
    e:finish()
  end
end

return swarm
