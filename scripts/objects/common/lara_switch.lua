-- TR4/TR5 switches Lara works with a move of her own (params.kind):
--   "jump": she jumps up, grabs it with Action and pulls it down hanging
--     (JumpSwitchCollision: from an up jump or a reach, falling, she is
--     aligned at once and plays ANIM_LEAPSWITCH 414).
--   "crowbar": she levers it with the crowbar (CrowbarSwitchCollision,
--     ANIM_CROWSWITCH 420): only with the crowbar (params.needs) in her
--     inventory; from its front to switch it on, from its back to switch
--     it off.
--   "pulley": she pulls the rope (PulleyCollision, lara_as_pulley:
--     ANIM_STAT2PULLEY 339, ANIM_PULLEY 340 while Action is held, the pull
--     counted at its frame 44); the OCB is the number of pulls
--     (InitialisePulley); the last one sets off the trigger; a positive
--     OCB counts again (the next pull sets it off once more), a negative
--     one is done.
--   "turn": she pushes the wheel round (TurnSwitchCollision,
--     TurnSwitchControl): from side A (ANIM_TURNSWITCHA 320, pushes 350)
--     it turns -90 degrees a push, from side C (319, pushes 347) +90; she
--     pushes again while Action is held and lets go (her 351-352 / 348-349)
--     when it is not; its first quarter turn sets off the trigger.
--   "cog": she pushes the cog round (CogSwitchCollision, CogSwitchControl:
--     ANIM_COGSWITCHS 322 then COGSWITCHL 321 while Action is held); it sets
--     off its trigger as she starts; let go, it runs down and she stands.
--     It drives the item its trigger names after itself, the lifting door
--     (objects/common/door.lua, OCB 1): as she starts, while the door is
--     shut, it gives the door its rest (its place) and sets it running;
--     at each push (her COGSWITCHL frame 10, the cog on) it keeps the door
--     rising COG_LIFT_TICKS more ticks.
-- Facts from the TOMB4/TOMB5 decompilations (switch.cpp: the bounds, the
-- positions she is moved to, the object's states; lara_states.h: her
-- animation numbers, checked against the real Laras of the TR4 and TR5
-- test levels). The switch is off in state 0 and on in state 1; a use
-- marks it `triggered`, which the switch trigger naming it reads (as
-- objects/common/switch.lua).
local interact = require("lara.interact")
local operated = require("objects.common.operated")
local angles = require("lib.angles")
local held = require("lara.body").held

local lara_switch = {}

