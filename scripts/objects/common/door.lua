-- Door: opens while its trigger is on, closes when it goes off, as the
-- originals' door control does it (lib/two_state.lua follow_trigger): its
-- sectors are opened a tick after its animation reaches the open state,
-- and shut again once it is back in the closed state.
--
-- Shut, the sector its leaf stands against is a wall (TRX tr1 door.c
-- Door_Initialise, M_Shut; TOMB4 init.cpp InitialiseDoor, door.cpp
-- ShutThatDoor): the sector behind it by its heading in its own room and,
-- when that sector is a portal, the door's own sector as the room beyond
-- holds it, so it is a wall from either side (world.shut_sector; their
-- flipped alternates with them). The navigation box of each, where it is
-- blockable, is blocked, so creatures path around it.
-- The originals' door models stand at the back edge of their sector (a
-- leaf reaching half a sector behind the door's place), which is why they
-- shut the sector behind. The demo's door models are built centred on
-- their doorway instead, and its walkthrough is recorded against them as
-- solid bodies: a door whose closed leaf stays inside its own sector is,
-- while shut, a solid body in everyone's collision query over the
-- blocked box under it, and has no collision routine.
--
-- Lara meets the leaf through its collision routine (TRX tr1/tr2
-- Door_Collision, tomb3/TOMB4 DoorCollision): near its box, her spheres
-- meeting its meshes, she is pushed out of its box widened by her radius,
-- flinching while the door moves (its state not yet the one asked for).
-- The leaf is no wall to anyone's collision query.
--
-- TRX's door check, a fan fix (world option "door_under_lara", off unless
-- the player switches it on; TRX tr1 door.c M_Check): each tick the door
-- runs, a shut sector Lara stands in is given back (its box freed) so that
-- a door closing on her does not leave her inside a wall; the door keeps
-- running while she is there and shuts it again once she is out. The
-- original leaves the sector shut around her.
local two_state = require("lib.two_state")
local lara_push = require("lara.push")

local SECTOR = 1024
--- The heights the box under a door's sectors is looked up at: a step
--- above the door's feet, so a floor portal under it is not followed.
local BOX_PROBE = 1

--- The sector offset behind a door by its heading: facing exactly 0 the
--- one to −z, 0x8000 to +z, 0x4000 to −x, any other to +x.
---@param yaw integer
---@return integer dx, integer dz
local function behind(yaw)
  if yaw == 0 then return 0, -1 end
  if yaw == 0x8000 then return 0, 1 end
  if yaw == 0x4000 then return -1, 0 end
  return 1, 0
end

