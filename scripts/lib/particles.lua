-- The particle effects behaviours ask for with world.particles(effect, room,
-- x, y, z, count). One shared list, so a blood splash from a wolf's bite and
-- one from a pistol shot are the same effect. The renderer draws them; the
-- world only carries the request.
--
-- Each effect is also defined here as data (particles.defs), handed to the
-- engine with world.define_particle when this module loads or reloads. See
-- docs/lua-api.md ("Particle effects") for every field. Units are world
-- units and ticks (30 a second); y grows downward, so a negative gravity
-- makes a particle rise.
local particles = {}

particles.BLOOD = 1        -- drops of blood where a body is hit
particles.FOOTPRINT = 2    -- a mark under a foot (footprint flipeffect)
particles.BUBBLES = 3      -- air rising from a swimmer's mouth
particles.GUN_FLASH = 4    -- the flare at a muzzle (with a flash of light)
particles.RICOCHET = 5     -- a bullet striking something hard
particles.EXPLOSION = 6    -- a blast: missiles, bursting bodies, explosion flipeffects
particles.SPARKS = 7       -- sparks of a projectile hitting a wall
particles.BODY_PIECES = 8  -- flying parts of a body that bursts
particles.FLAME = 9        -- fire: flame emitters, a burning body
particles.SMOKE = 10       -- smoke and dust
particles.SPLASH = 11      -- water thrown up where something breaks the surface
particles.RIPPLES = 12     -- rings spreading on a water surface
particles.LAVA = 13        -- molten drops thrown up by lava

-- Sprites per game. TR1–TR3 have one sprite sequence per effect (the
-- object type ids: TRX ids_tr1.def, tomb3 objects.h); TR4 and TR5 keep them as frames of
-- one sequence, DEFAULT_SPRITES (463 in TR4, 458 in TR5; frames 0–3 fire,
-- 4–7 splash, 9 ripples, 11 lens-flare light, 12 bullet impact,
-- 13 bubbles, 14 dust, 15 blood).
local DEFAULT_SPRITES = { tr4 = 463, tr5 = 458 }

--- `older` (tr1/tr2/tr3 sequence ids) plus frames first..first+count-1
--- of TR4/TR5's DEFAULT_SPRITES (none when `first` is nil).
local function sprite(older, first, count)
  local s = {}
  for k, v in pairs(older) do s[k] = v end
  if first then
    for game, seq in pairs(DEFAULT_SPRITES) do s[game] = { seq, first, count or 1 } end
  end
  return s
end

