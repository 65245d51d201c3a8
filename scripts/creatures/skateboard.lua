-- The skate kid's skateboard (TR1 type 29): a prop with no will of its
-- own. The levels place none; the kid's behaviour brings one out under him
-- and lays it each tick where he is, in the same frame of the board
-- model's matching animation (the two models' animations run in step).
local skateboard = {}

--- Not a body to bump into, nothing to shoot.
function skateboard.init(e)
  e.solid = false
  e.collidable = false
end

--- Puts `board` under `rider`: same place, heading, tilt and frame.
---@param board Entity
---@param rider Entity
function skateboard.follow(board, rider)
  board:set_position(rider.x, rider.y, rider.z)
  board.room = rider.room
  board.yaw, board.pitch, board.roll = rider.yaw, rider.pitch, rider.roll
  if rider.anim < board.anim_count then board:set_anim(rider.anim, rider.frame) end
end

return skateboard
