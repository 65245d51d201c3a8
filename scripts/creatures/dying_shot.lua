-- A dying person's last shot (TR3's armed people: tomb3 oilred.cpp,
-- londsec.cpp, mpgun.cpp, swat.cpp). Falling in its death animation it
-- may fire once more at its last target, by the rules of its live shots
-- (ai/shoot.lua: in sight ahead within eight sectors, the same hit roll),
-- but only with the target within 45° of its heading. Its stats'
-- `dying_shot` says when:
--   frames   the death animation's frames it fires on
--   every    with it, only on those of them whose number in the level's
--            frame store is a multiple of `every` (the SWAT's rule: the
--            original tests the absolute frame number)
--   damage   the bullet's
--   chance   a roll, where there is one: `one_in` (fires when the roll
--            modulo `one_in` is `remainder`, 0 unless given), drawn each
--            dying tick before the frame is looked at (`each_tick`: the
--            London guard, the MP) or once as the death begins (the SWAT)
-- The rolls are drawn from the gameplay generator where and when the
-- original draws them, so later rolls stay in step.
local creature = require("ai.creature")
local sense = require("ai.sense")
local shoot = require("ai.shoot")

local dying_shot = {}

--- The target must lie within this bearing either side (45°).
dying_shot.CONE = 0x2000

--- True when one roll passes the chance.
local function rolls(chance)
  return world.random() % chance.one_in == (chance.remainder or 0)
end

--- True when the death animation is on one of the shot's frames.
local function on_frame(e, shot)
  local frame = e.frame
  for _, f in ipairs(shot.frames) do
    if frame == f then
      if not shot.every then return true end
      local _, _, _, first = world.anim_info(creature.anim_type(e), creature.anim(e))
      return (first + frame) % shot.every == 0
    end
  end
  return false
end

--- The shot itself: fresh sight of the last target, and a bullet when it
--- is alive, targetable and within the cone.
local function fire(e, ai, shot, gun)
  local target = ai.target
  if not target or not target:exists() then return end
  local info = sense.update(e, ai, target)
  if info.target_dead or not shoot.can_target(e, info, target) then return end
  local angle = info.angle >= 32768 and info.angle - 65536 or info.angle
  if angle <= -dying_shot.CONE or angle >= dying_shot.CONE then return end
  shoot.fire(e, gun, target, info.distance, shot.damage)
end

--- One dying tick of `e` (its stats `st` with a `dying_shot`); `starting`
--- on the tick its death begins.
---@param e Entity
---@param ai table
---@param st table
---@param starting boolean
function dying_shot.tick(e, ai, st, starting)
  local shot = st.dying_shot
  local chance = shot.chance
  if starting then
    if chance and not chance.each_tick then ai.last_shot_armed = rolls(chance) end
    return
  end
  if chance then
    if chance.each_tick then
      if not rolls(chance) then return end
    elseif not ai.last_shot_armed then
      return
    end
  end
  if on_frame(e, shot) then fire(e, ai, shot, st.guns.gun) end
end

return dying_shot
