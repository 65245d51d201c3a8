-- TR4's sentry gun and TR5's autogun: a gun turret that sleeps until its
-- trigger wakes it, then turns to Lara (at most TURN a tick) and, when she
-- is ahead of its barrel, in sight and within RANGE, fires at her every
-- other tick (DAMAGE a hit, the gunmen's hit roll: ai/shoot.lua); nearer
-- than CLOSE it spits fire at her instead. Shot down (HEALTH hit points)
-- it blows up and is gone. Placed with an OCB other than 0 it is broken:
-- it only twitches.
-- TR5's autogun is read through params: it first unfolds (plays its
-- animation to the end: unfold), cannot be shot down (shootable = false),
-- fires every other tick 20 a hit at any range in sight, and
-- has no flamethrower (close 0) (TOMB5 autogun.cpp AutogunControl; its
-- fixed three-in-four hit is the gunmen's distance roll here, and it turns
-- at most TURN a tick, not a quarter of the way).
-- Not played: the original holds fire while Lara carries TR4's
-- PUZZLE_ITEM5 (the sentry's key card), an inventory test not written.
-- Source: TOMB4 sentrygun.cpp InitialiseAutogun, AutogunControl (range
-- 0x5100000 squared, point blank 0x400000 squared, 1820 a tick, joint
-- offsets, ShotLara damage 5), setup.cpp (hit points 30); TOMB5 registers
-- the same routine for AUTOGUN (facts and figures, not code).
local traps = require("lib.traps")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local shoot = require("ai.shoot")
local sense = require("ai.sense")
local fire = require("lara.fire")
local sentry = {}

--- Hit points (TOMB4 setup: 30).
sentry.HEALTH = 30
--- Harm of a bullet that hits (TOMB4 ShotLara: 5).
sentry.DAMAGE = 5
--- It fires at Lara within this range (TOMB4: 0x5100000 squared).
sentry.RANGE = 9216
--- Nearer than this it uses its flamethrower (TOMB4: 0x400000 squared).
sentry.CLOSE = 2048
--- Its turn towards her a tick at most (TOMB4: 1820, ten degrees).
sentry.TURN = 1820
--- Set on a shot and counted down first thing each tick: a shot every
--- other tick (TOMB4 item_flags[0] = 2).
sentry.RELOAD = 2
--- It aims from this far above its base (TOMB4: y - 512 for its AI).
sentry.EYE = 512
--- The turning mesh (TOMB4 joint 0, the turret on mesh 1) and the gun.
sentry.TURRET = 1
sentry.GUN = { mesh = 1, x = 0, y = 0, z = 0 }
--- How far ahead of the muzzle its flame reaches.
sentry.FLAME_REACH = 512
--- TR4's SFX_AUTOGUNS (a shot), SFX_EXPLOSION1 and 2 (blown up).
sentry.SHOT, sentry.BLAST1, sentry.BLAST2 = 358, 105, 106

function sentry.init(e)
  local st = e.state
  e.targetable = true
  if st.turn then return end
  st.turn, st.reload = 0, 0
  e.health = traps.param(e, "health", sentry.HEALTH)
  if not traps.param(e, "shootable", true) then e.targetable = false end
end

--- Woken by its trigger (TOMB4: a creature runs only once triggered).
function sentry.on_activate(e)
  e.state.woken = true
  e.awake = true
end

function sentry.on_deactivate(e) e.awake = e.state.woken == true and e.health > 0 end

function sentry.on_hit(e, damage)
  if e.health <= 0 or not traps.param(e, "shootable", true) then return end
  e.health = e.health - damage
end

--- Blown up: a blast, and it is gone.
local function blow_up(e)
  world.particles(particles.EXPLOSION, e.room, e.x, e.y - sentry.EYE, e.z, 3)
  world.sound(traps.param(e, "blast1", sentry.BLAST1), e)
  world.sound(traps.param(e, "blast2", sentry.BLAST2), e)
  e.targetable = false
  e.visible = false
  e.collidable = false
  e.awake = false
  e.state.destroyed = true
  e:finish()
end

--- The turret's aim at Lara: her bearing from it less where it points now.
local function bearing(e, lara)
  local a = angles.diff(e:angle_to(lara), 0)
  return angles.diff(a, e.state.turn)
end

local function fire_at(e, lara, distance)
  local st = e.state
  if distance > traps.param(e, "close", sentry.CLOSE) then
    st.reload = traps.param(e, "reload", sentry.RELOAD)
    world.sound(traps.param(e, "shot", sentry.SHOT), e)
    shoot.fire(e, sentry.GUN, lara, distance, traps.param(e, "damage", sentry.DAMAGE))
    return
  end
  -- Point blank: its flamethrower.
  local dx, dz = fixed.step(e.yaw + st.turn, sentry.FLAME_REACH)
  local x, y, z = e.x + dx, e.y - sentry.EYE, e.z + dz
  world.particles(particles.FLAME, e.room, x, y, z, 2)
  fire.near(lara, x, lara.y, z)
end

function sentry.control(e)
  local st = e.state
  if st.destroyed then e.awake = false return end
  if e.health <= 0 then blow_up(e) return end
  if not st.woken then e.awake = false return end
  e.awake = true
  if e.ocb ~= 0 then
    -- Broken: it twitches.
    e:turn_joint(sentry.TURRET, 0, world.random(2048) - 1024, 0)
    return
  end
  if traps.param(e, "unfold", false) and not st.unfolded then
    -- Unfolding: its animation plays to its end, then it holds still.
    local frames = world.anim_info(e.type, e.anim)
    if frames and e.frame < frames - 1 then return end
    st.unfolded = true
  end
  if traps.param(e, "unfold", false) then e.paused = true end
  if st.reload > 0 then st.reload = st.reload - 1 end
  local lara = traps.living_lara()
  if not lara then return end
  local off = bearing(e, lara)
  local distance = e:distance_to(lara)
  local eye = { room = e.room, x = e.x, y = e.y - sentry.EYE + sense.EYE_HEIGHT, z = e.z }
  local ahead = math.abs(off) < angles.QUARTER
  if ahead and distance < traps.param(e, "range", sentry.RANGE) and sense.sees(eye, lara) then
    if st.reload == 0 then fire_at(e, lara, distance) end
    st.turn = angles.diff(st.turn + math.max(-sentry.TURN, math.min(sentry.TURN, off)), 0)
  end
  e:turn_joint(sentry.TURRET, 0, st.turn, 0)
end

return sentry
