-- Lara in water: swimming, gliding and treading under water, treading and
-- swimming at the surface in every direction, diving from the surface,
-- climbing out onto a ledge; and the moves between air, surface and depth
-- (entering water from a fall or jump, surfacing, dropping out of water).
-- In water the world moves her by `fall_speed / 4` along yaw and pitch.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local wade = require("lara.wade")

local water = {}
local held = body.held

-- TR2+: the roll under water (state 66): 203 turns her round (its
-- flipeffect 0) and 205 ends it treading.
require("lara.anims").add({ [2] = { water_roll = 203 } })

local function clamp(v, lo, hi) return math.max(lo, math.min(hi, v)) end

--- How she enters the water by the state she falls in (TRX tr1
--- lara/common.c Lara_Control, LWS_ABOVE_WATER): the swan dive and the
--- fast dive go on into the dive at twice their fall speed, nose down 45°
--- and 85°; anything else plays the jump-in at 3/2 of it, nose down 45°.
local ENTRIES = {
  [S.SWAN_DIVE] = { pitch = 45 * C.DEGREE, num = 2, den = 1, dive = true },
  [S.FAST_DIVE] = { pitch = 85 * C.DEGREE, num = 2, den = 1, dive = true },
}
local JUMP_IN = { pitch = 45 * C.DEGREE, num = 3, den = 2 }

--- Enters water from the air or the ground (called when her room turned
--- out to be water): under water, nose down, carried on by her fall.
function water.enter(e, l)
  local entry = ENTRIES[e.anim_state] or JUMP_IN
  if entry.dive and e:has_change(S.DIVE) then
    e.goal_state = S.DIVE
  else
    body.anim(e, l, "fall_to_underwater")
    e.goal_state = S.SWIM
  end
  e.water = "underwater"
  e.motion = "swim"
  e.gravity = false
  e.move_offset = 0
  e.pitch = angles.wrap(-entry.pitch)
  e.fall_speed = fixed.div(e.fall_speed * entry.num, entry.den)
  e.speed = 0
  e.y = e.y + C.WATER_ENTRY_DEPTH
  local surface = world.water(e.room, e.x, e.y, e.z)
  world.splash(e.room, e.x, surface or e.y, e.z)
end

--- Comes up at the surface `surface` (world y).
function water.surface(e, l, surface)
  body.anim(e, l, "underwater_to_surface")
  e.goal_state = S.SURF_TREAD
  e.water = "surface"
  e.motion = "swim"
  e.pitch, e.roll = 0, 0
  e.fall_speed = 0
  e.y = surface
  l.dive_hold = 0
end

--- Leaves water by dropping out of its bottom (a water room opening onto
--- air below): a fall carrying her swim speed forward.
function water.drop_out(e, l)
  e.water = "land"
  e.motion = "ground"
  e.speed = math.floor(e.fall_speed / 4)
  e.pitch = 0
  body.fall(e, l)
end

--- Steering under water: Forward pitches her nose down and Back up by
--- SWIM_PITCH (within PITCH_LIMIT); Left or Right leans her SWIM_LEAN_RATE
--- into the turn and turns her — through the turn rate, up to TURN_MED
--- (TR2+: TRX tr2 lara/state.c Lara_SwimTurn, tomb3/TOMB4/TOMB5
--- laraswim.cpp SwimTurn; body.turn takes the undo off and turns her), or
--- in TR1 by SWIM_YAW directly (TRX tr1 Lara_State_Swim), as
--- C.SWIM_TURN_RATE says. The lean's undo and limit are body.turn's.
---@param e Entity
---@param l table Lara's state table
local function swim_turn(e, l)
  local pitch = angles.diff(e.pitch, 0)
  if held(input.FORWARD) then pitch = pitch - C.SWIM_PITCH
  elseif held(input.BACK) then pitch = pitch + C.SWIM_PITCH end
  e.pitch = angles.wrap(clamp(pitch, -C.PITCH_LIMIT, C.PITCH_LIMIT))
  local side = held(input.LEFT) and -1 or held(input.RIGHT) and 1 or 0
  if side == 0 then return end
  if C.SWIM_TURN_RATE[world.game()] then
    l.turn = clamp(l.turn + side * C.TURN_ACCEL, -C.TURN_MED, C.TURN_MED)
  else
    e.yaw = angles.wrap(e.yaw + side * C.SWIM_YAW)
  end
  e.roll = angles.wrap(angles.diff(e.roll, 0) + side * C.SWIM_LEAN_RATE)
end

