-- Tomb Raider 1's guns in numbers (spec weapons.md §1, §2; TRX tr1
-- gun/gun_misc.c g_Weapons, global/const.h, libtrx lara/enum_tr1.h for the
-- animation frames). Angles in degrees (182 units each, the originals'
-- PHD_DEGREE), distances in world units, times in ticks, sounds by TR1's
-- sound ids. Pistols, magnums and uzis play their arms on the pistol
-- animation model and take their hands and holsters from their own model;
-- the shotgun has its own animation model, held in both hands (both hand
-- meshes swapped) and slung on the back when holstered (`back`).
--
-- Fields: routine (how the arms play: "pistols", lara/gun_pistols.lua;
-- "rifle", TR1's shotgun, lara/gun_rifle.lua; later games' guns name
-- "frames", lara/gun_frames.lua), model (whose hand, holster and back
-- meshes are swapped in), anim_model (whose animation the arms play),
-- frames (the named frames of that animation, counted from the animation
-- model's first frame: each routine says which it reads), damage per
-- round (per pellet), pellets, recoil (frames of recoil before an arm
-- aims again: a pistol-type gun fires every recoil + 1 ticks from each
-- arm), flash (ticks the muzzle flash shows; 0 none), lock (the cone a
-- target must be in: yaw and pitch either side), arms (how far each arm
-- swings: yaw_min, yaw_max, pitch_min, pitch_max), aim_speed (degrees a
-- tick), spread (accuracy: a round deviates by spread × (roll − 16384) /
-- 65536 in elevation and heading, up to a quarter of it either way),
-- scatter (each pellet's own deviation, the same way, before the
-- spread), range (how far a target may be), shot_height (the muzzle's
-- height above the feet), ammo (rounds a pickup gives; the weapon pickup
-- too), item / ammo_item (the pickup types), sound, flash_offset (the
-- muzzle in the hand mesh: along the arm, out of the palm). Later games
-- (weapons/tr2.lua, tr3.lua) add more fields, each described there; a
-- missing one means what TR1 does.

-- Arm frames of the pistol animation model: aim raises the arms (first
-- lowered, last aimed); the draw runs from its first to its last frame,
-- the guns into her hands at `swap`, and backwards to put them away;
-- a shot plays recoil frames from the first (LF_G_*).
local derive = require("weapons.common").derive

local PISTOL_FRAMES = {
  aim = { 0, 4 }, draw = { 5, 23, swap = 13 }, recoil = { 24, 32 },
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
  sounds = { draw = 6, holster = 7, reload = 9, ricochet = 10, empty = 48 },
  -- Enemies further than this (on any axis, or in all) are never targets.
  target_range = 8192,
  -- Targets (lara/aim.lua): with Action held the one she has is kept
  -- whatever becomes of it; a new one is the first straightest ahead,
  -- walking the active list (the newest activated first).
  keep_target = "firing", best_target = "straightest", target_order = "newest",
}

-- Pistols, magnums and uzis share the pistol animation, cone, arms and
-- reach; each differs in what `pistol_type` is given.
local function pistol_type(own)
  return derive({
    routine = "pistols", anim_model = 1, frames = PISTOL_FRAMES, pellets = 1, lock = PISTOL_LOCK,
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

-- One shell is six pellets: ammo counts pellets. The shotgun's frames
-- (LF_SG_*): aim raised 0…12; the draw from 13, the gun into her hands at
-- 23, ready at the recoil's first frame 47; the recoil 47…79 (the pump
-- heard at 57; unlocked it drops back to aiming at 60, being put away at
-- 59); the holster 80…113 (the gun on her back at 100); lowering
-- 114…127 (127 the frame after the lowered pose).
weapons.shotgun = {
  routine = "rifle", model = 2, anim_model = 2, two_handed = true, left_hand = true, back = true,
  item = 85, ammo_item = 89,
  frames = { aim = { 0, 12 }, draw = { 13, 46, swap = 23 },
             recoil = { 47, 79, reload_sound = 57, aim_reset = 60, holster_reset = 59 },
             holster = { 80, 113, swap = 100 }, unaim = { 114, 127 } },
  damage = 4, pellets = 6, flash = 0,
  lock = { yaw = 60, pitch = 55 },
  arms = { both = { yaw_min = -80, yaw_max = 80, pitch_min = -65, pitch_max = 65 } },
  aim_speed = 10, spread = 0, scatter = 20,
  range = 8192, shot_height = 500, ammo = 2 * 6, sound = 45,
  flash_offset = { len = 285, off = 0 }, flash_light = 10,
}

return weapons
