-- Tomb Raider 2's creatures in numbers (units as in tr1.lua). Sources: TRX's
-- decompiled TR2 (src/tr2/game/objects/creatures/tiger.c, cultist_1.c):
-- hit points, radius, pivot, turns, ranges, chances, damage, bite points,
-- touch masks; state and animation numbers checked against the models of
-- tr2/TEST1.TR2. Step and drop: TR2's default (one click up, two down).
-- TR2 gives no smartness: the library's default applies.
local families = require("creatures.stats.families")

--- Masked goon 1's type: goons 2 and 3 play its animations.
local GOON_1 = 16

--- The masked goons' states (TRX CULT_1): AIM_2 (8) is never used; the
--- running shot is shoot_run.
local GOON_STATES = {
  walk = 1, run = 2, stop = 3, wait = 4, pose = 5, aim_1 = 6, shoot_1 = 7,
  aim_run = 8, shoot_run = 9, aim_3 = 10, shoot_3 = 11, death = 12,
}

--- A masked goon (TRX Cultist 1): `own` adds what sets one apart (goons 2
--- and 3 play goon 1's animations; goon 3 shows fewer meshes).
local function goon(own)
  local t = {
    hit_points = 25, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    -- Bone 0 turns: the torso follows the target while it aims.
    head_mesh = 1, violent = false, states = GOON_STATES,
    turn = { walk = 5, run = 5 },
    -- Runs (rather than walks) at a target beyond two sectors.
    range = { run = 2048 },
    -- Bored and facing its target it may strike a pose (below `pose`) or
    -- stroll (below `walk`); posing it stops on `unpose`, strolling on
    -- `unwalk`; one of two aims on `aim_1` (else the other).
    chance = { pose = 0x500, walk = 0xA00, unpose = 0x100, unwalk = 0x300, aim_1 = 0x4000 },
    gun = { mesh = 10, x = 3, y = 331, z = 56, damage = 50 },
    death_anims = { 20, 21 },
    -- Half of them (a 0x4000 roll) come without meshes 4 and 5.
    hide_by_chance = { mask = 0x30, chance = 0x4000 },
    drops = {},
  }
  for k, v in pairs(own) do t[k] = v end
  return t
end

return {
  -- Tiger / snow leopard (creatures/stats/families.lua): blows of 100.
  tiger = families.tiger({ hit_points = 20, damage = 100 }),
  masked_goon_1 = goon({}),
  masked_goon_2 = goon({ anims_of = GOON_1 }),
  -- Goon 3 hides meshes 15–20 too.
  masked_goon_3 = goon({ anims_of = GOON_1, hide = 0x1F8000 }),
}
