-- Targeting for Lara's guns (spec weapons.md §2): the living targets in
-- range and in sight whose bearing lies inside the weapon's lock cone, the
-- one nearest straight ahead taken (and kept while it stays a candidate);
-- each arm locks while the target is in the cone or, outside it, within
-- that arm's own swing; locked arms turn towards the target at the aim
-- speed, free arms back to straight ahead. Shots are rays with the
-- weapon's spread that hurt the first targetable body they enter and
-- ricochet off walls; launchers send their projectile off along the aim
-- (weapons/projectile.lua flies it).
local particles = require("lib.particles")
local angles = require("lib.angles")
local sense = require("ai.sense")

local aim = {}

local SIDES = { "right", "left" }

--- Degrees to TR angle units.
local function deg(d) return math.floor(d * 65536 / 360 + 0.5) end

--- Blood and ricochet effect ids (the renderer's particle effects).
aim.BLOOD = particles.BLOOD
aim.RICOCHET = particles.RICOCHET

--- The point guns aim at on a body: the middle of its box across, a third
--- of the way down from its top.
function aim.target_point(t)
  local x0, x1, y0, y1, z0, z1 = t:bounds()
  local cx, cz = (x0 + x1) / 2, (z0 + z1) / 2
  local r = angles.radians(t.yaw)
  local s, c = math.sin(r), math.cos(r)
  return t.x + math.floor(cx * c + cz * s), t.y + y0 + (y1 - y0) // 3,
    t.z + math.floor(cz * c - cx * s)
end

--- Yaw (relative to Lara's heading) and pitch (up positive) from her
--- muzzle height to a point.
local function angles_to(lara, height, x, y, z)
  local dx, dy, dz = x - lara.x, (lara.y - height) - y, z - lara.z
  local yaw = angles.diff(sense.bearing(lara.x, lara.z, x, z), lara.yaw)
  local pitch = math.floor(math.atan(dy, math.sqrt(dx * dx + dz * dz)) * 32768 / math.pi + 0.5)
  return yaw, pitch
end

local function in_cone(w, yaw, pitch)
  return math.abs(yaw) <= deg(w.lock.yaw) and math.abs(pitch) <= deg(w.lock.pitch)
end

local function in_arm(limits, yaw, pitch)
  return yaw >= deg(limits.yaw_min) and yaw <= deg(limits.yaw_max)
    and pitch >= deg(limits.pitch_min) and pitch <= deg(limits.pitch_max)
end

--- True when `t` can be aimed at now: alive, in range, in sight.
local function visible(lara, w, t, x, y, z)
  if not t:exists() or t.health <= 0 or not t.targetable then return false end
  local dx, dy, dz = x - lara.x, y - (lara.y - w.shot_height), z - lara.z
  if dx * dx + dy * dy + dz * dz >= w.range * w.range then return false end
  return world.line_of_sight(lara.room, lara.x, lara.y - w.shot_height, lara.z, x, y, z)
end

--- Picks (or keeps) the target and locks and turns the arms.
---@param lara Entity
function aim.track(lara, l, w, firing)
  local g = l.guns
  local n = world.targets(lara.x, lara.y - w.shot_height, lara.z, w.range, g.targets)
  local best, best_yaw, kept = false, math.huge, false
  for i = 1, n do
    local t = g.targets[i]
    local x, y, z = aim.target_point(t)
    local yaw, pitch = angles_to(lara, w.shot_height, x, y, z)
    if in_cone(w, yaw, pitch) and visible(lara, w, t, x, y, z) then
      if t == g.target then kept = true end
      if math.abs(yaw) < best_yaw then best, best_yaw = t, math.abs(yaw) end
    end
  end
  -- While firing, a target stays locked as long as it stays in sight.
  if not kept and not (firing and g.target and g.target:exists() and g.target.health > 0) then
    g.target = best
  end
  local speed = deg(w.aim_speed)
  local tyaw, tpitch = 0, 0
  local sees = false
  if g.target then
    local x, y, z = aim.target_point(g.target)
    tyaw, tpitch = angles_to(lara, w.shot_height, x, y, z)
    sees = visible(lara, w, g.target, x, y, z)
  end
  for _, side in ipairs(SIDES) do
    local arm = g[side]
    local limits = w.arms[side] or w.arms.both
    arm.lock = sees and (in_cone(w, tyaw, tpitch) or (arm.lock and in_arm(limits, tyaw, tpitch)))
    local wy, wp = 0, 0
    if arm.lock then wy, wp = tyaw, tpitch end
    arm.yaw = arm.yaw + math.max(-speed, math.min(speed, wy - arm.yaw))
    arm.pitch = arm.pitch + math.max(-speed, math.min(speed, wp - arm.pitch))
  end
end

--- Body `t` struck by Lara's shot (weapons/wound.lua).
aim.wound = require("weapons.wound").body

--- A random deviation of up to a quarter of `amount` degrees either way.
local function jitter(amount)
  if amount == 0 then return 0 end
  return (world.random() - 16384) * deg(amount) // 4 // 16384
end

--- One bullet or pellet from `arm`'s aim with the weapon's spread: the
--- first targetable body on its way takes the damage (and bleeds), a wall
--- sparks with a ricochet.
---@param lara Entity
---@return boolean? hit true when the shot struck a target (the statistics' hits)
function aim.shoot(lara, w, arm, ricochet_sound)
  local spread = w.spread + w.scatter
  local yaw = (lara.yaw + arm.yaw + jitter(spread)) % 65536
  local pitch = arm.pitch + jitter(spread)
  local ry, rp = angles.radians(yaw), angles.radians(pitch)
  local ox, oy, oz = lara.x, lara.y - w.shot_height, lara.z
  local flat = math.cos(rp) * w.range
  local tx = ox + math.floor(math.sin(ry) * flat)
  local ty = oy - math.floor(math.sin(rp) * w.range)
  local tz = oz + math.floor(math.cos(ry) * flat)
  local x, y, z, hit, wall, _, room = world.ray(lara.room, ox, oy, oz, tx, ty, tz, lara)
  if hit and hit.targetable and hit.health > 0 then
    aim.wound(hit, w.damage, x, y, z, room, lara)
    return true
  elseif wall or hit then
    world.particles(aim.RICOCHET, room, x, y, z, 3)
    if ricochet_sound then world.sound(ricochet_sound, x, y, z) end
  end
end

--- Sends the projectile of weapon `w` (named `name`; `w.kind` its
--- ammunition kind, when it has kinds) off from the muzzle
--- in her right hand (`hand`: its mesh) along `arm`'s aim; a muzzle
--- inside a wall starts it above her feet instead. A shell that flies
--- straight, from an arm locked on `target`, is aimed from the muzzle at
--- the target's point (as TR2's and TR3's harpoon guns aim theirs), so it
--- meets what the arm aims at; a lobbed one leaves along the arm's aim.
---@param lara Entity
---@param target Entity|false the guns' target
---@return Entity shell the spawned projectile
function aim.launch(lara, w, name, arm, hand, target)
  local P = w.projectile
  local x, y, z = lara:mesh_point(hand, P.muzzle[1], P.muzzle[2], P.muzzle[3])
  local room = world.room_at(lara.room, x, y, z)
  if world.floor(room, x, y, z) < y then
    x, z, room = lara.x, lara.z, world.room_at(lara.room, lara.x, y, lara.z)
  end
  local yaw, pitch = (lara.yaw + arm.yaw) % 65536, arm.pitch
  if target and arm.lock and not P.gravity and target:exists() then
    local tx, ty, tz = aim.target_point(target)
    local dx, dz = tx - x, tz - z
    yaw = sense.bearing(x, z, tx, tz)
    pitch = math.floor(math.atan(y - ty, math.sqrt(dx * dx + dz * dz)) * 32768 / math.pi + 0.5)
  end
  local shell = world.spawn(P.type, room, x, y, z, yaw)
  require("weapons.projectile").launch(shell, name, yaw, pitch, w.kind)
  return shell
end

return aim
