-- The game of Senet TR4 plays in the Tomb of Semerkhet: its rules and the
-- board's state, shared by the sticks (objects/common/senet_sticks.lua,
-- WHEEL_OF_FORTUNE) and the pieces (objects/common/senet_piece.lua).
--
-- Each side has three pieces. A piece starts at home (square 0), runs up
-- its side's own lane (squares 1-4, where no one can touch it), then along
-- the shared middle row (5-15) to square 16, where it leaves the board.
-- A throw of the four sticks counts the sticks that land marked side up
-- (1-4); none up counts 6. A piece moves exactly the throw: not past 16,
-- not onto a square one of its own side holds. Landing on an opponent's
-- piece in the middle row sends it home. Ending on a square that is a
-- multiple of 4, or throwing 6, gives the mover another throw. The first
-- side with all three pieces off the board wins. Lara chooses her piece;
-- the opponent moves the first of its pieces (by their OCB 0-2) that can.
-- Facts from TOMB4 senet.cpp (MakeMove, ThrowSticks, GameStixControl,
-- CheckSenetWinner, InitialiseSenet).
--
-- The state lives in world.level_state().senet (saved with the level):
--   squares[slot]: each piece's square (0 home, 1-16, OFF once it left);
--     slots 1-3 are Lara's (GAME_PIECE1-3), 4-6 the opponent's.
--   turn: "throw" (Lara's throw awaited), "choose" (her throw waits for
--     her to choose a piece), "opponent" (its throw is next), "over".
--   throw: the last throw; sticks: which sticks landed up (booleans).
--   moving: the slot sliding to its square (nil when none); spin: ticks
--     of the sticks' spin left; winner: PLAYER or OPPONENT once over.
--   pieces[slot]: the piece's entity index; origin {x, z}: where the
--     board lies.
local senet = {}

--- The two sides.
senet.PLAYER, senet.OPPONENT = 1, 2
--- Pieces a side has.
senet.PIECES = 3
--- A piece's square: home, the last of its own lane, the last of the
--- board (reaching it takes the piece off), and off the board.
senet.HOME, senet.LANE_END, senet.LAST, senet.OFF = 0, 4, 16, -1
--- Sticks thrown; the count when none lands up.
senet.STICKS, senet.NONE_UP = 4, 6
--- Squares that give another throw are the multiples of this.
local AGAIN_EVERY = 4
--- The sticks spin this long after a throw; no piece may be chosen
--- meanwhile (ThrowSticks: hit_points 120).
senet.SPIN_TICKS = 120
--- Units a moving piece slides on each axis per tick (GameStixControl).
senet.SLIDE = 128

--- Where the squares lie, from the board's origin (GAME_PIECE1's place
--- plus SQUARE across x; z as placed): a column per side's home and lane,
--- one shared column; a square a sector on (GameStixControl, the capture).
local SQUARE = 1024
local HOME_COLUMN = { -SQUARE, 3 * SQUARE }
local LANE_COLUMN = { 0, 2 * SQUARE }
local SHARED_COLUMN = SQUARE
--- The first square of the shared row.
local SHARED_FIRST = senet.LANE_END + 1

--- The side a slot plays for.
---@param slot integer 1..6
---@return integer side senet.PLAYER or senet.OPPONENT
function senet.side(slot)
  return slot <= senet.PIECES and senet.PLAYER or senet.OPPONENT
end

--- The slots of a side, in the order its pieces are tried.
---@param side integer
---@return integer first, integer last
function senet.slots(side)
  local first = (side - 1) * senet.PIECES + 1
  return first, first + senet.PIECES - 1
end

local function other(side)
  return side == senet.PLAYER and senet.OPPONENT or senet.PLAYER
end

--- A fresh game: every piece at home, Lara to throw.
---@return table
function senet.new_game()
  local squares = {}
  for slot = 1, 2 * senet.PIECES do squares[slot] = senet.HOME end
  return { squares = squares, turn = "throw", throw = 0, sticks = {}, spin = 0,
           pieces = {}, moving = nil, winner = nil }
end

--- Finds the pieces among the level's entities: `params.pieces` (Lara's
--- three types, in slot order) and `params.opponent` (the opponent's type,
--- its slot by OCB 0-2); the origin from Lara's first piece.
local function find_pieces(game, params)
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o:exists() then
      for k, t in ipairs(params.pieces or {}) do
        if o.type == t then
          game.pieces[k] = o.index
          if k == 1 then game.origin = { x = o.x + SQUARE, z = o.z } end
        end
      end
      if o.type == params.opponent and o.ocb >= 0 and o.ocb < senet.PIECES then
        game.pieces[senet.PIECES + 1 + o.ocb] = o.index
      end
    end
  end
end

--- The level's game, made on first use by any Senet entity `e` (its
--- params name the pieces' types, the prizes and the sticks').
---@param e Entity
---@return table game
function senet.game(e)
  local ls = world.level_state()
  if not ls.senet then
    local game = senet.new_game()
    find_pieces(game, e.params or {})
    ls.senet = game
  end
  return ls.senet
