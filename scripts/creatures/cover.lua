-- Taking cover (TR3's guards with a pistol: the RX-Tech guard in the red
-- jacket, the London security guard, the MP with a gun; tomb3 oilred.cpp,
-- londsec.cpp, mpgun.cpp). A guard standing a sector short of a low wall
-- between it and Lara (the floor a sector towards her 1½ to 4½ clicks
-- above its feet), with Lara more than a sector off, ducks behind it when
-- she aims at it or it is hit; crouched it aims and shoots over the wall,
-- shuffles along behind it, and stands up again when hit, when the wall
-- is no longer between them or now and then (one tick in 32) while she is
-- ahead. Its states, by name in its stats: `duck` (going down), `ducked`,
-- `duck_aim`, `duck_shot`, `duck_walk`, `stand` (getting up; its stop
-- follows). creatures/shooter.lua asks `ducks` / `wants` / `ducks_when_hit`
-- and plays `cover.decide` for these states.
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local sense = require("ai.sense")
local shoot = require("ai.shoot")

local cover = {}

--- How far ahead, towards Lara, the wall is looked for (a sector).
cover.LOOK_AHEAD = 1024
--- The wall's top above the guard's feet: more than 1½ clicks and less
--- than 4½ (one it can crouch behind and shoot over).
cover.WALL_LOW, cover.WALL_HIGH = 384, 1152
--- Lara within a sector is too close for cover.
cover.TOO_CLOSE = 1024
--- Rolls (out of 32768): a hit guard ducks out of a shot on 1 in 4; a
--- crouched one stands up on 1 in 32 a tick while she is ahead, and stops
--- shooting after a shot on 1 in 8.
cover.DUCK_WHEN_HIT, cover.STAND_UP, cover.STOP_SHOOTING = 0x2000, 0x400, 0x1000
--- Degrees a tick: turning while crouched and aiming, turning to stand.
cover.AIM_TURN, cover.STAND_TURN = 1, 6

--- True when a low wall stands a sector towards Lara and she is farther
--- than a sector off (asked once a tick).
---@param e Entity
function cover.near(e, ai)
  local tick = world.tick()
  if ai.cover_tick == tick then return ai.cover_near end
  ai.cover_tick = tick
  local lara = world.lara()
  local near = false
  if lara and e:distance_to(lara) > cover.TOO_CLOSE then
    local yaw = sense.bearing(e.x, e.z, lara.x, lara.z)
    local dx, dz = fixed.step(yaw, cover.LOOK_AHEAD)
    local x, z = e.x + dx, e.z + dz
    local floor = world.floor(world.room_at(e.room, x, e.y, z), x, e.y, z)
    near = e.y > floor + cover.WALL_LOW and e.y < floor + cover.WALL_HIGH
  end
  ai.cover_near = near
  return near
end

--- True when it wants to duck now: by a wall, and Lara aims at it or it
--- was just hit.
---@param e Entity
function cover.wants(e, ai)
  local lara = world.lara()
  local threatened = creature.hit_lately(ai) or (lara ~= nil and sense.targeted_by(e, lara))
  return threatened and cover.near(e, ai)
end

--- From a stop: true when it goes down into cover (wanted now, or asked
--- for on the way to the stop).
function cover.ducks(e, ai, S)
  return ai.required == S.duck or cover.wants(e, ai)
end

--- In a shot: a hit by a wall makes it duck on a 1-in-4 roll.
function cover.ducks_when_hit(e, ai)
  return creature.hit_lately(ai) and world.random() < cover.DUCK_WHEN_HIT and cover.near(e, ai)
end

--- Turns `e` straight towards its target by at most `deg` degrees.
local function face(e, info, deg)
  local most = creature.deg(deg)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
end

--- Sight of a living target.
local function sees(e, ai)
  return not ai.info.target_dead and shoot.can_target(e, ai.info, ai.target)
end

--- A crouched guard gets up: hit, the wall gone, or now and then.
local function gets_up(e, ai, info)
  return creature.hit_lately(ai) or not cover.near(e, ai)
    or (info.ahead and world.random() < cover.STAND_UP)
end

cover.decide = {}

function cover.decide.duck(e, ai, _, st)
  local S = st.states
  ai.max_turn = 0
  e.goal_state = S.ducked
end

function cover.decide.ducked(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if sees(e, ai) then
    e.goal_state = S.duck_aim
  elseif gets_up(e, ai, info) then
    e.goal_state = S.stand
  else
    e.goal_state = S.duck_walk
  end
end

function cover.decide.duck_aim(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(cover.AIM_TURN)
  e.goal_state = sees(e, ai) and S.duck_shot or S.ducked
end

--- One shot over the wall each time its animation begins; back down on
--- a miss, or now and then.
function cover.decide.duck_shot(e, ai, info, st)
  local S = st.states
  if e.frame == 0 then
    local hit = sees(e, ai) and shoot.fire(e, st.guns.gun, ai.target, info.distance, st.damage)
    if st.fire_sound then world.sound(st.fire_sound, e) end
    if not hit or world.random() < cover.STOP_SHOOTING then e.goal_state = S.ducked end
  end
end

function cover.decide.duck_walk(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if sees(e, ai) or gets_up(e, ai, info) then e.goal_state = S.ducked end
end

function cover.decide.stand(e, _, info, st)
  local S = st.states
  face(e, info, cover.STAND_TURN)
  e.goal_state = S.stop
end

return cover
