-- TR5's wrecking ball (WRECKING_BALL 142): the robot arm's claw and ball,
-- hung 1644 under the ceiling from its trolley (ANIMATING16, 446, which
-- the ball keeps over itself on the ceiling). It runs along the ceiling
-- sector by sector, one axis at a time, where the ceiling one sector on
-- is no lower than the trolley (a wall stops it), 32 a tick.
--   For its first `settle` ticks it roams a square of seven sectors about
--   the yard's `centre` (a new sector every 64 ticks) and drops nothing.
--   Then, with Lara in the yard (`yard`: x0, x1, z0, z1), it hunts her:
--   over her sector it waits 30 ticks, opens its claw (state 1) and lets
--   the ball fall (6, then 24 more a tick), bouncing back an eighth of its
--   speed off the floor while faster than 48 (the ground shakes), closing
--   the claw 1536 over the floor; then it winds the ball up (3 less a
--   tick) to 1644 under the trolley, bouncing off the top an eighth of its
--   speed while faster than 32, and moves again.
--   With her out of the yard it goes back to `home`.
-- Touching her while falling it hurts her 96; caught squarely under it
-- (within the middle half of her sector both ways) she is crushed. It is
-- solid. The yard is in the level's own coordinates (TOMB5's are fixed in
-- ControlWreckingBall): the catalogue's params, kept in `e.state`.
-- Left out: the orange alarm lights' spin (one steady light stands for
-- them) and the cutscene that parks it.
-- Source: TOMB5 joby.cpp ControlWreckingBall, WreckingBallCollision,
-- init.cpp InitialiseWreckingBall (facts and figures, not code).
local traps = require("lib.traps")
local creature = require("ai.creature")

local ball = {}

local SECTOR = 1024
--- The sector's middle: where it drops.
local MIDDLE = 512
--- TOMB5's figures.
local N = {
  hang = 1644, speed = 32, wait = 30, first_fall = 6, gravity = 24, bounce_above = 48,
  bounce_share = 8, close_claw = 1536, winch = 3, top_bounce = 32,
  -- Roaming: a sector up to 3 either way of the centre, every 64 ticks.
  roam = 3, roam_every = 64, settle = 900,
  damage = 96, crush_edge = 256, shake = { floor = 64, top = 16 },
  states = { closed = 0, open = 1 },
  trolley = 446,
  -- SFX_J_GRAB_MOTOR_B_LP, MOTOR_A, MOTOR_C, DROP, IMPACT, WINCH_UP_LP.
  sounds = { motor = 257, start = 258, stop = 256, drop = 259, impact = 255, winch = 260 },
  light = { r = 255, g = 64, b = 0, radius = 24 * 256, below = 64 },
}

--- The sector middle of a coordinate.
local function middle_of(v)
  return v - v % SECTOR + MIDDLE
end

---@param e Entity
function ball.init(e)
  local s = e.state
  e.solid = true
  if s.mode then return end
  local p = e.params or {}
  s.yard, s.home, s.centre = p.yard, p.home, p.centre
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o.type == N.trolley then s.trolley = o break end
  end
  e.y = world.ceiling(e.room, e.x, e.y, e.z) + N.hang
  e.room = world.room_at(e.room, e.x, e.y, e.z)
  s.mode, s.age, s.fall, s.roam_x, s.roam_z = "move", 0, 0, 0, 0
end

---@param e Entity
function ball.on_activate(e) e.awake = true end

--- Where it heads this tick, and whether that is Lara.
local function target_of(e, s, lara)
  local y = s.yard
  local inside = lara and y and lara.x >= y.x0 and lara.x <= y.x1 and lara.z >= y.z0 and lara.z <= y.z1
  if s.age < N.settle then
    if s.age == 0 or s.age % N.roam_every == 0 then
      s.roam_x = world.random(2 * N.roam + 1) - N.roam
      s.roam_z = world.random(2 * N.roam + 1) - N.roam
    end
    local c = s.centre or { x = e.x, z = e.z }
    return c.x + SECTOR * s.roam_x, c.z + SECTOR * s.roam_z, false
  elseif inside then
    return lara.x, lara.z, true
  end
  local h = s.home or { x = e.x, z = e.z }
  return h.x, h.z, false
end

--- Whether the rail goes on one sector over at (x, z): no wall, and a
--- ceiling no lower than the trolley.
local function rail_at(e, x, top, z)
  local room = world.room_at(e.room, x, top, z)
  local wall = select(6, world.sector(room, x, top, z))
  return not wall and world.ceiling(room, x, top, z) <= top
end

local function sign(v)
  if v > 0 then return 1 elseif v < 0 then return -1 end
  return 0
end

