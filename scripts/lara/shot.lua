-- One round from Lara's gun as the originals fire it (TRX tr1 gun/
-- gun_misc.c Gun_FireWeapon, Gun_HitTarget; TR2's gun_misc.c the same):
-- - the round is taken; an empty gun clicks, and she asks for her pistols
--   (drawn once this gun is away) or, without them, puts it away;
-- - the line of fire leaves her 'shot height' above her feet along the
--   arm's aim, turned by the gun's spread: accuracy × (roll − 16384) /
--   65536 on the elevation, then on the heading (two rolls of the world's
--   generator, the originals' Random_GetControl);
-- - only the target is tested: the nearest of its mesh spheres (keyframe
--   nearest its frame) the line passes through wholly ahead of the muzzle
--   is struck at its near side; the target bleeds there, takes the gun's
--   damage and cries out while it lives on;
-- - TR1: a miss flies 16384 units along the line, stopped by the line of
--   sight at what it meets, and ricochets there;
-- - TR2 and TR3 (the weapon tables' `miss`; TRX tr2 Gun_FireWeapon, tomb3
--   larafire.cpp FireWeapon): a round breaks the first smashable item on
--   its line in the rooms its line of sight crossed (LOS_CheckSmashable,
--   ObjectOnLOS: `world.los` given the types), on the way to the target it
--   struck or, missing, to where the line of sight stopped; a miss flies
--   the gun's range and ricochets only where the line of sight met
--   something before it, and not when it broke an item. For a round that
--   struck, the rooms are a sight's to the point struck (the originals
--   read those of the last sight taken).
-- - TR4 and TR5 (TOMB4/TOMB5 larafire.cpp FireWeapon handing the line to
--   control.cpp GetTargetOnLOS): a shatterable static the line meets
--   before the point struck or the end of a miss breaks
--   (lib/shatter_statics.lua "shot") and the round goes no further.
local fixed = require("lib.fixed")
local stats = require("lib.stats")
local rounds = require("lara.rounds")
local tables = require("weapons.tables").current
local aim = require("lara.aim")
local shatter_statics = require("lib.shatter_statics")

local shot = {}

--- Ricochet sparks where a miss lands.
local RICOCHET_SPARKS = 3
--- How far TR1's missed round flies (TRX tr1 Gun_FireWeapon).
local TR1_MISS_REACH = 16384

--- Breaks item `t` as `how` says ("hit": its on_hit, as a window or a
--- bell takes a round; "activate": it wakes, as a carcass on its rope).
local function smash(t, how, lara)
  if how == "activate" then t:activate(lara) else t:hit(0, lara) end
end

--- Takes `count` rounds of gun `name`'s chosen kind: false (and a click)
--- when it is empty, and then she asks for her pistols, or puts the gun
--- away when she has none. Infinite guns take none.
---@param e Entity Lara
---@param l table her state
---@param name string
---@param count integer
---@return boolean
function shot.take(e, l, name, count)
  local W = tables()
  if rounds.take(W, l, name, count) then return true end
  if W.sounds.empty then world.sound(W.sounds.empty, e) end
  local pistols = W[W.default]
  if pistols and l.inventory[pistols.item] then
    l.guns.request = W.default
  elseif l.guns.status == "ready" then
    l.guns.status = "holstering"
  end
  return false
end

