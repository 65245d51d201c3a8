-- What every state handler shares: input, turning, the collision query with
-- each state's thresholds (each lara_col_* routine's bad_pos, bad_neg and
-- bad_ceiling), animations by role, and the
-- common collision outcomes — fall, step, slide, land, deflect, die.
local S = require("lara.states")
local C = require("lara.constants")
local angles = require("lib.angles")
local fixed = require("lib.fixed")


local body = {}

--- Collision thresholds by kind of state: max_drop (a floor lower than this
--- is a drop), max_rise (a floor higher than this is a wall), max_ceiling
--- (a ceiling lower than this below the head blocks), and whether steep
--- slopes and kill floors ahead count as walls or drops.
body.LIMITS = {
  stand   = { max_drop = C.STEP_UP, max_rise = C.STEP_UP, max_ceiling = 0,
              slopes_are_walls = true, slopes_are_pits = true, kill_is_pit = true },
  run     = { max_drop = C.NO_LIMIT, max_rise = C.STEP_UP, max_ceiling = 0,
              slopes_are_walls = true },
  back    = { max_drop = C.STEP_UP, max_rise = C.STEP_UP, max_ceiling = 0,
              slopes_are_walls = true, slopes_are_pits = true },
  sidestep = { max_drop = C.SIDESTEP_LIMIT, max_rise = C.SIDESTEP_LIMIT, max_ceiling = 0,
              slopes_are_walls = true, slopes_are_pits = true },
  roll    = { max_drop = C.NO_LIMIT, max_rise = C.STEP_UP, max_ceiling = 0,
              slopes_are_walls = true },
  -- The back hop: TR1/TR2 slopes are walls and pits, TR3 on pits only.
  back_hop = { max_drop = C.NO_LIMIT, max_rise = C.STEP_UP, max_ceiling = 0,
              slopes_are_walls = true, slopes_are_pits = true },
  back_hop_open = { max_drop = C.NO_LIMIT, max_rise = C.STEP_UP, max_ceiling = 0,
              slopes_are_pits = true },
  air     = { max_drop = C.NO_LIMIT, max_rise = C.STEP_UP, max_ceiling = C.JUMP_CEILING },
  reach   = { max_drop = C.NO_LIMIT, max_rise = 0, max_ceiling = C.JUMP_CEILING },
  slide   = { max_drop = C.NO_LIMIT, max_rise = 512, max_ceiling = 0 },
  hang    = { max_drop = C.NO_LIMIT, max_rise = C.STEP_UP, max_ceiling = 0 },
  free    = { max_drop = C.NO_LIMIT, max_rise = C.NO_LIMIT, max_ceiling = C.NO_LIMIT },
  surface = { max_drop = C.NO_LIMIT, max_rise = 100, max_ceiling = 100 },
  underwater = { max_drop = C.NO_LIMIT, max_rise = 400, max_ceiling = 400 },
}

local KEYS = { "max_drop", "max_rise", "max_ceiling", "slopes_are_walls", "slopes_are_pits", "kill_is_pit" }

--- True while every bit of `bits` is held.
--- False while her guns are out: Action then fires instead of grabbing
--- (set each tick by lara.guns).
body.action_free = true

function body.held(bits)
  if not body.action_free and bits == input.ACTION then return false end
  return world.pressed(bits)
end

--- Action as pressed, whatever the hands hold (the guns fire with it).
function body.trigger() return world.pressed(input.ACTION) end

--- Lara's query table (`l.coll`, kept between ticks) set for one ask:
--- the limits' thresholds, her radius and height unless given, where the
--- probes look.
local function ask(l, limits, radius, height, facing)
  local coll = l.coll
  for _, k in ipairs(KEYS) do coll[k] = limits[k] or false end
  coll.radius = radius or C.RADIUS
  coll.height = height or C.HEIGHT
  coll.facing = facing
  return coll
end

