-- The gunmen of TR1 — Larson, Pierre, the cowboy and Kold — as one family:
-- they stop, walk, run, aim and shoot, and differ only in their numbers
-- (creatures/stats/tr1.lua): the states their models use, turn rates, the
-- walking range, their guns and when each fires, a pose struck while
-- bored (Larson, Pierre), how a shooter hurried by its mood breaks off,
-- and what each carries. Timid, but for Kold. Pierre cannot die before
-- his final encounter: hurt enough he runs and vanishes out of sight.
-- The skate kid (creatures/skate_kid.lua) shares the dying and the drops.
-- TR5's Larson and Pierre (TOMB5 pierre.cpp, one routine for both) are
-- the same family with a few rules of their own, each switched on by
-- their stats: they turn to her while they aim and shoot (`turn.aim`),
-- aim from a stop before anything else (`aims_from_stop`); at the flee
-- mark they `rally`: their hit points come back and they run for an
-- AI_AMBUSH (ai/orders.lua), gone once there (without such a marker in
-- reach they flee as TR1's Pierre does); placed with an OCB they are
-- `post`ed: moved forward a little, they stand, turn to her and shoot,
-- never walking.
local creature = require("ai.creature")
local sense = require("ai.sense")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local dying_shot = require("creatures.dying_shot")

local gunman = {}

local NONE = creature.NONE
--- Pierre is looked for this far above his feet when he may vanish.
local VANISH_LOOK_HEIGHT = 1024
--- Blood in a blocked box rises up to a click (less one) above this
--- height over the feet.
local BLEED_RISE, BLEED_BASE = 256, 32
--- A posted gunman's step forward goes along x when his heading lies
--- between 22½° and 157½° either side of +z, along z when it lies within
--- 45° of +z (forward) or beyond 112½° (back) (TOMB5 InitialisePierre);
--- a diagonal heading steps both ways.
local SIDE_FROM, SIDE_TO, AHEAD_WITHIN, BACK_BEYOND = 0x1000, 0x7000, 0x2000, 0x5000

--- Moves a posted gunman `shift` forward along the axes near his heading.
local function step_onto_post(e, shift)
  local yaw = e.yaw >= 32768 and e.yaw - 65536 or e.yaw
  if yaw > SIDE_FROM and yaw < SIDE_TO then
    e.x = e.x + shift
  elseif yaw < -SIDE_FROM and yaw > -SIDE_TO then
    e.x = e.x - shift
  end
  if yaw > -AHEAD_WITHIN and yaw < AHEAD_WITHIN then
    e.z = e.z + shift
  elseif yaw < -BACK_BEYOND or yaw > BACK_BEYOND then
    e.z = e.z - shift
  end
end

--- The state names of a stats table by number.
local function names_of(states)
  local names = {}
  for name, n in pairs(states) do names[n] = name end
  return names
end

--- Sets up the creature from its stats; where the stats name a start
--- state the creature begins in it (Kold arrives running, the kid skating),
--- in the original's `start_anim` where the model has that animation.
---@param e Entity
function gunman.init(e)
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  ai.state_names = names_of(st.states)
  if not ai.started then
    -- The original's start animation where the model has it in the start
    -- state (TR4's SAS stands in its animation 12), else the state's first.
    local start = st.states[st.start_state or "stop"]
    local anim = creature.own_anim(e, st.start_anim, start)
    if anim then
      creature.set_anim(e, anim)
      e.goal_state = start
    elseif st.start_state then
      creature.play_state(e, start)
    end
    if st.post and e.ocb ~= 0 then
      step_onto_post(e, st.post.shift)
      ai.posted = true
    end
  end
  ai.started = true
  return ai
end

function gunman.on_reload(e)
  local ai = creature.setup(e, stats.of(e))
  ai.state_names = names_of(ai.stats.states)
end

--- True while it may not die yet (Pierre before his final encounter: the
--- trigger that woke him was not one-shot).
local function spared(e, st)
  return st.flee_health ~= nil and not e.one_shot
end

--- A hit: a spared gunman loses no hit points below his flee mark (so no
--- kill is counted); the rest as any creature.
function gunman.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai and spared(e, ai.stats) and e.health > 0 then
    e.health = math.max(e.health - damage, ai.stats.flee_health)
    ai.hurt = true
    return
  end
  creature.on_hit(e, damage, source)
end

--- Only one of him about (Pierre turns up in several places of a level):
--- a newcomer woken by his final, one-shot trigger takes over from the one
--- already about; any other newcomer gives way to him.
function gunman.on_activate(e)
  if not stats.of(e).one_of_him then return end
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    local about = other and other:exists() and other ~= e and other.type == e.type
    if about and other.active and other.health > 0 then
      if e.one_shot then
        other:kill()
      else
        e:kill()
        return
      end
    end
  end
end

--- The pickups it carries fall where it falls, those the level can show.
function gunman.drop(e, st)
  for _, t in ipairs(st.drops or {}) do
    if world.has_object(t) then world.spawn(t, e.room, e.x, e.y, e.z, e.yaw) end
  end
end

--- The death animation the original plays: one of `death_anims` at random
--- (TR2's goons; the model's second one carries another state number, which
--- the original overrides), the one `death_anim_in` gives for the state
--- it dies in (TR3's tribesmen fall one way standing, another on the
--- move), or `death_anim`; nil where the model lacks it (then any of the
--- death state's).
---@param e Entity
---@param st table the creature's stats (`death_anims`, `death_anim_in`, `death_anim`, `states.death`)
---@return integer?
function gunman.death_anim(e, st)
  local t = creature.anim_type(e)
  if st.death_anims then
    local pick = st.death_anims[1 + world.random(#st.death_anims)]
    return world.anim_info(t, pick) and pick or nil
  end
  local anim = st.death_anim
  if st.death_anim_in then
    local name = e.state.ai.state_names[e.anim_state]
    anim = (name and st.death_anim_in[name]) or anim
  end
  local _, state = world.anim_info(t, anim or -1)
  if state == st.states.death then return anim end
  return nil
end

--- The dying: the death animation the original plays, the carried pickups
--- dropped, a last shot where the stats give one (creatures/dying_shot.lua),
--- and once it has played the body stays, switched off.
function gunman.fall(e, ai, st)
  local starting = not ai.dead_since
  creature.die(e, ai, st.states.death, starting and gunman.death_anim(e, st) or ai.death_anim)
  if starting and ai.dead_since then gunman.drop(e, st) end
  if st.dying_shot and ai.dead_since then dying_shot.tick(e, ai, st, starting) end
end

--- Whether it can shoot at its target this tick (asked once a tick).
function gunman.can_shoot(e, ai)
  local tick = world.tick()
  if ai.sight_tick ~= tick then
    ai.sight_tick = tick
    ai.sight = shoot.can_target(e, ai.info, ai.target)
  end
  return ai.sight
end

--- Turns `e` towards its target (as `info` sees it) by at most `deg`
--- degrees.
---@param e Entity
---@param info table
---@param deg number
function gunman.face(e, info, deg)
  local most = creature.deg(deg)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
end

--- Stop first, then go on to `state` (the stop passes it on).
---@param e Entity
---@param S table the stats' states by name
---@param state integer
function gunman.via_stop(e, ai, S, state)
  ai.required = state
  e.goal_state = S.stop
end
local via_stop = gunman.via_stop

--- A bored poser strikes its pose now and then.
local function poses(ai, st, S)
  return S.pose ~= nil and ai.mood == "bored" and world.random() < st.chance.pose
end

local decide = {}
gunman.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  if ai.required ~= NONE then
    e.goal_state = ai.required
  elseif info.order == "ambush" then
    e.goal_state = S.run
  elseif st.aims_from_stop and gunman.can_shoot(e, ai) then
    e.goal_state = S.aim
  elseif ai.posted then
    -- At his post he stands, turning to her.
    e.goal_state = S.stop
    gunman.face(e, info, st.turn.aim)
  elseif S.pose then
    if ai.mood == "bored" then
      e.goal_state = world.random() < st.chance.pose and S.pose or S.walk
    else
      e.goal_state = ai.mood == "escape" and S.run or S.walk
    end
  elseif gunman.can_shoot(e, ai) then
    e.goal_state = S.aim
  else
    e.goal_state = ai.mood == "bored" and S.walk or S.run
  end
end

decide.pose = function(e, ai, _, st)
  local S = st.states
  if ai.mood ~= "bored" then
    e.goal_state = S.stop
  elseif world.random() < st.chance.pose then
    via_stop(e, ai, S, S.walk)
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if poses(ai, st, S) then
    via_stop(e, ai, S, S.pose)
  elseif ai.mood == "escape" or info.order == "ambush" or not info.ahead then
    via_stop(e, ai, S, S.run)
  elseif gunman.can_shoot(e, ai) then
    via_stop(e, ai, S, S.aim)
  elseif info.distance > st.range.walk then
    via_stop(e, ai, S, S.run)
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = angle // 2
  if info.order == "ambush" then
    return -- on the way to the ambush marker
  elseif poses(ai, st, S) then
    via_stop(e, ai, S, S.pose)
  elseif ai.mood == "escape" and not info.ahead then
    return -- running away from a target behind it
  elseif gunman.can_shoot(e, ai) then
    via_stop(e, ai, S, S.aim)
  elseif info.ahead and info.distance < st.range.walk then
    via_stop(e, ai, S, S.walk)
  end
end

--- Shoots while the target stays in its sights and nothing else is
--- wanted; else back to the stop (which goes on to what is wanted).
decide.aim = function(e, ai, info, st)
  local S = st.states
  if st.turn.aim then gunman.face(e, info, st.turn.aim) end
  local shoots = ai.required == NONE and gunman.can_shoot(e, ai)
  e.goal_state = shoots and S.shoot or S.stop
end

--- Each gun fires once, `at` ticks into the shoot state (the state's
--- animation leads back to aiming); a later gun whose target has gone
--- only flashes. Hurried by its mood it breaks off (Pierre may stand his
--- ground a while).
decide.shoot = function(e, ai, info, st)
  local S = st.states
  if st.turn.aim then gunman.face(e, info, st.turn.aim) end
  local t = ai.last_state == S.shoot and ai.shot_clock or 0
  for _, gun in ipairs(st.guns) do
    if gun.at == t then
      if t == 0 or gunman.can_shoot(e, ai) then
        shoot.fire(e, gun, ai.target, info.distance, gun.damage, st.accuracy)
      else
        shoot.flash(e, gun)
      end
    end
  end
  ai.shot_clock = t + 1
  local hold = st.chance and st.chance.stand_ground
  local stays = hold and world.random() < hold
  if ai.mood == "escape" and not stays then ai.required = S[st.escape_state] end
end

--- A spared Pierre at his flee mark will not fight: his target counts as
--- out of reach and he as hurt, so he flees.
local function will_not_fight(_, ai, info)
  info.reachable = false
  ai.hurt = true
end

--- A person standing in a box blocked now (a door or block shut on it:
--- the navigation's BLOCKED flag, 0x4000 of the original's overlap index)
--- bleeds and loses `blocked_box_damage` hit points a tick, alive or dying,
--- down to none (tomb3 swat.cpp SwatControl, mpgun.cpp MPGunControl). The blood's three
--- rolls are drawn from the gameplay generator as the original's are.
local function crushed_in_blocked_box(e, st)
  local box = nav.box_of(e)
  if not box or not world.box_blocked(box) then return end
  local rise = world.random() % BLEED_RISE + BLEED_BASE
  world.random()
  world.random()
  creature.blood(e.room, e.x, e.y - rise, e.z)
  e.health = math.max(e.health - st.blocked_box_damage, 0)
end

--- The start of a gunman's tick: hurt in a blocked box where its stats say
--- so; with its hit points gone it goes on dying (nil); else its AI table
--- and stats.
---@param e Entity
function gunman.alive(e)
  local ai = e.state.ai
  if ai.stats.blocked_box_damage then crushed_in_blocked_box(e, ai.stats) end
  if e.health <= 0 then
    gunman.fall(e, ai, ai.stats)
    return nil
  end
  return ai, ai.stats
end

--- One tick of a person whose decisions are named after its stats'
--- states: dying it falls; alive it thinks, turns by `ai.max_turn` (the
--- turn made is `ai.turn_angle`), runs `decide[name](e, ai, info, stats)`
--- for the state it is in (`ai.state_name`; `decide` may be a function of
--- stats and name finding it: the aims and shots the stats name), leans
--- by `ai.lean` and turns its head to its target when ahead (or, with
--- `how.looks`, only in the states it names). `how.before(e, ai, st)` runs
--- before the decision (after the turn); `how.amend` is creature.think's.
---@param e Entity
---@param decide table|fun(st: table, name: string): function?
---@param how? {before?: function, looks?: table<string, boolean>, amend?: function}
function gunman.run_states(e, decide, how)
  local ai, st = gunman.alive(e)
  if not ai then return end
  how = how or {}
  if not creature.think(e, st.violent, how.amend) then return end
  local info = ai.info
  ai.lean = 0
  local angle = creature.turn(e, ai, ai.max_turn)
  if how.before then how.before(e, ai, st) end
  local name = ai.state_names[e.anim_state]
  local d
  if name then
    if type(decide) == "function" then d = decide(st, name) else d = decide[name] end
  end
  ai.turn_angle, ai.state_name = angle, name
  if d then d(e, ai, info, st) end
  ai.last_state = e.anim_state
  creature.tilt(e, ai, ai.lean)
  local looks = not how.looks or (name and how.looks[name])
  creature.head(e, ai, (looks and info.ahead) and info.angle or 0)
end

--- TR5's rally at the flee mark: its hit points back and off to an
--- AI_AMBUSH (any key) as its order.
local function rally(e, ai, st)
  e.health = st.rally.health
  ai.orders = ai.orders or {}
  ai.orders.ambush, ai.orders.guard, ai.orders.key = true, nil, nil
  ai.alerted, ai.rallied = true, true
end

--- A rallied gunman is gone once at his ambush marker (the order made
--- him a guard there); with no marker to run for (the order ended at
--- once) he flees as TR1's Pierre. True when he is gone.
local function rallied(e, ai)
  if not ai.rallied or ai.orders.ambush then return false end
  if ai.orders.guard then
    e:kill()
    return true
  end
  ai.rallied, ai.fleeing = nil, 1
  return false
end

---@param e Entity
function gunman.control(e)
  local ai, st = e.state.ai, e.state.ai.stats
  if e.health > 0 and spared(e, st) and e.health <= st.flee_health then
    if st.rally and not ai.fleeing then
      rally(e, ai, st)
    else
      e.health = st.flee_health
      ai.fleeing = (ai.fleeing or 0) + 1
    end
  end
  if rallied(e, ai) then return end
  gunman.run_states(e, decide, { amend = ai.fleeing and will_not_fight or nil })
end

--- Pierre's exits: once fleeing, gone when Lara has not seen him for more
--- than `vanish_ticks`; gone at once in water.
---@param e Entity
function gunman.after_move(e)
  local ai = e.state.ai
  if not ai or not e:exists() then return end
  local st = ai.stats
  if ai.fleeing and e.health > 0 then
    local lara = world.lara()
    local seen = lara and world.line_of_sight(lara.room, lara.x, lara.y - sense.EYE_HEIGHT,
      lara.z, e.x, e.y - VANISH_LOOK_HEIGHT, e.z)
    if seen then
      ai.fleeing = 1
    elseif ai.fleeing > st.vanish_ticks then
      e:kill()
      return
    end
  end
  if st.leaves_water and world.water(e.room, e.x, e.y, e.z) then e:kill() end
end

gunman.collision = creature.collision

return gunman
