-- TR4/TR5's burning torch in Lara's left hand (TOMB4 flmtorch.cpp; the
-- object she picks it up from and throws is objects/common/torch.lua).
-- While she holds it, it takes the place of the guns: the left hand wears
-- the TORCH_ANIM model's hand mesh and the guns cannot be drawn. Standing
-- still before a burning flame with Action held she lights it (her
-- lighting animations 427–431, chosen by how far the flame is above her
-- feet); a lit torch lights what is around her with a flickering orange
-- light and goes out when its flame dips under water. Draw throws it
-- ahead (on the ground, not while jumping; under water it goes out as it
-- leaves her hand); Draw with Walk held lets it drop at her feet. The
-- dropped or thrown torch is a BURNING_TORCH_ITEM entity that keeps
-- burning where it lands, and she can pick it up again.
--
-- Her state: `l.torch` is false, or { lit, phase ("hold", "throw",
-- "drop", "light"), t (ticks into the phase), item (the type she took it
-- from, spawned again when it leaves her hand), arm (the TORCH_ANIM type),
-- source (the flame being lit from), anim (the lighting animation) }.
local fixed = require("lib.fixed")
local S = require("lara.states")
local body = require("lara.body")
local anims = require("lara.anims")
local particles = require("lib.particles")

local torch = {}

anims.add({
  -- The five lighting animations, the flame 0, 1, … 4 × 256 above her
  -- feet (TOMB4 ANIM_LIGHT_TORCH1..5; in the TR4/TR5 test levels these
  -- are one-frame stand-ins under state 89).
  [4] = { light_torch = 427 },
})

