-- Targeting for Lara's guns as the originals do it, in their integer
-- arithmetic (TRX tr1 gun/gun_misc.c; TR2's gun_misc.c the same):
-- - the target point: the middle of the body's nearest keyframe box across,
--   a third of the way down from its top, turned with its heading
--   (Gun_FindTargetPoint);
-- - choosing: every living target within the gun's reach of her eye (650
--   above her feet) in sight whose bearing, less her heading and torso
--   turn, lies in the gun's lock cone; the one nearest straight ahead wins.
--   With Action held the target she has is kept whatever becomes of it:
--   the original's full lock (Gun_GetNewTarget);
-- - locking: both arms lock while the target is in sight and in the cone;
--   outside the cone an arm keeps its lock while the target stays within
--   that arm's own swing; out of sight both let go (Gun_TargetInfo);
-- - aiming: a locked arm turns towards the target by the aim speed a tick
--   on each axis, snapping onto it within one step; a free arm turns back
--   to straight ahead (Gun_AimWeapon).
-- Angles are 16-bit (PHD_ANGLE), degrees of the tables 182 units each.
-- Launchers send their projectile off along the aim (weapons/projectile.lua
-- flies it).
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local wound = require("weapons.wound")
local tables = require("weapons.tables").current

local aim = {}

--- Her eye when choosing and locking targets: this far above her feet,
--- whatever the gun (the originals' fixed 650).
aim.EYE = 650

--- Blood and ricochet effect ids (the renderer's particle effects).
aim.BLOOD = particles.BLOOD
aim.RICOCHET = particles.RICOCHET

--- Body `t` struck by Lara's shot (weapons/wound.lua).
aim.wound = wound.body

local SIDES = { "right", "left" }
local angle16, div, deg = fixed.angle16, fixed.div, fixed.DEGREE

--- The point guns aim at on body `t` (Gun_FindTargetPoint).
---@param t Entity
---@return integer x, integer y, integer z
function aim.target_point(t)
  local x0, x1, y0, y1, z0, z1 = t:best_bounds()
  local x, y, z = div(x0 + x1, 2), div(y1 - y0, 3) + y0, div(z0 + z1, 2)
  local c, s = fixed.cos(t.yaw), fixed.sin(t.yaw)
  return t.x + fixed.shr(c * x + s * z, fixed.SHIFT), t.y + y,
    t.z + fixed.shr(c * z - s * x, fixed.SHIFT)
end

--- Heading and elevation (up positive) of the vector (x, y, z), y down:
--- the vector is shortened by quarters until it fits 16 bits before the
--- elevation is taken (Math_GetVectorAngles).
---@return integer yaw, integer pitch
function aim.vector_angles(x, y, z)
  local yaw = angle16(fixed.atan(z, x))
  while x ~= angle16(x) or y ~= angle16(y) or z ~= angle16(z) do
    x, y, z = x // 4, y // 4, z // 4
  end
  local pitch = angle16(fixed.atan(fixed.sqrt(x * x + z * z), y))
  if (y > 0 and pitch > 0) or (y < 0 and pitch < 0) then pitch = -pitch end
  return yaw, pitch
end

--- True when (yaw, pitch) lies within `cone` ({ yaw, pitch } either side,
--- in degrees).
local function in_cone(cone, yaw, pitch)
  return yaw >= -cone.yaw * deg and yaw <= cone.yaw * deg
    and pitch >= -cone.pitch * deg and pitch <= cone.pitch * deg
end

--- True when (yaw, pitch) lies within an arm's swing (`limits`: yaw_min,
--- yaw_max, pitch_min, pitch_max in degrees).
local function in_swing(limits, yaw, pitch)
  return yaw >= limits.yaw_min * deg and yaw <= limits.yaw_max * deg
    and pitch >= limits.pitch_min * deg and pitch <= limits.pitch_max * deg
end

--- Her eye for targeting: x, y, z.
local function eye(lara) return lara.x, lara.y - aim.EYE, lara.z end

--- Angles from her eye to target `t`'s point, less her heading (and
--- `turn`, her torso's turn, when given), and whether she sees the point.
local function bearing(lara, t, turn)
  local sx, sy, sz = eye(lara)
  local tx, ty, tz = aim.target_point(t)
  local yaw, pitch = aim.vector_angles(tx - sx, ty - sy, tz - sz)
  yaw = angle16(yaw - (lara.yaw + (turn and turn.y or 0)))
  pitch = angle16(pitch - (lara.pitch + (turn and turn.x or 0)))
  return yaw, pitch, world.los(lara.room, sx, sy, sz, tx, ty, tz)
end

--- Locks the arms on the target and keeps its angles (Gun_TargetInfo).
---@param lara Entity
---@param l table her state
---@param w table the weapon
function aim.target_info(lara, l, w)
  local g = l.guns
  local t = g.target
  if not t or not t:exists() then
    g.target, g.right.lock, g.left.lock = false, false, false
    g.target_yaw, g.target_pitch = 0, 0
    return
  end
  local yaw, pitch, seen = bearing(lara, t)
  if not seen then
    g.right.lock, g.left.lock = false, false
  elseif in_cone(w.lock, yaw, pitch) then
    g.right.lock, g.left.lock = true, true
  else
    for _, side in ipairs(SIDES) do
      local arm = g[side]
      if arm.lock and not in_swing(w.arms[side] or w.arms.both, yaw, pitch) then arm.lock = false end
    end
  end
  g.target_yaw, g.target_pitch = yaw, pitch
end

--- The nearest rule's margin: a nearer candidate wins while its bearing is
--- within this of the best's (TRX tr2 NEAR_ANGLE, 15°; tomb3 and TOMB4
--- LaraGetNewTarget write it 2730).
local NEARER_WITHIN = 2730

