-- Pistol-type guns (a gun in each hand: TR1's pistols, magnums and uzis,
-- TR2's pistols, automatic pistols and uzis) as the originals play them
-- on the pistol animation's frames (TRX tr1 gun/gun_pistols.c; TR2's the
-- same). The weapon's `frames` name them: `aim` (first: arms down, last:
-- aimed), `draw` (first to last, the guns leaving the holsters at `swap`)
-- and `recoil` (first to last).
-- - draw: both arms count up from the draw's first frame; at `swap` the
--   guns come into her hands, at the draw's last frame they are ready,
--   arms down (Gun_Pistols_Draw, Gun_Pistols_Ready);
-- - each tick ready: the target chosen and locked, both arms turned,
--   torso and head turned with the locked arms, then the right arm and
--   the left played (Gun_Pistols_Control, Gun_Pistols_Animate). An arm
--   that is locked, or any arm while Action is held with no target, rises
--   a frame a tick; aimed with Action held it fires a round and starts
--   its recoil, which returns it to aimed after the weapon's `recoil`
--   frames: a shot every recoil + 1 ticks from each arm. Otherwise a
--   recoiling arm drops to aimed and an aimed one lowers a frame a tick;
-- - holster: each arm leaves a recoil at once, lowers through the aim
--   frames taking its angles down by a share each frame, runs the draw
--   backwards, its gun going back to its holster at `swap`; both at the
--   draw's first frame, her hands are free (Gun_Pistols_Undraw).
-- From TR2 on a volley sounds once and the uzis rattle (weapons/tr2.lua
-- `sound_stop`); from TR3 on a flashing gun lights its hand with rolls of
-- the world's generator (weapons/tr3.lua `flash_glow`).
local fixed = require("lib.fixed")
local aim = require("lara.aim")
local meshes = require("lara.gun_meshes")
local shot = require("lara.shot")
local tables = require("weapons.tables").current

local pistols = {}

local div, angle16 = fixed.div, fixed.angle16

