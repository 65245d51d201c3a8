-- Pickup: an item lying in the level. params.item names the inventory
-- entry (default: the type), params.count how many of it the pickup holds
-- (default 1: a box of flares holds several).
--
-- Taken as the originals' pickup collision routine does it: the item is
-- tested turned to Lara's heading (and, under water, pitched down 25
-- degrees); standing still with Action and her hands free inside its
-- bounds, she is put 100 behind it at once (under water moved a step a
-- tick to 350 behind and 200 above it) and her pickup animation plays; the
-- item leaves the level at that animation's frame (every pickup lying on
-- the same spot with it), and the pickup trigger under it fires that tick.
-- Figures per game (TRX tr1 objects/general/pickup.c, TRX tr2
-- objects/general/pickup.c, tomb3 game/pickup.cpp, TOMB4 game/pickup.cpp).
local interact = require("lara.interact")
local stats = require("lib.stats")
local S = require("lara.states")

local pickup = {}

local DEGREE = 182
--- Her animations the item is taken in.
local ANIM_PICKUP_UW, ANIM_PICKUP, ANIM_DUCK_PICKUP = 130, 135, 291

--- TR1-TR3's land test: ±256 across and ahead, ±100 up and down, her
--- pitch within 10 degrees of the item's (levelled) and her heading its.
local LAND_BOUNDS = {
  x = { -256, 256 }, y = { -100, 100 }, z = { -256, 256 },
  pitch = { -10 * DEGREE, 10 * DEGREE }, yaw = { 0, 0 }, roll = { 0, 0 },
}
--- TR4/TR5's: 200 up and down.
local LAND_BOUNDS_TR45 = {
  x = { -256, 256 }, y = { -200, 200 }, z = { -256, 256 },
  pitch = { -10 * DEGREE, 10 * DEGREE }, yaw = { 0, 0 }, roll = { 0, 0 },
}
--- Under water: ±512 every way, turned within 45 degrees.
local WATER_BOUNDS = {
  x = { -512, 512 }, y = { -512, 512 }, z = { -512, 512 },
  pitch = { -45 * DEGREE, 45 * DEGREE }, yaw = { -45 * DEGREE, 45 * DEGREE },
  roll = { -45 * DEGREE, 45 * DEGREE },
}
--- Where she is put: 100 behind it on land, 350 behind and 200 above it
--- under water (in the item's frame turned to her).
local LAND_AT, WATER_AT = { 0, 0, -100 }, { 0, -200, -350 }
--- The stand-off and rise under water as plain numbers, for the flare
--- picked up under water (lara/flare.lua).
pickup.STAND_OFF_UW, pickup.RISE_UW = -WATER_AT[3], -WATER_AT[2]
--- The item's pitch for the test under water.
local WATER_PITCH = -25 * DEGREE

--- The demo hero's lenient line-up (lara/interact.lua): within 512, on
--- land where she stands, under water moved to 350 behind and 200 above.
local HERO_LAND = { reach = 512, facing = false }
local HERO_WATER = { reach = 512, stand = 350, rise = 200, facing = false }

--- Each game's pickup: the land and water interactions (interact.line_up
--- specs) and the frames of her animations at which the item is taken.
--- TR1-TR3 put her in place at once and play her to the pickup state;
--- TR3 also from a crouch; TR4/TR5 walk her in a step a tick (to her own
--- height: `at` is made per call) and set the pickup animation directly.
local CLASSIC = {
  land = { bounds = LAND_BOUNDS, place = "align", at = LAND_AT, state = S.PICKUP, goal = S.STOP,
           role = "pickup", hero = HERO_LAND },
  water = { bounds = WATER_BOUNDS, place = "move", at = WATER_AT, state = S.PICKUP, goal = S.TREAD,
            role = "underwater_pickup", hero = HERO_WATER },
  take = { [ANIM_PICKUP] = { 42 }, [ANIM_PICKUP_UW] = { 18 } },
}
local TR3 = {
  land = CLASSIC.land, water = CLASSIC.water, crouched = true,
  take = { [ANIM_PICKUP] = { 42 }, [ANIM_DUCK_PICKUP] = { 20, 22 }, [ANIM_PICKUP_UW] = { 18 } },
}
local TR45 = {
  land = { bounds = LAND_BOUNDS_TR45, place = "move", state = S.PICKUP, goal = S.STOP, anim = ANIM_PICKUP,
           role = "pickup", hero = HERO_LAND },
  water = CLASSIC.water, crouched = true,
  take = { [ANIM_PICKUP] = { 15 }, [ANIM_DUCK_PICKUP] = { 20, 22 }, [ANIM_PICKUP_UW] = { 18 } },
}
pickup.GAMES = { CLASSIC, CLASSIC, TR3, TR45, TR45 }

