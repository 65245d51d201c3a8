-- TR5's swarms (TOMB5 rat.cpp, spider.cpp): the rat (94) and spider (95)
-- slots are emitters. Switched on, an emitter lets out one critter a tick
-- until its OCB's count (OCB mod 1000) is spent; the thousands digit's
-- bits: 1, they leap out in every direction (else they pour out ahead,
-- and a rat hole sits half a sector back, in the wall its heading faces
-- away from); 4, a slow start (a critter only on a 1-in-16 roll while a
-- countdown of 4 runs, one step down on every other critter). A level
-- holds at most `pool` of a kind at once.
--
-- Each critter is a small entity of the emitter's type (state.member)
-- that the swarm moves itself: it falls to the floor, then scurries at
-- Lara, circling her once within `near`; on a wall higher than `wall` it
-- turns aside, on a rise above `climb` it climbs it. Every tick one is
-- within `touch` of her on all three axes she loses `damage`. Rats age
-- (2 every 16 ticks from a random start): old ones turn away from her,
-- one that meets a wall when past `flees_at` leaves, and one that falls
-- when past `leaves_at` too. A spider that reaches a ceiling drops back.
-- It shows one of its model's meshes at a time (the original's
-- flip-book: `frames` of them, turning over every `frame_ticks`).
-- Nothing hurts a critter. Left out: rats swimming at a water surface.
-- Numbers: creatures/stats/tr5.lua `rat_swarm`, `spider_swarm`.
local stats = require("creatures.stats")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local sense = require("ai.sense")
local creature = require("ai.creature")

local swarm = {}

--- The OCB's count of critters, and its digit of flags.
local COUNT_OF = 1000
local LEAP_OUT, SLOW_START = 1, 4
--- The slow start's countdown and its roll (1 in 16).
local SLOW_COUNT, SLOW_ROLL = 4, 16
--- Gravity on a critter each tick, its first leap (up 16 + 0..31), its
--- first speed (1 + 0..31), and the spread of those poured out ahead
--- (±45°).
local GRAVITY, LEAP, LEAP_RANGE = 6, 16, 32
local FIRST_SPEED = 32
local SPREAD = 0x4000
--- Half a sector: a rat hole's offset behind its emitter.
local HOLE_OFFSET = 512
--- The turn aside at a wall (90°) and back at a spider's ceiling (180°).
local ASIDE, ABOUT = 0x4000, 0x8000
--- Pitch while climbing and the climb per tick; pitch per unit of fall.
local CLIMB_PITCH, PITCH_PER_FALL = 0x3800, 128
--- A fall this fast ends it (it fell out of the level).
local FATAL_FALL = 500
--- Its turns: circling (±512), steering (1024), wobble (× 8).
local CIRCLE_TURN, STEER_TURN, WOBBLE = 512, 1024, 8
--- Steering aims within ±2048 of her; near her its speed is 48 less its
--- bearing's 1024ths.
local ON_COURSE, NEAR_SPEED, BEARING_UNIT = 2048, 48, 1024
--- Top speed: 24 plus its number in the swarm mod 32.
local TOP_SPEED, SPEED_SPREAD = 24, 32

--- The level's swarm of `type`: its living members in order.
local function members_of(type)
  local ls = world.level_state()
  ls.swarms = ls.swarms or {}
  local list = ls.swarms[type]
  if not list then
    list = {}
    ls.swarms[type] = list
  end
  for i = #list, 1, -1 do
    if not list[i]:exists() then table.remove(list, i) end
  end
  return list
end

