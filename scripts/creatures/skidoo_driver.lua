-- TR2's mercenary snowmobile driver (52): the entity a level places. He
-- brings his black snowmobile (51, creatures/skidoo_armed.lua) where he
-- stands and sits on it; his trigger wakes it. He is no target himself:
-- Lara shoots the snowmobile. While it runs he is held still and posed
-- by it (its animations and his share their numbering); when it is shot
-- to pieces he falls off (his death animation), and once that has played
-- he lies there for good. Numbers: creatures/stats/tr2.lua
-- `skidoo_armed` (TRX skidoo_driver.c).
local creature = require("ai.creature")
local stats = require("creatures.stats")

local driver = {}

--- The type of the snowmobile he brings (TRX O_SKIDOO_ARMED).
local SNOWMOBILE = 51

---@param e Entity
function driver.init(e)
  local s = e.state
  e.targetable = false
  e.solid = false
  if s.skidoo ~= nil then return end
  s.skidoo = false
  s.fallen = false
  e.paused = true
  if world.has_object(SNOWMOBILE) then
    local sk = world.spawn(SNOWMOBILE, e.room, e.x, e.y, e.z, e.yaw)
    sk.state.driver = e
    s.skidoo = sk
  end
end

---@param e Entity
function driver.on_activate(e)
  local sk = e.state.skidoo
  if sk and sk:exists() and not sk.active then sk:activate(e) end
end

--- He falls off `skidoo` (whose stats are `st`) into his death.
---@param e Entity
---@param skidoo Entity
---@param st table
function driver.fall(e, skidoo, st)
  e.state.fallen = true
  e.paused = false
  e.room = skidoo.room
  e:set_position(skidoo.x, skidoo.y, skidoo.z)
  e.yaw = skidoo.yaw
  local anim = creature.own_anim(e, st.driver_death_anim, st.states.death)
  if anim then e:set_anim(anim, 0) else creature.play_state(e, st.states.death) end
  e.goal_state = st.states.death
  e.awake = true
end

---@param e Entity
function driver.control(e)
  if not e.state.fallen then return end
  if creature.last_frame(e) then
    e.awake = false
    e.collidable = false
    e:finish()
  end
end

return driver
