-- What TR1's traps share: the four states their animations use (TRX's
-- TRAP_SET, TRAP_ACTIVATE, TRAP_WORKING, TRAP_FINISHED), a trap that runs
-- while its trigger is on, and how a trap finds and hurts Lara.
local particles = require("lib.particles")
local lara_push = require("lara.push")
local traps = {}

traps.SET, traps.ACTIVATE, traps.WORKING, traps.FINISHED = 0, 1, 2, 3
traps.SECTOR = 1024
traps.CLICK = 256

--- Lara when she is alive, else nil.
---@return Entity?
function traps.living_lara()
  local lara = world.lara()
  if lara and lara.health > 0 then return lara end
  return nil
end

--- The catalogue parameter `name` of `e`, or `default`.
function traps.param(e, name, default)
  local p = e.params
  local v = p and p[name]
  if v == nil then return default end
  return v
end

--- True when one of `e`'s meshes touches `lara` (TRX's touch_bits test);
--- with `mask`, one of the meshes whose bits it sets (the originals'
--- `touch_bits & mask`: a statue's sword arm, a fan's blades).
function traps.touches(e, lara, mask)
  return lara ~= nil and e:touch_bits(lara, mask) ~= 0
end

--- True when world (x, y, z) is near Lara as the originals' "is near item"
--- test has it: within `radius` of her axis across the floor, and between
--- the top of her body and 100 units under her feet.
function traps.near(lara, x, y, z, radius)
  local dx, dz = x - lara.x, z - lara.z
  if dx * dx + dz * dz > radius * radius then return false end
  local _, _, top, bottom = lara:bounds()
  local dy = y - lara.y
  return dy >= top and dy <= bottom + 100
end

--- Hurts Lara by the trap's blow and shows her blood.
function traps.wound(e, lara, damage)
  lara:hit(damage, e)
  world.particles(particles.BLOOD, lara.room, lara.x, lara.y - traps.CLICK * 2, lara.z, 1)
end

--- The usual blow of a trap: when the meshes in `mask` (default: all)
--- touch living Lara, she takes the trap's `damage` param (else
--- `default`) and bleeds. True when it struck.
function traps.strike(e, default, mask)
  local lara = traps.living_lara()
  if not traps.touches(e, lara, mask) then return false end
  traps.wound(e, lara, traps.param(e, "damage", default))
  return true
end

--- Runs `e` in its `on` state while its trigger is on and back to its
--- `off` state when it goes off (then it rests): the blade, the dart
--- emitter. Call from control; on_deactivate should keep it awake.
function traps.follow_trigger(e, on, off)
  if e.active then
    if e.anim_state == off then e.goal_state = on end
  else
    e.goal_state = off
    if e.anim_state == off then e.awake = false end
  end
end

--- For objects that animate only while triggered: held still (its control
--- hook still runs) and asleep once its trigger is off. True while on.
---@param e Entity
---@return boolean
function traps.runs_while_on(e)
  if e.active then
    e.paused = false
    return true
  end
  e.paused = true
  e.awake = false
  return false
end

--- on_deactivate for traps driven by traps.follow_trigger: keeps running
--- until the animation is back at rest.
function traps.keep_awake(e) e.awake = true end

--- How a trap meets Lara, by its catalogue's `collision`: "trap" (TRX tr1
--- Object_CollisionTrap, tomb3 TrapCollision: solid only at rest,
--- lara/push.lua push.trap), "object" (Object_Collision, ObjectCollision:
--- always solid, push.object), "creature" (Creature_Collision,
--- CreatureCollision: its own box, not widened, pushes her with a flinch,
--- push.creature), or none (it pushes no one). Its `collision` hook.
---@param e Entity
---@param lara Entity
function traps.collide(e, lara)
  local how = traps.param(e, "collision", nil)
  if how == "trap" then
    lara_push.trap(e, lara)
  elseif how == "object" then
    lara_push.object(e, lara)
  elseif how == "creature" then
    lara_push.creature(e, lara, true)
  end
end

return traps
