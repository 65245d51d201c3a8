-- Lara on a climbable wall (TR2+): getting on from standing, the stance,
-- climbing up and down, sideways, pulling up onto the top, letting go and
-- jumping off backwards. A wall is climbable where the floor data of the
-- sector she is in has the climb bit of the side she faces (1 +Z, 2 +X,
-- 4 −Z, 8 −X: TRX src/tr2/game/room.c tests the bit of Lara's facing
-- quadrant in her own sector's floor data). The climbing animations carry
-- her: each up or down cycle moves her a sector's half at its end (their
-- SetPosition commands); the handlers only decide when to go on or stop.
-- From TR4 on, where the wall ends sideways she climbs round its corner
-- (lara/corner.lua plays the turn).
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local angles = require("lib.angles")
local fixed = require("lib.fixed")

require("lara.anims").add({
  [2] = {
    ladder_mount = 160,   -- stand → stance, lifts her 512 as it ends
    ladder_up = 161,      -- the climbing cycle (512 a cycle)
    ladder_idle = 164,    -- the stance
    ladder_down = 168,    -- the climbing-down cycle (512 a cycle)
    ladder_right = 170, ladder_left = 171,
    ladder_top = 174,     -- stance → standing on the top (lifts 512)
    ladder_back_jump = 182,
    -- Hanging on a climbable wall, hand over hand a click up or down (187,
    -- 188: tomb3 ANIM_HANGUP/HANGDOWN): not played by these scripts.
    hang_to_ladder_up = 187, hang_to_ladder_down = 188,
    -- From the stance down into a hang where her feet lose the wall (the
    -- stance's change to the hang).
    ladder_to_hang = 194,
    -- Hang → stance (96's change to 56: 172 lifts her 190, 173 settles).
    hang_to_ladder = 172,
    -- Climbing sideways off the climbable part into a hang from the edge
    -- (170/171's change to 10; each ends in the hang, 200 aside and 240
    -- lower: tomb3 ANIM_GRABRIGHT/GRABLEFT).
    ladder_to_hang_right = 201, ladder_to_hang_left = 202,
  },
  -- Round a corner of the wall (TR4, TR5: TOMB4 lara_states.h
  -- ANIM_EXTCLIMBL … ANIM_INTCLIMBR_END): each a one-frame turn and its
  -- one-frame end going on into the stance; both games' Lara has them.
  [4] = {
    ladder_corner_out_left = 363, ladder_corner_out_left_end = 364,
    ladder_corner_out_right = 365, ladder_corner_out_right_end = 366,
    ladder_corner_in_left = 367, ladder_corner_in_left_end = 368,
    ladder_corner_in_right = 369, ladder_corner_in_right_end = 370,
  },
})

local ladder = {}
local held = body.held

--- Climbing figures (TR2; later games keep them).
ladder.DATA = {
  -- A climbing cycle lifts or lowers her this much (TRX const.h
  -- LARA_CLIMB_HEIGHT, the SetPosition of anims 161 and 168).
  CYCLE = 512,
  -- The wall ahead must rise at least this far above her feet to be got
  -- on from standing (TRX misc.c Lara_TestVault: front floor < −4 clicks);
  -- lower tops within the up-jump range are grabbed as ledges instead.
  MOUNT_WALL = 1920,
  -- Her feet this far below the top start the pull-up onto it (anim 174
  -- lifts her 512 as it ends: TRX col.c Lara_Col_ClimbStance puts her at
  -- ledge − 1 click below her hands, 768 + 256 above her feet).
  TOP_REACH = 512,
  -- Tolerance on heights (TRX misc.c CLIMB_SHIFT).
  SHIFT = 70,
  -- How far to each side the wall is looked at when moving sideways,
  -- beyond her radius: left per game (TRX tr2 const.h
  -- LARA_CLIMB_WIDTH_LEFT 80; tomb3, TOMB4, TOMB5 laraclmb.cpp
  -- lara_col_climbleft 120), right 120 in every game.
  WIDTH_LEFT = { [2] = 80, [3] = 120, [4] = 120, [5] = 120 }, WIDTH_RIGHT = 120,
  -- Her feet stay at least this far above the floor on the wall (the
  -- mount lifts her 512; TRX Lara_TestClimb refuses a step down ending
  -- closer).
  FLOOR_ROOM = 512,
  -- How far into the wall the probes look past her radius.
  PROBE = 64,
  -- The stance starts a sideways climb only with this much more wall
  -- beyond the sideways probe (the climb's first ticks' travel), so she
  -- does not start one she must stop at once.
  SIDE_MARGIN = 16,
  -- Going down, where the wall ends and the floor lies at least this far
  -- (plus half a click) below the top of the cycle she tests, her hands
  -- hold on as her feet lose it (TRX misc.c CLIMB_HANG, Lara_TestClimb's
  -- `hang`).
  CLIMB_HANG = 900,
  -- The games whose stance leaves the wall on Jump only from its own
  -- animation (TOMB4, TOMB5 lara_as_climbstnc; TRX tr2 and tomb3 from any).
  JUMP_FROM_STANCE_ANIM_ONLY = { [4] = true, [5] = true },
  -- She gets on a wall at most this far beyond her radius.
  TOUCH = 32,
  -- The hang a sideways climb swings her into lies this far aside (the
  -- SetPosition of anims 201 and 202).
  HANG_ASIDE = 200,
  -- Climbing sideways she holds on by the wall this far above her feet
  -- (tomb3 lara_col_climbleft/right test the wall from 512 above her feet
  -- down), so she can move along it with her hands at its top.
  SIDE_HOLD = 512,
}
local D = ladder.DATA

local BITS = { 1, 2, 4, 8 }

--- How far beyond her radius the wall is looked at to her left.
local function width_left()
  return D.WIDTH_LEFT[world.game()] or D.WIDTH_LEFT[2]
end

--- The climb bit of the wall on the side `yaw` faces.
---@param yaw integer
---@return integer
function ladder.bit(yaw)
  return BITS[angles.quadrant(yaw) + 1]
end

--- A point `side` units to her right (negative: left) of her and `ahead`
--- in front, in world coordinates.
local function offset(e, ahead, side)
  local fx, fz = fixed.step(e.yaw, ahead)
  local sx, sz = fixed.step((e.yaw + 16384) % 65536, side)
  return e.x + fx + sx, e.z + fz + sz
end

--- True when the sector she is in has the climb bit of the side she faces
--- (TRX tr2 `lara.climb_status`, read from her sector's floor data).
---@param e Entity
---@return boolean
function ladder.climb_status(e)
  local room = world.room_at(e.room, e.x, e.y, e.z)
  local _, climb, _, _, _, wall = world.sector(room, e.x, e.y, e.z)
  return not wall and ((climb or 0) // ladder.bit(e.yaw)) % 2 == 1
end

--- True when the wall she faces is climbable at `side` units to her right
--- (0: where she is): the climb bit is set in the sector there and a wall
--- stands in front at the height `y` (default her hands' height).
---@param e Entity
---@param side? integer
---@param y? integer
function ladder.climbable(e, side, y)
  y = y or e.y - C.HEIGHT
  local x, z = offset(e, 0, side or 0)
  local room = world.room_at(e.room, x, y, z)
  local _, climb, _, _, _, wall = world.sector(room, x, y, z)
  if wall or not climb or (climb // ladder.bit(e.yaw)) % 2 == 0 then return false end
  local fx, fz = offset(e, C.RADIUS + D.PROBE, side or 0)
  local floor = world.floor(room, fx, y, fz)
  -- A wall rising from the floor ahead, or coming down from its ceiling.
  return floor == C.NO_HEIGHT or floor <= y or world.ceiling(room, fx, y, fz) >= y
end

--- The top of the wall in front (world y), or nil when it rises to the
--- ceiling; with the room there is to stand on it.
local function top(e)
  local t, _, _, _, _, clearance = world.ledge(e, C.RADIUS, C.RADIUS + D.PROBE)
  return t, clearance
end

--- Squares her to the wall and puts her a radius from it, her front probe
--- just short of it where the originals' grid shift leaves her (a wall at
--- a higher line: a unit more, TRX tr1 collide.c Room_FindGridShift).
local function square_up(e)
  local facing = angles.quadrant(e.yaw) * 16384
  e.yaw = facing
  local dx, dz = fixed.step(facing, 1)
  if dx ~= 0 then
    local line = dx > 0 and (e.x // 1024 + 1) * 1024 or (e.x // 1024) * 1024
    e.x = line - dx * C.RADIUS - (dx > 0 and 1 or 0)
  else
    local line = dz > 0 and (e.z // 1024 + 1) * 1024 or (e.z // 1024) * 1024
    e.z = line - dz * C.RADIUS - (dz > 0 and 1 or 0)
  end
end

--- How far from her the sector line the square heading `yaw` looks at is.
local function line_distance(e, yaw)
  local dx, dz = fixed.step(angles.quadrant(yaw) * 16384, 1)
  if dx > 0 then return (e.x // 1024 + 1) * 1024 - e.x end
  if dx < 0 then return e.x - (e.x // 1024) * 1024 end
  if dz > 0 then return (e.z // 1024 + 1) * 1024 - e.z end
  return e.z - (e.z // 1024) * 1024
end

--- How far the sector line she faces is from her.
local function wall_distance(e)
  return line_distance(e, e.yaw)
end

--- Gets on the climbable wall she touches from standing (the stand's
--- collision asks when Action is held): true when she starts.
---@param e Entity
---@param l table
---@return boolean
function ladder.mount(e, l)
  if not l.anims.ladder_mount or e.water ~= "land" then return false end
  local _, off = body.square(e.yaw)
  if off > C.VAULT_ANGLE or wall_distance(e) > C.RADIUS + D.TOUCH then return false end
  local saved = e.yaw
  e.yaw = angles.quadrant(e.yaw) * 16384
  local t = top(e)
  local ok = ladder.climbable(e) and (not t or e.y - t > D.MOUNT_WALL)
  if not ok then e.yaw = saved return false end
  square_up(e)
  -- The stand's way onto the wall (anim 11's change to the stance), played
  -- at once: a runner stops and gets on in the same tick.
  body.anim(e, l, "ladder_mount")
  e.goal_state = S.LADDER_IDLE
  e.speed, l.turn = 0, 0
  return true
end

--- Lets go of the wall: she falls from where she is.
local function let_go(e, l)
  body.fall(e, l)
  e.speed = 0
end

--- True when she may hang on the wall with her feet at `y`: below the
--- top's pull-up height, under the ceiling, and the wall climbable there.
local function fits_up(e, y)
  local t = top(e)
  if t then return y - t >= D.TOP_REACH - D.SHIFT end
  local ceiling = world.ceiling(e.room, e.x, e.y - C.HEIGHT, e.z)
  return y - C.HEIGHT - ceiling >= 0 and ladder.climbable(e, 0, y - C.HEIGHT)
end

--- True when she may hang on the wall with her feet at `y` going down:
--- the floor stays far enough below and the wall goes on.
local function fits_down(e, y)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  if floor == C.NO_HEIGHT or floor - y < D.FLOOR_ROOM - D.SHIFT then return false end
  return ladder.climbable(e, 0, y - C.CLICK)
end

--- True when, going down from feet at `feet`, the wall ends under her
--- feet across her width while her hands still hold it, above a drop deep
--- enough to hang over (TRX tr2 Lara_TestClimbPos over the cycle from a
--- click above her feet, at both her sides: a result of −1, `hang`): she
--- drops from the stance into a hang.
local function ends_below(e, feet)
  local top = feet - C.CLICK
  local floor = world.floor(e.room, e.x, e.y, e.z)
  if floor == C.NO_HEIGHT or floor - top - C.CLICK // 2 < D.CLIMB_HANG then return false end
  local ends = false
  for _, side in ipairs({ C.RADIUS + D.WIDTH_RIGHT, -(C.RADIUS + width_left()) }) do
    if not ladder.climbable(e, side, top) then return false end
    ends = ends or not ladder.climbable(e, side, top + D.CYCLE - D.SHIFT)
  end
  return ends
end

--- Drops from the stance into a hang by her hands on the wall (the
--- stance's change to the hang, 194 in TR2).
local function drop_to_hang(e, l)
  e.goal_state = S.HANG
  l.edge, l.hands, l.wall_hang = false, false, true
  l.hang_x, l.hang_z = e.x, e.z
end

--- True when the top is within reach and has room to stand on.
local function at_top(e)
  local t, clearance = top(e)
  return t ~= nil and e.y - t <= D.TOP_REACH + D.SHIFT and clearance >= C.HEIGHT - 100
end

--- True when her feet find the climbable wall under the edge she hangs
--- from, across her width (tomb3 LaraTestClimbStance: the wall at both her
--- sides): she can put them on it.
---@param e Entity
---@return boolean
function ladder.foothold(e)
  local feet = e.y - C.CLICK
  local floor = world.floor(e.room, e.x, e.y, e.z)
  if floor ~= C.NO_HEIGHT and floor - feet < D.FLOOR_ROOM - D.SHIFT then return false end
  return ladder.climbable(e, 0, feet) and ladder.climbable(e, -(C.RADIUS + width_left()), feet)
    and ladder.climbable(e, C.RADIUS + D.WIDTH_RIGHT, feet)
end

--- The edge `side` (±1) of her where a sideways climb's hang would put her
--- (HANG_ASIDE along the wall): its top, or nil when no edge runs on there
--- at the height of the top she holds under her hands.
local function edge_aside(e, side)
  local t = top(e)
  if not t or math.abs(e.y - t - D.TOP_REACH) > D.SHIFT then return nil end
  local x, z = e.x, e.z
  e.x, e.z = offset(e, 0, side * D.HANG_ASIDE)
  local there = world.ledge(e, C.RADIUS, C.RADIUS + D.PROBE)
  e.x, e.z = x, z
  if not there or math.abs(there - t) > C.HANG_TOLERANCE then return nil end
  return t
end

--- True when the top is within reach and a crawlspace, and her skeleton
--- climbs into one from the wall (TR5: the stance's change to state 138,
--- anim 473, which carries her under the climb-up state and ends ducked).
local function at_crawl_top(e)
  local t, clearance = top(e)
  return t ~= nil and e.y - t <= D.TOP_REACH + D.SHIFT and clearance >= C.CRAWL_ROOM
    and e:has_change(S.LADDER_TO_CRAWL)
end

--- The climbing cycles stop only at their start, middle and end (the
--- frames of their changes to the stance); stopping there leaves her a
--- click further on than the cycle's own SetPosition has taken her at the
--- start, two in the middle, three at the end (TRX col.c
--- Lara_Col_Climbing / Lara_Col_ClimbDown). Frame → how far on she stops.
D.STOPS_UP = { [0] = 256, [29] = 512, [58] = 768 }
D.STOPS_DOWN = { [0] = 0, [29] = 256, [58] = 512 }
-- What the stop animation itself moves (162/163: a click up; 166/167:
-- nothing); the rest is put on her as she stops.
D.STOP_MOVE_UP, D.STOP_MOVE_DOWN = 256, 0

--- True when the wall goes on `side` (±1) of her, `margin` further, at
--- the height a sideways climb holds on by (so also with her hands at the
--- top).
local function room_aside(e, side, margin)
  local reach = (margin or 0) + (side < 0 and C.RADIUS + width_left() or C.RADIUS + D.WIDTH_RIGHT)
  reach = side < 0 and -reach or reach
  return ladder.climbable(e, reach, e.y - D.SIDE_HOLD)
end

--- Where she holds on round the corner at the `side` (−1 left, +1 right)
--- end of her sector's stretch of wall, and her heading there. The corner
--- lies on the sector line ahead where it meets the one at that side; she
--- is put as far from it along the new wall as she was from the side line,
--- and as far off the new wall as she was off the old one (TOMB4
--- laraclmb.cpp LaraClimb{Left,Right}CornerTest, the sector-offset
--- reflections). Inside: the side line is a wall she turns to face.
--- Outside: the wall she is on ends there; she goes round onto its side
--- face, turned back towards it.
local function corner_spot(e, side, inside)
  local facing = angles.quadrant(e.yaw) * 16384
  local aside = (facing + side * 16384) % 65536
  local fx, fz = fixed.step(facing, 1)
  local sx, sz = fixed.step(aside, 1)
  local wall, along = line_distance(e, facing), line_distance(e, aside)
  local cx, cz = e.x + wall * fx + along * sx, e.z + wall * fz + along * sz
  if inside then
    return cx - wall * sx - along * fx, cz - wall * sz - along * fz, aside
  end
  return cx + wall * sx + along * fx, cz + wall * sz + along * fz, (facing - side * 16384) % 65536
end

--- The corner state she goes round from the stance at the `side` (−1 left,
--- +1 right) end of the wall, tried inside first, or nil when the wall
--- goes round neither way (TR4, TR5: TOMB4 LaraClimb{Left,Right}CornerTest,
--- only from the stance's own animation). There, the sector must have the
--- climb bit of the side she would face and the wall go on to the same
--- side of her. Keeps where she will hold on in `l.corner_x`,
--- `l.corner_z`, `l.corner_yaw`.
local function corner_turn(e, l, side)
  if not l.anims.ladder_corner_out_left or e.anim ~= l.anims.ladder_idle then return nil end
  local x, z, yaw = e.x, e.z, e.yaw
  local turn
  for _, inside in ipairs({ true, false }) do
    local cx, cz, cyaw = corner_spot(e, side, inside)
    e.x, e.z, e.yaw = cx, cz, cyaw
    local ok = ladder.climb_status(e) and room_aside(e, side)
    e.x, e.z, e.yaw = x, z, yaw
    if ok then
      l.corner_x, l.corner_z, l.corner_yaw = cx, cz, cyaw
      if inside then
        turn = side < 0 and S.CORNER_IN_LEFT or S.CORNER_IN_RIGHT
      else
        turn = side < 0 and S.CORNER_OUT_LEFT or S.CORNER_OUT_RIGHT
      end
      break
    end
  end
  return turn
end

--- The stance's goal for a sideways key to the `side` (−1 left, +1 right):
--- the sideways climb where the wall goes on that way; else, with Left or
--- Right itself held (not a sidestep key: TOMB4 LaraDoClimbLeftRight),
--- round the corner there, if any; else the stance.
local function sideways_goal(e, l, side, state, key)
  if room_aside(e, side, D.SIDE_MARGIN) then return state end
  return held(key) and corner_turn(e, l, side) or S.LADDER_IDLE
end

local function stance_control(e, l)
  l.turn = 0
  e.move_offset = 0
  if e.health <= 0 or not held(input.ACTION) then let_go(e, l) return end
  if held(input.LEFT) or held(input.STEP_LEFT) then
    e.goal_state = sideways_goal(e, l, -1, S.LADDER_LEFT, input.LEFT)
  elseif held(input.RIGHT) or held(input.STEP_RIGHT) then
    e.goal_state = sideways_goal(e, l, 1, S.LADDER_RIGHT, input.RIGHT)
  elseif held(input.JUMP) then
    -- Off the wall backwards; TR4 on only from the stance's own animation
    -- (TOMB4 lara_as_climbstnc), not while one settling her into it plays.
    if not D.JUMP_FROM_STANCE_ANIM_ONLY[world.game()] or e.anim == l.anims.ladder_idle then
      e.goal_state, e.move_offset = S.BACK_JUMP, 32768
    end
  elseif held(input.FORWARD) then
    if at_top(e) then
      -- The pull-up starts that far below the top it ends on.
      e.goal_state = S.CLIMB_UP
      e.y = top(e) + D.TOP_REACH
    elseif at_crawl_top(e) then
      e.goal_state = S.LADDER_TO_CRAWL
      e.y = top(e) + D.TOP_REACH
    elseif fits_up(e, e.y - C.CLICK) then
      e.goal_state = S.LADDER_UP
    else
      e.goal_state = S.LADDER_IDLE
    end
  elseif held(input.BACK) and e:has_change(S.HANG) and ends_below(e, e.y) then
    drop_to_hang(e, l)
  elseif held(input.BACK) and fits_down(e, e.y + C.CLICK) then
    e.goal_state = S.LADDER_DOWN
  else
    e.goal_state = S.LADDER_IDLE
  end
end

--- On the wall: no gravity, square to it, where the animations put her.
local function hold_on(e, l)
  e.gravity, e.fall_speed = false, 0
  if e.anim_state ~= S.LADDER_UP or e.anim ~= l.anims.ladder_mount then square_up(e) end
  l.ladder_x, l.ladder_z = e.x, e.z
end

ladder[S.LADDER_IDLE] = { control = stance_control, collide = hold_on }

ladder[S.LADDER_UP] = {
  control = function(e, l)
    e.move_offset = 0
    -- The mount plays under this state and ends in the stance.
    if e.anim == l.anims.ladder_mount then e.goal_state = S.LADDER_IDLE return end
    if e.health <= 0 or not held(input.ACTION) then let_go(e, l) return end
    e.goal_state = S.LADDER_UP
    local stop = e.anim == l.anims.ladder_up and D.STOPS_UP[e.frame]
    if not stop then return end
    -- On while Forward is held and the next stop still fits; else stop here.
    local stop_y = e.y - stop
    if held(input.FORWARD) and fits_up(e, stop_y - C.CLICK) then return end
    e.goal_state = S.LADDER_IDLE
    e.y = stop_y + D.STOP_MOVE_UP
  end,
  collide = hold_on,
}

ladder[S.LADDER_DOWN] = {
  control = function(e, l)
    e.move_offset = 0
    if e.health <= 0 or not held(input.ACTION) then let_go(e, l) return end
    e.goal_state = S.LADDER_DOWN
    local stop = e.anim == l.anims.ladder_down and D.STOPS_DOWN[e.frame]
    if not stop then return end
    local stop_y = e.y + stop
    if held(input.BACK) and ends_below(e, stop_y) then
      -- TRX tr2 Lara_Col_ClimbDown: back to the stance's animation at the
      -- stop, from which she drops into the hang.
      e.y = stop_y
      body.anim(e, l, "ladder_idle")
      drop_to_hang(e, l)
      return
    end
    if held(input.BACK) and fits_down(e, stop_y + C.CLICK) then return end
    e.goal_state = S.LADDER_IDLE
    e.y = stop_y - D.STOP_MOVE_DOWN
  end,
  collide = hold_on,
}

--- Sideways: on while the key is held; where the wall stops being
--- climbable she stops where she was.
local function sideways(state, offset, side, keys)
  return {
    control = function(e, l)
      e.move_offset = offset
      if e.health <= 0 or not held(input.ACTION) then let_go(e, l) return end
      if e.goal_state == S.HANG then return end
      local on = held(keys[1]) or held(keys[2])
      e.goal_state = on and state or S.LADDER_IDLE
    end,
    collide = function(e, l)
      e.gravity, e.fall_speed = false, 0
      if e.goal_state == S.HANG then
        -- Swinging into the hang: held where the climbable part ends.
        if l.ladder_x then e.x, e.z = l.ladder_x, l.ladder_z end
        return
      end
      if not ladder.climbable(e, 0, e.y - D.SIDE_HOLD) or not room_aside(e, side) then
        if l.ladder_x then e.x, e.z = l.ladder_x, l.ladder_z end
        -- At the top, with the edge running on where the wall stops being
        -- climbable, she swings into a hang from it (201/202); else stops.
        local edge = e:has_change(S.HANG) and edge_aside(e, side)
        if edge then
          e.goal_state = S.HANG
          l.edge, l.hands, l.hang_x, l.hang_z = edge, false, false, false
          return
        end
        body.anim(e, l, "ladder_idle")
        e.goal_state = S.LADDER_IDLE
      end
      square_up(e)
      l.ladder_x, l.ladder_z = e.x, e.z
    end,
  }
end
ladder[S.LADDER_LEFT] = sideways(S.LADDER_LEFT, 49152, -1, { input.LEFT, input.STEP_LEFT })
ladder[S.LADDER_RIGHT] = sideways(S.LADDER_RIGHT, 16384, 1, { input.RIGHT, input.STEP_RIGHT })

-- The climb end: no animation of any game carries it; handled as the
-- stance should a level's animation name it.
ladder[S.LADDER_END] = ladder[S.LADDER_IDLE]

return ladder
