-- What Lara's launchers fire, in flight (TR2 grenade 248 and harpoon 249;
-- TR3 rocket 309, harpoon 310, grenade 311; TR4 crossbow bolt 360 and
-- grenade 365, each of its ammunition kind): spawned by lara.guns with
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
--   it meets for the weapon's damage (or knocks a mesh off it:
--   weapons/shatter.lua) and ends; stick (what it struck that
--   was no body holds it for so many ticks before it is gone).
-- - TR4's (weapons/tr4.lua describes them): blast_damage, self_damage,
--   poisons, flash, fragments, slow_water, spread_pitch.
-- - TR5's grapple (weapons/tr5.lua): harmless (it passes through bodies
--   without hurting them); grapples = { target, sound } (meeting an
--   entity of type `target` that still shows its first mesh, it sets off
--   the floor triggers under it as a heavy body, bursts with `sound`, and
--   the target shows its next mesh instead).
-- Each tick a ray from where it is to where it goes finds what it meets
-- (world.ray: geometry, static meshes, entities); Lara's own are never
-- struck by her shots.
local particles = require("lib.particles")
local fixed = require("lib.fixed")
local stats = require("lib.stats")
local sense = require("ai.sense")
local shell = require("weapons.shell")
local missile = require("creatures.missile")
local weapon_tables = require("weapons.tables")
local wounds = require("weapons.wound")
local shatter = require("weapons.shatter")

local projectile = {}

--- The longest a shell flies before it is gone (30 s).
local LONGEST_FLIGHT = 900
--- A fragment leaves from a point up to half this either way of its
--- grenade's burst, this far above it (TOMB4 ControlGrenade: & 0x1FF − 256,
--- −256).
local FRAGMENT_SCATTER, FRAGMENT_RISE = 512, 256
--- Explosion particles of a burst; bubbles of one in water.
local BURST_PARTICLES, BURST_BUBBLES = 3, 8
--- A body this far past the blast's reach from its origin may still have
--- part of its box inside it (the targets search measures to origins).
local BODY_REACH = 1024

--- The weapon table a shell flies by: its gun's, of the kind it is.
local function weapon_of(e)
  local shot = e.state.shot
  local W = weapon_tables.current()
  local w = shot and W[shot.weapon]
  local kind = w and shot.kind and w.kind_of and w.kind_of[shot.kind]
  if kind then w = kind.weapon end
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

--- Launches the shell `e` of weapon `name` (of ammunition kind `kind`)
--- along `yaw` and `pitch`.
---@param e Entity
---@param name string the weapon's name in the game's table
---@param yaw integer
---@param pitch integer up positive
---@param kind? string the ammunition kind's name (weapons/common.lua `with_kinds`)
function projectile.launch(e, name, yaw, pitch, kind)
  local shot = { weapon = name, kind = kind, yaw = yaw % 65536, pitch = pitch, fall = 0, age = 0,
                 stuck = false }
  e.state.shot = shot
  local _, P = weapon_of(e)
  shot.speed = P.speed
  if P.gravity then
    -- Lobbed: its speed is along the ground, its rise the aim's.
    shot.fall = -fixed.scale_sin(P.speed, pitch)
  end
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

--- A body struck: blood, the damage, its hurt sound (weapons/wound.lua).
local function wound(t, damage, x, y, z, room)
  wounds.body(t, damage, x, y, z, room, world.lara())
end

--- The tick until which a flash grenade blinds the humans near (TR4's
--- blind timer): creatures that cover their eyes read `projectile.blinding`.
local blind_until = 0

--- Ticks left of the last flash's blinding (0: none).
---@return integer
function projectile.blinding() return math.max(0, blind_until - world.tick()) end

--- A flash grenade's burst: everything near lit white for a while, the
--- humans blinded; no one hurt.
local function flash(F, x, y, z, room)
  world.light(room, x, y, z, 255, 255, 255, F.light, F.ticks)
  blind_until = math.max(blind_until, world.tick() + F.blind)
end

