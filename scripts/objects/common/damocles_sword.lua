-- Sword of Damocles (TR1 43): hangs spinning (a random heading and spin
-- rate) while its trigger is on, and drops when Lara comes under it: within
-- a sector and a half across and up to three sectors below. It falls with
-- the games' gravity, drifting towards where she stood (1/32 of the
-- distance each tick), and sticks in the floor. While it falls, each tick
-- it touches her she takes params.damage.
-- Source: TRX src/tr1/game/objects/traps/damocles_sword.c.
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local sword = {}

--- Lara under it within this much across (TRX: WALL_L * 3 / 2)…
local REACH = traps.SECTOR * 3 // 2
--- …and less than this below it (TRX: WALL_L * 3).
local DEPTH = traps.SECTOR * 3
--- Harm per tick of contact while falling (TRX DAMOCLES_SWORD_DAMAGE;
--- spec weapons.md: 100).
local DAMAGE = 100
--- The drop starts at this speed (TRX: fall_speed = 50).
local START_FALL = 50
--- The games' gravity and the speed past which it adds only 1 a tick.
local GRAVITY, FAST_FALL = 6, 128
--- It ends this far into the floor (TRX: floor + 10).
local SINK = 10
--- The drift towards Lara: 1/32 of her offset each tick.
local DRIFT = 32
--- TR1's SFX_DAMOCLES_SWORD, as it strikes the floor.
local SOUND = 103

function sword.init(e)
  local st = e.state
  if st.spin then return end
  e.yaw = world.random()
  -- C's division, truncating towards zero.
  st.spin = fixed.div(world.random() - 0x4000, 16)
  st.floor = world.floor(e.room, e.x, e.y, e.z)
end

function sword.control(e)
  local st = e.state
  if st.falling then
    e.yaw = (e.yaw + st.spin) % 65536
    st.fall = st.fall + (st.fall < FAST_FALL and GRAVITY or 1)
    e.x, e.y, e.z = e.x + st.dx, e.y + st.fall, e.z + st.dz
    e.room = world.room_at(e.room, e.x, e.y, e.z)
    st.floor = world.floor(e.room, e.x, e.y, e.z)
    if e.y > st.floor then
      e.y = st.floor + SINK
      st.falling = false
      st.landed = true
      world.sound(traps.param(e, "sound", SOUND), e)
      e.awake = false
      e:finish()
    end
  elseif not st.landed then
    e.yaw = (e.yaw + st.spin) % 65536
    local lara = world.lara()
    if not lara then return end
    local x, y, z = lara.x - e.x, lara.y - e.y, lara.z - e.z
    if math.abs(x) <= REACH and math.abs(z) <= REACH and y > 0 and y < DEPTH then
      st.dx, st.dz = fixed.div(x, DRIFT), fixed.div(z, DRIFT)
      st.fall = START_FALL
      st.falling = true
      e.awake = true
    end
  end
end

function sword.collision(e, lara)
  if not e.state.falling or lara.health <= 0 then return end
  if traps.touches(e, lara) then
    traps.wound(e, lara, traps.param(e, "damage", DAMAGE))
  end
end

return sword
