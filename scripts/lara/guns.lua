-- Lara's guns (spec weapons.md): drawing and holstering through the
-- weapon animation models' frames and mesh swaps, arms that aim on their
-- own within their limits at the target the guns lock on to, firing at the
-- weapon's rate with its spread, hits decided by a ray against the
-- target's box, ricochets, muzzle flash, sounds and ammunition. The guns
-- run on land in the states that leave her hands free; anything else puts
-- them away at once. While they are out, Action fires instead of grabbing.
-- Later games' guns add a second stance of the arms (under water, on the
-- move), reloads, rifles slung on her back, launchers whose rounds fly
-- (weapons/projectile.lua), and the harpoon gun drawn under water, where
-- no other gun may be. TR4's and TR5's add ammunition kinds (each with
-- its own rounds, chosen on the ring), holster models worn at her thighs,
-- a laser sight or scope to shoot through (lara/gunsight.lua) and the HK's
-- firing modes.
local S = require("lara.states")
local body = require("lara.body")
local aim = require("lara.aim")
local rounds = require("lara.rounds")
local particles = require("lib.particles")
local stats = require("lib.stats")

local guns = {}

--- The weapon tables of the game (weapons/tables.lua).
local tables = require("weapons.tables").current

--- Raises a sighted gun's sight when Look asks for it (lara/gunsight.lua's
--- `enter`, put here by lara/player.lua: the sight builds on the guns, not
--- the guns on the sight). True when the sight came up.
---@type fun(e: Entity, l: table): boolean
guns.raise_sight = function() return false end

--- The game's weapon tables (weapons/trN.lua).
---@return table
function guns.tables() return tables() end

--- States in which the guns may be out (standing, moving on foot, jumps).
local ARMED = {}
for _, s in ipairs({ S.STOP, S.WALK, S.RUN, S.TURN_LEFT, S.TURN_RIGHT, S.FAST_TURN, S.BACK,
                     S.STEP_LEFT, S.STEP_RIGHT, S.FAST_BACK, S.COMPRESS, S.FORWARD_JUMP,
                     S.BACK_JUMP, S.LEFT_JUMP, S.RIGHT_JUMP, S.UP_JUMP, S.FAST_FALL, S.LAND, S.HIT }) do
  if s then ARMED[s] = true end
end

--- States in which a gun made for water (the harpoon gun) may be out:
--- swimming under water and at the surface.
local SWIMMING = {}
for _, s in ipairs({ S.SWIM, S.GLIDE, S.TREAD, S.SURF_TREAD, S.SURF_SWIM, S.SURF_BACK,
                     S.SURF_LEFT, S.SURF_RIGHT }) do
  if s then SWIMMING[s] = true end
end

--- Lara's arms: the first mesh and the count of each.
local ARMS = { right = { first = 8, count = 3 }, left = { first = 11, count = 3 } }
--- Attachment slots of the muzzle flashes, of the gun on her back and of
--- the holsters at her thighs (TR4/TR5's holster models).
local FLASH_SLOT = { right = 1, left = 2 }
local BACK_SLOT = 3
local HOLSTER_SLOT = { left = 4, right = 5 }
--- A quarter turn down: the flash mesh points along the barrel.
local FLASH_PITCH = -16384

--- Both arms, and the one a two-handed gun aims with (made once: a tick
--- allocates nothing).
local BOTH_SIDES = { "right", "left" }
local ONE_SIDE = { "right" }

--- Plays a gun sound by the game's sound id, when the table names one.
local function gun_sound(e, id)
  if id then world.sound(id, e) end
end

--- An arm: its frame of the gun's animation model, its phase ("aim",
--- "recoil", "reload"), its stance ("high", or "low": the gun's second
--- stance), aim angles, lock, flash ticks left and a reload owed.
local function new_arm()
  return { frame = 0, phase = "aim", stance = "high", yaw = 0, pitch = 0, lock = false, flash = 0,
           reload = false }
end

---@param e Entity
function guns.init(e, l)
  local W = tables()
  l.inventory = l.inventory or {}
  l.guns = l.guns or { status = "holstered", kind = W.default, ammo = {}, right = new_arm(),
                       left = new_arm(), target = false, targets = {}, draw_held = false }
  -- Every game starts Lara with her pistols.
  local pistols = W[W.default]
  if pistols and l.inventory[pistols.item] == nil then l.inventory[pistols.item] = 1 end
  guns.dress(e, l)
end

