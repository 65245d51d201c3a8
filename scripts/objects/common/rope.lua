-- A hanging rope (TR4 ROPE 146, TR5 126): 24 points 128 apart hanging from
-- the ceiling above where it is placed (TOMB4 init.cpp InitialiseRope),
-- simulated while it is active (triggered, or set to start so; TOMB4
-- RopeControl) and caught by Lara then. The chain is lib/rope_chain.lua;
-- what she does on it is lara/rope.lua's. Nothing draws it yet (TOMB4
-- draws its points itself, DrawRope); `lib.rope_chain.mesh_point` gives
-- where they hang.
local lara_rope = require("lara.rope")

local rope = {}

---@param r Entity
function rope.init(r)
  lara_rope.setup(r)
  r.collidable = true
  r.targetable = false
end

--- While active the chain moves each tick, with Lara on it when she holds it.
function rope.control(r)
  if r.active then lara_rope.step(r) end
end

function rope.collision(r, lara)
  lara_rope.try_grab(lara, r)
end

return rope
