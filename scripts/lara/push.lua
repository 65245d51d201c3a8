-- Lara pushed out of the items she runs into. In the originals, after her
-- animation and before her state's collision routine, every collidable item
-- near her gets its collision routine called (TRX tr1 lara/control.c
-- Lara_HandleAboveWater's M_BaddieCollision, TRX tr2 Lara_BaddieCollision,
-- tomb3 LaraBaddieCollision: the world's collision hooks, World::collide_near);
-- a creature's or a solid object's routine moves her out of its box
-- (Lara_Push, tomb3 ItemPushLara), and her state's collision then goes on
-- from where the push left her: a run is not stopped by a creature. Items
-- decide whether they push (creatures: ai/creature.lua creature.collision;
-- objects: push.object); this module is what a push does to her.
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local fixed = require("lib.fixed")

local push = {}

--- The states whose routine turns both the push and the flinch off
--- (coll->enable_baddie_push = 0, enable_spaz = 0 in TRX tr1 lara/state.c
--- Lara_State_Death, _Hang, _HangLeft, _HangRight, _SlideBack, _PushBlock,
--- _PullBlock, _PPReady, _Pickup, _Controlled, _SwitchOn, _SwitchOff,
--- _UseKey, _UsePuzzle, _Special, _UseMidas, _DieMidas, _Null, _Gymnast,
--- _WaterOut).
push.STILL = {
  [S.DEATH] = true, [S.HANG] = true, [S.HANG_LEFT] = true, [S.HANG_RIGHT] = true,
  [S.SLIDE_BACK] = true, [S.PUSH_BLOCK] = true, [S.PULL_BLOCK] = true,
  [S.PUSH_READY] = true, [S.PICKUP] = true, [S.CONTROLLED] = true,
  [S.SWITCH_ON] = true, [S.SWITCH_OFF] = true, [S.USE_KEY] = true,
  [S.USE_PUZZLE] = true, [S.SPECIAL] = true, [S.USE_MIDAS] = true,
  [S.DIE_MIDAS] = true, [S.GYMNAST] = true, [S.WATER_OUT] = true,
}

--- Her radius as the items' routines see it (coll->radius above water).
push.RADIUS = C.RADIUS
--- The most ticks the flinch counts up to (lara.hit_frame's clamp).
push.HIT_FRAMES = 34
--- The sound of the flinch by game (TR1 … TR5): TR1 SFX_LARA_BODYSL,
--- TR2 on SFX_LARA_INJURY (TRX tr2 lara/misc.c M_TakeHit, tomb3
--- ItemPushLara).
push.HIT_SOUND = { 27, 31, 31, 31, 31 }
--- From TR2 on, only an item taller than a click makes her flinch (TRX tr2
--- Lara_Push, tomb3 ItemPushLara: bounds height > 256).
push.FLINCH_HEIGHT = { false, 256, 256, 256, 256 }

--- At the start of her tick, as Lara_HandleAboveWater begins: where she
--- stands (the push's `coll->old`), whether her state lets items push her
--- (only on land, in a state not in push.STILL), and no flinch yet.
---@param e Entity
---@param l table
function push.begin(e, l)
  l.old_x, l.old_y, l.old_z = e.x, e.y, e.z
  l.push_on = e.water ~= "underwater" and e.water ~= "surface" and not push.STILL[e.anim_state]
  l.hit_direction = false
end

--- After the items' collision routines, before her state's (the end of
--- M_BaddieCollision): no flinch this tick ends the flinch.
---@param l table
function push.settle(l)
  if not l.hit_direction then l.hit_frame = false end
end

--- Whether an item's routine may push her now: she is alive and her state
--- allows it (push.begin).
---@param lara Entity
---@return boolean
function push.allowed(lara)
  return lara.health > 0 and lara.state.push_on == true
end

--- The flinch of a push (TRX tr1 Lara_Push with spaz_on, TRX tr2
--- M_TakeHit): the side she was hit from by the quadrant of the way from
--- the item's centre to her, against her heading; the sound on its first
--- tick; the count of ticks, at most push.HIT_FRAMES.
local function flinch(lara, l, from_x, from_z)
  local hit = fixed.u16(lara.yaw + fixed.HALF - fixed.atan(from_z, from_x) + fixed.QUARTER // 2)
  l.hit_direction = hit // fixed.QUARTER
  if not l.hit_frame then
    l.hit_frame = 0
    world.sound(push.HIT_SOUND[world.game()] or push.HIT_SOUND[1], lara)
  end
  l.hit_frame = math.min(l.hit_frame + 1, push.HIT_FRAMES)
end

local AFTER = { max_drop = C.NO_LIMIT, max_rise = C.STEP_UP, max_ceiling = 0 }

--- Lara pushed out of `item`'s box (TRX tr1/tr2 Lara_Push, tomb3
--- ItemPushLara): moved by the smaller way out (World::push_out, the box
--- widened by her radius for a `big` push), flinching when `spaz` and the
--- item is tall enough for her game; then the collision query where she
--- landed, facing the way from where her tick began: anything in the way
--- (a wall, a step too high, a low ceiling) puts her back there, else that
--- is where her tick now begins. True when she was inside the box.
---@param item Entity
---@param lara Entity
---@param spaz boolean
---@param big boolean
---@return boolean
function push.lara(item, lara, spaz, big)
  local l = lara.state
  local game = world.game()
  local x, z, from_x, from_z = world.push_body(item, lara, big and push.RADIUS or 0, game < 3)
  if not x then return false end
  lara.x, lara.z = x, z
  if spaz then
    local tall = push.FLINCH_HEIGHT[game]
    local _, _, top, bottom = item:bounds()
    if not tall or bottom - top > tall then flinch(lara, l, from_x, from_z) end
  end
  local coll = body.query(lara, l, AFTER, push.RADIUS, C.HEIGHT,
    fixed.atan(lara.z - l.old_z, lara.x - l.old_x))
  if coll.hit ~= "none" then
    lara.x, lara.z = l.old_x, l.old_z
  else
    l.old_x, l.old_y, l.old_z = lara.x, lara.y, lara.z
    lara.room = world.room_at(lara.room, lara.x, lara.y - push.ROOM_PROBE, lara.z)
  end
  return true
end

--- How far above her feet the room is looked up after a push (Lara_Push's
--- Item_UpdateRoom(-10) in TR1; WALL_SHIFT in TR2, 10 in tomb3).
push.ROOM_PROBE = 10

--- Her spheres against the item's meshes once she is within her radius of
--- its box (Item_TestBoundsCollide, Collide_TestCollision), then the push
--- (push.lara) when her state allows it.
local function push_on_contact(e, lara, spaz, big)
  if not push.allowed(lara) or not world.bounds_collide(e, lara, push.RADIUS) then return end
  if e:touch_bits(lara) == 0 then return end
  push.lara(e, lara, spaz, big)
end

--- A solid object's collision routine (TRX tr1 objects/common.c
--- Object_Collision, tomb3 ObjectCollision): when she is near its box and
--- her spheres meet its meshes, it pushes her out of its box widened by her
--- radius, without a flinch unless `spaz` (a moving door: TRX tr1/tr2
--- Door_Collision, TOMB4 DoorCollision). A behaviour whose item stands
--- solid in her way takes this as its `collision` hook.
---@param e Entity
---@param lara Entity
---@param spaz boolean?
function push.object(e, lara, spaz)
  push_on_contact(e, lara, spaz == true, true)
end

--- A creature's collision routine (TRX tr1/tr2 Creature_Collision, tomb3
--- CreatureCollision), also the swinging hook's (TRX tr2 hook.c, tomb3
--- setup HOOK): on the same contact as push.object, its box not widened
--- pushes her out, flinching when `spaz`.
---@param e Entity
---@param lara Entity
---@param spaz boolean
function push.creature(e, lara, spaz)
  push_on_contact(e, lara, spaz, false)
end

--- A trap's collision routine (TRX tr1 objects/common.c
--- Object_CollisionTrap, tomb3 collide.cpp TrapCollision): while the trap
--- runs (active) her touch is all it takes, and its control hurts her by
--- it; at rest, unless it is gone, it stands solid as push.object.
---@param e Entity
---@param lara Entity
function push.trap(e, lara)
  if e.status == "active" or e.status == "removed" or not e.visible then return end
  push.object(e, lara)
end

return push
