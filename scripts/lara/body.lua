-- What every state handler shares: input, turning, the collision query with
-- each state's thresholds (spec lara.md §4.2), animations by role, and the
-- common collision outcomes — fall, step, slide, land, deflect, die.
local S = require("lara.states")
local C = require("lara.constants")
local angles = require("lib.angles")

-- math.atan takes two arguments in Lua 5.4; LuaJIT names it atan2.
local atan2 = math.atan2 or math.atan

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
  local coll = l.coll
  for _, k in ipairs(KEYS) do coll[k] = limits[k] or false end
  coll.radius = radius or C.RADIUS
  coll.height = height or C.HEIGHT
  coll.facing = facing
  local hit = world.collide(e, coll)
  if hit ~= "none" and hit ~= "top" and (coll.shift_x ~= 0 or coll.shift_z ~= 0) then
    e.x = e.x + coll.shift_x
    e.z = e.z + coll.shift_z
    world.collide(e, coll)
  end
  coll.hit = hit
  return coll
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

--- Steers with left/right: the turn rate grows by TURN_ACCEL up to `max`.
function body.steer(l, max)
  if body.held(input.LEFT) then
    l.turn = math.max(l.turn - C.TURN_ACCEL, -max)
  elseif body.held(input.RIGHT) then
    l.turn = math.min(l.turn + C.TURN_ACCEL, max)
  end
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
  l.edge, l.hang_x, l.hang_z = false, false, false
end

--- Landing damage for a fall speed: none up to DAMAGE_START, fatal past
--- DAMAGE_START + DAMAGE_LENGTH, quadratic between (spec lara.md §3.2).
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

--- Starts a slide on a steep floor: forward when facing down the slope.
function body.test_slide(e, l, coll)
  local m = coll.mid
  if m.slope ~= "steep" or m.floor > C.STEP_UP then return false end
  -- Downhill heading from the tilt: the floor drops along +x by tilt_x.
  local down = math.floor(atan2(m.tilt_x, m.tilt_z) * 32768 / math.pi) % 65536
  local diff = angles.diff(e.yaw, down)
  if math.abs(diff) <= 16384 then
    e.yaw = down
    if e.anim_state ~= S.SLIDE then body.anim(e, l, "slide") end
    e.goal_state = S.SLIDE
    e.move_offset = 0
  else
    e.yaw = (down + 32768) % 65536
    if e.anim_state ~= S.SLIDE_BACK and e.anim_state ~= S.SLIDE then
      if not body.anim(e, l, "slide_back") then body.anim(e, l, "slide") end
    end
    e.goal_state = e.anim_state
    e.move_offset = 32768
  end
  e.y = e.y + m.floor
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

return body
