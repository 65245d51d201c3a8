-- Where Lara's guns show on her body: in her hands while an arm holds its
-- gun, else in the holsters at her thighs or slung on her back, through
-- the gun models' mesh swaps (TRX tr1 gun/gun.c Gun_SetLaraHandLMesh …
-- Gun_SetLaraBackMesh; later games hang back and holster meshes instead);
-- the muzzle flash at a hand, and the face she pulls while firing.
local particles = require("lib.particles")
local tables = require("weapons.tables").current

local meshes = {}

--- Attachment slots of the muzzle flashes, of the gun on her back and of
--- the holsters at her thighs (TR4/TR5's holster models).
local FLASH_SLOT = { right = 1, left = 2 }
local SIDES = { "right", "left" }
local BACK_SLOT = 3
local HOLSTER_SLOT = { left = 4, right = 5 }
--- A quarter turn down: the flash mesh points along the barrel.
local FLASH_PITCH = -16384

local function swap(e, mesh, model, index)
  local id = model and world.model_mesh(model, index) or nil
  if model and not id then return end
  e:mesh_swap(mesh, id)
end

--- Where a gun sits holstered: "thighs", "right_thigh", or nil (a
--- two-handed gun: on her back).
local function holster_of(w) return w.holster or (not w.two_handed and "thighs") or nil end

--- The two-handed gun on her back: the one chosen when it is one, else the
--- last one she had out, else the first she owns (nil: none).
local function back_gun(W, l)
  local g = l.guns
  local w = W[g.kind]
  if w and w.back and l.inventory[w.item] then return g.kind end
  local last = g.back and W[g.back]
  if last and l.inventory[last.item] then return g.back end
  for _, name in ipairs(W.order) do
    if W[name].back and l.inventory[W[name].item] then return name end
  end
  return nil
end

--- Hangs (or takes off) the gun on her back: TR1 swaps her torso for the
--- gun model's; later games hang the gun model's back mesh on her torso
--- where its skeleton places that mesh.
local function sling(e, W, bw, shown)
  local torso = W.meshes.torso
  swap(e, torso, (bw and bw.back == true and shown) and bw.model or nil, torso)
  local mesh = bw and bw.back == "attach" and shown and world.model_mesh(bw.model, bw.back_mesh)
  if mesh then
    local x, y, z = world.model_link(bw.model, bw.back_mesh)
    e:attach(BACK_SLOT, torso, mesh, x or 0, y or 0, z or 0)
  else
    e:detach(BACK_SLOT)
  end
end

--- Hangs mesh `index` of `model` at her mesh `thigh` in attachment
--- `slot` (nothing where the level lacks it).
local function hang(e, slot, thigh, model, index)
  local mesh = model and world.model_mesh(model, index)
  if mesh then e:attach(slot, thigh, mesh, 0, 0, 0) else e:detach(slot) end
end

--- True when her `side` hand holds the gun: always while it is ready, while
--- drawing or holstering from the frame that arm's swap happened.
---@param g table her guns' state
---@param side string "right" or "left"
---@return boolean
function meshes.holding(g, side)
  if g.status == "ready" then return true end
  return g.status ~= "holstered" and g[side].holding == true
end

--- True when gun `name` has its laser sight on (the ring's combine).
local function laser_on(l, name) return l.laser_sight ~= nil and l.laser_sight[name] == true end

--- Meshes for the guns' place: in her hands while she holds them, else in
--- their holsters (or on her back) when she owns them.
---@param e Entity Lara
---@param l table her state
function meshes.dress(e, l)
  local W, g = tables(), l.guns
  local w = W[g.kind]
  local M = W.meshes
  if not w then return end
  local right_held, left_held = meshes.holding(g, "right"), meshes.holding(g, "left")
  if w.two_handed then left_held = right_held end
  local hand = laser_on(l, g.kind) and w.laser_model or w.model
  local left_hand = not w.two_handed or w.left_hand
  swap(e, M.hand_right, right_held and hand or nil, M.hand_right)
  swap(e, M.hand_left, (left_held and left_hand) and w.model or nil, M.hand_left)
  -- Holsters show the pistol-type guns she carries there: the chosen one,
  -- else the pistols.
  local right, left = W[W.default], W[W.default]
  for _, name in ipairs(W.order) do
    local x = W[name]
    local h = holster_of(x)
    if h and l.inventory[x.item] and (name == g.kind or name == W.default) then
      right = x
      if h == "thighs" then left = x end
    end
  end
  local place = holster_of(w)
  local right_out = place ~= nil and right_held
  local left_out = place == "thighs" and left_held
  if W.holsters then
    -- TR4/TR5: one holster model worn at both thighs, the empty one while
    -- a pistol-type gun is out.
    local model = (right_out or left_out) and W.holsters.empty or right.holster_model
    hang(e, HOLSTER_SLOT.left, M.thigh_left, model, W.holsters.left)
    hang(e, HOLSTER_SLOT.right, M.thigh_right, model, W.holsters.right)
  else
    swap(e, M.thigh_right, not right_out and right.model or nil, M.thigh_right)
    swap(e, M.thigh_left, not left_out and left.model or nil, M.thigh_left)
  end
  local back = back_gun(W, l)
  if back then g.back = back end
  sling(e, W, back and W[back], back and not (right_held and back == g.kind))
end

--- The guns come into her hands (`holding`) or go back to their places,
--- with `sound`: both arms, or only `arm` (a pistol-type gun's arms holster
--- one by one).
---@param e Entity Lara
---@param l table her state
---@param holding boolean
---@param sound integer? the sound id
---@param arm? table one arm of l.guns
function meshes.hold(e, l, holding, sound, arm)
  local g = l.guns
  if arm then
    arm.holding = holding
  else
    g.left.holding, g.right.holding = holding, holding
  end
  meshes.dress(e, l)
  if sound then world.sound(sound, e) end
end

--- The draw's next frame (TRX tr1 Gun_Pistols_Draw, Gun_Rifle_Draw): a
--- frame on from the left arm's, the draw's first when that lies outside
--- the draw's first frame … `last`; the guns come into her hands as the
--- draw's `swap` is reached. Also true when `last` is reached (ready).
---@param e Entity Lara
---@param l table her state
---@param w table the weapon
---@param last integer
---@return integer frame, boolean ready
function meshes.draw_frame(e, l, w, last)
  local d = w.frames.draw
  local frame = l.guns.left.frame + 1
  if frame < d[1] or frame > last then return d[1], false end
  if frame == d.swap then meshes.hold(e, l, true, tables().sounds.draw) end
  return frame, frame == last
end

--- Her head while she fires: the firing face (the uzi model's head; TR4
--- and TR5 LARA_SCREAM's) while Action is held with rounds left (or
--- without, where the face says `even_empty`), else her own (TRX tr1
--- gun/gun.c Gun_Control's head swaps; TOMB4 larafire.cpp LaraGun).
---@param e Entity Lara
---@param action boolean
---@param has_rounds? boolean
function meshes.face(e, action, has_rounds)
  local W = tables()
  local face = W.firing_face
  if not face then return end
  local firing = action and (has_rounds or face.even_empty == true)
  swap(e, W.meshes.head, firing and face.model or nil, face.mesh)
end

--- Shows the muzzle flash of the `side` ("right"/"left") gun for `ticks`
--- ticks (the guns' control takes it away): a shot, or a cutscene's
--- SHOOT_RIGHTGUN / SHOOT_LEFTGUN flipeffect.
---@param e Entity Lara
---@param l table her state
---@param side string
---@param ticks integer
function meshes.flash(e, l, side, ticks)
  local W, g = tables(), l.guns
  local w = W[g.kind] or W[W.default]
  local arm = g[side]
  if not arm or not w then return end
  arm.flash = math.max(ticks, 0)
  if ticks <= 0 then return end
  local flash = world.model_mesh(w.flash_model or W.flash_model, 0)
  local hand = side == "right" and W.meshes.hand_right or W.meshes.hand_left
  -- The flash's light at the muzzle (the flare itself is the mesh below).
  local mx, my, mz = e:mesh_point(hand, 0, w.flash_offset.len, w.flash_offset.off)
  world.particles(particles.GUN_FLASH, world.room_at(e.room, mx, my, mz), mx, my, mz, 1)
  if flash then
    e:attach(FLASH_SLOT[side], hand, flash, 0, w.flash_offset.len, w.flash_offset.off,
             FLASH_PITCH, 0, world.fx_random(65536))
  end
end

--- One tick of both muzzle flashes: each shows for its ticks, then goes
--- (TRX tr1 Gun_Control counts them down first thing).
---@param e Entity Lara
---@param g table her guns' state
function meshes.fade_flashes(e, g)
  for _, side in ipairs(SIDES) do
    local arm = g[side]
    if arm.flash > 0 then
      arm.flash = arm.flash - 1
      if arm.flash == 0 then e:detach(FLASH_SLOT[side]) end
    end
  end
end

--- Takes both muzzle flashes away at once.
---@param e Entity Lara
---@param g table her guns' state
function meshes.clear_flashes(e, g)
  for _, side in ipairs(SIDES) do
    if g[side].flash > 0 then e:detach(FLASH_SLOT[side]) end
  end
end

return meshes
