-- Lara's doppelgänger (TR1, Atlantis): her mirror image about an anchor
-- point (the catalogue's `params.anchor_x/anchor_z`; without one it does
-- nothing). Each tick it stands where Lara stands reflected through the
-- anchor, facing the other way, in her animation and frame. Shooting it
-- takes nothing from it: Lara loses what it was shot for, many times over.
-- It dies only as in the original: when the floor under its mirrored place
-- lies a pit below Lara's while she is on her feet, it drops into it
-- (setting off heavy triggers on the way down) and dies on landing.
-- TR4's LARA_DOUBLE (stats `still`; TOMB4 laradouble.cpp) mirrors no one:
-- it plays its own animations where it stands, a body Lara can shoot, and
-- whatever she shoots it for she loses herself (`damage_factor` 1), to the
-- grinding of its `sound` every tick.
local angles = require("lib.angles")
local states = require("lara.states")
local stats = require("creatures.stats")

local doppelganger = {}

--- The frame of Lara's fall animation the drop starts in.
local FALL_FRAME = 1

function doppelganger.init(e)
  local st = stats.of(e)
  if not e.state.mode then
    e.state.mode = st.still and "still" or "mirror"
    e.health = st.hit_points
  end
  e.solid = e.state.mode ~= "dead"
  if e.state.mode == "still" then e.targetable = true end
  e.auto_land = e.state.mode == "falling"
end
doppelganger.on_reload = doppelganger.init

--- The anchor point, or nil when the catalogue gives none.
local function anchor(e)
  local p = e.params
  if p and p.anchor_x and p.anchor_z then return p.anchor_x, p.anchor_z end
  return nil
end

--- Keeps its hit points; Lara takes the blow `damage_factor` times over.
function doppelganger.on_hit(e, damage, _)
  if e.state.mode == "dead" or (e.state.mode == "mirror" and not anchor(e)) then return end
  local lara = world.lara()
  if lara then lara:hit(damage * stats.of(e).damage_factor, e) end
end

--- Starts the drop into the pit under it: Lara's fall animation, from
--- standstill, a little below where it stood.
local function drop(e, lara, st)
  local anims = lara.state.anims
  e.state.mode = "falling"
  e.state.anims = anims
  e:set_anim(anims.freefall, FALL_FRAME, lara.type)
  e.goal_state = states.FAST_FALL
  e.speed, e.fall_speed, e.gravity = 0, 0, true
  e.y = e.y + st.fall_start
  e.auto_land, e.heavy = true, true
end

--- Landed: Lara's death from the fall; it stops being a body to bump into.
local function land(e, lara)
  e.state.mode = "dead"
  if e:has_change(states.DEATH) then
    e.goal_state = states.DEATH
  else
    e:set_anim(e.state.anims.freefall_death, 0, lara.type)
  end
  e.solid = false
  e.health = 0
end

--- True once its death (one of Lara's animations) has played out.
local function death_played(e, lara)
  if e.anim_state ~= states.DEATH then return false end
  local frames = world.anim_info(lara.type, e.anim_id - (lara.anim_id - lara.anim))
  return frames ~= nil and e.frame >= frames - 1
end

--- After the world moved it (and Lara before it): the mirror image of
--- where Lara ended this tick; the fall; the landing.
--- The still double's grinding (its stats' `sound`, every tick it runs).
---@param e Entity
function doppelganger.control(e)
  local st = stats.of(e)
  if e.state.mode == "still" and st.sound then world.sound(st.sound, e) end
end

---@param e Entity
function doppelganger.after_move(e)
  local ax, az = anchor(e)
  local lara = world.lara()
  if e.state.mode == "still" or not ax or not lara then return end
  local st = stats.of(e)
  local mode = e.state.mode
  if mode == "mirror" then
    local x, y, z = 2 * ax - lara.x, lara.y, 2 * az - lara.z
    local room = world.room_at(lara.room, x, y, z)
    local floor = world.floor(room, x, y, z)
    local lara_floor = world.floor(lara.room, lara.x, lara.y, lara.z)
    e:set_anim(lara.anim, lara.frame, lara.type)
    e:set_position(x, y, z)
    e.room = room
    e.pitch, e.yaw, e.roll = lara.pitch, (lara.yaw + angles.TURN // 2) % angles.TURN, lara.roll
    if floor >= lara_floor + st.pit and not lara.gravity then drop(e, lara, st) end
  elseif mode == "falling" then
    if not e.gravity then land(e, lara) end
  else
    e.heavy = false
    if e.active and death_played(e, lara) then e:deactivate() end
  end
end

return doppelganger
