-- Hurt and dying: the death states on land and under water, the hit
-- reactions, drowning, and the deaths objects ask for (spikes, boulders,
-- fire). After a death the level starts again.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local quicksand = require("lara.quicksand")
local angles = require("lib.angles")

local damage = {}

--- Ticks a death lasts on screen before the level restarts.
damage.RESTART_AFTER = 90

--- Drowned, the body's speed falls by 8 a tick to nothing, its pitch
--- eases level by 2° a tick, and it rises 5 a tick while the surface lies
--- more than 100 above it (TRX tr1 Lara_State_UWDeath / Lara_Col_UWDeath;
--- tomb3 and TOMB4 laraswim.cpp the same).
damage.DROWNED = { slowing = 8, level_rate = 364, rise = 5, below_surface = 100 }

local function dead_control(e, l)
  -- A death her animation leads to (a bad landing asks for it: TRX tr1
  -- Lara_Col_FastFall) is left to that change; else she stays in her pose.
  if not (e.goal_state == S.DEATH and e:has_change(S.DEATH)) then e.goal_state = e.anim_state end
  if e.water ~= "land" then
    local d = damage.DROWNED
    e.fall_speed = math.max(e.fall_speed - d.slowing, 0)
    local pitch = angles.diff(e.pitch, 0)
    if math.abs(pitch) <= d.level_rate then pitch = 0
    elseif pitch < 0 then pitch = pitch + d.level_rate
    else pitch = pitch - d.level_rate end
    e.pitch = pitch % 65536
  end
  e.move_offset = 0
  l.turn = 0
  l.dead = l.dead or world.tick()
  if world.tick() - l.dead == (l.restart_after or damage.RESTART_AFTER) then world.restart() end
end

--- Dead, her health and air stay at −1 (TRX tr1 Lara_Col_Death,
--- Lara_Col_UWDeath).
local function dead_collide(e, l)
  e.health, e.air = -1, -1
  if e.water ~= "land" then
    local surface = world.water(e.room, e.x, e.y, e.z)
    if surface and surface < e.y - damage.DROWNED.below_surface then
      e.y = e.y - damage.DROWNED.rise
    end
    body.swim_collide(e, l)
    return
  end
  local coll = body.collide(e, l, body.LIMITS.stand, C.DEATH_RADIUS)
  local floor = coll.mid.floor
  if floor == C.WALL then return end
  if e.gravity then
    -- Falling (pushed off an edge as she fell dead): down on the floor.
    if floor <= 0 then e.y, e.gravity, e.fall_speed = e.y + floor, false, 0 end
  elseif floor <= C.STEP_UP then
    body.follow_floor(e, coll)
  else
    -- The body's wider reach pushed it out over a drop: it falls.
    e.gravity, e.fall_speed = true, 0
  end
end

--- The handlers of a dead Lara, whatever state her death animation
--- carries (TR1's boulder and spike deaths play under the special state).
damage.dead = { control = dead_control, collide = dead_collide }

for _, st in ipairs({ S.DEATH, S.UW_DEATH }) do
  damage[st] = damage.dead
end

--- The gold death (TR1's Midas hand): the animation Lara borrows from her
--- "misc" model, and the frames at which each of her meshes turns to that
--- model's gold one (TRX Lara_State_DieMidas), feet first, head last.
damage.GOLD = {
  model = 5, anim = 1,
  -- frame -> meshes (0 hips, 1-3 left leg, 4-6 right leg, 7 torso,
  -- 8-10 right arm, 11-13 left arm, 14 head)
  turns = { [5] = { 3, 6 }, [70] = { 2 }, [90] = { 1 }, [100] = { 5 }, [120] = { 0, 4 },
            [135] = { 7 }, [150] = { 11 }, [163] = { 12 }, [174] = { 13 }, [186] = { 8 },
            [195] = { 9 }, [218] = { 10 }, [225] = { 14 } },
}

--- Turns to gold, mesh by mesh as the gold death plays (every mesh whose
--- frame has passed, so a missed tick loses nothing).
local function turn_to_gold(e)
  local g = damage.GOLD
  for frame, meshes in pairs(g.turns) do
    if e.frame >= frame then
      for _, m in ipairs(meshes) do
        local gold = world.model_mesh(g.model, m)
        if gold and e:mesh_of(m) ~= gold then e:mesh_swap(m, gold) end
      end
    end
  end
end

damage[S.DIE_MIDAS] = {
  control = function(e, l)
    dead_control(e, l)
    turn_to_gold(e)
    e.gravity = false
  end,
  collide = dead_collide,
}

--- Her deaths in a creature's hold, by kind and game: she takes the
--- animation `anim` of her extra-animations model `model` at the
--- creature's place and heading. TR1's T-Rex (TRX tr1 objects/creatures/
--- trex.c TRex_LaraDeath) plays its death there under the special state,
--- every mesh swapped for that model's (`meshes`); TR2's runs TR1's routine
--- and kill. TR1's torso (torso.c TORSO_ATTACK3) plays the model's first
--- animation under the special state in her own meshes. TR2's yeti (TRX tr2 creature.c Creature_Kill with
--- LA_EXTRA_YETI_KILL) and TR3's T-Rex (tomb3 box.cpp CreatureKill with
--- EXTRA_DINOKILL) play the model's first animation heading for the kill's
--- state `goal`, in her own meshes. TR4's Seth (TOMB4 seth.cpp CreatureKill
--- with ANIM_SETHDEATH) plays her own animation of role `role` heading for
--- her death.
local TR1_TREX_KILL = { model = 5, anim = 1, meshes = 15 }
damage.HELD_KILLS = {
  trex = { [1] = TR1_TREX_KILL, [2] = TR1_TREX_KILL, [3] = { model = 13, anim = 0, goal = 6 } },
  yeti = { [2] = { model = 12, anim = 0, goal = 2 } },
  seth = { [4] = { role = "seth_death", goal = S.DEATH } },
  torso = { [1] = { model = 5, anim = 0 } },
}

