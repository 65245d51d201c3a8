-- The particle effects behaviours ask for with world.particles(effect, room,
-- x, y, z, count). One shared list, so a blood splash from a wolf's bite and
-- one from a pistol shot are the same effect. The renderer draws them; the
-- world only carries the request.
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

return particles
