-- TR3's schools of fish (tomb3 fish.cpp): the "school" kind of the swarm
-- module (creatures/locusts.lua), for the tropical fish (339) and the
-- piranhas (338). Switched on, an emitter lets out its whole school at
-- once, each fish at a random place within the school's ranges about it.
-- A leader (no body of its own) wanders within those ranges: it eases its
-- heading and speed towards wanted ones that change on timers and rolls,
-- and turns back inwards where it meets a range's edge. Each fish steers
-- for the leader and keeps to a place of its own on a line behind it
-- (slowing inside a circle about that place, hurrying outside it), and
-- drifts up and down to depths it picks within the school's depth.
-- Piranhas go for Lara while she is in the emitter's room: the leader
-- heads straight for her at a dash, the fish pick depths about hers and
-- every one within `bite.reach` of her takes `bite.damage` (blood every
-- `bite.wait` ticks). The fish have no model: each is drawn a tick at a
-- time as its stats' particle (`looks.particle`, the misc sprites' fish).
-- Which ranges a school keeps is its number (the trigger's timer, 0-7, in
-- seconds as the file holds it) in its level's list (`params.shoals`
-- names it, given by scripts/levels/tr3/<LEVEL>.lua; `shoals.default`
-- elsewhere). Angles in 65536ths (the original's 4096ths × 16); speeds in
-- the original's units, a fish moving half its speed a tick.
-- Numbers: creatures/stats/tr3.lua `fish`, `piranhas`, `shoals`.
local stats = require("creatures.stats")
local sense = require("ai.sense")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")

local school = {}

local TURN = 65536
--- Ticks a second: the trigger's timer arrives in ticks.
local TICKS = 30
--- School numbers run 0-7 (the trigger timer's low three bits).
local SCHOOLS = 8
--- A fish moves half its speed a tick: the projection shifted one bit
--- further (tomb3 fish.cpp: `speed · sin >> 13` on its 12-bit table).
local SPEED_SHIFT = 1
--- How far a fish may stray from the emitter on either axis.
local FAR_OUT = 32000

--- `v` held within lo..hi.
local function clamp(v, lo, hi) return math.max(lo, math.min(hi, v)) end

--- The school's shared state (its number, ranges and leader), set up the
--- first time it is asked for.
---@param e Entity
---@param st table the school's stats
---@return table
function school.leader(e, st)
  local s = e.state
  if s.school then return s.school end
  local number = (e.timer // TICKS) % SCHOOLS
  e.timer = 0
  local lists = stats.named("shoals")
  local list = lists[e.params.shoals or "default"] or lists.default
  local range = list[number + 1] or lists.default[1]
  local lead = st.lead
  s.school = {
    number = number, range = range, x = 0, z = 0, yaw = 0, turn = 0,
    speed = lead.first_speed.min + world.random(lead.first_speed.rolls),
    want_yaw = 0, want_speed = lead.want_first.min + world.random(lead.want_first.rolls),
    yaw_time = 0, speed_time = 0, bite_wait = 0,
  }
  return s.school
end

--- Lets out fish number `i` of the school of emitter `e`: its member
--- record (the entity it moves, its place about the emitter).
---@param e Entity
---@param st table
---@param i integer
---@return table
function school.join(e, st, i)
  local lead = school.leader(e, st)
  local r, first = lead.range, st.fish.first_speed
  local m = {
    x = world.random(2 * r.x) - r.x, y = world.random(r.y), z = world.random(2 * r.z) - r.z,
    desty = world.random(r.y), yaw = world.random(TURN), turn = 0,
    speed = first.min + world.random(first.rolls), number = i - 1,
  }
  m.h = world.spawn(e.type, e.room, e.x + m.x, e.y + m.y, e.z + m.z, m.yaw)
  m.h.state.member = true
  m.h.visible, m.h.collidable, m.h.targetable, m.h.solid = false, false, false, false
  return m
end

--- Eases a heading `yaw` with turn rate `turn` towards `want` by `steer`'s
--- numbers, at most `most` a tick: the new heading and rate.
local function ease_turn(yaw, turn, want, steer, most)
  local off = angles.diff(yaw, want)
  if off > steer.dead then
    turn = math.max(turn - steer.accel, -most)
  elseif off < -steer.dead then
    turn = math.min(turn + steer.accel, most)
  else
    turn = turn - turn // steer.decay
    if math.abs(turn) < steer.accel then turn = 0 end
  end
  yaw = yaw + turn
  if math.abs(off) > steer.sharp then yaw = yaw + turn // steer.decay end
  return yaw % TURN, turn
end

--- Whom the school goes for this tick: Lara while piranhas share her
--- room, else nobody.
local function prey(e, st, lara)
  if st.bite and lara and lara.room == e.room then return lara end
  return nil
end

--- The leader meets an edge of its ranges: it is held there and wants to
--- turn back inwards, and its timers start again.
local function bounce(lead, w)
  local inwards = sense.bearing(lead.x, lead.z, 0, 0)
  local swing = w.edge_turn.min + world.random(w.edge_turn.rolls)
  lead.want_yaw = (lead.yaw + (angles.diff(inwards, lead.yaw) < 0 and -swing or swing)) % TURN
  lead.yaw_time = w.time.min + world.random(w.time.rolls)
  lead.speed_time = 0
end

--- The leader's wandering: its wanted heading and speed change on timers.
local function wander(lead, w)
  if world.random(w.one_in.restart) == 0 then lead.yaw_time = 0 end
  if lead.yaw_time > 0 then
    lead.yaw_time = lead.yaw_time - 1
  else
    lead.yaw_time = w.time.min + world.random(w.time.rolls)
    local change = w.drift.min + world.random(w.drift.rolls)
    if world.random(w.one_in.swerve) == 0 then change = change * w.swerve end
    lead.want_yaw = (lead.want_yaw + change) % TURN
  end
  if lead.speed_time > 0 then
    lead.speed_time = lead.speed_time - 1
    return
  end
  local sp = w.speed
  lead.speed_time = sp.time.min + world.random(sp.time.rolls)
  if world.random(sp.one_in.burst) == 0 then
    lead.want_speed = sp.burst.min + world.random(sp.burst.rolls)
  elseif world.random(sp.one_in.faster) == 0 then
    lead.want_speed = lead.want_speed + sp.faster.min + world.random(sp.faster.rolls)
  elseif lead.want_speed > sp.fast then
    lead.want_speed = lead.want_speed - sp.slower.min - world.random(sp.slower.rolls)
  else
    lead.speed_time = sp.dawdle_time.min + world.random(sp.dawdle_time.rolls)
    lead.want_speed = lead.want_speed + sp.dawdle.min + world.random(sp.dawdle.rolls)
  end
  lead.want_speed = clamp(lead.want_speed, 0, sp.top)
end

--- One tick of the school as a whole: the leader moves (called before
--- its fish move).
---@param e Entity
---@param st table
---@param lara Entity?
function school.lead(e, st, lara)
  local lead = school.leader(e, st)
  local l = st.lead
  local target = prey(e, st, lara)
  lead.prey = target
  if lead.bite_wait > 0 then lead.bite_wait = lead.bite_wait - 1 end
  if target then
    lead.yaw = sense.bearing(e.x + lead.x, e.z + lead.z, target.x, target.z)
    lead.want_yaw = lead.yaw
    lead.want_speed = l.dash.min + world.random(l.dash.rolls)
  end
  lead.yaw, lead.turn = ease_turn(lead.yaw, lead.turn, lead.want_yaw, st.steer, l.most_turn)
  local gap = lead.speed - lead.want_speed
  if gap < -l.speed_slack then
    lead.speed = lead.speed + 1 + world.random(l.speed_step)
  elseif gap > l.speed_slack then
    lead.speed = lead.speed - 1 - world.random(l.speed_step)
  end
  lead.speed = clamp(lead.speed, 0, l.wander.speed.top)
  local dx, dz = fixed.step_shr(lead.yaw, lead.speed, SPEED_SHIFT)
  lead.x, lead.z = lead.x + dx, lead.z + dz
  if target then return end
  local r = lead.range
  if math.abs(lead.z) > r.z or math.abs(lead.x) > r.x then
    lead.x, lead.z = clamp(lead.x, -r.x, r.x), clamp(lead.z, -r.z, r.z)
    bounce(lead, l.wander)
  end
  wander(lead, l.wander)
end

--- The piranha `m` bites Lara when within reach of her.
local function bite(e, st, lead, x, y, z, lara)
  local b = st.bite
  local dx, dz = lara.x - x, lara.z - z
  if math.abs(lara.y - y) > b.reach or dx * dx + dz * dz > b.reach * b.reach then return end
  if lead.bite_wait == 0 then
    world.particles(particles.BLOOD, lara.room, x, y, z, b.blood)
    lead.bite_wait = b.wait
  end
  if lara.health > 0 then lara:hit(b.damage, e) end
end

--- One tick of fish `m` (the `i`th) of emitter `e`'s school: it follows
--- the leader; always true (a fish never leaves its school).
---@return boolean
function school.move(e, st, m, _, lara)
  local lead = school.leader(e, st)
  local f = st.fish
  local n = m.number
  local target = lead.prey
  -- Its own place on a line behind the leader, and the circle about it.
  local px = lead.x + f.place.step * n - f.place.start
  local pz = lead.z - f.place.step * n + f.place.start
  local near = (f.place.step * n) ^ 2 + f.place.radius ^ 2
  local want = sense.bearing(m.x, m.z, lead.x, lead.z)
  m.yaw, m.turn = ease_turn(m.yaw, m.turn, want, st.steer, n // 2 + f.most_turn)
  if (m.x - px) ^ 2 + (m.z - pz) ^ 2 < near then
    if m.speed > 2 * n + f.slow_floor then m.speed = m.speed - m.speed // f.slow_share end
  else
    if m.speed < n // 2 + f.hurry_to then m.speed = m.speed + n // 2 + 1 + world.random(f.hurry_rolls) end
    m.speed = math.min(m.speed, f.hurry_to + n // 2 - f.slower_each * n)
  end
  if world.random(2) == 1 then m.speed = m.speed - world.random(2) else m.speed = m.speed + world.random(2) end
  m.speed = clamp(m.speed, f.slowest, f.fastest)
  local dx, dz = fixed.step_shr(m.yaw, m.speed, SPEED_SHIFT)
  m.x, m.z = clamp(m.x + dx, -FAR_OUT, FAR_OUT), clamp(m.z + dz, -FAR_OUT, FAR_OUT)
  if math.abs(m.y - m.desty) < f.depth_close then
    if target then
      m.desty = target.y - e.y + world.random(f.about_prey)
    else
      m.desty = world.random(lead.range.y)
    end
  end
  m.y = m.y + (m.desty - m.y) // f.depth_ease
  local x, y, z = e.x + m.x, e.y + m.y, e.z + m.z
  local h = m.h
  h.room = world.room_at(h.room, x, y, z)
  h.x, h.y, h.z, h.yaw = x, y, z, m.yaw
  if target and st.bite then bite(e, st, lead, x, y, z, target) end
  return true
end

--- The TR3 types that are schools (tomb3 objects.h PIRAHNAS, TROPICAL_FISH).
local SCHOOL_TYPES = { 338, 339 }

--- A level's catalogue overrides for its schools (scripts/levels/tr3/):
--- TR3's fish and piranha entries with the level's list of ranges.
---@param shoals string the list's name in creatures/stats/tr3.lua `shoals`
---@return table
function school.level_types(shoals)
  return require("objects.catalogue").with_params(require("objects.tr3"), SCHOOL_TYPES,
    { shoals = shoals })
end

--- Draws fish `h` for this tick: one particle of its stats' look.
function school.show(h, st)
  world.particles(st.looks.particle, h.room, h.x, h.y, h.z, 1)
end

return school
