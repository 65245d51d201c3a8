-- TR2's people who shoot or throw: gunman 1 (shotgun) and 2 (machine
-- gun), the flamethrower goon, the knifethrower, the two-pistol "shotgun
-- goon" and the mercenaries. One routine, as the originals' controls are
-- one pattern with different numbers (creatures/stats/tr2.lua):
--   stop   fleeing it runs; seeing its target it stands and shoots from
--          one of its stances (`stand`, picked on rolls), or beyond
--          `range.stand` walks on to shoot walking; bored it waits
--          (`wait`) or strolls; else it walks, or runs beyond `range.run`
--   wait   seeing its target it shoots (`wait_shot`); no longer bored or
--          no longer facing it, it stops
--   walk   seeing its target within `range.walk_shot` (or in another
--          zone) it stops, beyond it shoots walking (`walk_shot`: a
--          stance, one of several, or the one on the target's side)
--   run    fleeing it runs on; seeing its target it goes to `run_sees`
--   aims   each leads to its shot while the target is in sight, else
--          back (`back`)
--   shots  each gun of the shot fires once a shot, or every `every`
--          ticks while it shoots: a bullet (ai/shoot.lua) or a missile
--          (`missile`: knives, flames; creatures/missile.lua); losing
--          sight of the target (or fleeing) it goes back; a walking shot
--          stops shooting within `range.walk_shot`
-- They die in their own death animation and drop what they carry
-- (creatures/gunman.lua). The mercenaries fight the monks (ai/rivals.lua).
-- TR3's gunmen are the same routine with TR3's numbers
-- (creatures/stats/tr3.lua): a shot may fire on given `frames` of its
-- animation rather than once or every few ticks; with `bored_stands` a
-- bored one stands where it is; one without a run (`states.run` absent:
-- the flamethrower man) walks instead; the guards that take `cover`
-- duck behind a low wall when Lara aims at them (creatures/cover.lua).
-- TR4's SAS and troops (creatures/stats/tr4.lua) are the machine-gunners'
-- routine again: an aim may lead to one of several shots on a roll, and
-- a shot may fire its own `missile` (the SAS's grenade, lobbed on a frame
-- of its throw) and, done with the target still in sight, go `again`.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local gunman = require("creatures.gunman")
local cover = require("creatures.cover")
local scorch = require("creatures.scorch")

local shooter = {}

shooter.init = gunman.init
shooter.on_reload = gunman.on_reload
shooter.on_hit = gunman.on_hit

--- Its running state, or its walk for one that never runs.
local function run_of(S)
  return S.run or S.walk
end

--- Sight of a living target this tick.
local function sees(e, ai)
  return not ai.info.target_dead and gunman.can_shoot(e, ai)
end

local pick = creature.pick

--- The stance it shoots from walking: one side's (by where the target
--- is), one of several at random, or the only one.
local function walking_stance(st, info)
  local w = st.walk_shot
  if w.left then return info.angle < 0 and w.left or w.right end
  return w[1 + world.random(#w)]
end

--- In the target's zone.
local function same_zone(info)
  return info.zone == info.enemy_zone
end

local decide = {}
shooter.decide = decide

function decide.stop(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if st.cover and cover.ducks(e, ai, S) then
    ai.required = S.duck
    e.goal_state = S.duck
  elseif ai.mood == "escape" then
    e.goal_state = run_of(S)
  elseif sees(e, ai) then
    local far = st.range.stand and info.distance > st.range.stand and same_zone(info)
    local walks_on = far and (not st.chance or not st.chance.walk_on
      or world.random() < st.chance.walk_on)
    e.goal_state = S[walks_on and "walk" or pick(st.stand)]
  elseif ai.mood == "bored" then
    if st.bored_stands then
      e.goal_state = S.stop
    elseif not info.ahead then
      e.goal_state = S.walk
    elseif S.wait and not st.wait_is_stop then
      e.goal_state = S.wait
    elseif st.chance and st.chance.stroll and world.random() < st.chance.stroll then
      e.goal_state = S.walk
    end
  elseif info.ahead and info.distance < st.range.run then
    e.goal_state = S.walk
  else
    e.goal_state = run_of(S)
  end
end

function decide.wait(e, ai, info, st)
  local S = st.states
  if st.wait_is_stop then return decide.stop(e, ai, info, st) end
  if sees(e, ai) then
    e.goal_state = S[st.wait_shot]
  elseif ai.mood ~= "bored" or not info.ahead then
    e.goal_state = S.stop
  end
end

function decide.walk(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if st.cover and cover.wants(e, ai) then
    gunman.via_stop(e, ai, S, S.duck)
  elseif ai.mood == "escape" then
    e.goal_state = run_of(S)
  elseif sees(e, ai) then
    if info.distance < st.range.walk_shot or not same_zone(info) then
      e.goal_state = S.stop
    else
      e.goal_state = S[walking_stance(st, info)]
    end
  elseif ai.mood == "bored" then
    if info.ahead then e.goal_state = S.stop end
  elseif info.distance > st.range.run or not info.ahead then
    e.goal_state = run_of(S)
  end
end

function decide.run(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = angle // st.lean
  if st.cover and cover.wants(e, ai) then
    gunman.via_stop(e, ai, S, S.duck)
    return
  end
  if ai.mood == "escape" then return end
  if sees(e, ai) then
    local to = st.run_sees
    e.goal_state = S[to == "walk_shot" and walking_stance(st, info) or to]
  elseif ai.mood == "bored" then
    e.goal_state = S.walk
  elseif info.ahead and info.distance < st.range.run then
    e.goal_state = S.walk
  end
end

--- An aim: its shot while the target is in sight (`shot` a name, or
--- choices picked on a roll as the stances are), else back.
local function aim(e, ai, _, st)
  local S = st.states
  local name = ai.state_name
  local a = st.aims[name]
  if not sees(e, ai) then
    e.goal_state = S[a.back]
  elseif type(a.shot) == "table" then
    e.goal_state = S[pick(a.shot)]
  else
    e.goal_state = S[a.shot]
  end
end

--- A bullet's damage in shot `name`: what the level gives it (its
--- catalogue params' `shot_damage`, by shot name: TOMB5 doubles the
--- guards' single shot after the Old Mill), else the shot's own, else the
--- stats'.
local function damage_of(e, name, shot, st)
  local by_level = e.params and e.params.shot_damage
  return (by_level and by_level[name]) or shot.damage or st.damage
end

--- One volley of the shot's guns (each the stats' `gun` unless named):
--- bullets, each of `damage_of`, or the missile of the shot or of the
--- stats; with the stats' `light` ({r, g, b, radius, ticks}) the muzzle
--- lights its surroundings.
local function volley(e, ai, info, st, shot)
  if st.fire_sound then world.sound(st.fire_sound, e) end
  local hit = false
  local missile = shot.missile or st.missile
  for _, g in ipairs(shot.guns or { "gun" }) do
    local gun = st.guns[g]
    if missile then
      shoot.launch(e, gun, missile, ai.target)
    else
      local damage = damage_of(e, ai.state_name, shot, st)
      hit = shoot.fire(e, gun, ai.target, info.distance, damage) or hit
    end
    local l = st.light
    if l then
      local x, y, z = e:mesh_point(gun.mesh, gun.x, gun.y, gun.z)
      world.light(world.room_at(e.room, x, y, z), x, y, z, l.r, l.g, l.b, l.radius, l.ticks)
    end
  end
  return hit
end

--- Whether a shot firing on its animation's `frames` is due on this one
--- (not yet fired there), and whether that is its last. A frame beyond
--- the animation (another model's, shorter) is its last frame.
local function frame_due(e, ai, frames)
  local count = creature.frames(e)
  for i, f in ipairs(frames) do
    f = math.min(f, count - 1)
    if e.frame == f and ai.fired_frame ~= f then return true, i == #frames end
  end
  return false, false
end

--- A shot: fires once, every `every` ticks, or on its `frames`; back when
--- the target is lost, the creature flees, a walking shot comes within
--- range, a single shot (or the last of its frames) has gone or (on the
--- stats' roll) after a volley. One that takes cover may duck when hit.
local function shot_state(e, ai, info, st)
  local S = st.states
  local name = ai.state_name
  local shot = st.shots[name]
  local can = sees(e, ai)
  local started = ai.last_state ~= e.anim_state
  if started then
    -- Just come into the shot (from an aim or straight from a stop).
    ai.fired, ai.shot_clock, ai.fired_frame = false, 0, nil
  end
  -- A pour that sets its target alight (creatures/scorch.lua).
  if st.scorches then scorch.pour(ai, st.scorches, started, ai.target) end
  if st.cover and cover.ducks_when_hit(e, ai) then
    gunman.via_stop(e, ai, S, S.duck)
    return
  end
  local clock = ai.shot_clock or 0
  local due, last = false, false
  if shot.frames then
    due, last = frame_due(e, ai, shot.frames)
  else
    due = (st.every and clock % st.every == 0) or (not st.every and not ai.fired)
  end
  local stop_after = false
  if due and can then
    local hit = volley(e, ai, info, st, shot)
    ai.fired, ai.fired_frame = true, e.frame
    stop_after = hit and st.chance and st.chance.stop_after_shot
      and world.random() < st.chance.stop_after_shot
  end
  ai.shot_clock = clock + 1
  local single_done
  if shot.frames then
    single_done = ai.fired and (last or creature.last_frame(e))
  else
    single_done = not st.every and ai.fired
  end
  if single_done and can and shot.again and ai.mood ~= "escape" then
    -- Done, and still in sight: another of the same kind (the SAS readies
    -- the next grenade).
    e.goal_state = S[shot.again]
  elseif not can or ai.mood == "escape" or stop_after or single_done
    or (shot.walking and info.distance < st.range.walk_shot) then
    e.goal_state = S[shot.back]
  end
end

--- The decision for the state named `name` (nil for none): another
--- person's routine may take shooter's aims and shots for its own
--- (creatures/guard.lua).
---@param st table the creature's stats
---@param name string
---@return function?
function shooter.decision(st, name)
  if decide[name] then return decide[name] end
  if st.cover and cover.decide[name] then return cover.decide[name] end
  if st.aims[name] then return aim end
  if st.shots[name] then return shot_state end
  return nil
end

---@param e Entity
function shooter.control(e)
  gunman.run_states(e, shooter.decision)
end

shooter.collision = creature.collision

return shooter
