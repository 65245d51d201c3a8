-- What TR3's bosses share (Tony, Puna, Willard, Sophia Lee: tomb3
-- tonyboss.cpp, triboss.cpp, willboss.cpp, londboss.cpp):
-- * the pickups they carry: a pickup placed exactly where a creature
--   stands is carried by it (tomb3 setup.cpp GetCarriedItems), out of
--   sight until the boss drops it where it dies (pickup.cpp BossDropIcon);
-- * their end: the death animation plays to a frame, then the body is
--   gone in a blast that goes on for a while (explosions bursting about
--   it now and then, the ground shaking) before the boss is switched off
--   for good;
-- * shots that glance off a guarded boss (a ricochet, no harm done).
local creature = require("ai.creature")
local slots = require("ai.slots")
local particles = require("lib.particles")

local boss = {}

--- The blast after the body is gone: it lasts TICKS ticks; explosions
--- burst on the BURSTS-th ticks of it (tomb3 ExplodeTonyBoss: the rings of
--- counts 1, 15, 25, 35, 45, 55; the end waits for the count to pass 128).
boss.BLAST = { ticks = 128, bursts = { 1, 15, 25, 35, 45, 55 }, shake = 64 }
--- Where a burst flies: up to SPREAD aside and RISE_MIN … RISE_MIN + SPREAD
--- above the boss's feet (tomb3 ExplodeTonyBoss: & 0x3FF − 512, − 256).
boss.SPREAD, boss.RISE_MIN = 512, 256
--- Ricochet sparks of a shot glancing off.
boss.GLANCE_SPARKS = 4

--- True for an entity that is a pickup (its catalogue entry names an item
--- and is no keyhole).
local function is_pickup(o)
  local p = o.params
  return p ~= nil and p.item ~= nil and p.kind == nil
end

--- Takes up the pickups placed exactly where `e` stands: hidden and out of
--- reach until `drop_carried`. Runs once, on the boss's first tick (every
--- entity has its catalogue entry by then).
---@param e Entity
function boss.hold_carried(e)
  if e.state.carried then return end
  local list = {}
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o ~= e and o:exists() and o.x == e.x and o.y == e.y and o.z == e.z
      and is_pickup(o) then
      o.visible, o.collidable = false, false
      list[#list + 1] = o.index
    end
  end
  e.state.carried = list
end

--- Puts what `e` carries where it is, in sight and within reach.
---@param e Entity
function boss.drop_carried(e)
  for _, index in ipairs(e.state.carried or {}) do
    local o = world.entity(index)
    if o and o:exists() then
      o:set_position(e.x, world.floor(e.room, e.x, e.y, e.z), e.z)
      o.room = e.room
      o.visible, o.collidable = true, true
    end
  end
  e.state.carried = {}
end

--- A shot glancing off `e` (a guard, a shield): sparks and no harm.
---@param e Entity
function boss.glance(e)
  world.particles(particles.RICOCHET, e.room, e.x, e.y - boss.RISE_MIN, e.z, boss.GLANCE_SPARKS)
end

--- Turns `e` on the spot towards `target` by at most `ai.max_turn` a tick
--- (a boss that floats or sits: the usual turn needs it to move).
---@param e Entity
---@param ai table
---@param target Entity
function boss.face(e, ai, target)
  local most = ai.max_turn or 0
  if most == 0 or not target then return end
  local angle = e:angle_to(target)
  e.yaw = (e.yaw + math.max(-most, math.min(most, angle))) % 65536
end

--- True on frame `frame` of `e`'s animation, or on its last where the
--- model's is shorter (a stand-in): when a boss's cast leaves its hands.
---@param e Entity
---@param frame integer
---@return boolean
function boss.at_frame(e, frame)
  return e.frame == math.min(frame, creature.frames(e) - 1)
end

--- One burst of the blast about `e`.
local function burst(e, sound)
  local function aside() return world.fx_random(2 * boss.SPREAD + 1) - boss.SPREAD end
  local x, z = e.x + aside(), e.z + aside()
  local y = e.y - boss.RISE_MIN - world.fx_random(2 * boss.SPREAD)
  world.particles(particles.EXPLOSION, world.room_at(e.room, x, y, z), x, y, z, 1)
  if sound then world.sound(sound, x, y, z) end
end

--- A tick of the blast (counted in `ai.blast`): bursts on its burst
--- ticks; true once it is over.
local function blast(e, ai, sound)
  ai.blast = ai.blast + 1
  for _, at in ipairs(boss.BLAST.bursts) do
    if ai.blast == at then
      burst(e, sound)
      world.shake(boss.BLAST.shake)
    end
  end
  return ai.blast > boss.BLAST.ticks
end

--- A tick of the boss's end, as its stats' `death` says: `{ state, anim,
--- at (the frame of the death the body goes at; its last without one),
--- sound (of the bursts), shake (the body trembles more and more, by this
--- much a tick: Puna) }`. The death animation plays (the original's where
--- the model has it), the body goes at its frame, what it carries drops,
--- the blast runs its course and the boss is switched off for good.
---@param e Entity
---@param ai table
---@param death table
function boss.die(e, ai, death)
  if not ai.dead_since then
    local own = creature.own_anim(e, death.anim, death.state)
    if own then creature.set_anim(e, own) else creature.play_state(e, death.state) end
    e.goal_state = death.state
    e.solid, e.targetable = false, false
    ai.dead_since = world.tick()
    ai.tremble = 0
    e:clear_joints()
    return
  end
  if not ai.blast then
    local frames = creature.frames(e)
    if e.frame < math.min(death.at or frames - 1, frames - 1) then
      if death.shake then
        ai.tremble = ai.tremble + death.shake
        e.roll = (world.fx_random(2 * ai.tremble + 1) - ai.tremble) % 65536
      end
      return
    end
    ai.blast = 0
    e.visible, e.paused, e.roll = false, true, 0
    boss.drop_carried(e)
  end
  if blast(e, ai, death.sound) then
    e.collidable = false
    slots.release(e)
    e:finish()
  end
end

--- True while the boss is dead (playing its end, see `die`).
---@param e Entity
---@return boolean
function boss.dying(e)
  boss.hold_carried(e)
  if e.health > 0 then return false end
  local ai = e.state.ai
  boss.die(e, ai, ai.stats.death)
  return true
end

--- The standard set-up of a boss behaviour (its `control` calls `dying`
--- or `hold_carried` each tick).
---@param module table
---@param stats_of fun(e: Entity): table
---@return table
function boss.behaviour(module, stats_of)
  return creature.behaviour(module, stats_of)
end

return boss
