-- TR4/TR5's binoculars (and the sight look a gun with a laser sight will
-- share): Lara stands still, her own view replaces the chase camera, the
-- direction keys turn it within her head's reach, Sprint zooms out and Duck
-- zooms in (Walk held: in finer steps), and Draw (pressed, then released)
-- puts the binoculars down; so does opening the inventory ring, a blow that
-- moves her, or her death. Action lights a lamp where she looks. Figures:
-- TOMB4 camera.cpp BinocularCamera, lara.cpp LookUpDown/LookLeftRight and
-- newinv.cpp (use from the ring); TOMB5 camera.cpp where TR5 differs.
--
-- No Lara state of its own: she stays in the stop state (or the duck) she
-- was in, and while the binoculars are up her control hands the tick here
-- (player.lua) instead of to her state's handler, so she does not move.
-- The view is asked of the world with `world.camera_request` each tick
-- (the frontend shows it; saves and replays keep it).
--
-- Her state: `l.binoculars` is false, or { sight (a name in SIGHTS),
-- range (the zoom: RANGE_MIN wide … RANGE_MAX narrow), head_yaw,
-- head_pitch (her head's turn, the originals' head_y_rot/head_x_rot), yaw,
-- pitch (the view, eased towards where her head points), stance (the
-- state she stands in), exit_armed (Draw is down) }.
local S = require("lara.states")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local guns = require("lara.guns")

local binoculars = {}

