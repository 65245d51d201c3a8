-- TR5's fly cheat (state 118, TOMB5's swim-cheat pose; anim 445 in TR5):
-- a debug mode a modder switches on with `require("lara.cheat").fly(lara,
-- true)` (off with `false`). While it lasts she swims through the air with
-- the underwater controls: Jump strokes ahead along her heading and pitch,
-- Forward/Back pitch her down/up, Left/Right turn, TR5's Roll spins her;
-- no gravity, no water needed, walls and floors still hold her. Switched
-- off she falls from where she is; Walk ends it, her feet under her. Games
-- before TR5 lack the pose: she flies in her underwater glide instead.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local anims = require("lara.anims")
local angles = require("lib.angles")

anims.add({
  [1] = { fly_cheat = false },
  [5] = { fly_cheat = 445 },
})

local cheat = {}

--- Switches the fly cheat on or off for Lara `e`.
---@param e Entity
---@param on boolean
function cheat.fly(e, on)
  local l = e.state
  if on then
    l.flying = true
    e.water, e.motion, e.gravity = "land", "swim", false
    e.speed, e.fall_speed = 0, 0
    if not body.anim(e, l, "fly_cheat") then body.anim(e, l, "swim_glide") end
    e.goal_state = S.FLY_CHEAT
  elseif l.flying then
    l.flying = false
    e.motion, e.pitch, e.roll = "ground", 0, 0
    body.fall(e, l)
  end
end

---@param e Entity
---@return boolean
function cheat.flying(e) return e.state.flying == true end

--- How she flies, by game: TR5's own routine (TOMB5 laraswim.cpp
--- lara_as_swimcheat) turns through the turn rate (`turn_accel` a tick up
--- to `turn_max`; LaraUnderWater takes the undo off), pitches `pitch` a
--- tick, strokes `stroke` a tick up to `top`, glides losing an eighth of her
--- speed (`glide_divisor`) and stops below `glide_stop`, and Roll sets the
--- turn rate to `spin`; the games before fly with the swim figures (TRX tr2
--- LWS_CHEAT runs the swim routines), turning directly.
local FLY = {
  [5] = { turn_accel = 613, turn_max = C.TURN_MED, pitch = 3 * C.DEGREE, stroke = 16, top = 400,
          glide_divisor = 8, glide_stop = 8, spin = -12 * C.DEGREE },
  swim = { turn = C.SWIM_YAW, pitch = C.SWIM_PITCH, stroke = C.SWIM_ACCEL, top = C.SWIM_MAX,
           friction = C.WATER_FRICTION },
}

--- Ends the cheat as Walk does (TOMB5 laramisc.cpp LaraCheat, TRX tr2
--- Lara_Cheat_ExitFlyMode): out of the pose into the stop, straightened,
--- on her feet where she is — the stop's collision lets her fall.
local function land_from_flight(e, l)
  l.flying = false
  e.motion, e.pitch, e.roll = "ground", 0, 0
  body.anim(e, l, "stop")
  e.goal_state = S.STOP
  e.speed, e.fall_speed = 0, 0
end

local function control(e, l)
  if not l.flying then
    -- Reached without the switch (an animation's own change): she falls.
    e.motion = "ground"
    body.fall(e, l)
    return
  end
  local held = body.held
  if held(input.WALK) and not held(input.LOOK) then land_from_flight(e, l) return end
  local f = FLY[world.game()] or FLY.swim
  local pitch = angles.diff(e.pitch, 0)
  if held(input.FORWARD) then pitch = pitch - f.pitch
  elseif held(input.BACK) then pitch = pitch + f.pitch end
  e.pitch = angles.wrap(math.max(-C.PITCH_LIMIT, math.min(C.PITCH_LIMIT, pitch)))
  local side = held(input.LEFT) and -1 or held(input.RIGHT) and 1 or 0
  if f.turn then
    e.yaw = angles.wrap(e.yaw + side * f.turn)
  elseif side ~= 0 then
    l.turn = math.max(-f.turn_max, math.min(f.turn_max, l.turn + side * f.turn_accel))
  end
  if f.spin and held(input.ROLL) then l.turn = f.spin end
  if held(input.JUMP) then
    e.fall_speed = math.min(e.fall_speed + f.stroke, f.top)
  elseif f.glide_divisor then
    e.fall_speed = e.fall_speed >= f.glide_stop and e.fall_speed - e.fall_speed // f.glide_divisor or 0
  else
    e.fall_speed = math.max(e.fall_speed - f.friction, 0)
  end
  e.goal_state = S.FLY_CHEAT
end

local function collide(e, l)
  if not l.flying then return end
  e.gravity = false
  local coll = body.collide(e, l, body.LIMITS.underwater, C.UNDERWATER_RADIUS, C.UNDERWATER_HEIGHT)
  if body.blocked(coll) and body.deflect(e, coll) then e.fall_speed = math.floor(e.fall_speed / 2) end
  if coll.mid.floor ~= C.WALL and coll.mid.floor < 0 then e.y = e.y + coll.mid.floor end
  if coll.mid.ceiling > 0 then e.y = e.y + coll.mid.ceiling end
  -- The pose (TR5's one frame looping; the glide elsewhere) is kept.
  if e.anim_state ~= S.FLY_CHEAT then body.anim(e, l, "fly_cheat") end
end

cheat[S.FLY_CHEAT] = { control = control, collide = collide }

return cheat
