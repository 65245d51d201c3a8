-- Natla (TR1 33). First she flies while she cannot shoot her target,
-- firing a rocket every second in the air; when she can (ahead within her
-- fire arc, in sight) she may land, aim and loose three rockets at once,
-- the outer two spread. At half health or less she falls out of the air
-- (or drops where she stands), lies for 16 s out of reach of guns (her
-- hit points held at "do not target"), then rises with half health and
-- fights on foot, running and standing to fire a shard every 20 ticks.
-- Killed, she plays her death and the body stays.
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local atlantean = require("creatures.atlantean")
local shoot = require("ai.shoot")
local fixed = require("lib.fixed")

local natla = {}

--- Hit points while she lies: below any weapon's notice, never "dead".
natla.OUT_OF_REACH = -16384
--- Each tick her gun's pitch eases back by this fraction (7/8 kept).
local GUN_EASE_NUM, GUN_EASE_DEN = 7, 8

local function setup(e)
  local ai = creature.setup(e, stats.of(e))
  ai.timer = ai.timer or 0
  ai.gun = ai.gun or 0
  ai.flying = nil
  atlantean.locomote(e, ai, ai.stats, e.anim_state == ai.stats.states.fly and ai.fly_mode == true)
  return ai
end

function natla.init(e) setup(e) end
natla.on_reload = natla.init
natla.on_hit = creature.on_hit

--- True when she can shoot: the target within the arc ahead and in sight.
local function can_shoot(e, ai, st)
  local arc = creature.deg(st.fire_arc)
  return ai.info.angle > -arc and ai.info.angle < arc and atlantean.can_target(e, ai)
end

--- Fires one missile of `kind` when the reload time has passed.
local function reload_and_fire(e, ai, kind, every, gun)
  if ai.timer >= every then
    local _, pitch = atlantean.fire(e, gun, kind, ai.target)
    world.sound(atlantean.SOUND.NEEDLE, e)
    ai.gun = pitch
    ai.timer = 0
  end
end

--- The decision of each state (by the state names of the stats), in
--- either phase: the control notes `ai.on_foot` (her second phase) and
--- `ai.can_shoot` first. A state of the other phase decides nothing.
local decide = {}
natla.decide = decide

--- On foot, any state of the air drops her where she stands.
local function drop(e, ai, st)
  e.goal_state = st.states.down
  ai.timer = 0
end

decide.fall = function(e, ai, _, st)
  if not ai.on_foot then return end
  local floor = world.floor(e.room, e.x, e.y, e.z)
  if e.y < floor then
    e.gravity = true
    e.speed = 0
  else
    e.gravity = false
    e.y = floor
    e.goal_state = st.states.down
    ai.timer = 0
  end
end

decide.stand = function(e, ai, _, st)
  if not ai.on_foot then return end
  if not ai.can_shoot then e.goal_state = st.states.run end
  reload_and_fire(e, ai, "shard", st.reload.run, st.gun)
end

decide.run = function(e, ai, _, st)
  if not ai.on_foot then return end
  ai.lean = true
  reload_and_fire(e, ai, "shard", st.reload.run, st.gun)
  if ai.can_shoot then e.goal_state = st.states.stand end
end

decide.down = function(e, ai, _, st)
  if not ai.on_foot then return end
  if ai.rising then
    e.goal_state = st.states.stand
  elseif ai.timer >= st.down_ticks then
    ai.rising, ai.down, ai.fly_mode = true, false, false
    ai.timer = 0
    e.health = st.down_health
    e.goal_state = st.states.stand
    world.track(st.rising_track)
  else
    ai.down = true
    if e.health ~= natla.OUT_OF_REACH then e.health = natla.OUT_OF_REACH end
  end
end

decide.fly = function(e, ai, _, st)
  if ai.on_foot then
    e.goal_state = st.states.fall
    ai.timer = 0
    return
  end
  if not ai.fly_mode and e.y >= world.floor(e.room, e.x, e.y, e.z) then
    e.goal_state = st.states.stop
  end
  reload_and_fire(e, ai, "rocket", st.reload.fly, st.gun)
end

decide.stop = function(e, ai, _, st)
  if ai.on_foot then return drop(e, ai, st) end
  ai.timer = 0
  e.goal_state = ai.fly_mode and st.states.fly or st.states.aim
end

decide.aim = function(e, ai, _, st)
  if ai.on_foot then return drop(e, ai, st) end
  local S = st.states
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif ai.can_shoot then e.goal_state = S.shoot
  else e.goal_state = S.stop end
end

