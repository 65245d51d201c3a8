-- Lara on fire: lava floors and flames set her alight; while she burns the
-- flames on her body hurt her every tick until she dies, unless water puts
-- them out. How deadly fire is differs by game (FIGURES).
local C = require("lara.constants")
local body = require("lara.body")
local damage = require("lara.damage")
local particles = require("lib.particles")

local fire = {}

--- The games' fire figures.
---   kills        catching fire kills at once (health to −1)
---   burn         health lost per tick while she burns
---   near         health lost per tick near a flame (within near_reach, 3D)
---   near_reach   how close a flame hurts
---   catch_reach  how close (across the floor) a flame sets her alight
---   rest         ticks a flame that set her alight waits before it hurts again
---   flames       flames on her body (FLAME_MESHES, in order)
fire.FIGURES = {
  -- TR1: TRX src/tr1/game/objects/effects/flame.c (FLAME_ONFIRE_DAMAGE 5,
  -- FLAME_TOONEAR_DAMAGE 3, Lara_IsNearItem 600, SQUARE(300), counter 100)
  -- and src/tr1/game/lara/misc.c Lara_CatchFire (hit points −1, ten flames).
  [1] = { kills = true, burn = 5, near = 3, near_reach = 600, catch_reach = 300, rest = 100, flames = 10 },
  -- TR2: TRX src/tr2/game/objects/effects/flame.c (7 a tick on fire, 5 near
  -- within 600, alight within SQUARE(450), counter 100) and
  -- src/tr2/game/lara/misc.c Lara_CatchFire (one flame, no damage of its own).
  -- TR3–TR5 keep TR2's (not checked against their sources).
  [2] = { kills = false, burn = 7, near = 5, near_reach = 600, catch_reach = 450, rest = 100, flames = 1 },
}

--- Lara's meshes (the games' shared 15-mesh layout) the flames burn at:
--- hips, torso, head, thighs, upper arms, shins, right forearm. TR1 puts its
--- ten flames on random joints; the same spread, fixed, keeps a trace
--- deterministic without drawing on the game's random numbers.
fire.FLAME_MESHES = { 0, 7, 14, 1, 4, 8, 11, 2, 5, 9 }
--- Where on the hips the first flame burns (TR1/TR2 flame.c: z −100 for
--- the flame on joint 0).
local HIPS_FLAME_Z = -100

--- The figures of the running game.
function fire.figures()
  return fire.FIGURES[world.game()] or fire.FIGURES[2]
end

--- True while she swims or treads water (no fire there).
local function in_water(e)
  return e.water == "underwater" or e.water == "surface"
end

--- Sets Lara alight (nothing when she already burns or is under water);
--- in TR1 that kills her. Returns true when she caught fire.
---@param lara Entity
function fire.ignite(lara)
  local l = lara.state
  if l.burning or in_water(lara) or lara.health < 0 then return false end
  l.burning = true
  if fire.figures().kills then
    lara.health = -1
    if not lara.gravity then damage.kill(lara, "fire") end
  end
  return true
end

--- The heat of a flame at (x, y, z): hurts Lara when she is within
--- `near_reach` (default the game's) and sets her alight when she is within
--- `catch_reach` across the floor. True when she caught fire (the flame
--- then rests `fire.figures().rest` ticks).
---@param lara Entity
function fire.near(lara, x, y, z, near_reach, catch_reach)
  local f = fire.figures()
  if lara.health <= 0 or lara:distance_to(x, y, z) > (near_reach or f.near_reach) then return false end
  body.hurt(lara, f.near)
  local dx, dz = lara.x - x, lara.z - z
  local reach = catch_reach or f.catch_reach
  if dx * dx + dz * dz >= reach * reach then return false end
  return fire.ignite(lara)
end

--- Where flame `i` burns on her body this tick.
local function flame_at(e, i)
  if e.anim_count == 0 then return e.x, e.y - C.HEIGHT // 2, e.z end
  return e:mesh_point(fire.FLAME_MESHES[i], 0, 0, i == 1 and HIPS_FLAME_Z or 0)
end

--- A lava floor (a kill sector) under her feet sets her alight and kills
--- her (TRX src/tr1/game/room.c M_TestLava: on the floor above water, or
--- anywhere in the water over it).
local function test_lava(e)
  if e.health < 0 then return end
  local _, _, _, kill = world.sector(e.room, e.x, e.y, e.z)
  if not kill then return end
  if not in_water(e) and e.y ~= world.floor(e.room, e.x, e.y, e.z) then return end
  fire.ignite(e)
  e.health = -1
  if not in_water(e) and not e.gravity and not e.state.dead then damage.kill(e, "fire") end
end

--- Each tick after she moved: lava, then the flames on her, which water
--- puts out (a flame below the surface goes out).
function fire.tick(e, l)
  test_lava(e)
  if not l.burning then return end
  local x, y, z = flame_at(e, 1)
  local surface = world.water(e.room, x, y, z)
  if in_water(e) or (surface and y > surface) then
    l.burning = false
    log.info("the fire on Lara went out")
    return
  end
  if not l.dead then body.hurt(e, fire.figures().burn) end
  for i = 1, fire.figures().flames do
    if i > 1 then x, y, z = flame_at(e, i) end
    world.particles(particles.FLAME, e.room, x, y, z, 1)
  end
end

return fire
