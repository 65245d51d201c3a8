-- TR4/TR5 doors Lara opens with a move of her own (params.kind):
--   "pushpull": from its own room she pulls it (ANIM_PULLDOOR 314, its
--     state 3), from the other side she pushes it (ANIM_PUSHDOOR 313, its
--     state 2) (TOMB4 door.cpp PushPullKickDoorCollision);
--   "kick": the same, but from the other side she kicks it (ANIM_KICKDOOR
--     315);
--   "double": she pushes both leaves from its back (DoubleDoorCollision,
--     ANIM_TWODOOR 412, her state 117);
--   "underwater": treading water she swims it open (UnderwaterDoorCollision,
--     ANIM_WATERDOOR 416, its state 1).
-- Once her move starts the door is open for good: it stops being solid and
-- frees the navigation box under it (PushPullKickDoorControl opens it and
-- never shuts it); a trigger that switches it on opens its way too.
-- Bounds, the spots she is moved to (in the door's frame, TOMB4 door.cpp)
-- and her animation numbers (lara_states.h, checked against the real Laras
-- of the TR4 and TR5 test levels).
local interact = require("lara.interact")
local operated = require("objects.common.operated")

local lara_door = {}

local HALF = 0x8000
--- Her states (TOMB4 lara_states.h).
local CONTROLLED, TWO_DOOR = 89, 117
--- PushPullKickDoorBounds {x0, x1, z0, z1}, UnderwaterDoorBounds with its
--- height range (she is up to a sector above its origin).
local DOOR_BOX = { -384, 384, -1024, 512 }
local UNDERWATER_BOX = { -256, 256, -1024, 0, -1024, 0 }
--- Where she is moved, her animation and the door's goal state per move.
local MOVES = {
  pull = { pos = { -201, 0, 322 }, anim = 314, goal = 3, turn = HALF },
  push = { pos = { 201, 0, -702 }, anim = 313, goal = 2 },
  kick = { pos = { 0, 0, -917 }, anim = 315, goal = 2 },
  double = { pos = { 0, 0, 220 }, anim = 412, turn = HALF, state = TWO_DOOR },
  underwater = { pos = { -251, -540, -46 }, anim = 416, goal = 1, lara_turn = HALF },
}

local function param(e, k, default)
  local p = e.params
  if p and p[k] ~= nil then return p[k] end
  return default
end

--- Open or shut: solid and blocking the box under it while shut.
local function set_open(e, open)
  local st = e.state
  st.open = open
  e.solid = not open
  if st.box == nil then st.box = nav.box_of(e) or false end
  if st.box then world.set_box_blocked(st.box, not open) end
end

function lara_door.init(e)
  set_open(e, e.state.open == true)
end

--- Her move from where she is: pull from its room, push or kick from
--- beyond (door.cpp tests her room against the door's).
local function move_of(e, lara)
  local kind = param(e, "kind", "pushpull")
  if kind == "double" or kind == "underwater" then return MOVES[kind] end
  if lara.room == e.room then return MOVES.pull end
  return kind == "kick" and MOVES.kick or MOVES.push
end

function lara_door.collision(e, lara)
  local st = e.state
  if st.open or lara.health <= 0 then return end
  local m = st.move and MOVES[st.move] or move_of(e, lara)
  if lara.anim_count == 0 or world.anim_info(lara.type, m.anim) == nil then return end
  local a = lara.state.align
  local moving = a and a.active and a.target == e
  local box = m == MOVES.underwater and UNDERWATER_BOX or DOOR_BOX
  if not moving and not operated.in_frame(e, lara, box, m.turn, m.lara_turn) then return end
  for k, v in pairs(MOVES) do if v == m then st.move = k end end
  local state = m.state or CONTROLLED
  local kind = { state = state, underwater = state, anim = m.anim }
  if not interact.start(lara, kind, e, operated.place_spot(e, m.pos, m.turn, m.lara_turn)) then
    return
  end
  st.move = nil
  set_open(e, true)
  if m.goal then e.goal_state = m.goal end
  e.awake, e.paused = true, false
end

function lara_door.on_activate(e)
  if not e.state.open then set_open(e, true) end
end

function lara_door.control(e)
  if e.state.open and e.anim_state == e.goal_state then e.awake = false end
end

return lara_door
