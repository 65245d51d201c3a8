-- TR5's lightning guide, the will-o'-the-wisp (TOMB5 willwisp.cpp
-- WillOWispControl). Unseen itself (the original draws no mesh of it), it
-- is a flickering bluish light with its hum that leads Lara along the
-- level's AI_FOLLOW markers, keyed from `first_marker` on, through the
-- follow order (ai/orders.lua): it moves only while she is within
-- `lead_within` across and no more than `lead_height` below her, and
-- floats where it is otherwise. It keeps `keep.under_ceiling` under the
-- ceiling and `keep.over_floor` over the floor. Past its last marker (or
-- once hurt) it comes at her, its light fading, and after `fade_ticks`
-- ticks it is gone. It is nothing to aim at or bump into. Left out: the
-- lightning glow sprites at three of its joints (the light stands for
-- them). Numbers: creatures/stats/tr5.lua `willowisp`.
local creature = require("ai.creature")
local slots = require("ai.slots")
local stats = require("creatures.stats")

local wisp = {}

--- Unseen, untouchable, no one's target.
local function unseen(e)
  e.visible = false
  e.solid = false
  e.targetable = false
end

---@param e Entity
function wisp.init(e)
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  unseen(e)
  if not ai.started then
    ai.started = true
    ai.fading = 0
    -- It leads from its first marker whatever stands on its square.
    ai.orders = ai.orders or {}
    ai.orders.follow, ai.orders.key = true, ai.orders.key or st.first_marker
    creature.play_state(e, st.states.float)
  end
end

---@param e Entity
function wisp.on_reload(e)
  creature.setup(e, stats.of(e))
  unseen(e)
end

wisp.on_hit = creature.on_hit

--- True while Lara is near enough for it to move on.
local function lara_near(e, st)
  local lara = world.lara()
  if not lara then return false end
  local dx, dz = lara.x - e.x, lara.z - e.z
  return dx * dx + dz * dz <= st.lead_within * st.lead_within and e.y - lara.y <= st.lead_height
end

--- The height `y` kept between its floor and its ceiling (the floor's
--- bound first, as the original tests it).
local function kept_height(e, st, y)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  local ceiling = world.ceiling(e.room, e.x, e.y, e.z)
  if y > floor - st.keep.over_floor then return floor - st.keep.over_floor end
  if y < ceiling + st.keep.under_ceiling then return ceiling + st.keep.under_ceiling end
  return y
end

--- Its light this tick: flickering, dimmer the longer it has faded.
local function shine(e, ai, st)
  local l = st.light
  local level = l.base + world.fx_random(l.flicker) - ai.fading // l.fade_per
  local rg = math.max(0, math.min(255, level + l.extra))
  local b = math.max(0, math.min(255, level + l.extra + l.blue))
  world.light(e.room, e.x, e.y, e.z, rg, rg, b, l.radius)
end

---@param e Entity
function wisp.control(e)
  local ai = e.state.ai
  local st = ai.stats
  creature.goal_follows_animation(e, ai)
  local thinking = creature.think(e, st.violent)
  if thinking then creature.turn(e, ai, ai.max_turn) end
  local S = st.states
  e.goal_state = (thinking and lara_near(e, st)) and S.move or S.float
  if ai.fly_y then e:steer_height(kept_height(e, st, ai.fly_y)) end
  e.y = kept_height(e, st, e.y)
  world.sound(st.sound, e)
  shine(e, ai, st)
  -- Its lead over, it hunts her while it fades.
  if not (ai.orders and ai.orders.follow) then
    ai.fading = ai.fading + 1
    if ai.fading > st.fade_ticks then
      slots.release(e)
      e:kill()
    end
  end
end

return wisp
