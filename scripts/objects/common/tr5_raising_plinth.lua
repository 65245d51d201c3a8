-- TR5's raising plinth (HIGH_OBJECT1): a pillar Lara hauls up with a
-- pulley, carrying a puzzle item on its top, that sinks back unless she
-- reaches a pressure tile in time.
--   At the start it finds its partners among the level's entities: the
--     trigger-triggerer of OCB 111 (the timed tile's arming), the one of
--     OCB 112 (it marks where the pulley stands), the PULLEY standing at
--     exactly that point, and the item (PUZZLE_ITEM4_COMBO2), set
--     ITEM_REST_ABOVE over it.
--   Each time its trigger turns it on (the pulley's pull sets off the
--     switch trigger naming it) it rises a click, STEP a tick with the
--     platform's grinding, the item riding CARRY_ABOVE over it, then waits
--     switched off (its trigger mask cleared) for the next pull.
--   After the third rise it arms the OCB 111 triggerer (the tile's trigger
--     can fire now), locks the pulley (pulls set nothing off,
--     common/lara_switch.lua `state.locked`) and counts down its OCB in
--     seconds.
--   Turned on again before the count runs out (Lara on the armed tile),
--     it stays up for good; once the item is taken from it, flipmap
--     FLIPMAP toggles.
--   Run out, it disarms the tile, sets off the heavy triggers under it,
--     sinks the three clicks LOWER_STEP a tick, waits SETTLE more, and
--     frees the pulley: the puzzle starts again.
-- Source: TOMB5 game/andrea.cpp ControlRaisingPlinth (item_flags[0] the
-- phase, [1] the rise / clock / fall, [2] the pulley, [3] the triggerer
-- and the item; 16 and 256 per rise, 560 carried, trigger_flags * 30
-- ticks, 768 down at 8 a tick, -60 settled, FlipMap(3),
-- SFX_BLK_PLAT_RAISE_LOW), init.cpp InitialiseRaisingPlinth (OCB 111 and
-- 112, 512 at rest). TOMB5's pulley flag item_flags[1] lets a pull count
-- but not fire; `locked` counts nothing, which with the plinth's one-pull
-- pulley is the same. Not played: the sound's volume ramp (no volume
-- binding). Facts, not code.
local plinth = {}

--- Units a tick and per rise; rises before the timer starts.
plinth.STEP, plinth.RISE, plinth.RISES = 16, 256, 3
--- Units a tick down, and the ticks' worth of fall it waits at the bottom
--- (its fall counter runs from 0 to below -SETTLE).
plinth.LOWER_STEP, plinth.SETTLE = 8, 60
--- The item's height over it: placed, and while it moves.
plinth.ITEM_REST_ABOVE, plinth.CARRY_ABOVE = 512, 560
--- The triggerers' OCBs: the timed tile's, the pulley's spot.
plinth.TILE_OCB, plinth.PULLEY_OCB = 111, 112
--- The flipmap toggled once the item is taken.
plinth.FLIPMAP = 3
--- Ticks a second (the OCB counts seconds).
plinth.TICKS_PER_SECOND = 30
--- SFX_BLK_PLAT_RAISE_LOW (TOMB5 sound.h).
plinth.SOUND = 148
--- A trigger mask complete.
local FULL_MASK = 0x1F

local function param(e, k)
  local p = e.params
  return p and p[k]
end

--- Its partners' entity indices (st.tile, st.pulley, st.item), found once.
local function find_partners(e, st)
  local triggerer, pulley, item = param(e, "triggerer"), param(e, "pulley"), param(e, "item")
  local spot
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o.type == triggerer then
      if o.ocb == plinth.TILE_OCB then st.tile = i
      elseif o.ocb == plinth.PULLEY_OCB then spot = { o.x, o.y, o.z } end
    elseif o and o.type == item then
      st.item = i
      o:set_position(o.x, e.y - plinth.ITEM_REST_ABOVE, o.z)
    end
  end
  if not spot then return end
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o.type == pulley and o.x == spot[1] and o.y == spot[2] and o.z == spot[3] then
      st.pulley = i
      return
    end
  end
end

---@param e Entity
function plinth.init(e)
  local st = e.state
  if st.phase ~= nil then return end
  st.phase, st.raises, st.moved, st.clock = "raising", 0, 0, 0
  st.flipped = false
  find_partners(e, st)
end

---@param e Entity
function plinth.on_activate(e) e.awake = true end

local function partner(index)
  local o = index and world.entity(index)
  if o and o:exists() then return o end
  return nil
end

--- Moves it `dy` and the item with it.
local function move(e, dy)
  world.sound(plinth.SOUND, e)
  e:set_position(e.x, e.y + dy, e.z)
  local item = partner(e.state.item)
  if item then item:set_position(item.x, e.y - plinth.CARRY_ABOVE, item.z) end
end

--- Switches it off as its trigger left it (the mask cleared, so the
--- next switch trigger turns it on again); `wait` keeps it running.
local function switch_off(e, wait)
  e.mask = 0
  e:deactivate()
  e.awake = wait
end

local function set_pulley_locked(e, locked)
  local pulley = partner(e.state.pulley)
  if pulley then pulley.state.locked = locked end
end

--- Arms or disarms the timed tile's triggerer.
local function set_tile(e, armed)
  local tile = partner(e.state.tile)
  if not tile then return end
  if armed then
    tile.mask = FULL_MASK
    tile:activate(e)
  else
    tile.mask = 0
    tile:deactivate(e)
  end
end

local function rise(e, st)
  if st.moved < plinth.RISE then
    st.moved = st.moved + plinth.STEP
    move(e, -plinth.STEP)
    return
  end
  st.moved = 0
  st.raises = st.raises + 1
  if st.raises < plinth.RISES then
    switch_off(e, false)
    return
  end
  st.phase = "timing"
  st.clock = e.ocb * plinth.TICKS_PER_SECOND
  set_tile(e, true)
  set_pulley_locked(e, true)
  switch_off(e, true)
end

local function count_down(e, st)
  st.clock = st.clock - 1
  if st.clock > 0 then return end
  set_tile(e, false)
  st.phase = "lowering"
  st.moved = plinth.RISE * plinth.RISES
  world.test_triggers(e, "heavy")
end

local function lower(e, st)
  st.moved = st.moved - plinth.LOWER_STEP
  if st.moved >= 0 then
    move(e, plinth.LOWER_STEP)
  elseif st.moved < -plinth.SETTLE then
    set_pulley_locked(e, false)
    st.phase, st.raises, st.moved = "raising", 0, 0
    switch_off(e, false)
  end
end

---@param e Entity
function plinth.control(e)
  local st = e.state
  if not e.active then
    if st.phase == "timing" then count_down(e, st)
    elseif st.phase == "lowering" then lower(e, st)
    else e.awake = false end
  elseif st.phase == "raising" then
    rise(e, st)
  elseif st.phase == "timing" then
    -- Turned on in time (the armed tile): it stays up.
    st.phase = "held"
  elseif st.phase == "held" and not st.flipped and not partner(st.item) then
    world.flip(plinth.FLIPMAP)
    st.flipped = true
  end
end

return plinth
