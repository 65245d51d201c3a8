-- TR5's hydra (TOMB5 hydra.cpp): a stone dragon head on a neck that never
-- leaves its spot. Violent. It turns slowly to face Lara; close it rears
-- and strikes by her distance, a little farther it strikes at once, and
-- far off it now and then powers up and spits a homing bolt
-- (creatures/missile.lua `homing`). It is undead (creatures/undead.lua):
-- her bullets strike without wearing it, save by its own rule while it
-- strikes or powers up (the closer she is the more it loses, the shotgun
-- three times as much), and it reels when so hurt; a blast wears it as
-- any body. Dying, it crumbles. Left out: the powering up's flames and the
-- crumbling's flying pieces (seen, not felt). Numbers:
-- creatures/stats/tr5.lua `hydra`, `hydra_bolt`.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local undead = require("creatures.undead")
local stats = require("creatures.stats")

local hydra = {}

---@param e Entity
function hydra.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  local p = ai.stats.placed
  e.yaw = p.yaw
  e.x = e.x + p.x
  e.z = e.z + (p.ocb_z[e.ocb] or 0)
  ai.lean_by = p.ocb_tilt[e.ocb] or 0
  local frames = creature.frames(e)
  e:set_anim(e.anim, math.min(frames - 1, p.frames_per_ocb * e.ocb), ai.anim_type)
end

hydra.on_hit = undead.on_hit
hydra.on_reload = function(e) creature.setup(e, stats.of(e)) end

local one_in = undead.one_in

--- What one blow of her takes off: `base` less one a `per` of distance,
--- the shotgun's `shotgun` times that.
local function wound(ai, info, base)
  local h = ai.stats.hurt
  local damage = base - math.floor(info.distance) // h.per
  if ai.blow == "shotgun" then damage = damage * h.shotgun end
  return damage
end

--- Loses `damage` and reels, bleeding from its bite point.
local function hurt(e, ai, damage, st)
  e.health = e.health - damage
  local x, y, z = e:mesh_point(st.bite.mesh, 0, 0, 0)
  creature.blood(e.room, x, y, z)
  e.goal_state = st.states.reel
  ai.hit_tick = nil
end

local decide = {}
hydra.decide = decide

decide.idle = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  if info.distance < st.range.rear or one_in(st.one_in.rear) then
    e.goal_state = S.rear
  elseif info.distance < st.range.strike or one_in(st.one_in.strike) then
    e.goal_state = S.strike
  elseif one_in(st.one_in.power_up) then
    e.goal_state = S.power_up
  end
end

decide.rear = function(e, ai, info, st)
  local S, r = st.states, st.range
  ai.struck = false
  if info.distance < r.near then
    e.goal_state = S.strike_near
  elseif info.distance < r.mid then
    e.goal_state = S.strike_mid
  elseif info.distance < r.far then
    e.goal_state = S.strike_far
  else
    e.goal_state = S.idle
  end
end

--- A strike: the jaw bites once where it touches her; shot from close
--- before it bit, it is hurt by its own rule.
local function strike(e, ai, info, st)
  if ai.struck then return end
  creature.strike_once(e, ai, st.bite, st.damage.bite, st.touch)
  if creature.hit_lately(ai) and info.distance < st.range.rear then
    local damage = wound(ai, info, st.hurt.strike)
    if damage > 0 then hurt(e, ai, damage, st) end
  end
end
decide.strike, decide.strike_near, decide.strike_mid, decide.strike_far =
  strike, strike, strike, strike

decide.power_up = function(e, ai, info, st)
  if not creature.hit_lately(ai) then return end
  local damage = wound(ai, info, st.hurt.power_up)
  if damage > 0 and info.distance < st.range.power_up_hurt
    and world.random(st.hurt.roll) < damage then
    hurt(e, ai, damage, st)
  end
end

decide.spit = function(e, ai, _, st)
  if e.frame == 0 and ai.spat_at ~= e.anim_id then
    ai.spat_at = e.anim_id
    shoot.launch(e, st.gun, st.missile, ai.target)
  elseif e.frame ~= 0 then
    ai.spat_at = nil
  end
end

---@param e Entity
function hydra.control(e)
  local ai = e.state.ai
  if creature.dying(e) then return end
  local st = ai.stats
  if not creature.act_named(e, decide) then return end
  local S = st.states
  if e.anim_state ~= S.reel and e.anim_state ~= S.death then
    local most = creature.deg(st.turn.face)
    local angle = ai.info.angle or 0
    e.yaw = (e.yaw + math.max(-most, math.min(most, angle))) % 65536
  end
  e.roll = ai.lean_by % 65536
end

hydra.collision = creature.collision

return hydra
