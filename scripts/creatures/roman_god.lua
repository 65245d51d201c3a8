-- TR5's Roman statue (TOMB5 romangod.cpp): a stone god that stands as a
-- statue until triggered, then hunts Lara with a hammer. Violent. From a
-- stop it swings at her when she is close and ahead, walks at her
-- otherwise, and turns about when she is behind it. Its attacks draw on
-- a charge: with none left it powers up (crackling with light) before it
-- attacks again. A statue placed with OCB 1 fires homing energy bolts
-- (creatures/missile.lua `homing`) at a target it can shoot at; one with
-- OCB 0 smashes the ground instead, sending shockwave rings over the
-- floor that hurt her as they pass (creatures/shockwave.lua). Every hammer blow lands once, where
-- the hammer touches her. Worn below each of its `cracks`, a piece of it
-- breaks off and it reels. Dying, it topples forward and crushes her if
-- she stands under it. After its first frames a swing breaks the glass
-- statics (50-59) of a stopper sector where the hammer (`shatters`, a
-- joint) reaches, before it lands (lib/shatter_statics.lua). Left out:
-- the sparks and lightning (seen, not felt) and the trigger its fall
-- tests at a stored square.
-- Numbers: creatures/stats/tr5.lua `roman_god`, `roman_bolt`.
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local shockwave = require("creatures.shockwave")
local shatter_statics = require("lib.shatter_statics")

local roman_god = {}

--- A square's quarter turn (its right hand, from its heading).
local QUARTER = 16384
--- The powering up's light: colour and radius (TOMB5: a blue-green
--- TriggerDynamic of intensity 16 around the hammer).
local POWER_LIGHT = { r = 0, g = 96, b = 192, radius = 4096 }
--- Any of its meshes: the toppling body crushes with all of them.
local ALL_MESHES = 0xFFFFFFFF

---@param e Entity
function roman_god.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  local st = ai.stats
  -- Placed beside its square's spot, to its right.
  local dx, dz = fixed.step((e.yaw + QUARTER) % 65536, st.sidestep)
  e.x, e.z = e.x + dx, e.z + dz
  ai.charge = 0
  ai.cracked = 0
  ai.rings = {}
  local anim = creature.own_anim(e, st.start.anim, st.start.state)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, st.start.state) end
  e.goal_state = st.start.state
end

roman_god.on_hit = creature.on_hit
roman_god.on_reload = function(e) creature.setup(e, stats.of(e)) end

local function one_in(n) return world.random(n) == 0 end

--- Turns `e` towards her by up to `deg` degrees this tick.
local function face(e, info, deg)
  local most = creature.deg(deg)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
end

--- One attack spent from its charge.
local function spend(ai)
  if ai.charge > 0 then ai.charge = ai.charge - 1 end
end

local decide = {}
roman_god.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  local attacking = ai.mood == "attack"
  ai.max_turn = attacking and creature.deg(st.turn.stop) or 0
  if not attacking then e.goal_state = S.walk end
  local close = info.distance <= st.range.close
  if one_in(st.one_in.idle) and not (close and attacking) then return end
  if math.abs(info.angle) > st.behind then
    e.goal_state = S.turn_about
  elseif info.ahead and info.distance < st.range.close then
    if info.bite and one_in(st.one_in.smash) then
      e.goal_state = S.smash
    else
      e.goal_state = one_in(2) and S.blow_1 or S.blow_2
    end
  elseif ai.charge == 0 then
    e.goal_state = S.power_up
    ai.charge = st.charge
  elseif e.ocb == 1 and shoot.can_target(e, info, ai.target) and one_in(st.one_in.fire) then
    e.goal_state = S.bolt
  elseif e.ocb == 0 and info.distance < st.range.smash and info.bite then
    e.goal_state = S.smash
  else
    e.goal_state = S.walk
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  if ai.mood == "attack" then
    ai.max_turn = creature.deg(st.turn.walk)
  else
    ai.max_turn = 0
    face(e, info, st.turn.stop)
  end
  if info.distance < st.range.close then
    e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.walk_blow then
    e.goal_state = S.walk_blow
  elseif (e.ocb == 1 and shoot.can_target(e, info, ai.target) and one_in(st.one_in.walk_fire))
    or (e.ocb == 0 and info.distance < st.range.smash) then
    e.goal_state = S.stop
  end
