-- What Lara does with the things around her: picking up, pulling levers,
-- grabbing, pushing and pulling blocks, using keys and puzzle items. The
-- objects' own collision hooks decide when, as the originals' collision
-- routines do: they test her state and input, test her place against the
-- object's bounds, line her up (at once or a step a tick: lara/position.lua)
-- and play her move (`interact.line_up`, with each object's figures as
-- data); the thing itself happens at the frame of her animation the
-- original uses, which the object's hook watches for. `interact.start` is
-- the same line-up for the objects that name a distance in front of them
-- instead of a bounds table. Lara's states here play the moves.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local anims = require("lara.anims")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local position = require("lara.position")

local interact = {}
local hero_line_up
local held = body.held

--- The goal state of each kind of interaction, and its underwater state.
--- `square`: she turns to face the target, squared to the nearest axis;
--- `square_on_land`: only on land. Under water she takes a pickup the way
--- she faces, as TR1 does (it turns the item to her); on land she has
--- always turned square to it here (TR1 snaps her behind it instead).
interact.KINDS = {
  pickup = { state = S.PICKUP, role = "pickup", underwater = S.PICKUP, uw_role = "underwater_pickup",
             square_on_land = true, crouched = true },
  switch = { state = S.SWITCH_ON, role = "switch_down", underwater = S.SWITCH_ON, uw_role = "underwater_switch",
             square = true },
  switch_off = { state = S.SWITCH_OFF, role = "switch_up", underwater = S.SWITCH_OFF, uw_role = "underwater_switch",
                 square = true },
  grab = { state = S.PUSH_READY, role = "push_ready", square = true },
  key = { state = S.USE_KEY, role = "use_key", square = true },
  puzzle = { state = S.USE_PUZZLE, role = "use_puzzle", square = true },
}

--- True when Lara stands still with her hands free and Action held (or
--- treads water, for what can be done under water).
---@param lara Entity
---@param k? table the interaction's KINDS entry
function interact.ready(lara, k)
  if not held(input.ACTION) or lara.health <= 0 then return false end
  return interact.still(lara, k)
end

--- True while she is still enough to be moved into place: standing (or
--- treading water), alive; for a kind marked `crouched` (the pickup, TR3+)
--- also ducked or on all fours. A player without animations (a bare test
--- rig) always is.
---@param lara Entity
---@param k? table the interaction's KINDS entry
function interact.still(lara, k)
  if lara.health <= 0 then return false end
  if lara.anim_count == 0 then return true end
  local st = lara.anim_state
  if lara.water == "underwater" then return st == S.TREAD end
  if lara.water ~= "land" then return false end
  if k and k.crouched and (st == S.DUCK or st == S.CRAWL_IDLE) then return lara:has_change(k.state) end
  return st == S.STOP
end

--- True when she cannot stand at (x, y, z): a wall, or on land a floor
--- further than a step from hers.
local function unreachable(lara, x, y, z)
  local floor = world.floor(lara.room, x, y - C.STEP_UP, z)
  if floor == C.NO_HEIGHT then return true end
  if lara.water == "underwater" then return floor < y or world.ceiling(lara.room, x, y, z) > y end
  return math.abs(floor - lara.y) > C.STEP_UP
end

--- How far she is moved into place in a tick in the running game.
function interact.speed()
  return position.speed()
end

--- One tick of being moved to the spot `a` (lara/position.lua step_to:
--- the game's move speed and 2 degrees a tick; under water her pitch
--- levels too). True once she is there, facing `a.yaw`.
local function move_towards(lara, a)
  local pitch = lara.water == "underwater" and 0 or lara.pitch
  if lara.water == "underwater" then lara.fall_speed = 0 end
  return position.step_to(lara, a.x, a.y, a.z, pitch, a.yaw, lara.roll)
end

