-- Tomb Raider 5's guns in numbers: TR4's table (weapons/tr4.lua describes
-- the fields it adds) with TR5's ids and sounds, and the HK. Figures:
-- TOMB5 larafire.cpp's weapon table, lara1gun.cpp (FireHK: the HK's
-- modes, and its damage and accuracy standing and on the move),
-- camera.cpp (the sight's cadence of each mode), newinv2.cpp (rounds a
-- pickup gives; the silencer) and the animation models of TR5's
-- TEST1.TRC (pistols 1, uzis 2, revolver 6: TR4's layouts). TR5's test
-- level carries no HK model: its frames are the MP5's of TR3, whose draw
-- swap (16 frames into the draw) is the HK's draw frame in the table.
--
-- Fields TR5 adds: low_damage and low_spread (what a shot does from the
-- second stance, on the move); cadence (a mode's shots: `burst` shots,
-- then `pause` ticks before the next); silencer (the item that hushes the
-- gun, and the shot's sound then, while `l.silenced[gun]`: the ring's
-- combine of it is not written yet); scope (the gun has its own sight:
-- no laser sight needed, lara/gunsight.lua).
local tr4 = require("weapons.tr4")
local tr3 = require("weapons.tr3")
local common = require("weapons.common")
local derive, with_kinds = common.derive, common.with_kinds

--- TR5's sounds (TOMB5 sound.h): the HK silenced, fired, the revolver,
--- the grappling gun's shot and its grapple striking a target.
local SOUND = { HK_SILENCED = 14, HK = 68, REVOLVER = 121, GRAPPLE = 235, SMASH_METAL = 168 }
--- TR5's object ids (objects/tr45/names_tr5.lua).
local ID = {
  HK_ANIM = 5, REVOLVER_ANIM = 6, LARA_REVOLVER_LASER = 12, LARA_HOLSTERS_REVOLVER = 16,
  PISTOLS_ITEM = 334, PISTOLS_AMMO_ITEM = 335, UZI_ITEM = 336, UZI_AMMO_ITEM = 337,
  SHOTGUN_ITEM = 338, SHOTGUN_AMMO1_ITEM = 339, SHOTGUN_AMMO2_ITEM = 340, HK_ITEM = 345,
  HK_AMMO_ITEM = 346, CROSSBOW_ANIM = 4, LARA_CROSSBOW_LASER = 11, GRAPPLING_TARGET = 131,
  CROSSBOW_ITEM = 341, CROSSBOW_AMMO1_ITEM = 342, CROSSBOW_BOLT = 344, REVOLVER_ITEM = 347, REVOLVER_AMMO_ITEM = 348, SILENCER_ITEM = 353,
  GUN_FLASH = 371,
}
--- Rounds an HK clip gives.
local HK_ROUNDS = 30
--- The HK's pause after a sniper shot or a burst (HKTimer, WeaponDelay:
--- 12), a burst's shots (5), the sight's rapid cadence (LSHKTimer: 4).
local HK_PAUSE, HK_BURST, HK_EVERY = 12, 5, 4

local weapons = derive(tr4, {
  order = { "pistols", "uzis", "shotgun", "hk", "crossbow", "revolver" },
  flash_model = ID.GUN_FLASH,
})
-- TR5 has no grenade gun; its crossbow slot is the grappling gun (below).
weapons.grenade = nil

