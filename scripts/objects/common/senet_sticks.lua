-- The Senet sticks (TR4 WHEEL_OF_FORTUNE): the board's routine. Lara,
-- standing still at them with her hands free, throws with Action (her
-- ANIM_THROWSTIX 426, in the controlled state 89); the four sticks spin
-- for 120 ticks and land; then the piece moved slides to its square, and
-- the opponent throws and moves on its turns, until one side has all its
-- pieces off the board (the rules: objects/common/senet.lua). The winner's
-- prize is data (params.won when Lara wins, params.lost when the opponent
-- does: every entity of `type` in `rooms` is switched on), then every
-- Senet piece and the sticks are put away.
-- params (objects/tr45/mechanisms.lua): pieces (Lara's three piece types),
-- opponent (the opponent's piece type), won, lost ({ type, rooms }).
-- Facts from TOMB4 senet.cpp (GameStixCollision: GameStixBounds, tested
-- with the sticks turned round, GameStixPos; GameStixControl: the spin,
-- its sound, the slide and the end of the game); her animation number
-- from TOMB4's lara animation list (the TR4 test level's Lara carries a
-- one-frame stand-in at 426, state 89).
local senet = require("objects.common.senet")
local interact = require("lara.interact")
local operated = require("objects.common.operated")
local angles = require("lib.angles")

local sticks = {}

--- AS_CONTROLLED and ANIM_THROWSTIX (TOMB4 lara_states.h).
local CONTROLLED, ANIM_THROWSTIX = 89, 426
--- Where she may stand {x0, x1, z0, z1, y0, y1} in the sticks' frame
--- turned round, and where she is moved in it (GameStixBounds, GameStixPos).
local THROW_BOX, THROW_POS = { -256, 256, -256, 256, -200, 200 }, { 0, 0, -100 }
local HALF = 0x8000
--- SFX_SPINNING_PUZZLE (TOMB4 sound list), played this many ticks into
--- the spin (at hit_points 100 of 120).
local SPIN_SOUND, SPIN_SOUND_AT = 38, 20

-- The look of the spin (GameStixControl's item_flags, drawn on the
-- sticks' meshes 1-4 turned about z): stick k (0-3) starts turning
-- START + STAGGER * k ticks into the spin, by RATE for each tick of the
-- spin left; from SETTLE + STAGGER * k ticks on it stops once within
-- SETTLE_WITHIN of its rest (0 landed up, half a turn landed down).
local FIRST_STICK_MESH = 1
local START, SETTLE, STAGGER = 20, 80, 2
local RATE, SETTLE_WITHIN = 128, 4096

function sticks.init(e)
  senet.game(e)
end

--- The sticks' turns for this tick of the spin.
local function spin(e, game)
  local elapsed = senet.SPIN_TICKS - game.spin
  if elapsed == SPIN_SOUND_AT then world.sound(SPIN_SOUND, e) end
  game.spins = game.spins or {}
  for k = 0, senet.STICKS - 1 do
    local s = game.spins[k + 1] or { angle = 0 }
    game.spins[k + 1] = s
    local rest = game.sticks[k + 1] and 0 or HALF
    if elapsed == 0 then s.settled = false end
    if not s.settled and elapsed >= START + STAGGER * k then
      s.angle = angles.wrap(s.angle - game.spin * RATE)
      if elapsed >= SETTLE + STAGGER * k
          and math.abs(angles.diff(s.angle, rest)) < SETTLE_WITHIN then
        s.angle, s.settled = rest, true
      end
    end
    if game.spin == 1 then s.angle, s.settled = rest, true end
    e:turn_joint(FIRST_STICK_MESH + k, 0, 0, s.angle)
  end
  game.spin = game.spin - 1
end

local function step_towards(from, to)
  if math.abs(to - from) < senet.SLIDE then return to end
  return from + (to > from and senet.SLIDE or -senet.SLIDE)
end

local function piece_entity(game, slot)
  local i = game.pieces[slot]
  local o = i and world.entity(i)
  if o and o:exists() then return o end
  return nil
end

local function set_place(o, x, z)
  o.x, o.z = x, z
  o.room = world.room_at(o.room, x, o.y - 32, z)
end

--- Every entity of `prize.type` in `prize.rooms` is switched on, as its
--- trigger would (TOMB4 trigger_item_in_room).
local function award(prize)
  if not prize or not prize.type then return end
  local rooms = {}
  for _, r in ipairs(prize.rooms or {}) do rooms[r] = true end
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o:exists() and o.type == prize.type and rooms[o.room] then
      o.mask = 31
      o:activate()
    end
  end
end

--- The game is over: the prize, then the board put away.
local function finish_game(e, game, side)
  game.turn, game.winner = "over", side
  local p = e.params or {}
  award(side == senet.PLAYER and p.won or p.lost)
  for slot = 1, 2 * senet.PIECES do
    local o = piece_entity(game, slot)
    if o then o.visible, o.collidable = false, false; o:finish() end
  end
  e.visible, e.collidable, e.awake = false, false, false
  e:finish()
end

--- The moving piece reached its square: off the board it goes (and may
--- end the game); a piece of the other side standing there goes home.
local function arrive(e, game, slot, o)
  game.moving = nil
  if game.squares[slot] == senet.OFF then
    if o then o:kill() end
    local side = senet.winner(game)
    if side then finish_game(e, game, side) end
    return
  end
  if not o then return end
  for s = 1, 2 * senet.PIECES do
    local other = s ~= slot and piece_entity(game, s)
    if other and other.x == o.x and other.z == o.z then
      set_place(other, senet.place(game, s, game.squares[s]))
    end
  end
end

--- One tick of the moving piece's slide to its square.
local function slide(e, game)
  local slot = game.moving
  local o = piece_entity(game, slot)
  local x, z = senet.place(game, slot, game.squares[slot])
  if not o or not x then return arrive(e, game, slot, o) end
  set_place(o, step_towards(o.x, x), step_towards(o.z, z))
  if o.x == x and o.z == z then arrive(e, game, slot, o) end
end

--- Lara throws: standing still at the sticks on her turn, with Action.
function sticks.collision(e, lara)
  local game = senet.game(e)
  if game.turn ~= "throw" or game.spin > 0 or game.moving then return end
  if lara.anim_count == 0 or world.anim_info(lara.type, ANIM_THROWSTIX) == nil then return end
  local a = lara.state.align
  local moving = a and a.active and a.target == e
  if not moving and not operated.in_frame(e, lara, THROW_BOX, HALF) then return end
  local kind = { state = CONTROLLED, anim = ANIM_THROWSTIX }
  if not interact.start(lara, kind, e, operated.place_spot(e, THROW_POS, HALF)) then return end
  senet.player_throw(game)
  e.awake = true
end

--- The board's tick: the spin, then the slide, then the opponent's
--- throw; asleep while Lara's throw is awaited.
function sticks.control(e)
  local game = senet.game(e)
  if game.turn == "over" then e.awake = false return end
  if game.spin > 0 then return spin(e, game) end
  if game.moving then return slide(e, game) end
  if game.turn == "opponent" then
    senet.opponent_turn(game)
  elseif game.turn == "throw" then
    e.awake = false
  end
end

return sticks