--- Chooses the target and locks the arms (TRX tr1 and tr2 Gun_GetNewTarget;
--- tomb3 and TOMB4 LaraGetNewTarget). The candidates: living targets in
--- sight and in the cone, looked at in the order the game walks them
--- (`target_order`: "newest", the active list, TR1 and TR3; "oldest", the
--- AI slots, TR2, TR4, TR5). Which one the game keeps and which it takes
--- is the tables' say: `keep_target` "firing" (TR1–TR3: with `action` held
--- a target she has is kept whatever becomes of it) or "candidate" (TR4,
--- TR5: kept while it is a candidate); `best_target` "straightest" (TR1:
--- the first with the bearing nearest straight ahead) or "nearest" (TR2
--- on: a candidate nearer than the best so far takes its place unless its
--- bearing is 15° or more wider than the best's).
---@param lara Entity
---@param l table her state
---@param w table the weapon
---@param action boolean
function aim.new_target(lara, l, w, action)
  local g, W = l.guns, tables()
  local current = g.target and g.target:exists() and g.target
  if W.keep_target == "firing" and action and current then return aim.target_info(lara, l, w) end
  local sx, sy, sz = eye(lara)
  local n = world.targets(sx, sy, sz, w.range, g.targets, W.target_order)
  local best, best_yaw, best_dist, kept = false, 0x7FFF, 0x7FFFFFFF, false
  local nearest = W.best_target == "nearest"
  for i = 1, n do
    local t = g.targets[i]
    local yaw, pitch, seen = bearing(lara, t, g.torso)
    if seen and in_cone(w.lock, yaw, pitch) then
      kept = kept or t == current
      local off = math.abs(yaw)
      if nearest then
        local dx, dy, dz = t.x - sx, t.y - sy, t.z - sz
        local dist = dx * dx + dy * dy + dz * dz
        if off < best_yaw + NEARER_WITHIN and dist < best_dist then
          best, best_yaw, best_dist = t, off, dist
        end
      elseif off < best_yaw then
        best, best_yaw = t, off
      end
    end
  end
  if not (W.keep_target == "candidate" and kept) then g.target = best end
  aim.target_info(lara, l, w)
end

--- One step of `value` towards `goal` by `speed`, onto it within a step.
local function towards(value, goal, speed)
  if value >= goal - speed and value <= goal + speed then return goal end
  if value < goal then return angle16(value + speed) end
  return angle16(value - speed)
end

--- Turns `arm` towards the target's angles while it is locked, else back
--- to straight ahead (Gun_AimWeapon).
---@param w table the weapon
---@param g table her guns' state
---@param arm table
function aim.turn_arm(w, g, arm)
  local speed = w.aim_speed * deg
  local yaw, pitch = 0, 0
  if arm.lock then yaw, pitch = g.target_yaw, g.target_pitch end
  arm.yaw = towards(arm.yaw, yaw, speed)
  arm.pitch = towards(arm.pitch, pitch, speed)
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
    yaw, pitch = aim.vector_angles(tx - x, ty - y, tz - z)
    yaw = yaw % 65536
  end
  local shell = world.spawn(P.type, room, x, y, z, yaw)
  require("weapons.projectile").launch(shell, name, yaw, pitch, w.kind)
  return shell
end

return aim