--- Where interaction `k` with `target` wants her: `distance` in front of
--- it (its wall's facing for square kinds, else her own heading), `rise`
--- above it under water; her own spot when no distance is given.
local function spot(lara, k, target, distance, rise)
  local facing = lara.yaw
  if k.square or (k.square_on_land and lara.water ~= "underwater") then
    facing = angles.quadrant(angles.wrap(lara.yaw + lara:angle_to(target))) * 16384
  end
  local a = lara.state.align
  if not a then a = {} lara.state.align = a end
  a.target, a.yaw, a.x, a.y, a.z = target, facing, lara.x, lara.y, lara.z
  if type(distance) == "table" then
    -- An exact spot and heading (objects/common/operated.lua place_spot).
    a.x, a.y, a.z, a.yaw = distance.x, distance.y, distance.z, distance.yaw
  elseif distance then
    local dx, dz = fixed.step(facing, distance)
    a.x, a.z = target.x - dx, target.z - dz
    if lara.water == "underwater" then a.y = target.y - (rise or 0) end
  end
  return a
end

--- Starts interaction `kind` with `target`, called by the target's
--- collision hook each tick: with Action held while she stands still (or
--- treads water) she is moved, over as many ticks as it takes, to
--- `distance` in front of it (`rise` above it under water) and turned to
--- face it; true on the tick she is there and the move begins. A spot
--- she cannot reach (a wall, a floor out of step, or she stops getting
--- nearer) refuses the interaction. `distance` may instead be an exact
--- spot `{x, y, z, yaw}` (TOMB4 MoveLaraPosition's target in the object's
--- frame, objects/common/operated.lua `place_spot`). `kind` may also be an object's own
--- KINDS-shaped entry whose `anim` (an animation of her own model) is
--- played directly once she is there (objects/common/operated.lua).
---@param lara Entity
---@param kind string|table a key of interact.KINDS, or such an entry
---@param target Entity
---@param distance? integer|table
---@param rise? integer
function interact.start(lara, kind, target, distance, rise)
  local k = type(kind) == "table" and kind or interact.KINDS[kind]
  if not k then return false end
  local l = lara.state
  local a = l.align
  local moving = a and a.target == target and a.active
  if moving then
    if not interact.still(lara, k) then a.active = false return false end
  elseif a and a.active then
    return false -- on her way to something else
  elseif not interact.ready(lara, k) then
    return false
  end
  if lara.anim_count == 0 then return true end
  local under = lara.water == "underwater"
  local st = under and k.underwater or k.state
  if not st then return false end
  -- The move is reached through a state change, or (where the skeleton's
  -- animations offer none, as the demo hero's for keys) played directly.
  local role = under and k.uw_role or k.role
  local direct = k.anim or (not lara:has_change(st) and l.anims[role])
  if not lara:has_change(st) and not direct then return false end
  if not moving then
    a = spot(lara, k, target, distance, rise)
    if unreachable(lara, a.x, a.y, a.z) then return false end
    a.active, a.left = true, math.huge
  end
  a.tick = world.tick()
  if not move_towards(lara, a) then
    -- Pushed back (or held) instead of getting nearer: she cannot get there.
    local left = math.abs(a.x - lara.x) + math.abs(a.y - lara.y) + math.abs(a.z - lara.z)
        + math.abs(angles.diff(a.yaw, lara.yaw))
    if left >= a.left then a.active = false end
    a.left = left
    return false
  end
  a.active = false
  l.using = target
  if direct then
    lara:set_anim(direct)
    lara.goal_state = S.STOP
    return true
  end
  lara.goal_state = st
  l.pending = st
  l.pending_since = world.tick()
  return true
end

--- The originals' conditions for an object to start one of her moves:
--- Action held with her hands free (no gun out), not in the air, alive,
--- and in `state` (standing, or treading water; a player without
--- animations, a bare test rig, always is).
---@param lara Entity
---@param state integer
function interact.asks(lara, state)
  return held(input.ACTION) and lara.health > 0 and not lara.gravity
      and (lara.anim_state == state or lara.anim_count == 0)
end

--- True while she is being moved into place for `target`.
---@param lara Entity
---@param target Entity
function interact.moving_to(lara, target)
  local a = lara.state.align
  return a ~= nil and a ~= false and a.active and a.target == target
end

--- Ends a move into place for `target`.
local function stop_moving(lara, target)
  local a = lara.state.align
  if a and a.target == target then a.active = false end
end

--- Plays her move of `spec` (see interact.line_up): her animation
--- `spec.anim` set at its first frame, or her animation played within the
--- tick until she is in `spec.state` (Lara_AnimateUntil) where her current
--- animation changes to it; else, where her skeleton has the animation of
--- `spec.role` (the demo hero's one move for several), that one set. Then
--- `spec.goal` is what she goes back to. True when the move began.
---@param lara Entity
---@param spec table
function interact.play(lara, spec)
  if spec.anim then
    lara:set_anim(spec.anim)
  elseif lara:has_change(spec.state) then
    if not lara:animate_until(spec.state) then return false end
  else
    local anim = spec.role and lara.state.anims and lara.state.anims[spec.role]
    if not anim then return false end
    lara:set_anim(anim)
  end
  lara.goal_state = spec.goal
  return true
end

--- The demo hero is the project's own skeleton, and the demo's objects
--- stand on their walls facing out, where the originals' stand in front of
--- their walls facing in: for it an interaction is lined up the lenient way
--- of `interact.start` — within `spec.hero.reach` of the object and facing
--- it within 45 degrees, walked to `spec.hero.stand` in front of it (or
--- where she stands) — and then played as any.
local HERO_FACING = 8192

--- True when she is where `spec`'s move can start: inside its bounds (the
--- demo hero: within its reach, facing it).
---@param lara Entity
---@param target Entity
---@param spec table
---@param rot? Rotation
function interact.in_reach(lara, target, spec, rot)
  if lara.state.anims ~= anims.hero then return position.in_bounds(lara, target, spec.bounds, rot) end
  local h = spec.hero or {}
  if lara:distance_to(target) > (h.reach or 768) then return false end
  return h.facing == false or math.abs(lara:angle_to(target)) <= HERO_FACING
end

function hero_line_up(lara, target, spec)
  local h = spec.hero or {}
  if not interact.moving_to(lara, target) and not interact.in_reach(lara, target, spec) then
    return false
  end
  local kind = {
    state = spec.state, role = spec.role, underwater = spec.state, uw_role = spec.role,
    square = h.facing ~= false, square_on_land = h.facing == false,
  }
  if not interact.start(lara, kind, target, h.stand, h.rise) then return false end
  if lara.anim_state ~= spec.state and lara:has_change(spec.state) then
    lara:animate_until(spec.state)
  end
  lara.goal_state = spec.goal
  lara.state.using = target
  return true
end

--- Line up and play: one interaction as an object's collision routine
--- runs it, from data.
---   bounds  where she may be and how turned (lara/position.lua Bounds)
---   place   "align" (put there at once: Lara_AlignPosition), "move" (a
---           step a tick: Lara_MovePosition), "face" (turned to the
---           object where she stands), nil (left as she is)
---   at      {x, y, z}: where in the object's frame she is put
---   state   her state, reached by playing her animation to it; or
---   anim    her animation, set directly
---   role    her skeleton's animation role played where her animation
---           has no change to `state` (the demo hero)
---   goal    her goal state once it plays
---   hero    {reach, stand, rise, facing}: the demo hero's lenient line-up
--- `rot` stands in for the object's rotation (a pickup is tested turned
--- to her). The caller has tested her state and input. True on the tick
--- her move begins; while a "move" goes on, false (interact.moving_to
--- says so), and it is given up after position.MOVE_TIMEOUT ticks.
---@param lara Entity
---@param target Entity
---@param spec table
---@param rot? Rotation
function interact.line_up(lara, target, spec, rot)
  if lara.state.anims == anims.hero then return hero_line_up(lara, target, spec) end
  if not position.in_bounds(lara, target, spec.bounds, rot) then
    stop_moving(lara, target)
    return false
  end
  if spec.place == "move" then
    local a = lara.state.align
    if not a then a = {} lara.state.align = a end
    if not (a.active and a.target == target) then
      a.target, a.active, a.moved = target, true, 0
    end
    a.tick = world.tick()
    a.moved = a.moved + 1
    if a.moved > position.MOVE_TIMEOUT then a.active = false return false end
    if not position.move(lara, target, spec.at, rot) then return false end
    a.active = false
  elseif spec.place == "align" then
    position.align(lara, target, spec.at, rot)
  elseif spec.place == "face" then
    lara.yaw = ((rot and rot.yaw) or target.yaw) & 0xFFFF
  end
  if not interact.play(lara, spec) then return false end
  lara.state.using = target
  return true
end

--- Clears a started interaction once its state is reached (or after a
--- moment, when the animations offer no way there).
function interact.settle(e, l)
  -- A move into place no object carried on this tick (she left its reach,
  -- or it stopped asking) is given up.
  local a = l.align
  if a and a.active and world.tick() - a.tick > 1 then a.active = false end
  if not l.pending then return end
  if e.anim_state == l.pending or world.tick() - l.pending_since > 15 then l.pending = false end
end

--- Busy with her hands: back to standing (treading, under water) after.
local function busy(e, l)
  e.move_offset = 0
  l.turn = 0
  e.goal_state = e.water == "underwater" and S.TREAD or S.STOP
end

--- Kept where she is: on her feet on the floor, or afloat under water.
local function stay(e, l)
  if e.water == "underwater" then
    body.collide(e, l, body.LIMITS.underwater, C.UNDERWATER_RADIUS, C.UNDERWATER_HEIGHT)
    e.fall_speed = 0
    return
  end
  local coll = body.collide(e, l, body.LIMITS.stand)
  body.follow_floor(e, coll)
end

for _, st in ipairs({ S.PICKUP, S.SWITCH_ON, S.SWITCH_OFF, S.USE_KEY, S.USE_PUZZLE,
                      S.USE_MIDAS, S.SPECIAL, S.WATER_OUT }) do
  interact[st] = { control = busy, collide = stay }
end

-- TR4/TR5 moves an object carries her through: its own hook (which runs
-- after hers each tick) starts them with interact.start and keeps asking
-- for the state while the move goes on — a pulley pulled while Action is
-- held, a wheel pushed round, a door pushed open; without its asking she
-- stands again when the animation ends.
for _, st in ipairs({ S.CONTROLLED, S.BLOCK_SWITCH, S.LIFT_TRAPDOOR, S.PULL_TRAPDOOR,
                      S.TURN_SWITCH, S.COG_SWITCH, S.RAIL_SWITCH, S.HIDDEN_PICKUP,
                      S.PULLEY, S.MOVE, S.TWO_DOOR, S.CROW_DOVE_SWITCH, S.ZIP_OUT,
                      S.USE_KEYCARD, S.VALVE, S.CHEST_PICKUP }) do
  interact[st] = { control = busy, collide = stay }
end

-- TR5's ear-piece: a hand to her ear (anim zip_in), listening (the next
-- animation loops under ZIP_LISTEN), the hand down (zip_out, back to her
-- breathing stand). Anims from the TR5 levels' Lara (stand 103 changes to
-- 130 through 467; 469 ends at 103); TOMB5's ANIM_ZIP_IN.
anims.add({ [5] = { zip_in = 467, zip_out = 469 } })

