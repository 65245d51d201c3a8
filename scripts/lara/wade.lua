-- Lara wading (TR2+, state 65): in water too shallow to swim and too deep
-- to run in she wades — slower, no running, no jumping, no falling off
-- edges under water. This module decides when she goes between land,
-- wading and surface swimming (water.transitions asks it every tick) and
-- how she stands up from surface swimming where the floor comes near
-- (water.lua's surface collision asks it).
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local quicksand = require("lara.quicksand")
local ground = require("lara.ground")

local wade = {}

-- Surface swimming → wading: 190 stands up into the wade from a floor well
-- above her reach; the side strokes (143/144) go straight to the steps.
-- Wading → surface swimming by the way she was going: 140 the back stroke,
-- 143/144 the side strokes, 116 forward (tables in /work/anims/tr2_lara.txt;
-- every later game keeps the numbers).
require("lara.anims").add({
  [2] = { water_to_wade = 190, surface_back_start = 140, surface_left = 143,
          surface_right = 144 },
})

--- Depths, by the original (TRX src/tr2/game/lara/control.c Lara_Control,
--- misc.c Lara_TestWaterStepOut; the same figures in tomb3 and TOMB4).
wade.DATA = {
  -- Her feet this far under the surface make her wade (LARA_WADE_DEPTH).
  depth = 384,
  -- ... when the water there is at most this deep (LARA_SWIM_DEPTH − a
  -- click); deeper water she falls into and swims.
  entry_max = 730 - 256,
  -- Once wading, her feet deeper than this under the surface float her.
  swim_depth = 730,
  -- From surface swimming, a floor this close under the surface (her
  -- surface height) lets her stand (Lara_SurfaceCollision's probe depth).
  step_out = C.SURFACE_HEIGHT,
  -- A floor more than this above that reach she stands up into (190);
  -- nearer, she just wades on (STEP_L / 2).
  stand_up = 128,
  -- She stands this far above the floor ahead when she steps out.
  step_out_lift = 5,
  -- A wader follows a lower floor at most this per tick (as a runner).
  snap = C.STEP_SNAP_RUN,
}
local D = wade.DATA

--- True from TR2 on (TR1's Lara swims wherever the room is water) and
--- when her skeleton has the wade animation (not the demo hero).
local function wades(l) return world.game() >= 2 and l.anims.wade ~= nil end

--- What water does to her on land or wading, each tick after moving:
--- nil when this game has no wading (TR1's rule applies), "enter" when she
--- falls into deep water (water.enter follows), else "done".
---@param e Entity
---@param l table Lara's state table
---@return "enter"|"done"|nil
function wade.transitions(e, l)
  -- TR3's quicksand has rules of its own (lara/quicksand.lua).
  if quicksand.transitions(e, l) then return "done" end
  if not wades(l) then return nil end
  local surface, floor = world.water(e.room, e.x, e.y, e.z)
  local below = surface and e.y - surface or nil
  if e.water == "land" then
    if not below or below < D.depth then return "done" end
    if e.motion ~= "ground" or e.anim_state == S.CLIMB_UP or e.anim_state == S.WATER_OUT then
      return "done"
    end
    local depth = floor and floor - surface or math.huge
    if depth <= D.entry_max then
      if below > D.depth then
        e.water = "wade"
        if not e.gravity then e.goal_state = S.STOP end
      end
      return "done"
    end
    return "enter"
  end
  -- Wading.
  if not below or below < D.depth then
    e.water = "land"
    if e.anim_state == S.WADE then e.goal_state = S.RUN end
  elseif below > D.swim_depth then
    -- Out of her depth: she swims on at the surface the way she was going.
    local role, st = "surface_swim", S.SURF_SWIM
    if e.anim_state == S.BACK then role, st = "surface_back_start", S.SURF_BACK
    elseif e.anim_state == S.STEP_LEFT then role, st = "surface_left", S.SURF_LEFT
    elseif e.anim_state == S.STEP_RIGHT then role, st = "surface_right", S.SURF_RIGHT end
    body.anim(e, l, role)
    e.goal_state = st
    e.water, e.motion = "surface", "swim"
    e.y = surface
    e.pitch, e.roll = 0, 0
    e.gravity = false
    e.fall_speed, e.speed = 0, 0
    l.dive_hold = 0
  end
  return "done"
end

--- From surface swimming: stands up where the floor is within her reach
--- under the surface (TRX Lara_TestWaterStepOut). `coll` is the surface
--- collision query (floors relative to her, at the surface). True when she
--- stood up.
---@param e Entity
---@param l table
---@param coll table
---@return boolean
function wade.step_out(e, l, coll)
  if not wades(l) then return false end
  local m = coll.mid
  if coll.hit == "front" or m.slope == "steep" or m.floor == C.WALL then return false end
  local rise = m.floor - D.step_out
  if rise >= 0 then return false end
  if rise < -D.stand_up then
    body.anim(e, l, "water_to_wade")
    e.goal_state = S.STOP
  elseif e.goal_state == S.SURF_LEFT then
    e.goal_state = S.STEP_LEFT
  elseif e.goal_state == S.SURF_RIGHT then
    e.goal_state = S.STEP_RIGHT
  else
    body.anim(e, l, "wade")
    e.goal_state = S.WADE
  end
  local front = coll.front.floor ~= C.WALL and coll.front.floor or m.floor
  e.y = e.y + front - D.step_out_lift
  e.water, e.motion = "wade", "ground"
  e.gravity = false
  e.pitch, e.roll = 0, 0
  e.fall_speed, e.speed = 0, 0
  return true
end

-- TRX tr2 lara/state.c Lara_State_Wade (tomb3, TOMB4, TOMB5 lara_as_wade):
-- she turns and leans as a runner does, the turn rate up to TURN_FAST and
-- the lean LEAN_RATE a tick up to LEAN_MAX; in TR3's quicksand up to its
-- own wade_turn and wade_lean.
wade[S.WADE] = {
  control = function(e, l)
    e.move_offset = 0
    if e.health <= 0 then e.goal_state = S.STOP return end
    if quicksand.room(e) then
      body.steer(l, quicksand.DATA.wade_turn, e, quicksand.DATA.wade_lean)
    else
      body.steer(l, C.TURN_FAST, e, true)
    end
    if body.held(input.FORWARD) then
      -- Out of the water she breaks into a run (177 → 180/181).
      e.goal_state = e.water == "land" and S.RUN or S.WADE
    else
      e.goal_state = S.STOP
    end
  end,
  -- TRX tr2 lara/col.c Lara_Col_Wade: a block ahead with Action held she
  -- climbs (Lara_TestVault) before walls stop her; a high wall stops her
  -- without the run's splat (the original's splat tests the wade
  -- animation's absolute frame number against the run's 0–21).
  collide = function(e, l)
    local coll = body.collide(e, l, body.LIMITS.run)
    if ground.test_vault(e, l, coll) then return end
    body.run_into_wall(e, l, coll)
    -- Wading she never falls (the water holds her); out of it she does.
    if body.test_fall(e, l, coll, C.STEP_UP) then return end
    if body.test_slide(e, l, coll) then return end
    body.follow_floor(e, coll, D.snap)
  end,
}

return wade
