-- Creatures of the water: where the surface is over them, keeping a
-- swimmer in its water (it never moves to where there is none) and under
-- its surface, and a dead one floating up.
local creature = require("ai.creature")

local habitat = {}

--- The water surface over (or around) the entity, or nil on dry land.
---@param e Entity
function habitat.surface(e)
  return (world.water(e.room, e.x, e.y, e.z))
end

--- Remembers where the creature stands before its move (control runs
--- just before the world moves it), and the state it moves in: the move
--- that ends a climb changes it (creatures/vault.lua).
---@param e Entity
function habitat.before_move(e, ai)
  ai.before_x, ai.before_y, ai.before_z, ai.before_room = e.x, e.y, e.z, e.room
  ai.before_state = e.anim_state
end

--- After the move: a swimmer whose move left the water goes back to where
--- it was (across, keeping its new height). Returns the surface it is
--- under, or nil when it is out of the water.
---@param e Entity
function habitat.stay_in_water(e, ai)
  local surface = habitat.surface(e)
  if surface or not ai.before_x then return surface end
  e.x, e.z, e.room = ai.before_x, ai.before_z, ai.before_room
  return habitat.surface(e)
end

--- A living swimmer steers no higher than `depth` under the surface
--- (call after thinking: `ai.fly_y` is where it wants to go).
---@param e Entity
---@param depth integer
function habitat.steer_under(e, ai, depth)
  local surface = habitat.surface(e)
  if surface then e:steer_height(math.max(ai.fly_y or e.y, surface + depth)) end
end

--- Before the move: a swimmer less than `depth` under the surface is put
--- back there; the move may still lift it by its fly speed (TRX tr1
--- crocodile.c Alligator_Control, tomb3 box.cpp CreatureUnderwater, both
--- before the creature's animation).
---@param e Entity
---@param depth integer
function habitat.hold_under(e, depth)
  local surface = habitat.surface(e)
  if surface and e.y < surface + depth then e.y = surface + depth end
end

--- After the move: never out of the water, never less than `depth` under
--- its surface.
---@param e Entity
---@param depth integer
function habitat.keep_under(e, ai, depth)
  local surface = habitat.stay_in_water(e, ai)
  if surface and e.y < surface + depth then e.y = surface + depth end
end

--- A dead swimmer floats up `speed` a tick to the surface playing its
--- death (`state`, or the original's `anim`: see creature.die); it stops
--- once there and its death has played. One that `rests_short` rises only
--- while more than `speed` under and comes to rest up to `speed` under the
--- surface (TRX tr1 crocodile.c Alligator_Control).
---@param e Entity
---@param state integer
---@param speed integer
---@param anim? integer
---@param rests_short? boolean
function habitat.float_up(e, ai, state, speed, anim, rests_short)
  if not ai.dead_since then
    creature.die(e, ai, state, anim)
    e:clear_locomotion()
  end
  local surface = habitat.surface(e)
  if surface and rests_short and e.y > surface + speed then
    e.y = e.y - speed
  elseif surface and not rests_short and e.y > surface then
    e.y = math.max(surface, e.y - speed)
  else
    creature.die(e, ai, state, anim)
  end
end

--- One tick of a swimmer its original never lets die (TR5's reaper and
--- lagoon witch: TOMB5 has no death for them): shot down to nothing it is
--- no one's target any more and carries on. It takes its goal from an
--- ended animation, thinks (violent or not, from its stats), turns by
--- `ai.max_turn`, runs `decide[state](e, ai, info, stats)` (keyed by state
--- number) and steers no higher than its stats' `below_surface` under the
--- surface. Returns the AI table, or nil while it waits (see
--- creature.think).
---@param e Entity
---@param decide table<integer, fun(e: Entity, ai: table, info: table, stats: table)>
---@return table?
function habitat.swim_deathless(e, decide)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then e.targetable = false end
  habitat.before_move(e, ai)
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, st.violent) then return nil end
  creature.turn(e, ai, ai.max_turn)
  local d = decide[e.anim_state]
  if d then d(e, ai, ai.info, st) end
  habitat.steer_under(e, ai, st.below_surface)
  return ai
end

--- The start of a swimmer whose stats give one (`start = { anim, state,
--- sink }`: the original's animation where the model has it in that
--- state, else the state's first; `sink` lowers it from where it was
--- placed). Once: a reload keeps where it is.
---@param e Entity
function habitat.start(e, ai)
  local start = ai.stats.start
  if ai.started or not start then return end
  ai.started = true
  creature.enter(e, start.anim, start.state)
  if start.sink then e.y = e.y + start.sink end
end

--- The hooks of a swimmer that starts by its stats' `start` (see
--- `habitat.start`) and keeps its stats' `below_surface` under the
--- surface after every move: set up from `stats_of(e)`, hit as creatures
--- are.
---@param module table
---@param stats_of fun(e: Entity): table
---@return table
function habitat.swimmer(module, stats_of)
  module.init = function(e)
    local ai = creature.setup(e, stats_of(e))
    habitat.start(e, ai)
  end
  module.on_reload = function(e) creature.setup(e, stats_of(e)) end
  module.on_hit = creature.on_hit
  module.after_move = function(e)
    local ai = e.state.ai
    if ai then habitat.keep_under(e, ai, ai.stats.below_surface) end
  end
  return module
end

return habitat
