-- Tomb Raider 1's guns in numbers (TRX tr1 game/gun/gun.c, gun_pistols.c,
-- gun_rifle.c and their weapon table). Angles in
-- degrees, distances in world units, times in ticks, sounds by TR1's sound
-- ids. Pistols, magnums and uzis play their arms on the pistol animation
-- model and take their hands and holsters from their own model; the
-- shotgun has its own animation model, held in both hands and slung on the
-- back when holstered (`back`).
--
-- Fields: model (whose hand, holster and back meshes are swapped in),
-- anim_model (whose animation the arms play), frames (first and last frame
-- of each phase, counted from the animation model's first frame), damage
-- per shot (per pellet), pellets, recoil (frames of recoil before the next
-- shot), flash (ticks the muzzle flash shows), lock (the cone a target
-- must be in: yaw and pitch either side), arms (how far each arm swings:
-- yaw_min, yaw_max, pitch_min, pitch_max), aim_speed (degrees a tick),
-- spread (accuracy: each shot deviates up to a quarter of it either way),
-- scatter (each pellet's own deviation, a quarter either way), range,
-- shot_height (the muzzle's height above the feet), ammo (rounds a pickup
-- gives; the weapon pickup too), item / ammo_item (the pickup types),
-- sound, flash_offset (the muzzle in the hand mesh: along the arm, out of
-- the palm). Later games (weapons/tr2.lua, tr3.lua) add more fields, each
-- described there; a missing one means what TR1 does.

-- Arm frames of the pistol animation model: aim raises the arms (first
-- lowered, last aimed); draw runs from the first to the last frame,
-- swapping the meshes at `swap`; holster runs from its first to its last
-- frame (backwards through the draw), swapping back at `swap`; a shot
-- plays recoil frames from the first for `recoil` frames.
local PISTOL_FRAMES = {
  aim = { 0, 4 }, draw = { 5, 23, swap = 13 }, holster = { 23, 5, swap = 13 }, recoil = { 24, 32 },
}
local PISTOL_LOCK = { yaw = 60, pitch = 60 }
local PISTOL_ARMS = {
  left = { yaw_min = -170, yaw_max = 60, pitch_min = -80, pitch_max = 80 },
  right = { yaw_min = -60, yaw_max = 170, pitch_min = -80, pitch_max = 80 },
}

local weapons = {
  -- The order a player cycles through them, and which one a fresh Lara holds.
  order = { "pistols", "magnums", "uzis", "shotgun" },
  default = "pistols",
  -- Lara's meshes the guns swap (her TR1 skeleton).
  meshes = { hand_left = 13, hand_right = 10, thigh_left = 1, thigh_right = 4, torso = 7, head = 14 },
  -- The face she pulls while firing comes from the uzi model's head.
  firing_face = { model = 4, mesh = 14 },
  -- The muzzle flash mesh.
  flash_model = 166,
  sounds = { draw = 6, holster = 7, ricochet = 10, empty = 48 },
  -- Enemies further than this (on any axis, or in all) are never targets.
  target_range = 8192,
}

-- Pistols, magnums and uzis share the pistol animation, cone, arms and
-- reach; each differs in what `pistol_type` is given.
local function pistol_type(own)
  return require("weapons.common").derive({
    anim_model = 1, frames = PISTOL_FRAMES, pellets = 1, lock = PISTOL_LOCK,
    arms = PISTOL_ARMS, aim_speed = 10, spread = 8, scatter = 0, range = 8192,
    shot_height = 650, flash_offset = { len = 155, off = 55 },
  }, own)
end

weapons.pistols = pistol_type({
  model = 1, item = 84, ammo_item = 88, damage = 1, recoil = 9, flash = 3, infinite = true,
  ammo = 0, sound = 8, flash_light = 20,
})
weapons.magnums = pistol_type({
  model = 3, item = 86, ammo_item = 90, damage = 2, recoil = 9, flash = 3, ammo = 50,
  sound = 44, flash_light = 16,
})
weapons.uzis = pistol_type({
  model = 4, item = 87, ammo_item = 91, damage = 1, recoil = 3, flash = 2, ammo = 100,
  sound = 43, flash_offset = { len = 180, off = 55 }, flash_light = 10,
})

-- One shell is six pellets: ammo counts pellets.
weapons.shotgun = {
  model = 2, anim_model = 2, two_handed = true, back = true, item = 85, ammo_item = 89,
  frames = { aim = { 0, 12 }, draw = { 13, 46, swap = 23 }, recoil = { 47, 79 },
             holster = { 80, 113, swap = 100 } },
  damage = 4, pellets = 6, recoil = 33, flash = 0,
  lock = { yaw = 60, pitch = 55 },
  arms = { both = { yaw_min = -80, yaw_max = 80, pitch_min = -65, pitch_max = 65 } },
  aim_speed = 10, spread = 0, scatter = 20,
  range = 8192, shot_height = 500, ammo = 2 * 6, sound = 45,
  flash_offset = { len = 285, off = 0 }, flash_light = 10,
}

return weapons
