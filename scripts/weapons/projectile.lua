-- What Lara's launchers fire, in flight (TR2 grenade 248 and harpoon 249;
-- TR3 rocket 309, harpoon 310, grenade 311): spawned by lara.guns with
-- `e.state.shot` (the weapon's name, its heading, pitch and speed), flown
-- here by the weapon's `projectile` figures (weapons/trN.lua):
-- - speed; speed_water (the speed it keeps in water); accel (a rocket
--   gathering speed: + speed/share + add a tick up to top, top_water in
--   water); dip (air: the pitch drops this much a tick, to straight down);
-- - gravity (a lobbed shell: it flies level at its speed and falls,
--   gravity added to its fall a tick; `water`: in water its fall eases
--   half-way to water.fall and it loses speed/water.drag a tick);
-- - bounce (floors, ceilings and walls throw it back at half speed rather
--   than ending it); fuse (ticks after which it bursts wherever it is);
-- - blast (it bursts: every body within this reach of the burst takes the
--   weapon's damage; sounds are played), else it strikes the first body
--   it meets for the weapon's damage and ends; stick (what it struck that
--   was no body holds it for so many ticks before it is gone).
-- Each tick a ray from where it is to where it goes finds what it meets
-- (world.ray: geometry, static meshes, entities); Lara's own are never
-- struck by her shots.
local particles = require("lib.particles")
local angles = require("lib.angles")
local stats = require("lib.stats")
local sense = require("ai.sense")

local projectile = {}

--- The longest a shell flies before it is gone (30 s).
local LONGEST_FLIGHT = 900
--- A pitch pointing straight down.
local STRAIGHT_DOWN = -16384
--- How near a floor or ceiling a bounce counts as one (not a wall).
local SURFACE_SLACK = 16
--- A bounced fall slower than this stops: the shell rolls.
local ROLL_FALL = 8
--- Explosion particles of a burst; bubbles of one in water.
local BURST_PARTICLES, BURST_BUBBLES = 3, 8
--- A body this far past the blast's reach from its origin may still have
--- part of its box inside it (the targets search measures to origins).
local BODY_REACH = 1024

local function weapon_of(e)
  local shot = e.state.shot
  local W = require("lara.guns").tables()
  local w = shot and W[shot.weapon]
  return w, w and w.projectile
end

---@param e Entity
function projectile.init(e)
  e.solid = false
  e.collidable = false
  e.targetable = false
  e.gravity = false
  e.auto_land = false
  e.driven = false
end

--- Launches the shell `e` of weapon `name` along `yaw` and `pitch`.
---@param e Entity
---@param name string the weapon's name in the game's table
---@param yaw integer
---@param pitch integer up positive
function projectile.launch(e, name, yaw, pitch)
  local w = require("lara.guns").tables()[name]
  local P = w.projectile
  local shot = { weapon = name, yaw = yaw % 65536, pitch = pitch, speed = P.speed, fall = 0,
                 age = 0, stuck = false }
  if P.gravity then
    -- Lobbed: its speed is along the ground, its rise the aim's.
    local r = angles.radians(pitch)
    shot.fall = -math.floor(P.speed * math.sin(r))
  end
  e.state.shot = shot
  e.yaw, e.pitch = shot.yaw, (-pitch) % 65536
  e:activate()
end

local function wet(e)
  local surface = world.water(e.room, e.x, e.y, e.z)
  return surface ~= nil and e.y > surface
end

--- Gone: hidden now and removed on its next tick.
local function spent(e)
  e.visible = false
  e.state.shot.spent = true
end

--- A body struck: blood, the damage, its hurt sound (lara/aim.lua).
local function wound(t, damage, x, y, z, room)
  require("lara.aim").wound(t, damage, x, y, z, room, world.lara())
end

--- Bursts at (x, y, z): every living body within the blast takes the
--- weapon's damage.
local function burst(e, w, P, x, y, z, room)
  local shot = e.state.shot
  world.particles(particles.EXPLOSION, room, x, y, z, BURST_PARTICLES)
  if wet(e) then world.particles(particles.BUBBLES, room, x, y, z, BURST_BUBBLES) end
  for _, id in ipairs(P.sounds or {}) do world.sound(id, x, y, z) end
  shot.found = shot.found or {}
  local n = world.targets(x, y, z, P.blast + BODY_REACH, shot.found)
  local hit = false
  for i = 1, n do
    local t = shot.found[i]
    if t.health > 0 and sense.near_box(t, x, y, z, P.blast) then
      wound(t, w.damage, x, y, z, room)
      hit = true
    end
  end
  if hit then stats.add("hits", 1) end
  spent(e)
end

--- Meeting geometry with a bouncing shell: floors and ceilings throw its
--- fall back at half, walls turn it back at half speed. `shot` is the
--- flight ({yaw, speed, fall}); creatures/missile.lua flies lobbed
--- creature missiles (the SAS's grenade) with it too.
---@param e Entity
---@param shot table
---@param x integer
---@param y integer
---@param z integer
---@param room integer
function projectile.bounce(e, shot, x, y, z, room)
  local floor = world.floor(room, x, y, z)
  local ceiling = world.ceiling(room, x, y, z)
  if shot.fall > 0 and y >= floor - SURFACE_SLACK then
    e.y = math.min(e.y, floor - 1)
    shot.fall = -(shot.fall // 2)
    if -shot.fall < ROLL_FALL then shot.fall = 0 end
    shot.speed = shot.speed * 3 // 4
  elseif shot.fall < 0 and y <= ceiling + SURFACE_SLACK then
    shot.fall = -(shot.fall // 2)
  else
    shot.yaw = (shot.yaw + 32768) % 65536
    shot.speed = shot.speed // 2
  end
end

--- This tick's speed, fall and pitch of flight `shot` ({speed, fall,
--- pitch}) from the figures `P` (see the header).
---@param shot table
---@param P table
---@param in_water boolean
function projectile.steer(shot, P, in_water)
  if P.accel then
    local top = in_water and P.accel.top_water or P.accel.top
    if shot.speed < top then
      shot.speed = math.min(top, shot.speed + shot.speed // P.accel.share + P.accel.add)
    elseif shot.speed > top then
      -- Faster than water lets it: it slows by a quarter a tick.
      shot.speed = math.max(top, shot.speed - shot.speed // P.accel.share)
    end
  end
  if P.speed_water then shot.speed = in_water and P.speed_water or P.speed end
  if P.dip and not in_water then shot.pitch = math.max(shot.pitch - P.dip, STRAIGHT_DOWN) end
  if P.gravity then
    if in_water and P.water then
      shot.fall = shot.fall + (P.water.fall - shot.fall) // 2
      shot.speed = shot.speed - shot.speed // P.water.drag
    else
      shot.fall = shot.fall + P.gravity
    end
  end
end

--- Where flight `shot` goes this tick (dx, dy, dz): along its heading
--- (lobbed, `P.gravity`: level, plus its fall), or along its heading and
--- pitch.
---@param shot table
---@param P table
---@return integer, integer, integer
function projectile.step(shot, P)
  if P.gravity then
    local dx, dz = angles.step(shot.yaw, shot.speed)
    return dx, shot.fall, dz
  end
  local rp = angles.radians(shot.pitch)
  local flat = math.floor(math.cos(rp) * shot.speed + 0.5)
  local dx, dz = angles.step(shot.yaw, flat)
  return dx, -math.floor(math.sin(rp) * shot.speed + 0.5), dz
end

---@param e Entity
function projectile.control(e)
  -- Fired by something other than her guns (the big gun's rocket carries a
  -- creature missile's `flight`): that module flies it.
  if e.state.flight then return require("creatures.missile").control(e) end
  local shot = e.state.shot
  local w, P = weapon_of(e)
  if not P then
    -- Placed in a level rather than fired: nothing to do.
    e:deactivate()
    return
  end
  if shot.spent then
    e:kill()
    return
  end
  shot.age = shot.age + 1
  if shot.stuck then
    shot.stuck = shot.stuck - 1
    if shot.stuck <= 0 then spent(e) end
    return
  end
  if shot.age > LONGEST_FLIGHT then
    spent(e)
    return
  end
  if P.fuse and shot.age >= P.fuse then
    burst(e, w, P, e.x, e.y, e.z, e.room)
    return
  end
  projectile.steer(shot, P, wet(e))
  local dx, dy, dz = projectile.step(shot, P)
  local lara = world.lara()
  local hx, hy, hz, who, wall, _, room =
    world.ray(e.room, e.x, e.y, e.z, e.x + dx, e.y + dy, e.z + dz, lara)
  if who and who.targetable and who.health > 0 then
    if P.blast then
      burst(e, w, P, hx, hy, hz, room)
    else
      wound(who, w.damage, hx, hy, hz, room)
      stats.add("hits", 1)
      spent(e)
    end
  elseif who or wall then
    if P.bounce then
      projectile.bounce(e, shot, hx, hy, hz, room)
    elseif P.blast then
      burst(e, w, P, hx, hy, hz, room)
    else
      e:set_position(hx, hy, hz)
      e.room = room
      world.particles(particles.RICOCHET, room, hx, hy, hz, 1)
      shot.stuck = P.stick or 1
    end
  else
    e:set_position(e.x + dx, e.y + dy, e.z + dz)
    e.room = room
  end
  e.yaw = shot.yaw
end

return projectile