--- The weapon in hand (or chosen), its table.
function guns.weapon(l) return tables()[l.guns.kind] end

--- True when gun `name` has its laser sight on (the ring's combine).
local function laser_on(l, name) return l.laser_sight ~= nil and l.laser_sight[name] == true end

--- True while her hands are free (guns holstered).
function guns.hands_free(l) return not l.guns or l.guns.status == "holstered" end

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

--- Meshes for the guns' place: in her hands while drawn, else in their
--- holsters (or on her back) when she owns them.
function guns.dress(e, l)
  local W, g = tables(), l.guns
  local w = W[g.kind]
  local M = W.meshes
  if not w then return end
  local drawn = g.status == "ready" or (g.status ~= "holstered" and g.swapped)
  local hand = laser_on(l, g.kind) and w.laser_model or w.model
  swap(e, M.hand_right, drawn and hand or nil, M.hand_right)
  swap(e, M.hand_left, (drawn and not w.two_handed) and w.model or nil, M.hand_left)
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
  local out = drawn and holster_of(w) or nil
  if W.holsters then
    -- TR4/TR5: one holster model worn at both thighs, the empty one while
    -- a pistol-type gun is out.
    local model = out and W.holsters.empty or right.holster_model
    hang(e, HOLSTER_SLOT.left, M.thigh_left, model, W.holsters.left)
    hang(e, HOLSTER_SLOT.right, M.thigh_right, model, W.holsters.right)
  else
    swap(e, M.thigh_right, not out and right.model or nil, M.thigh_right)
    swap(e, M.thigh_left, out ~= "thighs" and left.model or nil, M.thigh_left)
  end
  local back = back_gun(W, l)
  if back then g.back = back end
  sling(e, W, back and W[back], back and not (drawn and back == g.kind))
end

--- Puts the guns away: at once (`instantly`, when her hands are needed)
--- or by playing the holster frames.
function guns.put_away(e, l, instantly)
  local g = l.guns
  if g.status == "holstered" then return end
  if not instantly then
    if g.status == "ready" then g.status = "holstering" end
    return
  end
  g.status, g.swapped, g.target = "holstered", false, false
  g.right, g.left = new_arm(), new_arm()
  guns.dress(e, l)
  guns.pose(e, l)
end

--- Steps `frame` one frame from `from` towards `to`.
local function step(frame, to)
  if frame < to then return frame + 1 elseif frame > to then return frame - 1 end
  return frame
end

--- Shows the muzzle flash of the `side` ("right"/"left") gun for `ticks`
--- ticks (the guns' control takes it away): a shot, or a cutscene's
--- SHOOT_RIGHTGUN / SHOOT_LEFTGUN flipeffect.
function guns.flash(e, l, side, ticks)
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

--- Empties her hands at once without holstering (LARA_HANDSFREE): the guns
--- are no longer out, but the meshes stay as they are (spec 000 §9.9: "weapon
--- model meshswaps won't be swapped back").
function guns.empty_hands(e, l)
  local g = l.guns
  if not g then return end
  for _, side in ipairs(BOTH_SIDES) do
    if g[side].flash > 0 then e:detach(FLASH_SLOT[side]) end
  end
  g.status, g.swapped, g.target = "holstered", false, false
  g.right, g.left = new_arm(), new_arm()
  guns.pose(e, l)
end

local function draw_tick(e, l, w)
  local g, d = l.guns, w.frames.draw
  g.right.frame = step(g.right.frame, d[2])
  g.left.frame = g.right.frame
  if g.right.frame == d.swap and not g.swapped then
    g.swapped = true
    gun_sound(e, tables().sounds.draw)
    guns.dress(e, l)
  end
  if g.right.frame == d[2] then
    g.status = "ready"
    g.right.frame, g.left.frame = w.frames.aim[1], w.frames.aim[1]
  end
end

local function holster_tick(e, l, w)
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
  if g.swapped and g.right.frame == h.swap then
    g.swapped = false
    gun_sound(e, tables().sounds.holster)
    guns.dress(e, l)
  end
  if g.right.leaving and g.right.frame == h[2] then guns.put_away(e, l, true) end
end

--- Rounds left of the weapon, of its chosen kind (nil: infinite).
---@param l table her state
---@param name string
---@return integer?
function guns.rounds(l, name) return rounds.left(tables(), l, name) end

--- Takes `count` rounds of gun `name`'s chosen kind: false (and a click,
--- and her pistols chosen) when it is empty. Infinite guns take none.
---@param e Entity Lara
---@param l table her state
---@param name string
---@param count integer
---@return boolean
function guns.take_rounds(e, l, name, count)
  local W = tables()
  if rounds.take(W, l, name, count) then return true end
  gun_sound(e, W.sounds.empty)
  guns.select(e, l, W.default)
  return false
end

--- The weapon table a shot of gun `name` fires as: its chosen kind's.
---@param l table her state
---@param name string
---@return table
function guns.armed_as(l, name) return rounds.armed_as(tables(), l, name) end

--- The kinds of gun `name` she may choose between on the ring (lara/rounds.lua).
---@param l table her state
---@param name string
---@return string[]
function guns.kinds_carried(l, name) return rounds.kinds_carried(tables(), l, name) end

--- Rounds of gun `name` that pickup `ammo_item` stands for.
---@param l table her state
---@param name string
---@param ammo_item integer
---@return integer
function guns.rounds_for(l, name, ammo_item) return rounds.rounds_for(tables(), l, name, ammo_item) end

--- A shot of a gun with a `cadence` counted (lara/rounds.lua).
guns.count_shot = rounds.count_shot

--- The shot's sound: the gun's (under water, its water sound), or its
--- silencer's while the silencer is on.
---@param e Entity Lara
---@param l table her state
---@param w table the weapon table the shot fired as
---@return integer? sound
function guns.shot_sound(e, l, w)
  if w.silencer and l.silenced and l.silenced[l.guns.kind] then return w.silencer.sound end
  return (e.water == "underwater" and w.sound_water) or w.sound
end

--- A table of weapon `w` firing from her second stance (TR5's HK on the
--- move: `low_damage`, `low_spread`), made once.
local function low_variant(w)
  if not w.low_damage then return w end
  if not w.low_variant then
    w.low_variant = require("weapons.common").derive(w, { damage = w.low_damage, spread = w.low_spread })
  end
  return w.low_variant
end

--- One shot (all pellets, or one projectile) from `side`'s arm. False
--- when the gun is empty or a mode's pause holds it.
local function fire(e, l, side)
  local g = l.guns
  local W = tables()
  if rounds.paused(g) then return false end
  local w = guns.armed_as(l, g.kind)
  -- A gun that fires only through its sight (TR5's grappling gun:
  -- lara/gunsight.lua fires it) holds its fire from the hip.
  if w.sight_only then return false end
  local left = guns.rounds(l, g.kind)
  if not guns.take_rounds(e, l, g.kind, w.pellets) then return false end
  local arm = g[side]
  if arm.stance == "low" then w = low_variant(w) end
  local hit = false
  if w.projectile then
    aim.launch(e, w, g.kind, arm, W.meshes.hand_right, g.target)
  else
    for _ = 1, w.pellets do
      hit = aim.shoot(e, w, arm, W.sounds.ricochet) or hit
    end
  end
  -- Every `reload_every`th round the arms reload before the next.
  if w.reload_every and left and (left - w.pellets) % w.reload_every == 0 then
    arm.reload = true
  end
  -- Statistics: a shot (all its pellets) is one round used, one hit at most
  -- (a projectile counts its hit when it strikes).
  stats.add("ammo_used", 1)
  if hit then stats.add("hits", 1) end
  gun_sound(e, guns.shot_sound(e, l, w))
  guns.flash(e, l, side, w.flash)
  guns.count_shot(l, w)
  -- When she last fired: creatures that hear gunfire read it (ai/alarm.lua).
  g.fired_tick = world.tick()
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

local function ready_tick(e, l, w)
  local g = l.guns
  local firing = body.trigger()
  -- Letting go of the trigger starts a mode's burst afresh.
  if not firing then g.burst_shots = 0 end
  aim.track(e, l, w, firing)
  local stance = stance_of(e, w)
  for _, side in ipairs(w.two_handed and ONE_SIDE or BOTH_SIDES) do
    arm_tick(e, l, w, side, stance, firing)
  end
  if w.two_handed then g.left.frame, g.left.yaw, g.left.pitch = g.right.frame, g.right.yaw, g.right.pitch end
end

--- Lays the arms, torso and head over her animation.
function guns.pose(e, l)
  local g, W = l.guns, tables()
  local w = W[g.kind]
  if g.status == "holstered" or not w then
    e:clear_limb(ARMS.right.first)
    e:clear_limb(ARMS.left.first)
    e:turn_joint(W.meshes.torso, 0, 0, 0)
    e:turn_joint(W.meshes.head, 0, 0, 0)
    return
  end
  -- A level without the gun's animation model (TR5's test level has no
  -- HK) leaves her arms to her own animation.
  local posed = world.has_object(w.anim_model)
  for side, arm in pairs(ARMS) do
    local a = g[side]
    if posed then e:set_limb(arm.first, arm.count, w.anim_model, a.frame, a.pitch, a.yaw) end
  end
  -- Torso and head lean into the aim: a quarter of both arms (half of the
  -- one arm that is locked).
  local yaw, pitch = (g.right.yaw + g.left.yaw) // 4, (g.right.pitch + g.left.pitch) // 4
  e:turn_joint(W.meshes.torso, pitch, yaw, 0)
  e:turn_joint(W.meshes.head, pitch, yaw, 0)
end

--- Chooses the weapon to draw next (puts the one in hand away first).
function guns.select(e, l, name)
  local W = tables()
  if not W[name] or not l.inventory[W[name].item] then return false end
  guns.put_away(e, l, true)
  l.guns.kind = name
  guns.dress(e, l)
  return true
end

--- Starts drawing the chosen weapon (the inventory ring closing after a
--- gun was chosen), when her hands are free and she owns it.
function guns.draw(e, l)
  local g, w = l.guns, guns.weapon(l)
  if not w or g.status ~= "holstered" or not l.inventory[w.item] then return false end
  g.status = "drawing"
  g.right.frame, g.left.frame = w.frames.draw[1], w.frames.draw[1]
  return true
end

--- A pickup of `item`: a gun (with its rounds) or ammunition for one.
--- True when it was a weapon thing.
function guns.picked_up(e, l, item)
  local W = tables()
  for _, name in ipairs(W.order) do
    local w = W[name]
    local kind
    for _, k in ipairs(w.kinds or {}) do
      if k.ammo_item == item then kind = k end
    end
    if item == w.item or item == w.ammo_item or kind then
      if not w.infinite then
        local key = rounds.key(name, w, kind or (w.kinds and w.kinds[1]))
        l.guns.ammo[key] = (l.guns.ammo[key] or 0) + ((kind and kind.ammo) or w.ammo)
      end
      if item == w.item then
        l.inventory[item] = 1
        if l.guns.status == "holstered" then guns.select(e, l, name) end
      end
      guns.dress(e, l)
      return true
    end
  end
  return false
end

--- True when she may hold gun `w` out now: on land in the states that
--- leave her hands free; wading, in those and the wade while the water is
--- below the gun; swimming, only a gun made for water (the harpoon gun).
local function may_hold(e, l, w)
  if e.health <= 0 or l.dead then return false end
  if e.water == "land" then return ARMED[e.anim_state] == true end
  if e.water == "wade" then
    if not (ARMED[e.anim_state] or e.anim_state == S.WADE) then return false end
    local surface = world.water(e.room, e.x, e.y, e.z)
    return w.underwater == true or not surface or e.y - surface < w.shot_height
  end
  return w.underwater == true and SWIMMING[e.anim_state] == true
end

--- One tick: the draw key, the phase in progress, flashes fading, and the
--- pose. Runs after her state's control.
---@param e Entity
function guns.control(e, l)
  local g = l.guns
  local w = guns.weapon(l)
  if not w then return end
  for _, side in ipairs(BOTH_SIDES) do
    local arm = g[side]
    if arm.flash > 0 then
      arm.flash = arm.flash - 1
      if arm.flash == 0 then e:detach(FLASH_SLOT[side]) end
    end
  end
  local held = body.held(input.DRAW)
  local pressed = held and not g.draw_held
  g.draw_held = held
  if not may_hold(e, l, w) then
    guns.put_away(e, l, true)
    body.action_free = true
    return
  end
  if pressed then
    if g.status == "holstered" and l.inventory[w.item] then
      g.status = "drawing"
      g.right.frame, g.left.frame = w.frames.draw[1], w.frames.draw[1]
    elseif g.status == "ready" then
      guns.put_away(e, l, false)
    end
  end
  -- Look with a sighted gun ready raises its sight (lara/gunsight.lua).
  if g.status == "ready" and guns.raise_sight(e, l) then
    body.action_free = false
    return
  end
  if g.status == "drawing" then draw_tick(e, l, w)
  elseif g.status == "ready" then ready_tick(e, l, w)
  elseif g.status == "holstering" then holster_tick(e, l, w) end
  guns.pose(e, l)
  body.action_free = g.status == "holstered"
end

return guns