--- Moving along the rail towards (tx, tz).
local function move(e, s, tx, tz, hunting)
  tx, tz = middle_of(tx), middle_of(tz)
  local dx, dz = tx - e.x, tz - e.z
  local top = s.trolley and s.trolley:exists() and s.trolley.y or (e.y - N.hang)
  local ox, oz = e.x, e.z
  if not s.axis then
    local can_x = dx ~= 0 and rail_at(e, e.x + sign(dx) * SECTOR, top, e.z)
    local can_z = dz ~= 0 and rail_at(e, e.x, top, e.z + sign(dz) * SECTOR)
    if can_x and (math.abs(dx) > math.abs(dz) or not can_z or world.random(2) == 1) then
      s.axis = "x"
    elseif can_z then
      s.axis = "z"
    end
  end
  if s.axis then
    world.sound(N.sounds.motor, e)
    local d = s.axis == "x" and dx or dz
    local step = sign(d) * math.min(N.speed, math.abs(d))
    if d == 0 then s.axis = nil end
    if s.axis == "x" then e.x = e.x + step elseif s.axis == "z" then e.z = e.z + step end
  end
  if s.mode == "wound" and (ox ~= e.x or oz ~= e.z) then
    s.mode = "move"
    world.sound(N.sounds.start, e)
  end
  if e.x % SECTOR == MIDDLE and e.z % SECTOR == MIDDLE then s.axis = nil end
  if hunting and e.x == tx and e.z == tz then
    if s.mode ~= "wound" then
      world.stop_sound(N.sounds.motor, e)
      world.sound(N.sounds.stop, e)
    end
    s.mode, s.wait = "wait", N.wait
  end
end

--- Over her: the wait, the claw opening, the drop.
local function wait(e, s)
  if s.wait > 0 then
    s.wait = s.wait - 1
  elseif e.anim_state == N.states.closed then
    e.goal_state = N.states.open
  elseif creature.last_frame(e) then
    world.sound(N.sounds.drop, e)
    s.mode, s.fall = "drop", N.first_fall
    e.y = e.y + s.fall
  end
end

local function drop(e, s)
  s.fall = s.fall + N.gravity
  e.y = e.y + s.fall
  e.room = world.room_at(e.room, e.x, e.y, e.z)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  if floor < e.y then
    e.y = floor
    if s.fall > N.bounce_above then
      world.shake(N.shake.floor)
      s.fall = -s.fall // N.bounce_share
    else
      s.mode, s.fall = "winch", 0
    end
  elseif floor - e.y < N.close_claw and e.anim_state ~= N.states.closed then
    e.goal_state = N.states.closed
  end
end

local function winch(e, s)
  s.fall = s.fall - N.winch
  e.y = e.y + s.fall
  local top = (s.trolley and s.trolley:exists() and s.trolley.y or e.y) + N.hang
  if e.y < top then
    world.stop_sound(N.sounds.winch, e)
    s.quiet = true
    e.y = top
    if s.fall < -N.top_bounce then
      world.sound(N.sounds.impact, e)
      s.fall = -s.fall // N.bounce_share
      world.shake(N.shake.top)
    else
      s.mode, s.fall, s.quiet, s.axis = "wound", 0, false, nil
    end
  elseif not s.quiet then
    world.sound(N.sounds.winch, e)
  end
end

---@param e Entity
function ball.control(e)
  local s = e.state
  local lara = traps.living_lara()
  local tx, tz, hunting = target_of(e, s, lara)
  if s.age < N.settle then s.age = s.age + 1 end
  if s.mode == "move" or s.mode == "wound" then
    move(e, s, tx, tz, hunting)
  elseif s.mode == "wait" then
    wait(e, s)
  elseif s.mode == "drop" then
    drop(e, s)
  elseif s.mode == "winch" then
    winch(e, s)
  end
  e.room = world.room_at(e.room, e.x, e.y, e.z)
  local t = s.trolley
  if t and t:exists() then
    t.x, t.z = e.x, e.z
    t.y = world.ceiling(e.room, e.x, e.y, e.z)
    t.room = world.room_at(e.room, t.x, t.y, t.z)
    local c = N.light
    world.light(t.room, t.x, t.y + c.below, t.z, c.r, c.g, c.b, c.radius)
  end
end

--- Her touch: hurt while it falls, crushed squarely under it.
---@param e Entity
---@param lara Entity
function ball.collision(e, lara)
  if lara.health <= 0 or not traps.touches(e, lara) then return end
  local function mid(v) return v % SECTOR > N.crush_edge and v % SECTOR < SECTOR - N.crush_edge end
  if mid(lara.x) and mid(lara.z) then
    traps.wound(e, lara, lara.health)
  elseif e.state.fall > 0 then
    traps.wound(e, lara, N.damage)
  end
end

return ball