--- Runs the collision query for `e` with the thresholds `limits` (a
--- body.LIMITS entry) and moves her out of what blocks her: when the query
--- shifts her, it asks again where she now stands, so the floor and ceiling
--- it reports are the ones under her after the shift. `coll.hit` keeps what
--- blocked her before the shift. The answer is `l.coll`, kept between ticks.
---@param e Entity
---@param l table Lara's state table
---@param limits table
---@param radius? integer
---@param height? integer
---@param facing? integer where the probes look (default: her direction of motion)
function body.collide(e, l, limits, radius, height, facing)
  local coll = ask(l, limits, radius, height, facing)
  local hit = world.collide(e, coll)
  if hit ~= "none" and hit ~= "top" and (coll.shift_x ~= 0 or coll.shift_z ~= 0) then
    e.x = e.x + coll.shift_x
    e.z = e.z + coll.shift_z
    world.collide(e, coll)
  end
  coll.hit = hit
  return coll
end

--- The collision query as the originals' routines ask it (TRX tr1
--- lara/misc.c Lara_GetCollisionInfo): `body.collide`'s thresholds, the
--- probes of her own game's query (`coll.original`: TR1's square front
--- probe, no extra clamp or solid-entity push), and nothing moved: the
--- routine applies `coll.shift_*` itself (body.shift_col) where its original
--- does. `coll.hit` is the query's verdict.
function body.query(e, l, limits, radius, height, facing)
  local coll = ask(l, limits, radius, height, facing)
  coll.original = true
  coll.hit = world.collide(e, coll)
  coll.original = false
  return coll
end

--- Moves her by the query's shift (TRX tr1 items.c Item_ShiftCol).
function body.shift_col(e, coll)
  e.x, e.y, e.z = e.x + coll.shift_x, e.y + coll.shift_y, e.z + coll.shift_z
end

--- In the air, out of what the query met (TRX tr1 Lara_DeflectEdgeJump):
--- as body.slide_edge_jump, but a wall ahead (or a low ceiling ahead)
--- knocks her back into a fast fall at a quarter of her speed, carried the
--- other way.
function body.deflect_edge_jump(e, l, coll)
  if coll.hit ~= "front" and coll.hit ~= "top_front" then
    return body.slide_edge_jump(e, l, coll)
  end
  body.shift_col(e, coll)
  if l.anims.fast_fall then e:set_anim(l.anims.fast_fall, l.anims.fast_fall_frame or 0)
  else body.anim(e, l, "freefall") end
  e.goal_state = S.FAST_FALL
  e.speed = fixed.div(e.speed, 4)
  e.move_offset = (e.move_offset + 32768) % 65536
  if e.fall_speed <= 0 then e.fall_speed = 1 end
end

--- Boxed in mid-air: back her radius against the way she moves, her
--- speed gone, falling (TRX tr1 Lara_DeflectEdgeJump, COLL_CLAMP).
local CLAMP_PUSH, CLAMP_FALL = 100, 16
function body.push_back(e, coll)
  local facing = coll.facing or (e.yaw + e.move_offset) % 65536
  e.z = e.z - fixed.scale_cos(CLAMP_PUSH, facing)
  e.x = e.x - fixed.scale_sin(CLAMP_PUSH, facing)
  e.speed = 0
  coll.mid.floor = 0
  if e.fall_speed <= 0 then e.fall_speed = CLAMP_FALL end
end

--- In the air, out of what the query met (TRX tr1 Lara_SlideEdgeJump: the
--- reach, the up jump, the fast fall): shifted out; a wall at a side turns
--- her DEFLECT away; a ceiling, or a wall ahead, stops her rise; boxed in
--- she is pushed back her radius.
function body.slide_edge_jump(e, l, coll)
  body.shift_col(e, coll)
  local hit = coll.hit
  if hit == "left" then
    e.yaw = (e.yaw + C.DEFLECT) % 65536
  elseif hit == "right" then
    e.yaw = (e.yaw - C.DEFLECT) % 65536
  elseif hit == "top" or hit == "top_front" then
    if e.fall_speed <= 0 then e.fall_speed = 1 end
  elseif hit == "clamp" then
    body.push_back(e, coll)
  end
end

