-- TR4's baddies, BADDY_1 and BADDY_2 (TOMB4 raghead.cpp; numbers in
-- creatures/stats/tr4.lua `baddy_1`, `baddy_2`). One routine with two
-- weapons: a sword and an uzi with a count of rounds. What it holds is
-- shown by swapping meshes with its MESHSWAP model; it changes weapon in
-- animations of its own (draw and put away the uzi, draw and sheathe the
-- sword).
--   stop   seeing Lara with rounds left it readies the uzi (drawing it,
--          or sheathing the sword first); with none it puts the uzi away
--          and draws the sword; close by it swings the sword (a lunge
--          from half a sector, else one of two cuts); a medipack or uzi
--          clip lying in its room draws it there, where it crouches and
--          picks it up (half its hit points back, or another clip); with
--          Lara aiming at it beside a wall it rolls or leaps aside out of
--          her line and waits there as a guard; otherwise it walks
--   walk   on to run when attacking and far, swinging as it walks at a
--          target within a sector
--   run    back to a walk within a sector, a stop within three quarters
--   uzi    each shot (on even frames of the burst) spends a round; a miss
--          ends the burst
-- It climbs rises of two to four clicks and jumps down four (a move that
-- rose or fell that far is undone to the edge, square on, and played in
-- its climb: creatures/vault.lua). A crouching baddy (OCB 3) waits until
-- alerted. Its way may lead across a gap (ai/leap.lua): standing, with a
-- gap of one or two blocks ahead it jumps it; walking or running it stops
-- for it first. Its way may lead along a monkey ceiling: where the bars
-- hang at swinging height over it, hands empty (it puts the uzi away or
-- sheathes the sword first) it hangs (18), swings along (20) and at the
-- bars' far end, or in its target's box, hangs again (19) and drops (22).
-- With Lara hanging from the bars within reach ahead, a swinging baddy
-- hangs still and kicks (21): its first touch knocks her off the bars. A
-- baddy killed on the bars lets go (35), falls (36) and lies where it
-- lands (37).
-- Left out: the train level's baddies (OCB over 100:
-- carried along by the train, heading for an AI_X1) and the blinding of
-- Lara's flash (she has no flash grenade).
local creature = require("ai.creature")
local sense = require("ai.sense")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")
local vault = require("creatures.vault")
local leap = require("ai.leap")
local monkey = require("lara.monkey")

local baddy = {}

