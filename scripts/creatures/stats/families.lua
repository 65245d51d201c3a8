-- Figures a creature family shares across games, each game's stats filling
-- in the rest (units as in tr1.lua). Step and drop: TR2–TR5's default (one
-- click up, two down; tomb3 and TOMB4 lot.cpp).
local families = {}

--- A copy of `base` with the fields of `own` laid over it: a creature's
--- numbers made from its family's and its own.
---@param base table
---@param own table
---@return table
function families.with(base, own)
  local t = {}
  for k, v in pairs(base) do t[k] = v end
  for k, v in pairs(own) do t[k] = v end
  return t
end

--- TR2's and TR3's tiger (TRX tiger.c, tomb3 tiger.cpp: the same states,
--- ranges, turns, roars and touch mask): a big cat (creatures/big_cat.lua)
--- with three blows, each once per attack: a bite from a stop within a
--- third of a sector, a pounce from a stop within one, a leap from a run
--- within one and a half at a target on the move. The model's death
--- animation (11) carries state 0; the original sets it and calls the
--- state 9. `own`: hit points and the damage of every blow.
---@param own table
function families.tiger(own)
  return {
    hit_points = own.hit_points, radius = 341, pivot = 200, zone = "ground", step = 256,
    drop = 512, head_mesh = 22, violent = true,
    states = { stop = 1, walk = 2, run = 3, wait = 4, roar = 5, bite = 6, leap = 7, pounce = 8,
               death = 9 },
    death_anim = 11,
    turn = { walk = 3, run = 6 },
    range = { bite = 341, pounce = 1024, leap = 1536 },
    damage = { bite = own.damage, pounce = own.damage, leap = own.damage },
    chance = { roar = 96 }, roar_unless = "attack", roars_at_stop = true,
    touch = 0x7FDC000,
    bite = { mesh = 26, x = 19, y = -13, z = 3 },
  }
end

--- The TR3–TR5 dogs (tomb3 dog.cpp, TOMB4 dog.cpp, TOMB5 huskie.cpp: one
--- routine). `frames` are frame ranges of an attack's animation in which a
--- touching bite lands, once a tick.

--- A dog of the family: `own` gives hit points, radius, pivot, the blows'
--- damage and the death animations (the rest is common).
---@param own table
function families.dog(own)
  return {
    hit_points = own.hit_points, radius = own.radius, pivot = own.pivot,
    zone = "ground", step = 256, drop = 512, head_mesh = 3, violent = true,
    -- Degrees a tick: walking and stalking, running, standing bored.
    turn = { walk = 3, run = 6, bored = 1 },
    -- Leap from a run within a sector, stalk within a sector and a half,
    -- snap from the stalk within `own.bite` (TOMB4/TOMB5 a third of a
    -- sector, 0x1C639; tomb3 426, 0x2C4E4).
    range = { leap = 1024, stalk = 1536, bite = own.bite or 341 },
    -- Bored: stop or go on strolling (chance out of 32768), stand up
    -- from a crouch, howl one time in 32 otherwise.
    chance = { stop = 256, stroll = 4096, stand = 128 }, one_in = { howl = 32 },
    -- Asleep it wakes, after 300 ticks, on a 128 roll a tick.
    sleep = { ticks = 300, wake = 128 },
    -- The leap's and the snap's touch masks, biting frames and damage.
    leap = { touch = 0x6648, frames = { { 4, 14 } }, damage = own.leap },
    snap = { touch = 0x48, frames = { { 9, 12 }, { 22, 25 } }, damage = own.snap },
    bite = { mesh = 3, x = 0, y = 0, z = 100 },
    -- Where it starts: standing (8); placed with an OCB, getting up (1).
    anims = { start = 8, wake = own.wakes and 1 or nil },
    death_anims = own.death_anims,
    -- Holding still for its orders (ai/orders.lua): it stands in STOP (1),
    -- coming down from a run or a stalk through CROUCH (9) as its model's
    -- animations chain (RUN 3 → crouch, STALK 5 → crouch).
    rest = { state = 1, via = { [3] = 9, [5] = 9 } },
    -- What an AI_MODIFY under it means (ai/orders.lua), where the game has one.
    modify = own.modify,
  }
end

--- The machine-gunner's states (TRX worker_2.c: TR2's workers 2 and 5;
--- tomb3 armysmg.cpp, oilsmg.cpp, swat.cpp, flamer.cpp: TR3's soldiers
--- and flamethrower man), for creatures/shooter.lua.
families.GUNNER_STATES = {
  stop = 1, walk = 2, run = 3, wait = 4, shoot_1 = 5, shoot_2 = 6, death = 7,
  aim_1 = 8, aim_2 = 9, aim_3 = 10, shoot_3 = 11,
}

--- The Uzi mercenary's states (TRX bandit_1.c: TR2's mercenary 1; tomb3
--- oilred.cpp, londsec.cpp, mpgun.cpp, where the stop is called a wait and
--- ducking into cover follows, creatures/cover.lua), for shooter.lua.
families.UZI_STATES = {
  stop = 1, walk = 2, run = 3, aim_1 = 4, shoot_1 = 5, aim_2 = 6, shoot_2 = 7,
  shoot_3a = 8, shoot_3b = 9, shoot_4a = 10, aim_3 = 11, aim_4 = 12, death = 13,
  shoot_4b = 14,
}

--- The brawler's states (TRX worker_3.c: TR2's workers 3 and 4; tomb3
--- 51baton.cpp, 51civvy.cpp, prisoner.cpp, punk.cpp, where the MP adds a
--- kick), for creatures/club_worker.lua.
families.CLUB_STATES = {
  stop = 1, walk = 2, punch_2 = 3, aim_2 = 4, wait = 5, aim_1 = 6, aim_0 = 7,
  punch_1 = 8, punch_0 = 9, run = 10, death = 11,
}

return families
