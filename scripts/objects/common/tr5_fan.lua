-- TR5's fans (PROPELLER_H, PROPELLER_V): blades turning while their
-- trigger is on that blow Lara away from them. They push; they do not cut.
--   horizontal (params.vertical false): the fan's axis is its own x; Lara
--     standing level with its body (her feet between the top and the foot
--     of its bounding box) and in front of or behind it (across its z
--     extent) is pushed along the axis away from the nearer face,
--     PUSH units a tick at the face, less and less to nothing at the reach;
--   vertical: Lara over or under its bounding box across the floor is
--     lifted above it or pressed down below it the same way.
-- The reach is OCB sectors (OCB x 1024), at least MIN_REACH (an OCB of 0
-- or 1 gives DEFAULT_REACH). Switched off it turns down (state STOPPING):
-- the push falls with the frames left in that animation, by
-- SPIN_DOWN; at its last frame it rests.
-- The spray it throws is drawn with the mist effect (TOMB5's own blue
-- specks at each face are not drawn); TOMB5 also tests the heavy triggers
-- under a stopped fan, which is not played.
-- Source: TOMB5 andrea.cpp ControlPropeller, TriggerFanEffects, init.cpp
-- InitialisePropeller (facts and figures, not code).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local fan = {}

--- The push at a face, units a tick (TOMB5: 96).
fan.PUSH = 96
--- Reach: OCB sectors; under MIN_REACH it is DEFAULT_REACH (TOMB5:
--- OCB << 10, below 2048 made 3072).
fan.MIN_REACH, fan.DEFAULT_REACH = 2048, 3072
--- The spinning-down state, and the frames over which the push scales
--- down in it (TOMB5: frames left x push / 120).
fan.STOPPING, fan.SPIN_DOWN = 1, 120

--- How far it blows.
function fan.reach(e)
  local r = e.ocb * traps.SECTOR
  if r < fan.MIN_REACH then r = fan.DEFAULT_REACH end
  return r
end

--- World (x, z) of a point given in the fan's frame.
local function to_world(e, lx, lz)
  return fixed.to_world(e.yaw, e.x, e.z, lx, lz)
end

--- A point of the world in the fan's frame.
local function to_local(e, x, z)
  return fixed.to_local(e.yaw, e.x, e.z, x, z)
end

--- The push now, as a share of the full one: 1 running, the frames left
--- over SPIN_DOWN turning down; nil once at rest.
local function strength(e)
  if e.active then
    if e.anim_state ~= fan.STOPPING then return 1 end
  else
    e.goal_state = fan.STOPPING
    if e.anim_state ~= fan.STOPPING then return 1 end
  end
  local frames = world.anim_info(e.type, e.anim) or 1
  local left = frames - 1 - e.frame
  if not e.active and left <= 0 then
    e.awake = false
    return nil
  end
  return left / fan.SPIN_DOWN
end

--- Full push `PUSH` at distance 0 from a face, nothing at the reach; the
--- integer steps of TOMB5 (truncated towards zero).
local function push_at(d, reach, share)
  local p = fan.PUSH * (reach - d) / reach * share
  return p >= 0 and math.floor(p) or -math.floor(-p)
end

local function spray(e, x0, x1, y0, y1, z0, z1)
  if e.state.vertical then
    local x, z = to_world(e, (x0 + x1) // 2, (z0 + z1) // 2)
    world.particles(particles.MIST, e.room, x, e.y + y0, z, 1)
    world.particles(particles.MIST, e.room, x, e.y + y1, z, 1)
  else
    for _, lx in ipairs({ x0, x1 }) do
      local x, z = to_world(e, lx, (z0 + z1) // 2)
      world.particles(particles.MIST, e.room, x, e.y + (y0 + y1) // 2, z, 1)
    end
  end
end

local function blow_horizontal(e, lara, share, x0, x1, y0, y1, z0, z1)
  if lara.y < e.y + y0 or lara.y > e.y + y1 then return end
  local lx, lz = to_local(e, lara.x, lara.z)
  if lz < z0 or lz > z1 then return end
  local d0, d1 = math.abs(lx - x0), math.abs(lx - x1)
  local dir, d = 1, d1
  if d1 >= d0 then dir, d = -1, d0 end
  local reach = fan.reach(e)
  if d >= reach then return end
  local p = dir * push_at(d, reach, share)
  lara.x = lara.x + (p * fixed.cos(e.yaw)) // fixed.ONE
  lara.z = lara.z - (p * fixed.sin(e.yaw)) // fixed.ONE
end

local function blow_vertical(e, lara, share, x0, x1, y0, y1, z0, z1)
  local lx, lz = to_local(e, lara.x, lara.z)
  if lx < x0 or lx > x1 or lz < z0 or lz > z1 then return end
  local reach = fan.reach(e)
  local top, foot = e.y + y0, e.y + y1
  if lara.y > foot then
    local d = lara.y - foot
    if d >= reach then return end
    lara.y = lara.y + push_at(d, reach, share)
  else
    local d = top - lara.y
    if d >= reach then return end
    lara.y = lara.y - push_at(d, reach, share)
  end
end

function fan.init(e)
  e.state.vertical = traps.param(e, "vertical", false)
end

function fan.on_deactivate(e) e.awake = true end

function fan.control(e)
  local share = strength(e)
  if not share then return end
  local x0, x1, y0, y1, z0, z1 = e:bounds()
  spray(e, x0, x1, y0, y1, z0, z1)
  local lara = traps.living_lara()
  if not lara then return end
  if e.state.vertical then
    blow_vertical(e, lara, share, x0, x1, y0, y1, z0, z1)
  else
    blow_horizontal(e, lara, share, x0, x1, y0, y1, z0, z1)
  end
end

return fan
