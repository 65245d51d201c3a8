-- TR5's sniper (TOMB5 sniper.cpp): a marksman hidden behind cover who never
-- leaves his place. Unseen (his meshes hidden) he waits until Lara comes
-- into his view (ai/alarm.lua `in_view`); then he rises, aims, and now and
-- then (`chance.fire` a tick) fires one heavy shot; losing her from view, or
-- hit (he holds on against a hit on a coin's toss), he ducks back into
-- cover. Set up a quarter sector to the right of where he is placed, as
-- the original puts him (it also sinks him two clicks, into the ledge he
-- is placed on; here the world keeps him on his floor). Numbers in
-- creatures/stats/tr5.lua (`sniper`).
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local alarm = require("ai.alarm")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")

local sniper = {}

--- Every mesh drawn (risen), none (in cover).
local ALL_MESHES, NO_MESHES = 0x7FFFFFFF, 0
--- A quarter turn: his offset is to his right.
local RIGHT = 16384

---@param e Entity
function sniper.init(e)
  local first = not e.state.ai
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  if first then
    local dx, dz = fixed.step((e.yaw + RIGHT) % 65536, st.offset.right)
    e.x, e.z = e.x + dx, e.z + dz
    creature.play_state(e, st.states.hidden)
    e.mesh_bits = NO_MESHES
  end
end

function sniper.on_reload(e)
  creature.setup(e, stats.of(e))
end

sniper.on_hit = creature.on_hit

local decide = {}
sniper.decide = decide

function decide.hidden(e, ai, info, st)
  e.mesh_bits = NO_MESHES
  if alarm.in_view(e, ai, info, ai.target) then e.goal_state = st.states.uncover end
end

function decide.uncover(e, _, _, _)
  e.mesh_bits = ALL_MESHES
end

function decide.aim(e, ai, info, st)
  local S = st.states
  ai.fired = false
  local holds = not creature.hit_lately(ai) or world.random() < st.chance.hold
  if alarm.in_view(e, ai, info, ai.target) and holds then
    if world.random() < st.chance.fire then e.goal_state = S.fire end
  else
    e.goal_state = S.cover
  end
end

--- One shot as the fire begins, with the muzzle's light.
function decide.fire(e, ai, info, st)
  if ai.fired then return end
  ai.fired = true
  local gun, l = st.gun, st.light
  shoot.fire(e, gun, ai.target, info.distance, st.damage)
  local x, y, z = e:mesh_point(gun.mesh, gun.x, gun.y, gun.z)
  world.light(world.room_at(e.room, x, y, z), x, y, z, l.r, l.g, l.b, l.radius, l.ticks)
end

---@param e Entity
function sniper.control(e)
  local ai = e.state.ai
  if e.health <= 0 then e.mesh_bits = ALL_MESHES end
  ai = creature.act_named(e, decide)
  if ai then ai.max_turn = 0 end
end

sniper.collision = creature.collision

return sniper
