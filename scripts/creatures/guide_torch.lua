-- The guide's torch and the fights it lets him take on (TOMB4 guide.cpp
-- GuideControl; numbers in creatures/stats/tr4.lua `guide.torch`). At a
-- torch marker (flags 32, creatures/marker_actions.lua) he takes the torch
-- off the wall: on the frame named the ANIMATING on his sector loses its
-- torch mesh and he holds it unlit; walking with it unlit he stops to
-- light it, and from the frames named on it burns (flames at his hand, the
-- small fires' sound). Holding the torch he fights: the nearest creature
-- holding an AI slot within two sectors and half a sector of his height
-- (a click, unless Lara is near him or it is a dog) draws him; within a
-- sector ahead he strikes it with the torch, once a blow, when it is
-- within half a sector of him on every axis between the blow's frames.
-- Walking with a foe within three sectors he stops; stopped with one out of
-- his reach he walks at it (turning as on his way), to stop again. While
-- Lara's location holds him (creatures/follower.lua) he takes on no foe,
-- though a blow under way plays out.
local creature = require("ai.creature")
local melee = require("ai.melee")
local particles = require("lib.particles")
local sense = require("ai.sense")
local slots = require("ai.slots")

local torch = {}

--- The squared horizontal distance from `a` to `b`.
local function dist_sq(a, b)
  local dx, dz = b.x - a.x, b.z - a.z
  return dx * dx + dz * dz
end

--- The foe he fights this tick, or nil: the nearest slot holder as the
--- stats' `fights` allow.
local function foe_of(e, f)
  local lara = world.lara()
  local lara_near = lara ~= nil and dist_sq(e, lara) < f.range * f.range
  local best, best_d = nil, f.range * f.range
  for _, c in ipairs(slots.holders()) do
    local dy = math.abs(c.y - e.y)
    if c.index ~= e.index and c.type ~= e.type and c.health > 0 and dy <= f.height then
      local d = dist_sq(e, c)
      if d < best_d and (dy < f.level or lara_near or c.type == f.dog) then best, best_d = c, d end
    end
  end
  return best
end

--- The creature that draws him this tick, or nil: the nearest slot
--- holder as his torch's `fights` allow (GuideControl looks for it with the
--- torch or without).
---@param e Entity
---@param ai table
---@return Entity?
function torch.foe_of(e, ai)
  local t = ai.stats.torch
  return t and foe_of(e, t.fights)
end

--- The wall torch he takes: the first ANIMATING on his sector loses the
--- torch mesh.
local function take_from_wall(e, t)
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o.room == e.room and o.type >= t.wall.first and o.type <= t.wall.last
      and o.x // 1024 == e.x // 1024 and o.z // 1024 == e.z // 1024 then
      o.mesh_bits = t.wall.mesh_bits
      return
    end
  end
end

--- The torch's events this tick, by his state and frame.
local function torch_events(e, ai, t, S)
  local frame = e.frame
  if e.anim_state == S.take_torch and frame == t.taken_frame and not ai.torch then
    ai.torch = "unlit"
    take_from_wall(e, t)
  elseif e.anim_state == S.light and frame >= t.lit_from and frame <= t.lit_to then
    ai.torch = "lit"
  end
  if ai.torch == "lit" then
    local x, y, z = e:mesh_point(t.hand.mesh, t.hand.x, t.hand.y, t.hand.z)
    world.particles(particles.FLAME, e.room, x, y, z, 1)
    world.sound(t.sound, e)
  end
end

--- The strike: he faces the foe and lands one blow between its frames.
local function strike(e, ai, info, foe, f)
  melee.stand_facing(e, ai, info, f.face)
  if ai.struck or e.frame <= f.from or e.frame >= f.to then return end
  if math.abs(foe.x - e.x) < f.reach and math.abs(foe.y - e.y) <= f.reach
    and math.abs(foe.z - e.z) < f.reach then
    foe:hit(f.damage, e)
    ai.struck = true
  end
end

--- One tick of the torch and of a fight; true when a fight took the tick
--- (his follow control does not run). `held`: Lara's location holds him.
---@param e Entity
---@param ai table
---@param held boolean
---@return boolean
function torch.update(e, ai, held)
  local t = ai.stats.torch
  if not t then return false end
  local S = ai.stats.states
  torch_events(e, ai, t, S)
  if ai.torch == "unlit" and e.anim_state == S.walk then
    e.goal_state, ai.required = S.stop, S.light
    return true
  end
  if ai.required == S.light then
    -- Standing, he lights it (the stand's required state), then goes on.
    if e.anim_state ~= S.light then
      e.goal_state = S.light
      return true
    end
    ai.required = creature.NONE
  end
  local f = t.fights
  local fighting = e.anim_state == S.strike
  local free = e.anim_state <= S.run and not held
  local foe = ai.torch and (free or fighting) and foe_of(e, f) or nil
  if not foe then return false end
  local info = sense.update(e, ai, foe)
  ai.max_turn = 0
  if fighting then
    strike(e, ai, info, foe, f)
  elseif e.anim_state == S.stop then
    ai.struck = false
    if info.distance >= f.strike_within then
      e.goal_state = S.walk
    elseif info.bite then
      e.goal_state = S.strike
    end
  else
    -- Walking or running he heads for it, and stops within reach.
    creature.aim(e, ai, foe.x, foe.y, foe.z)
    creature.turn(e, ai, creature.deg(ai.stats.turn.walk))
    if info.distance < f.stop_within then e.goal_state = S.stop end
  end
  return true
end

return torch
