-- A hanging rope simulated as TR4/TR5 do (TOMB4 rope.cpp, init.cpp
-- CreateRope; facts, our code): a chain of COUNT points hanging from an
-- anchor, each with a velocity, kept SEGMENT apart by a rigid-link pass,
-- pulled down by gravity and damped sideways. A body holding the chain is
-- a pendulum: a heavier point fixed to the chain at the point it holds,
-- held at its distance from the anchor and swinging the chain below it.
--
-- Everything is integers in the originals' fixed point: points and
-- velocities carry 16 fraction bits (`ONE`), directions are normalised to
-- ONE. C's `>>` on a signed value rounds towards −∞, which Lua's `//` by a
-- power of two does too.
local fixed = require("lib.fixed")

local chain = {}

--- The figures (TOMB4 rope.cpp, init.cpp).
chain.C = {
  COUNT = 24,            -- points in a rope (ROPE_STRUCT's arrays)
  SEGMENT = 128,         -- InitialiseRope: 128 units between points
  FRACTION = 16,         -- W2V_SHIFT + 2: fraction bits of points and velocities
  GRAVITY = 0x30000,     -- CalculateRope: each free point falls 3 a tick faster
  PENDULUM_GRAVITY = 0x60000, -- ... the pendulum 6
  PENDULUM_DAMP = 8,     -- the pendulum loses 1/256 of its sideways speed a tick
  HELD_DAMP = 4,         -- the points below it 1/16 while a rope is held
  FREE_DAMP = 7,         -- ... 1/128 while none is
  COLLIDE_POINTS = 22,   -- RopeNodeCollision: the links tried (0–21)
  COLLIDE_MARGIN = 64,   -- ... within the radius + 64
  PUSH_SPREAD = 24,      -- SetPendulumVelocity: a push spread over the points below
  -- TOMB5 CreateRope: a coiled rope starts bunched up and thrown down,
  -- uncoiling for COIL_TICKS, its points' falls stopped at the end.
  COIL_TICKS = 30,
  COIL_SPREAD_X = 1024,  -- point n starts n × 1024 (fraction units) along x
  COIL_SQUASH = 4,       -- ... at 1/16 of its hanging depth
  COIL_SIDE_VEL = 0x4000,
  COIL_FALL_VEL = 0x300000, -- ... thrown down at 48, 2 less for each point
  COIL_FALL_STEP = 0x20000,
}
local C = chain.C
local ONE = 1 << C.FRACTION

--- `v >> n` on a signed integer.
local shr = fixed.shr

--- Scales the vector (x, y, z) to length ONE (TOMB4 Normalise: from its
--- whole parts, a zero vector left as it is).
---@return integer x, integer y, integer z
function chain.normalise(x, y, z)
  local a, b, c = shr(x, 16), shr(y, 16), shr(z, 16)
  if a == 0 and b == 0 and c == 0 then return x, y, z end
  local mod = 65536 // fixed.sqrt(math.abs(a * a + b * b + c * c))
  return shr(mod * x, 16), shr(mod * y, 16), shr(mod * z, 16)
end
local normalise = chain.normalise

local function vec() return { x = 0, y = 0, z = 0 } end

--- A rope of COUNT points hanging straight down from (x, y, z) (TOMB4
--- InitialiseRope, CreateRope), or `coiled` (TOMB5: OCB −1) thrown down
--- from there: `seg` the points, `vel` their velocities, `dir` each
--- link's direction, `mesh` the points as drawn and as Lara is placed on,
--- all relative to the anchor. Indexed 0..COUNT-1.
---@return table
function chain.new(x, y, z, coiled)
  local r = { x = x, y = y, z = z, length = C.SEGMENT * ONE, seg = {}, vel = {}, dir = {}, mesh = {},
    coiled = coiled and C.COIL_TICKS or 0 }
  for n = 0, C.COUNT - 1 do
    r.seg[n] = { x = 0, y = r.length * n, z = 0 }
    r.vel[n], r.dir[n], r.mesh[n] = vec(), vec(), vec()
    if coiled then
      r.seg[n].x, r.seg[n].y = C.COIL_SPREAD_X * n, shr(r.seg[n].y, C.COIL_SQUASH)
      r.vel[n] = { x = C.COIL_SIDE_VEL, y = C.COIL_FALL_VEL - C.COIL_FALL_STEP * n, z = C.COIL_SIDE_VEL }
    end
  end
  -- The point above the first stands at the anchor (TOMB4 reads it from
  -- the zeroed slot before its drawn points).
  r.mesh[-1] = vec()
  return r
end

--- A pendulum no body holds yet (TOMB4 CurrentPendulum's start).
function chain.pendulum()
  return { x = 0, y = 0, z = 0, vx = 0, vy = 0, vz = 0, node = 0, rope = false }
end

--- Keeps two linked points `length` apart by moving their velocities
--- towards or away from each other, half each (TOMB4 ModelRigid).
local function rigid(pa, pb, va, vb, length)
  local dx = pb.x - pa.x + vb.x - va.x
  local dy = pb.y - pa.y + vb.y - va.y
  local dz = pb.z - pa.z + vb.z - va.z
  local a, b, c = shr(dx, 16), shr(dy, 16), shr(dz, 16)
  local now = fixed.sqrt(math.abs(a * a + b * b + c * c))
  local scale = shr((now << 16) - length, 1)
  dx, dy, dz = normalise(dx, dy, dz)
  local mx, my, mz = shr(scale * dx, 16), shr(scale * dy, 16), shr(scale * dz, 16)
  va.x, va.y, va.z = va.x + mx, va.y + my, va.z + mz
  vb.x, vb.y, vb.z = vb.x - mx, vb.y - my, vb.z - mz
end

--- Keeps the pendulum `length` from point `pa`, moving only its velocity
--- (TOMB4 ModelRigidRope).
local function rigid_pendulum(pa, p, length)
  local dx, dy, dz = p.x - pa.x + p.vx, p.y - pa.y + p.vy, p.z - pa.z + p.vz
  local a, b, c = shr(dx, 16), shr(dy, 16), shr(dz, 16)
  local now = fixed.sqrt(math.abs(a * a + b * b + c * c))
  local scale = (now << 16) - length
  dx, dy, dz = normalise(dx, dy, dz)
  p.vx, p.vy, p.vz = p.vx - shr(scale * dx, 16), p.vy - shr(scale * dy, 16), p.vz - shr(scale * dz, 16)
end

--- Fixes the pendulum to point `node` of rope `r`; a pendulum that held
--- nothing takes on the point's velocity (TOMB4 SetPendulumPoint).
function chain.hold(r, p, node)
  local s = r.seg[node]
  p.x, p.y, p.z = s.x, s.y, s.z
  if p.node == -1 then
    local v = r.vel[node]
    p.vx, p.vy, p.vz = p.vx + v.x, p.vy + v.y, p.vz + v.z
  end
  p.rope, p.node = r, node
end

--- Pushes the pendulum by (x, y, z), the push spread over the points below
--- it (TOMB4 SetPendulumVelocity).
function chain.push(p, x, y, z)
  local half = 2 * shr(p.node, 1)
  if half < C.PUSH_SPREAD then
    local scale = 4096 // (C.PUSH_SPREAD - half) * 256
    x, y, z = shr(scale * x, 16), shr(scale * y, 16), shr(scale * z, 16)
  end
  p.vx, p.vy, p.vz = p.vx + x, p.vy + y, p.vz + z
end

--- Pushes the pendulum `n` along heading `angle` (TOMB4 ApplyVelocityToRope).
function chain.push_along(p, angle, n)
  chain.push(p, shr(n * fixed.sin(angle), 2), 0, shr(n * fixed.cos(angle), 2))
end

local NULL = { x = 0, y = 0, z = 0, vx = 0, vy = 0, vz = 0, node = 0, rope = false }

--- A tick of rope `r` (TOMB4 CalculateRope). `p` is the body's pendulum;
--- `held`: the point the body holds on this rope, nil when it holds none
--- of it; `elsewhere`: the body holds another rope (this one then swings
--- free; TOMB4 would run it from an unset pendulum).
function chain.step(r, p, held, elsewhere)
  local pend, moved = NULL, false
  local seg, vel, mesh, len = r.seg, r.vel, r.mesh, r.length
  if r.coiled > 0 then
    r.coiled = r.coiled - 1
    if r.coiled == 0 then
      for n = 0, C.COUNT - 1 do vel[n].y = 0 end
    end
  end
  if held then
    pend = p
    if p.node ~= held then
      chain.hold(r, p, held)
      moved = true
    end
  elseif p.rope and not elsewhere then
    -- Let go: the points above where it held take the speed it had there.
    local v = p.rope.vel[p.node]
    for n = 0, p.node - 1 do
      local w = p.rope.vel[n]
      w.x, w.y, w.z = v.x, v.y, v.z
    end
    p.x, p.y, p.z, p.vx, p.vy, p.vz, p.node, p.rope = 0, 0, 0, 0, 0, 0, -1, false
  end
  if held then
    -- The points above the pendulum line up from the anchor towards it.
    local dx, dy, dz = normalise(pend.x - seg[0].x, pend.y - seg[0].y, pend.z - seg[0].z)
    for n = pend.node, 0, -1 do
      local s, m = seg[n], mesh[n - 1]
      s.x, s.y, s.z = m.x + shr(len * dx, 16), m.y + shr(len * dy, 16), m.z + shr(len * dz, 16)
      local v = vel[n]
      v.x, v.y, v.z = 0, 0, 0
    end
    if moved then
      local s = seg[pend.node]
      local ox, oy, oz = pend.x - s.x, pend.y - s.y, pend.z - s.z
      s.x, s.y, s.z = pend.x, pend.y, pend.z
      for n = pend.node, C.COUNT - 1 do
        local t, v = seg[n], vel[n]
        t.x, t.y, t.z = t.x - ox, t.y - oy, t.z - oz
        v.x, v.y, v.z = 0, 0, 0
      end
    end
    rigid_pendulum(seg[0], pend, len * pend.node)
    pend.vy = pend.vy + C.PENDULUM_GRAVITY
    pend.x, pend.y, pend.z = pend.x + pend.vx, pend.y + pend.vy, pend.z + pend.vz
    pend.vx = pend.vx - shr(pend.vx, C.PENDULUM_DAMP)
    pend.vz = pend.vz - shr(pend.vz, C.PENDULUM_DAMP)
  end
  for n = pend.node, C.COUNT - 2 do
    rigid(seg[n], seg[n + 1], vel[n], vel[n + 1], len)
  end
  for n = 0, C.COUNT - 1 do
    local s, v = seg[n], vel[n]
    s.x, s.y, s.z = s.x + v.x, s.y + v.y, s.z + v.z
  end
  local damp = pend.rope and C.HELD_DAMP or C.FREE_DAMP
  for n = pend.node, C.COUNT - 1 do
    local v = vel[n]
    v.y = v.y + C.GRAVITY
    v.x, v.z = v.x - shr(v.x, damp), v.z - shr(v.z, damp)
  end
  seg[0].x, seg[0].y, seg[0].z = 0, 0, 0
  vel[0].x, vel[0].y, vel[0].z = 0, 0, 0
  for n = 0, C.COUNT - 2 do
    local a, b, d = seg[n], seg[n + 1], r.dir[n]
    d.x, d.y, d.z = normalise(b.x - a.x, b.y - a.y, b.z - a.z)
  end
  -- The drawn points: along the links from the anchor, or, held, from the
  -- pendulum down (above it they are the points themselves).
  local from = held and pend.node or 0
  local m, s = mesh[from], seg[from]
  m.x, m.y, m.z = s.x, s.y, s.z
  for n = from, C.COUNT - 2 do
    local a, b, d = mesh[n], mesh[n + 1], r.dir[n]
    b.x, b.y, b.z = a.x + shr(len * d.x, 16), a.y + shr(len * d.y, 16), a.z + shr(len * d.z, 16)
  end
  for n = 0, from - 1 do
    local a, t = mesh[n], seg[n]
    a.x, a.y, a.z = t.x, t.y, t.z
  end
end

--- The point `d` units down rope `r` along its drawn links, in world
--- units (TOMB4 GetRopePos).
---@return integer x, integer y, integer z
function chain.point(r, d)
  local n = math.max(0, math.min(d // C.SEGMENT, C.COUNT - 1))
  local along = d & (C.SEGMENT - 1)
  local m, dir = r.mesh[n], r.dir[n]
  return shr(dir.x * along, 16) + shr(m.x, 16) + r.x,
      shr(dir.y * along, 16) + shr(m.y, 16) + r.y,
      shr(dir.z * along, 16) + shr(m.z, 16) + r.z
end

--- Drawn point `n` of rope `r` in world units.
---@return integer x, integer y, integer z
function chain.mesh_point(r, n)
  local m = r.mesh[n]
  return r.x + shr(m.x, 16), r.y + shr(m.y, 16), r.z + shr(m.z, 16)
end

--- The first link (0–21) whose middle lies within `radius` + 64 of
--- (x, y, z), the point between its ends in height; nil for none (TOMB4
--- RopeNodeCollision).
---@return integer?
function chain.link_near(r, x, y, z, radius)
  local reach = radius + C.COLLIDE_MARGIN
  for i = 0, C.COLLIDE_POINTS - 1 do
    local a, b = r.mesh[i], r.mesh[i + 1]
    if y > r.y + shr(a.y, 16) and y < r.y + shr(b.y, 16) then
      local dx = x - shr(b.x + a.x, 17) - r.x
      local dy = y - shr(b.y + a.y, 17) - r.y
      local dz = z - shr(b.z + a.z, 17) - r.z
      if dx * dx + dy * dy + dz * dz < reach * reach then return i end
    end
  end
  return nil
end

return chain
