-- Tomb Raider 2's guns in numbers: TR1's table (weapons/tr1.lua describes
-- the fields) with TR2's ids, sounds and figures, and the guns TR2 adds.
-- Figures: the TR2 weapon table (TRX src/tr2/game/gun/vars.c: damage,
-- accuracy, range, recoil, flash), TRX src/tr2/global/const.h (rounds a
-- pickup gives), gun_rifle.c (draw and holster swap frames 10 and 21 of
-- the rifles' draw and holster animations, the harpoon's reload after
-- every 4th harpoon, grenades and harpoons flying at 150), and the
-- animation models of TR2's TEST1.TR2 (`tombrs info --anims 1, 3, 6, 7, 8`).
--
-- Fields TR2 adds to TR1's:
-- - back: where a two-handed gun goes when holstered: true, a mesh swap of
--   her torso (TR1); "attach", the gun model's back mesh (`back_mesh`)
--   hung on her torso at that mesh's place in the gun model's skeleton.
-- - holster: "thighs" (pistol types: both thighs), "right_thigh" (one gun
--   in the right hand and holster).
-- - loop_recoil: a held trigger fires again as the recoil ends (the
--   rifles' recoil animations loop onto themselves), one shot per
--   `recoil` ticks; without it the arm returns to aim first (TR1).
-- - frames.low and low_when: the arms' second stance, its aim and recoil
--   frames, taken "underwater" (the harpoon) or while she is "moving"
--   (the M16 fired from the hip).
-- - frames.reload and reload_every: after every `reload_every`th round the
--   arms play the reload frames before aiming again.
-- - underwater: the gun can be drawn and fired in water (the harpoon gun,
--   the only one).
-- - projectile: what the gun fires instead of bullets (weapons/projectile.lua
--   flies it): type (the spawned object), muzzle (where it leaves her right
--   hand, in the hand mesh's frame), speed, and the flight's own figures
--   (weapons/projectile.lua lists them).
-- - sound_water: the shot's sound under water; flash_model: the muzzle
--   flash mesh of this gun when not the common one.
-- - sound_stop (pistol types): the gun rattles, its shot sound playing
--   every recoil frame of each arm, and an arm that stops firing plays
--   this once (the uzis: TRX tr2 gun_pistols.c Gun_Pistols_Animate).
-- And one to the game's: one_sound_a_volley, both arms firing in the same
-- tick play the shot's sound once (Gun_Pistols_Animate's sound_already;
-- TR1 plays it for each arm).
local tr1 = require("weapons.tr1")
local derive = require("weapons.common").derive

--- The uzis' last-shot sound (SFX_LARA_UZI_STOP, the same id up to TR5).
local UZI_STOP = 44
--- TR2's muzzle flashes (gunflare 240, M16 gunflare 241).
local FLASH, M16_FLASH = 240, 241
--- Where a rifle's projectile leaves her right hand (TRX gun_rifle.c).
local RIFLE_MUZZLE = { -2, 373, 77 }
--- The rifles' cone and arms (TR2 weapon table, as TR1's shotgun).
local RIFLE_LOCK = tr1.shotgun.lock
local RIFLE_ARMS = tr1.shotgun.arms

