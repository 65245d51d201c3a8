-- TR2's moray eels (the yellow one and the big black one): they wait in
-- their holes in the wall and never roam. When Lara comes within range in
-- front of one, it strikes: it slides out of its hole along its heading
-- until its head is `length` from her (the yellow one also turns a little
-- towards her) and bites once on touch; otherwise it draws back into its
-- hole. Killed, it slides out limp and stays there. Not a pathfinding
-- creature: no mood, no boxes, no AI slot. Numbers: creatures/stats/tr2.lua
-- `yellow_eel`, `black_eel`.
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local eel = {}

---@param e Entity
function eel.init(e)
  local st = stats.of(e)
  local s = e.state
  if s.home_x then return end
  s.home_x, s.home_z, s.slide = e.x, e.z, 0
  e.health = st.hit_points
  e.solid, e.targetable = true, true
  creature.play_state(e, st.states.stop)
end

eel.on_hit = creature.on_hit

--- Lara is in front of it: within range, and within `arc` of the square it
--- faces (yellow) or of its heading (black).
local function in_front(e, st, bearing, distance)
  if distance > st.range then return false end
  local facing = e.yaw
  if st.faces == "square" then
    facing = angles.quadrant(e.yaw) * angles.QUARTER
  end
  return math.abs(angles.diff(bearing, facing)) < creature.deg(st.arc)
end

--- The bite: once a strike, while its jaws touch her.
local function bite(e, st, lara)
  local s = e.state
  if s.struck or lara.health <= 0 or e:touch_bits(lara, st.touch) == 0 then return end
  local x, y, z = sense.bite_point(e, st.bite)
  creature.blood(lara.room, x, y, z)
  lara:hit(st.damage, e)
  s.struck = true
end

--- Alive: strikes at Lara in front of it, else draws back.
local function hunt(e, st, S)
  local s = e.state
  local lara = world.lara()
  if not lara then return end
  local dx, dz = lara.x - s.home_x, lara.z - s.home_z
  local bearing = sense.bearing(s.home_x, s.home_z, lara.x, lara.z)
  local distance = fixed.sqrt(dx * dx + dz * dz)
  local front = in_front(e, st, bearing, distance) and lara.health > 0
  e.solid = creature.pushes(lara)
  if e.anim_state == S.stop then
    s.struck = false
    if s.slide > 0 then s.slide = math.max(0, s.slide - st.slide) end
    if front then e.goal_state = S.attack end
  elseif e.anim_state == S.attack then
    if s.slide < distance - st.length then s.slide = s.slide + st.slide end
    local turn = creature.deg(st.turn)
    local off = angles.diff(bearing, e.yaw)
    if turn > 0 and math.abs(off) > turn then
      e.yaw = (e.yaw + (off > 0 and turn or -turn)) % 65536
    end
    bite(e, st, lara)
    if s.struck or not front then e.goal_state = S.stop end
  end
end

---@param e Entity
function eel.control(e)
  local st = stats.of(e)
  local S = st.states
  local s = e.state
  if e.health > 0 then
    hunt(e, st, S)
  else
    if s.slide < st.range - st.length then s.slide = s.slide + st.slide end
    if not s.dead then
      s.dead = true
      e.solid, e.targetable = false, false
      local anim = creature.own_anim(e, st.death_anim, S.death)
      if anim then creature.set_anim(e, anim) else creature.play_state(e, S.death) end
    end
    e.goal_state = S.death
    local frames = world.anim_info(e.type, e.anim)
    if e.anim_state == S.death and frames and e.frame >= frames - 1
      and s.slide >= st.range - st.length then
      e:finish()
    end
  end
  local dx, dz = fixed.step(e.yaw, s.slide)
  e:set_position(s.home_x + dx, e.y, s.home_z + dz)
end

return eel
