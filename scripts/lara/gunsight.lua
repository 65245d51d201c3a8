-- Shooting through a gun's sight (TR4's laser sight on the revolver or the
-- crossbow, TR5's also on the revolver, and the HK's own scope): with such
-- a gun drawn and ready, Look held where she could raise the binoculars
-- brings up the sight's view (lara/binoculars.lua's "laser" look, her gun
-- kept in hand), and while it is up Action fires along the view, with no
-- spread and no lock: a bullet strikes the first body on the line from her
-- eye, a bolt leaves from her eye along it. Each gun's `sight` gives the
-- cadence (weapons/tr4.lua, tr5.lua): a shot each `every` ticks, and for a
-- burst mode `burst` shots before `pause` ticks. Letting go of Look puts
-- the sight down. Figures: TOMB4/TOMB5 control.cpp (when Look raises it),
-- camera.cpp (the cadence), GetTargetOnLOS (the line: 20736 long; a
-- bullet breaks the shatterable static it meets first,
-- lib/shatter_statics.lua "shot").
local guns = require("lara.guns")
local aim = require("lara.aim")
local binoculars = require("lara.binoculars")
local fixed = require("lib.fixed")
local stats = require("lib.stats")
local shatter_statics = require("lib.shatter_statics")

local gunsight = {}

--- How far a shot through the sight reaches (the sight line's 20736).
gunsight.REACH = 20736
--- The look the sight uses (lara/binoculars.lua SIGHTS).
gunsight.LOOK = "laser"

--- True when gun `name` has a sight to shoot through now: its own scope, or
--- the laser sight combined onto it.
---@param l table her state
---@param name string
---@return boolean
function gunsight.fitted(l, name)
  local w = guns.tables()[name]
  if not w or not w.sight then return false end
  return w.scope == true or (l.laser_sight ~= nil and l.laser_sight[name] == true)
end

--- From the guns' control, with a gun ready: Look held raises the sight
--- where she may. True when it came up.
---@param e Entity Lara
---@param l table her state
---@return boolean
function gunsight.enter(e, l)
  if not world.pressed(input.LOOK) or l.guns.status ~= "ready" then return false end
  if not gunsight.fitted(l, l.guns.kind) then return false end
  return binoculars.start(e, gunsight.LOOK)
end

--- A bullet along the view from the eye: the first targetable body on
--- the line takes the gun's damage; a shatterable static it meets first
--- breaks; anything else sparks. Where it struck
--- and the tick stay in her `sight_struck` ({x, y, z, tick}) for the hit
--- hook of a body that loses parts to sighted shots (TR5's guardian's
--- eyes: TOMB5 breaks explodable meshes only under the laser sight).
local function bullet(e, w, x, y, z, room, tx, ty, tz)
  local hx, hy, hz, who, wall, _, at, static_room, static_index =
    world.ray(room, x, y, z, tx, ty, tz, e)
  if who and who.targetable and who.health > 0 then
    e.state.sight_struck = { hx, hy, hz, world.tick() }
    aim.wound(who, w.damage, hx, hy, hz, at, e)
    stats.add("hits", 1)
  elseif who or wall then
    if not who then shatter_statics.by_shot("shot", e, static_room, static_index) end
    world.particles(aim.RICOCHET, at, hx, hy, hz, 3)
  end
end

--- True when the cadence lets a shot go now; counts it.
local function cadence(g, sight)
  local now = world.tick()
  if now < (g.sight_next or 0) then return false end
  g.sight_next = now + sight.every
  if sight.burst then
    g.sight_shots = (g.sight_shots or 0) + 1
    if g.sight_shots >= sight.burst then
      g.sight_shots, g.sight_next = 0, now + sight.pause
    end
  end
  return true
end

--- Each tick the sight is up (binoculars.control calls it): Action held
--- fires the gun in hand along the view `b` at its cadence, while it has
--- rounds.
---@param e Entity Lara
---@param l table her state
---@param b table the look's state (yaw, pitch)
function gunsight.fire(e, l, b)
  local g = l.guns
  if not world.pressed(input.ACTION) then
    g.sight_shots = 0
    return
  end
  if g.status ~= "ready" then return end
  local name = g.kind
  local w = guns.armed_as(l, name)
  local rounds = guns.rounds(l, name)
  if not w.sight or (rounds and rounds <= 0) or not cadence(g, w.sight) then return end
  guns.take_rounds(e, l, name, 1)
  local x, y, z, room = binoculars.eye(e)
  if w.projectile then
    -- The view's pitch is down positive; a shell's up positive.
    local shell = world.spawn(w.projectile.type, room, x, y, z, b.yaw)
    if shell then require("weapons.projectile").launch(shell, name, b.yaw, -b.pitch, w.kind) end
  else
    local dx, dz = fixed.step(b.yaw, fixed.scale_cos(gunsight.REACH, b.pitch))
    local dy = fixed.scale_sin(gunsight.REACH, b.pitch)
    bullet(e, w, x, y, z, room, x + dx, y + dy, z + dz)
  end
  stats.add("ammo_used", 1)
  local sound = guns.shot_sound(e, l, w)
  if sound then world.sound(sound, e) end
end

return gunsight