--- Swimming under water: Jump strokes, forward/back pitch, left/right turn.
local function swim_control(e, l)
  e.move_offset = 0
  if e.health <= 0 then e.goal_state = S.UW_DEATH return end
  -- An interaction an object started (interact.start) goes first; while
  -- she is moved into place for one she treads water.
  if l.pending then e.goal_state = l.pending return end
  if l.align and l.align.active then e.goal_state = S.TREAD return end
  -- Roll (TR2+): the roll's animation is played at once (TRX state.c
  -- Lara_State_Swim), as on land.
  if held(input.ROLL) and body.anim(e, l, "water_roll") then return end
  swim_turn(e, l)
  if held(input.JUMP) then
    e.goal_state = S.SWIM
    e.fall_speed = math.min(e.fall_speed + C.SWIM_ACCEL, C.SWIM_MAX)
  else
    e.fall_speed = math.max(e.fall_speed - C.WATER_FRICTION, 0)
    if e.anim_state == S.SWIM then
      e.goal_state = e:has_change(S.GLIDE) and S.GLIDE or S.TREAD
    elseif e.fall_speed <= C.SWIM_MAX * 2 / 3 then
      e.goal_state = S.TREAD
    end
  end
end

for _, st in ipairs({ S.SWIM, S.GLIDE, S.TREAD, S.DIVE }) do
  water[st] = { control = swim_control, collide = body.swim_collide }
end
-- Rolling she stops where she is (TRX Lara_State_UWTwist) and treads at
-- the end.
water[S.WATER_ROLL] = {
  control = function(e, l)
    e.fall_speed, e.move_offset = 0, 0
    e.goal_state = S.TREAD
  end,
  collide = body.swim_collide,
}

--- Climbs out onto the ledge in front when Action is held (TRX tr1
--- Lara_TestWaterClimbOut: the top between CLIMB_OUT_ABOVE above and CLIMB_OUT_BELOW below
--- the surface, room to stand on it). True when she started climbing.
local function climb_out(e, l, coll)
  if not held(input.ACTION) then return false end
  local top, facing, hx, hz, _, clearance =
    world.ledge(e, C.RADIUS, C.RADIUS + 64, nil, C.CLIMB_OUT_BELOW)
  if not top then return false end
  local _, off = body.square(e.yaw)
  if off > C.HANG_ANGLE then return false end
  local rise = e.y - top
  if rise > C.CLIMB_OUT_ABOVE or rise < -C.CLIMB_OUT_BELOW or clearance < C.HEIGHT - 100 then
    return false
  end
  -- No drop where she will stand: the ledge top is the floor there. She
  -- is put RADIUS from the edge, so the probe goes a unit past it: facing
  -- -x or -z, the edge line itself is the water's sector.
  local dx, dz = fixed.step(facing, C.RADIUS + 1)
  local room = world.room_at(e.room, hx + dx, top - C.CLICK, hz + dz)
  local floor = world.floor(room, hx + dx, top - C.CLICK, hz + dz)
  if floor ~= C.NO_HEIGHT and floor - top > C.STEP_ANIM_MIN then return false end
  local role = "climb_out"
  if l.anims.climb_out_medium and math.abs(rise) <= 128 then role = "climb_out_medium"
  elseif l.anims.climb_out_low and rise < -128 then role = "climb_out_low" end
  body.anim(e, l, role)
  e.goal_state = S.STOP
  e.yaw, e.x, e.z = facing, hx, hz
  e.y = top + (l.anims.fixed_lift or 0)
  e.water, e.motion = "land", "ground"
  e.pitch, e.fall_speed, e.speed, e.move_offset = 0, 0, 0, 0
  return true
end

