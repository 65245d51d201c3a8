-- Missiles of Atlantis (TR1 shard 172, rocket 173): spawned by a shooter
-- (atlantean.fire) already aimed, they fly straight at their speed. A ray
-- from where they were to where they go finds what they meet: Lara, or
-- when they pass within their reach of her, she is struck (the shard's
-- damage and blood, the rocket's damage and an explosion); a wall, floor,
-- ceiling or another body ends them (a shard in sparks, a rocket in an
-- explosion whose blast hurts Lara within its range, less with distance).
-- Then the missile entity is removed (on its next tick). A missile whose
-- stats give `max_speed` gathers speed (a quarter more plus `accel` a
-- tick); one that `hurts = "bodies"` (the big gun's rocket, fired by
-- Lara) ends on whatever it meets in a blast that hurts every living
-- body within `blast` by `damage` as a hit from its `flight.source`.
local stats = require("creatures.stats")
local creature = require("ai.creature")
local atlantean = require("creatures.atlantean")

local missile = {}

--- Lara's feet count this much below her bounding box for a near pass.
local BELOW_FEET = 100

function missile.init(e)
  -- In flight it is nothing to run into, nor in the way of its own ray.
  e.solid = false
  e.collidable = false
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

--- Hits Lara at (x, y, z).
local function strike(e, st, lara, x, y, z)
  lara:hit(st.damage, e)
  if st.blast then
    world.particles(atlantean.EXPLOSION, e.room, x, y, z, 1)
    world.sound(atlantean.SOUND.EXPLODE, e)
  else
    creature.blood(lara.room, x, y, z)
    world.sound(atlantean.SOUND.BULLET_HIT, e)
  end
  finish(e)
end

--- Bodies caught in a blast (scratch for world.targets, not state).
local caught = {}

--- A blast at (x, y, z) hurting every living body within its range.
local function blast_bodies(e, st, source, x, y, z)
  world.particles(atlantean.EXPLOSION, e.room, x, y, z, 1)
  if st.sound then world.sound(st.sound, e) end
  local n = world.targets(x, y, z, st.blast, caught)
  for i = 1, n do
    local body = caught[i]
    if body ~= source and body.type ~= 0 then body:hit(st.damage, source) end
  end
  finish(e)
end

--- Its speed this tick: its stats' `speed`, or gathering speed to
--- `max_speed`.
local function speed_of(flight, st)
  local speed = flight.speed or st.speed
  if st.max_speed and speed < st.max_speed then
    speed = math.min(speed + speed // 4 + st.accel, st.max_speed)
  end
  flight.speed = speed
  return speed
end

--- Ends against something other than Lara at (x, y, z).
local function impact(e, st, lara, x, y, z)
  if st.blast then
    world.particles(atlantean.EXPLOSION, e.room, x, y, z, 1)
    world.sound(atlantean.SOUND.EXPLODE, e)
    if lara and lara.health > 0 then
      local dx, dy, dz = x - lara.x, y - lara.y, z - lara.z
      local d2, r2 = dx * dx + dy * dy + dz * dz, st.blast * st.blast
      if d2 < r2 then lara:hit(st.damage * (r2 - d2) // r2, e) end
    end
  else
    world.particles(atlantean.SPARKS, e.room, x, y, z, 1)
    world.sound(atlantean.SOUND.RICOCHET, e)
  end
  finish(e)
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
  local st = stats.of(e)
  flight.age = flight.age + 1
  if flight.age > st.life then
    finish(e)
    return
  end
  local speed = speed_of(flight, st)
  local r = flight.pitch * (2 * math.pi / 65536)
  local h = math.cos(r) * speed
  local y = e.y - math.floor(math.sin(r) * speed + 0.5)
  local yr = flight.yaw * (2 * math.pi / 65536)
  local x = e.x + math.floor(math.sin(yr) * h + 0.5)
  local z = e.z + math.floor(math.cos(yr) * h + 0.5)
  local shooter = flight.shooter
  if shooter and not shooter:exists() then shooter = nil end
  local hx, hy, hz, who, wall, _, room = world.ray(e.room, e.x, e.y, e.z, x, y, z, shooter)
  local lara = world.lara()
  if st.hurts == "bodies" then
    if who or wall then blast_bodies(e, st, flight.source, hx, hy, hz)
    else e.x, e.y, e.z, e.room = x, y, z, room end
  elseif who and lara and who == lara and lara.health > 0 then
    strike(e, st, lara, hx, hy, hz)
  elseif who or wall then
    impact(e, st, lara, hx, hy, hz)
  else
    e.x, e.y, e.z, e.room = x, y, z, room
    if lara and lara.health > 0 and passes_near(lara, x, y, z, st.reach) then
      strike(e, st, lara, x, y, z)
    end
  end
end

return missile