--- The landing's damage (TRX tr1 lara/misc.c Lara_LandedBad): nothing up
--- to DAMAGE_START, dead past DAMAGE_START + DAMAGE_LENGTH, else
--- MAX_HEALTH·d²/DAMAGE_LENGTH² (C's truncating division). True when it
--- left her dead: health below zero, or at zero where her game counts that
--- (C.LANDED_AT_ZERO_KILLS; TR1 does not, she dies a tick later standing).
function body.landed_bad(e)
  local d = e.fall_speed - C.DAMAGE_START
  if d <= 0 then return false end
  if d > C.DAMAGE_LENGTH then
    e.health = -1
  else
    e.health = e.health - fixed.div(C.MAX_HEALTH * d * d, C.DAMAGE_LENGTH * C.DAMAGE_LENGTH)
  end
  if C.LANDED_AT_ZERO_KILLS[world.game()] then return e.health <= 0 end
  return e.health < 0
end

--- True when something stopped her this tick (a wall, a low ceiling ahead,
--- no room), not merely the ceiling on her head.
function body.blocked(coll)
  return coll.hit ~= "none" and coll.hit ~= "top"
end

--- Plays the animation for `role`; false when the skeleton has none.
function body.anim(e, l, role)
  local n = l.anims[role]
  if not n then return false end
  e:set_anim(n)
  return true
end

--- Steers with left/right: the turn rate grows by TURN_ACCEL up to `max`
--- (each state routine's own limit; the control loop then takes TURN_UNDO
--- off, body.turn). With `lean`, she leans into the turn by LEAN_RATE up to
--- LEAN_MAX (TRX tr1 lara/state.c Lara_State_Run), or up to `lean` when it
--- is a number (a routine with a lean limit of its own).
---@param l table
---@param max integer
---@param e? Entity
---@param lean? boolean|integer
function body.steer(l, max, e, lean)
  local lean_max = lean == true and C.LEAN_MAX or lean
  if body.held(input.LEFT) then
    l.turn = math.max(l.turn - C.TURN_ACCEL, -max)
    if lean_max then e.roll = math.max(angles.diff(e.roll, 0) - C.LEAN_RATE, -lean_max) % 65536 end
  elseif body.held(input.RIGHT) then
    l.turn = math.min(l.turn + C.TURN_ACCEL, max)
    if lean_max then e.roll = math.min(angles.diff(e.roll, 0) + C.LEAN_RATE, lean_max) % 65536 end
  end
end

--- `v` moved `step` towards 0 (0 once within `step`): the originals' undo
--- of a lean, a pitch or a turn rate.
local function ease(v, step)
  if v > step then return v - step end
  if v < -step then return v + step end
  return 0
end
body.ease = ease

--- After the state routine, every tick: the lean eases off (LEAN_UNDO on
--- land, LEAN_UNDO_WATER in water, where it is then held within
--- SWIM_LEAN_MAX: TRX tr1/tr2 Lara_HandleUnderwater), TR3+ also the pitch
--- on land, the turn
--- rate loses TURN_UNDO, and she turns by what is left (TRX tr1
--- lara/control.c Lara_HandleAboveWater; tomb3 and TOMB4 LaraAboveWater
--- for the pitch). At the surface and, in TR1, under water the state
--- routines turn her directly and the turn rate is left alone (TRX tr1
--- Lara_HandleSurface, Lara_HandleUnderwater).
function body.turn(e, l)
  local game = world.game()
  -- The fly cheat runs the underwater routine (TOMB5 laramisc.cpp LaraCheat).
  local in_water = e.water == "surface" or e.water == "underwater" or l.flying
  e.roll = ease(angles.diff(e.roll, 0), in_water and C.LEAN_UNDO_WATER or C.LEAN_UNDO) % 65536
  if in_water then
    local lean = angles.diff(e.roll, 0)
    e.roll = math.max(-C.SWIM_LEAN_MAX, math.min(C.SWIM_LEAN_MAX, lean)) % 65536
    if (e.water == "underwater" or l.flying) and C.SWIM_TURN_RATE[game] then
      l.turn = ease(l.turn, C.TURN_UNDO)
      e.yaw = (e.yaw + l.turn) % 65536
    end
    return
  end
  local pitch_undo = C.PITCH_UNDO[game]
  if pitch_undo > 0 then e.pitch = ease(angles.diff(e.pitch, 0), pitch_undo) % 65536 end
  l.turn = ease(l.turn, C.TURN_UNDO)
  e.yaw = (e.yaw + l.turn) % 65536
end

--- Starts falling from where she is (walked off an edge); moving
--- backwards she falls back, carried on the way she was going.
function body.fall(e, l)
  if e.move_offset == 32768 and body.anim(e, l, "fall_back") then
    e.goal_state = S.FALL_BACK
  else
    body.anim(e, l, "fall_start")
    e.goal_state = S.FAST_FALL
  end
  e.gravity = true
  e.fall_speed = 0
end

--- A runner (run, sprint, wade) meeting what blocks her: glancing off it
--- when she meets it at a slant, else stopped — dead, with her wall
--- animation, where the wall ahead rises higher than `high_wall` (nil: a
--- wader, who just stops). True when she stopped.
---@param e Entity
---@param l table
---@param coll table the collision query's answer (body.collide)
---@param high_wall? integer
---@return boolean
function body.run_into_wall(e, l, coll, high_wall)
  if not body.blocked(coll) or not body.deflect(e, coll) then return false end
  -- Stopped by it, she stands up straight (TRX tr1 Lara_Col_Run).
  e.roll = 0
  if not (high_wall and coll.front.floor < -high_wall and body.anim(e, l, "run_wall_left")) then
    body.anim(e, l, "stop")
  end
  e.goal_state = S.STOP
  e.speed = 0
  return true
end

--- Lets go of the edge she hangs from (a hang, a shimmy, a corner turn):
--- she drops straight down.
function body.drop_from_edge(e, l)
  body.anim(e, l, "hang_drop")
  e.goal_state = S.FAST_FALL
  e.gravity, e.fall_speed, e.speed = true, 0, 0
  l.edge, l.hang_x, l.hang_z, l.wall_hang = false, false, false, false
end

--- Landing damage for a fall speed: none up to DAMAGE_START, fatal past
--- DAMAGE_START + DAMAGE_LENGTH, quadratic between (TRX tr1 lara/control.c
--- Lara_LandedBad).
function body.fall_damage(speed)
  if speed <= C.DAMAGE_START then return 0 end
  if speed > C.DAMAGE_START + C.DAMAGE_LENGTH then return C.MAX_HEALTH * 2 end
  local d = speed - C.DAMAGE_START
  return math.floor(C.MAX_HEALTH * d * d / (C.DAMAGE_LENGTH * C.DAMAGE_LENGTH))
end

--- Takes damage (events follow from the health change).
function body.hurt(e, amount)
  if amount > 0 then e.health = math.max(e.health - amount, -1) end
end

--- The state a landing asks for: `preferred` when the current animation
--- can change to it, else the skeleton's landing state.
function body.landing_state(e, l, preferred)
  if preferred and e:has_change(preferred) then return preferred end
  if e:has_change(l.anims.land_state) then return l.anims.land_state end
  return S.STOP
end

--- Lands on the floor `coll.mid.floor` below (zero or less: reached):
--- stops the fall, hurts by the fall speed, asks for `state`. True when
--- landed.
function body.land(e, l, coll, state)
  if e.fall_speed <= 0 or coll.mid.floor > 0 then return false end
  local speed = e.fall_speed
  e.y = e.y + coll.mid.floor
  e.gravity = false
  e.fall_speed = 0
  e.speed = 0
  body.hurt(e, body.fall_damage(speed))
  if e.health <= 0 then
    body.anim(e, l, "freefall_death")
    e.goal_state = S.DEATH
    l.dead = world.tick()
  elseif speed > C.FAST_FALL_SPEED and e.anim_state == S.FAST_FALL then
    body.anim(e, l, "freefall_land")
    e.goal_state = S.STOP
  else
    e.goal_state = body.landing_state(e, l, state)
  end
  l.landed = world.tick()
  return true
end

--- True once a jump or fall has landed and is waiting for its landing
--- animation: the air states then leave her goal alone (a take-off, also
--- on the ground, has not landed yet).
function body.landed(e, l)
  if e.gravity then
    l.landed = false
    return false
  end
  return l.landed ~= false
end

--- Leaves the ground when the floor is gone from under her: true when she
--- started falling (floor further below than `drop`).
function body.test_fall(e, l, coll, drop)
  -- Wading (TR2+) the water holds her up: she never falls.
  if coll.mid.floor <= drop or e.water == "wade" then return false end
  body.fall(e, l)
  return true
end

--- Starts a slide on a steep floor (TRX tr1 Lara_TestSlide): the heading
--- down the slope is the quarter the tilt points to (along x unless z
--- tilts more); facing within a quarter turn of it she slides forward,
--- otherwise back, shifted out of walls. The animation restarts only on a
--- new slide or a new heading (the original's `old_angle`, kept in
--- `l.slide_heading`). The caller follows the floor.
function body.test_slide(e, l, coll)
  local m = coll.mid
  if math.abs(m.tilt_x) <= 2 and math.abs(m.tilt_z) <= 2 then return false end
  if m.floor > C.STEP_UP then return false end
  -- The original's tilts count the other way: its tilt_x > 2 drops along
  -- −x, where ours (clicks the floor drops along +x) is below −2.
  local tx, tz = -m.tilt_x, -m.tilt_z
  local heading = 0
  if tx > 2 then heading = -16384 elseif tx < -2 then heading = 16384 end
  if tz > 2 and tz > math.abs(tx) then
    heading = -32768
  elseif tz < -2 and -tz > math.abs(tx) then
    heading = 0
  end
  local off = angles.diff(heading % 65536, e.yaw)
  body.shift_col(e, coll)
  local fresh = l.slide_heading ~= heading
  if off >= -16384 and off <= 16384 then
    if e.anim_state ~= S.SLIDE or fresh then
      body.anim(e, l, "slide")
      e.goal_state = S.SLIDE
      e.yaw = heading % 65536
      e.move_offset = 0
      l.slide_heading = heading
    end
  elseif e.anim_state ~= S.SLIDE_BACK or fresh then
    if not body.anim(e, l, "slide_back") then body.anim(e, l, "slide") end
    e.goal_state = e.anim_state
    e.yaw = (heading - 32768) % 65536
    e.move_offset = 32768
    l.slide_heading = heading
  end
  return true
end

--- Follows the floor: snaps onto it when within the step limits (a runner
--- drops at most STEP_SNAP_RUN per tick; wading in quicksand she sinks
--- towards a lower floor only at the sand's pace, `l.sink`, kept by
--- lara/quicksand.lua).
function body.follow_floor(e, coll, max_snap)
  local f = coll.mid.floor
  if f == C.WALL then return end
  if max_snap and f > max_snap then f = max_snap end
  local sink = e.state.sink
  if sink and f > sink then f = sink end
  e.y = e.y + f
end

--- Turns away from a wall met at a glancing angle: true when she was
--- stopped head-on.
function body.deflect(e, coll)
  if coll.hit == "left" then
    e.yaw = (e.yaw + C.DEFLECT) % 65536
  elseif coll.hit == "right" then
    e.yaw = (e.yaw - C.DEFLECT) % 65536
  elseif coll.hit == "front" or coll.hit == "top_front" or coll.hit == "clamp" then
    return true
  end
  return false
end

--- The wall facing nearest `yaw` and how far off it is.
function body.square(yaw)
  local facing = angles.quadrant(yaw) * 16384
  return facing, math.abs(angles.diff(yaw, facing))
end

--- Under water: kept inside the water between floor and ceiling, up to
--- the surface when the water ends above her.
function body.swim_collide(e, l)
  local coll = body.collide(e, l, body.LIMITS.underwater, C.UNDERWATER_RADIUS, C.UNDERWATER_HEIGHT)
  if body.blocked(coll) then
    if body.deflect(e, coll) then e.fall_speed = math.floor(e.fall_speed / 2) end
  end
  if coll.mid.floor ~= C.WALL and coll.mid.floor < 0 then e.y = e.y + coll.mid.floor end
  if coll.mid.ceiling > 0 then e.y = e.y + coll.mid.ceiling end
end

return body