weapons.pistols = derive(tr4.pistols, { item = ID.PISTOLS_ITEM, ammo_item = ID.PISTOLS_AMMO_ITEM })
weapons.uzis = derive(tr4.uzis, { item = ID.UZI_ITEM, ammo_item = ID.UZI_AMMO_ITEM })
weapons.revolver = derive(tr4.revolver, {
  model = ID.REVOLVER_ANIM, anim_model = ID.REVOLVER_ANIM, item = ID.REVOLVER_ITEM,
  ammo_item = ID.REVOLVER_AMMO_ITEM, holster_model = ID.LARA_HOLSTERS_REVOLVER,
  laser_model = ID.LARA_REVOLVER_LASER,
})
weapons.shotgun = with_kinds(derive(tr4.shotgun, { item = ID.SHOTGUN_ITEM, ammo_item = false }), {
  { name = "normal", ammo_item = ID.SHOTGUN_AMMO1_ITEM, ammo = tr4.shotgun.ammo, changes = { scatter = 10 } },
  { name = "wideshot", ammo_item = ID.SHOTGUN_AMMO2_ITEM, ammo = tr4.shotgun.ammo, changes = { scatter = 30 } },
})

-- The HK: a rifle reaching 12 sectors, 3 a round at 4° standing, 1 at 12°
-- on the move (from the hip); its own scope (Look with it drawn, no laser
-- sight needed). Three modes on one store of rounds: sniper (a shot, then
-- 12 ticks' pause), burst (5 shots, then 12 ticks), rapid (a shot each 4
-- ticks while Action is held). The silencer hushes it.
weapons.hk = with_kinds(derive(tr3.mp5, {
  model = ID.HK_ANIM, anim_model = ID.HK_ANIM, item = ID.HK_ITEM, ammo_item = ID.HK_AMMO_ITEM,
  ammo = HK_ROUNDS, damage = 3, spread = 4, low_damage = 1, low_spread = 12, range = 12 * 1024,
  flash = 3, sound = SOUND.HK, flash_model = false, scope = true, sight = { every = HK_EVERY },
  silencer = { item = ID.SILENCER_ITEM, sound = SOUND.HK_SILENCED },
}), {
  { name = "sniper", changes = { cadence = { burst = 1, pause = HK_PAUSE },
                                 sight = { every = HK_PAUSE } } },
  { name = "burst", changes = { cadence = { burst = HK_BURST, pause = HK_PAUSE },
                                sight = { every = HK_EVERY, burst = HK_BURST, pause = HK_PAUSE } } },
  { name = "rapid" },
}, true)

-- The grappling gun, in the crossbow's slot (CROSSBOW_ITEM 341, its model
-- CROSSBOW_ANIM 4, with the sight LARA_CROSSBOW_LASER 11, its grapple
-- CROSSBOW_BOLT 344; TOMB5 lara1gun.cpp FireCrossbow, ControlCrossbow,
-- control.cpp, camera.cpp, lara.cpp): held as TR4's crossbow, but it
-- fires only through the laser sight (`sight_only`: TOMB5 swallows
-- Action while it is drawn without the sight), a grapple each 32 ticks.
-- The grapple flies straight at 512 and hurts no one; meeting a
-- GRAPPLING_TARGET that still shows its first mesh (`grapples`), it sets
-- off the floor triggers under the target as a heavy body would, bursts
-- with SFX_SMASH_METAL, and the target shows its next mesh instead (the
-- grapple caught in it: mesh bits shifted up one). A clip of grapples
-- gives TR4's crossbow's 10 (TOMB5's pickup count is not in the sources
-- read).
local TR4_BOLTS = tr4.crossbow.kind_of.normal
weapons.crossbow = derive(TR4_BOLTS.weapon, {
  ammo = TR4_BOLTS.ammo, model = ID.CROSSBOW_ANIM, anim_model = ID.CROSSBOW_ANIM, item = ID.CROSSBOW_ITEM,
  ammo_item = ID.CROSSBOW_AMMO1_ITEM, damage = 0, sound = SOUND.GRAPPLE,
  laser_model = ID.LARA_CROSSBOW_LASER, sight_only = true, kind = false,
  projectile = derive(tr4.crossbow.projectile, {
    type = ID.CROSSBOW_BOLT, harmless = true,
    grapples = { target = ID.GRAPPLING_TARGET, sound = SOUND.SMASH_METAL },
  }),
})

return weapons