--- The stats of `e`, lending BADDY_1 BADDY_2's animations where the level
--- has that model (TOMB4 setup.cpp: the first plays the second's moves).
local function stats_of(e)
  local st = stats.of(e)
  if st.anims_of_loaded and world.has_object(st.anims_of_loaded) then
    st.with_lent = st.with_lent or setmetatable({ anims_of = st.anims_of_loaded }, { __index = st })
    return st.with_lent
  end
  return st
end

--- Shows what it holds: every mesh whose bit is set in the stats' mask
--- for `hands` worn from the MESHSWAP model, the rest its own.
local function hold(e, ai, hands)
  ai.hands = hands
  local st = ai.stats
  local mask = st.hands[hands]
  if not world.has_object(st.meshswap) then return end
  for mesh = 0, 31 do
    local bit = (mask // 2 ^ mesh) % 2 >= 1
    local swap = bit and world.model_mesh(st.meshswap, mesh) or nil
    e:mesh_swap(mesh, swap)
  end
end

--- Where it starts by OCB (the thousands are a group number): the stats'
--- `starts` (anim, state) for that OCB, else its stop.
local function start_pose(e, st)
  local code = e.ocb % st.ocb_group
  local start = st.starts[code] or st.starts.plain
  local anim = creature.own_anim(e, start.anim, start.state)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, start.state) end
  e.goal_state = start.state
end

---@param e Entity
function baddy.init(e)
  local ai = creature.setup(e, stats_of(e))
  local st = ai.stats
  if not ai.started then
    ai.started = true
    ai.rounds = st.rounds
    -- OCBs 10-19 carry another clip (TOMB4 InitialiseRaghead).
    local code = e.ocb % st.ocb_group
    if code >= st.extra_clip_ocb[1] and code <= st.extra_clip_ocb[2] then
      ai.rounds = ai.rounds + st.clip
    end
    start_pose(e, st)
    hold(e, ai, st.start_hands)
  end
end

---@param e Entity
function baddy.on_reload(e)
  local ai = creature.setup(e, stats_of(e))
  if ai.hands then hold(e, ai, ai.hands) end
end

baddy.on_hit = creature.on_hit

--- The dodge open to it this tick ("roll_left", "jump_right" or nil).
local function dodge(e, lara, d)
  local side = leap.dodge_side(e, lara, d)
  if side == -1 then return "roll_left" end
  if side == 1 then return "jump_right" end
  return nil
end

--- A medipack or uzi clip lying in its room and its zone that it wants:
--- a target point for the senses, kept while it lies there.
local function wanted_pickup(e, ai, st)
  local p = ai.pickup
  if p then
    local item = world.entity(p.index)
    if item and item:exists() and item.visible and item.status ~= "removed" then return p end
    ai.pickup = nil
  end
  if ai.searched_room == e.room then return nil end
  ai.searched_room = e.room
  local own = world.box_at(e.room, e.x, e.y, e.z)
  for i = 0, world.entity_count() - 1 do
    local item = world.entity(i)
    local gain = item and st.pickups[item.type]
    if gain and item.room == e.room and item.visible and item.status ~= "removed" then
      local box = world.box_at(item.room, item.x, item.y, item.z)
      if own and box and nav.zone(ai.class, own) == nav.zone(ai.class, box) then
        ai.pickup = { index = i, room = item.room, x = item.x, y = item.y, z = item.z,
                      yaw = item.yaw, health = 1, gain = gain }
        return ai.pickup
      end
    end
  end
  return nil
end

--- Takes the pickup it crouched by: its gain, and the pickup is gone.
local function take_pickup(e, ai, st)
  local p = ai.pickup
  ai.pickup = nil
  local item = p and world.entity(p.index)
  if not item or not item:exists() or not item.visible then return end
  if p.gain == "health" then
    e.health = e.health + st.hit_points // 2
  else
    ai.rounds = ai.rounds + st.clip
  end
  item:kill()
end

--- True on frames `window` ({first, last}) of its animation; a window past
--- a shorter animation (another model's) is its last frame.
local function in_window(e, window)
  local last = creature.frames(e) - 1
  return e.frame >= math.min(window[1], last) and e.frame <= math.min(window[2], last)
end

--- Sees a living Lara ahead, in range and in line of sight.
local function sees(e, ai, info)
  return not info.target_dead and info.ahead and info.distance < sense.FAR
    and sense.sees(e, ai.target)
end

local decide = {}
baddy.decide = decide

--- Jumps the gap ahead: the jump's start (its animation where the model
--- has it), going on to the long jump over two blocks.
local function jump(e, ai, st)
  ai.max_turn = 0
  local anim = creature.own_anim(e, st.leap.anim, st.states.jump)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, st.states.jump) end
  e.goal_state = ai.long_jump and st.states.long_jump or st.states.jump
  e:set_leap(true, false)
end

--- Its way leads along monkey bars: under them, hands empty, it hangs
--- from them; else it puts away what it holds, or walks on to them.
local function to_the_bars(e, ai, st)
  if not leap.under_bars(e) then
    e.goal_state = st.states.walk
  elseif ai.hands == "empty" then
    e.goal_state = st.states.monkey_start
  elseif ai.hands == "uzi" then
    e.goal_state = st.states.put_away_uzi
  else
    e.goal_state = st.states.sheathe_sword
  end
end

