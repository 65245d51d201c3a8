-- TR4/TR5 slots a level fills but never places as an entity, each with a
-- note on what it is for (check-scripts --coverage prints entry notes).
-- They take the "unplaced" behaviour: one placed anyway stands still.
-- Patterns are Lua patterns over the catalogue NAME, tried in order.
return {
  { "^GUNSHELL$", "a spent cartridge the pistols, uzis and revolver throw out: an effect" },
  { "^SHOTGUNSHELL$", "a spent shotgun cartridge thrown out by a shot: an effect" },
  { "^GUN_FLASH$", "the muzzle flash model Lara's and the guards' guns show: an effect" },
  { "^COMPASS_ITEM$", "the inventory's compass (TR4 shows Lara's heading): inventory only" },
  { "^MEMCARD_%u+_INV_ITEM$", "the console inventory's load/save ring object: inventory only" },
  { "^PC_%u+_INV_ITEM$", "the PC inventory's load/save ring object: inventory only" },
  { "^DC_%u+_INV_ITEM$", "the Dreamcast inventory's load/save ring object: inventory only" },
  { "^MESHSWAP%d$", "a mesh bank other objects swap meshes from (flipeffects, cutscenes)" },
  { "^ACTOR%d_SPEECH_HEAD%d$", "an actor's talking head for cutscenes' lip sync: never placed" },
  { "^AI_", "an AI object of the level's list, no entity: keyed by OCB, it gives the creature "
      .. "on its square standing orders (ai/objects.lua, ai/orders.lua: guard, ambush, patrol, "
      .. "follow, modify; X1/X2 noted for the creature's module)" },
  { "^LARA_START_POS$", "where a level starts Lara when it is entered from another "
      .. "(an AI object of the level's list): no entity" },
  { "^BODY_PART$", "a piece of a body thrown by an explosion: an effect" },
  { "^BUBBLES$", "the bubbles effect's sprite (the game's missile slot for them): an effect" },
}
