-- Objects Lara operates with a move of her own (TR4/TR5): she stands still
-- in front of it with Action, is moved into place as for a keyhole, then
-- plays an animation of her own model while the object plays its own; at a
-- given frame it hands over what it holds, or fires its trigger. The shape
-- is TOMB4/TOMB5's: TestLaraPosition (a box in the object's frame and her
-- heading within 10 degrees of its own), MoveLaraPosition, her animation
-- set directly in the "controlled" state (AS_CONTROLLED 89), the object's
-- animation started with hers.
-- params (per object, objects/tr45/mechanisms.lua):
--   any_heading: she may face it any way (TOMB4 StatuePlinthCollision
--     turns the plinth to her for the test).
--   anim: her animation (an index in her model); a level whose Lara lacks
--     it leaves the object untouched.
--   box {x0, x1, z0, z1}: where she may stand, in the object's frame; else
--     its bounds widened by widen_x / widen_z.
--   stand: how far in front of its origin she is moved; else stand_off
--     before its bounds' near face; false: she turns where she stands.
--   object_anim: its own animation started with hers (nil: it runs the one
--     it has); idle_meshes: its mesh bits at rest; mesh_frames: {frame,
--     bits} pairs of its animation.
--   carries: "near" (pickups within 512 across and 256 up, TOMB5
--     SetupCarriedItems) or "same_xz" (TOMB4 SarcophagusCollision);
--     they are hidden and handed over at give_frame of the object's
--     animation (give_by = "object") or of hers (give_by = "lara").
--   needs: an inventory item she must carry, used up at trigger_frame of
--     her animation, when the trigger under it fires and the meshes become
--     done_meshes; an OCB other than 0 places it done (TOMB4
--     InitialiseStatuePlinth).
--   trigger_behind: when its own animation has played out, the heavy
--     triggers this far behind her (where she stands then) are tested, as a
--     body would set them off (TOMB4 DragSASCollision: 2048, two sectors
--     behind her once the SAS she dragged lies still).
local interact = require("lara.interact")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local pickup = require("objects.common.pickup")

local operated = {}

--- AS_CONTROLLED (TOMB4/TOMB5 lara_states.h): her state while an object's
--- move plays.
local CONTROLLED = 89
--- TestLaraPosition's heading tolerance: 30 degrees (the bounds arrays'
--- yaw limits, e.g. TOMB4 SarcophagusBounds -5460..5460; their 1820 is
--- the tilt limit).
local HEADING = 5460
--- Where carried pickups are looked for (TOMB5 SetupCarriedItems).
local CARRY_ACROSS, CARRY_UP = 512, 256

local function param(e, k, default)
  local p = e.params
  if p and p[k] ~= nil then return p[k] end
  return default
end

