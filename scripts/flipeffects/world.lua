-- Flipeffects that act on the world: explosions and rumbles, the fog, the
-- active creatures, swarms, the guide's route and the key triggers.
local particles = require("lib.particles")
local send_back = require("ai.send_back")
local world_fx = {}

--- Explosion particles at the caller (or Lara) on EXPLOSION_FX.
local EXPLOSION_PARTICLES = 8

--- EXPLOSION_FX: the explosion sound everywhere and a camera shake (every
--- game's code: camera.bounce = -75; the TR3–TR5 screen flash of §9.9 is
--- not in the decompiled code), plus a burst of explosion particles.
function world_fx.explosion(sound, shake)
  return function(caller)
    world.sound(sound)
    world.shake(shake)
    local at = caller or world.lara()
    if at then
      world.particles(particles.EXPLOSION, at.room, at.x, at.y - 512, at.z, EXPLOSION_PARTICLES)
    end
  end
end

--- Only a camera shake (TR3 TubeTrain).
function world_fx.shake(strength)
  return function() world.shake(strength) end
end

--- TR4/TR5 RUBBLE_FX: the level's earthquake object (type `quake`) starts
--- when there is one; otherwise the camera shakes.
function world_fx.rubble(quake, shake)
  return function()
    for i = 0, world.entity_count() - 1 do
      local e = world.entity(i)
      if e and e.type == quake then
        e:activate()
        return
      end
    end
    world.shake(shake)
  end
end

--- True for a running creature: the AI marks its living bodies targetable.
local function active_creature(e, lara)
  return e and e ~= lara and e.active and e.targetable
end

--- KILLACTIVEBADDIES (TR4/TR5): every active creature is taken out of play
--- at once (hidden, stopped, no longer solid), as the originals'
--- RemoveActiveItem + DisableBaddieAI + invisible status do; no death.
function world_fx.kill_active_baddies()
  local lara = world.lara()
  for i = 0, world.entity_count() - 1 do
    local e = world.entity(i)
    if active_creature(e, lara) then
      e.visible = false
      e.collidable = false
      e.solid = false
      e.targetable = false
      e:finish()
    end
  end
end

--- RESET_TEST (TR5): every active creature goes back to its start square,
--- heading and standing orders, in its first animation, switched off and
--- unseen until a trigger switches it on again (ai/send_back.lua; TOMB5
--- effects.cpp ResetTest).
function world_fx.reset_creatures()
  local lara = world.lara()
  for i = 0, world.entity_count() - 1 do
    local e = world.entity(i)
    if active_creature(e, lara) then send_back.to_start(e) end
  end
end

--- CLEARSCARABS / CLEAR_SPIDERS_PATCH: the swarm `name` vanishes. The
--- originals clear their swarm arrays; a behaviour that spawns swarm
--- members lists them in world.level_state().swarms[name].
function world_fx.clear_swarm(name)
  return function()
    local swarms = world.level_state().swarms
    local list = swarms and swarms[name]
    if not list then return end
    for i = #list, 1, -1 do
      local e = list[i]
      if e:exists() then e:kill() end
      list[i] = nil
    end
  end
end

--- GHOSTTRAP (TR4): the first active wraith of type `wraith` not yet
--- trapped is sent to the caller (its behaviour reads state.trap: the
--- original stores the caller in the wraith's hit points and the wraith
--- flies to it and dies when it meets the floor).
function world_fx.ghost_trap(wraith)
  return function(caller)
    if not caller then return end
    for i = 0, world.entity_count() - 1 do
      local e = world.entity(i)
      if e and e.type == wraith and e.active and not e.state.trap then
        e.state.trap = caller
        return
      end
    end
  end
end

--- SETFOG (TR4): the trigger's timer picks a colour of `table`; `off`
--- (100) turns the fog off.
function world_fx.set_fog(colors, off)
  return function(_, trigger)
    local t = trigger and trigger.timer
    if not t then return end
    if t == off then world.fog() return end
    local c = colors[t]
    if c then world.fog(c[1], c[2], c[3]) end
  end
end

--- LARALOCATION / LARALOCATIONPAD (TR4/TR5): the trigger's timer is where
--- Lara has got to, for the guide and Von Croy to follow
--- (level_state().lara_location, highest_location; `pad` keeps the pad too,
--- with the tick it was stood on, `lara_location_pad_tick`: the originals
--- clear the pad each frame Lara has control, so it counts only while she
--- stands on its trigger).
function world_fx.lara_location(pad)
  return function(_, trigger)
    local t = trigger and trigger.timer
    if not t then return end
    local s = world.level_state()
    s.lara_location = t
    if pad then s.lara_location_pad, s.lara_location_pad_tick = t, world.tick() end
    if not pad and t > (s.highest_location or 0) then s.highest_location = t end
  end
end

--- ACTIVATE_CAMERA / ACTIVATE_KEY (TR4/TR5): the key trigger of the
--- keyhole Lara is using fires now rather than at the end of her animation.
--- tombrs's keyholes fire theirs as she starts (objects/common/keyhole.lua),
--- so this only makes sure the hole she uses is marked.
function world_fx.activate_key()
  local lara = world.lara()
  local hole = lara and lara.state.using
  if hole and hole:exists() then hole.triggered = true end
end

return world_fx
