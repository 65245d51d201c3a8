-- A shockwave: a flat ring spreading over the floor from a blow (TR5's
-- Roman statue smashing the ground; TOMB5 tomb4fx.cpp shockwaves). Each
-- tick its outer edge grows by its speed and its inner edge by half that,
-- and the speed loses a sixteenth; while Lara stands inside the ring (her
-- body spanning its height, up to `BELOW_FEET` under her feet) she loses a
-- quarter of its speed. It lasts `life` ticks. The rings live in a list
-- the owner keeps in its state and steps every tick.
local fixed = require("lib.fixed")
local shockwave = {}

--- A ring this far below Lara's feet still catches her.
local BELOW_FEET = 256
--- A tick's loss of speed: its 1/16.
local SLOWING = 16
--- She loses speed / HURT_SHARE a tick inside it.
local HURT_SHARE = 4

--- Adds a ring ({inner, outer, speed, life} from the stats) at (x, y, z)
--- to `rings`.
---@param rings table
---@param ring {inner: integer, outer: integer, speed: integer, life: integer}
function shockwave.add(rings, ring, x, y, z)
  rings[#rings + 1] = { x = x, y = y, z = z, inner = ring.inner, outer = ring.outer,
                        speed = ring.speed, life = ring.life }
end

--- Steps every ring of `rings` a tick (see the header); `source` is who
--- hurts her.
---@param rings table
---@param source Entity
function shockwave.step(rings, source)
  local lara = world.lara()
  for i = #rings, 1, -1 do
    local r = rings[i]
    r.life = r.life - 1
    if r.life <= 0 then
      table.remove(rings, i)
    else
      r.outer = r.outer + r.speed
      r.inner = r.inner + r.speed // 2
      r.speed = r.speed - r.speed // SLOWING
      if lara and lara.health > 0 then
        local _, _, top, bottom = lara:bounds()
        local dx, dz = lara.x - r.x, lara.z - r.z
        local d = fixed.sqrt(dx * dx + dz * dz)
        if r.y > lara.y + top and r.y < lara.y + bottom + BELOW_FEET
          and d > r.inner and d < r.outer then
          lara:hit(r.speed // HURT_SHARE, source)
        end
      end
    end
  end
end

return shockwave
