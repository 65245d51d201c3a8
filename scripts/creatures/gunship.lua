-- TR5's gunship (GUNSHIP 91; creatures/stats/tr5.lua `gunship`): the
-- helicopter outside the tower's windows. While its trigger is on it
-- hangs `above` over Lara's torso, sliding a `follow`th of the way to her
-- a tick along x (OCB 1: along z) and up or down. Its aim sweeps after
-- her: each tick it keeps `aim_keeps` sixths of itself and takes the rest
-- from a point scattered about her torso. From its own point (scattered
-- by `muzzle_scatter`) it looks at her; for `fire_for` ticks after it
-- last saw her its gun fires (the flash mesh shown, the gun's sound and
-- light) along the line from its muzzle through its aim and `beyond`
-- times as far again. Every `every` ticks that line's first body takes
-- the shot: Lara bleeds `damage`; a body whose name matches `breaks` (the
-- windows' smash objects) is broken; a wall sparks, and a static mesh
-- the line meets breaks one time in two where it is shatterable
-- (lib/shatter_statics.lua "gunship": tower.cpp's GetRandomControl() & 1,
-- statics 50-58, TestTriggersAtXYZ). Not a creature: no hit points,
-- nothing hurts it.
local creature = require("ai.creature")
local particles = require("lib.particles")
local shatter_statics = require("lib.shatter_statics")
local stats = require("creatures.stats")

local gunship = {}

---@param e Entity
function gunship.init(e)
  e.targetable = false
  e.state.unseen = e.state.unseen or 0
end

--- Whether bit `i` of `bits` is set (scripts use no bit operators).
local function has_bit(bits, i)
  return math.floor(bits / 2 ^ i) % 2 == 1
end

--- Shows or hides mesh `i`.
local function show_mesh(e, i, shown)
  local on = has_bit(e.mesh_bits, i)
  if shown and not on then
    e.mesh_bits = e.mesh_bits + 2 ^ i
  elseif on and not shown then
    e.mesh_bits = e.mesh_bits - 2 ^ i
  end
end

--- Up to `n` either way, at random.
local function jitter(n)
  return world.random(2 * n + 1) - n
end

--- The shot along the line from (x, y, z) to (tx, ty, tz).
local function shot(e, st, room, x, y, z, tx, ty, tz, lara, firing)
  local hx, hy, hz, who, wall, _, at, static_room, static_index =
    world.ray(room, x, y, z, tx, ty, tz, e)
  local c = st.light
  if who and who == lara then
    world.light(room, x, y, z, c.r, c.g, c.b, c.radius)
    creature.blood(at, hx, hy, hz)
    lara:hit(st.damage, e)
  elseif who and who.name:find(st.breaks) then
    who:hit(st.damage, e)
  elseif firing then
    world.light(room, x, y, z, c.r, c.g, c.b, c.radius)
    if who or wall then world.particles(particles.RICOCHET, at, hx, hy, hz, 2) end
    if static_index and world.random(2) == 1 then
      shatter_statics.by_shot("gunship", e, static_room, static_index)
    end
  end
end

---@param e Entity
function gunship.control(e)
  if not e.active then return end
  local st, s = stats.of(e), e.state
  local lara = world.lara()
  if not lara then return end
  world.sound(st.sounds.rotor, e)
  local px, py, pz = lara:mesh_point(st.torso, jitter(st.scatter), jitter(st.scatter), jitter(st.scatter))
  local keep, share = st.aim_keeps, st.aim_keeps + 1
  s.aim = s.aim or { px, py, pz }
  local aim = s.aim
  aim[1] = (px + keep * aim[1]) // share
  aim[2] = (py + keep * aim[2]) // share
  aim[3] = (pz + keep * aim[3]) // share
  -- It keeps over her along its one axis, and `above` her torso.
  if e.ocb == 1 then
    e.z = e.z + (pz - e.z) // st.follow
  else
    e.x = e.x + (px - e.x) // st.follow
  end
  e.y = e.y + (py - e.y - st.above) // st.follow
  e.room = world.room_at(e.room, e.x, e.y, e.z)
  local m = st.muzzle_scatter
  local mx, my, mz = e.x + jitter(m), e.y + jitter(m), e.z + jitter(m)
  local room = world.room_at(e.room, mx, my, mz)
  if lara.health > 0 and world.line_of_sight(room, mx, my, mz, px, py, pz) then
    s.unseen = 1
  else
    s.unseen = s.unseen + 1
  end
  local firing = s.unseen < st.fire_for
  show_mesh(e, st.flash_mesh, firing)
  if firing then world.sound(st.sounds.fire, e) end
  if world.tick() % st.every == 1 then
    local k = st.beyond
    local tx, ty, tz = (k + 1) * aim[1] - k * mx, (k + 1) * aim[2] - k * my, (k + 1) * aim[3] - k * mz
    shot(e, st, room, mx, my, mz, tx, ty, tz, lara.health > 0 and lara or nil, firing)
  end
end

return gunship
