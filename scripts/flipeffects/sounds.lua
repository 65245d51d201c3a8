-- Flipeffects that play sounds (the effect routines whose names end in
-- _FX only play a sound: TRX tr1 global/vars.c g_EffectRoutines, tomb3
-- effects.cpp effect_routines). Each game's table passes its own
-- sound ids (named data in flipeffects/trN.lua); the shapes are shared here.
-- Continuous effects are tasks (see flipeffects/common.lua): their tick count
-- starts at 0 on the first run, as the originals' flip timer does.
local sounds = {}

--- A sound played everywhere (the originals' Sound_Effect(id, NULL)), with
--- an optional camera shake (the originals' camera.bounce, as a strength).
function sounds.once(id, shake)
  return function()
    world.sound(id)
    if shake then world.shake(shake) end
  end
end

--- A task that plays `steps[t]` (a sound id or a list of ids) on tick t of
--- its run and `shakes[t]` as a camera shake, and ends after tick `last`.
function sounds.timeline(steps, last, shakes)
  return function()
    local start
    return function(tick)
      start = start or tick
      local t = tick - start
      local s = steps[t]
      if type(s) == "table" then
        for _, id in ipairs(s) do world.sound(id) end
      elseif s then
        world.sound(s)
      end
      if shakes and shakes[t] then world.shake(shakes[t]) end
      return t < last
    end
  end
end

--- A sound held for `ticks` ticks (the originals call it every frame while
--- their flip timer runs, which keeps it playing): it starts at Lara (or
--- everywhere without her) and is stopped when the time is up. `first`, when
--- given, is one more sound played once as it starts.
function sounds.held(id, ticks, first)
  return function()
    local start
    return function(tick)
      if not start then
        start = tick
        if first then world.sound(first) end
        local lara = world.lara()
        if lara then world.sound(id, lara:position()) else world.sound(id) end
      end
      if tick - start >= ticks then
        world.stop_sound(id)
        return false
      end
      return true
    end
  end
end

--- TR4/TR5 TIMER_FIELD_FX: plays the sound whose id is the trigger's timer
--- field (nothing when called by an animation, which has no timer).
function sounds.timer_field(_, trigger)
  if trigger and trigger.timer then world.sound(trigger.timer) end
end

return sounds
