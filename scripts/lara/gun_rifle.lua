-- TR1's shotgun as the original plays it on the shotgun animation's frames
-- (TRX tr1 gun/gun_rifle.c, the original's rules; TRX's
-- fix_shotgun_targeting is not taken). One arm (the left) aims for both
-- hands. The weapon's `frames` name them: `aim` (raised from first to
-- last), `draw` (from its first frame; the gun leaves her back at `swap`;
-- ready at the recoil's first frame), `recoil` (first: ready to fire,
-- `reload_sound`: the pump heard; without a lock the recoil drops back to
-- the aim's first frame at `aim_reset`, while undrawing at
-- `holster_reset`), `holster` (first to last, the gun back on her back at
-- `swap`) and `unaim` (lowering the gun, first to last; the last is the
-- frame after the lowered pose).
-- - draw: from the draw's first frame a frame a tick to the recoil's first:
--   ready (Gun_Rifle_Draw, Gun_Rifle_Ready);
-- - ready: the target chosen and locked, the arm turned, the torso with
--   it by half while locked (Gun_Rifle_Control); locked, the gun rises
--   to the recoil's first frame and fires whenever it stands there with
--   Action held, its recoil running to the holster's first frame and back:
--   a shot every 33 frames. Unlocked, Action raises it and fires the same
--   way, but the recoil drops to the aim's first frame at `aim_reset` and
--   rises again (Gun_Rifle_Animate);
-- - a shot: six pellets, each turned by the pellet scatter on the heading
--   then the elevation, each a round of its own (Gun_Rifle_Fire);
-- - holster: lowered through the unaim frames, then the holster frames,
--   the gun on her back at `swap` (Gun_Rifle_Undraw).
local fixed = require("lib.fixed")
local aim = require("lara.aim")
local meshes = require("lara.gun_meshes")
local shot = require("lara.shot")
local tables = require("weapons.tables").current

local rifle = {}

local div, angle16 = fixed.div, fixed.angle16

--- The frame a draw starts from (the aim's first).
---@param w table the weapon
---@return integer
function rifle.first_frame(w) return w.frames.aim[1] end

--- Sets both arms' frame: the left aims, the right follows it.
local function set_frame(g, frame)
  g.left.frame, g.right.frame = frame, frame
  g.right.yaw, g.right.pitch, g.right.lock = g.left.yaw, g.left.pitch, g.left.lock
end

--- One tick of the draw.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
function rifle.draw(e, l, w)
  local g, f = l.guns, w.frames
  local frame, done = meshes.draw_frame(e, l, w, f.recoil[1])
  if done then
    g.status, g.target = "ready", false
    g.left.yaw, g.left.pitch, g.left.lock = 0, 0, false
    g.head.x, g.head.y, g.torso.x, g.torso.y = 0, 0, 0, 0
    frame = f.aim[1]
  end
  set_frame(g, frame)
end

--- One tick of the holster.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
function rifle.undraw(e, l, w)
  local g, f = l.guns, w.frames
  local frame = g.left.frame
  if frame == f.aim[1] then
    frame = f.holster[1]
  elseif frame > f.aim[1] and frame <= f.aim[2] then
    frame = frame + 1
    if frame == f.draw[1] then frame = f.unaim[1] end
  elseif frame == f.recoil[1] then
    frame = f.unaim[1]
  elseif frame > f.recoil[1] and frame <= f.recoil[2] then
    frame = frame + 1
    if frame == f.recoil.holster_reset then
      frame = f.aim[1]
    elseif frame == f.holster[1] then
      frame = f.unaim[1]
    end
  elseif frame >= f.unaim[1] and frame < f.unaim[2] then
    frame = frame + 1
    if frame == f.unaim[2] then frame = f.holster[1] end
  elseif frame >= f.holster[1] and frame <= f.holster[2] then
    frame = frame + 1
    if frame == f.holster.swap then
      meshes.hold(e, l, false, tables().sounds.draw)
    elseif frame == f.unaim[1] then
      frame = f.aim[1]
      g.status, g.target, g.left.lock = "holstered", false, false
    end
  end
  g.head.x, g.head.y = 0, 0
  g.torso.x = g.torso.x + div(g.torso.x, -2)
  g.torso.y = g.torso.y + div(g.torso.y, -2)
  set_frame(g, frame)
end

--- Six pellets (the weapon's `pellets`) along the arm's aim, each
--- scattered; the sound (and the flash of a gun with one) when any fired.
local function fire(e, l, w)
  local g = l.guns
  local yaw, pitch = angle16(g.left.yaw + e.yaw), g.left.pitch
  local fired = false
  for _ = 1, w.pellets do
    local pellet_yaw = shot.deviate(yaw, w.scatter)
    local pellet_pitch = shot.deviate(pitch, w.scatter)
    if shot.fire(e, l, g.kind, w, g.target, pellet_yaw, pellet_pitch) ~= "empty" then fired = true end
  end
  if not fired then return end
  if w.flash > 0 then meshes.flash(e, l, "right", w.flash) end
  shot.sound(e, l, w)
end

--- The recoil's next frame: the pump heard at `reload_sound`.
local function recoil_step(e, f, frame)
  frame = frame + 1
  if frame == f.recoil.reload_sound then world.sound(tables().sounds.reload, e) end
  return frame
end

--- One tick of the gun's frames while ready.
local function animate(e, l, w, action)
  local g, f = l.guns, w.frames
  local frame = g.left.frame
  local raising = frame >= f.unaim[1] and frame < f.unaim[2]
  if raising then
    frame = frame + 1
    if frame == f.unaim[2] then frame = f.aim[1] end
  elseif g.left.lock then
    if frame >= f.aim[1] and frame <= f.aim[2] then
      frame = frame + 1
      if frame == f.draw[1] then frame = f.recoil[1] end
    elseif frame == f.recoil[1] then
      if action then
        fire(e, l, w)
        frame = frame + 1
      end
    elseif frame > f.recoil[1] and frame <= f.recoil[2] then
      frame = recoil_step(e, f, frame)
      if frame == f.holster[1] then frame = f.recoil[1] end
    end
  elseif action and frame == f.aim[1] then
    frame = frame + 1
  elseif frame > f.aim[1] and frame <= f.aim[2] then
    frame = frame + 1
    if frame == f.draw[1] then frame = action and f.recoil[1] or f.unaim[1] end
  elseif frame == f.recoil[1] then
    if action then
      fire(e, l, w)
      frame = frame + 1
    else
      frame = f.unaim[1]
    end
  elseif frame > f.recoil[1] and frame <= f.recoil[2] then
    frame = recoil_step(e, f, frame)
    if frame == f.recoil.aim_reset then
      frame = f.aim[1]
    elseif frame == f.holster[1] then
      frame = f.unaim[1]
    end
  end
  set_frame(g, frame)
end

--- One tick while ready, Action held or not.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
---@param action boolean
function rifle.control(e, l, w, action)
  local g = l.guns
  aim.new_target(e, l, w, action)
  aim.turn_arm(w, g, g.left)
  if g.left.lock then
    g.torso.y, g.torso.x = div(g.left.yaw, 2), div(g.left.pitch, 2)
    g.head.x, g.head.y = 0, 0
  end
  animate(e, l, w, action)
end

return rifle
