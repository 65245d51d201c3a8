-- The mummy (TR1): stands where it was placed, no pathfinding, its head
-- following Lara within a quarter turn either way. It falls when its hit
-- points are gone or when Lara brushes against it (any mesh in its touch
-- mask); knocked over by her it still counts as a kill. Once it has fallen
-- the body stays, switched off. Standing or fallen, it pushes her out of
-- its box as a solid object does (TRX tr1 mummy.c sets Object_Collision:
-- lara/push.lua push.object) and is no wall in anyone's collision query.
local angles = require("lib.angles")
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local lara_push = require("lara.push")

local mummy = {}

--- The head turns at most a quarter turn either way.
local HEAD_ARC = angles.QUARTER

--- Hit points from its stats; it does not wander, so no movement class
--- and no random turn at the start.
---@param e Entity
function mummy.init(e)
  local ai = e.state.ai
  if not ai then
    ai = { head = 0 }
    e.state.ai = ai
    e.health = stats.of(e).hit_points
    e.mesh_bits = stats.of(e).mesh_bits
  end
  ai.stats = stats.of(e)
  e.solid = false
end
mummy.on_reload = mummy.init
mummy.on_hit = creature.on_hit
mummy.collision = lara_push.object

--- True once the current animation has played to its last frame.
local function played_out(e)
  local frames = world.anim_info(e.type, e.anim)
  return frames ~= nil and e.frame >= frames - 1
end

---@param e Entity
function mummy.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local S = st.states
  local head = 0
  local lara = world.lara()
  if e.anim_state == S.stop and lara then
    local bearing = sense.bearing(e.x, e.z, lara.x, lara.z)
    head = math.max(-HEAD_ARC, math.min(HEAD_ARC, angles.diff(bearing, e.yaw)))
    if e.health <= 0 or e:touch_bits(lara, st.touch) ~= 0 then e.goal_state = S.death end
  end
  creature.head(e, ai, head)
  if e.anim_state == S.death then
    if played_out(e) then
      -- Knocked over by Lara: her kill all the same.
      if e.health > 0 then
        creature.count_kill()
        e.health = 0
      end
      e:deactivate()
    end
  end
end

return mummy