function decide.stop(e, ai, info, st)
  ai.max_turn, ai.struck = 0, false
  e:set_leap(false, false)
  local r = st.range
  local lara = world.lara()
  local d = ai.pickup_distance
  if ai.hands == "sword" and st.dodges_aim and lara and sense.targeted_by(e, lara)
    and info.ahead and info.distance > r.sword then
    e.goal_state = st.states.dodge_start
    return
  end
  if not d and sees(e, ai, info) and ai.rounds > 0 then
    local to = { uzi = "uzi_aim", sword = "sheathe_sword", empty = "draw_uzi" }
    e.goal_state = st.states[to[ai.hands]]
  elseif ai.jump or ai.long_jump then
    jump(e, ai, st)
  elseif d and d < r.pick_up then
    e.goal_state = st.states.crouch
    ai.required = st.states.pick_up
  elseif ai.hands == "uzi" and ai.rounds < 1 then
    e.goal_state = st.states.put_away_uzi
  elseif ai.monkey_ahead then
    to_the_bars(e, ai, st)
  else
    local side = dodge(e, lara, st.dodge)
    if side then
      e.goal_state = st.states[side]
    elseif ai.hands == "empty" then
      e.goal_state = st.states.draw_sword
    elseif not d and not info.target_dead and info.distance < r.sword then
      if ai.hands == "uzi" then
        e.goal_state = st.states.put_away_uzi
      elseif info.distance >= r.close then
        e.goal_state = st.states.lunge
      else
        e.goal_state = st.states[world.random(2) == 0 and "hack" or "slash"]
      end
    else
      e.goal_state = st.states.walk
    end
  end
end

function decide.walk(e, ai, info, st)
  ai.max_turn, ai.struck = creature.deg(st.turn.walk), false
  e:set_leap(false, false)
  local r = st.range
  local d = ai.pickup_distance
  if not d and sees(e, ai, info) and ai.rounds > 0 then
    e.goal_state = st.states.stop
  elseif ai.jump or ai.long_jump then
    ai.max_turn = 0
    e.goal_state = st.states.stop
  elseif ai.monkey_ahead then
    e.goal_state = st.states.stop
  elseif d then
    if d < r.pick_up then e.goal_state = st.states.stop end
  elseif info.ahead and info.distance < r.close then
    e.goal_state = st.states.stop
  elseif info.bite and info.distance < r.sword then
    e.goal_state = st.states.stop
  elseif info.bite and info.distance < r.walk_swing then
    e.goal_state = st.states.walk_swing
  elseif dodge(e, world.lara(), st.dodge) then
    e.goal_state = st.states.stop
  elseif ai.mood == "attack" and not ai.jump_ahead and info.distance > r.run then
    e.goal_state = st.states.run
  end
end

