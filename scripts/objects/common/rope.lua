-- A hanging rope (TR4 ROPE 146, TR5 126): 24 segments of 128 hanging from
-- the ceiling above where it is placed (TOMB4 init.cpp InitialiseRope),
-- caught by Lara while it is active (triggered, or set to start so; TOMB4
-- RopeControl). What she does on it, and the pendulum it is, are
-- lara/rope.lua's; this module only offers it to her and lets it settle
-- when she has left it. Nothing draws it yet (TOMB4 draws its segments
-- itself, DrawRope); `lara.rope.point` gives where it hangs.
local lara_rope = require("lara.rope")

local rope = {}

---@param r Entity
function rope.init(r)
  lara_rope.setup(r)
  r.collidable = true
  r.targetable = false
end

--- Swinging on after she let go, it comes back to hanging straight.
function rope.control(r)
  lara_rope.settle(r)
end

function rope.collision(r, lara)
  lara_rope.try_grab(lara, r)
end

return rope
