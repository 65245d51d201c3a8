-- What Lara does with the things around her: picking up, pulling levers,
-- grabbing, pushing and pulling blocks, using keys and puzzle items. The
-- objects' own collision hooks decide when (they call `interact.start`),
-- Lara's states here play the moves and follow a grabbed block.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local anims = require("lara.anims")
local angles = require("lib.angles")

local interact = {}
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

local function trunc(v)
  if v >= 0 then return math.floor(v) end
  return -math.floor(-v)
end

--- Turns `from` towards `to` by at most `step`.
local function turn_towards(from, to, step)
  local d = angles.diff(to, from)
  if d > step then d = step elseif d < -step then d = -step end
  return angles.wrap(from + d)
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
  return C.ALIGN_SPEED[world.game()] or C.ALIGN_SPEED[1]
end

--- One tick of being moved into place (TR1's Lara_MovePosition): at most
--- `interact.speed()` units straight towards the spot and ALIGN_TURN of heading
--- (and pitch, under water). True once she is there, facing `yaw`.
local function move_towards(lara, a)
  local dx, dy, dz = a.x - lara.x, a.y - lara.y, a.z - lara.z
  local dist = math.sqrt(dx * dx + dy * dy + dz * dz)
  local speed = interact.speed()
  if dist <= speed then
    lara.x, lara.y, lara.z = a.x, a.y, a.z
  else
    local f = speed / dist
    lara.x, lara.y, lara.z = lara.x + trunc(dx * f), lara.y + trunc(dy * f), lara.z + trunc(dz * f)
  end
  lara.yaw = turn_towards(lara.yaw, a.yaw, C.ALIGN_TURN)
  if lara.water == "underwater" then
    lara.pitch = turn_towards(lara.pitch, 0, C.ALIGN_TURN)
    lara.fall_speed = 0
  end
  return lara.x == a.x and lara.y == a.y and lara.z == a.z and lara.yaw == a.yaw
      and (lara.water ~= "underwater" or lara.pitch == 0)
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
    local dx, dz = angles.step(facing, distance)
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

--- Pushing or pulling: she keeps her distance from the block as it moves.
local function follow_block(e, l)
  local b = l.grabbed
  if not b or not b:exists() then e.goal_state = S.STOP return end
  local dx, dz = angles.step(e.yaw, l.grab_distance or (512 + C.RADIUS))
  e.x, e.z = b.x - dx, b.z - dz
  if not b.state.moving then e.goal_state = held(input.ACTION) and S.PUSH_READY or S.STOP end
end
interact[S.PUSH_BLOCK] = {
  control = function(e, l) e.move_offset = 0 l.turn = 0 end,
  collide = follow_block,
}
interact[S.PULL_BLOCK] = interact[S.PUSH_BLOCK]

return interact