--- The angle `angle` turned by a roll of the spread `spread` (in the
--- table's degrees): spread × (roll − 16384) / 65536.
---@param angle integer
---@param spread integer
---@return integer
function shot.deviate(angle, spread)
  return fixed.angle16(angle + fixed.div(spread * fixed.DEGREE * (world.random() - 16384), 65536))
end

--- The shot's sound: the gun's (under water, its water sound), or its
--- silencer's while the silencer is on.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon table the shot fired as
---@return integer? sound
function shot.sound_of(e, l, w)
  if w.silencer and l.silenced and l.silenced[l.guns.kind] then return w.silencer.sound end
  return (e.water == "underwater" and w.sound_water) or w.sound
end

--- Plays the shot's sound (`shot.sound_of`).
---@param e Entity Lara
---@param l table her state
---@param w table the weapon table the shot fired as
function shot.sound(e, l, w)
  local id = shot.sound_of(e, l, w)
  if id then world.sound(id, e) end
end

--- The line of fire from (x, y, z) along (yaw, pitch) as the view matrix's
--- third row: x, y, z each in 16384ths.
local function line(yaw, pitch)
  local cx = fixed.cos(pitch)
  return fixed.shr(cx * fixed.sin(yaw), fixed.SHIFT), -fixed.sin(pitch),
    fixed.shr(cx * fixed.cos(yaw), fixed.SHIFT)
end

--- The distance along the line at which it enters the nearest sphere of
--- `target` it passes through wholly ahead of the eye; nil when none.
local function struck(g, target, x, y, z, yaw, pitch)
  if not target or not target:exists() then return nil end
  g.spheres = g.spheres or {}
  local s = g.spheres
  local n = target:spheres(s, x, y, z, yaw, pitch)
  local best
  for i = 0, n - 1 do
    local sx, sy, sz, r = s[4 * i + 1], s[4 * i + 2], s[4 * i + 3], s[4 * i + 4]
    if math.abs(sx) < r and math.abs(sy) < r and sz > r and sx * sx + sy * sy <= r * r
        and (not best or sz - r < best) then
      best = sz - r
    end
  end
  return best
end

--- TR4/TR5: a shatterable static on the round's line from (x, y, z) to
--- (tx, ty, tz), nearer than any body, breaks. True when one did.
local function shatters_static(e, x, y, z, tx, ty, tz)
  if not shatter_statics.rule("shot") then return false end
  local _, _, _, who, _, _, _, static_room, static_index = world.ray(e.room, x, y, z, tx, ty, tz, e)
  return who == nil and shatter_statics.by_shot("shot", e, static_room, static_index)
end

--- A round of weapon `w` (gun `name`) fired by Lara `e` along heading
--- `yaw` and elevation `pitch` (up positive) at `target` (false: none,
--- which every round misses). Returns "empty" (no round left), "hit" or
--- "miss".
---@param e Entity Lara
---@param l table her state
---@param name string
---@param w table the weapon table the round fires as
---@param target Entity|false
---@param yaw integer
---@param pitch integer
---@return string
function shot.fire(e, l, name, w, target, yaw, pitch)
  if not shot.take(e, l, name, 1) then return "empty" end
  -- When she last fired: creatures that hear gunfire read it (ai/alarm.lua).
  l.guns.fired_tick = world.tick()
  local x, y, z = e.x, e.y - w.shot_height, e.z
  pitch = shot.deviate(pitch, w.spread)
  yaw = shot.deviate(yaw, w.spread)
  local lx, ly, lz = line(yaw, pitch)
  stats.add("ammo_used", 1)
  local miss = tables().miss
  local along = struck(l.guns, target, x, y, z, yaw, pitch)
  if along then
    stats.add("hits", 1)
    local hx = x + fixed.shr(along * lx, fixed.SHIFT)
    local hy = y + fixed.shr(along * ly, fixed.SHIFT)
    local hz = z + fixed.shr(along * lz, fixed.SHIFT)
    if shatters_static(e, x, y, z, hx, hy, hz) then return "miss" end
    if miss then
      -- The rooms looked in are those of a sight to the point struck.
      local t = select(6, world.los(e.room, x, y, z, hx, hy, hz, miss.smashes))
      if t then smash(t, miss.smashes[t.type], e) end
    end
    aim.wound(target, w.damage, hx, hy, hz, target.room, e)
    return "hit"
  end
  local reach = miss and w.range or TR1_MISS_REACH
  local tx = x + fixed.shr(reach * lx, fixed.SHIFT)
  local ty = y + fixed.shr(reach * ly, fixed.SHIFT)
  local tz = z + fixed.shr(reach * lz, fixed.SHIFT)
  if shatters_static(e, x, y, z, tx, ty, tz) then return "miss" end
  local clear, mx, my, mz, room, t = world.los(e.room, x, y, z, tx, ty, tz, miss and miss.smashes or nil)
  if t then
    smash(t, miss.smashes[t.type], e)
    return "miss"
  end
  if miss and clear then return "miss" end
  world.particles(aim.RICOCHET, room, mx, my, mz, RICOCHET_SPARKS)
  local ricochet = tables().sounds.ricochet
  if ricochet then world.sound(ricochet, mx, my, mz) end
  return "miss"
end

return shot