local weapons = {
  -- The order a player cycles through them (the ring's), and which one a
  -- fresh Lara holds.
  order = { "pistols", "shotgun", "automags", "uzis", "harpoon", "m16", "grenade" },
  default = "pistols",
  -- Her TR2 skeleton has TR1's mesh layout.
  meshes = tr1.meshes,
  -- The uzi model's head pulls the firing face (O_LARA_UZIS).
  firing_face = { model = 5, mesh = 14 },
  flash_model = FLASH,
  sounds = { draw = 6, holster = 7, ricochet = 10, empty = 48 },
  target_range = tr1.target_range,
  -- Targets (lara/aim.lua): with Action held the one she has is kept
  -- (TR1's rule); the creatures in their AI slots' order, a nearer one
  -- taking the best's place unless its bearing is 15° wider (TRX tr2
  -- gun_misc.c Gun_GetNewTarget, NEAR_ANGLE).
  keep_target = tr1.keep_target, best_target = "nearest", target_order = "oldest",
  one_sound_a_volley = true,
  -- A round's way (lara/shot.lua; TRX tr2 gun_misc.c Gun_FireWeapon): a
  -- miss flies the gun's range and ricochets only where something stopped
  -- it; the first of these items on a round's line it breaks, by type
  -- (Item_IsSmashable and Gun_SmashItem: O_WINDOW_1 smashed, O_BELL set
  -- swinging).
  miss = { smashes = { [72] = "hit", [88] = "hit" } },
}

-- Pistols, automatic pistols and uzis play their arms on the pistol
-- animation model (1) as in TR1; uzis flash for 3 ticks in TR2.
weapons.pistols = derive(tr1.pistols, { item = 135, ammo_item = 142 })
weapons.automags = derive(tr1.magnums, {
  model = 4, item = 137, ammo_item = 144, ammo = 40, sound = 21, flash = 3,
})
weapons.uzis = derive(tr1.uzis, {
  model = 5, item = 138, ammo_item = 145, ammo = 80, flash = 3, sound_stop = UZI_STOP,
})

-- The shotgun: TR1's frames on TR2's model 3, 3 a pellet, the rifles'
-- swap frames and a 3-tick flash; one shot each 33 ticks (its recoil
-- loop: TR2 plays it through the gun's own animation states, which the
-- frame rule stands in for); slung on her back, in her right hand only.
weapons.shotgun = derive(tr1.shotgun, {
  routine = "frames", model = 3, anim_model = 3, item = 136, ammo_item = 143, damage = 3,
  flash = 3, recoil = 33, left_hand = false, back = "attach", back_mesh = 14, loop_recoil = true,
  frames = { aim = { 0, 12 }, draw = { 13, 46, swap = 23 }, recoil = { 47, 79 },
             holster = { 80, 113, swap = 101 } },
})

-- The rifles: two-handed, slung on her back, firing from 500 above her
-- feet with the rifle cone.
local function rifle(own)
  return derive({
    routine = "frames", two_handed = true, back = "attach", back_mesh = 14, pellets = 1, lock = RIFLE_LOCK,
    arms = RIFLE_ARMS, aim_speed = 10, scatter = 0, range = 8192, shot_height = 500,
    flash_offset = tr1.shotgun.flash_offset, flash_light = 10, loop_recoil = true,
  }, own)
end

-- The M16: 3 a round, one round each 4 ticks (its 4-frame recoil loop),
-- a reach of 12 sectors, accuracy 4°; moving, she fires it from the hip.
weapons.m16 = rifle({
  model = 6, anim_model = 6, item = 140, ammo_item = 147,
  frames = { aim = { 0, 12 }, draw = { 13, 43, swap = 23 }, recoil = { 44, 47 },
             holster = { 48, 78, swap = 69 }, low = { aim = { 92, 102 }, recoil = { 114, 117 } } },
  low_when = "moving", damage = 3, recoil = 4, flash = 3, spread = 4, range = 12 * 1024,
  ammo = 40, sound = 78, flash_model = M16_FLASH,
})

-- The grenade launcher: a grenade flies straight at 150 and bursts on
-- what it meets, 30 to every body within a sector; each shot plays the
-- recoil, then the reload.
weapons.grenade = rifle({
  model = 7, anim_model = 7, item = 141, ammo_item = 148,
  frames = { draw = { 0, 26, swap = 10 }, aim = { 27, 33 }, recoil = { 74, 86 },
             reload = { 34, 73 }, holster = { 94, 120, swap = 115 } },
  reload_every = 1, damage = 30, recoil = 13, flash = 2, spread = 8, ammo = 2,
  projectile = { type = 248, muzzle = RIFLE_MUZZLE, speed = 150, blast = 1024,
                 sounds = { 105 } },
})

-- The harpoon gun: a harpoon flies straight at 150 (in water too) and
-- strikes the first body for 4; the only gun drawn under water, where the
-- arms take their swimming stance; every 4th harpoon she reloads.
weapons.harpoon = rifle({
  model = 8, anim_model = 8, item = 139, ammo_item = 146,
  frames = { aim = { 0, 12 }, draw = { 13, 46, swap = 23 }, recoil = { 47, 55 },
             holster = { 56, 89, swap = 77 }, reload = { 103, 141 },
             low = { aim = { 142, 154 }, recoil = { 168, 179 } } },
  low_when = "underwater", reload_every = 4, underwater = true, damage = 4, recoil = 9,
  flash = 0, spread = 8, ammo = 3, sound = 15, sound_water = 23,
  lock = { yaw = 60, pitch = 65 },
  arms = { both = { yaw_min = -80, yaw_max = 80, pitch_min = -75, pitch_max = 75 } },
  projectile = { type = 249, muzzle = RIFLE_MUZZLE, speed = 150, stick = 256 },
})

return weapons
