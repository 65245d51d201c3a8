-- The rolling spindle (TR2 80, TR3 108, the originals' spinning blade):
-- once triggered it rolls (state 2) along its heading, its animation
-- carrying it, until the floor a sector and a half ahead is a wall; then
-- it stops (state 1), turns round and waits to be set off again. It
-- keeps to the floor under it. Any tick it rolls and touches Lara she
-- takes params.damage and bleeds.
-- Source: tomb3 game/traps.cpp SpinningBlade (probe 1536 ahead, NO_HEIGHT
-- stops it, 100 a touch, y = floor, yaw += 0x8000 on stopping); TR2
-- registers the same routine (TRX src/tr2/global/funcs.h SpinningBlade).
local traps = require("lib.traps")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local spindle = {}

local STOP, ROLL = 1, 2
--- Harm per tick of contact while rolling (tomb3: 100).
local DAMAGE = 100
--- How far ahead it looks for the wall that stops it (tomb3: 1536).
local LOOK_AHEAD = 1536
--- The engine's height of a wall (no floor there).
local NO_HEIGHT = -32512
--- Half a turn.
local HALF_TURN = 32768

function spindle.control(e)
  local st = e.state
  st.rolled = e.anim_state == ROLL
  if not st.rolled then
    if e.active then e.goal_state = ROLL else e.awake = false end
    return
  end
  e.awake = true
  if e.goal_state ~= STOP then
    local dx, dz = fixed.step(e.yaw, LOOK_AHEAD)
    if world.floor(e.room, e.x + dx, e.y, e.z + dz) == NO_HEIGHT then e.goal_state = STOP end
  end
  traps.strike(e, DAMAGE)
end

function spindle.after_move(e)
  e.room = world.room_at(e.room, e.x, e.y, e.z)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  if floor ~= NO_HEIGHT then e.y = floor end
  if e.state.rolled and e.anim_state == STOP then
    e.yaw = angles.wrap(e.yaw + HALF_TURN)
    e.state.rolled = false
  end
end

--- Always solid (tomb3 setup SPINNING_BLADE: ObjectCollision; lib/traps.lua collide).
spindle.collision = traps.collide

return spindle