--- True when the leaf (its closed frame's bounds) reaches the back edge
--- of the door's sector, as the originals' door models do.
---@param e Entity
local function at_back_edge(e)
  local _, _, _, _, min_z = e:bounds()
  return min_z <= -SECTOR // 2
end

--- The sectors the door shuts, each { room, x, z, box } (box: the
--- blockable box under it, or nil), and those boxes, looked up once while
--- they are all still open.
---@param e Entity
local function shut_list(e)
  local dx, dz = behind(e.yaw)
  local x, z = e.x + dx * SECTOR, e.z + dz * SECTOR
  local sectors = { { e.room, x, z } }
  local beyond = world.sector_portal(e.room, x, z)
  if beyond then sectors[2] = { beyond, e.x, e.z } end
  local boxes = {}
  for _, s in ipairs(sectors) do
    -- Through a portal the box is the one of the room beyond's sector.
    local b = world.box_at(s[1], s[2], e.y - BOX_PROBE, s[3])
    if b and nav.blockable(b) then
      s[4] = b
      boxes[#boxes + 1] = b
    end
  end
  return sectors, boxes
end

--- The door check (TRX tr1 door.c M_Check, M_LaraDoorCollision): each of
--- its sectors Lara stands in given back with its box. True when she
--- stood in one.
---@param e Entity
local function give_way_to_lara(e)
  local lara = world.lara()
  if lara == nil then return false end
  local inside = false
  for _, sector in ipairs(e.state.sectors) do
    if world.stands_in_sector(lara, sector[1], sector[2], sector[3]) then
      world.shut_sector(sector[1], sector[2], sector[3], false)
      if sector[4] then world.set_box_blocked(sector[4], false) end
      inside = true
    end
  end
  return inside
end

--- Shuts (or opens) the door's sectors and their boxes, listed on first
--- use while they are all still open.
---@param e Entity
---@param open boolean
local function wall(e, open)
  local s = e.state
  if s.sectors == nil then
    s.edge = at_back_edge(e)
    if s.edge then
      s.sectors, s.boxes = shut_list(e)
    else
      s.sectors, s.boxes = {}, { nav.box_of(e) }
    end
  end
  e.solid = not (open or s.edge)
  for _, sector in ipairs(s.sectors) do
    world.shut_sector(sector[1], sector[2], sector[3], not open)
  end
  for _, b in ipairs(s.boxes) do world.set_box_blocked(b, not open) end
end

local door = two_state.follow_trigger(function(e, open)
  wall(e, open)
  e.state.held_open = not open and world.option("door_under_lara") and give_way_to_lara(e)
end)

--- TOMB4/TOMB5's door of OCB 1, the one a cog switch lifts (door.cpp
--- DoorControl): its trigger only sets it running. The cog switch whose
--- trigger names it drives it (objects/common/lara_switch.lua, switch.cpp
--- CogSwitchCollision, CogSwitchControl): as she starts, while the door is
--- shut, its place becomes its rest (`state.rest_y`, item_flags[2]); each
--- push of the cog sets `state.lift` (40 ticks). While `lift` counts
--- down it rises `rise` a tick, up to `headroom` above its own height (its
--- frame's top) over its rest, its sectors opened as it starts; then it
--- sinks `sink[game]` a tick back to rest and shuts them there. Never
--- given a rest by a cog it sinks to y 0, as the original's item_flags[2]
--- is 0; the sink compares with the rest's low 16 bits, as the original
--- reads item_flags[2] alone there. Its animation is held while it runs.
local LIFTING_OCB = 1
local LIFT = {
  rise = 12,
  headroom = 256,
  sink = { [4] = 4, [5] = 2 },
}

---@param e Entity
local function lifting(e)
  return e.ocb == LIFTING_OCB and LIFT.sink[world.game()] ~= nil
end

--- `v`'s low 16 bits, signed (a C short).
---@param v integer
local function short(v)
  return ((v + 0x8000) & 0xFFFF) - 0x8000
end

---@param e Entity
local function lift_control(e)
  local s = e.state
  -- Its animation does not run (DoorControl returns before AnimateItem).
  e.paused = true
  local rest = s.rest_y or 0
  if (s.lift or 0) > 0 then
    s.lift = s.lift - 1
    e.y = e.y - LIFT.rise
    local _, _, top = e:bounds()
    local highest = top + rest - LIFT.headroom
    if e.y < highest then
      e.y = highest
      s.lift = 0
    end
    if not s.opened then
      wall(e, true)
      s.opened = true
    end
    return
  end
  rest = short(rest)
  if e.y < rest then e.y = e.y + LIFT.sink[world.game()] end
  if e.y >= rest then
    e.y = rest
    if s.opened then
      wall(e, false)
      s.opened = false
    end
    e.awake = false
  end
end

local follow_trigger = {
  on_activate = door.on_activate,
  on_deactivate = door.on_deactivate,
  control = door.control,
}

function door.on_activate(e, activator)
  if lifting(e) then e.awake = true return end
  follow_trigger.on_activate(e, activator)
end

function door.on_deactivate(e, activator)
  if lifting(e) then e.awake = true return end
  follow_trigger.on_deactivate(e, activator)
end

function door.control(e)
  if lifting(e) then return lift_control(e) end
  follow_trigger.control(e)
  -- Shut again once she is out: it runs while it gives way to her.
  if e.state.held_open then e.awake = true end
end

function door.collision(e, lara)
  if e.state.edge then lara_push.object(e, lara, e.anim_state ~= e.goal_state) end
end

return door
