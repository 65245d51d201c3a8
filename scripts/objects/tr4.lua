-- The Tomb Raider 4 catalogue: every type id 0-464 (TOMB4 objects.h)
-- under its name (objects/tr45/names_tr4.lua), wired to a behaviour by name
-- in objects/tr45/catalogue.lua and, for what is TR4's own (its creatures
-- above all), below; a type no routine of the original serves stays
-- "inert" or "unplaced", with a note. The product is the catalogue shape
-- of every game (objects/catalogue.lua).
local catalogue = require("objects.tr45.catalogue")

return catalogue.build(require("objects.tr45.names_tr4"), {
  DOG = { behaviour = "creatures.dog", params = { stats = "dog" } },
  -- TR4's people (creatures/stats/tr4.lua; TOMB4 setup.cpp gives each its
  -- routine): the SAS and the troops shoot (creatures/shooter.lua), the
  -- SAS lobs grenades (the missile "sas_grenade", flown as a shell by
  -- weapons/projectile.lua through creatures/missile.lua); the wounded
  -- soldiers only fidget (creatures/fidget.lua).
  SAS = { behaviour = "creatures.shooter", params = { stats = "sas" } },
  TROOPS = { behaviour = "creatures.shooter", params = { stats = "troops" } },
  SAS_DYING = { behaviour = "creatures.fidget", params = { stats = "wounded_sas" } },
  SAS_CAPTAIN = { behaviour = "creatures.fidget", params = { stats = "wounded_sas" } },
  GRENADE = { behaviour = "weapons.projectile" },
  -- The SAS body Lara drags away (common/operated.lua; TOMB4 sas.cpp
  -- DragSASCollision, DragSASBounds, DragSASPos): from 460 behind it,
  -- facing as it does, her ANIM_DRAGSAS 440 with its own animation 0; once
  -- that has played, the heavy triggers two sectors behind her.
  SAS_DRAG_BLOKE = { behaviour = "objects.common.operated",
                     params = { anim = 440, object_anim = 0, box = { -256, 256, -512, -460 },
                                stand = 460, trigger_behind = 2048 } },
  SKELETON = { behaviour = "creatures.skeleton", params = { stats = "skeleton" } },
  MUMMY = { behaviour = "creatures.walking_mummy", params = { stats = "mummy" } },
  -- TR4's animals (creatures/stats/tr4.lua).
  CROCODILE = { behaviour = "creatures.amphibious_crocodile", params = { stats = "crocodile" } },
  BAT = { behaviour = "creatures.bat", params = { stats = "bat" } },
  SCORPION = { behaviour = "creatures.scorpion", params = { stats = "scorpion" } },
  SMALL_SCORPION = { behaviour = "creatures.scorpion", params = { stats = "small_scorpion" } },
  WILD_BOAR = { behaviour = "creatures.boar", params = { stats = "wild_boar" } },
  BABOON_NORMAL = { behaviour = "creatures.baboon", params = { stats = "baboon_normal" } },
  BABOON_INV = { behaviour = "creatures.baboon", params = { stats = "baboon" } },
  BABOON_SILENT = { behaviour = "creatures.baboon", params = { stats = "baboon" } },
  HAMMERHEAD = { behaviour = "creatures.fish", params = { stats = "hammerhead" } },
  BIG_BEETLE = { behaviour = "creatures.wasp", params = { stats = "big_beetle" } },
  LITTLE_BEETLE = { behaviour = "creatures.locusts", params = { stats = "scarabs" } },
  LOCUST_EMITTER = { behaviour = "creatures.locusts", params = { stats = "locusts" } },
  -- TR4's baddies (creatures/baddy.lua: sword and uzi, rolls and leaps aside,
  -- climbs, picks up medipacks and clips; TOMB4 raghead.cpp) and the Knights
  -- Templar (creatures/templar.lua: cannot die, guards while aimed at;
  -- templar.cpp).
  BADDY_1 = { behaviour = "creatures.baddy", params = { stats = "baddy_1" } },
  BADDY_2 = { behaviour = "creatures.baddy", params = { stats = "baddy_2" } },
  KNIGHTS_TEMPLAR = { behaviour = "creatures.templar", params = { stats = "templar" } },
  -- TR4's bosses and monsters (creatures/stats/tr4.lua): Seth, Ahmet, the
  -- harpy, the demigods (one routine); their bolts fly as BUBBLES, TOMB4's
  -- effect slot for them (creatures/missile.lua, homing).
  SETHA = { behaviour = "creatures.seth", params = { stats = "seth", death = "seth" } },
  AHMET = { behaviour = "creatures.ahmet", params = { stats = "ahmet" } },
  HARPY = { behaviour = "creatures.harpy", params = { stats = "harpy" } },
  DEMIGOD1 = { behaviour = "creatures.demigod", params = { stats = "demigod1" } },
  DEMIGOD2 = { behaviour = "creatures.demigod", params = { stats = "demigod2" } },
  DEMIGOD3 = { behaviour = "creatures.demigod", params = { stats = "demigod3" } },
  BUBBLES = { behaviour = "creatures.missile" },
  -- The leaders along AI_FOLLOW markers (creatures/follower.lua, guide.cpp;
  -- creatures/von_croy.lua, voncroy.cpp) and Jean-Yves idling by how far Lara has got (jean.cpp).
  GUIDE = { behaviour = "creatures.follower", params = { stats = "guide" } },
  VON_CROY = { behaviour = "creatures.von_croy", params = { stats = "von_croy" } },
  JEAN_YVES = { behaviour = "creatures.jean_yves", params = { stats = "jean_yves" } },
  -- The wraiths (creatures/wraith.lua; TOMB4 wraith.cpp): fly through walls
  -- at Lara weaving, WRAITH1 sets her alight, WRAITH3 is the ghost trap's
  -- (GHOSTTRAP, ANIMATING10), the others drown; Lara's double
  -- (creatures/doppelganger.lua, laradouble.cpp): what she shoots it for,
  -- she loses; the enemy jeep along its AI markers, dropping grenades
  -- (creatures/enemy_jeep.lua, jeep.cpp).
  WRAITH1 = { behaviour = "creatures.wraith", params = { stats = "wraith1" } },
  WRAITH2 = { behaviour = "creatures.wraith", params = { stats = "wraith2" } },
  WRAITH3 = { behaviour = "creatures.wraith", params = { stats = "wraith3" } },
  WRAITH4 = { behaviour = "creatures.wraith", params = { stats = "wraith4" } },
  LARA_DOUBLE = { behaviour = "creatures.doppelganger", params = { stats = "lara_double" } },
  ENEMY_JEEP = { behaviour = "creatures.enemy_jeep", params = { stats = "enemy_jeep" } },
  -- The horseman and his horse (creatures/horseman.lua; TOMB4 horse.cpp):
  -- the horse is his mount, driven and carried by him.
  HORSEMAN = { behaviour = "creatures.horseman", params = { stats = "horseman" } },
  HORSE = { behaviour = "creatures.horseman", params = { stats = "horse" } },
  -- The sphinx charges, stuns itself on walls, cannot be hurt
  -- (creatures/sphinx.lua; TOMB4 sphinx.cpp).
  SPHINX = { behaviour = "creatures.sphinx", params = { stats = "sphinx" } },
  -- The crocodile god (creatures/crocodile_god.lua; TOMB4 croc.cpp):
  -- stands, its head following Lara; fireballs that set her alight,
  -- locusts out of its mouth.
  MUTANT = { behaviour = "creatures.crocodile_god", params = { stats = "crocodile_god" } },
})