--- Listening while `l.listening` holds (the zip controller,
--- objects/common/tr5_zip_controller.lua, sets and clears it); then the hand
--- comes down: through the state change where her animations offer one,
--- else zip_out played directly.
local function listen(e, l)
  e.move_offset = 0
  l.turn = 0
  if l.listening then e.goal_state = S.ZIP_LISTEN return end
  if e:has_change(S.ZIP_OUT) or not l.anims.zip_out then
    e.goal_state = S.ZIP_OUT
  else
    e:set_anim(l.anims.zip_out, 0)
    e.goal_state = S.STOP
  end
end
interact[S.ZIP_LISTEN] = { control = listen, collide = stay }
--- The hand goes up whatever comes: listening follows.
interact[S.ZIP_IN] = {
  control = function(e, l) e.move_offset = 0 l.turn = 0 e.goal_state = S.ZIP_LISTEN end,
  collide = stay,
}

-- Holding a block: Action keeps hold, forward pushes, back pulls (the
-- block's own hook moves it and asks for PUSH_BLOCK / PULL_BLOCK).
interact[S.PUSH_READY] = {
  control = function(e, l)
    e.move_offset = 0
    l.turn = 0
    if not held(input.ACTION) then e.goal_state = S.STOP l.grabbed = false return end
    if e.goal_state ~= S.PUSH_BLOCK and e.goal_state ~= S.PULL_BLOCK then
      e.goal_state = S.PUSH_READY
    end
  end,
  collide = stay,
}

--- Pushing or pulling a block that slides by itself (the demo hero's,
--- which sets `grab_distance`): she keeps her distance from it as it
--- moves. Any other block follows her: her animation moves her, and she is
--- kept on her feet as in any move of her hands.
local function follow_block(e, l)
  if not l.grab_distance then stay(e, l) return end
  local b = l.grabbed
  if not b or not b:exists() then e.goal_state = S.STOP return end
  local dx, dz = fixed.step(e.yaw, l.grab_distance or (512 + C.RADIUS))
  e.x, e.z = b.x - dx, b.z - dz
  if not b.state.moving then e.goal_state = held(input.ACTION) and S.PUSH_READY or S.STOP end
end
interact[S.PUSH_BLOCK] = {
  control = function(e, l) e.move_offset = 0 l.turn = 0 end,
  collide = follow_block,
}
interact[S.PULL_BLOCK] = interact[S.PUSH_BLOCK]

return interact