--- The frame a draw starts from (the arms' rest frame).
---@param w table the weapon
---@return integer
function pistols.first_frame(w) return w.frames.aim[1] end

--- Ready: arms straight ahead and down, unlocked, no target
--- (Gun_Pistols_Ready).
local function ready(g)
  g.status = "ready"
  g.left.yaw, g.left.pitch, g.left.lock = 0, 0, false
  g.right.yaw, g.right.pitch, g.right.lock = 0, 0, false
  g.head.x, g.head.y, g.torso.x, g.torso.y = 0, 0, 0, 0
  g.target = false
end

--- One tick of the draw.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
function pistols.draw(e, l, w)
  local g, f = l.guns, w.frames
  local frame, done = meshes.draw_frame(e, l, w, f.draw[2])
  if done then
    ready(g)
    frame = f.aim[1]
  end
  g.left.frame, g.right.frame = frame, frame
end

--- One arm's tick of the holster.
local function undraw_arm(e, l, f, arm)
  local frame = arm.frame
  if frame >= f.recoil[1] and frame <= f.recoil[2] then
    frame = f.aim[2]
  elseif frame > f.aim[1] and frame <= f.aim[2] then
    arm.pitch = arm.pitch - div(arm.pitch, frame)
    arm.yaw = arm.yaw - div(arm.yaw, frame)
    frame = frame - 1
  elseif frame == f.aim[1] then
    arm.yaw, arm.pitch = 0, 0
    frame = f.draw[2]
  elseif frame == f.draw.swap then
    meshes.hold(e, l, false, tables().sounds.holster, arm)
    frame = frame - 1
  elseif frame > f.draw[1] and frame <= f.draw[2] then
    frame = frame - 1
  end
  arm.frame = frame
end

--- One tick of the holster.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
function pistols.undraw(e, l, w)
  local g, f = l.guns, w.frames
  undraw_arm(e, l, f, g.left)
  undraw_arm(e, l, f, g.right)
  if g.left.frame == f.draw[1] and g.right.frame == f.draw[1] then
    g.left.lock, g.right.lock = false, false
    g.left.frame, g.right.frame = f.aim[1], f.aim[1]
    g.status, g.target = "holstered", false
  end
  local x, y = div(g.right.pitch + g.left.pitch, 4), div(g.right.yaw + g.left.yaw, 4)
  g.head.x, g.head.y, g.torso.x, g.torso.y = x, y, x, y
end

--- The uzis' rattle stops: an arm that fired with a `sound_stop` gun and
--- no longer does plays that sound once (TR2 on).
local function stop_rattle(e, w, arm)
  if arm.rattling then
    if w.sound_stop then world.sound(w.sound_stop, e) end
    arm.rattling = false
  end
end

--- One arm's tick while ready (`side`: "right" or "left"). `heard`: a
--- shot's sound already played this tick, which from TR2 on (the game's
--- `one_sound_a_volley`) the other arm's shot does not repeat. Returns
--- whether a shot's sound has played this tick.
local function animate_arm(e, l, w, side, action, heard)
  local g, f = l.guns, w.frames
  local arm = g[side]
  local frame = arm.frame
  if arm.lock or (action and not g.target) then
    if frame >= f.aim[1] and frame < f.aim[2] then
      frame = frame + 1
    elseif frame == f.aim[2] and action then
      local fired = shot.fire(e, l, g.kind, w, g.target, angle16(arm.yaw + e.yaw), arm.pitch)
      if fired ~= "empty" then
        meshes.flash(e, l, side, w.flash)
        if not (heard and tables().one_sound_a_volley) then shot.sound(e, l, w) end
        heard = true
        arm.rattling = w.sound_stop ~= nil
      end
      frame = f.recoil[1]
    elseif frame == f.aim[2] then
      stop_rattle(e, w, arm)
    elseif frame >= f.recoil[1] and frame <= f.recoil[2] then
      -- A rattling gun (the uzis from TR2 on) sounds every recoil frame.
      if w.sound_stop then
        shot.sound(e, l, w)
        arm.rattling = true
      end
      frame = frame + 1
      if frame == f.recoil[1] + w.recoil then frame = f.aim[2] end
    end
  else
    if frame >= f.recoil[1] and frame <= f.recoil[2] then
      frame = f.aim[2]
    elseif frame > f.aim[1] and frame <= f.aim[2] then
      frame = frame - 1
    end
    stop_rattle(e, w, arm)
  end
  arm.frame = frame
  return heard
end

--- The light a flashing gun casts (the game's `flash_glow`, TR3 on): at
--- the flashing hand (the left's when both flash), its place in the
--- hand's frame and its colour each `roll % span + base`, six rolls of the
--- world's generator in the originals' order (x, y, z, red, green, blue).
local function roll(r) return world.random() % r.span + r.base end
local function glow(e, W, g, look)
  local side = g.left.flash > 0 and "left" or "right"
  local o, c = look.offset, look.colour
  local ox, oy, oz = roll(o[1]), roll(o[2]), roll(o[3])
  local red, green, blue = roll(c[1]), roll(c[2]), roll(c[3])
  local hand = side == "right" and W.meshes.hand_right or W.meshes.hand_left
  local x, y, z = e:mesh_point(hand, ox, oy, oz)
  world.light(world.room_at(e.room, x, y, z), x, y, z, red, green, blue, look.radius)
end

--- One tick while ready, Action held or not.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
---@param action boolean
function pistols.control(e, l, w, action)
  local g = l.guns
  aim.new_target(e, l, w, action)
  aim.turn_arm(w, g, g.left)
  aim.turn_arm(w, g, g.right)
  local left, right = g.left.lock, g.right.lock
  local x, y
  if left and not right then
    x, y = div(g.left.pitch, 2), div(g.left.yaw, 2)
  elseif right and not left then
    x, y = div(g.right.pitch, 2), div(g.right.yaw, 2)
  elseif left and right then
    x, y = div(g.right.pitch + g.left.pitch, 4), div(g.right.yaw + g.left.yaw, 4)
  end
  if x then g.head.x, g.head.y, g.torso.x, g.torso.y = x, y, x, y end
  local heard = animate_arm(e, l, w, "right", action, false)
  animate_arm(e, l, w, "left", action, heard)
  local W = tables()
  if W.flash_glow and (g.left.flash > 0 or g.right.flash > 0) then glow(e, W, g, W.flash_glow) end
end

return pistols
