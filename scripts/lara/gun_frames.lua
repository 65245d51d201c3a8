-- The later games' guns played on their animation models' frames by one
-- rule for all (TR2's and TR3's rifles and launchers, TR3's desert eagle,
-- TR4's and TR5's one-handed and two-handed guns): the originals drive
-- most of these through the gun's own animation states, which this rule
-- stands in for with the frames their tables name (weapons/tr2.lua
-- describes the fields). Targets, locks, aim and rounds are the originals'
-- (lara/aim.lua, lara/shot.lua).
-- - draw: from the draw's first frame a frame a tick to its last, the
--   guns into her hands at `swap`;
-- - ready: an arm that is locked (or, with Action and no target, any arm)
--   rises to aimed and fires with Action held, then plays `recoil` frames
--   (a gun with `loop_recoil` fires again as they end while Action is
--   held); every `reload_every`th round the reload frames follow; a
--   second stance (`frames.low`) is taken under water or on the move;
-- - holster: arms back to aimed, down through the aim frames, then the
--   holster frames, the guns back at `swap`.
local fixed = require("lib.fixed")
local stats = require("lib.stats")
local derive = require("weapons.common").derive
local aim = require("lara.aim")
local meshes = require("lara.gun_meshes")
local rounds = require("lara.rounds")
local shot = require("lara.shot")
local tables = require("weapons.tables").current

local frames = {}

local BOTH_SIDES = { "right", "left" }
local ONE_SIDE = { "right" }

--- The frame a draw starts from.
---@param w table the weapon
---@return integer
function frames.first_frame(w) return w.frames.draw[1] end

--- Steps `frame` one frame towards `to`.
local function step(frame, to)
  if frame < to then return frame + 1 elseif frame > to then return frame - 1 end
  return frame
end

--- One tick of the draw.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
function frames.draw(e, l, w)
  local g, d = l.guns, w.frames.draw
  g.right.frame = step(g.right.frame, d[2])
  g.left.frame = g.right.frame
  if g.right.frame == d.swap and not g.right.holding then
    meshes.hold(e, l, true, tables().sounds.draw)
  end
  if g.right.frame == d[2] then
    g.status = "ready"
    g.right.frame, g.left.frame = w.frames.aim[1], w.frames.aim[1]
  end
end

--- Her hands free again: arms at rest, the guns away.
local function rest(e, l, w)
  local g = l.guns
  for _, side in ipairs(BOTH_SIDES) do
    local arm = g[side]
    arm.frame, arm.phase, arm.stance, arm.reload = w.frames.aim[1], "aim", "high", false
    arm.leaving, arm.holding, arm.yaw, arm.pitch, arm.lock = false, false, 0, 0, false
  end
  g.status, g.target = "holstered", false
  meshes.dress(e, l)
end

--- One tick of the holster.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
function frames.undraw(e, l, w)
  local g, h, a = l.guns, w.frames.holster, w.frames.aim
  for _, side in ipairs(BOTH_SIDES) do
    local arm = g[side]
    arm.yaw, arm.pitch = arm.yaw * 3 // 4, arm.pitch * 3 // 4
    if not arm.leaving and (arm.phase ~= "aim" or arm.stance ~= "high") then
      arm.phase, arm.stance, arm.frame = "aim", "high", a[2]
    elseif not arm.leaving and arm.frame > a[1] then
      arm.frame = arm.frame - 1
    elseif not arm.leaving then
      arm.leaving, arm.frame = true, h[1]
    else
      arm.frame = step(arm.frame, h[2])
    end
  end
  g.head.x, g.head.y = fixed.div(g.right.pitch + g.left.pitch, 4), fixed.div(g.right.yaw + g.left.yaw, 4)
  g.torso.x, g.torso.y = g.head.x, g.head.y
  if g.right.holding and g.right.frame == h.swap then
    meshes.hold(e, l, false, tables().sounds.holster)
  end
  if g.right.leaving and g.right.frame == h[2] then rest(e, l, w) end
end

--- A table of weapon `w` firing from her second stance (TR5's HK on the
--- move: `low_damage`, `low_spread`), made once.
local function low_variant(w)
  if not w.low_damage then return w end
  if not w.low_variant then
    w.low_variant = derive(w, { damage = w.low_damage, spread = w.low_spread })
  end
  return w.low_variant
end