function decide.run(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  local r = st.range
  if not ai.pickup_distance and sees(e, ai, info) and ai.rounds > 0 then
    e.goal_state = st.states.stop
  elseif ai.jump or ai.long_jump or ai.monkey_ahead then
    e.goal_state = st.states.stop
  elseif info.distance < r.run_stop or ai.jump_ahead then
    e.goal_state = st.states.stop
  elseif info.distance < r.run then
    e.goal_state = st.states.walk
  end
end

--- The weapon changes: the hands change on a frame of the animation.
local function change(hands, frame_name)
  return function(e, ai, _, st)
    ai.max_turn = 0
    if e.frame >= math.min(st.change_frames[frame_name], creature.frames(e) - 1) then
      if ai.hands ~= hands then hold(e, ai, hands) end
    end
  end
end
decide.draw_uzi = change("uzi", "draw_uzi")
decide.put_away_uzi = change("empty", "put_away_uzi")
decide.draw_sword = change("sword", "draw_sword")
decide.sheathe_sword = change("empty", "sheathe_sword")

--- Turns towards the target by at most `limit` a tick, standing.
local function face(e, info, limit)
  e.yaw = (e.yaw + math.max(-limit, math.min(limit, info.angle))) % 65536
end

function decide.uzi_aim(e, ai, info, st)
  ai.max_turn = 0
  face(e, info, creature.deg(st.turn.walk))
  if sees(e, ai, info) and ai.rounds >= 1 then
    e.goal_state = st.states.uzi_fire
  else
    e.goal_state = st.states.stop
  end
end

function decide.uzi_fire(e, ai, info, st)
  ai.max_turn = 0
  face(e, info, creature.deg(st.turn.walk))
  local burst = st.burst
  local last = math.min(burst.below, creature.frames(e)) - 1
  if e.frame <= last and e.frame % burst.every == 0 and ai.fired_frame ~= e.frame then
    ai.fired_frame = e.frame
    ai.rounds = ai.rounds - 1
    if not shoot.fire(e, st.gun, ai.target, info.distance, st.damage.bullet) then
      e.goal_state = st.states.stop
    end
  end
  if e.frame == 0 and ai.last_frame_seen ~= 0 then ai.fired_frame = nil end
  ai.last_frame_seen = e.frame
end

--- A sword swing: it turns with the target, and its blade lands once a
--- swing on the blow's frames.
local function swing(e, ai, info, st)
  ai.max_turn = 0
  face(e, info, creature.deg(st.turn.walk))
  if in_window(e, st.blade.frames) then
    creature.strike_once(e, ai, st.blade, st.damage.sword, st.blade.touch)
  end
  if creature.last_frame(e) then ai.struck = false end
end
decide.lunge = swing
decide.slash = swing
decide.walk_swing = swing
function decide.hack(e, ai, info, st)
  if info.distance < st.range.close then e.goal_state = st.states.slash end
  swing(e, ai, info, st)
end

--- Dodging her aim, sword in hand (BADDY_2): it keeps facing her until
--- she comes within a sword's reach or aims elsewhere. Its start and end
--- decide nothing: their animations lead on.
function decide.dodge(e, ai, info, st)
  ai.max_turn = 0
  face(e, info, creature.deg(st.turn.run))
  local lara = world.lara()
  if info.distance < st.range.sword or not (lara and sense.targeted_by(e, lara)) then
    e.goal_state = st.states.dodge_end
  end
end

--- After a roll or a leap aside it waits where it landed, as a guard.
local function dodged(e, ai, _, _)
  ai.max_turn = 0
  ai.orders = ai.orders or {}
  ai.orders.guard = true
  ai.alerted = false
end
decide.roll_left = dodged
decide.jump_right = dodged

--- Its way along the bars ends here (ai/leap.lua).
local swing_ends = leap.swing_ends

--- Lara hangs from the bars within a kick's reach ahead of it (TOMB4
--- raghead.cpp: `larainfo`, about her whatever its target).
local function lara_to_kick(e, ai, info, st)
  local lara = world.lara()
  if not lara or not monkey.hanging(lara) then return false end
  local ahead, d2 = info.ahead, info.distance_sq
  if ai.target ~= lara then
    local dx, dz = lara.x - e.x, lara.z - e.z
    ahead, d2 = math.abs(e:angle_to(lara)) < sense.AHEAD, dx * dx + dz * dz
  end
  return ahead and d2 < st.kick.within * st.kick.within
end

--- Hanging from the bars: Lara hanging near ahead, it kicks; at their end
--- under them it drops (and stands on the floor again), else it swings on.
function decide.monkey_hang(e, ai, info, st)
  ai.max_turn, ai.struck = 0, false
  if lara_to_kick(e, ai, info, st) then
    e.goal_state = st.states.kick
  elseif swing_ends(e, ai) and leap.under_bars(e) then
    e.goal_state = st.states.monkey_drop
    e:set_leap(false, false)
  else
    e.goal_state = st.states.monkey_swing
  end
end

