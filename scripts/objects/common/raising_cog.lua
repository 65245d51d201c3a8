-- TR5's raising cog (the Citadel gate's cogs): each time its trigger turns
-- it on it rises 2 units a tick for 128 ticks (a click, with the
-- platform's grinding rise), then switches itself off; after its third
-- rise it is in place and turns (runs its animation) whenever its trigger
-- is on.
-- Source: TOMB5 game/andrea.cpp ControlRaisingCog (item_flags[2] += 2 to
-- 256, y -= 2 a tick, SFX_BLK_PLAT_RAISE_LOW 148 with its volume ramped
-- over the first and last 31, item_flags[0] counts the rises to 3, then
-- AnimateItem), init.cpp InitialiseRaisingCog. Not played: the spot camera
-- 9 of the first rise and, after the third, the pulley and trigger
-- triggerer switched on through the SWITCH trigger under it (this world
-- reads a switch trigger only under Lara).
local cog = {}

--- Units risen a tick, and per rise; rises to be in place.
local STEP, RISE, RISES = 2, 256, 3
--- SFX_BLK_PLAT_RAISE_LOW (TOMB5 sound.h).
local SOUND = 148

function cog.init(e)
  e.state.rises = e.state.rises or 0
  e.state.risen = e.state.risen or 0
end

function cog.on_activate(e) e.awake = true end

function cog.control(e)
  local st = e.state
  if not e.active then
    e.awake = false
    return
  end
  if st.rises >= RISES then
    e.paused = false
    return
  end
  e.paused = true
  if st.risen >= RISE then
    st.risen = 0
    st.rises = st.rises + 1
    e:deactivate()
    e.awake = false
    return
  end
  world.sound(SOUND, e)
  st.risen = st.risen + STEP
  e:set_position(e.x, e.y - STEP, e.z)
end

return cog