--- The running game's figures.
local function figures()
  return pickup.GAMES[world.game()] or CLASSIC
end

--- True when her pickup animation is at the frame the item is taken in.
--- A skeleton of the project's own (the demo hero), whose pickup is
--- shorter than the original's, hands it over at its last frame.
local function at_take_frame(lara, f)
  local l = lara.state
  if l.anims and l.anims == require("lara.anims").hero then
    local frames = world.anim_info(lara.type, lara.anim)
    return frames ~= nil and lara.frame == frames - 1
  end
  for _, frame in ipairs(f.take[lara.anim] or {}) do
    if lara.frame == frame then return true end
  end
  return false
end

function pickup.init(e)
  e.state.pickup = true
end

function pickup.take(e, lara)
  local inv = lara.state.inventory or {}
  lara.state.inventory = inv
  local item = (e.params and e.params.item) or e.type
  -- Guns and their rounds go to the guns; the rest into the inventory.
  if not require("lara.guns").picked_up(lara, lara.state, item) then
    inv[item] = (inv[item] or 0) + ((e.params and e.params.count) or 1)
  end
  -- The name it was picked up under: the inventory ring names (and, in a
  -- level borrowing another game's catalogue, recognises) it by this.
  lara.state.item_names = lara.state.item_names or {}
  if e.name ~= "" then lara.state.item_names[item] = e.name end
  stats.add("pickups", 1)
  if e.params and e.params.sound then world.sound(e.params.sound, e) end
  log.info("picked up " .. tostring(item))
  world.notice(e.name ~= "" and e.name or tostring(item))
  -- Fires the pickup trigger under it (secrets, doors that open on taking it).
  e.triggered = true
  e:kill()
end

--- Takes `e` and every other pickup lying on its spot in its room (TRX tr1
--- pickup.c takes all the items at Lara's position).
local function take_all_at(e, lara)
  local x, z, room = e.x, e.z, e.room
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o ~= e and o:exists() and o.state.pickup and o.visible
        and o.x == x and o.z == z and o.room == room then
      pickup.take(o, lara)
    end
  end
  pickup.take(e, lara)
end

--- True when she may start picking up from where she is: standing (or,
--- where the game has it, crouched) on land, treading water under it.
local function may_start(lara, f, under)
  if under then return interact.asks(lara, S.TREAD) end
  if interact.asks(lara, S.STOP) then return true end
  return f.crouched == true and interact.asks(lara, S.DUCK)
end

--- The item's rotation as the test takes it (turned to her heading;
--- pitched down under water), reused each call.
local turned = { pitch = 0, yaw = 0, roll = 0 }
--- Where a TR4/TR5 pickup walks her: 100 behind it at her own height.
local walk_to = { bounds = LAND_BOUNDS_TR45, place = "move", at = { 0, 0, -100 } }
--- From a crouch (TR3+): put 100 behind it at once and her crouched
--- pickup set (TOMB4 sets ANIM_DUCKPICKUP; tomb3 steps her animation to
--- it), crouching after.
local crouched = { place = "align", at = LAND_AT, state = S.PICKUP, goal = S.DUCK, role = "pickup",
                   anim = ANIM_DUCK_PICKUP }

function pickup.collision(e, lara)
  if not e.visible or lara.water == "surface" then return end
  local f = figures()
  local under = lara.water == "underwater"
  local spec = under and f.water or f.land
  turned.pitch, turned.yaw = under and WATER_PITCH or 0, lara.yaw
  if lara.anim_state == S.PICKUP then
    if at_take_frame(lara, f) and interact.in_reach(lara, e, spec, turned) then
      take_all_at(e, lara)
    end
    return
  end
  if f.crouched and not under and interact.asks(lara, S.CRAWL_IDLE) and interact.in_reach(lara, e, spec, turned) then
    -- On all fours she is asked to crouch first (tomb3 PickUpCollision).
    lara.goal_state = S.DUCK
    return
  end
  if not (interact.moving_to(lara, e) or may_start(lara, f, under)) then return end
  if lara.anim_state == S.DUCK then
    crouched.bounds, crouched.hero = spec.bounds, spec.hero
    if lara.anim_count <= ANIM_DUCK_PICKUP then crouched.anim = nil end
    spec = crouched
  elseif not spec.at then
    walk_to.state, walk_to.goal, walk_to.anim = spec.state, spec.goal, spec.anim
    walk_to.role, walk_to.hero = spec.role, spec.hero
    walk_to.at[2] = lara.y - e.y
    spec = walk_to
  end
  -- A player without animations has no frame to wait for.
  if interact.line_up(lara, e, spec, turned) and lara.anim_count == 0 then take_all_at(e, lara) end
end

return pickup
