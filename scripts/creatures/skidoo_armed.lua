-- TR2's black snowmobile (51) with its mercenary driver (52,
-- creatures/skidoo_driver.lua, who brings it into the level and sits on
-- it, posed as it moves). The snowmobile is the creature: violent, it
-- drives at Lara (swerving left or right where the turn asks more than
-- `min_turn`), waits while she is near and within `aim` of its nose, and
-- fires both its guns at her there (a hit's damage smaller while she
-- rides a snowmobile herself), rattling on a few ticks after a hit before
-- the next burst. Driving into her on foot hurts her. Shot to pieces, the
-- driver falls off into his death, it coasts to a stop, and once he lies
-- still it is an empty snowmobile Lara may ride (vehicles/skidoo.lua's
-- behaviour takes over: TRX turns it into her snowmobile, guns and all).
-- Numbers: creatures/stats/tr2.lua `skidoo_armed` (TRX skidoo_driver.c,
-- skidoo_armed.c). Where TRX's right swerve repeats the left one's test
-- (a slip in the original), the right swerve here mirrors the left.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local slots = require("ai.slots")
local stats = require("creatures.stats")
local ride = require("lara.ride")
local vehicle = require("vehicles.skidoo")

local armed = {}

creature.behaviour(armed, stats.of)

local decide = {}
armed.decide = decide

local function mood_active(ai) return ai.mood ~= "bored" end

--- Lara near and before its nose: it stops to shoot.
local function in_sights(info, st)
  return math.abs(info.angle) < st.aim and info.distance < st.range.wait
end

decide.wait = function(e, ai, info, st)
  if mood_active(ai) and not in_sights(info, st) then e.goal_state = st.states.moving end
end

decide.moving = function(e, ai, info, st)
  local S = st.states
  if not mood_active(ai) or in_sights(info, st) then e.goal_state = S.wait
  elseif ai.turned < -st.min_turn then e.goal_state = S.start_left
  elseif ai.turned > st.min_turn then e.goal_state = S.start_right end
end

local function swerving(sign, name)
  return function(e, ai, _, st)
    if ai.turned * sign <= st.min_turn then e.goal_state = st.states.moving
    else e.goal_state = st.states[name] end
  end
end
decide.start_left, decide.left = swerving(-1, "left"), swerving(-1, "left")
decide.start_right, decide.right = swerving(1, "right"), swerving(1, "right")

--- Both guns at Lara when she is before its nose; after a hit the guns
--- rattle on (their sound) for `rattle` ticks before the next burst.
local function guns(e, ai, info, st)
  local lara = ai.target
  if (ai.rattle or 0) == 0 and math.abs(info.angle) < st.aim and lara.health > 0
    and shoot.can_target(e, info, lara) then
    local damage = ride.riding(lara) and st.damage.riding or st.damage.on_foot
    local hit = false
    for _, gun in ipairs(st.guns) do
      hit = shoot.fire(e, gun, lara, info.distance, damage) or hit
    end
    if hit then ai.rattle = st.rattle end
  end
  if (ai.rattle or 0) > 0 then
    world.sound(st.sounds.guns, e)
    ai.rattle = ai.rattle - 1
  end
end

--- The driver, while he is there.
local function driver_of(e) return creature.partner(e, "driver") end

--- Shot to pieces: the driver falls off (once); it slows to a stop; once
--- it stands and he lies still, it is an empty snowmobile.
local function wrecked(e, ai, st)
  local S = st.states
  local driver = driver_of(e)
  if not ai.driver_fell then
    ai.driver_fell = true
    e.targetable = false
    if driver then require("creatures.skidoo_driver").fall(driver, e, st) end
  end
  if e.anim_state == S.moving or e.anim_state == S.wait then e.goal_state = S.wait
  else e.goal_state = S.moving end
  local lying = not driver or driver.status == "deactivated"
  if lying and e.speed == 0 and e.fall_speed == 0 then
    slots.release(e)
    e:clear_locomotion()
    e.state.ai = nil
    e.state.empty = true
    e.health = 0
    vehicle.init(e)
  end
end

---@param e Entity
function armed.control(e)
  if e.state.empty then return vehicle.control(e) end
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    wrecked(e, ai, st)
  else
    creature.goal_follows_animation(e, ai)
    if creature.think(e, true) then
      ai.turned = creature.turn(e, ai, ai.max_turn)
      local d = creature.by_number(decide, st.states)[e.anim_state]
      if d then d(e, ai, ai.info, st) end
      guns(e, ai, ai.info, st)
    end
  end
  if e.anim_state == st.states.wait then world.sound(st.sounds.idle, e)
  else world.sound(st.sounds.moving, e) end
end

--- The driver sits on it as it moves (until he falls).
---@param e Entity
function armed.after_move(e)
  if e.state.empty then return end
  local ai = e.state.ai
  local driver = driver_of(e)
  if not driver or (ai and ai.driver_fell) then return end
  driver.room = e.room
  driver:set_position(e.x, e.y, e.z)
  driver.yaw = e.yaw
  if e.anim < driver.anim_count then driver:set_anim(e.anim, e.frame) end
end

--- Moving into Lara on foot hurts her; empty, Lara may get on.
---@param e Entity
---@param lara Entity
function armed.collision(e, lara)
  if e.state.empty then return vehicle.collision(e, lara) end
  local st = e.state.ai and e.state.ai.stats
  if not st or e.speed <= 0 or ride.riding(lara) or lara.health <= 0 then return end
  if e:touch_bits(lara) ~= 0 then lara:hit(st.damage.rammed, e) end
end

---@param e Entity
---@param damage integer
---@param source? Entity
function armed.on_hit(e, damage, source)
  if e.state.empty then return end
  creature.on_hit(e, damage, source)
end

return armed