end

--- A hammer swing: it keeps turning at her, and after its first frames
--- the hammer lands once where it touches her; the OCB 0 smash spends a
--- charge as the hammer meets the ground.
local function swing(e, ai, info, st)
  ai.max_turn = 0
  face(e, info, st.turn.swing)
  if e.frame <= st.blow_from then return end
  shatter_statics.by_joint(e, st.shatters)
  if creature.strike_once(e, ai, st.bite, st.damage.blow, st.touch) then
    world.sound(st.sounds.blow, e)
  end
  if e.ocb == 0 and e.anim_state == st.states.smash and e.frame == st.fire_frame
    and ai.smashed_at ~= e.anim_id then
    ai.smashed_at = e.anim_id
    spend(ai)
    local p = st.smash
    local x, _, z = e:mesh_point(p.mesh, p.x, p.y, p.z)
    for _, ring in ipairs(p.rings) do
      shockwave.add(ai.rings, ring, x, e.y - ring.above, z)
    end
  elseif e.frame ~= st.fire_frame then
    ai.smashed_at = nil
  end
end
decide.smash, decide.blow_1, decide.blow_2, decide.walk_blow = swing, swing, swing, swing

decide.turn_about = function(e, ai, info, st)
  ai.struck = false
  ai.max_turn = 0
  local step = creature.deg(st.turn.about)
  e.yaw = (e.yaw + (info.angle < 0 and step or -step)) % 65536
  if creature.last_frame(e) and ai.turned_at ~= e.anim_id then
    -- The animation turns the body; the heading follows at its end.
    e.yaw = (e.yaw + 32768) % 65536
    ai.turned_at = e.anim_id
  elseif not creature.last_frame(e) then
    ai.turned_at = nil
  end
end

decide.power_up = function(e, ai, _, st)
  ai.max_turn = 0
  local x, y, z = e:mesh_point(st.gun.mesh, 0, 0, 0)
  world.light(e.room, x, y, z, POWER_LIGHT.r, POWER_LIGHT.g, POWER_LIGHT.b, POWER_LIGHT.radius)
end

decide.bolt = function(e, ai, _, st)
  ai.struck = false
  ai.max_turn = 0
  if e.frame == st.fire_frame and ai.fired_at ~= e.anim_id then
    ai.fired_at = e.anim_id
    shoot.launch(e, st.gun, st.missile, ai.target)
    spend(ai)
  elseif e.frame ~= st.fire_frame then
    ai.fired_at = nil
  end
end

--- A crack: each of `cracks` it is worn below breaks a piece off once,
--- and it reels.
local function crack(e, ai, st)
  local below = st.cracks[ai.cracked + 1]
  if not below or e.health >= below or e.health <= 0 then return end
  while st.cracks[ai.cracked + 1] and e.health < st.cracks[ai.cracked + 1] do
    ai.cracked = ai.cracked + 1
  end
  local anim = creature.own_anim(e, st.reel_anim, st.states.reel)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, st.states.reel) end
  e.goal_state = st.states.reel
end

--- Toppling dead: the frames of its fall crush her where it touches her.
local function topple(e, ai, st)
  local target = ai.target
  local from, to = st.crush_frames[1], st.crush_frames[2]
  if target and target.health > 0 and e.frame > from and e.frame < to
    and e:touch_bits(target, ALL_MESHES) ~= 0 then
    target:hit(st.damage.crush, e)
  end
end

---@param e Entity
function roman_god.control(e)
  local ai = e.state.ai
  local st = ai.stats
  shockwave.step(ai.rings, e)
  if creature.dying(e) then
    topple(e, ai, st)
    return
  end
  crack(e, ai, st)
  creature.act_named(e, decide)
end

roman_god.collision = creature.collision

return roman_god
