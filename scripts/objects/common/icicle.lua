-- Detachable icicles (TR2 84; TR3's detachable stalactites 113 keep the
-- routine): hanging still until their trigger sets them off, they crack
-- (BREAK), drop (FALL) under gravity from a first speed of 50, hurt Lara
-- each tick their meshes touch her while falling, and shatter on the
-- floor (LAND: only the meshes of the broken stump stay drawn).
-- Source: TRX src/tr2/game/objects/traps/icicle.c (ICICLE_HIT_DAMAGE 200,
-- states empty 0 / break 1 / fall 2 / land 3, fall_speed 50, mesh bits
-- 0b00101011 once landed; Object_Collision_Trap: solid while hanging).
-- params: damage, drop (first fall speed), landed_meshes.
local traps = require("lib.traps")

local icicle = {}

local EMPTY, BREAK, FALL, LAND = 0, 1, 2, 3
--- Harm per tick of contact while it falls.
local DAMAGE = 200
--- Its speed the tick it lets go.
local DROP = 50
--- The meshes left drawn once it shattered (0b00101011).
local LANDED_MESHES = 43

function icicle.init(e)
  e.solid = e.anim_state == EMPTY
end

function icicle.on_activate(e)
  if e.anim_state == EMPTY and not e.state.fallen then e.goal_state = BREAK end
end

-- Once set off it falls whatever its trigger does.
icicle.on_deactivate = traps.keep_awake

function icicle.control(e)
  local s = e.anim_state
  if s == EMPTY and e.active and not e.state.fallen then
    e.goal_state = BREAK
  elseif s == BREAK then
    e.goal_state = FALL
  elseif s == FALL then
    if not e.state.falling then
      e.state.falling = true
      e.solid = false
      e.gravity = true
      e.fall_speed = traps.param(e, "drop", DROP)
    end
    local lara = traps.living_lara()
    if traps.touches(e, lara) then
      traps.wound(e, lara, traps.param(e, "damage", DAMAGE))
      e.state.hits = (e.state.hits or 0) + 1
    end
  end
end

function icicle.after_move(e)
  if e.state.falling and not e.gravity then
    -- The world stopped it on the floor: it shatters.
    e.state.falling = false
    e.state.fallen = true
    e.fall_speed = 0
    e.goal_state = LAND
    e.mesh_bits = traps.param(e, "landed_meshes", LANDED_MESHES)
  end
  if e.state.fallen and e.anim_state == LAND then
    e.awake = false
    e:finish()
  end
end

--- Solid at rest (tomb3 setup ICICLES: TrapCollision; lib/traps.lua collide).
icicle.collision = traps.collide

return icicle
