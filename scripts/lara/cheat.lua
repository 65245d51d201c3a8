-- TR5's fly cheat (state 118, TOMB5's swim-cheat pose; anim 445 in TR5):
-- a debug mode a modder switches on with `require("lara.cheat").fly(lara,
-- true)` (off with `false`). While it lasts she swims through the air with
-- the underwater controls: Jump strokes ahead along her heading and pitch,
-- Forward/Back pitch her down/up, Left/Right turn; no gravity, no water
-- needed, walls and floors still hold her. Switched off she falls from
-- where she is. Games before TR5 lack the pose: she flies in her
-- underwater glide instead.
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

local function control(e, l)
  if not l.flying then
    -- Reached without the switch (an animation's own change): she falls.
    e.motion = "ground"
    body.fall(e, l)
    return
  end
  local held = body.held
  if held(input.LEFT) then e.yaw = angles.wrap(e.yaw - C.SWIM_YAW) end
  if held(input.RIGHT) then e.yaw = angles.wrap(e.yaw + C.SWIM_YAW) end
  local pitch = angles.diff(e.pitch, 0)
  if held(input.FORWARD) then pitch = pitch - C.SWIM_PITCH end
  if held(input.BACK) then pitch = pitch + C.SWIM_PITCH end
  e.pitch = angles.wrap(math.max(-C.PITCH_LIMIT, math.min(C.PITCH_LIMIT, pitch)))
  if held(input.JUMP) then
    e.fall_speed = math.min(e.fall_speed + C.SWIM_ACCEL, C.SWIM_MAX)
  else
    e.fall_speed = math.max(e.fall_speed - C.WATER_FRICTION, 0)
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
