-- Lever / wall switch (and the underwater switch, params.underwater), as
-- the originals' switch collision and control routines work it. Standing
-- still with Action and her hands free, inside its bounds (in front of it,
-- on its floor, facing it within 30 degrees), Lara is turned to its
-- heading (TR2/TR3's small switch and push button also put her in place)
-- and her move plays at once; the switch is set going to its other state
-- and runs. Its animation ends with the command that deactivates it
-- (status "deactivated"): then it is marked `triggered`, and the switch
-- trigger naming it fires when the world next tests the triggers under
-- Lara; it cannot be pulled again until that trigger has taken the mark.
-- Under water she is moved a step a tick to 108 in front of it first.
-- The switch is off in state 0 and on in state 1: from on her move is the
-- pull down (state 40), from off the push up (state 41).
-- params: underwater; kind = "small" | "button" (TR2/TR3); sound (played
-- as it is pulled).
-- Figures: TRX tr1 objects/general/switch.c (Switch_Collision,
-- Switch_CollisionUW, Switch_Control), TRX tr2 objects/general/switch.c,
-- tomb3 game/pickup.cpp (SwitchCollision, SwitchCollision2), TOMB4
-- game/switch.cpp (SwitchCollision: bounds from the switch's own frame).
local interact = require("lara.interact")
local S = require("lara.states")
local anims = require("lara.anims")

local switch = {}

local OFF, ON = 0, 1
local DEGREE = 182

--- TR1's bounds: 200 either side, on its floor, 312 to 512 in front,
--- turned within 10 / 30 / 10 degrees (pitch / heading / roll).
local BOUNDS_TR1 = {
  x = { -200, 200 }, y = { 0, 0 }, z = { 312, 512 },
  pitch = { -10 * DEGREE, 10 * DEGREE }, yaw = { -30 * DEGREE, 30 * DEGREE },
  roll = { -10 * DEGREE, 10 * DEGREE },
}
--- TR2/TR3's: 220 either side, 292 to 512 in front (tomb3 Switch1Bounds).
local BOUNDS_TR23 = {
  x = { -220, 220 }, y = { 0, 0 }, z = { 292, 512 },
  pitch = { -10 * DEGREE, 10 * DEGREE }, yaw = { -30 * DEGREE, 30 * DEGREE },
  roll = { -10 * DEGREE, 10 * DEGREE },
}
--- Under water: within a sector every way (512 in front), turned within
--- 80 degrees; she is moved to 108 in front of it.
local BOUNDS_WATER = {
  x = { -1024, 1024 }, y = { -1024, 1024 }, z = { -1024, 512 },
  pitch = { -80 * DEGREE, 80 * DEGREE }, yaw = { -80 * DEGREE, 80 * DEGREE },
  roll = { -80 * DEGREE, 80 * DEGREE },
}
local WATER_AT = { 0, 0, 108 }

--- Her animations for the later games' switches (TRX tr2 switch.c
--- M_SwitchOn / M_SwitchOff: set directly), by kind: from on, from off.
local WALL_ANIMS = { [ON] = 63, [OFF] = 64 }
local KIND_ANIMS = { small = { [ON] = 195, [OFF] = 196 }, button = { [ON] = 197, [OFF] = 197 } }
--- Where those kinds put her, in the switch's frame.
local KIND_AT = { small = { 0, 0, 362 }, button = { 0, 0, 292 } }

--- Each game's land switch: the bounds, and whether her move is played to
--- its state (TR1's Lara_AnimateUntil) or set as an animation (TR2+).
local TR1 = { bounds = BOUNDS_TR1, set_anim = false }
local TR23 = { bounds = BOUNDS_TR23, set_anim = true }
--- TR4/TR5 measure the switch: 256 beyond its frame's sides, 200 before
--- and behind it, and walk her (a step a tick) to 64 before its front
--- (TOMB4 switch.cpp SwitchCollision, OCB 0).
local TR45 = { set_anim = true, from_frame = { side = 256, depth = 200, stand = 64 } }
switch.GAMES = { TR1, TR23, TR23, TR45, TR45 }

--- The TR4/TR5 bounds and place, measured from its current frame.
local measured = {
  x = { 0, 0 }, y = { 0, 0 }, z = { 0, 0 },
  pitch = BOUNDS_TR1.pitch, yaw = BOUNDS_TR1.yaw, roll = BOUNDS_TR1.roll,
}
local measured_at = { 0, 0, 0 }
local function measure(e, m)
  local x0, x1, _, _, z0, z1 = e:bounds()
  measured.x[1], measured.x[2] = x0 - m.side, x1 + m.side
  measured.z[1], measured.z[2] = z0 - m.depth, z1 + m.depth
  measured_at[3] = z0 - m.stand
end

local function figures()
  return switch.GAMES[world.game()] or TR1
end

local function param(e, k)
  local p = e.params
  return p and p[k]
end

--- True while the switch is busy: running its move, or done and waiting
--- for its trigger to take the mark.
local function busy(e)
  return e.status == "active" or e.triggered or e.awake
end

--- Sets the switch going to its other state: it runs (as the originals
--- add it to the active items) and plays its first frame of the move.
local function set_going(e)
  local s = param(e, "sound")
  if s then world.sound(s, e) end
  if e.anim_count == 0 then
    -- Without animations there is no move to wait for.
    e.triggered = true
    return
  end
  local goal = e.anim_state == ON and OFF or ON
  e.goal_state = goal
  e:activate()
  e.awake = true
  e:animate_until(goal)
end

--- Her move on land: the interaction (interact.line_up spec) for a switch
--- in `from` state.
--- The demo hero's lenient line-up (lara/interact.lua): within 768,
--- walked to 384 in front of it.
local HERO = { reach = 768, stand = 384 }
local land_spec = { bounds = BOUNDS_TR1, goal = S.STOP, hero = HERO }
local function land(e, lara)
  if not (interact.moving_to(lara, e) or interact.asks(lara, S.STOP)) then return end
  local f, from, kind = figures(), e.anim_state, param(e, "kind")
  if from ~= ON and from ~= OFF then return end
  land_spec.bounds = f.bounds
  land_spec.state = from == ON and S.SWITCH_ON or S.SWITCH_OFF
  land_spec.at = KIND_AT[kind]
  land_spec.place = land_spec.at and "align" or "face"
  if f.from_frame then
    measure(e, f.from_frame)
    land_spec.bounds, land_spec.at, land_spec.place = measured, measured_at, "move"
  end
  land_spec.role = from == ON and "switch_down" or "switch_up"
  land_spec.anim = nil
  if f.set_anim and lara.state.anims ~= anims.hero then
    land_spec.anim = (KIND_ANIMS[kind] or WALL_ANIMS)[from]
  end
  if interact.line_up(lara, e, land_spec) then set_going(e) end
end

local water_spec = {
  bounds = BOUNDS_WATER, place = "move", at = WATER_AT, state = S.SWITCH_ON, goal = S.TREAD,
  role = "underwater_switch", hero = HERO,
}
local function underwater(e, lara)
  if lara.water ~= "underwater" then return end
  if not (interact.moving_to(lara, e) or interact.asks(lara, S.TREAD)) then return end
  if e.anim_state ~= ON and e.anim_state ~= OFF then return end
  if interact.line_up(lara, e, water_spec) then
    lara.fall_speed = 0
    set_going(e)
  end
end

--- A timed trigger keeps only a switch left off running: one left on is
--- done at once (TRX tr1 switch.c Switch_Trigger).
function switch.control(e)
  if e.timer > 0 and e.anim_state ~= OFF and not e.awake then
    e.timer = 0
    e:deactivate()
  end
end

--- A timed switch trigger kept it running (the world's switch trigger
--- with a timer): when the time runs out a switch left off flips back on
--- by itself (TRX tr1 switch.c Switch_Control).
function switch.on_deactivate(e)
  if e.anim_state == OFF and not e.triggered then set_going(e) end
end

function switch.collision(e, lara)
  if busy(e) then return end
  if param(e, "underwater") then underwater(e, lara) else land(e, lara) end
end

--- True when it is back in an animation that loops on itself, in the
--- state it was sent to: its move is over (for the originals' switches
--- the tick their animation's end deactivates them; the demo's lever,
--- whose animation has no such command, by this alone).
local function resting(e)
  if e.anim_state ~= e.goal_state then return false end
  local _, _, next_anim = world.anim_info(e.type, e.anim)
  return next_anim == e.anim
end

--- After each frame of its move: the animation's end deactivates it,
--- which marks it for the switch trigger tested under Lara this tick.
function switch.after_move(e)
  if e.awake and (e.status == "deactivated" or resting(e)) then
    e.triggered = true
    e.awake = false
  end
end

return switch
