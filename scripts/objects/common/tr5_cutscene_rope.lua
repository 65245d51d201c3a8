-- TR5's cutscene rope (CUTSCENE_ROPE): a rope stretched from one animating
-- to another, running from the level's start (cutscenes or not). Each
-- tick it stands at a point of the first of `params.holder`
-- (ANIMATING16_MIP: HOLDER_POINT from its mesh 0), pitched PITCH, and is
-- drawn stretched along its own z as far as the point of the first of
-- `params.anchor` (ANIMATING4: ANCHOR_POINT from its mesh 0): STRETCH_PER_UNIT
-- of drawn scale a unit of that distance. Its heading is where it was placed.
-- Source: TOMB5 game/init.cpp InitialiseCutsceneRope (the two animatings,
-- switched on at once), objects.cpp CutsceneRopeControl (the two points,
-- x_rot -4869, the length six times the distance), traps.cpp
-- DrawScaledSpike (drawn scaled along z by that length / 4096). Facts,
-- not code.
local fixed = require("lib.fixed")
local rope = {}

--- The points on the two animatings, from their mesh 0.
rope.HOLDER_POINT = { 830, 0, -12 }
rope.ANCHOR_POINT = { -128, -72, -16 }
--- Its pitch, fixed.
rope.PITCH = -4869
--- The drawn scale along z (FULL_SCALE = its size) a unit of the distance:
--- its model spans FULL_SCALE / 6 at its own size.
rope.STRETCH_PER_UNIT = 6
--- e:set_scale's unit: its model's own size.
rope.FULL_SCALE = 4096

local function first_of(type_id)
  if not type_id then return nil end
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o.type == type_id then return i end
  end
  return nil
end

---@param e Entity
function rope.init(e)
  local st = e.state
  if st.holder == nil then
    local p = e.params or {}
    st.holder, st.anchor = first_of(p.holder), first_of(p.anchor)
  end
  e.collidable = false
  e.targetable = false
  e.awake = true
end

local function point(index, at)
  local o = index and world.entity(index)
  if not (o and o:exists()) then return nil end
  return { o:mesh_point(0, at[1], at[2], at[3]) }
end

---@param e Entity
function rope.control(e)
  local st = e.state
  e.awake = true
  local from, to = point(st.holder, rope.HOLDER_POINT), point(st.anchor, rope.ANCHOR_POINT)
  if not (from and to) then return end
  e:set_position(from[1], from[2], from[3])
  e.pitch = rope.PITCH
  local dx, dy, dz = to[1] - from[1], to[2] - from[2], to[3] - from[3]
  local length = fixed.sqrt(dx * dx + dy * dy + dz * dz)
  e:set_scale(rope.FULL_SCALE, rope.FULL_SCALE, length * rope.STRETCH_PER_UNIT)
end

return rope
