-- What Lara does with the things around her: picking up, pulling levers,
-- grabbing, pushing and pulling blocks, using keys and puzzle items. The
-- objects' own collision hooks decide when (they call `interact.start`),
-- Lara's states here play the moves and follow a grabbed block.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local angles = require("lib.angles")

local interact = {}
local held = body.held

--- The goal state of each kind of interaction, and its underwater state.
interact.KINDS = {
  pickup = { state = S.PICKUP, role = "pickup", underwater = S.PICKUP, uw_role = "underwater_pickup" },
  switch = { state = S.SWITCH_ON, role = "switch_down", underwater = S.SWITCH_ON, uw_role = "underwater_switch" },
  switch_off = { state = S.SWITCH_OFF, role = "switch_up", underwater = S.SWITCH_OFF, uw_role = "underwater_switch" },
  grab = { state = S.PUSH_READY, role = "push_ready" },
  key = { state = S.USE_KEY, role = "use_key" },
  puzzle = { state = S.USE_PUZZLE, role = "use_puzzle" },
}

--- True when Lara stands still with her hands free and Action held (or
--- treads water, for what can be done under water).
---@param lara Entity
function interact.ready(lara)
  if not held(input.ACTION) or lara.health <= 0 then return false end
  -- A player without animations (a bare test rig) acts at once.
  if lara.anim_count == 0 then return true end
  local st = lara.anim_state
  if lara.water == "underwater" then return st == S.TREAD end
  return lara.water == "land" and st == S.STOP
end

--- Starts interaction `kind` with `target`: turns Lara square to it and,
--- when `distance` is given, places her that far in front of it. True when
--- she started.
---@param lara Entity
---@param kind string a key of interact.KINDS
---@param target Entity
---@param distance? integer
function interact.start(lara, kind, target, distance)
  local k = interact.KINDS[kind]
  if not k or not interact.ready(lara) then return false end
  if lara.anim_count == 0 then return true end
  local under = lara.water == "underwater"
  local st = under and k.underwater or k.state
  if not st then return false end
  -- The move is reached through a state change, or (where the skeleton's
  -- animations offer none, as the demo hero's for keys) played directly.
  local role = under and k.uw_role or k.role
  local direct = not lara:has_change(st) and lara.state.anims[role]
  if not lara:has_change(st) and not direct then return false end
  local heading = angles.wrap(lara.yaw + lara:angle_to(target))
  local facing = angles.quadrant(heading) * 16384
  lara.yaw = facing
  if distance then
    local dx, dz = angles.step(facing, distance)
    lara.x, lara.z = target.x - dx, target.z - dz
  end
  lara.state.using = target
  if direct then
    lara:set_anim(direct)
    lara.goal_state = S.STOP
    return true
  end
  lara.goal_state = st
  lara.state.pending = st
  lara.state.pending_since = world.tick()
  return true
end

--- Clears a started interaction once its state is reached (or after a
--- moment, when the animations offer no way there).
function interact.settle(e, l)
  if not l.pending then return end
  if e.anim_state == l.pending or world.tick() - l.pending_since > 15 then l.pending = false end
end

local function busy(e, l)
  e.move_offset = 0
  l.turn = 0
  e.goal_state = S.STOP
end

local function stay(e, l)
  local coll = body.collide(e, l, body.LIMITS.stand)
  body.follow_floor(e, coll)
end

for _, st in ipairs({ S.PICKUP, S.SWITCH_ON, S.SWITCH_OFF, S.USE_KEY, S.USE_PUZZLE,
                      S.USE_MIDAS, S.SPECIAL, S.WATER_OUT }) do
  interact[st] = { control = busy, collide = stay }
end

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
