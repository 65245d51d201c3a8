-- The shared creature code every enemy's control builds on (TRX tr1
-- game/creature.c, tomb3 box.cpp): set-up from a stats table, the per-tick
-- thinking (what it knows, its mood, where it steers), turning with a
-- per-state maximum, body tilt, head tracking, bites that hurt the target,
-- hit points, hurt and death. The world keeps the creature in its box graph
-- as it moves (e:set_locomotion); a creature module only decides its states.
--
-- A creature's own table is `e.state.ai`; module code reads `ai.info`
-- (sense.lua) and sets `ai.required` (the state to go to after the next
-- stop), `ai.max_turn`, and asks for `creature.turn`, `tilt`, `head`.
local particles = require("lib.particles")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local sense = require("ai.sense")
local slots = require("ai.slots")
local rivals = require("ai.rivals")
local mood = require("ai.mood")
local objects = require("ai.objects")
local orders = require("ai.orders")
local start = require("ai.start")
local lara_push = require("lara.push")

local creature = {}

--- Head turn per tick at most (5°) and in all (90°).
creature.HEAD_SPEED = 910
creature.HEAD_LIMIT = 16384
--- Body roll per tick at most (3°), and how much of a turn it leans into.
creature.TILT_SPEED = 546
creature.TILT_FACTOR = 4
--- Start yaw spread: a creature faces up to 45° off its placed heading.
creature.START_SPREAD = 8192
--- Smartness when a stats table gives none (re-targets a quarter of ticks).
creature.DEFAULT_SMARTNESS = 0x2000
--- Particle effects of a hit (the renderer's effect ids).
creature.BLOOD = particles.BLOOD
--- The state no creature has: "no state required".
creature.NONE = 0
--- Blood drops per hit.
creature.BLOOD_DROPS = 4

--- Degrees to TR angle units as the originals count them: `d ×
--- PHD_DEGREE` (182 a degree, so 20° is 3640, not 3641).
function creature.deg(d) return math.floor(d * fixed.DEGREE) end

--- The type whose model's animations `e` plays: its own, or the one its
--- stats lend it (`anims_of`: TR2's masked goons 2 and 3 have no moves of
--- their own and play goon 1's, as the original shares them).
function creature.anim_type(e)
  local ai = e.state.ai
  return ai and ai.anim_type or e.type
end

--- `e`'s animation counted from the first of the model it plays.
---@param e Entity
function creature.anim(e)
  local ai = e.state.ai
  if ai and ai.anim_base then return e.anim_id - ai.anim_base end
  return e.anim
end

--- The animations (model-relative numbers) of the model `e` plays whose
--- state is `state`, looked up once per type and state.
local anim_cache = {}
function creature.anims_with_state(e, state)
  local t = creature.anim_type(e)
  local key = t * 65536 + state
  local list = anim_cache[key]
  if list then return list end
  list = {}
  local a = 0
  while true do
    local frames, s = world.anim_info(t, a)
    if not frames then break end
    if s == state then list[#list + 1] = a end
    a = a + 1
  end
  anim_cache[key] = list
  return list
end

--- Switches to animation `anim` of the model `e` plays.
---@param e Entity
---@param anim integer
function creature.set_anim(e, anim)
  local ai = e.state.ai
  e:set_anim(anim, 0, ai and ai.anim_type or nil)
end

--- The original's animation `anim` where the model `e` plays has it in
--- `state`; nil otherwise (another model, a stand-in, may number its
--- animations differently: then the state's first animation serves).
---@param e Entity
---@param anim? integer
---@param state integer
---@return integer?
function creature.own_anim(e, anim, state)
  if not anim then return nil end
  local frames, s = world.anim_info(creature.anim_type(e), anim)
  if frames and s == state then return anim end
  return nil
end

--- Puts `e` in `state`: the original's animation `anim` where the model
--- has it in that state (see `own_anim`), else the state's first.
---@param e Entity
---@param anim? integer
---@param state integer
function creature.enter(e, anim, state)
  local own = creature.own_anim(e, anim, state)
  if own then creature.set_anim(e, own) else creature.play_state(e, state) end
  e.goal_state = state
end

--- Decision tables by state number, per decision table and numbering.
local by_number = setmetatable({}, { __mode = "k" })

--- The decisions of `decide` (keyed by state name) keyed instead by the
--- numbers `states` gives those names (one creature's numbering; looked up
--- once per table).
---@param decide table<string, function>
---@param states table<string, integer>
---@return table<integer, function>
function creature.by_number(decide, states)
  local per_decide = by_number[decide]
  if not per_decide then
    per_decide = setmetatable({}, { __mode = "k" })
    by_number[decide] = per_decide
  end
  local t = per_decide[states]
  if not t then
    t = {}
    for name, n in pairs(states) do t[n] = decide[name] end
    per_decide[states] = t
  end
  return t
end

--- Switches to the first (or a random) animation of `state`; false when the
--- model has none.
function creature.play_state(e, state, random)
  local list = creature.anims_with_state(e, state)
  if #list == 0 then return false end
  local pick = random and list[1 + world.random(#list)] or list[1]
  creature.set_anim(e, pick)
  e.goal_state = state
  return true
end

--- The type whose animations a creature borrows: `anims_of` itself, or
--- for a list the first type whose model the level has (TR5's guards play
--- the SWAT's, or without him the blue guard's: TOMB5 setup.cpp).
---@param anims_of integer|integer[]
---@return integer
function creature.lender(anims_of)
  if type(anims_of) ~= "table" then return anims_of end
  for _, t in ipairs(anims_of) do
    if world.has_object(t) then return t end
  end
  return anims_of[#anims_of]
end

--- Sets the creature up from its stats: hit points, movement class,
--- mood, and the yaw spread. Runs from `init`; keeps what a reload finds.
---@param e Entity
---@param stats table a creature's stats (creatures/stats/*.lua)
function creature.setup(e, stats)
  local ai = e.state.ai
  if not ai then
    ai = { mood = "bored", info = {}, head = 0, neck = 0, tilt = 0, required = creature.NONE,
           max_turn = 0, hurt = false, bitten = false, dead_since = false }
    e.state.ai = ai
    e.health = stats.hit_points
    -- Standing orders from the AI objects on its start square (ai/orders.lua).
    local given = objects.read(e)
    if next(given) then ai.orders = given end
    -- Where it began, for TR5's RESET_TEST (ai/start.lua).
    start.record(e, ai, ai.orders)
    e.yaw = (e.yaw + (world.random() - 16384) // 2 * creature.START_SPREAD // 8192) % 65536
  end
  ai.stats = stats
  if stats.anims_of and not ai.anim_base then
    -- Where the lent model's animations begin (its animation 0 for a start).
    local lender = creature.lender(stats.anims_of)
    ai.anim_type = lender
    e:set_anim(0, 0, lender)
    ai.anim_base = e.anim_id
  end
  ai.class = stats.zone or "ground"
  ai.large = stats.large or false
  ai.pivot = stats.pivot or 0
  ai.smartness = stats.smartness or creature.DEFAULT_SMARTNESS
  ai.fly = (stats.fly or 0) > 0
  -- A creature that turns alike in every state (`turn.always`).
  if stats.turn and stats.turn.always then ai.max_turn = creature.deg(stats.turn.always) end
  -- TR4/TR5 people whose searches cross gaps and monkey ceilings
  -- (`can_jump`, `can_monkey`: TOMB4/TOMB5 lot.cpp) take those overlaps.
  e:set_locomotion({ zone = ai.class, large = ai.large, step = stats.step or 256,
                     drop = stats.drop or 256, radius = stats.radius or 341, fly = stats.fly or 0,
                     can_jump = stats.can_jump or false, can_monkey = stats.can_monkey or false })
  -- Its path search, kept across reloads (world/nav/lot.rs).
  local _, _, searching = e:search_boxes()
  if not searching then e:start_search() end
  if stats.mesh_bits then e.mesh_bits = stats.mesh_bits end
  -- No wall in anyone's collision query: its body pushes Lara through its
  -- collision hook (creature.collision), as the originals' do.
  e.solid = false
  e.targetable = e.health > 0
  e.auto_land = true
  return ai
end

--- What a creature targets: Lara, or for a creature with rivals (its
--- stats' `rivals`: TR2's monks and mercenaries) the nearest rival or
--- Lara; the second result is true when it has no one to fight (at peace
--- with Lara, it senses her but stays bored).
---@param e Entity
---@return Entity? target
---@return boolean? peaceful
function creature.target(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  if st and st.rivals then return rivals.pick(e, st) end
  return world.lara()
end

--- Whether a living creature's body pushes `target` away: from TR2 on,
--- not while the target swims, under water or at the surface (TRX
--- creature.c, Creature_Collision).
---@param target Entity
---@return boolean
function creature.pushes(target)
  if world.game() < 2 then return true end
  return target.water ~= "underwater" and target.water ~= "surface"
end

--- The creature's collision routine, called while Lara is near (TRX tr1
--- creature.c Creature_Collision, TRX tr2 Creature_Collision, tomb3
--- collide.cpp CreatureCollision): when she stands within her radius of
--- its box and her spheres meet its meshes, its box (not widened) pushes
--- her out, with a flinch while it lives. A body that has finished dying
--- (status "deactivated": the originals clear its collidable flag) or is
--- hidden no longer pushes.
---@param e Entity
---@param lara Entity
function creature.collision(e, lara)
  if e.status == "deactivated" or not e.visible then return end
  lara_push.creature(e, lara, e.health > 0)
end

--- A required state is done with once the creature is in it.
function creature.arrived(e, ai)
  if ai.required == e.anim_state then ai.required = creature.NONE end
end

--- As the original games do: when an animation has ended into the next
--- one (not through a state change asked for), the creature wants what it
--- now does, its goal becomes the new state; a decision that sets no goal
--- then lets it go on. Call once a tick before deciding.
function creature.goal_follows_animation(e, ai)
  local anim, frame = creature.anim(e), e.frame
  if ai.last_anim and (anim ~= ai.last_anim or frame < ai.last_frame) then
    local frames = world.anim_info(creature.anim_type(e), ai.last_anim)
    if frames and ai.last_frame >= frames - 1 then e.goal_state = e.anim_state end
  end
  ai.last_anim, ai.last_frame = anim, frame
end

--- The thinking of one tick: sense the target, update the mood and the
--- steering point. Returns the AI table, or nil without a target, while
--- the creature waits for an AI slot (ai/slots.lua) or while its standing
--- orders hold it still (ai/orders.lua: a guard at its post). While an
--- order sends it to an AI object, `info` is about that point (`info.order`
--- names the order; nothing there to bite) and its mood is "attack".
---@param e Entity
---@param violent boolean|string attacks whenever it can reach the target;
--- "in_zone": only while it stands in its target's zone (tomb3
--- clawmute.cpp, sealmute.cpp: GetCreatureMood's violent flag)
---@param amend? fun(e: Entity, ai: table, info: table) changes what the
--- creature makes of its senses before its mood follows (one that will not
--- fight on treats its target as out of reach)
function creature.think(e, violent, amend)
  local ai = e.state.ai
  start.wake(e, ai)
  creature.suffer_poison(e, ai)
  if not slots.hold(e) then return nil end
  creature.arrived(e, ai)
  local target, peaceful = creature.target(e)
  if not target then return nil end
  ai.target = target
  -- Standing orders: hold still (the module decides nothing this tick),
  -- or head for an AI object instead of the target.
  local order, look = orders.update(e, ai)
  if order == "hold" then
    creature.head(e, ai, look or 0)
    return nil
  end
  local info = sense.update(e, ai, order or target)
  info.order = nil
  info.peaceful = peaceful or false
  -- At peace with its target it senses no one to fight (a marker it heads
  -- for is still sensed as it is).
  if peaceful and not order then
    info.reachable = false
    info.distance = sense.FAR
    info.distance_sq = sense.FAR * sense.FAR
  end
  if order then
    orders.aim(ai, info, order)
    e:require_box(ai.goal_box, ai.goal_x, ai.goal_y, ai.goal_z)
  else
    if amend then amend(e, ai, info) end
    if violent == "in_zone" then violent = info.zone == info.enemy_zone end
    mood.update(e, ai, info, target, violent)
  end
  creature.steer(e, ai)
  return ai
end

--- This tick's search and the point the creature heads for
--- (Box_CalculateTarget: `ai.steer_x/y/z`, `ai.steer_kind`); a flyer's
--- wanted height is the point's (`ai.fly_y`). Then whether its way leads
--- on across a gap or along a monkey ceiling (`ai.jump_ahead`,
--- `ai.monkey_ahead`: TOMB4 CreatureMood after CalculateTarget).
---@param e Entity
---@param ai table
function creature.steer(e, ai)
  ai.steer_x, ai.steer_y, ai.steer_z, ai.steer_kind = e:calculate_target()
  ai.jump_ahead, ai.monkey_ahead = e:way_ahead()
  if ai.fly then ai.fly_y = ai.steer_y end
end

--- A poisoned creature (TR4's poison bolts) loses a hit point each
--- POISON_PERIOD ticks, down to POISON_FLOOR: the poison weakens, never
--- kills (TOMB4 CreatureAIInfo: wibble & 0x3F, wibble 4 a tick).
creature.POISON_PERIOD = 16
creature.POISON_FLOOR = 1

--- Poisons creature `e` (one its stats call `undead` shrugs it off).
---@param e Entity
function creature.poison(e)
  local ai = e.state.ai
  if ai and not (ai.stats and ai.stats.undead) then ai.poisoned = true end
end

--- One tick of a poisoned creature's poison.
---@param e Entity
---@param ai table
function creature.suffer_poison(e, ai)
  if ai.poisoned and e.health > creature.POISON_FLOOR and world.tick() % creature.POISON_PERIOD == 0 then
    e.health = e.health - 1
  end
end

--- Sends the creature to the point (x, y, z) instead of where its mood
--- led (a creature that picks its own goal: a pack member's place around
--- its target): its search's required box and point, and where it heads
--- (its search runs again for the new point).
---@param e Entity
---@param ai table
---@param x integer
---@param y integer
---@param z integer
function creature.aim(e, ai, x, y, z)
  local goal_box = world.box_at(world.room_at(e.room, x, y, z), x, y, z) or ai.info.target_box
  ai.goal_x, ai.goal_y, ai.goal_z, ai.goal_box = x, y, z, goal_box
  e:require_box(goal_box, x, y, z)
  creature.steer(e, ai)
end

--- Turns towards the steering point by at most `max_turn` a tick, halved
--- when the point is behind and inside the turning circle
--- (Creature_Turn); returns the turn made.
---@param e Entity
function creature.turn(e, ai, max_turn)
  ai.turn_made = 0
  if e.speed == 0 or max_turn == 0 or not ai.steer_x then return 0 end
  local x, z = ai.steer_x - e.x, ai.steer_z - e.z
  local angle = fixed.angle16(fixed.atan(z, x) - e.yaw)
  local range = fixed.div(e.speed * fixed.ONE, max_turn)
  if (angle > sense.AHEAD or angle < -sense.AHEAD) and x * x + z * z < range * range then
    max_turn = max_turn // 2
  end
  angle = math.max(-max_turn, math.min(max_turn, angle))
  e.yaw = (e.yaw + angle) % 65536
  ai.turn_made = angle
  e:set_turn(angle, 0)
  return angle
end

--- Leans the body into a turn: roll eases to TILT_FACTOR × `tilt`
--- (Creature_Tilt); the move leans by it again after a shift off a wall.
function creature.tilt(e, ai, tilt)
  e:set_turn(ai.turn_made or 0, tilt)
  local roll = angles.diff(e.roll, 0)
  local change = math.max(-creature.TILT_SPEED, math.min(creature.TILT_SPEED,
    tilt * creature.TILT_FACTOR - roll))
  e.roll = (roll + change) % 65536
end

--- Turns the head joint towards `wanted` (relative yaw), eased.
function creature.head(e, ai, wanted)
  local mesh = ai.stats.head_mesh
  if not mesh then return end
  local change = math.max(-creature.HEAD_SPEED, math.min(creature.HEAD_SPEED, wanted - ai.head))
  ai.head = math.max(-creature.HEAD_LIMIT, math.min(creature.HEAD_LIMIT, ai.head + change))
  e:turn_joint(mesh, 0, ai.head, 0)
end

--- Blood where a blow landed.
function creature.blood(room, x, y, z)
  world.particles(creature.BLOOD, room, x, y, z, creature.BLOOD_DROPS)
end

--- True when the creature's meshes in `mask` (its stats' touch mask by
--- default; all meshes without one) meet the living target's.
---@param e Entity
---@param mask? integer
function creature.touches(e, ai, mask)
  local target = ai.target
  if not target or target.health <= 0 then return false end
  return e:touch_bits(target, mask or ai.stats.touch) ~= 0
end

--- When the creature touches its target (with the meshes of `mask`, see
--- `touches`): the target takes `damage` (and flinches), blood flies from
--- the bite point; returns true when it bit.
---@param bite table {mesh, x, y, z}
---@param mask? integer
function creature.bite(e, ai, bite, damage, mask)
  if not creature.touches(e, ai, mask) then return false end
  local x, y, z = sense.bite_point(e, bite)
  creature.blood(ai.target.room, x, y, z)
  ai.target:hit(damage, e)
  return true
end

--- One blow an attack, as the originals count them with a flag: the bite
--- lands (see `bite`) only while `ai.struck` is clear, and sets it; the
--- creature's module clears `ai.struck` in the states where the original
--- clears its flag. True when it landed.
---@param e Entity
---@param bite table {mesh, x, y, z}
---@param damage integer
---@param mask? integer
function creature.strike_once(e, ai, bite, damage, mask)
  if ai.struck or not creature.bite(e, ai, bite, damage, mask) then return false end
  ai.struck = true
  return true
end

--- One blow per attack: while no state is required yet, a bite that
--- lands (see `bite`) requires `after` next. True when it landed.
---@param bite table {mesh, x, y, z}
function creature.strike(e, ai, bite, damage, after)
  if ai.required ~= creature.NONE or not creature.bite(e, ai, bite, damage) then return false end
  ai.required = after
  return true
end

--- True when the creature was hit this tick or the last (a hit's hook
--- runs in the step after the shot).
function creature.hit_lately(ai)
  return ai.hit_tick ~= nil and world.tick() - ai.hit_tick <= 1
end

--- The frames of the animation `e` plays (1 when unknown).
---@param e Entity
---@return integer
function creature.frames(e)
  return world.anim_info(creature.anim_type(e), creature.anim(e)) or 1
end

--- The first of `choices` ({name, below}…, the last with no bound) whose
--- bound one roll falls below: a pick among states by the original's
--- chances (out of 32768).
---@param choices table
---@return string
function creature.pick(choices)
  local roll = world.random()
  for _, c in ipairs(choices) do
    if not c[2] or roll < c[2] then return c[1] end
  end
  return choices[#choices][1]
end

--- True while nothing presses the creature: its target is ahead, does not
--- aim at it (ai/sense.lua `targeted_by`) and has not just hit it (TR3's
--- fleeing people hold their ground then).
---@param e Entity
function creature.unpressed(e, ai)
  return ai.info.ahead and not sense.targeted_by(e, ai.target) and not creature.hit_lately(ai)
end

--- True when `e` is on the last frame of its animation (of the model it
--- plays): a dying creature's death has played out, an attack's swing is
--- over.
---@param e Entity
function creature.last_frame(e)
  local frames = world.anim_info(creature.anim_type(e), creature.anim(e))
  return frames ~= nil and e.frame >= frames - 1
end
local death_played = creature.last_frame

--- The dying: plays a death animation of `state` (a random one where the
--- model has several; `anim` instead where given: some models' death
--- animation carries another state number, which the original overrides),
--- stops being a target, and when it has played out gives up its AI slot and
--- stops for good (status "deactivated", as the games leave a body); the
--- body stays. With `choices` it plays one of that many death animations
--- from `anim` on, picked by one roll (the originals' `anim + roll /
--- 0x4000` for two). A model without the animation picked (a stand-in)
--- plays one of the state's.
---@param e Entity
---@param state integer
---@param anim? integer
---@param choices? integer
function creature.die(e, ai, state, anim, choices)
  if e.anim_state ~= state and not ai.dead_since then
    if anim and choices then anim = anim + world.random(choices) end
    if anim and not world.anim_info(creature.anim_type(e), anim) then anim = nil end
    if anim then
      creature.set_anim(e, anim)
      e.goal_state = state
      ai.death_anim = anim
    else
      creature.play_state(e, state, true)
    end
    e.targetable = false
    ai.dead_since = world.tick()
    ai.head = 0
    e:clear_joints()
  elseif ai.dead_since and e.active and death_played(e)
    and (e.anim_state == state or creature.anim(e) == ai.death_anim) then
    slots.release(e)
    e:finish()
  end
end

--- Killed in the air: no longer flying, it falls (the world lands it) in
--- state `fall` (the original's `fall_anim` where the model has it), then
--- plays `death` on the floor and stops there; the body stays.
---@param e Entity
---@param fall integer
---@param death integer
---@param fall_anim? integer
function creature.fall_dead(e, ai, fall, death, fall_anim)
  if not ai.dead_since then
    ai.dead_since = world.tick()
    e.targetable = false
    e:clear_locomotion()
    local anim = creature.own_anim(e, fall_anim, fall)
    if anim then creature.set_anim(e, anim) end
  end
  if e.y < world.floor(e.room, e.x, e.y, e.z) then
    e.gravity = true
    e.speed = 0
    e.goal_state = fall
  else
    e.gravity = false
    e.fall_speed = 0
    e.goal_state = death
    creature.die(e, ai, death)
  end
end

--- The creature felt a blow from `source`: it is hurt (moods react;
--- `ai.hit_tick` says when, `ai.hurt_by_lara` stays once the player has
--- struck it), whether or not the blow cost it hit points.
---@param e Entity
---@param source? Entity
function creature.struck(e, source)
  local ai = e.state.ai
  if not ai then return end
  ai.hurt = true
  ai.hit_tick = world.tick()
  if source and source.type == 0 then ai.hurt_by_lara = true end
end

--- A hit from a weapon or a trap (the on_hit hook of every creature):
--- hit points go, the creature is struck (creature.struck), the kill
--- counts when the player's shot takes the last hit point.
---@param e Entity
---@param damage integer
---@param source? Entity
function creature.on_hit(e, damage, source)
  if e.health <= 0 then return end
  e.health = e.health - damage
  creature.struck(e, source)
  if e.health <= 0 and source and source.type == 0 then creature.count_kill() end
end

--- How high above the vehicle's floor a run-over creature bleeds, and
--- how many times a blow's drops (the originals' "lots of blood").
creature.RUN_OVER_BLEED_HEIGHT = 256
creature.RUN_OVER_BLOOD = 3

--- A vehicle `v` (vehicles/common.lua) ran into the living creature `e`
--- at `speed`: the vehicle's `run_over` numbers say what it does — from
--- `min_speed` on (any speed when not given) it takes `damage` (when not
--- given, all its hit points: TR2's skidoo, TR3's quad bike and mine cart,
--- TR4's jeep kill what they touch) as a hit from the rider, bleeding. A
--- vehicle without `run_over` (the boats) passes it by.
---@param e Entity
---@param v Entity
---@param speed integer
function creature.run_over(e, v, speed)
  local numbers = v.state.stats.run_over
  if e.health <= 0 or not numbers or speed < (numbers.min_speed or 0) then return end
  local rider = v.state.rider
  world.particles(creature.BLOOD, e.room, e.x, v.y - creature.RUN_OVER_BLEED_HEIGHT, e.z,
    creature.BLOOD_DROPS * creature.RUN_OVER_BLOOD)
  e:hit(numbers.damage or e.health, rider or v)
end

--- One more kill by the player: the world's count and the level's
--- statistics (lib/stats.lua).
function creature.count_kill()
  world.count_kill()
  require("lib.stats").add("kills", 1)
end

--- One tick of the usual creature control: a dead creature plays its
--- `death` state and stops; a living one takes its goal from an ended
--- animation, thinks (violent or not, from its stats), turns by
--- `ai.max_turn`, runs `decide[state](e, ai, info, stats)` for the state
--- it is in, leans into the turn when the decision set `ai.lean`, and
--- turns its head to the target when it is ahead.
--- Returns the AI table while alive, nil otherwise.
---@param e Entity
---@param decide table<integer, fun(e: Entity, ai: table, info: table, stats: table)>
---@param death integer
---@param death_anim? integer the game's own death animation (see `die`)
---@param amend? fun(e: Entity, ai: table, info: table) see `think`
---@param death_choices? integer death animations to pick from (see `die`)
function creature.act(e, decide, death, death_anim, amend, death_choices)
  local ai = e.state.ai
  if e.health <= 0 then
    creature.die(e, ai, death, death_anim, death_choices)
    return nil
  end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, ai.stats.violent, amend) then return nil end
  creature.decide_turning(e, ai, ai.info, decide, ai.stats)
  return ai
end

--- The tick's decision after the think: the turn by the last decision's
--- `ai.max_turn`, the decision of the state `e` is in (`decide` keyed by
--- state number, called with `e`, `ai`, `info` and `arg`), then the tilt
--- of a lean (`ai.lean`) and the head turned to `info`'s target ahead.
---@param e Entity
---@param ai table
---@param info table
---@param decide table<integer, function>
---@param arg any
function creature.decide_turning(e, ai, info, decide, arg)
  ai.lean = false
  local angle = creature.turn(e, ai, ai.max_turn)
  local d = decide[e.anim_state]
  if d then d(e, ai, info, arg) end
  creature.tilt(e, ai, ai.lean and angle or 0)
  creature.head(e, ai, info.ahead and info.angle or 0)
end

--- `act` for a creature whose stats name its states (`stats.states`, by
--- name, `death` among them) and may give the original's death animation
--- (`stats.death_anim`, played where the model has it in the death state;
--- `stats.death_choices`: one of that many from it, by a roll): `decide` is
--- keyed by state name.
---@param e Entity
---@param decide table<string, fun(e: Entity, ai: table, info: table, stats: table)>
---@param amend? fun(e: Entity, ai: table, info: table) see `think`
function creature.act_named(e, decide, amend)
  local st = e.state.ai.stats
  local S = st.states
  local death_anim = creature.own_anim(e, st.death_anim, S.death)
  return creature.act(e, creature.by_number(decide, S), S.death, death_anim, amend,
    death_anim and st.death_choices)
end

--- `act_named` for a flyer: killed, it falls in its `fall` state (the
--- original's `death_anim` is its fall) and dies on the floor (see
--- `fall_dead`), level.
---@param e Entity
---@param decide table<string, fun(e: Entity, ai: table, info: table, stats: table)>
---@return table? ai while alive
function creature.act_flying(e, decide)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    e.pitch = 0
    creature.fall_dead(e, ai, st.states.fall, st.states.death, st.death_anim)
    return nil
  end
  return creature.act_named(e, decide)
end

--- For a creature with named states (see `act_named`) that thinks its own
--- way: true while it is dead, playing its death (the original's death
--- animation where the model has it) until it stops.
---@param e Entity
---@return boolean
function creature.dying(e)
  if e.health > 0 then return false end
  local ai = e.state.ai
  local st = ai.stats
  local death = st.states.death
  creature.die(e, ai, death, creature.own_anim(e, st.death_anim, death))
  return true
end

--- Turning about (TR5's people): it swings `deg` degrees a tick against
--- the side its target lies on (`angle`, the target's bearing off its
--- heading), and the animation's end turns it half round, once a turn.
---@param e Entity
---@param ai table
---@param angle integer
---@param deg number
function creature.turn_about(e, ai, angle, deg)
  local step = creature.deg(deg)
  e.yaw = (e.yaw + (angle >= 0 and -step or step)) % 65536
  if ai.last_state ~= e.anim_state then ai.turned = false end
  if creature.last_frame(e) and not ai.turned then
    e.yaw = (e.yaw + 32768) % 65536
    ai.turned = true
  end
end

--- The standard `init` of a creature behaviour with stats `stats_of(e)`.
function creature.behaviour(module, stats_of)
  module.init = module.init or function(e) creature.setup(e, stats_of(e)) end
  module.on_hit = module.on_hit or creature.on_hit
  module.collision = module.collision or creature.collision
  module.on_reload = module.on_reload or function(e) creature.setup(e, stats_of(e)) end
  return module
end

--- The hooks of a creature no one targets and nothing hurts (TR3's
--- orca): set up from `stats_of(e)`; a blow that reaches it anyway (a
--- blast, a stray harpoon) costs no hit points but startles it like any
--- creature (its mood may turn to flight).
---@param module table
---@param stats_of fun(e: Entity): table
---@return table
function creature.untouchable(module, stats_of)
  module.init = function(e)
    creature.setup(e, stats_of(e))
    e.targetable = false
  end
  module.on_reload = module.init
  module.on_hit = function(e, _damage, source) creature.struck(e, source) end
  module.collision = creature.collision
  return module
end

--- The entity `e` keeps in `e.state[key]` (a part it brought: the
--- dragon's back, the snowmobile's driver) while it still exists; nil
--- otherwise.
---@param e Entity
---@param key string
---@return Entity?
function creature.partner(e, key)
  local other = e.state[key]
  if other and other:exists() then return other end
  return nil
end

return creature
