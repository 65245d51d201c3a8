-- TR4's MINE, two things by its OCB:
--   0      a land mine hidden in the sand (drawn by nothing): Lara coming
--          within half a sector of it sets it off; it blows up under her
--          and kills her (TOMB4 plays her mine death).
--   other  the wreck of a helicopter: triggered, it burns a while
--          (BURN ticks), then blows up, and the blast wrecks the sentry
--          guns standing in its room (TOMB4 clears their gun mesh, which
--          destroys them: params.sentry is their type).
-- The mine detector's sweep that sets all mines off from afar is a move of
-- Lara's not played yet.
-- Source: TOMB4 init.cpp InitialiseMineHelicopter, traps.cpp MineCollision,
-- ControlMineHelicopter (facts and figures, not code).
local traps = require("lib.traps")
local particles = require("lib.particles")
local damage = require("lara.damage")
local mine = {}

--- How near (beyond its body) Lara sets a land mine off (TOMB4
--- TestBoundsCollide radius 512).
mine.REACH = 512
--- Ticks the wreck burns before it blows up (TOMB4: 150).
mine.BURN = 150
--- TR4's SFX_MINE_EXP_OVERLAY (the mine), SFX_EXPLOSION1 and 2 (the wreck),
--- SFX_LOOP_FOR_SMALL_FIRES (the burning wreck).
mine.BANG, mine.BLAST1, mine.BLAST2, mine.FIRE = 103, 105, 106, 150
--- Particles of a blast.
local BLAST_PARTS = 3

local function land_mine(e) return e.ocb == 0 end

function mine.init(e)
  if e.state.burn == nil then e.state.burn = 0 end
  if land_mine(e) then
    -- Buried: nothing of it is seen.
    e.visible = false
    e.awake = true
  end
end

--- True when Lara is within REACH of the mine's body across the floor and
--- her body and its overlap in height.
local function near(e, lara)
  local x0, x1, y0, y1, z0, z1 = e:bounds()
  local lx0, lx1, ly0, ly1, lz0, lz1 = lara:bounds()
  if lara.y + ly1 < e.y + y0 or lara.y + ly0 > e.y + y1 then return false end
  local r = mine.REACH
  return lara.x + lx1 >= e.x + x0 - r and lara.x + lx0 <= e.x + x1 + r
    and lara.z + lz1 >= e.z + z0 - r and lara.z + lz0 <= e.z + z1 + r
end

local function blast(e, count)
  world.particles(particles.EXPLOSION, e.room, e.x, e.y - traps.CLICK / 2, e.z, count)
end

--- The land mine: set off by Lara near it.
local function watch(e)
  local lara = traps.living_lara()
  if not lara or not near(e, lara) then return end
  blast(e, BLAST_PARTS)
  world.sound(traps.param(e, "bang", mine.BANG), e)
  damage.kill(lara)
  e.state.gone = true
  e.awake = false
  e:finish()
end

--- The wreck: burns, then blows up with the sentry guns of its room.
local function burn(e)
  local st = e.state
  if not e.active then return end
  if st.burn < mine.BURN then
    st.burn = st.burn + 1
    world.particles(particles.FLAME, e.room, e.x, e.y - traps.CLICK, e.z, 1)
    world.sound(traps.param(e, "fire", mine.FIRE), e)
    return
  end
  world.sound(mine.BLAST1, e)
  world.sound(mine.BLAST2, e)
  blast(e, BLAST_PARTS * 3)
  world.shake(traps.SECTOR)
  local sentry = traps.param(e, "sentry", nil)
  if sentry then
    for i = 0, world.entity_count() - 1 do
      local other = world.entity(i)
      if other and other.type == sentry and other.room == e.room and other.health > 0 then
        other:hit(other.health, e)
      end
    end
  end
  st.gone = true
  e.visible = false
  e.awake = false
  e:finish()
end

function mine.control(e)
  if e.state.gone then e.awake = false return end
  if land_mine(e) then watch(e) else burn(e) end
end

return mine
