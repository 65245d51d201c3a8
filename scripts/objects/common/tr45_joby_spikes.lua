-- TR4's Joby spikes: a spinning drill of spikes that grows down from the
-- ceiling towards the floor while its trigger is on, spinning up (one way
-- or the other, chosen when placed), and shreds Lara standing under it once
-- its tip is below the top of her head.
-- The original draws the drill scaled along its length; here the model
-- slides down out of the ceiling by the same share. e.state.extent is that
-- share (out of FULL).
-- Source: TOMB4 init.cpp InitialiseJobySpike, traps.cpp ControlJobySpike
-- (facts and figures, not code).
local traps = require("lib.traps")
local particles = require("lib.particles")
local angles = require("lib.angles")
local joby = {}

--- The extent at which the drill is drawn at its model's size.
joby.FULL = 4096
--- The drill's length at full size (TOMB4: the tip is 3328 * extent / 4096
--- below its origin).
joby.LENGTH = 3328
--- What the extent grows by each tick (TOMB4: 3).
joby.GROWTH = 3
--- The spin's top speed, and what it gains each tick: 2 plus a 64th of
--- itself (TOMB4: to 4096 a tick).
joby.MAX_SPIN, joby.SPIN_ACCEL = 4096, 2
--- Harm a tick to Lara under its tip (TOMB4: 8), and the half width of the
--- square it reaches over (TOMB4: 512).
joby.HARM, joby.REACH = 8, 512
--- Blood drops of each harm (TOMB4: 2 to 5).
joby.BLOOD = 3
--- TR4's SFX_METAL_SCRAPE_LOOP while it runs.
joby.SOUND = 20

function joby.init(e)
  local s = e.state
  if s.extent then return end
  s.base = e.y
  s.extent, s.spin = 0, 0
  -- A random start angle and way of turning (TOMB4: GetRandomControl).
  e.yaw = world.random(angles.TURN)
  s.way = world.random(2) == 0 and 1 or -1
  -- It grows until its tip reaches the floor under it.
  local floor = world.floor(e.room, e.x, e.y, e.z)
  local ceiling = world.ceiling(e.room, e.x, e.y, e.z)
  s.max = math.floor(joby.FULL * math.max(floor - ceiling, 0) / joby.LENGTH)
  e.visible = false
end

--- The tip's height.
function joby.tip(e)
  return e.state.base + math.floor(joby.LENGTH * e.state.extent / joby.FULL)
end

local function place(e)
  local s = e.state
  e.y = joby.tip(e) - joby.LENGTH
  e.visible = s.extent > 0
end

local function shred(e)
  local lara = traps.living_lara()
  if not lara then return end
  local _, _, top = lara:bounds()
  local head = lara.y + top
  local tip = joby.tip(e)
  if tip > head and math.abs(e.x - lara.x) < joby.REACH and math.abs(e.z - lara.z) < joby.REACH then
    world.particles(particles.BLOOD, lara.room, lara.x, math.floor((tip + head) / 2), lara.z, joby.BLOOD)
    lara:hit(traps.param(e, "harm", joby.HARM), e)
  end
end

function joby.control(e)
  local s = e.state
  if not e.active then e.awake = false return end
  world.sound(traps.param(e, "sound", joby.SOUND), e)
  shred(e)
  if math.abs(s.spin) < joby.MAX_SPIN then
    s.spin = s.spin + (s.spin // 64) + s.way * joby.SPIN_ACCEL
  end
  if s.extent < s.max then s.extent = math.min(s.extent + joby.GROWTH, s.max) end
  e.yaw = angles.wrap(e.yaw + s.spin)
  place(e)
end

return joby
