-- Climbing creatures' vaults (TR1's ape, TR2's yeti, TR3's lizard man and
-- monkey, TR4's baddies: box.cpp CreatureVault): a move that rose
-- too high is undone to the edge of the sector the creature came from,
-- square on to the step, and the creature climbs it in an animation of
-- its own.
local angles = require("lib.angles")
local creature = require("ai.creature")

local vault = {}

local SECTOR = 1024

--- Back to the edge of the sector it came from (`inset` inside it, from
--- `ai.before_x/z`), square on to the step; false when it crossed no
--- sector edge. Across a corner (both edges at once) it goes back to where
--- it stood before the move, facing as it was: the originals' box
--- collision (Creature_Animate) never lets a creature cut a corner into a
--- higher box, so its vault starts from its own sector.
---@param e Entity
---@param inset integer
---@return boolean
function vault.square_up(e, ai, inset)
  local bx, bz = ai.before_x // SECTOR, ai.before_z // SECTOR
  local nx, nz = e.x // SECTOR, e.z // SECTOR
  if bz == nz then
    if bx == nx then return false end
    if nx < bx then
      e.yaw, e.x = 3 * angles.QUARTER, bx * SECTOR + inset
    else
      e.yaw, e.x = angles.QUARTER, nx * SECTOR - inset
    end
  elseif bx == nx then
    if nz > bz then
      e.yaw, e.z = 0, nz * SECTOR - inset
    else
      e.yaw, e.z = 2 * angles.QUARTER, bz * SECTOR + inset
    end
  else
    e.x, e.z = ai.before_x, ai.before_z
  end
  return true
end

--- The climb a move calls for by the rise or drop it made, or nil: a rise
--- of at least an entry of `v.up`, a drop of more than an entry of `v.down`
--- (lists of { threshold, state name }, highest first; box.cpp
--- CreatureVault compares the rise inclusively and the drop strictly); a
--- rise or drop beyond `v.beyond`, where given, is no climb.
---@param rise integer how far the move rose (negative: fell)
---@param v table
---@return string?
local function climb_for(rise, v)
  if v.beyond and math.abs(rise) > v.beyond then return nil end
  if rise > 0 then
    for _, c in ipairs(v.up) do
      if rise >= c[1] then return c[2] end
    end
  else
    for _, c in ipairs(v.down or {}) do
      if -rise > c[1] then return c[2] end
    end
  end
  return nil
end

--- After a creature's move (its place and state before kept by
--- creatures/habitat.lua `before_move`): a move that rose or dropped as far
--- as one of `v`'s climbs is undone to the edge of the sector it left
--- (`v.inset` inside), square on, and the climb's state `states[name]` is
--- played (its animation `v.anims[name]` where the model has it); not when
--- the move was made in a climb. That is the state before the move, as the
--- originals test `current_anim_state` before CreatureAnimation (tomb3
--- monkey.cpp, lizman.cpp): the move that ends a climb lifts the creature
--- onto the step (its animation's last command) and hands it to its next
--- state, and that rise is no new climb. Returns the climb's name, or nil.
---@param e Entity
---@param ai table
---@param v table { inset, beyond?, up, down?, anims? }
---@param states table<string, integer>
---@return string?
function vault.climb(e, ai, v, states)
  local moved_in = ai.before_state or e.anim_state
  for _, c in ipairs(v.up) do
    if moved_in == states[c[2]] then return nil end
  end
  for _, c in ipairs(v.down or {}) do
    if moved_in == states[c[2]] then return nil end
  end
  local name = climb_for(ai.before_y - world.floor(e.room, e.x, e.y, e.z), v)
  if not name or not vault.square_up(e, ai, v.inset) then return nil end
  e.y, e.room = ai.before_y, ai.before_room
  ai.max_turn = 0
  local anim = v.anims and creature.own_anim(e, v.anims[name], states[name])
  if anim then creature.set_anim(e, anim) else creature.play_state(e, states[name]) end
  return name
end

--- The after-move hook of a climber whose stats carry `vault` and
--- `states` (TR3's lizard man and monkey): while it lives, a rise or drop
--- to be climbed is (the original's vault runs in place of its plain move
--- while it climbs nothing). Its control keeps its place before the move
--- (creatures/habitat.lua `before_move`).
---@param e Entity
function vault.after_move(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  if not st or e.health <= 0 or not ai.before_y then return end
  vault.climb(e, ai, st.vault, st.states)
end

return vault
