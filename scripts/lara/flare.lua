-- Lara's flare, TR2–TR5 (state 67; figures from tomb2/tomb3/
-- TOMB4 laraflar.cpp and larafire.cpp unless said). The Flare key (or the
-- ring's "use flare") draws one from the flare box: her left arm plays the
-- flare model's animations (TR2 type 9, TR3 10, TR4/TR5 FLARE_ANIM), the
-- hand takes the flare mesh as she pulls it out (one flare fewer), and it
-- ignites with a hiss. Burning, it lights her surroundings each tick with
-- a flickering light and sparks, in water too (with bubbles), for the
-- game's burn time, the last seconds sputtering; a spent flare she throws
-- away by herself. The Flare key again throws it (standing still, her
-- whole body plays the throw, 189); drawing a gun lets it drop at her
-- feet. Out of her hand it is the flare object (objects/common/flare.lua),
-- which flies, bounces, burns out its time where it lies and can be taken
-- back into her hand (state 67) while it burns. Her hands busy (hanging,
-- climbing, swimming strokes), the flare stays in her hand and her arm
-- follows her body; in the holding states the arm holds it up.
--
-- Her state: `l.flare` is false, or { phase ("draw", "hold", "throw"),
-- frame (the arm's frame in the flare model's numbering), age (ticks
-- burnt, false until lit), arm (true while the arm plays the flare
-- animations), body (ticks into the body's throw, false when not),
-- meshed (the hand wears the flare) }. `l.flare_key` is the key's last
-- state, `l.flare_after_guns` a flare asked for while the guns were out,
-- `l.flare_pickup` the burning flare she is bending down for.
local S = require("lara.states")
local anims = require("lara.anims")
local body = require("lara.body")
local guns = require("lara.guns")
local interact = require("lara.interact")
local torch = require("lara.torch")
local particles = require("lib.particles")

local flare = {}

anims.add({
  [2] = { throw_flare = 189, flare_pickup = 204, underwater_flare_pickup = 206 },
  [3] = { crouched_flare_pickup = 312 },
})

--- The arm's frames in the flare model's numbering (its five animations
--- run on one count): 0 held up, 1–32 the throw (the flare leaves the hand
--- at 21), 33–71 the draw (the hand closes on the flare at 46), 72–94 the
--- ignition (lit at 72, held up from 94), 95–109 raising it again after
--- her hands were busy.
flare.FRAMES = {
  HOLD = 0, THROW = 1, RELEASE = 21, DRAW = 33, GOT_IT = 46, IGNITE = 72,
  RAISE = 95, END = 110,
}
local FR = flare.FRAMES

--- Her body's throw (189) lasts this many frames before she stands again.
local BODY_THROW_FRAMES = 31
--- Lara's left arm (first mesh, count) and her left hand.
local ARM_FIRST, ARM_COUNT, HAND = 11, 3, 13
--- The burning tip and the release point in the hand's frame.
local TIP = { x = 11, y = 32, z = 41 }
local RELEASE_AT = { x = -16, y = 32, z = 42 }
--- How it leaves her hand (CreateFlare): thrown, her speed + 50 ahead and
--- rising 50; dropped, her speed + 10, falling 50, heading 45° to her left.
flare.THROW = { speed = 50, fall = -50 }
flare.DROP = { speed = 10, fall = 50, turn = -8192 }
--- Ticks into the pickup animations at which the flare is in her hand
--- (LF_PICKUP_FLARE 58, LF_PICKUP_FLARE_UW 20, the crouched 22).
flare.PICKUP_TICKS = { land = 58, underwater = 20, crouched = 22 }
--- Sparks leave the burning tip every this many ticks.
local SPARKS_EVERY = 2

--- Each game's flare. `burn`: ticks it burns (TR2 60 s, TR3–TR5 30 s);
--- the light: for the first `swell` ticks it grows from `swell_from` of
--- its radius; from `sputter` it sputters (one tick in four dimmed to
--- `dim` of its radius); from `fade` to the end its radius shrinks to a
--- quarter. `radius` is the falloff × 256; `colour` and `spread` the base
--- and random part of each channel (TR2's lights have no colour).
--- `sounds`: ignite and burn (tomb2/tomb3 SFX_LARA_FLARE_IGNITE 11,
--- SFX_LARA_FLARE_BURN 12). `items`: the inventory keys that count as
--- flares (the box first); `object` the flare lying in the level, `arm`
--- the arm animation model.
flare.GAMES = {
  [2] = {
    burn = 1800, swell = 30, swell_from = 0.5, sputter = 1740, fade = 1800, dim = 0.5,
    radius = 11 * 256, colour = { 255, 255, 255 }, spread = { 0, 0, 0 },
    sounds = { ignite = 11, burn = 12 }, items = { 151, 152 }, object = 152, arm = 9,
    hold_extra = {},
  },
  [3] = {
    burn = 900, swell = 16, swell_from = 0.25, sputter = 810, fade = 876, dim = 0.6,
    radius = 16 * 256, colour = { 192, 128, 0 }, spread = { 64, 32, 64 },
    sounds = { ignite = 11, burn = 12 }, items = { 178, 179 }, object = 179, arm = 10,
    hold_extra = { S.DUCK },
  },
}
--- TR4/TR5 (TOMB4 DoFlareLight: 900 ticks, its colour; no flare sounds
--- identified), their ids by name.
for game = 4, 5 do
  local id_of = {}
  for id, name in pairs(require("objects.tr45.names_tr" .. game)) do id_of[name] = id end
  flare.GAMES[game] = {
    burn = 900, swell = 16, swell_from = 0.25, sputter = 810, fade = 876, dim = 0.6,
    radius = 16 * 256, colour = { 128, 192, 0 }, spread = { 32, 64, 64 },
    sounds = {}, items = { id_of.FLARE_INV_ITEM, id_of.FLARE_ITEM }, object = id_of.FLARE_ITEM,
    arm = id_of.FLARE_ANIM, hold_extra = { S.DUCK },
  }
end

--- The holding states: the arm holds the flare up in these; elsewhere it
--- follows her body (larafire HoldStates).
local HOLD = {}
for _, s in ipairs({ S.WALK, S.STOP, S.TURN_RIGHT, S.TURN_LEFT, S.BACK, S.FAST_TURN,
                     S.STEP_LEFT, S.STEP_RIGHT, S.WADE, S.PICKUP, S.SWITCH_ON, S.SWITCH_OFF }) do
  HOLD[s] = true
end

--- The running game's flare table (nil in TR1, which has none).
---@return table|nil
function flare.data()
  return flare.GAMES[world.game()]
end

local function holding_state(e, G)
  if HOLD[e.anim_state] then return true end
  for _, s in ipairs(G.hold_extra) do
    if e.anim_state == s then return true end
  end
  return false
end

--- Flares she carries.
---@param l table
---@return integer
function flare.count(l)
  local G, inv, n = flare.data(), l.inventory or {}, 0
  if not G then return 0 end
  for _, k in ipairs(G.items) do n = n + (tonumber(inv[k]) or 0) end
  return n
end

local function consume(l)
  local G, inv = flare.data(), l.inventory or {}
  for _, k in ipairs(G.items) do
    local c = tonumber(inv[k]) or 0
    if c > 0 then inv[k] = c - 1 return true end
  end
  return false
end

--- True while a flare is in her hand (drawn, burning or being thrown).
---@param l table
---@return boolean
function flare.held(l) return l.flare ~= false and l.flare ~= nil end

--- 0..n-1 from the cosmetic generator (0 for 0).
local function jitter(n)
  return n > 0 and world.fx_random(n) or 0
end

--- The light of a flare `age` ticks old at a point, with its flicker;
--- true while it still gives light (the sparks follow it).
---@param room integer
---@param age integer
---@return boolean
function flare.glow(room, x, y, z, age)
  local G = flare.data()
  if not G or age >= G.burn then return false end
  local radius = G.radius
  if age < G.swell then
    radius = radius * (G.swell_from + (1 - G.swell_from) * age / G.swell)
  elseif age >= G.fade then
    radius = radius * (1 - 0.75 * (age - G.fade) / (G.burn - G.fade))
  end
  local lit = true
  if age >= G.sputter and world.fx_random(4) == 0 then
    radius, lit = radius * G.dim, false
  end
  local c, r = G.colour, G.spread
  world.light(room, x, y, z, c[1] + jitter(r[1]), c[2] + jitter(r[2]), c[3] + jitter(r[3]),
              math.floor(radius))
  return lit
end

--- A burning flare's sparks, hiss and (in water) bubbles at a point;
--- `owner` carries the looping burn sound.
---@param owner Entity
---@param room integer
function flare.burn(owner, room, x, y, z)
  local G = flare.data()
  if G.sounds.burn then world.sound(G.sounds.burn, owner) end
  if world.tick() % SPARKS_EVERY == 0 then world.particles(particles.FLARE_SPARKS, room, x, y, z, 1) end
  local surface = world.water(room, x, y, z)
  if surface and y > surface and world.fx_random(2) == 0 then
    world.particles(particles.BUBBLES, room, x, y, z, 1)
  end
end

local function dress(e, l)
  local f, G = l.flare, flare.data()
  local mesh = f and f.meshed and world.has_object(G.arm) and world.model_mesh(G.arm, HAND) or nil
  e:mesh_swap(HAND, mesh)
  if f and f.arm and world.has_object(G.arm) then
    e:set_limb(ARM_FIRST, ARM_COUNT, G.arm, f.frame)
  else
    e:clear_limb(ARM_FIRST)
  end
end

--- One tick in her hand: light, sparks, sound; the age goes on. A spent
--- flare, her hands free, is thrown away.
local function in_hand(e, l)
  local f, G = l.flare, flare.data()
  if not f.age then return end
  local x, y, z = e:mesh_point(HAND, TIP.x, TIP.y, TIP.z)
  local room = world.room_at(e.room, x, y, z)
  flare.glow(room, x, y, z, f.age)
  if f.age < G.burn then
    f.age = f.age + 1
    flare.burn(e, room, x, y, z)
  elseif f.phase == "hold" and guns.hands_free(l) then
    f.phase = "throw"
  end
end

--- It leaves her hand: the flare object, thrown ahead or dropped.
local function release(e, l, thrown)
  local f, G = l.flare, flare.data()
  local x, y, z = e:mesh_point(HAND, RELEASE_AT.x, RELEASE_AT.y, RELEASE_AT.z)
  local room = world.room_at(e.room, x, y, z)
  local how = thrown and flare.THROW or flare.DROP
  local yaw = (e.yaw + (how.turn or 0)) % 65536
  -- The hand is in a wall or under the floor: it starts from her middle.
  if world.floor(room, x, y, z) < y then x, z, room = e.x, e.z, e.room end
  if G.sounds.burn then world.stop_sound(G.sounds.burn, e) end
  if world.has_object(G.object) then
    local o = world.spawn(G.object, room, x, y, z, yaw)
    o:activate(e)
    local s = o.state
    s.age = f.age or G.burn
    s.speed = math.max(e.speed, 0) + how.speed
    s.fall = (e.fall_speed or 0) + how.fall
    s.flying = true
  end
  f.meshed = false
  dress(e, l)
end

local function finish(e, l)
  local f = l.flare
  if f and f.meshed then release(e, l, false) end
  l.flare = false
  dress(e, l)
end

--- Starts drawing a flare (the Flare key, the ring): her hands must be
--- free of the torch and of another flare, and she must carry one. With
--- the guns out they are put away first and the flare follows. True when
--- a flare is on its way.
---@param e Entity Lara
---@param l table
---@return boolean
function flare.light(e, l)
  local G = flare.data()
  if not G or flare.held(l) or torch.held(l) or l.dead or flare.count(l) < 1 then return false end
  if not guns.hands_free(l) then
    guns.put_away(e, l, false)
    l.flare_after_guns = true
    return true
  end
  l.flare = { phase = "draw", frame = FR.DRAW - 1, age = false, arm = true, body = false,
              meshed = false }
  return true
end

--- She takes a burning flare (`age` ticks old) into her hand from the floor.
---@param e Entity Lara
---@param l table
---@param age integer
function flare.take(e, l, age)
  l.flare = { phase = "hold", frame = FR.RAISE - 2, age = age, arm = false, body = false,
              meshed = true }
  dress(e, l)
end

local pickup_tick

local function draw_tick(e, l, f, G)
  f.frame = f.frame + 1
  if f.frame < FR.DRAW or f.frame > FR.RAISE - 1 then f.frame = FR.DRAW end
  if f.frame == FR.GOT_IT then
    consume(l)
    f.meshed = true
  elseif f.frame == FR.IGNITE then
    f.age = 0
    if G.sounds.ignite then world.sound(G.sounds.ignite, e) end
  elseif f.frame == FR.RAISE - 1 then
    f.phase, f.frame = "hold", FR.HOLD
  end
end

local function hold_tick(e, f, G)
  if holding_state(e, G) then
    if not f.arm then
      f.arm, f.frame = true, FR.RAISE
    elseif f.frame ~= FR.HOLD then
      f.frame = f.frame + 1
      if f.frame >= FR.END then f.frame = FR.HOLD end
    end
  else
    f.arm = false
  end
end

local function throw_tick(e, l, f)
  f.arm = true
  -- Standing still, her whole body throws (189), the arm following it.
  local stand = e.anim == l.anims.idle or e.anim == l.anims.stop
  if not f.body and stand and e.goal_state == S.STOP and l.anims.throw_flare then
    e:set_anim(l.anims.throw_flare, f.frame)
    f.body = f.frame
  end
  if f.body then
    f.arm = false
    f.body = f.body + 1
    if f.body >= BODY_THROW_FRAMES then
      body.anim(e, l, "stop")
      e.goal_state = S.STOP
    end
  end
  if f.frame == FR.HOLD then
    f.frame = FR.THROW
  elseif f.frame >= FR.IGNITE and f.frame < FR.RAISE then
    f.frame = f.frame + 1
    if f.frame == FR.RAISE - 1 then f.frame = FR.THROW end
  elseif f.frame >= FR.RAISE then
    f.frame = f.frame + 1
    if f.frame >= FR.END then f.frame = FR.THROW end
  elseif f.frame >= FR.THROW and f.frame < FR.DRAW then
    f.frame = f.frame + 1
    if f.frame == FR.RELEASE then release(e, l, true) end
  elseif f.frame >= FR.DRAW then
    f.frame = FR.THROW
  end
  if f.frame >= FR.DRAW or (f.body and f.body >= BODY_THROW_FRAMES) then
    if f.meshed then release(e, l, true) end
    l.flare = false
  end
end

--- One tick, after her state's control and the guns: the Flare key, the
--- phase in progress, the light, and the arm's pose.
---@param e Entity Lara
---@param l table
function flare.control(e, l)
  local G = flare.data()
  if not G then return end
  local down = body.held(input.FLARE)
  local pressed = down and not l.flare_key
  l.flare_key = down
  if l.flare_after_guns and guns.hands_free(l) then
    l.flare_after_guns = false
    flare.light(e, l)
  end
  pickup_tick(e, l)
  local f = l.flare
  if not f then
    if pressed and not l.dead and e.health > 0 then flare.light(e, l) end
    dress(e, l)
    return
  end
  -- A gun being drawn lets the flare drop.
  if not guns.hands_free(l) or torch.held(l) then
    finish(e, l)
    return
  end
  if f.phase == "draw" then
    -- Bending down for something, the draw waits and the arm follows her.
    f.arm = not (e.anim_state == S.PICKUP or e.anim_state == S.FLARE_PICKUP)
    if f.arm then draw_tick(e, l, f, G) end
  elseif f.phase == "hold" then
    if pressed and not l.dead then f.phase = "throw" else hold_tick(e, f, G) end
  end
  if f.phase == "throw" then
    throw_tick(e, l, f)
    if not l.flare then dress(e, l) return end
    if f.frame >= FR.RELEASE then dress(e, l) return end
  end
  in_hand(e, l)
  dress(e, l)
end

--- Bends down for the burning flare `target` (its collision hook asks each
--- tick): Action, standing (crouched, treading water) with her hands free.
--- True on the tick she starts; the flare is in her hand some ticks later.
---@param lara Entity
---@param target Entity
---@return boolean
function flare.reach_for(lara, target)
  local l = lara.state
  if flare.held(l) or torch.held(l) or not guns.hands_free(l) or l.flare_pickup then return false end
  local under = lara.water == "underwater"
  local P = require("objects.common.pickup")
  if not interact.start(lara, flare.PICKUP_KIND, target, under and P.STAND_OFF_UW or nil,
                        under and P.RISE_UW or nil) then
    return false
  end
  local crouched = lara.anim_state == S.DUCK or lara.anim_state == S.CRAWL_IDLE
  local when = under and "underwater" or (crouched and "crouched" or "land")
  l.flare_pickup = { target = target, t = 0, at = flare.PICKUP_TICKS[when], since = world.tick() }
  return true
end

--- The pickup's interaction (lara/interact.lua KINDS-shaped): state 67,
--- also treading water and (TR3+) crouched.
flare.PICKUP_KIND = { state = S.FLARE_PICKUP, role = "flare_pickup", underwater = S.FLARE_PICKUP,
                      uw_role = "underwater_flare_pickup", square_on_land = true, crouched = true }

--- Ticks she may take to reach state 67 once the pickup began.
local REACH_TICKS = 15

--- One tick of a flare pickup under way: at the animation's frame the
--- flare on the floor goes into her hand.
function pickup_tick(e, l)
  local p = l.flare_pickup
  if not p then return end
  if e.anim_state == S.FLARE_PICKUP then
    p.t = p.t + 1
  elseif p.t > 0 or world.tick() - p.since > REACH_TICKS then
    l.flare_pickup = false
    return
  end
  if p.t < p.at then return end
  local o = p.target
  l.flare_pickup = false
  if not o:exists() or flare.held(l) then return end
  flare.take(e, l, o.state.age or 0)
  o:kill()
end

-- State 67: bending down for a flare (standing, under water, crouched);
-- she is busy as for any pickup (flare.control takes it at its frame).
flare[S.FLARE_PICKUP] = interact[S.PICKUP]

return flare
