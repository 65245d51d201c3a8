-- TR2's scuba diver (29; creatures/stats/tr2.lua `diver`). A swimmer of
-- the fly zone that never leaves its water and fights with a harpoon gun
-- (the harpoon missile, creatures/missile.lua). Two ways of swimming:
--   under     swim, aim, shoot: half a sector or more below the surface
--   surface   surface, surface_aim, surface_shoot: at the surface
-- It goes up while what it heads for lies above the water line (the
-- surface plus `surface_band`) and it is near enough the top, and dives
-- again once that lies below it. Seeing Lara within its front arc (not
-- fleeing) it aims, and from the aim shoots one harpoon, then aims again;
-- losing her, it swims on. Lara out of the water is seen from a click
-- above its feet to her chest, and once seen she is where it heads; in
-- the water it looks from its feet to hers. Dead, it floats up.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local habitat = require("creatures.habitat")
local stats = require("creatures.stats")
local gunman = require("creatures.gunman")

local diver = {}

creature.behaviour(diver, stats.of)

--- The states in which it keeps under the water (the others ride the surface).
local UNDER = { swim = true, aim = true, shoot = true }

--- Whether it may shoot at Lara this tick (and, out of the water and
--- seen, she becomes where it heads).
local function sights(e, ai, info, st)
  local lara = world.lara()
  if not lara or lara.health <= 0 then return false end
  local in_arc = math.abs(info.angle) <= creature.deg(st.front_arc)
  if lara.water == "land" then
    local seen = world.line_of_sight(e.room, e.x, e.y - st.eye, e.z,
      lara.x, lara.y - st.chest, lara.z)
    -- Seen, she is where it heads (its target: TRX tr2 diver.c).
    if seen then ai.steer_x, ai.steer_y, ai.steer_z = lara.x, lara.y, lara.z end
    return seen and in_arc
  end
  return in_arc and world.line_of_sight(e.room, e.x, e.y, e.z, lara.x, lara.y, lara.z)
end

--- This tick's view: sees Lara, and where the water line lies (nil out
--- of the water).
local function view(e, ai, info, st)
  local surface = habitat.surface(e)
  return sights(e, ai, info, st), surface and surface + st.surface_band
end

--- What it heads for lies above the water line.
local function goal_above(ai, line)
  return line ~= nil and ai.steer_y ~= nil and ai.steer_y < line
end

--- Under water: up when its goal is above the line and it is near the
--- top; else aims at Lara in sight.
local function swim(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.swim)
  local sees, line = view(e, ai, info, st)
  if goal_above(ai, line) and e.y < line + st.fly then
    e.goal_state = S.surface
  elseif ai.mood ~= "escape" and sees then
    e.goal_state = S.aim
  end
end

--- At the surface: down when its goal is below the line; else aims.
local function surface(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.swim)
  local sees, line = view(e, ai, info, st)
  if line and ai.steer_y and ai.steer_y > line then
    e.goal_state = S.swim
  elseif ai.mood ~= "escape" and sees then
    e.goal_state = S.surface_aim
  end
end

--- An aim: the shot while Lara stays in sight and it holds its depth,
--- else back to swimming that way.
local function aim(under)
  return function(e, ai, info, st)
    local S = st.states
    ai.fired = false
    local sees, line = view(e, ai, info, st)
    local leaves
    if under then
      leaves = goal_above(ai, line) and e.y < line + st.fly
    else
      leaves = line ~= nil and ai.steer_y ~= nil and ai.steer_y > line
    end
    if not sees or ai.mood == "escape" or leaves then
      e.goal_state = under and S.swim or S.surface
    else
      e.goal_state = under and S.shoot or S.surface_shoot
    end
  end
end

--- A shot: one harpoon (its animation leads back to the aim). It looks
--- for Lara as in every state (the original's sighting runs every tick).
local function fire(e, ai, info, st)
  sights(e, ai, info, st)
  if ai.fired then return end
  ai.fired = true
  local lara = world.lara()
  if lara then shoot.launch(e, st.gun, st.missile, lara) end
end

--- The decision of each state (by the state names of the stats).
diver.decide = { swim = swim, surface = surface, aim = aim(true), surface_aim = aim(false),
                 shoot = fire, surface_shoot = fire }

--- Per stats table: its state names by number (derived data, rebuilt when
--- a reload brings new stats).
local names_of = setmetatable({}, { __mode = "k" })
local function state_names(st)
  local names = names_of[st]
  if names then return names end
  names = {}
  for name, n in pairs(st.states) do names[n] = name end
  names_of[st] = names
  return names
end

--- True while it swims under (not at the surface).
local function under(e, st)
  return UNDER[state_names(st)[e.anim_state]] == true
end

---@param e Entity
function diver.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    -- Its own death animation where the model has it (else its death state's).
    local anim = ai.dead_since and ai.death_anim or gunman.death_anim(e, st)
    habitat.float_up(e, ai, st.states.death, st.float_speed, anim)
    return
  end
  habitat.before_move(e, ai)
  if not creature.act(e, creature.by_number(diver.decide, st.states), st.states.death) then
    return
  end
  local top = habitat.surface(e)
  if not top then return end
  if under(e, st) then
    e:steer_height(math.max(ai.steer_y or e.y, top + st.surface_band))
  else
    e:steer_height(top)
  end
end

--- After the move: in its water, half a sector under the surface at least
--- while under, on the surface while at the top.
---@param e Entity
function diver.after_move(e)
  local ai = e.state.ai
  if not ai or e.health <= 0 then return end
  local st = ai.stats
  local top = habitat.stay_in_water(e, ai)
  if not top then return end
  if under(e, st) then
    e.y = math.max(e.y, top + st.surface_band)
  else
    e.y = top
  end
end

return diver