--- One shot (all pellets, or one projectile) from `side`'s arm. False
--- when the gun is empty or a mode's pause holds it.
local function fire(e, l, side)
  local g, W = l.guns, tables()
  if rounds.paused(g) then return false end
  local w = rounds.armed_as(W, l, g.kind)
  -- A gun that fires only through its sight (TR5's grappling gun:
  -- lara/gunsight.lua fires it) holds its fire from the hip.
  if w.sight_only then return false end
  local left = rounds.left(W, l, g.kind)
  local arm = g[side]
  if arm.stance == "low" then w = low_variant(w) end
  local fired = false
  if w.projectile then
    if not shot.take(e, l, g.kind, 1) then return false end
    aim.launch(e, w, g.kind, arm, W.meshes.hand_right, g.target)
    -- A shell counts its hit when it strikes (weapons/projectile.lua).
    stats.add("ammo_used", 1)
    g.fired_tick = world.tick()
    fired = true
  else
    local yaw, pitch = fixed.angle16(arm.yaw + e.yaw), arm.pitch
    for _ = 1, w.pellets do
      local py, pp = yaw, pitch
      if w.scatter > 0 then py, pp = shot.deviate(yaw, w.scatter), shot.deviate(pitch, w.scatter) end
      if shot.fire(e, l, g.kind, w, g.target, py, pp) ~= "empty" then fired = true end
    end
  end
  if not fired then return false end
  -- Every `reload_every`th round the arms reload before the next.
  if w.reload_every and left and (left - w.pellets) % w.reload_every == 0 then
    arm.reload = true
  end
  shot.sound(e, l, w)
  meshes.flash(e, l, side, w.flash)
  rounds.count_shot(l, w)
  return true
end

--- The stance the arms take now: "low" (the gun's second stance: under
--- water, or moving) or "high".
local function stance_of(e, w)
  if w.low_when == "underwater" and e.water == "underwater" then return "low" end
  if w.low_when == "moving" and e.speed ~= 0 then return "low" end
  return "high"
end

--- One arm of a drawn gun for a tick: raising and lowering its aim,
--- firing, recoiling, reloading.
local function arm_tick(e, l, w, side, stance, firing)
  local g = l.guns
  local arm = g[side]
  local f = stance == "low" and w.frames.low or w.frames
  if arm.stance ~= stance and arm.phase ~= "reload" then
    arm.stance, arm.phase, arm.frame = stance, "aim", f.aim[1]
  end
  local a, r = f.aim, f.recoil
  local wants = arm.lock or (firing and not g.target)
  if arm.phase == "recoil" then
    -- The low stance's recoil plays whole; the high one's `recoil` frames.
    local length = stance == "low" and r[2] - r[1] + 1 or w.recoil
    arm.frame = arm.frame + 1
    if arm.frame >= r[1] + length then
      if arm.reload then
        arm.phase, arm.frame, arm.reload = "reload", w.frames.reload[1], false
      elseif w.loop_recoil and wants and firing and fire(e, l, side) then
        arm.frame = r[1]
      else
        arm.phase, arm.frame = "aim", a[2]
      end
    end
  elseif arm.phase == "reload" then
    arm.frame = arm.frame + 1
    if arm.frame > w.frames.reload[2] then arm.phase, arm.frame = "aim", a[2] end
  elseif wants then
    if arm.frame < a[2] then arm.frame = arm.frame + 1
    elseif firing and fire(e, l, side) then arm.phase, arm.frame = "recoil", r[1] end
  elseif arm.frame > a[1] then
    arm.frame = arm.frame - 1
  end
end

--- One tick while ready, Action held or not.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
---@param action boolean
function frames.control(e, l, w, action)
  local g = l.guns
  -- Letting go of the trigger starts a mode's burst afresh.
  if not action then g.burst_shots = 0 end
  aim.new_target(e, l, w, action)
  local sides = w.two_handed and ONE_SIDE or BOTH_SIDES
  for _, side in ipairs(sides) do aim.turn_arm(w, g, g[side]) end
  local stance = stance_of(e, w)
  for _, side in ipairs(sides) do arm_tick(e, l, w, side, stance, action) end
  if w.two_handed then
    g.left.frame, g.left.yaw, g.left.pitch = g.right.frame, g.right.yaw, g.right.pitch
  end
  -- Torso and head lean into the aim: a quarter of both arms.
  g.head.x, g.head.y = fixed.div(g.right.pitch + g.left.pitch, 4), fixed.div(g.right.yaw + g.left.yaw, 4)
  g.torso.x, g.torso.y = g.head.x, g.head.y
end

return frames
