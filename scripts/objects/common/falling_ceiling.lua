-- Falling ceiling (TR1 53 and 54): once triggered it drops (ACTIVATE) with
-- the games' gravity onto the floor below and lies there (WORKING). Each
-- tick it falls touching Lara she takes params.damage.
-- Source: TRX src/tr1/game/objects/traps/falling_ceiling.c
-- (FALLING_CEILING_DAMAGE 300).
local traps = require("lib.traps")
local ceiling = {}

--- Harm per tick of contact while it falls.
local DAMAGE = 300

function ceiling.on_deactivate(e)
  if e.anim_state ~= traps.SET then e.awake = true end
end

function ceiling.control(e)
  local st = e.state
  if st.landed then return end
  if e.anim_state == traps.SET and not st.falling then
    e.goal_state = traps.ACTIVATE
    e.gravity = true
    e.awake = true
    st.falling = true
  elseif st.falling then
    traps.strike(e, DAMAGE)
  end
end

function ceiling.after_move(e)
  local st = e.state
  if st.falling and not e.gravity then
    -- The world stopped it on the floor.
    st.falling = false
    st.landed = true
    e.goal_state = traps.WORKING
  end
  if st.landed and e.anim_state == traps.WORKING then
    e.awake = false
    e:finish()
  end
end

--- Solid once at rest (TRX tr1 falling_ceiling.c, tomb3/TOMB4 setup:
--- Object_CollisionTrap / TrapCollision; lib/traps.lua collide).
ceiling.collision = traps.collide

return ceiling
