-- Tomb Raider 4's guns in numbers: TR3's table (weapons/tr1.lua, tr2.lua
-- describe the fields) with TR4's ids, sounds and figures, the revolver,
-- the crossbow and the grenade gun, and the ammunition kinds the ring
-- chooses between. Figures: TOMB4 larafire.cpp's weapon table (cones,
-- arms, accuracy, height, damage, recoil, flash, draw frame), lara2gun.cpp
-- (the revolver's frames), lara1gun.cpp (shotgun scatter per shell, the
-- crossbow bolt's and grenade's flights and what they do on striking),
-- newinv.cpp (rounds a pickup gives), camera.cpp (the laser sight's shots)
-- and the animation models of TR4's TEST1.TR4 (`tombrs info --anims 1..6`:
-- the shotgun's and crossbow's 33-frame recoil loops, the grenade gun's
-- 13-frame recoil and 40-frame reload).
--
-- Fields TR4 adds:
-- - holsters (the table's): her thighs wear a holster model's meshes
--   rather than a gun model's (`empty`: the model worn while the guns are
--   out; `left`, `right`: the holster meshes hung at her left and right
--   thigh); holster_model (a gun's): the holster model that shows it
--   holstered.
-- - kinds (weapons/common.lua `with_kinds`): ammunition the ring chooses
--   between, each with its own rounds and what it changes in the gun.
-- - laser_model: the model whose right hand is the gun with the laser
--   sight on it; sight: what a shot through the sight is (`every`: ticks
--   between shots; `burst`/`pause`: shots before a pause of so many
--   ticks), the gun fires along the view with no spread (lara/gunsight.lua).
-- - projectile: blast_damage (what a burst does to each body, when not the
--   weapon's damage), self_damage (what a burst does to Lara within it),
--   poisons (a body struck is poisoned), flash (the burst hurts no one: a
--   white light of `light` reach for `ticks` ticks, and the humans it
--   blinds for `blind` ticks), fragments (bursting, it throws `count`
--   shells of the kind `kind`), slow_water (in water it loses a `share`
--   of its speed a tick down to `least`), spread_yaw/pitch (a fragment
--   leaves at a random heading and a pitch in `pitch`'s range).
local tr3 = require("weapons.tr3")
local common = require("weapons.common")
local derive, with_kinds = common.derive, common.with_kinds

--- TR4's sounds (TOMB4 sound.h): draw, holster, pistols, ricochet, uzis,
--- shotgun, the empty click, the blasts, revolver, crossbow.
local SOUND = { DRAW = 6, HOLSTER = 7, PISTOLS = 8, RICOCHET = 10, UZIS = 43, SHOTGUN = 45,
                EMPTY = 48, EXPLOSION1 = 105, EXPLOSION2 = 106, REVOLVER = 121, CROSSBOW = 235 }
--- TR4's object ids (objects/tr45/names_tr4.lua).
local ID = {
  PISTOLS_ANIM = 1, UZI_ANIM = 2, SHOTGUN_ANIM = 3, CROSSBOW_ANIM = 4, GRENADE_GUN_ANIM = 5,
  SIXSHOOTER_ANIM = 6, LARA_SCREAM = 10, LARA_CROSSBOW_LASER = 11, LARA_REVOLVER_LASER = 12, LARA_HOLSTERS = 13,
  LARA_HOLSTERS_PISTOLS = 14, LARA_HOLSTERS_UZIS = 15, LARA_HOLSTERS_SIXSHOOTER = 16,
  PISTOLS_ITEM = 349, PISTOLS_AMMO_ITEM = 350, UZI_ITEM = 351, UZI_AMMO_ITEM = 352,
  SHOTGUN_ITEM = 353, SHOTGUN_AMMO1_ITEM = 354, SHOTGUN_AMMO2_ITEM = 355, CROSSBOW_ITEM = 356,
  CROSSBOW_AMMO1_ITEM = 357, CROSSBOW_AMMO2_ITEM = 358, CROSSBOW_AMMO3_ITEM = 359,
  CROSSBOW_BOLT = 360, GRENADE_GUN_ITEM = 361, GRENADE_GUN_AMMO1_ITEM = 362,
  GRENADE_GUN_AMMO2_ITEM = 363, GRENADE_GUN_AMMO3_ITEM = 364, GRENADE = 365,
  SIXSHOOTER_ITEM = 366, SIXSHOOTER_AMMO_ITEM = 367, GUN_FLASH = 388,
}
--- Rounds a pickup gives (newinv.cpp): shotgun shells count six pellets.
local ROUNDS = { UZIS = 30, SHOTGUN = 36, REVOLVER = 6, CROSSBOW = 10, GRENADE = 4 }
--- A burst's reach (GetCollidedObjects' 2048), what it does to each body
--- in it (DoGrenadeDamageOnBaddie: 30) and to Lara (50).
local BLAST, BLAST_DAMAGE, SELF_DAMAGE = 2048, 30, 50
local BLAST_SOUNDS = { SOUND.EXPLOSION1, SOUND.EXPLOSION2 }
--- Where a bolt and a grenade leave her right hand.
local BOLT_MUZZLE, GRENADE_MUZZLE = { 0, 228, 32 }, { 0, 276, 80 }
--- The laser sight's shots (camera.cpp): a revolver round each 16 ticks, a
--- bolt each 32.
local REVOLVER_SIGHT, CROSSBOW_SIGHT = { every = 16 }, { every = 32 }

local weapons = derive(tr3, {
  order = { "pistols", "uzis", "shotgun", "crossbow", "grenade", "revolver" },
  flash_model = ID.GUN_FLASH,
  sounds = { draw = SOUND.DRAW, holster = SOUND.HOLSTER, ricochet = SOUND.RICOCHET, empty = SOUND.EMPTY },
  holsters = { empty = ID.LARA_HOLSTERS, left = 4, right = 8 },
  -- TR4's firing face is LARA_SCREAM's head, laid over her skinned one
  -- while Action is held with a gun ready, rounds left or not (TOMB4
  -- larafire.cpp LaraGun: the head is chosen before the empty gun's test).
  firing_face = { model = ID.LARA_SCREAM, mesh = 14, even_empty = true },
  -- Targets (TOMB4 LaraGetNewTarget): the one she has is kept while it is
  -- still a candidate; a new one by TR2's rule over the AI slots.
  keep_target = "candidate", best_target = "nearest", target_order = "oldest",
  -- TR4's round finds what it meets with its own routine (TOMB4
  -- larafire.cpp FireWeapon's GetTargetOnLOS), not TR2's and TR3's
  -- smashable test: its miss keeps TR1's flight.
  miss = false,
})
-- What TR3 has that TR4 has not.
weapons.desert_eagle, weapons.mp5, weapons.rocket, weapons.harpoon = nil, nil, nil, nil

-- Pistols and uzis: TR3's, on TR4's models, their holsters worn as TR4's
-- holster models; TR4's uzis flash 3 ticks and a clip is 30 rounds.
weapons.pistols = derive(tr3.pistols, {
  model = ID.PISTOLS_ANIM, anim_model = ID.PISTOLS_ANIM, item = ID.PISTOLS_ITEM,
  ammo_item = ID.PISTOLS_AMMO_ITEM, sound = SOUND.PISTOLS, holster_model = ID.LARA_HOLSTERS_PISTOLS,
})
weapons.uzis = derive(tr3.uzis, {
  model = ID.UZI_ANIM, anim_model = ID.UZI_ANIM, item = ID.UZI_ITEM, ammo_item = ID.UZI_AMMO_ITEM,
  ammo = ROUNDS.UZIS, flash = 3, sound = SOUND.UZIS, holster_model = ID.LARA_HOLSTERS_UZIS,
})

-- The revolver: TR3's desert eagle in figures (21 a round each 16 ticks,
-- accuracy 4°, aimed as one arm of ±10°) on its own model, held in the
-- right hand and holstered on the right thigh; the laser sight fits it.
weapons.revolver = derive(tr3.desert_eagle, {
  model = ID.SIXSHOOTER_ANIM, anim_model = ID.SIXSHOOTER_ANIM, item = ID.SIXSHOOTER_ITEM,
  ammo_item = ID.SIXSHOOTER_AMMO_ITEM, ammo = ROUNDS.REVOLVER, sound = SOUND.REVOLVER,
  holster_model = ID.LARA_HOLSTERS_SIXSHOOTER, laser_model = ID.LARA_REVOLVER_LASER,
  sight = REVOLVER_SIGHT,
})

-- The shotgun: TR3's (3 a pellet, six pellets a shell, a shell each 33
-- ticks) on TR4's model; normal shells scatter their pellets 10°, wideshot
-- shells 30° (FireShotgun's 1820 and 5460).
weapons.shotgun = with_kinds(derive(tr3.shotgun, {
  model = ID.SHOTGUN_ANIM, anim_model = ID.SHOTGUN_ANIM, item = ID.SHOTGUN_ITEM, ammo_item = false,
  ammo = false, sound = SOUND.SHOTGUN,
}), {
  { name = "normal", ammo_item = ID.SHOTGUN_AMMO1_ITEM, ammo = ROUNDS.SHOTGUN, changes = { scatter = 10 } },
  { name = "wideshot", ammo_item = ID.SHOTGUN_AMMO2_ITEM, ammo = ROUNDS.SHOTGUN, changes = { scatter = 30 } },
})

-- The crossbow: held and slung as the shotgun, a bolt each 33 ticks (its
-- recoil loop), no flash. A bolt flies straight at 512 (in water it loses
-- a sixteenth of its speed a tick down to 64) and strikes the first body
-- for 5; a poison bolt poisons it too; an explosive bolt bursts on what it
-- meets. The laser sight fits it.
local BOLT = { type = ID.CROSSBOW_BOLT, muzzle = BOLT_MUZZLE, speed = 512,
               slow_water = { share = 16, least = 64 } }
weapons.crossbow = with_kinds(derive(tr3.shotgun, {
  model = ID.CROSSBOW_ANIM, anim_model = ID.CROSSBOW_ANIM, item = ID.CROSSBOW_ITEM, ammo_item = false,
  ammo = false, damage = 5, pellets = 1, scatter = 0, spread = 0, flash = 0, sound = SOUND.CROSSBOW,
  laser_model = ID.LARA_CROSSBOW_LASER, sight = CROSSBOW_SIGHT, projectile = BOLT,
}), {
  { name = "normal", ammo_item = ID.CROSSBOW_AMMO1_ITEM, ammo = ROUNDS.CROSSBOW },
  { name = "poison", ammo_item = ID.CROSSBOW_AMMO2_ITEM, ammo = ROUNDS.CROSSBOW,
    changes = { projectile = derive(BOLT, { poisons = true }) } },
  { name = "explosive", ammo_item = ID.CROSSBOW_AMMO3_ITEM, ammo = ROUNDS.CROSSBOW,
    changes = { projectile = derive(BOLT, { blast = BLAST, blast_damage = BLAST_DAMAGE,
                                            sounds = BLAST_SOUNDS }) } },
})

-- The grenade gun: TR3's grenade launcher in frames and flight (it leaves
-- at 128, falls by 3 a tick, bounces, bursts after 120 ticks or on a body)
-- on TR4's model; a burst reaches 2048 and does 30 to each body in it, 50
-- to Lara. A super grenade's burst throws three fragments (each leaves at
-- 64, at a random heading and 45° to 135° up, bursting on the floor or
-- ceiling it meets); a flash grenade hurts no one: it lights everything
-- white and blinds the humans near for 120 ticks.
local GRENADE = derive(tr3.grenade.projectile, {
  type = ID.GRENADE, muzzle = GRENADE_MUZZLE, blast = BLAST, blast_damage = BLAST_DAMAGE,
  self_damage = SELF_DAMAGE, sounds = BLAST_SOUNDS,
})
weapons.grenade = with_kinds(derive(tr3.grenade, {
  model = ID.GRENADE_GUN_ANIM, anim_model = ID.GRENADE_GUN_ANIM, item = ID.GRENADE_GUN_ITEM,
  ammo_item = false, ammo = false, sound = false, projectile = GRENADE,
}), {
  { name = "normal", ammo_item = ID.GRENADE_GUN_AMMO1_ITEM, ammo = ROUNDS.GRENADE },
  { name = "super", ammo_item = ID.GRENADE_GUN_AMMO2_ITEM, ammo = ROUNDS.GRENADE,
    changes = { projectile = derive(GRENADE, { fragments = { count = 3, kind = "fragment" } }) } },
  { name = "flash", ammo_item = ID.GRENADE_GUN_AMMO3_ITEM, ammo = ROUNDS.GRENADE,
    changes = { projectile = derive(GRENADE, { flash = { light = 4096, ticks = 16, blind = 120 } }) } },
  -- A super grenade's fragment: no pickup gives it.
  { name = "fragment",
    changes = { projectile = derive(GRENADE, { speed = 64, fuse = false, bounce = false, self_damage = false,
                                               spread_pitch = { 8192, 24575 } }) } },
})

return weapons
