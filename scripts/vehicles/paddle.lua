-- The paddle drive model of vehicles/common.lua (chosen by `stats.paddle`):
-- a boat Lara paddles. Nothing pushes it but her strokes: each stroke
-- gives its speed and turn at the moment the blade bites, and between
-- strokes the water's drag slows it and its turn dies away. Her strokes
-- follow her keys:
--   Forward       strokes right, left, right… (each pushes it ahead and
--                 turns it a little to the stroke's side, the turns
--                 cancelling); with Left or Right held too she keeps
--                 stroking on that side, turning while she drives;
--   Left / Right  one side's stroke: from a standstill it only turns the
--                 boat on the spot, under way it turns harder and adds a
--                 little speed;
--   Back          the back stroke: it bites twice, slowing and then
--                 backing the boat, with a wiggle of turn each way;
--   Step L / R    she holds the paddle in the water on that side: the
--                 boat brakes and turns that way while it moves.
-- A stroke's "frame" is the frame of her stroke animation when the level
-- has the vehicle's Lara animations (the bite lands on the frame it does in
-- the original), else a clock of the stroke's own length.
local angles = require("lib.angles")

local paddle = {}

--- The state names of the strokes (the vehicle's Lara states of the same
--- names, `stats.lara.states`).
local STROKES = { "still", "left", "right", "back", "hold_left", "hold_right" }

--- Her stroke now and its frame: from her animation where the level has
--- the vehicle's Lara animations, else from the stroke clock.
local function phase(v, rider, st, s)
  local lara = st.lara
  if rider and lara and world.has_object(lara.object) then
    for _, name in ipairs(STROKES) do
      if lara.states[name] == rider.anim_state then return name, rider.frame end
    end
    return nil, 0
  end
  -- The clock: a stroke runs its length, then the one asked for begins.
  s.stroke_frame = s.stroke_frame + 1
  if s.stroke_frame >= (st.paddle.ticks[s.stroke] or 1) then
    s.stroke, s.stroke_frame = s.goal_stroke, 0
  end
  return s.stroke, s.stroke_frame
end

--- Adds `turn` to the turn rate, kept within ±`most`.
local function turn_by(s, turn, most)
  s.turn = math.max(-most, math.min(most, s.turn + turn))
end

--- A side stroke's bite: the forward paddling's, the turn on the spot's or
--- the steering stroke's (`kind` in the paddle stats), to side `dir`
--- (−1 left, 1 right).
local function bite(s, p, kind, dir)
  local k = p[kind]
  turn_by(s, dir * k.turn, k.max_turn)
  s.vel = s.vel + k.speed
end

--- The stroke to ask for from the pose (her keys; `moving` while the boat
--- moves).
local function from_pose(s, moving)
  local pressed = world.pressed
  if pressed(input.FORWARD) then
    s.stroke_kind = "forward"
    return "right"
  elseif pressed(input.BACK) then
    return "back"
  elseif pressed(input.LEFT) or pressed(input.RIGHT) then
    s.stroke_kind = s.vel == 0 and "spin" or "steer"
    return pressed(input.LEFT) and "left" or "right"
  elseif moving and pressed(input.STEP_LEFT) then
    return "hold_left"
  elseif moving and pressed(input.STEP_RIGHT) then
    return "hold_right"
  end
  return "still"
end

--- The next stroke after side stroke `side` ("left"/"right"): while she
--- drives forward, the other side, or the same side while its key is held;
--- a turning stroke goes on while its key is held.
local function after_side(s, side)
  local key = side == "left" and input.LEFT or input.RIGHT
  if s.stroke_kind ~= "forward" then
    return world.pressed(key) and side or "still"
  end
  if not world.pressed(input.FORWARD) then return "still" end
  if world.pressed(key) then return side end
  return side == "left" and "right" or "left"
end

--- One tick of paddling `v` (stats `st`, state `s`): her strokes when she
--- `steers` (`rider` set), then drag, the speed limit and the turn dying
--- away. Sets `s.speed`, `s.turn` and `s.anim_goal` (the Lara state her
--- strokes ask for); common.drive then turns and moves the boat.
---@param v Entity
---@param rider? Entity
---@param st table the stats (`st.paddle` the figures)
---@param s table the vehicle's state
---@param steers boolean
function paddle.steer(v, rider, st, s, steers)
  local p = st.paddle
  -- A wall took speed off since last tick (common.drive cut s.speed).
  if (s.vel > 0 and s.speed < math.floor(s.vel)) or (s.vel < 0 and s.speed > math.floor(s.vel)) then
    s.vel = s.speed
  end
  local moving = s.vel ~= 0
  if steers then
    local stroke, frame = phase(v, rider, st, s)
    local goal = stroke
    if stroke == "still" then
      goal = from_pose(s, moving)
    elseif stroke == "back" then
      goal = world.pressed(input.BACK) and "back" or "still"
      for _, f in ipairs(p.back.frames) do
        if frame == f.frame then
          s.turn = s.turn + f.turn
          s.vel = s.vel + p.back.speed
        end
      end
    elseif stroke == "left" or stroke == "right" then
      goal = after_side(s, stroke)
      if frame == p.bite_frame then bite(s, p, s.stroke_kind, stroke == "left" and -1 or 1) end
    elseif stroke == "hold_left" or stroke == "hold_right" then
      local key = stroke == "hold_left" and input.STEP_LEFT or input.STEP_RIGHT
      local dir = stroke == "hold_left" and -1 or 1
      if not world.pressed(key) or not moving then
        goal = "still"
      elseif s.vel > 0 then
        turn_by(s, dir * p.hold.turn, p.hold.max_turn)
        s.vel = math.max(s.vel - p.hold.brake, 0)
      else
        -- Backing, the held blade turns it the other way.
        turn_by(s, -dir * p.hold.turn, p.hold.max_turn)
        s.vel = math.min(s.vel + p.hold.brake, 0)
      end
    end
    if goal then s.goal_stroke = goal end
    s.anim_goal = s.goal_stroke
  end
  -- The water's drag, the speed limit, the turn dying away.
  if s.vel > 0 then s.vel = math.max(s.vel - p.drag, 0)
  elseif s.vel < 0 then s.vel = math.min(s.vel + p.drag, 0) end
  s.vel = math.max(-p.max_speed, math.min(p.max_speed, s.vel))
  s.speed = math.floor(s.vel)
  if s.turn > 0 then s.turn = math.max(s.turn - p.turn_decay, 0)
  else s.turn = math.min(s.turn + p.turn_decay, 0) end
  v.yaw = angles.wrap(v.yaw + s.turn)
end

--- A paddled boat's state at rest (vehicles/common.lua's init).
---@param s table
function paddle.init(s)
  s.vel = s.vel or 0
  s.stroke = s.stroke or "still"
  s.goal_stroke = s.goal_stroke or "still"
  s.stroke_frame = s.stroke_frame or 0
  s.stroke_kind = s.stroke_kind or "forward"
end

return paddle
