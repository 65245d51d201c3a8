-- TR4's burning floor: a floor of dry wood that Lara sets alight (in the
-- original by dropping a lit torch on it). Alight, fires spring up over it,
-- the small ones first and the big ones later, growing for BURN ticks; Lara
-- standing in it catches fire then and there (and is left with LEFT hit
-- points: the original's 100), which burns the floor out at once. Once
-- it has burnt out the fires die down, the floor flips its flipmap
-- (params.flip, TOMB4 FlipMap(0): the burnt floor) and falls apart.
-- Lighting it with a thrown torch is a move of Lara's not played yet: the
-- floor's trigger lights it here.
-- Source: TOMB4 traps.cpp ControlBurningFloor, floor_fires,
-- deadly_floor_fires (facts and figures, not code).
local traps = require("lib.traps")
local particles = require("lib.particles")
local fire = require("lara.fire")
local floor = {}

--- Ticks the fires grow before they die down (TOMB4: 450).
floor.BURN = 450
--- What Lara is left with when she catches fire in it (TOMB4: 100).
floor.LEFT = 100
--- How near (on each axis) a deadly point sets her alight (TOMB4: 200).
floor.REACH = 200
--- The fires over the floor: x, z from its origin and size (0 small, 1
--- middling, 2 big). TOMB4 floor_fires.
floor.FIRES = {
  { -96, 1216, 2 }, { 560, 736, 2 }, { -432, -976, 2 }, { -64, -128, 2 }, { 824, 64, 2 },
  { 456, -352, 1 }, { 392, 352, 1 }, { 1096, 608, 1 }, { -424, -416, 1 }, { 520, 1152, 1 },
  { -248, 516, 1 }, { -808, 80, 1 }, { -1192, -384, 0 }, { -904, -864, 0 }, { -136, -912, 0 },
}
--- The points of it that set Lara alight (TOMB4 deadly_floor_fires).
floor.DEADLY = { { -512, -512 }, { 0, 0 }, { 512, 512 } }
--- Each size's fire lights once the floor has burnt this long (TOMB4: the
--- middling after 30 ticks, the big after 60).
floor.LIGHTS_AFTER = { [0] = 0, [1] = 30, [2] = 60 }
--- Ticks the fires take to die down once burnt out.
floor.DYING = 64
--- TR4's SFX_LOOP_FOR_SMALL_FIRES while it burns.
floor.SOUND = 150

function floor.init(e)
  if e.state.burnt == nil then e.state.burnt = -1 end
end

--- Lit: by its trigger here (the torch's stand-in).
function floor.on_activate(e)
  if e.state.burnt < 0 then e.state.burnt = 0 end
  e.awake = true
end

function floor.on_deactivate(e)
  -- Once alight it burns out whatever the trigger does.
  e.awake = e.state.burnt >= 0
end

local function flames(e, grown)
  for i, f in ipairs(floor.FIRES) do
    if grown >= floor.LIGHTS_AFTER[f[3]] and (world.tick() + i) % 4 == 0 then
      world.particles(particles.FLAME, e.room, e.x + f[1], e.y - 64 * f[3] - 64, e.z + f[2], f[3] + 1)
    end
  end
end

--- Sets Lara alight when she stands at one of its deadly points.
local function scorch(e, lara)
  if lara.state.burning then return end
  for _, p in ipairs(floor.DEADLY) do
    if math.abs(e.x + p[1] - lara.x) < floor.REACH and math.abs(e.y - lara.y) < floor.REACH
      and math.abs(e.z + p[2] - lara.z) < floor.REACH then
      if fire.ignite(lara) and lara.health > floor.LEFT then lara.health = floor.LEFT end
      e.state.burnt = floor.BURN
      return
    end
  end
end

function floor.control(e)
  local st = e.state
  if st.burnt < 0 or st.done then e.awake = false return end
  e.awake = true
  world.sound(traps.param(e, "sound", floor.SOUND), e)
  if st.burnt < floor.BURN then
    flames(e, st.burnt)
    local lara = traps.living_lara()
    if lara then scorch(e, lara) end
    st.burnt = st.burnt + 1
    return
  end
  st.dying = (st.dying or 0) + 1
  if st.dying < floor.DYING then
    if st.dying % 4 == 0 then flames(e, 0) end
    return
  end
  -- Burnt out: the flipmap shows the burnt floor, the boards fall apart.
  world.flip(traps.param(e, "flip", 0))
  world.particles(particles.BODY_PIECES, e.room, e.x, e.y - 64, e.z, 5)
  st.done = true
  e.visible = false
  e.awake = false
  e:finish()
end

return floor