-- Fields left out take the engine's defaults: life 15, speed 0, spread 1,
-- jitter 0, gravity 0, drag 0, size 32, growth 0, fade 0.5, animate true,
-- flat false, blend "alpha", no colour, splash 0, no light.
particles.defs = {
  BLOOD = {
    sprite = sprite({ tr1 = 158, tr2 = 233 }, 15),
    life = 12, speed = 6, spread = 1, jitter = 16, gravity = 1.5, drag = 0.05,
    size = 24, growth = 2, fade = 0.5, colour = { 170, 0, 0 },
  },
  FOOTPRINT = {
    life = 150, size = 40, flat = true, fade = 0.7, animate = false, colour = { 40, 32, 24 },
  },
  BUBBLES = {
    sprite = sprite({ tr1 = 155, tr2 = 231, tr3 = 297 }, 13),
    life = 45, speed = 2, spread = 0.3, jitter = 16, gravity = -1, drag = 0.1,
    size = 10, fade = 0.8, animate = false, colour = { 200, 230, 255 },
  },
  -- The flare itself is the gun's mesh; the effect is its light.
  GUN_FLASH = {
    life = 1, size = 0,
    light = { colour = { 255, 210, 130 }, radius = 2560, ticks = 3 },
  },
  RICOCHET = {
    sprite = sprite({ tr1 = 164, tr2 = 238 }, 12),
    life = 6, size = 40, growth = -4, fade = 0.5, blend = "additive",
    colour = { 255, 240, 180 },
  },
  EXPLOSION = {
    sprite = sprite({ tr1 = 151, tr2 = 229 }, 0, 4),
    life = 24, size = 256, growth = 6, fade = 0.6, blend = "additive",
    colour = { 255, 150, 50 },
    light = { colour = { 255, 170, 80 }, radius = 5120, ticks = 20 },
  },
  SPARKS = {
    sprite = sprite({ tr1 = 165, tr2 = 235 }, 12),
    life = 10, speed = 20, spread = 1, gravity = 2, drag = 0.05, size = 12,
    fade = 0.4, blend = "additive", colour = { 255, 200, 80 },
    light = { colour = { 255, 180, 90 }, radius = 1024, ticks = 3 },
  },
  BODY_PIECES = {
    sprite = sprite({ tr1 = 158, tr2 = 233 }, 15),
    life = 40, speed = 36, spread = 0.6, jitter = 64, gravity = 4, drag = 0.02,
    size = 32, fade = 0.8, animate = false, colour = { 110, 10, 10 },
  },
  FLAME = {
    sprite = sprite({ tr1 = 178, tr2 = 252 }, 0, 4),
    life = 18, speed = 2, spread = 0.15, jitter = 64, gravity = -1.2, size = 96,
    growth = -3, fade = 0.5, blend = "additive", colour = { 255, 140, 40 },
    light = { colour = { 255, 150, 70 }, radius = 2048, ticks = 2 },
  },
  SMOKE = {
    -- TR2/TR3 draw it as the soft grey spot (their smoke sprite is not
    -- identified; TR3's 313 is an object, SPECIAL_FX2, not a sequence).
    sprite = sprite({ tr1 = 160 }, 14),
    life = 40, speed = 2, spread = 0.2, jitter = 32, gravity = -0.6, drag = 0.05,
    size = 64, growth = 2, fade = 0.3, colour = { 110, 110, 110 },
  },
  SPLASH = {
    sprite = sprite({}, 4, 4),
    life = 20, speed = 24, spread = 0.25, jitter = 96, gravity = 3, drag = 0.02,
    size = 48, growth = 1, fade = 0.5, colour = { 200, 220, 255 }, splash = 12,
  },
  RIPPLES = {
    sprite = sprite({ tr1 = 153, tr2 = 230 }, 9),
    life = 30, size = 64, growth = 8, fade = 0, flat = true, animate = false,
    colour = { 220, 235, 255 }, splash = 2,
  },
  LAVA = {
    sprite = sprite({ tr1 = 176, tr2 = 250 }),
    life = 30, speed = 40, spread = 0.2, jitter = 32, gravity = 4, size = 24,
    fade = 0.6, blend = "additive", colour = { 255, 120, 20 },
  },
}

for name, def in pairs(particles.defs) do
  def.name = def.name or name
  world.define_particle(particles[name], def)
end


-- TR4/TR5 emitters' effects (objects/common/emitters.lua): white and
-- black smoke, steam and a waterfall's mist. Figures after TOMB4's
-- ControlSmokeEmitter and TriggerWaterfallMist: smoke lives 28-35 ticks and
-- grows to about four times its size rising; steam lives 16 ticks more and
-- rises half as fast; mist drifts down and spreads wide.
particles.SMOKE_WHITE = 14 -- the white smoke emitter's puffs (and steam's)
particles.SMOKE_BLACK = 15 -- the black smoke emitter's puffs
particles.STEAM = 16       -- a steam jet's blast
particles.MIST = 17        -- spray at a waterfall's foot

particles.defs.SMOKE_WHITE = {
  sprite = sprite({}, 14),
  life = 32, speed = 4, spread = 0.3, jitter = 32, gravity = -0.4, drag = 0.1,
  size = 40, growth = 4, fade = 0.3, blend = "additive", colour = { 64, 64, 64 },
}
particles.defs.SMOKE_BLACK = {
  sprite = sprite({}, 14),
  life = 32, speed = 4, spread = 0.3, jitter = 32, gravity = -0.4, drag = 0.1,
  size = 40, growth = 4, fade = 0.3, colour = { 24, 24, 24 },
}
particles.defs.STEAM = {
  sprite = sprite({}, 14),
  life = 20, speed = 6, spread = 0.4, jitter = 32, gravity = -0.3, drag = 0.06,
  size = 48, growth = 5, fade = 0.3, blend = "additive", colour = { 96, 96, 96 },
}
particles.defs.MIST = {
  sprite = sprite({}, 14),
  life = 40, speed = 3, spread = 0.8, jitter = 128, gravity = 0.2, drag = 0.05,
  size = 96, growth = 3, fade = 0.2, blend = "additive", colour = { 120, 130, 140 },
}

for _, name in ipairs({ "SMOKE_WHITE", "SMOKE_BLACK", "STEAM", "MIST" }) do
  local def = particles.defs[name]
  def.name = def.name or name
  world.define_particle(particles[name], def)
end

-- TR3's bat swarm (objects/common/bat_swarm.lua): the bats of a BAT_EMITTER
-- flying off. Figures after tomb3 effect2.cpp TriggerBats/UpdateBats and
-- draweffects.cpp S_DrawBat: a bat starts at 64-95 units a tick and gains
-- 12 a tick up to 300 (here a steady 200, the particles keep their speed),
-- climbs 4 or more a tick from its 24th or so tick (a slight lift), lives
-- 144-151 counted every other tick (about 296 ticks), and is drawn with
-- frame 12 of the misc sprites (EXPLOSION1, 296) over a wingspan of 384.
particles.BATS = 18
particles.defs.BATS = {
  sprite = { tr3 = { 296, 12, 1 } },
  life = 296, speed = 200, spread = 0.7, jitter = 256, gravity = -0.2,
  size = 192, fade = 0.9, animate = false, colour = { 40, 30, 30 },
}
particles.defs.BATS.name = "BATS"
world.define_particle(particles.BATS, particles.defs.BATS)