--- The volley: three rockets, the second and third turned off their aim
--- by (roll − 0x4000) / 4 each, a roll drawn after each is launched (TRX
--- tr1 natla.c NATLA_SHOOT); the shot plays out into its next animation.
decide.shoot = function(e, ai, _, st)
  if ai.on_foot then return drop(e, ai, st) end
  if ai.required == creature.NONE then
    local _, pitch = atlantean.fire(e, st.gun, "rocket", ai.target)
    ai.gun = pitch
    for _ = 2, st.volley do
      local m = atlantean.fire(e, st.gun, "rocket", ai.target)
      shoot.veer(m, fixed.div(world.random() - st.volley_spread.centre, st.volley_spread.divisor))
    end
    ai.required = st.states.stop
  end
end

--- Her second phase: on foot, violent, turning at her run rate.
local function fight_on_foot(e, ai, st)
  atlantean.locomote(e, ai, st, false)
  if not creature.think(e, true) then return 0 end
  local down = st.states.down
  if e.anim_state ~= down then ai.rising = false end
  local info = ai.info
  local head = (info.ahead and e.anim_state ~= down) and info.angle or 0
  local angle = creature.turn(e, ai, creature.deg(st.turn.run))
  ai.on_foot, ai.can_shoot = true, can_shoot(e, ai, st)
  -- The facing kept from the air is added once more and dropped: the
  -- heading she lands with is turned by it a second time (as the routine).
  if ai.facing ~= 0 then
    e.yaw = (e.yaw + ai.facing) % 65536
    ai.facing = 0
  end
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  return head, angle
end

--- In the air she faces her target apart from the way she flies: her
--- heading keeps `ai.facing` on top of the path's, which turns her by up
--- to her fly turn a tick towards the target while she flies; the move
--- goes along the path's heading (see `natla.after_move`). Landed, the
--- path's turn is undone and the facing folds into her heading (TRX tr1
--- natla.c, the facing kept in `item->priv`).
function natla.face(e, ai, info, turn, airborne)
  local facing = ai.facing
  e.yaw = (e.yaw - facing) % 65536
  local angle = creature.turn(e, ai, turn)
  if airborne then
    facing = fixed.angle16(facing + math.max(-turn, math.min(turn, info.angle)))
    e.yaw = (e.yaw + facing) % 65536
  else
    e.yaw = (e.yaw + facing - angle) % 65536
    facing = 0
  end
  ai.facing = facing
end

--- Her first phase: in the air unless she can shoot; timid except while
--- coming down to land.
local function fight_in_the_air(e, ai, st)
  local target = creature.target(e)
  if not target then return 0 end
  ai.target = target
  local class = ai.class
  ai.class = st.zone
  sense.update(e, ai, target)
  ai.class = class
  local shooting = can_shoot(e, ai, st)
  local airborne = e.anim_state == st.states.fly
  if airborne and ai.fly_mode then
    if shooting and world.random() < st.chance.land then ai.fly_mode = false end
  elseif not shooting then
    ai.fly_mode = true
  end
  atlantean.locomote(e, ai, st, airborne and ai.fly_mode)
  local landing = airborne and not ai.fly_mode
  if not creature.think(e, landing and st.violent or st.air_violent) then return 0 end
  local info = ai.info
  local head = info.ahead and info.angle or 0
  natla.face(e, ai, info, creature.deg(st.turn.fly), airborne)
  ai.on_foot, ai.can_shoot = false, shooting
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  return head, 0
end

---@param e Entity
function natla.control(e)
  local ai = e.state.ai
  local st = ai.stats
  ai.facing = ai.facing or 0
  if e.health <= 0 and not ai.down then
    atlantean.locomote(e, ai, st, false)
    creature.die(e, ai, st.states.death)
    natla.move_along_path(e, ai)
    return
  end
  local eased = ai.gun * GUN_EASE_NUM / GUN_EASE_DEN
  ai.gun = eased >= 0 and math.floor(eased) or math.ceil(eased)
  ai.lean = false
  local head, angle
  if ai.down or e.health <= st.down_health then
    head, angle = fight_on_foot(e, ai, st)
  else
    head, angle = fight_in_the_air(e, ai, st)
  end
  creature.tilt(e, ai, ai.lean and angle or 0)
  e:turn_joint(st.head_mesh, ai.gun, 0, -head)
  ai.timer = ai.timer + 1
  natla.move_along_path(e, ai)
end

--- For the move her heading is the path's (her facing taken off);
--- `after_move` puts the facing back.
function natla.move_along_path(e, ai)
  ai.facing_off = ai.facing
  e.yaw = (e.yaw - ai.facing) % 65536
end

---@param e Entity
function natla.after_move(e)
  local ai = e.state.ai
  if ai and ai.facing_off then
    e.yaw = (e.yaw + ai.facing_off) % 65536
    ai.facing_off = nil
  end
end

natla.collision = creature.collision

return natla
