-- Lara in quicksand (TR3): a room whose flags say it is filled with
-- quicksand is a liquid she wades in but never swims in. Once her feet are
-- under its surface by the wade depth she wades, at half the wade's pace,
-- and the sand lets her down slowly towards its bottom while she stands,
-- turns or wades; she cannot jump, sidestep or jump up to a ledge in it,
-- and vaults out only while she is not yet deep. When her head has gone
-- under, her breath runs out fast and then she chokes to death. A floor
-- within a step of her feet she still steps up onto: walking out before
-- she has sunk too far, she escapes.
--
-- Numbers from the TR3 decompilation (Trxyebeep/tomb3): laramisc.cpp
-- LaraControl (the wade depth, the dive, the breath), lara.cpp
-- lara_col_stop/_wade/_back/_turn_r (the sinking), TestLaraVault (the
-- vault depth), laramisc.cpp AnimateLara (the pace).
local S = require("lara.states")
local body = require("lara.body")

local quicksand = {}

--- The room flag bit that means quicksand, per game (bit 7, ROOM_SWAMP in
--- tomb3: TR3 only; TR4 and TR5 give the same bit another meaning).
quicksand.FLAG = { [3] = 0x80 }

--- The room flag bit of water (world.water's default liquid).
local WATER_FLAG = 0x01

quicksand.DATA = {
  -- Her feet this far under the surface she wades (LaraControl: the
  -- surface more than 256 above her feet).
  wade_depth = 256,
  -- Standing, turning, stepping back or wading over a floor lower than her
  -- feet, she sinks this much a tick (the +2 of the collision routines).
  sink = 2,
  -- Percent of the animation's pace she wades at (AnimateLara halves the
  -- velocity in a quicksand room).
  stride = 50,
  -- Deeper than this she cannot vault out (TestLaraVault: the surface more
  -- than 768 above her feet).
  vault_depth = 768,
  -- A swan dive or a fast dive into it plunges her this far under
  -- (LaraControl: y = surface + 1000).
  dive_depth = 1000,
  -- Deeper than this her head is under (LaraControl: 775).
  head_under = 775,
  -- Wading in it she turns at most this fast and leans at most this far
  -- (lara.cpp lara_as_wade in a ROOM_SWAMP room: 728 and 1,001, half the
  -- wade's elsewhere; the lean grows by the runner's 273 a tick).
  wade_turn = 728,
  wade_lean = 1001,
  -- Breath lost a tick with her head under, and health lost a tick once it
  -- is gone (LaraControl: air −6, then hit points −10).
  breath_loss = 6,
  choke = 10,
}
local D = quicksand.DATA

--- Every stride a body moves at outside quicksand (the world's default).
local FULL_STRIDE = 100

--- True when room flags `flags` carry the bit `bit`.
local function has_bit(flags, bit)
  return (flags // bit) % 2 == 1
end

--- True when her room is quicksand (TR3's ROOM_SWAMP flag).
---@param e Entity
---@return boolean
function quicksand.room(e)
  local bit = quicksand.FLAG[world.game()]
  return bit ~= nil and has_bit(world.room_flags(e.room), bit)
end

--- How far her feet are under the surface of the quicksand she is in, or
--- nil when her room is not quicksand (or this game has none).
---@param e Entity
---@return integer|nil
function quicksand.depth(e)
  if not quicksand.room(e) then return nil end
  local surface = world.water(e.room, e.x, e.y, e.z, quicksand.FLAG[world.game()] + WATER_FLAG)
  return surface and e.y - surface or nil
end

--- Catches her in the sand when she falls or jumps into it: she wades
--- where she is (deep under after a dive).
local function catch(e, l, surface_y)
  if e.anim_state == S.SWAN_DIVE or e.anim_state == S.FAST_DIVE then
    e.y = surface_y + D.dive_depth
  end
  body.anim(e, l, "wade")
  e.goal_state = S.WADE
  e.gravity = false
  e.fall_speed, e.speed = 0, 0
  e.pitch, e.roll = 0, 0
end

--- What quicksand does to her on land or wading, each tick after moving:
--- nil when she is not in quicksand (the water rules apply), else "done".
--- Keeps `l.quicksand` (her depth in it, or false) and `l.sink` (how fast
--- the floor lets her down while she wades in it, or false) for the other
--- handlers, and her stride.
---@param e Entity
---@param l table Lara's state table
---@return "done"|nil
function quicksand.transitions(e, l)
  local depth = quicksand.depth(e)
  l.quicksand = depth or false
  if not depth then
    if l.sink then l.sink, e.stride = false, FULL_STRIDE end
    return nil
  end
  if e.water == "land" then
    local busy = e.motion ~= "ground" or e.anim_state == S.CLIMB_UP or e.anim_state == S.WATER_OUT
    if depth > D.wade_depth and not busy then
      e.water = "wade"
      if e.gravity then catch(e, l, e.y - depth) else e.goal_state = S.STOP end
    end
  elseif depth <= D.wade_depth then
    -- Up on a floor near the surface she walks on again.
    e.water = "land"
    if e.anim_state == S.WADE then e.goal_state = S.RUN end
  end
  local wading = e.water == "wade"
  l.sink = wading and D.sink or false
  e.stride = wading and D.stride or FULL_STRIDE
  return "done"
end

--- Her breath in quicksand, each tick: spent fast once her head is under,
--- then her health. True when quicksand took her breath this tick (the
--- usual breathing then waits).
---@param e Entity
---@param l table
---@return boolean
function quicksand.breathe(e, l)
  local depth = l.quicksand
  if not depth or depth <= D.head_under or e.health <= 0 then return false end
  e.air = e.air - D.breath_loss
  if e.air < 0 then
    e.air = -1
    e.health = math.max(e.health - D.choke, -1)
  end
  return true
end

--- True when she may vault onto a ledge from where she stands: anywhere
--- out of quicksand; in it, only while she is not too deep and never by
--- the up jump (`up_jump`).
---@param l table
---@param up_jump boolean
---@return boolean
function quicksand.may_vault(l, up_jump)
  local depth = l.quicksand
  if not depth then return true end
  return not up_jump and depth <= D.vault_depth
end

return quicksand
