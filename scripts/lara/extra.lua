-- Lara's set pieces played from another model's animations (TR2's
-- misc-animations model, 12: pulling the dagger out of the dragon). While
-- one plays her own state handlers, guns and collisions rest: she is held
-- where the set piece put her, its animation runs, and the move may give
-- her an item at a frame. When the move's state has played out she turns
-- a quarter to the right (the originals' turn at the end of the pull),
-- the floor triggers under her are tested as a heavy body's (the level's
-- end trigger beside the dragon), and she is given back her stop.
-- Source: TRX src/tr2/game/lara/state.c (Lara_State_Extra_PullDagger),
-- dragon.c (M_PullDagger): facts, not code.
local S = require("lara.states")
local body = require("lara.body")

local extra = {}

--- A quarter turn, the turn at the end of a set piece.
local QUARTER = 16384

--- The first animation of `object` in `state` and its frame count, or nil.
local function anim_of_state(object, state)
  local a = 0
  while true do
    local frames, s = world.anim_info(object, a)
    if not frames then return nil end
    if s == state then return a, frames end
    a = a + 1
  end
end

--- Starts a set piece on `lara`: animation `anim` of model `object` from
--- its first frame, heading for `state`; she stands where `place` stands,
--- turned as it is. `gives` ({item, at_frame}) puts an item in her
--- inventory at that frame of the state's animation (at its last frame
--- when shorter). False (nothing starts) when the level lacks the move.
---@param lara Entity
---@param object integer
---@param anim integer
---@param state integer
---@param place Entity
---@param gives? {item: integer, at_frame: integer}
---@return boolean
function extra.start(lara, object, anim, state, place, gives)
  if not world.anim_info(object, anim) then return false end
  local _, frames = anim_of_state(object, state)
  if not frames then return false end
  local l = lara.state
  lara.room = place.room
  lara:set_position(place.x, place.y, place.z)
  lara.yaw, lara.pitch, lara.roll = place.yaw, 0, 0
  lara.speed, lara.fall_speed, lara.gravity = 0, 0, false
  lara:set_anim(anim, 0, object)
  lara.goal_state = state
  l.extra = { object = object, state = state, frames = frames, gives = gives or false,
              given = false }
  return true
end

--- True while a set piece holds her.
---@param lara Entity
---@return boolean
function extra.playing(lara)
  return lara.state.extra ~= nil and lara.state.extra ~= false
end

--- Her tick during a set piece (instead of her state handler).
---@param lara Entity
---@param l table her state
function extra.control(lara, l)
  local x = l.extra
  if lara.anim_state ~= x.state then return end
  local last = x.frames - 1
  local g = x.gives
  if g and not x.given and lara.frame >= math.min(g.at_frame, last) then
    local inv = l.inventory or {}
    l.inventory = inv
    inv[g.item] = (inv[g.item] or 0) + 1
    x.given = true
  end
  if lara.frame >= last then
    lara.yaw = (lara.yaw + QUARTER) % 65536
    world.test_triggers(lara, "heavy")
    l.extra = false
    body.anim(lara, l, "stop")
    lara.goal_state = S.STOP
  end
end

return extra
