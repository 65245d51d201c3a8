-- Tomb Raider 3's guns in numbers: TR2's table (weapons/tr2.lua describes
-- the fields it adds to TR1's) with TR3's ids, sounds and figures, the
-- desert eagle, the MP5 and the rocket launcher. Figures: tomb3
-- larafire.cpp's weapon table (damage, accuracy, range, recoil, flash,
-- draw frame), lara2gun.cpp's pistol table (the desert eagle's frames),
-- lara1gun.cpp (holster swap frames 21, the grenade launcher's 16; the
-- projectiles' flights), invfunc.cpp (rounds a pickup gives) and the
-- animation models of TR3's TEST1.TR2 (`tombrs info --anims 1, 3..9`).
local tr2 = require("weapons.tr2")
local derive = require("weapons.common").derive

--- TR3's muzzle flashes (gunflare 300, MP5 gunflare 301).
local FLASH, MP5_FLASH = 300, 301
--- TR3's sounds (tomb3 sound.h): the desert eagle, the MP5 (Heckler &
--- Koch), the rocket launcher (bazooka), the two halves of a blast.
local SOUND = { DESERT_EAGLE = 121, MP5 = 78, ROCKET = 77, EXPLOSION1 = 105, EXPLOSION2 = 106 }
--- A grenade's and a rocket's blast: a sector (tomb3 WALL_SIZE).
local BLAST = 1024

local weapons = derive(tr2, {
  order = { "pistols", "shotgun", "desert_eagle", "uzis", "harpoon", "mp5", "rocket", "grenade" },
  flash_model = FLASH,
  -- TR2's choice of target over the active list (tomb3 LaraGetNewTarget).
  target_order = "newest",
  -- What a round breaks on its line (tomb3 control.cpp ObjectOnLOS,
  -- larafire.cpp SmashItem): SMASH_WINDOW and SMASH_OBJECT1-3 (101-104)
  -- smashed, CARCASS (38) and EXTRAFX6 (373) woken.
  miss = { smashes = { [101] = "hit", [102] = "hit", [103] = "hit", [104] = "hit",
                       [38] = "activate", [373] = "activate" } },
  -- A pistol-type gun's flash lights the flashing hand each tick it shows
  -- (tomb3 lara2gun.cpp PistolHandler: TriggerDynamic, falloff 10): its
  -- place in the hand's frame, then its colour, each `roll % span + base`
  -- of the world's generator, rolled in this order (lara/gun_pistols.lua).
  flash_glow = {
    offset = { { span = 256, base = -128 }, { span = 128, base = -63 }, { span = 256, base = -128 } },
    colour = { { span = 64, base = 192 }, { span = 32, base = 128 }, { span = 64, base = 0 } },
    radius = 10 * 256,
  },
})
-- What TR2 has and TR3 calls otherwise is not TR3's.
weapons.automags, weapons.m16 = nil, nil

weapons.pistols = derive(tr2.pistols, { item = 160, ammo_item = 168 })
-- TR3's uzis play their arms on their own model (5), laid out as the
-- pistols' (tomb3 PistolTable), and give 40 rounds.
weapons.uzis = derive(tr2.uzis, { anim_model = 5, item = 163, ammo_item = 171, ammo = 40 })
weapons.shotgun = derive(tr2.shotgun, { item = 161, ammo_item = 169 })

-- The desert eagle: held in both hands, aimed as one (the right hand
-- holds it, its holster is on the right thigh), 21 a round, one round
-- each 16 ticks, accuracy 4°; arms frames of its own model (4): aim 0-7,
-- holster 8-14, draw 15-28, recoil from 29 (tomb3 PistolTable).
weapons.desert_eagle = derive(tr2.automags, {
  routine = "frames", model = 4, anim_model = 4, item = 162, ammo_item = 170, two_handed = true,
  holster = "right_thigh",
  frames = { aim = { 0, 7 }, draw = { 8, 28, swap = 15 }, holster = { 28, 8, swap = 15 },
             recoil = { 29, 44 } },
  arms = { both = { yaw_min = -10, yaw_max = 10, pitch_min = -80, pitch_max = 80 } },
  damage = 21, recoil = 16, spread = 4, ammo = 10, sound = SOUND.DESERT_EAGLE,
})

-- The MP5: TR2's M16 on model 6's frames, 4 a round, accuracy 8°, 60
-- rounds a clip.
weapons.mp5 = derive(tr2.m16, {
  item = 165, ammo_item = 173,
  frames = { aim = { 0, 9 }, draw = { 10, 45, swap = 26 }, recoil = { 46, 49 },
             holster = { 50, 85, swap = 71 }, low = { aim = { 102, 109 }, recoil = { 122, 125 } } },
  damage = 4, spread = 8, ammo = 60, sound = SOUND.MP5, flash_model = MP5_FLASH,
})

-- The rocket launcher (model 7): a rocket leaves at 16, gathers speed to
-- 512 (128 in water) and bursts on what it meets: 30 to every body within
-- a sector. One rocket a pickup.
weapons.rocket = derive(tr2.grenade, {
  model = 7, anim_model = 7, item = 166, ammo_item = 174,
  frames = { aim = { 0, 15 }, draw = { 16, 49, swap = 28 }, recoil = { 50, 109 },
             holster = { 110, 143, swap = 131 } },
  reload_every = false, damage = 30, recoil = 60, ammo = 1, sound = SOUND.ROCKET,
  projectile = { type = 309, muzzle = { 0, 180, 72 }, speed = 16,
                 accel = { share = 4, add = 4, top = 512, top_water = 128 },
                 blast = BLAST, sounds = { SOUND.EXPLOSION1, SOUND.EXPLOSION2 } },
})

-- The grenade launcher (model 8): a grenade leaves at 128 along her aim,
-- falls by 3 a tick (in water it drifts: its fall eases to 5, it loses a
-- quarter of its speed a tick), bounces, and bursts after 120 ticks or on
-- a body it meets: 20 to every body within a sector.
weapons.grenade = derive(tr2.grenade, {
  model = 8, anim_model = 8, item = 167, ammo_item = 175, damage = 20,
  frames = derive(tr2.grenade.frames, { holster = { 94, 120, swap = 110 } }),
  projectile = { type = 311, muzzle = { 0, 276, 80 }, speed = 128, gravity = 3,
                 water = { fall = 5, drag = 4 }, fuse = 120, bounce = true, blast = BLAST,
                 sounds = { SOUND.EXPLOSION1, SOUND.EXPLOSION2 } },
})

-- The harpoon gun (model 9): TR2's frames; 6 a harpoon; in the air it
-- flies at 256 and dips 1° a tick, in water it flies straight at 128.
weapons.harpoon = derive(tr2.harpoon, {
  model = 9, anim_model = 9, item = 164, ammo_item = 172, damage = 6,
  arms = { both = { yaw_min = -20, yaw_max = 20, pitch_min = -75, pitch_max = 75 } },
  projectile = { type = 310, muzzle = { -2, 373, 77 }, speed = 256, speed_water = 128,
                 dip = 182, stick = 256 },
})

return weapons