-- A burning flare's sparks (lara/flare.lua, objects/common/flare.lua):
-- short-lived red-white specks thrown from its tip (TR2's "Flare sparkles"
-- sprite 235; tomb3 TriggerFlareSparks); the flare's own light is apart.
particles.FLARE_SPARKS = 24
particles.defs.FLARE_SPARKS = {
  name = "FLARE_SPARKS",
  sprite = sprite({ tr2 = 235 }, 12),
  life = 8, speed = 10, spread = 0.8, jitter = 8, gravity = 1, drag = 0.1, size = 10,
  growth = -1, fade = 0.3, blend = "additive", colour = { 255, 150, 140 },
}
world.define_particle(particles.FLARE_SPARKS, particles.defs.FLARE_SPARKS)

-- TR4's wraiths' flames (creatures/wraith.lua; TOMB4 TriggerWraithFlame:
-- sparks of 48-79 that live 12-19 ticks, fading, additive): WRAITH1's
-- orange, WRAITH2's blue, WRAITH3's and WRAITH4's grey-white.
particles.WRAITH_FIRE = 40
particles.WRAITH_ICE = 41
particles.WRAITH_GREY = 42
for name, colour in pairs({ WRAITH_FIRE = { 150, 70, 24 }, WRAITH_ICE = { 24, 70, 150 },
                            WRAITH_GREY = { 72, 72, 80 } }) do
  particles.defs[name] = {
    name = name, sprite = sprite({}, 0, 4), life = 16, speed = 2, spread = 0.5, jitter = 16,
    size = 64, growth = -2, fade = 0.5, blend = "additive", colour = colour,
  }
  world.define_particle(particles[name], particles.defs[name])
end
-- Shards of a room static that breaks (lib/shatter_statics.lua): grey
-- pieces thrown out and falling, as BODY_PIECES fly but stone- and
-- glass-coloured (the originals throw the mesh's own triangles,
-- debris.cpp ShatterObject).
particles.DEBRIS = 43
particles.defs.DEBRIS = {
  name = "DEBRIS", sprite = sprite({}, 14),
  life = 40, speed = 36, spread = 0.6, jitter = 128, gravity = 4, drag = 0.02,
  size = 32, fade = 0.8, animate = false, colour = { 170, 175, 180 },
}
world.define_particle(particles.DEBRIS, particles.defs.DEBRIS)

-- TR3's schools of fish (creatures/school.lua): each fish is drawn for one
-- tick where it swims, with frame 10 (piranhas) or 11 (tropical fish) of
-- the misc sprites (EXPLOSION1, 296), about 192 long (tomb3
-- draweffects.cpp S_DrawFish).
particles.PIRANHA = 34
particles.FISH = 35
particles.defs.PIRANHA = {
  name = "PIRANHA", sprite = { tr3 = { 296, 10, 1 } },
  life = 1, size = 96, fade = 1, animate = false, colour = { 90, 70, 60 },
}
particles.defs.FISH = {
  name = "FISH", sprite = { tr3 = { 296, 11, 1 } },
  life = 1, size = 96, fade = 1, animate = false, colour = { 200, 160, 60 },
}
world.define_particle(particles.PIRANHA, particles.defs.PIRANHA)
world.define_particle(particles.FISH, particles.defs.FISH)

--- `effect` (one particle each) along the line from `from` to `to`
--- ({ x, y, z } world points): one every `every` units, the first `first`
--- units from `from` (0 when nil), up to `to`; each in the room its point
--- lies in, found from `room` (the room of `from`). Lightning and electric
--- arcs are drawn as sparks along a line this way (bolts, beams, arcs).
---@param effect integer
---@param room integer
---@param from integer[]
---@param to integer[]
---@param every number
---@param first? number
function particles.along(effect, room, from, to, every, first)
  local dx, dy, dz = to[1] - from[1], to[2] - from[2], to[3] - from[3]
  -- Floating point here only spaces what is drawn (check-scripts lists
  -- lib.particles among the cosmetic modules).
  local length = math.sqrt(dx * dx + dy * dy + dz * dz)
  if every <= 0 then return end
  local d = first or 0
  -- A unit of slack: a point rounded onto the grid still gets its last one.
  while d <= length + 1 do
    local f = length > 0 and d / length or 0
    local x = from[1] + math.floor(dx * f)
    local y = from[2] + math.floor(dy * f)
    local z = from[3] + math.floor(dz * f)
    world.particles(effect, world.room_at(room, x, y, z), x, y, z, 1)
    d = d + every
  end
end

return particles
