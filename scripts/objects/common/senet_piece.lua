-- A Senet piece (TR4 GAME_PIECE1-3, Lara's; ENEMY_PIECE, the opponent's,
-- its OCB 0-2 its place in the opponent's order): the board moves it
-- (objects/common/senet_sticks.lua slides it to the square the rules of
-- objects/common/senet.lua give it). Switching one of Lara's pieces on
-- (its trigger: she steps on it) chooses it for her waiting throw, once
-- the sticks have landed; it then goes off again, so that its trigger
-- chooses it again later (TOMB4 senet.cpp SenetControl). A solid body
-- (ObjectCollision).
local senet = require("objects.common.senet")

local piece = {}

function piece.init(e)
  e.solid = true
  senet.game(e)
end

--- Her choice of this piece.
function piece.on_activate(e)
  local game = senet.game(e)
  for slot = 1, senet.PIECES do
    if game.pieces[slot] == e.index then senet.choose(game, slot) end
  end
  e:deactivate()
end

return piece