--- True when the death `t` of HELD_KILLS can be played on `lara`.
local function playable(lara, l, t)
  if t.role then return l.anims ~= nil and l.anims[t.role] ~= nil end
  return world.anim_info(t.model, t.anim) ~= nil
end

--- Plays the death of kind `kind` in `holder`'s hold on `lara`; false when
--- the kind has none in this game or the level's extra-animations model
--- (or her own animations) lack it.
local function held_kill(lara, l, kind, holder)
  local t = damage.HELD_KILLS[kind] and damage.HELD_KILLS[kind][world.game()]
  if not (t and holder and holder:exists() and playable(lara, l, t)) then return false end
  lara.room = holder.room
  lara:set_position(holder.x, holder.y, holder.z)
  lara.yaw, lara.pitch, lara.roll = holder.yaw, 0, 0
  lara.speed, lara.fall_speed, lara.gravity = 0, 0, false
  if t.role then body.anim(lara, l, t.role) else lara:set_anim(t.anim, 0, t.model) end
  lara.goal_state = t.goal or S.SPECIAL
  for m = 0, (t.meshes or 0) - 1 do
    local mesh = world.model_mesh(t.model, m)
    if mesh then lara:mesh_swap(m, mesh) end
  end
  lara.air = -1
  l.dead = world.tick()
  return true
end

--- The handlers of a dead Lara in state `st`: the gold death's own, or
--- the common ones.
---@param st integer
function damage.dead_in(st)
  if st == S.DIE_MIDAS then return damage[S.DIE_MIDAS] end
  return damage.dead
end

--- Kills Lara with a death of kind "spikes", "boulder", "fire", "midas",
--- "trex", "yeti", "seth" or "torso" (played in `source`'s hold, see HELD_KILLS) or nil (the
--- plain death for where she is).
---@param lara Entity
---@param kind? string
---@param source? Entity
function damage.kill(lara, kind, source)
  if lara.health <= 0 and lara.state.dead then return end
  lara.health = -1
  local l = lara.state
  if kind and damage.HELD_KILLS[kind] and held_kill(lara, l, kind, source) then return end
  local g = damage.GOLD
  local frames = world.anim_info(g.model, g.anim)
  if kind == "midas" and frames then
    lara:set_anim(g.anim, 0, g.model)
    -- The level starts again once she has turned to gold, not before.
    l.restart_after = frames + damage.RESTART_AFTER
    lara.goal_state = S.DIE_MIDAS
    lara.speed, lara.fall_speed, lara.gravity = 0, 0, false
    l.dead = world.tick()
    return
  end
  local role = ({ spikes = "spike_death", boulder = "boulder_death" })[kind]
  if lara.water == "underwater" then role = "underwater_death" end
  role = role or (lara.anim_state == S.RUN and "death_run" or "death_stand")
  body.anim(lara, l, role)
  lara.goal_state = lara.water == "underwater" and S.UW_DEATH or S.DEATH
  lara.speed = 0
  l.dead = world.tick()
end

--- Plays the hit reaction from the side the blow came from.
---@param lara Entity
---@param source? Entity
function damage.react(lara, source)
  if lara.anim_state ~= S.STOP or lara.health <= 0 then return end
  local role = "hit_front"
  if source and source:exists() then
    local a = lara:angle_to(source)
    if math.abs(a) > 24576 then role = "hit_back"
    elseif a < -8192 then role = "hit_left"
    elseif a > 8192 then role = "hit_right" end
  end
  -- Some skeletons' hit animations loop on themselves (TR1's were unused):
  -- those are no reaction to play.
  local anim = lara.state.anims[role]
  local _, _, after = world.anim_info(lara.type, anim)
  if after == anim then return end
  body.anim(lara, lara.state, role)
end

--- Breath: spent under water (or with her head under quicksand), drowning
--- when gone, regained above. `under` (optional) says whether she is under
--- water where her own water state does not (riding a diving craft).
---@param e Entity
---@param l table
---@param under? boolean
function damage.breathe(e, l, under)
  if quicksand.breathe(e, l) then return end
  if under == nil then under = e.water == "underwater" end
  if under then
    if e.air > 0 then e.air = e.air - 1
    else body.hurt(e, C.DROWN_DAMAGE) end
  elseif e.air < C.MAX_AIR then
    e.air = math.min(e.air + C.AIR_REGAIN, C.MAX_AIR)
  end
end

return damage
