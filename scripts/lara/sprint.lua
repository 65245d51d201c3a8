-- Lara sprinting (TR3+): from a run with Sprint held she dashes, faster
-- than running and leaning into her turns, for as long as her sprint
-- energy lasts (it drains a tick a tick while she sprints and comes back
-- a tick a tick otherwise); Jump while sprinting dives forward, low, into a
-- run. Figures: Trxyebeep/tomb3 tomb3/game/lara.cpp (lara_as_dash,
-- lara_col_dash, lara_col_dashdive), tomb3/game/laramisc.cpp (DashTimer),
-- Trxyebeep/TOMB4 TOMB4/game/lara.cpp (lara_as_run).
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")

local sprint = {}
local held = body.held

--- The figures of sprinting.
sprint.F = {
  ENERGY = 120,            -- ticks of sprint when rested (DashTimer)
  -- Per game: a sprint starts only with full energy (TR3's lara_as_run
  -- tests DashTimer == 120) or with any left (TR4/TR5: DashTimer > 0).
  NEEDS_FULL = { [3] = true },
  -- Per game: Duck while sprinting stops her (TR3) or drops her into the
  -- duck (TR4/TR5 lara_as_dash).
  DUCKS = { [4] = true, [5] = true },
  TURN = 4 * C.DEGREE,     -- most turn while sprinting (728)
  -- Most lean (2,912): it grows by the runner's LEAN_RATE a tick and the
  -- control loop's LEAN_UNDO eases it after (body.steer, body.turn).
  LEAN_MAX = 16 * C.DEGREE,
  FALL = 384,              -- a floor this far below is a fall (LaraFallen)
  SNAP = 50,               -- she follows a lower floor at most this a tick
  STEP_ANIM = 128,         -- a rise above this plays the step-up
  HIGH_WALL = C.SPLAT_WALL, -- a wall higher than this splats her (as a runner)
}
local F = sprint.F

--- Collision thresholds (tomb3 lara_col_dash: bad_pos, bad_neg, bad_ceiling
--- and slopes_are_walls).
sprint.LIMITS = {
  sprint = { max_drop = C.NO_LIMIT, max_rise = C.STEP_UP, max_ceiling = 0, slopes_are_walls = true },
  dive = { max_drop = C.NO_LIMIT, max_rise = 256, max_ceiling = C.JUMP_CEILING, slopes_are_walls = true },
}

--- Sprint energy left (full when she never sprinted).
---@param l table Lara's state table
---@return integer
function sprint.energy(l)
  return l.sprint_energy or F.ENERGY
end

--- From a run: Sprint held with energy enough asks for the sprint
--- (ground.lua's run handler). True when it did.
---@param e Entity
---@param l table
function sprint.from_run(e, l)
  if not held(input.SPRINT) or e.water ~= "land" or not e:has_change(S.SPRINT) then return false end
  local energy = sprint.energy(l)
  if F.NEEDS_FULL[world.game()] and energy < F.ENERGY or energy <= 0 then return false end
  e.goal_state = S.SPRINT
  return true
end

--- Every tick (player.lua): energy comes back while she is not sprinting.
---@param e Entity
---@param l table
function sprint.tick(e, l)
  if e.anim_state ~= S.SPRINT and sprint.energy(l) < F.ENERGY then
    l.sprint_energy = sprint.energy(l) + 1
  end
end

sprint[S.SPRINT] = {
  control = function(e, l)
    e.move_offset = 0
    local energy = sprint.energy(l)
    if e.health <= 0 or energy <= 0 or not held(input.SPRINT) or e.water ~= "land" then
      e.goal_state = S.RUN
      return
    end
    l.sprint_energy = energy - 1
    if held(input.DUCK) then
      e.goal_state = F.DUCKS[world.game()] and S.DUCK or S.STOP
      return
    end
    -- tomb3 lara_as_dash (TOMB4, TOMB5 the same): turn and lean on her
    -- roll, as the run's, with the sprint's own limits.
    body.steer(l, F.TURN, e, F.LEAN_MAX)
    if held(input.JUMP) and not e.gravity then
      e.goal_state = S.SPRINT_DIVE
    elseif held(input.FORWARD) then
      e.goal_state = held(input.WALK) and S.WALK or S.SPRINT
    elseif not (held(input.LEFT) or held(input.RIGHT)) then
      e.goal_state = S.STOP
    end
  end,
  collide = function(e, l)
    local coll = body.collide(e, l, sprint.LIMITS.sprint)
    body.run_into_wall(e, l, coll, F.HIGH_WALL)
    if body.test_fall(e, l, coll, F.FALL) then return end
    if body.test_slide(e, l, coll) then return end
    if coll.mid.floor < -F.STEP_ANIM and coll.mid.floor >= -C.STEP_UP then body.anim(e, l, "run_step_up") end
    body.follow_floor(e, coll, F.SNAP)
  end,
}

-- The dive out of a sprint: its animations carry her low and forward and
-- end in a run.
sprint[S.SPRINT_DIVE] = {
  control = function(e, l)
    e.move_offset = 0
    local g = e.goal_state
    if g ~= S.DEATH and g ~= S.STOP and g ~= S.RUN and e.fall_speed > C.FAST_FALL_SPEED then
      e.goal_state = S.FAST_FALL
    end
  end,
  collide = function(e, l)
    local coll = body.collide(e, l, sprint.LIMITS.dive)
    if body.blocked(coll) and e.speed > C.JUMP_DEFLECT_SPEED and body.deflect(e, coll) then e.speed = 0 end
    if body.test_fall(e, l, coll, F.FALL) then return end
    if e.gravity then
      body.land(e, l, coll, held(input.FORWARD) and not held(input.WALK) and S.RUN or S.STOP)
      return
    end
    body.follow_floor(e, coll)
  end,
}

return sprint