--- The digit of flags of an OCB.
local function has(flags, bit) return (flags // bit) % 2 == 1 end

---@param e Entity
function swarm.init(e)
  local s = e.state
  if s.member then
    e.solid, e.collidable, e.targetable = false, false, false
    e.paused = true
    return
  end
  if s.left ~= nil then return end
  local st = stats.of(e)
  local flags = e.ocb // COUNT_OF
  s.left = e.ocb % COUNT_OF
  s.leap_out = has(flags, LEAP_OUT)
  s.slow = has(flags, SLOW_START) and SLOW_COUNT or 0
  e.solid, e.collidable, e.targetable = false, false, false
  e.visible = false
  if st.hole and not s.leap_out then
    -- The hole is behind the emitter's facing, in the wall it backs on.
    local dx, dz = fixed.step(e.yaw, HOLE_OFFSET)
    e.x, e.z = e.x - dx, e.z - dz
  end
end

--- Lets one critter out of emitter `e`.
local function emit(e, st)
  local s = e.state
  local list = members_of(e.type)
  if #list >= st.pool then return end
  local c = world.spawn(e.type, e.room, e.x, e.y, e.z, e.yaw)
  local m = { fall = 0, speed = 1 + world.random(FIRST_SPEED), landed = false,
              age = st.start_age and 2 * world.random(st.start_age // 2) or 0,
              number = #list, stats = e.params.stats }
  if s.leap_out then
    c.yaw = world.random(65536)
    m.fall = -LEAP - world.random(LEAP_RANGE)
  else
    c.yaw = (e.yaw + world.random(SPREAD) - SPREAD // 2) % 65536
  end
  c.state.member = m
  c:activate(e)
  list[#list + 1] = c
end

--- The emitter's tick.
local function control_emitter(e, st)
  local s = e.state
  if s.left <= 0 then return end
  if s.slow > 0 and world.random(SLOW_ROLL) ~= 0 then return end
  s.left = s.left - 1
  if s.slow > 0 and world.random(2) == 0 then s.slow = s.slow - 1 end
  emit(e, st)
end

--- Steers a landed critter at Lara (circling her once near) by the
--- bearing `angle` to her.
local function steer(c, m, st, angle, dx, dz)
  if math.abs(dx) + math.abs(dz) <= st.near then
    c.yaw = (c.yaw + (m.speed % 2 == 1 and CIRCLE_TURN or -CIRCLE_TURN)) % 65536
    m.speed = NEAR_SPEED - math.abs(angle) // BEARING_UNIT
    return
  end
  if m.speed < m.number % SPEED_SPREAD + TOP_SPEED then m.speed = m.speed + 1 end
  if math.abs(angle) < ON_COURSE then
    local wibble = (world.tick() * 4) % 256
    c.yaw = (c.yaw + (wibble - m.number) * WOBBLE) % 65536
  else
    c.yaw = (c.yaw + (angle < 0 and -STEER_TURN or STEER_TURN)) % 65536
  end
end

--- Moves critter `c` a tick; false once it has left.
local function move(c, m, st)
  local ox, oy, oz = c.x, c.y, c.z
  local dx, dz = fixed.step(c.yaw, m.speed)
  local x, y, z = ox + dx, oy + m.fall, oz + dz
  m.fall = m.fall + GRAVITY
  local lara = world.lara()
  local angle = 0
  if lara then
    local bearing = sense.bearing(x, z, lara.x, lara.z)
    if st.ages and m.age >= st.flees_at then
      angle = angles.diff(c.yaw, bearing)
    else
      angle = angles.diff(bearing, c.yaw)
    end
    local lx, ly, lz = lara.x - x, lara.y - y, lara.z - z
    if math.abs(lx) < st.touch and math.abs(ly) < st.touch and math.abs(lz) < st.touch
      and lara.health > 0 then
      if st.bleeds then creature.blood(c.room, x, y, z) end
      lara:hit(st.damage, c)
    end
    if m.landed then steer(c, m, st, angle, lx, lz) end
  end
  local room = world.room_at(c.room, x, y, z)
  local floor = world.floor(room, x, y, z)
  if floor == nil or floor < y - st.wall then
    if st.ages and m.age > st.flees_at then return false end
    c.yaw = (c.yaw + (angle > 0 and ASIDE or -ASIDE)) % 65536
    x, y, z, room = ox, oy, oz, c.room
    m.fall = 0
  elseif floor < y - st.climb then
    c.pitch = CLIMB_PITCH
    x, y, z, room = ox, oy - st.climb_step, oz, c.room
    if st.turns_back and world.random(st.turns_back) == 0 then c.yaw = (c.yaw + ABOUT) % 65536 end
    m.fall = 0
  elseif y >= floor then
    y = floor
    m.fall = 0
    m.landed = true
    c.pitch = 0
  elseif m.fall < FATAL_FALL and not (st.ages and m.age >= st.leaves_at) then
    c.pitch = (-m.fall * PITCH_PER_FALL) % 65536
  else
    return false
  end
  if st.ceiling_drop then
    local ceiling = world.ceiling(room, x, y, z)
    if ceiling and y < ceiling + st.ceiling_drop then
      m.fall = 1
      c.yaw = (c.yaw + ABOUT) % 65536
      y = ceiling + st.ceiling_drop
    end
  end
  c.x, c.y, c.z, c.room = x, y, z, room
  if st.ages and world.tick() % st.age_every == 0 then m.age = m.age + 2 end
  return true
end

--- Shows the critter's flip-book frame.
local function show_frame(c, m, st)
  local frame = ((world.tick() + m.number * st.frame_ticks) // st.frame_ticks) % st.frames
  local mesh = world.model_mesh(c.type, frame)
  if mesh then c:mesh_swap(0, mesh) end
  c.mesh_bits = 1
end

--- A critter's tick.
local function control_member(c, m)
  local st = stats.named(m.stats)
  if not move(c, m, st) then
    c:kill()
    return
  end
  show_frame(c, m, st)
  if m.number == 0 and world.random(2) == 0 then world.sound(st.sound, c) end
end

---@param e Entity
function swarm.control(e)
  local m = e.state.member
  if m then
    control_member(e, m)
  else
    control_emitter(e, stats.of(e))
  end
end

return swarm