--- The figures (TOMB4 flmtorch.cpp unless said).
torch.FIGURES = {
  -- Lara's left hand (LM_LHAND), where the torch is held.
  HAND = 13,
  -- The flame's point in the hand's frame (DoFlameTorch's offset).
  FLAME = { x = -32, y = 64, z = 256 },
  -- The light: radius 12 or 11 × 256 at random (the flicker), red
  -- 192–255, green 96–127, no blue.
  LIGHT_RADIUS = 12 * 256, LIGHT_FLICKER = 256,
  RED = 192, RED_RANGE = 64, GREEN = 96, GREEN_RANGE = 32,
  -- Flame particles every 8 ticks (TriggerTorchFlame when !(wibble & 7)).
  FLAME_EVERY = 8,
  -- Where a flame lights the torch from, in a frame turned her way and
  -- centred on the flame: across ±256, her feet 0–1024 below it, along
  -- ±800 (FireBounds for FLAME_EMITTER).
  REACH_X = 256, REACH_Y = 1024, REACH_Z = 800,
  -- Ticks into the lighting animation at which the flame catches (the
  -- fire lit at frame 40 in FireCollision); the stand-in lighting
  -- animations are one frame, so she is held in it this long.
  LIGHT_TICKS = 40,
  -- The arm's throw: from frame 1, the torch leaves the hand at frame 12
  -- and the arm is done at 27; the drop: from 31, released at 36, done at 41.
  THROW_RELEASE = 11, THROW_DONE = 26, DROP_RELEASE = 5, DROP_DONE = 10,
  -- How it leaves her hand (laraflar.cpp CreateFlare): thrown, her speed
  -- + 50 ahead and 50 upwards; dropped, her speed + 10 and falling at 50.
  THROW_SPEED = 50, THROW_LIFT = -50, DROP_SPEED = 10, DROP_FALL = 50,
}
local F = torch.FIGURES

--- States from which Draw may throw it (not in the air, not taking off).
local NO_THROW = {}
for _, s in ipairs({ S.COMPRESS, S.UP_JUMP, S.FORWARD_JUMP, S.BACK_JUMP, S.RIGHT_JUMP,
                     S.LEFT_JUMP, S.REACH, S.FAST_FALL, S.SWAN_DIVE }) do NO_THROW[s] = true end

---@param l table
---@return boolean
function torch.held(l) return l.torch ~= false and l.torch ~= nil end

---@param l table
---@return boolean
function torch.lit(l) return torch.held(l) and l.torch.lit end

local function dress(e, l)
  local t = l.torch
  local id = t and t.phase ~= "gone" and t.arm and world.has_object(t.arm)
             and world.model_mesh(t.arm, F.HAND) or nil
  e:mesh_swap(F.HAND, id)
end

--- She takes a torch (`item`: the type it lies as, `lit`, `arm`: the
--- TORCH_ANIM type whose hand mesh she wears): the guns go away at once.
---@param e Entity Lara
---@param lit boolean
---@param item integer
---@param arm integer|nil
function torch.take(e, lit, item, arm)
  local l = e.state
  require("lara.guns").put_away(e, l, true)
  l.torch = { lit = lit and true or false, phase = "hold", t = 0, item = item, arm = arm or false,
              source = false, anim = false, draw_held = true, done = 0 }
  dress(e, l)
end

--- The point of the torch's flame: world x, y, z.
---@param e Entity Lara
function torch.flame_point(e)
  return e:mesh_point(F.HAND, F.FLAME.x, F.FLAME.y, F.FLAME.z)
end

local function release(e, l, thrown)
  local t = l.torch
  local x, y, z = torch.flame_point(e)
  local room = world.room_at(e.room, x, y, z)
  local under = world.water(room, x, y, z)
  local lit = t.lit and not (under and y > under)
  local o = world.spawn(t.item, room, x, y, z, e.yaw)
  o:activate(e)
  local s = o.state
  s.lit = lit
  s.speed = math.max(e.speed, 0) + (thrown and F.THROW_SPEED or F.DROP_SPEED)
  s.fall = (e.fall_speed or 0) + (thrown and F.THROW_LIFT or F.DROP_FALL)
  s.flying = true
  s.arm = t.arm
  t.phase, t.t = "gone", 0
  t.done = thrown and F.THROW_DONE - F.THROW_RELEASE or F.DROP_DONE - F.DROP_RELEASE
  dress(e, l)
end

--- A burning flame at x, y, z offers itself (a flame emitter's control, a
--- burning torch on the floor): with her unlit torch held, standing still
--- with Action, within reach, she starts lighting it. True when she did.
---@param e Entity Lara
---@param source Entity
---@return boolean
function torch.offer(e, source, x, y, z)
  local l = e.state
  local t = l.torch
  if not t or t.lit or t.phase ~= "hold" or l.dead then return false end
  if e.anim_state ~= S.STOP or e.gravity or e.water ~= "land" then return false end
  -- A move an object has just asked for (the pickup of this very torch)
  -- goes first: the originals start it at once (TOMB4 PickUpCollision
  -- puts her in her pickup), so FireCollision no longer finds her standing.
  if l.pending then return false end
  if not body.held(input.ACTION) then return false end
  -- Lara relative to the flame, in a frame turned her way.
  local across, along = fixed.to_local(e.yaw, x, z, e.x, e.z)
  local below = e.y - y
  if math.abs(across) > F.REACH_X or math.abs(along) > F.REACH_Z or below < 0 or below > F.REACH_Y then
    return false
  end
  local n = math.min(math.floor(below / 256), 4)
  t.phase, t.t, t.source, t.anim = "light", 0, source, (l.anims.light_torch or 427) + n
  e:set_anim(t.anim)
  e.goal_state = S.STOP
  return true
end

--- She holds her lit torch to something to set it alight (a basin of oil):
--- animation `anim` (one of her lighting animations), held as a lighting
--- is; `target` is kept as the lighting's source. True when she did.
---@param e Entity Lara
---@param target Entity
---@param anim integer
---@return boolean
function torch.hold_to(e, target, anim)
  local t = e.state.torch
  if not t or not t.lit or t.phase ~= "hold" then return false end
  t.phase, t.t, t.source, t.anim = "light", 0, target, anim
  e:set_anim(anim)
  e.goal_state = S.STOP
  return true
end

--- The thing her torch is held to now (`torch.hold_to`, or the flame
--- lighting it) and the ticks it has been held there; nil when none.
---@param l table
---@return Entity|nil, integer|nil
function torch.held_to(l)
  local t = l.torch
  if not t or t.phase ~= "light" or not t.source then return nil, nil end
  return t.source, t.t
end

--- One tick of control while she holds it: true while it is in her hand
--- (the guns then sit out the tick).
---@param e Entity Lara
---@param l table
---@return boolean
function torch.control(e, l)
  local t = l.torch
  if not t then return false end
  t.t = t.t + 1
  local draw = body.held(input.DRAW)
  local pressed = draw and not t.draw_held
  t.draw_held = draw
  if t.phase == "hold" and pressed and not l.dead then
    if e.water == "underwater" then
      t.lit = false
      t.phase, t.t = "throw", 0
    elseif body.held(input.WALK) and not e.gravity then
      t.phase, t.t = "drop", 0
    elseif not e.gravity and e.fall_speed == 0 and not NO_THROW[e.anim_state] then
      t.phase, t.t = "throw", 0
    end
  elseif t.phase == "throw" then
    if t.t < F.THROW_RELEASE and e.gravity then
      t.phase, t.t = "hold", 0
    elseif t.t == F.THROW_RELEASE then
      release(e, l, true)
    end
  elseif t.phase == "drop" and t.t == F.DROP_RELEASE then
    release(e, l, false)
  elseif t.phase == "light" then
    -- Held in the lighting animation (replayed while it is a one-frame
    -- stand-in) until the flame catches.
    if t.t < F.LIGHT_TICKS then
      if e.anim ~= t.anim then e:set_anim(t.anim) end
      e.goal_state = S.STOP
    else
      t.lit = true
      t.phase, t.t, t.source = "hold", 0, false
      body.anim(e, l, "stop")
      e.goal_state = S.STOP
    end
  end
  if t.phase == "gone" and t.t >= t.done then l.torch = false end
  body.action_free = t.phase ~= "light"
  return true
end

--- After she moved: the flame's light and particles, water putting it out.
---@param e Entity Lara
---@param l table
function torch.tick(e, l)
  local t = l.torch
  if not t or not t.lit or t.phase == "gone" then return end
  local x, y, z = torch.flame_point(e)
  local room = world.room_at(e.room, x, y, z)
  local surface = world.water(room, x, y, z)
  if (surface and y > surface) or e.water == "underwater" then
    t.lit = false
    return
  end
  torch.light(room, x, y, z)
  if world.tick() % F.FLAME_EVERY == 0 then world.particles(particles.FLAME, room, x, y, z, 1) end
end

--- A torch flame's light at a point (shared by the torch lying burning).
function torch.light(room, x, y, z)
  local radius = F.LIGHT_RADIUS - F.LIGHT_FLICKER * world.fx_random(2)
  world.light(room, x, y, z, F.RED + world.fx_random(F.RED_RANGE),
              F.GREEN + world.fx_random(F.GREEN_RANGE), 0, radius)
end

return torch