local OFF, ON = 0, 1
--- Her states (TOMB4 lara_states.h).
local REACH, UP_JUMP, STOP, SWITCH_ON = 11, 28, 2, 40
local TURN_SWITCH, COG_SWITCH, PULLEY = 95, 96, 104
--- Her animations (TOMB4 lara_states.h).
local ANIM_STOP = 11
local ANIM_LEAPSWITCH, ANIM_CROWSWITCH = 414, 420
local ANIM_STAT2PULLEY, ANIM_PULLEY = 339, 340
local ANIM_TURNSWITCHC, ANIM_TURNSWITCHA = 319, 320
local ANIM_TURNSWITCHCB, ANIM_TURNSWITCHAB = 347, 350
local ANIM_COGSWITCHL, ANIM_COGSWITCHS = 321, 322
--- The pull is counted at this frame of ANIM_PULLEY (lara_as_pulley).
local PULL_FRAME = 44
--- A push of the cog lifts its door at this frame of ANIM_COGSWITCHL, for
--- this many ticks (CogSwitchControl: the door's item_flags[0] = 40).
local COG_PUSH_FRAME, COG_LIFT_TICKS = 10, 40
--- A quarter turn (TurnSwitchControl).
local QUARTER = 0x4000
--- The bounds {x0, x1, z0, z1, y0, y1} in the switch's frame and where she
--- is moved (switch.cpp).
local JUMP_BOX, JUMP_POS = { -128, 128, 384, 512, -256, 256 }, { 0, -208, 256 }
local CROWBAR_BOX, CROWBAR_POS = { -256, 256, -512, -256 }, { -89, 0, -328 }
local CROWBAR_BOX2, CROWBAR_POS2 = { -256, 256, 256, 512 }, { 89, 0, 328 }
local PULLEY_BOX, PULLEY_POS = { -256, 256, -512, 512 }, { 0, 0, -148 }
local TURN_BOX_A, TURN_POS_A = { 512, 896, -512, 0 }, { 650, 0, -138 }
local TURN_BOX_C, TURN_POS_C = { 512, 896, 0, 512 }, { 650, 0, 138 }
local COG_BOX, COG_POS = { -512, 512, -1536, -512 }, { 0, 0, -856 }
--- The turn switch's own animations, from its first (TurnSwitchCollision
--- starts side A's at +4; each push plays +1 (side C) or +5 (side A)).
local TURN_ANIM_C, TURN_ANIM_A = 1, 5
local HALF = 0x8000

local function param(e, k, default)
  local p = e.params
  if p and p[k] ~= nil then return p[k] end
  return default
end

local function has_anim(lara, anim)
  return lara.anim_count > 0 and world.anim_info(lara.type, anim) ~= nil
end

--- Sets off the switch trigger naming it (read by the world's switch
--- triggers under her or under it).
local function fire(e)
  e.triggered = true
  world.test_triggers(e, "own")
  local s = param(e, "sound", nil)
  if s then world.sound(s, e) end
end

--- Starts her move once she is in place: moved over ticks to `spot`, then
--- `anim` in `state`. True on the tick it begins.
local function begin(e, lara, state, anim, spot)
  return interact.start(lara, { state = state, anim = anim }, e, spot)
end

local function moving_to(e, lara)
  local a = lara.state.align
  return a and a.active and a.target == e
end

function lara_switch.init(e)
  local st = e.state
  if st.count == nil then
    st.using = false
    -- InitialisePulley: the OCB's size is the count of pulls.
    st.count = math.abs(e.ocb)
    st.fired = false
    st.turns = 0
  end
end

local function set_goal(e, s)
  e.goal_state = s
  e.awake = true
  e.paused = false
end

-- The jump switch: grabbed in the air, no walking into place.
local function jump(e, lara)
  if e.anim_state ~= OFF or not held(input.ACTION) then return end
  local s = lara.anim_state
  if (s ~= REACH and s ~= UP_JUMP) or not lara.gravity or lara.fall_speed <= 0 then return end
  if not has_anim(lara, ANIM_LEAPSWITCH) or not operated.in_frame(e, lara, JUMP_BOX) then return end
  local p = operated.place_spot(e, JUMP_POS)
  lara.x, lara.y, lara.z, lara.yaw = p.x, p.y, p.z, p.yaw
  lara:set_anim(ANIM_LEAPSWITCH)
  lara.fall_speed, lara.gravity = 0, false
  lara.goal_state = STOP
  set_goal(e, ON)
  fire(e)
end

local function carries(lara, item)
  local inv = lara.state.inventory
  return item == nil or (inv ~= nil and (inv[item] or 0) > 0)
end

local function crowbar(e, lara)
  if e.awake then return end
  if not carries(lara, param(e, "needs", nil)) or not has_anim(lara, ANIM_CROWSWITCH) then return end
  local on = e.anim_state == ON
  local box, pos = on and CROWBAR_BOX2 or CROWBAR_BOX, on and CROWBAR_POS2 or CROWBAR_POS
  local turn = on and HALF or 0
  if not moving_to(e, lara) and not operated.in_frame(e, lara, box, 0, turn) then return end
  if begin(e, lara, SWITCH_ON, ANIM_CROWSWITCH, operated.place_spot(e, pos, 0, turn)) then
    set_goal(e, on and OFF or ON)
    fire(e)
  end
end

local function pulley(e, lara)
  local st = e.state
  if st.using then return end
  if not has_anim(lara, ANIM_STAT2PULLEY) then return end
  -- Tested and placed in a frame turned to her own heading.
  local turn = st.turn or angles.diff(lara.yaw, e.yaw)
  if not moving_to(e, lara) then
    turn = angles.diff(lara.yaw, e.yaw)
    if not operated.in_frame(e, lara, PULLEY_BOX, turn) then return end
  end
  st.turn = turn
  if begin(e, lara, PULLEY, ANIM_STAT2PULLEY, operated.place_spot(e, PULLEY_POS, turn)) then
    st.using, st.turn = true, nil
    lara.goal_state = PULLEY
  end
end

--- Her pulling, each tick while she holds the rope (lara_as_pulley).
local function pulling(e, lara)
  local st = e.state
  if lara.anim_state ~= PULLEY then st.using = false return end
  lara.goal_state = (held(input.ACTION) and st.count > 0) and PULLEY or STOP
  if lara.anim ~= ANIM_PULLEY then st.counted = false return end
  local frames = world.anim_info(lara.type, ANIM_PULLEY) or 1
  local at = math.min(PULL_FRAME, frames - 1)
  if lara.frame < at then st.counted = false return end
  -- A pulley `state.locked` by another object (TR4's obelisks) counts nothing.
  if st.counted or st.count <= 0 or st.locked then return end
  st.counted = true
  st.count = st.count - 1
  if st.count > 0 then
    -- Set off last round: the next pull sets it off again (switched back).
    if st.fired then st.fired = false fire(e) end
    return
  end
  set_goal(e, e.anim_state == ON and OFF or ON)
  st.fired = true
  fire(e)
  if e.ocb >= 0 then st.count = math.abs(e.ocb) end
end

local function turn_switch(e, lara)
  local st = e.state
  if st.using or e.anim_state ~= OFF then return end
  if not has_anim(lara, ANIM_TURNSWITCHA) then return end
  local side = st.side
  if not moving_to(e, lara) then
    if operated.in_frame(e, lara, TURN_BOX_A) then side = "A"
    elseif operated.in_frame(e, lara, TURN_BOX_C, 0, HALF) then side = "C"
    else return end
  end
  st.side = side
  local a = side == "A"
  local spot = a and operated.place_spot(e, TURN_POS_A) or operated.place_spot(e, TURN_POS_C, 0, HALF)
  if begin(e, lara, TURN_SWITCH, a and ANIM_TURNSWITCHA or ANIM_TURNSWITCHC, spot) then
    st.using, st.turns, st.last = true, 0, -1
    e.awake, e.paused = true, false
  end
end

--- Her pushing: each push she ends turns it a quarter; she pushes on while
--- Action is held (TurnSwitchControl).
local function turning(e, lara)
  local st = e.state
  local a = st.side == "A"
  local push = a and ANIM_TURNSWITCHAB or ANIM_TURNSWITCHCB
  if lara.anim_state ~= TURN_SWITCH then
    st.using = false
    return
  end
  if lara.anim ~= push then return end
  local frames = world.anim_info(lara.type, push) or 1
  if lara.frame < frames - 1 or st.last == world.tick() then return end
  st.last = world.tick()
  e.yaw = angles.wrap(e.yaw + (a and -QUARTER or QUARTER))
  st.turns = st.turns + 1
  if st.turns == 1 then fire(e) end
  local own = a and TURN_ANIM_A or TURN_ANIM_C
  if e.anim_count > own then e:set_anim(own, 0) end
  if held(input.ACTION) then lara:set_anim(push) end
end

--- The item the cog's trigger names after the cog itself (CogSwitchCollision
--- reads its door there), or nil.
---@param e Entity
local function cog_door(e)
  local items = world.trigger_items(e.room, e.x, e.y, e.z)
  return items[2] and world.entity(items[2])
end

local function cog(e, lara)
  local st = e.state
  if st.using or e.anim_state ~= OFF then return end
  if not has_anim(lara, ANIM_COGSWITCHS) then return end
  if not moving_to(e, lara) and not operated.in_frame(e, lara, COG_BOX) then return end
  if begin(e, lara, COG_SWITCH, ANIM_COGSWITCHS, operated.place_spot(e, COG_POS)) then
    st.using = true
    lara.goal_state = COG_SWITCH
    set_goal(e, ON)
    local d = cog_door(e)
    if d and not d.state.opened then
      d.state.rest_y = d.y
      d.awake = true
    end
    fire(e)
  end
end

--- Her pushing the cog: let go, it runs down and she stands
--- (CogSwitchControl).
local function cogging(e, lara)
  local st = e.state
  if e.anim_state == ON and lara.anim == ANIM_COGSWITCHL and lara.frame == COG_PUSH_FRAME
      and st.pushed_at ~= world.tick() then
    st.pushed_at = world.tick()
    local d = cog_door(e)
    if d then
      d.state.lift = COG_LIFT_TICKS
      d.awake = true
    end
  end
  if not held(input.ACTION) and e.goal_state == ON then set_goal(e, OFF) end
  if e.anim_state == OFF and e.goal_state == OFF then
    st.using = false
    if lara.anim == ANIM_COGSWITCHL or lara.anim == ANIM_COGSWITCHS then
      lara:set_anim(ANIM_STOP)
      lara.goal_state = STOP
    end
  end
end

local START = { jump = jump, crowbar = crowbar, pulley = pulley, turn = turn_switch, cog = cog }
local FOLLOW = { pulley = pulling, turn = turning, cog = cogging }

function lara_switch.collision(e, lara)
  local kind = param(e, "kind", "jump")
  local follow = FOLLOW[kind]
  if e.state.using and follow then follow(e, lara) return end
  if lara.health <= 0 then return end
  local start = START[kind]
  if start then start(e, lara) end
end

function lara_switch.control(e)
  local st = e.state
  if param(e, "kind", "jump") == "cog" and st.using then
    local lara = world.lara()
    if lara then cogging(e, lara) end
  end
  if not st.using and e.anim_state == e.goal_state then e.awake = false end
end

return lara_switch