end

--- True when `slot` may move `n` squares: it is on the board, lands on 16
--- at the furthest, and not on a square its own side holds.
---@param game table
---@param slot integer
---@param n integer
---@return boolean
function senet.can_move(game, slot, n)
  local from = game.squares[slot]
  if from == senet.OFF or n <= 0 then return false end
  local to = from + n
  if to > senet.LAST then return false end
  local first, last = senet.slots(senet.side(slot))
  for s = first, last do
    if s ~= slot and game.squares[s] == to then return false end
  end
  return true
end

--- The first slot of `side` that can move `n`, or nil.
---@param game table
---@param side integer
---@param n integer
---@return integer?
function senet.first_movable(game, side, n)
  local first, last = senet.slots(side)
  for s = first, last do
    if senet.can_move(game, s, n) then return s end
  end
  return nil
end

--- Whose throw follows a move or a throw of `side`: its own again when
--- `again`, else the other side's.
local function pass_turn(game, side, again)
  local next_side = again and side or other(side)
  game.turn = next_side == senet.PLAYER and "throw" or "opponent"
end

--- Moves `slot` by `n` when the rules allow: an opponent's piece on the
--- shared square it lands on goes home; square 16 takes it off the board;
--- the turn passes (or stays, on a multiple of 4 or a throw of 6). False
--- when the move is not allowed (nothing changes).
---@param game table
---@param slot integer
---@param n integer
---@return boolean moved
function senet.move(game, slot, n)
  if not senet.can_move(game, slot, n) then return false end
  local side = senet.side(slot)
  local to = game.squares[slot] + n
  if to >= SHARED_FIRST and to < senet.LAST then
    local first, last = senet.slots(other(side))
    for s = first, last do
      if game.squares[s] == to then
        game.squares[s] = senet.HOME
      end
    end
  end
  game.squares[slot] = to == senet.LAST and senet.OFF or to
  game.moving = slot
  pass_turn(game, side, to % AGAIN_EVERY == 0 or n == senet.NONE_UP)
  return true
end

--- Throws the four sticks with the world's random numbers: each lands up
--- or down at even odds; the count of those up, or 6 when none is. Starts
--- the sticks' spin.
---@param game table
---@return integer throw
function senet.throw(game)
  local up = 0
  for i = 1, senet.STICKS do
    game.sticks[i] = world.random(2) == 1
    if game.sticks[i] then up = up + 1 end
  end
  game.throw = up == 0 and senet.NONE_UP or up
  game.spin = senet.SPIN_TICKS
  return game.throw
end

--- Lara's throw: she then chooses a piece, unless none can move (her
--- turn passes, or stays with a 6).
---@param game table
---@return integer throw
function senet.player_throw(game)
  local n = senet.throw(game)
  if senet.first_movable(game, senet.PLAYER, n) then
    game.turn = "choose"
  else
    pass_turn(game, senet.PLAYER, n == senet.NONE_UP)
  end
  return n
end

--- The opponent's throw and move: the first of its pieces that can.
---@param game table
---@return integer throw
function senet.opponent_turn(game)
  local n = senet.throw(game)
  local slot = senet.first_movable(game, senet.OPPONENT, n)
  if slot then
    senet.move(game, slot, n)
  else
    pass_turn(game, senet.OPPONENT, n == senet.NONE_UP)
  end
  return n
end

--- Lara's choice of `slot` for her throw: moved when her throw waits, the
--- sticks have stopped and the rules allow it.
---@param game table
---@param slot integer
---@return boolean moved
function senet.choose(game, slot)
  if game.turn ~= "choose" or game.spin > 0 or game.moving then return false end
  if senet.side(slot) ~= senet.PLAYER then return false end
  return senet.move(game, slot, game.throw)
end

--- The side whose pieces have all left the board, or nil.
---@param game table
---@return integer?
function senet.winner(game)
  for side = senet.PLAYER, senet.OPPONENT do
    local first, last = senet.slots(side)
    local all_off = true
    for s = first, last do
      if game.squares[s] ~= senet.OFF then all_off = false end
    end
    if all_off then return side end
  end
  return nil
end

--- Where `square` of `slot`'s side lies (x, z), or nil without an origin.
--- Home squares are one per slot, a sector apart; square 16 (off) is the
--- end of the shared row.
---@param game table
---@param slot integer
---@param square integer
---@return integer? x, integer? z
function senet.place(game, slot, square)
  local o = game.origin
  if not o then return nil end
  local side = senet.side(slot)
  if square == senet.OFF then square = senet.LAST end
  if square == senet.HOME then
    return o.x + HOME_COLUMN[side], o.z + ((slot - 1) % senet.PIECES) * SQUARE
  elseif square <= senet.LANE_END then
    return o.x + LANE_COLUMN[side], o.z + (senet.LANE_END - square) * SQUARE
  end
  return o.x + SHARED_COLUMN, o.z + (square - SHARED_FIRST) * SQUARE
end

return senet
