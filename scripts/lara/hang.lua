-- Lara hanging from a ledge: hang, shimmy left and right along the edge,
-- pull up onto it, let go. The edge is found again every tick with the
-- ledge probe; shimmying stops where the edge ends or changes height.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local corner = require("lara.corner")
local ladder = require("lara.ladder")

local hang = {}
local held = body.held

--- The frame of the hang animation (96, relative) at which she hangs still:
--- from there her feet may find a climbable wall (tomb3 LaraHangTest: the
--- grab's frame_base + 21).
local REST_FRAME = 21

--- True while an animation other than the hang itself plays under the hang
--- state (a sideways climb swinging into it, 201/202): it carries her.
local function swinging_in(e, l)
  return e.anim_state == S.HANG and e.anim ~= l.anims.grab_to_hang
end

--- True when the top of the edge has room for her to stand.
local function can_climb(e, l)
  local top, _, _, _, _, clearance, left, right = world.ledge(e, C.RADIUS, C.RADIUS + 64)
  if not top then return false end
  -- Room for her whole height on the top (TRX tr1 Lara_Col_Hang:
  -- front_floor − front_ceiling ≥ 0 with the query's height, 762).
  return clearance >= C.HEIGHT and math.abs(left - right) <= C.SLOPE_DIF
end

--- TR3+: true when the top of the edge has room to crawl in (a
--- crawlspace: at least C.CRAWL_ROOM high, tomb3 lara_col_hang).
local CRAWL_ROOM = C.CRAWL_ROOM
local function can_crawl_in(e)
  if not e:has_change(S.HANG_TO_CRAWL) then return false end
  local top, _, _, _, _, clearance, left, right = world.ledge(e, C.RADIUS, C.RADIUS + 64)
  return top ~= nil and clearance >= CRAWL_ROOM and math.abs(left - right) <= C.SLOPE_DIF
end


--- True while she hangs by her hands from a climbable wall with no edge
--- under them (caught by it in the air, air.wall_catch).
local function on_wall(l)
  return l.wall_hang and not l.edge
end

local function hang_control(e, l)
  l.turn = 0
  e.move_offset = 0
  if e.health <= 0 or not held(input.ACTION) then body.drop_from_edge(e, l) return end
  if swinging_in(e, l) then e.goal_state = S.HANG return end
  -- Hanging still over a climbable wall (TR2+), she puts her feet on it.
  if e.anim == l.anims.grab_to_hang and e.frame >= REST_FRAME and e:has_change(S.LADDER_IDLE)
    and ladder.foothold(e) then
    e.goal_state = S.LADDER_IDLE
    return
  end
  -- On a wall with no edge she only waits for her feet to find it.
  if on_wall(l) then e.goal_state = S.HANG return end
  local side = (held(input.LEFT) or held(input.STEP_LEFT)) and -1
    or (held(input.RIGHT) or held(input.STEP_RIGHT)) and 1 or nil
  if side and corner.can_shimmy(e, l, side) then
    e.goal_state = side < 0 and S.HANG_LEFT or S.HANG_RIGHT
  elseif side then
    -- The edge ends or meets a wall that way: round the corner, if any.
    e.goal_state = corner.turn(e, l, side) or S.HANG
  elseif held(input.FORWARD) and can_climb(e, l) then
    -- With Walk held she pulls up through a handstand.
    local handstand = held(input.WALK) and e:has_change(S.GYMNAST)
    e.goal_state = handstand and S.GYMNAST or S.CLIMB_UP
    if l.anims.fixed_lift then l.climb_from = e.y end
  elseif (held(input.FORWARD) or held(input.DUCK)) and can_crawl_in(e) then
    e.goal_state = S.HANG_TO_CRAWL
  else
    e.goal_state = S.HANG
  end
  if e.anim_state == S.HANG_LEFT then e.move_offset = 49152
  elseif e.anim_state == S.HANG_RIGHT then e.move_offset = 16384 end
  l.hang_x, l.hang_z = e.x, e.z
end

local function hang_collide(e, l)
  if e.anim_state == S.CLIMB_UP or swinging_in(e, l) then return end
  if on_wall(l) then
    -- Held where the wall caught her (TRX tr2 Lara_HangTest puts her back
    -- where she was while the wall does not hold her).
    e.gravity, e.fall_speed = false, 0
    e.x, e.z = l.hang_x, l.hang_z
    return
  end
  if not l.hands then
    -- Swung in from a climb: her hands' height in the hang, and where.
    local _, _, hands = e:bounds()
    l.hands, l.hang_x, l.hang_z = hands, e.x, e.z
  end
  local top, facing, hx, hz, _, _, left, right = world.ledge(e, C.RADIUS, C.RADIUS + 64)
  if not top or not l.edge or not l.hang_x then body.drop_from_edge(e, l) return end
  local lost = math.abs(top - l.edge) > C.HANG_TOLERANCE or math.abs(left - right) > C.SLOPE_DIF
  -- ... or a wall beside her stops her (an inside corner).
  local side = e.anim_state == S.HANG_LEFT and -1 or e.anim_state == S.HANG_RIGHT and 1
  lost = lost or (side and corner.side_wall(e, side, C.RADIUS))
  if lost then
    -- The edge ends here: back to where she hung.
    e.x, e.z = l.hang_x, l.hang_z
    e.goal_state = S.HANG
    return
  end
  e.yaw, e.x, e.z = facing, hx, hz
  l.edge = top
  e.y = top - (l.hands or -C.HEIGHT)
end

hang[S.HANG] = { control = hang_control, collide = hang_collide }
hang[S.HANG_LEFT] = hang[S.HANG]
hang[S.HANG_RIGHT] = hang[S.HANG]

return hang