--- A pickup as objects/tr45/catalogue.lua wires them: params.item is its
--- own type (a lit flare's is the flare box).
local function is_pickup(o)
  local p = o.params
  return p ~= nil and p.item ~= nil and (p.item == o.type or o.name == "FLARE_ITEM")
      and o.name:find("HOLE") == nil
end

local function find_carried(e)
  local mode = param(e, "carries", nil)
  local list = {}
  if not mode then return list end
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o ~= e and o:exists() and o.room == e.room and is_pickup(o) then
      local near
      if mode == "same_xz" then
        near = o.x == e.x and o.z == e.z
      else
        near = math.abs(o.x - e.x) < CARRY_ACROSS and math.abs(o.z - e.z) < CARRY_ACROSS
            and math.abs(o.y - e.y) < CARRY_UP
      end
      if near then
        o.visible, o.collidable = false, false
        list[#list + 1] = o.index
      end
    end
  end
  return list
end

function operated.init(e)
  local st = e.state
  if st.done == nil then
    st.done = param(e, "needs", nil) ~= nil and e.ocb ~= 0
    st.using, st.given = false, false
  end
  if st.done and param(e, "needs", nil) then
    e.mesh_bits = param(e, "done_meshes", e.mesh_bits)
  elseif not st.done then
    local idle = param(e, "idle_meshes", nil)
    if idle then e.mesh_bits = idle end
  end
end

--- What it holds, found on its first tick (every entity is bound by then).
local function carried(e)
  local st = e.state
  if not st.carried then st.carried = find_carried(e) end
  return st.carried
end

--- Her place relative to the object, in its frame.
local function local_xz(e, lara)
  return fixed.to_local(e.yaw, e.x, e.z, lara.x, lara.z)
end

--- TestLaraPosition for the moves of objects/common/lara_switch.lua and
--- lara_door.lua: her place in the object's frame turned by `turn` (0, or
--- 0x8000 when the original tests her from its back), within `box`
--- {x0, x1, z0, z1[, y0, y1]} (y: her height below its origin; 0, 0 when
--- not given: on its floor), her heading within `heading` of the frame's
--- (the bounds' yaw pair, 5460 = 30 degrees, unless given) after adding
--- `lara_turn` to hers.
---@param e Entity
---@param lara Entity
---@param box integer[]
---@param turn? integer
---@param lara_turn? integer
---@param heading? integer
function operated.in_frame(e, lara, box, turn, lara_turn, heading)
  local yaw = angles.wrap(e.yaw + (turn or 0))
  if math.abs(angles.diff(angles.wrap(lara.yaw + (lara_turn or 0)), yaw)) > (heading or 5460) then
    return false
  end
  local dy = lara.y - e.y
  if dy < (box[5] or 0) or dy > (box[6] or 0) then return false end
  local x, z = fixed.to_local(yaw, e.x, e.z, lara.x, lara.z)
  return x >= box[1] and x <= box[2] and z >= box[3] and z <= box[4]
end

--- MoveLaraPosition's target: `pos` {x, y, z} in the object's frame turned
--- by `turn`, her heading that frame's plus `lara_turn` (a spot for
--- lara.interact.start).
---@param e Entity
---@param pos integer[]
---@param turn? integer
---@param lara_turn? integer
function operated.place_spot(e, pos, turn, lara_turn)
  local yaw = angles.wrap(e.yaw + (turn or 0))
  local x, z = fixed.to_world(yaw, e.x, e.z, pos[1], pos[3])
  return { x = x, y = e.y + (pos[2] or 0), z = z, yaw = angles.wrap(yaw + (lara_turn or 0)) }
end

--- The box she must stand in and how far in front she is moved.
local function placing(e)
  local x0, x1, _, _, z0, z1 = e:bounds()
  local box = param(e, "box", nil)
  if not box then
    local wx, wz = param(e, "widen_x", 0), param(e, "widen_z", 200)
    box = { x0 - wx, x1 + wx, z0 - wz, z1 + wz }
  end
  local stand = param(e, "stand", nil)
  if stand == nil then stand = param(e, "stand_off", 0) - z0 end
  return box, stand
end

local function in_place(e, lara)
  if not param(e, "any_heading", false)
      and math.abs(angles.diff(lara.yaw, e.yaw)) > HEADING then return false end
  local box = placing(e)
  local x, z = local_xz(e, lara)
  return x >= box[1] and x <= box[2] and z >= box[3] and z <= box[4]
end

local function give(e, lara)
  local st = e.state
  if st.given then return end
  st.given = true
  for _, i in ipairs(carried(e)) do
    local o = world.entity(i)
    if o and o:exists() then pickup.take(o, lara) end
  end
end

--- Done with the item she carried: it is used, the trigger fires.
local function finish(e, lara)
  local st = e.state
  if st.placed then return end
  st.placed = true
  local need = param(e, "needs", nil)
  local inv = lara.state.inventory
  if need and inv and (inv[need] or 0) > 0 then inv[need] = inv[need] - 1 end
  e.mesh_bits = param(e, "done_meshes", e.mesh_bits)
  e.triggered = true
end

--- Follows her move: what is handed over at its frames.
local function follow(e, lara)
  local st = e.state
  local anim = param(e, "anim", 0)
  if lara.anim ~= anim then st.using = false return end
  if param(e, "give_by", "object") == "lara" and lara.frame >= param(e, "give_frame", 0) then
    give(e, lara)
  end
  local tf = param(e, "trigger_frame", nil)
  if tf and lara.frame >= tf then finish(e, lara) end
end

function operated.collision(e, lara)
  local st = e.state
  carried(e)
  if st.using then follow(e, lara) return end
  if st.done then return end
  local need = param(e, "needs", nil)
  local inv = lara.state.inventory
  if need and not (inv and (inv[need] or 0) > 0) then return end
  local anim = param(e, "anim", nil)
  if not anim or lara.anim_count == 0 or world.anim_info(lara.type, anim) == nil then return end
  local a = lara.state.align
  local moving = a and a.active and a.target == e
  if not moving and not in_place(e, lara) then return end
  local _, stand = placing(e)
  local kind = { state = CONTROLLED, square = true, anim = anim }
  if not interact.start(lara, kind, e, stand or nil) then return end
  st.using, st.done = true, true
  local own = param(e, "object_anim", nil)
  if own and world.anim_info(e.type, own) then e:set_anim(own, 0) end
  e.awake = true
  e.paused = false
end

--- Runs its own animation once: meshes shown and hidden at its frames,
--- what it holds handed over, held at the last frame.
function operated.control(e)
  local st = e.state
  if not st.using and not e.awake then return end
  local own = param(e, "object_anim", e.anim)
  for _, mf in ipairs(param(e, "mesh_frames", {})) do
    if e.anim == own and e.frame == mf[1] then e.mesh_bits = mf[2] end
  end
  if param(e, "give_by", "object") == "object" and st.done and e.anim == own
      and e.frame >= param(e, "give_frame", 0) then
    local lara = world.lara()
    if lara then give(e, lara) end
  end
  local frames = world.anim_info(e.type, e.anim)
  if frames and e.frame >= frames - 1 then
    e.paused = true
    e.awake = false
    local behind = param(e, "trigger_behind", nil)
    local lara = world.lara()
    if behind and lara then
      local dx, dz = fixed.step(lara.yaw, behind)
      local x, z = lara.x - dx, lara.z - dz
      world.test_triggers(e, "heavy", world.room_at(lara.room, x, lara.y, z), x, lara.y, z)
    end
  end
end

return operated