--- Swinging along the bars, its top held at the ceiling, turning to its
--- way; at their end it hangs still.
function decide.monkey_swing(e, ai, info, st)
  e:set_leap(true, true)
  ai.max_turn, ai.struck = creature.deg(st.leap.swing_turn), false
  if swing_ends(e, ai) and leap.under_bars(e) then
    e.goal_state = st.states.monkey_hang
  end
  if lara_to_kick(e, ai, info, st) then e.goal_state = st.states.monkey_hang end
end

--- The kick from the bars: its first touch knocks her off them.
function decide.kick(e, ai, _, st)
  ai.max_turn = creature.deg(st.leap.swing_turn)
  local lara = world.lara()
  if not ai.struck and lara and e:touch_bits(lara) ~= 0 then
    monkey.knocked_off(lara, st.kick.drop, st.kick.frame)
    ai.struck = true
  end
end

--- Killed on the bars: it lets go (the original's animation `anims.bars_death`,
--- state 35), falls (36) and lies where it lands (37); the body stays.
--- False when it died elsewhere.
local function dies_on_bars(e, ai, st)
  local S = st.states
  local state = e.anim_state
  if state == S.monkey_start or state == S.monkey_hang or state == S.monkey_swing then
    creature.die(e, ai, S.bars_death, creature.own_anim(e, st.anims.bars_death, S.bars_death))
    e:clear_locomotion()
    e.speed = 0
  elseif state == S.bars_death then
    e.goal_state = S.bars_fall
    e.gravity = false
  elseif state == S.bars_fall or state == S.bars_dead then
    local floor = world.floor(e.room, e.x, e.y, e.z)
    if e.y >= floor then
      e.y, e.fall_speed, e.gravity = floor, 0, false
      e.goal_state = S.bars_dead
      creature.die(e, ai, S.bars_dead)
    else
      e.gravity = true
    end
  else
    return false
  end
  return true
end

function decide.crouched(e, ai, info, st)
  ai.max_turn = 0
  if ai.pickup_distance and ai.pickup_distance < st.range.pick_up then
    e.goal_state = st.states.pick_up
  elseif require("ai.orders").alerted(e, ai, world.lara()) then
    e.goal_state = st.states.stand_up
  end
end

function decide.pick_up(e, ai, _, st)
  ai.max_turn = 0
  if ai.pickup and e.frame >= math.min(st.pick_up_frame, creature.frames(e) - 1) then
    take_pickup(e, ai, st)
  end
end

---@param e Entity
function baddy.control(e)
  local ai = e.state.ai
  habitat.before_move(e, ai)
  if e.health <= 0 and dies_on_bars(e, ai, ai.stats) then return end
  if creature.dying(e) then return end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, ai.stats.violent) then return end
  local st = ai.stats
  -- A pickup it wants becomes its goal (the senses are about it; nothing
  -- there to fight).
  local p = wanted_pickup(e, ai, st)
  ai.pickup_distance = nil
  if p then
    sense.update(e, ai, p)
    ai.info.bite, ai.info.target_dead = false, true
    creature.aim(e, ai, p.x, p.y, p.z)
    ai.pickup_distance = ai.info.distance
  end
  local info = ai.info
  ai.jump, ai.long_jump = leap.gaps(e, st.leap.reach, leap.same_box(e, p or ai.target))
  ai.lean = false
  local angle = creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.tilt(e, ai, ai.lean and angle or 0)
  creature.head(e, ai, info.ahead and info.angle or 0)
end

--- After the move: a rise or drop to be climbed is (see vault.lua), unless
--- the move was made in a state the routine climbs nothing from.
---@param e Entity
function baddy.after_move(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  if not st or e.health <= 0 or not ai.before_y then return end
  local moved_in = ai.before_state or e.anim_state
  if moved_in >= st.no_vault.from then return end
  for _, state in ipairs(st.no_vault.states) do
    if moved_in == state then return end
  end
  vault.climb(e, ai, st.vault, st.states)
end

baddy.collision = creature.collision

return baddy