--- A super grenade's fragments thrown from its burst at (x, y, z): each
--- from a random point a quarter sector around and above, at a random
--- heading and a pitch within the fragment kind's spread.
local function throw_fragments(e, P, x, y, z, room)
  local name = e.state.shot.weapon
  local w = weapon_tables.current()[name]
  local F = w.kind_of[P.fragments.kind].weapon.projectile
  local lo, hi = F.spread_pitch[1], F.spread_pitch[2]
  for _ = 1, P.fragments.count do
    local fx = x + world.random() % FRAGMENT_SCATTER - FRAGMENT_SCATTER // 2
    local fz = z + world.random() % FRAGMENT_SCATTER - FRAGMENT_SCATTER // 2
    local fy = y - FRAGMENT_RISE
    local yaw = world.random() * 2 % 65536
    local pitch = lo + world.random() % (hi - lo + 1)
    local at = world.room_at(room, fx, fy, fz)
    local frag = world.spawn(F.type, at, fx, fy, fz, yaw)
    if frag then projectile.launch(frag, name, yaw, pitch, P.fragments.kind) end
  end
end

--- Lara caught in her own blast (TR4's grenades: `self_damage`).
local function hurt_self(P, x, y, z)
  local lara = world.lara()
  if not P.self_damage or not lara or lara.health <= 0 then return end
  if sense.near_box(lara, x, y, z, P.blast) then lara:hit(P.self_damage) end
end

--- Bursts at (x, y, z): every living body within the blast takes the
--- blast's damage (a flash's hurts no one); a super grenade throws its
--- fragments.
local function burst(e, w, P, x, y, z, room)
  local shot = e.state.shot
  world.particles(particles.EXPLOSION, room, x, y, z, BURST_PARTICLES)
  if wet(e) then world.particles(particles.BUBBLES, room, x, y, z, BURST_BUBBLES) end
  for _, id in ipairs(P.sounds or {}) do world.sound(id, x, y, z) end
  if P.flash then
    flash(P.flash, x, y, z, room)
    spent(e)
    return
  end
  shot.found = shot.found or {}
  local n = world.targets(x, y, z, P.blast + BODY_REACH, shot.found)
  local hit = false
  for i = 1, n do
    local t = shot.found[i]
    if t.health > 0 and sense.near_box(t, x, y, z, P.blast) then
      wound(t, P.blast_damage or w.damage, x, y, z, room)
      hit = true
    end
  end
  if hit then stats.add("hits", 1) end
  hurt_self(P, x, y, z)
  if P.fragments then throw_fragments(e, P, x, y, z, room) end
  spent(e)
end

--- A body struck by a shell that does not burst: the damage, and its
--- poison when the shell carries it (TR4's poison bolts).
local function strike(t, w, P, x, y, z, room)
  wound(t, w.damage, x, y, z, room)
  if P.poisons then require("ai.creature").poison(t) end
  stats.add("hits", 1)
end

--- True when `t` is a grapple's target still showing its first mesh (a
--- grapple not yet caught in it).
local function grapple_target(P, t)
  return P.grapples ~= nil and t ~= nil and t.type == P.grapples.target and t.mesh_bits % 2 == 1
end

--- A grapple striking its target `t` at (x, y, z): the floor triggers
--- under the target go off, the grapple bursts, the target shows its next
--- mesh.
local function grapple(e, P, t, x, y, z, room)
  world.test_triggers(t, "heavy", t.room, t.x, t.y, t.z)
  world.particles(particles.EXPLOSION, room, x, y, z, 1)
  world.sound(P.grapples.sound, x, y, z)
  t.mesh_bits = t.mesh_bits * 2
  stats.add("hits", 1)
  spent(e)
end

---@param e Entity
function projectile.control(e)
  -- Fired by something other than her guns (the big gun's rocket carries a
  -- creature missile's `flight`): that module flies it.
  if e.state.flight then return missile.control(e) end
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
  shell.steer(shot, P, wet(e))
  local dx, dy, dz = shell.step(shot, P)
  local lara = world.lara()
  local hx, hy, hz, who, wall, _, room =
    world.ray(e.room, e.x, e.y, e.z, e.x + dx, e.y + dy, e.z + dz, lara)
  if grapple_target(P, who) then
    grapple(e, P, who, hx, hy, hz, room)
  elseif who and P.harmless and not wall then
    -- A harmless shell flies on past a body.
    e:set_position(e.x + dx, e.y + dy, e.z + dz)
    e.room = world.room_at(e.room, e.x, e.y, e.z)
  elseif who and who.targetable and who.health > 0 then
    if P.blast then
      burst(e, w, P, hx, hy, hz, room)
    else
      if not shatter.by_shell(who, shot, hx, hy, hz) then strike(who, w, P, hx, hy, hz, room) end
      spent(e)
    end
  elseif who or wall then
    if P.bounce then
      shell.bounce(e, shot, hx, hy, hz, room)
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
