-- Room statics that break, as TOMB4/TOMB5 shatter a MESH_INFO
-- (debris.cpp ShatterObject with a static): the world breaks the static
-- (world.break_static: gone from collision, rays and the drawn scene, its
-- sector's stopper cleared); here is which statics break, what sounds and
-- what the break sets off. The breakable ones are the games' SHATTER0..
-- static numbers (objects.h `static_types`: 50 onwards), a range per cause:
--   blow  a creature's blade or charge reaching a sector that carries a
--         stopper breaks the statics of SHATTER0..SHATTER9 standing in its
--         square, and the sector's heavy triggers are tested (TOMB4
--         skeleton.cpp, templar.cpp, sphinx.cpp; TOMB5 gladiatr.cpp,
--         romangod.cpp)
--   shot  Lara's lasersight shot breaks the static it meets, SHATTER0..
--         SHATTER7, and once her control is done the heavy triggers of its
--         sector are tested (TOMB4/TOMB5 control.cpp GetTargetOnLOS and the
--         SmashedMesh list emptied after LaraControl)
--   gunship  the TR5 gunship's bullet, one miss in two, SHATTER0..SHATTER8
--         (tower.cpp ControlGunship, TestTriggersAtXYZ)
--   placed  TR5's X-ray machine with OCB 333 breaks whatever static stands
--         exactly on its point, no triggers tested (objects.cpp
--         ControlXRayMachine)
-- TR4 sounds SFX_HIT_ROCK (347): at the creature for a blow, at the static
-- for a shot. TR5 sounds its level's ShatterSounds entry at the static:
-- SFX_SMASH_GLASS (12) for every static of most levels.
-- Debris: the originals throw the mesh's own triangles; here a burst of
-- `particles.DEBRIS` at the static.
local particles = require("lib.particles")

local shatter_statics = {}

--- Shards thrown where a static breaks.
shatter_statics.PIECES = 8

local SHATTER0 = 50
local SFX = { HIT_ROCK = 347, SMASH_GLASS = 12 }

---@class StaticBreakRule
---@field first integer the first static number it breaks
---@field last integer the last
---@field sound integer
---@field sound_at "breaker"|"static" where the sound plays

--- Per cause, per game (world.game()).
---@type table<string, table<integer, StaticBreakRule>>
shatter_statics.rules = {
  blow = {
    [4] = { first = SHATTER0, last = SHATTER0 + 9, sound = SFX.HIT_ROCK, sound_at = "breaker" },
    [5] = { first = SHATTER0, last = SHATTER0 + 9, sound = SFX.SMASH_GLASS, sound_at = "static" },
  },
  shot = {
    [4] = { first = SHATTER0, last = SHATTER0 + 7, sound = SFX.HIT_ROCK, sound_at = "static" },
    [5] = { first = SHATTER0, last = SHATTER0 + 7, sound = SFX.SMASH_GLASS, sound_at = "static" },
  },
  gunship = {
    [5] = { first = SHATTER0, last = SHATTER0 + 8, sound = SFX.SMASH_GLASS, sound_at = "static" },
  },
  placed = {
    [5] = { first = 0, last = math.maxinteger, sound = SFX.SMASH_GLASS, sound_at = "static" },
  },
}

--- The rule of `cause` in the game being played (nil: nothing breaks).
---@param cause string
---@return StaticBreakRule?
function shatter_statics.rule(cause)
  --- The statics standing exactly on `e`'s point in its room break (cause
--- "placed"). Returns how many broke.
---@param e Entity
---@return integer
function shatter_statics.on_point(e)
  local rule = shatter_statics.rule("placed")
  if not rule then return 0 end
  local n = 0
  for _, s in ipairs(world.statics_at(e.room, e.x, e.z)) do
    if s.x == e.x and s.y == e.y and s.z == e.z and shatter_statics.breaks(s, rule)
        and shatter_statics.smash(s, rule, e) then
      n = n + 1
    end
  end
  return n
end

return shatter_statics.rules[cause][world.game()]
end

--- True when static `s` is one `rule` breaks.
---@param s StaticMesh
---@param rule StaticBreakRule
---@return boolean
function shatter_statics.breaks(s, rule)
  return s.id >= rule.first and s.id <= rule.last
end

--- Breaks standing static `s` by `breaker`: it is gone, shards fly and
--- the rule's sound plays. False when it was gone already.
---@param s StaticMesh
---@param rule StaticBreakRule
---@param breaker Entity
---@return boolean
function shatter_statics.smash(s, rule, breaker)
  if not world.break_static(s.room, s.index) then return false end
  world.particles(particles.DEBRIS, s.room, s.x, s.y, s.z, shatter_statics.PIECES)
  if rule.sound_at == "breaker" then
    world.sound(rule.sound, breaker)
  else
    world.sound(rule.sound, s.x, s.y, s.z)
  end
  return true
end

--- A blow of `e` reaching world (x, y, z): where the sector of `e`'s room
--- under the point carries a stopper, each static of the room standing
--- in the point's square that the blow rule breaks is smashed and the
--- heavy triggers there are tested. Returns how many broke.
---@param e Entity
---@param x integer
---@param y integer
---@param z integer
---@return integer
function shatter_statics.by_blow(e, x, y, z)
  local rule = shatter_statics.rule("blow")
  if not rule or not world.stopper(e.room, x, z) then return 0 end
  local n = 0
  for _, s in ipairs(world.statics_at(e.room, x, z)) do
    if shatter_statics.breaks(s, rule) and shatter_statics.smash(s, rule, e) then
      n = n + 1
      world.test_triggers(e, "heavy", e.room, x, y, z)
    end
  end
  return n
end

--- A blow landing at mesh `mesh`'s joint of `e` (its origin: the
--- originals' GetJointAbsPosition with a zero offset).
---@param e Entity
---@param mesh integer
---@return integer
function shatter_statics.by_joint(e, mesh)
  local x, y, z = e:mesh_point(mesh, 0, 0, 0)
  return shatter_statics.by_blow(e, x, y, z)
end

--- A shot or bullet of `shooter` (cause "shot" or "gunship") whose ray
--- stopped on static `index` of room `room` (world.ray's last two
--- values): the static breaks when the rule takes it, and the heavy
--- triggers of its sector are tested. True when it broke.
---@param cause string
---@param shooter Entity
---@param room? integer
---@param index? integer
---@return boolean
function shatter_statics.by_shot(cause, shooter, room, index)
  local rule = shatter_statics.rule(cause)
  if not rule or not room or not index then return false end
  local s = world.static_mesh(room, index)
  if not s or not shatter_statics.breaks(s, rule) then return false end
  shatter_statics.smash(s, rule, shooter)
  world.test_triggers(shooter, "heavy", s.room, s.x, s.y, s.z)
  return true
end

return shatter_statics