--- True when she is in state `st` or her animation can change to it
--- (skeletons without the surface back and side strokes, as the demo
--- hero's, tread instead).
local function can(e, st)
  return e.anim_state == st or e:has_change(st)
end

--- The turn a tick at the surface by state: treading and swimming ahead
--- SURFACE_TURN, backwards and sideways SURFACE_SIDE_TURN (TRX tr1 and tr2
--- lara/state.c Lara_State_SurfTread … SurfRight, tomb3/TOMB4/TOMB5
--- larasurf.cpp lara_as_surf*).
local SURFACE_TURNS = {
  [S.SURF_TREAD] = C.SURFACE_TURN, [S.SURF_SWIM] = C.SURFACE_TURN,
  [S.SURF_BACK] = C.SURFACE_SIDE_TURN, [S.SURF_LEFT] = C.SURFACE_SIDE_TURN,
  [S.SURF_RIGHT] = C.SURFACE_SIDE_TURN,
}

--- The way each surface stroke carries her, from her heading (the
--- originals' collision routines set it by the state: TRX tr2
--- Lara_Col_SurfBack/Left/Right).
local SURFACE_MOVES = {
  [S.SURF_TREAD] = 0, [S.SURF_SWIM] = 0, [S.SURF_BACK] = 32768,
  [S.SURF_LEFT] = 49152, [S.SURF_RIGHT] = 16384,
}

--- At the surface, as the originals' surface routines (TRX tr2
--- Lara_State_Surf*): she turns by her state's rate; treading she slows by
--- SURFACE_FRICTION and counts the ticks Jump is held — the DIVE_WAIT-th
--- dives her — while a stroke (ahead, back, sideways) speeds her up by
--- SURFACE_ACCEL and starts that count again; Forward asks for the stroke
--- ahead, Back the one back, the step keys the side strokes over both, and
--- Jump held swimming ahead sends her back to treading.
local function surface_control(e, l)
  local treading = e.anim_state == S.SURF_TREAD
  if treading then e.fall_speed = math.max(e.fall_speed - C.SURFACE_FRICTION, 0) end
  if e.health <= 0 then e.goal_state = S.UW_DEATH return end
  local turn = SURFACE_TURNS[e.anim_state] or C.SURFACE_TURN
  if held(input.LEFT) then e.yaw = angles.wrap(e.yaw - turn)
  elseif held(input.RIGHT) then e.yaw = angles.wrap(e.yaw + turn) end
  l.dive_hold = (treading and held(input.JUMP)) and (l.dive_hold or 0) + 1 or 0
  if l.dive_hold >= C.DIVE_WAIT then
    -- Dive: nose down and under.
    body.anim(e, l, "surface_dive")
    e.goal_state = S.SWIM
    e.water = "underwater"
    e.pitch = angles.wrap(-(45 * C.DEGREE))
    e.fall_speed = C.DIVE_SPEED
    e.move_offset = 0
    e.y = e.y + C.SURFACE_REACH / 4
    return
  end
  if not treading then e.fall_speed = math.min(e.fall_speed + C.SURFACE_ACCEL, C.SURFACE_MAX) end
  e.move_offset = SURFACE_MOVES[e.anim_state] or 0
  e.goal_state = S.SURF_TREAD
  if held(input.FORWARD) then e.goal_state = S.SURF_SWIM
  elseif held(input.BACK) and can(e, S.SURF_BACK) then e.goal_state = S.SURF_BACK end
  if held(input.STEP_LEFT) and can(e, S.SURF_LEFT) then e.goal_state = S.SURF_LEFT
  elseif held(input.STEP_RIGHT) and can(e, S.SURF_RIGHT) then e.goal_state = S.SURF_RIGHT end
  if e.anim_state == S.SURF_SWIM and held(input.JUMP) then e.goal_state = S.SURF_TREAD end
end

local function surface_collide(e, l)
  local coll = body.collide(e, l, body.LIMITS.surface, C.RADIUS, C.SURFACE_HEIGHT)
  if climb_out(e, l, coll) then return end
  -- A floor within her reach (TR2+): she stands up and wades.
  if wade.step_out(e, l, coll) then return end
  if body.blocked(coll) then
    if body.deflect(e, coll) then e.fall_speed = 0 end
  end
  local surface = world.water(e.room, e.x, e.y + 1, e.z)
  if surface then e.y = surface end
end

for _, st in ipairs({ S.SURF_TREAD, S.SURF_SWIM, S.SURF_BACK, S.SURF_LEFT, S.SURF_RIGHT }) do
  water[st] = { control = surface_control, collide = surface_collide }
end

--- The states she may be in under water: swimming, and what she does there.
local UNDERWATER_STATES = {
  [S.SWIM] = true, [S.GLIDE] = true, [S.TREAD] = true, [S.DIVE] = true, [S.WATER_ROLL] = true,
  [S.UW_DEATH] = true, [S.PICKUP] = true, [S.SWITCH_ON] = true, [S.SWITCH_OFF] = true,
}

--- Every tick after moving: the transitions between land, surface and depth.
function water.transitions(e, l)
  if e.water == "land" or e.water == "wade" then
    if l.dead then return end
    -- TR2+: shallow water she wades in (lara/wade.lua decides).
    local verdict = wade.transitions(e, l)
    if verdict == "enter" then
      water.enter(e, l)
    end
    if verdict then return end
    local surface = world.water(e.room, e.x, e.y, e.z)
    if surface and e.y > surface + 16 and e.anim_state ~= S.CLIMB_UP
      and e.anim_state ~= S.WATER_OUT and e.motion == "ground" then
      water.enter(e, l)
    end
  elseif e.water == "underwater" then
    -- An animation that ends on land (the demo hero's pickup) leaves her
    -- treading water.
    if not UNDERWATER_STATES[e.anim_state] and not l.dead then
      body.anim(e, l, "tread")
      e.goal_state = S.TREAD
    end
    local surface, _, _, open = world.water(e.room, e.x, e.y, e.z)
    if not surface then water.drop_out(e, l) return end
    -- Her hips rose through an open surface: she comes up.
    if open and e.y < surface + C.SURFACE_REACH / 8 and e.y > surface - C.SURFACE_REACH then
      water.surface(e, l, surface)
    end
  end
end

return water