--- The figures (TOMB4 unless said). Angles in TR units (65536 a turn).
binoculars.FIGURES = {
  -- The zoom ("BinocularRange"): 128 as they go up, 1536 at most; Sprint
  -- lowers it and Duck raises it by 64 a tick, 32 with Walk held.
  RANGE_MIN = 128, RANGE_MAX = 1536, ZOOM_STEP = 64, ZOOM_FINE = 32,
  -- The field of view is FOV_FULL − FOV_PER_RANGE × range in TR units
  -- (AlterFOV(7 × (2080 − range)); TOMB5: GAME_FOV − 7 × range, GAME_FOV
  -- 80 × 182): from 75° wide down to 21°. The originals' angle is the
  -- horizontal one; ours is the view's vertical one (the player's 80° is
  -- too), so the lens keeps the same share of the player's view.
  FOV_FULL = 14560, FOV_PER_RANGE = 7,
  -- The look turns slower as the zoom narrows: a tick's turn is
  -- LOOK_TURN × (LOOK_RANGE − range) / divisor, 1536 for the heading and
  -- 3072 for the head's pitch (LookLeftRight, LookUpDown; 364 is 2°).
  LOOK_TURN = 364, LOOK_RANGE = 1792, YAW_DIVISOR = 1536, PITCH_DIVISOR = 3072,
  -- How far her head turns: 44° either side (8008), 35° down (−6370) and
  -- 30° up (5460); the view pitches twice as far as her head
  -- (head_x_rot << 1), at most 75° (13650).
  YAW_LIMIT = 8008, HEAD_DOWN = -6370, HEAD_UP = 5460, PITCH_FACTOR = 2, PITCH_LIMIT = 13650,
  -- Forward tilts her head down and Back up, as the originals' look does
  -- (IN_FORWARD lowers head_x_rot, and a lowered head looks down).
  FORWARD_LOOKS_DOWN = true,
  -- The view closes a quarter of the gap to where her head points each
  -- tick (the camera target's ">> 2").
  EASE_SHARE = 4,
  -- The eye: 768 above her feet, or 64 below a ceiling nearer than that
  -- (TOMB5: y − 512, then 256 more where the ceiling allows, else the
  -- ceiling + 64; TOMB4's low-ceiling case puts the eye 64 below her feet,
  -- which we do not copy).
  EYE_HEIGHT = 768, CEILING_GAP = 64,
  -- The lamp (Action held; LaraTorch): a light where the sight line meets
  -- something within LAMP_REACH (the binocular target's 20736), as bright
  -- as LAMP_BRIGHT less LAMP_FADE for each LAMP_STEP (a 32nd of the reach)
  -- it travelled, out below LAMP_DARK; its falloff grows from LAMP_FALLOFF
  -- by 2 a step to 31, in 256-unit steps (TriggerDynamic's falloff << 8);
  -- white with half the blue. It is set LAMP_BACK short of the surface.
  LAMP_REACH = 20736, LAMP_STEP = 648, LAMP_BRIGHT = 192, LAMP_FADE = 7, LAMP_DARK = 8,
  LAMP_FALLOFF = 15, LAMP_FALLOFF_STEP = 2, LAMP_FALLOFF_MAX = 31, LAMP_FALLOFF_UNIT = 256,
  LAMP_BACK = 128,
  -- TR5 whirrs as the zoom moves (SFX_ZOOM_VIEW_WHIRR, TOMB5 sound 313);
  -- TOMB4 is silent.
  ZOOM_SOUND = { [5] = 313 },
}
local F = binoculars.FIGURES

--- The looks, by name: what is drawn over the view (`world.camera_request`'s
--- `sight`), how the look is left (`exit`: "draw", Draw pressed and
--- released; "look", Look let go, as a gun's laser sight is held), and
--- whether Action lights the lamp. A gun asks for its look by name
--- (`binoculars.start(lara, "laser")`).
binoculars.SIGHTS = {
  binoculars = { view = { mask = "binoculars" }, exit = "draw", lamp = true },
  -- TR4's laser sight on the revolver or the crossbow (TR5's HK scope): a
  -- round sight, a crosshair and the laser's red dot; the gun stays in her
  -- hands and Action fires it along the view (`fires`: lara/gunsight.lua).
  laser = { view = { mask = "scope", crosshair = { 255, 255, 255 }, dot = { 255, 0, 0 } },
            exit = "look", lamp = false, keeps_guns = true, fires = true },
}

--- Fires the gun in hand along a look that `fires` (lara/gunsight.lua's
--- `fire`, put here by lara/player.lua: the sight builds on the look).
---@type fun(e: Entity, l: table, b: table)
binoculars.fire_sight = function() end

--- The ring items that are the binoculars, by game: each game's
--- BINOCULARS_ITEM (objects/tr45/names_tr4.lua, names_tr5.lua).
local ITEM_NAME = "BINOCULARS_ITEM"
local NAMES = { [4] = "objects.tr45.names_tr4", [5] = "objects.tr45.names_tr5" }

--- The binoculars' item id in this game, or nil (TR1–TR3 have none).
---@return integer?
function binoculars.item()
  local module = NAMES[world.game()]
  if not module then return nil end
  for id, name in pairs(require(module)) do
    if name == ITEM_NAME then return id end
  end
  return nil
end

--- A new Lara carries the binoculars in the games that have them
--- (TOMB4/TOMB5 setup.cpp: lara.binoculars = 1).
---@param e Entity Lara
---@param l table her state
function binoculars.init(e, l)
  if l.binoculars == nil then l.binoculars = false end
  local id = binoculars.item()
  l.inventory = l.inventory or {}
  if id and l.inventory[id] == nil then l.inventory[id] = 1 end
end

--- True while they are up.
---@param l table her state
---@return boolean
function binoculars.up(l) return l.binoculars ~= false and l.binoculars ~= nil end

--- True where she may raise them: standing still in her stop state or
--- ducked, on her feet, alive, riding nothing (TOMB4 newinv.cpp: AS_STOP
--- breathing, or ducked).
---@param e Entity Lara
---@param l table her state
---@return boolean
function binoculars.can_start(e, l)
  if l.dead or e.health <= 0 or e.gravity or e.speed ~= 0 then return false end
  if e.water ~= "land" and e.water ~= "wade" then return false end
  if require("lara.ride").riding(e) then return false end
  return e.anim_state == S.STOP or e.anim_state == S.DUCK
end

--- The field of view (degrees) at zoom `range`.
---@param range integer
---@return number
function binoculars.fov(range)
  return (F.FOV_FULL - F.FOV_PER_RANGE * range) * 360 / angles.TURN
end

--- Where the eye is: how far above her feet.
local function eye_height(e)
  local ceiling = world.ceiling(e.room, e.x, e.y - F.CEILING_GAP, e.z)
  local eye = e.y - F.EYE_HEIGHT
  if ceiling > eye - F.CEILING_GAP then eye = math.min(e.y, ceiling + F.CEILING_GAP) end
  return e.y - eye
end

--- Where her eye is while they are up: the point and its room.
---@param e Entity Lara
---@return integer x, integer y, integer z, integer room
function binoculars.eye(e)
  local y = e.y - eye_height(e)
  return e.x, y, e.z, world.room_at(e.room, e.x, y, e.z)
end

--- Asks the world for her view.
local function request(e, b)
  world.camera_request({
    mode = "first_person", entity = e, offset = { 0, -eye_height(e), 0 },
    yaw = b.yaw, pitch = b.pitch, fov = binoculars.fov(b.range), hide = true,
    sight = binoculars.SIGHTS[b.sight].view,
  })
end

--- Raises the binoculars (or the look of `sight`, a SIGHTS name): false
--- where she cannot. Her guns go away at once (the view hides her).
---@param e Entity Lara
---@param sight? string
---@return boolean
function binoculars.start(e, sight)
  local l = e.state
  sight = sight or "binoculars"
  if binoculars.up(l) or not binoculars.SIGHTS[sight] or not binoculars.can_start(e, l) then
    return false
  end
  if not binoculars.SIGHTS[sight].keeps_guns then guns.put_away(e, l, true) end
  l.binoculars = { sight = sight, range = F.RANGE_MIN, head_yaw = 0, head_pitch = 0,
                   yaw = e.yaw, pitch = 0, stance = e.anim_state, exit_armed = false }
  request(e, l.binoculars)
  return true
end

--- Puts them down: the view goes back to the chase camera (her request
--- only; another script's view is left alone).
---@param e Entity Lara
---@param l table her state
function binoculars.stop(e, l)
  if not binoculars.up(l) then return end
  l.binoculars = false
  local r = world.camera_requested()
  if r and r.entity == e then world.camera_release() end
end

local function clamp(v, lo, hi) return math.max(lo, math.min(hi, v)) end

--- `v` moved a share of the way to `to`, at least a unit, never past it.
local function ease(v, to)
  local gap = to - v
  if gap == 0 then return v end
  local step = gap / F.EASE_SHARE
  step = gap > 0 and math.max(1, math.floor(step)) or math.min(-1, math.ceil(step))
  if math.abs(step) > math.abs(gap) then step = gap end
  return v + step
end

--- Zoom: Sprint out, Duck in; true when it moved.
local function zoom(b)
  local step = world.pressed(input.WALK) and F.ZOOM_FINE or F.ZOOM_STEP
  local before = b.range
  if world.pressed(input.SPRINT) then b.range = math.max(F.RANGE_MIN, b.range - step)
  elseif world.pressed(input.DUCK) then b.range = math.min(F.RANGE_MAX, b.range + step) end
  return b.range ~= before
end

--- Look: the direction keys turn her head, slower the narrower the zoom.
local function look(b)
  local reach = F.LOOK_RANGE - b.range
  local yaw_step = math.floor(F.LOOK_TURN * reach / F.YAW_DIVISOR)
  local pitch_step = math.floor(F.LOOK_TURN * reach / F.PITCH_DIVISOR)
  if world.pressed(input.LEFT) then b.head_yaw = b.head_yaw - yaw_step
  elseif world.pressed(input.RIGHT) then b.head_yaw = b.head_yaw + yaw_step end
  b.head_yaw = clamp(b.head_yaw, -F.YAW_LIMIT, F.YAW_LIMIT)
  local down = F.FORWARD_LOOKS_DOWN and input.FORWARD or input.BACK
  local up = F.FORWARD_LOOKS_DOWN and input.BACK or input.FORWARD
  if world.pressed(down) then b.head_pitch = b.head_pitch - pitch_step
  elseif world.pressed(up) then b.head_pitch = b.head_pitch + pitch_step end
  b.head_pitch = clamp(b.head_pitch, F.HEAD_DOWN, F.HEAD_UP)
end

--- Action's lamp: a light where the sight line meets something.
local function lamp(e, b)
  local height = eye_height(e)
  local ex, ey, ez = e.x, e.y - height, e.z
  local room = world.room_at(e.room, ex, ey, ez)
  local dx, dz = fixed.step(b.yaw, fixed.scale_cos(F.LAMP_REACH, b.pitch))
  local dy = fixed.scale_sin(F.LAMP_REACH, b.pitch)
  local x, y, z, _, _, fraction, hit_room = world.ray(room, ex, ey, ez, ex + dx, ey + dy, ez + dz, e)
  if fraction >= 1 then return end
  local travelled = fraction * F.LAMP_REACH
  local steps = math.floor(travelled / F.LAMP_STEP)
  local bright = F.LAMP_BRIGHT - F.LAMP_FADE * steps
  if bright < F.LAMP_DARK then return end
  local falloff = math.min(F.LAMP_FALLOFF + F.LAMP_FALLOFF_STEP * steps, F.LAMP_FALLOFF_MAX)
  local back = math.min(F.LAMP_BACK, travelled) / F.LAMP_REACH
  local lx = math.floor(x - dx * back + 0.5)
  local ly = math.floor(y - dy * back + 0.5)
  local lz = math.floor(z - dz * back + 0.5)
  world.light(world.room_at(hit_room, lx, ly, lz), lx, ly, lz, bright, bright, math.floor(bright / 2),
              falloff * F.LAMP_FALLOFF_UNIT)
end

--- Each tick while they are up (player.lua calls it before her state's
--- handler): true when they are, and she is held still this tick.
---@param e Entity Lara
---@param l table her state
---@return boolean
function binoculars.control(e, l)
  local b = l.binoculars
  if not binoculars.up(l) then return false end
  local sight = binoculars.SIGHTS[b.sight] or binoculars.SIGHTS.binoculars
  if l.dead or e.health <= 0 or e.gravity or e.anim_state ~= b.stance then
    binoculars.stop(e, l)
    return false
  end
  if sight.exit == "draw" then
    if world.pressed(input.DRAW) then
      b.exit_armed = true
    elseif b.exit_armed then
      binoculars.stop(e, l)
      return true
    end
  elseif sight.exit == "look" and not world.pressed(input.LOOK) then
    binoculars.stop(e, l)
    return true
  end
  if zoom(b) then
    local sound = F.ZOOM_SOUND[world.game()]
    if sound then world.sound(sound, e) end
  end
  look(b)
  local want_pitch = clamp(-F.PITCH_FACTOR * b.head_pitch, -F.PITCH_LIMIT, F.PITCH_LIMIT)
  local want_yaw = b.yaw + angles.diff(e.yaw + b.head_yaw, b.yaw)
  b.yaw = angles.wrap(ease(b.yaw, want_yaw))
  b.pitch = ease(b.pitch, want_pitch)
  request(e, b)
  if sight.lamp and world.pressed(input.ACTION) then lamp(e, b) end
  if sight.fires then binoculars.fire_sight(e, l, b) end
  e.goal_state = b.stance
  return true
end

return binoculars
