-- Lara, the player: the behaviour of type 0 in every game. Each tick her
-- control hook runs the control handler of her current state (input → goal
-- state, turning), the world animates and moves her, then her after_move
-- hook runs the collision handler of the state she is now in (stop, step,
-- fall, land, grab, swim) and keeps her body: water, breath, death.
-- Handlers live in one module per state group, keyed by TR state id.
local S = require("lara.states")
local C = require("lara.constants")
local anims = require("lara.anims")
local body = require("lara.body")
local water = require("lara.water")
local damage = require("lara.damage")
local interact = require("lara.interact")
local guns = require("lara.guns")
local fire = require("lara.fire")
local poison = require("lara.poison")
local torch = require("lara.torch")
local flare = require("lara.flare")
local cheat = require("lara.cheat")
local stats = require("lib.stats")
local sprint = require("lara.sprint")
local ride = require("lara.ride")
local binoculars = require("lara.binoculars")
local gunsight = require("lara.gunsight")
local extra = require("lara.extra")
local use_item = require("lara.use_item")
local chaff = require("lara.chaff")
local fields = require("lara.fields")
local push = require("lara.push")
local alarm = require("ai.alarm")

local player = {}

-- The gun sight builds on the guns and the binoculars' look: it raises
-- the look from a ready gun and fires along it.
guns.raise_sight = gunsight.enter
binoculars.fire_sight = gunsight.fire

--- The fields lara/fields.lua declares `start = false`, in name order.
local STARTING = {}
for name, field in pairs(fields) do
  if field.start == false then STARTING[#STARTING + 1] = name end
end
table.sort(STARTING)

local groups = {
  require("lara.ground"), require("lara.air"), require("lara.hang"),
  water, interact, damage, require("lara.zipline"),
  require("lara.crouch"), sprint, require("lara.monkey"),
  require("lara.ladder"),
  require("lara.tightrope"), require("lara.bars"),
  require("lara.rope"), require("lara.pole"),
  require("lara.corner"), cheat, require("lara.wade"),
  flare,
}

--- Every handler by state id (built once per load of this module).
local handlers = {}
for _, group in ipairs(groups) do
  for state, h in pairs(group) do
    if type(state) == "number" and type(h) == "table" and h.control then handlers[state] = h end
  end
end
player.handlers = handlers
--- The state-handler groups in the order they are gathered (check-scripts
--- reports a state two of them handle).
player.groups = groups

---@param e Entity
function player.init(e)
  local l = e.state
  l.anims = anims.for_entity(e)
  l.coll = l.coll or {}
  l.turn = 0
  -- Where she stood last tick, for the distance she travels (lib/stats.lua).
  l.stats_from = l.stats_from or {}
  -- Every field the handlers keep that starts false (lara/fields.lua),
  -- made once so a tick adds no keys.
  for _, k in ipairs(STARTING) do
    if l[k] == nil then l[k] = false end
  end
  -- The run lets her jump (ground.lua run_jump_ok; the originals start
  -- with it allowed).
  if l.run_jump_ok == nil then l.run_jump_ok = true end
  if l.sprint_energy == nil then l.sprint_energy = sprint.F.ENERGY end
  -- TR4/TR5 have no sidestep keys: walk + left/right steps.
  l.walk_steps = world.game() >= 4
  -- From TR2 on, forward and back together roll.
  l.forward_back_rolls = world.game() >= 2
  e.driven = true
  e.auto_land = false
  e.health = e.health > 0 and e.health or C.MAX_HEALTH
  guns.init(e, l)
  binoculars.init(e, l)
  chaff.init(e, l)
  local surface = world.water(e.room, e.x, e.y, e.z)
  if surface and e.y > surface then
    e.water, e.motion = "underwater", "swim"
    body.anim(e, l, "tread")
    e.goal_state = S.TREAD
  end
end

function player.on_reload(e)
  e.state.anims = anims.for_entity(e)
  guns.init(e, e.state)
end

---@param e Entity
function player.control(e)
  local l = e.state
  -- Her gunfire since the last sweep alerts the creatures in earshot, in
  -- the tick's turn between theirs and hers (ai/alarm.lua).
  alarm.sweep(e)
  -- Where her tick begins and whether items may push her (lara/push.lua).
  push.begin(e, l)
  -- Riding, the vehicle drives her (lara/ride.lua).
  if ride.riding(e) then
    l.push_on = false
    ride.control(e, l)
    return
  end
  -- A set piece from another model's moves holds her (lara/extra.lua; tomb3
  -- LaraAboveWater calls no collision routine while one plays).
  if extra.playing(e) then
    l.push_on = false
    extra.control(e, l)
    return
  end
  -- The dive suit's chaff (lara/chaff.lua), then an item chosen on the
  -- ring she uses herself (lara/use_item.lua).
  chaff.control(e, l)
  use_item.control(e, l)
  local h = handlers[e.anim_state]
  if e.health <= 0 and not l.dead and e.water == "land" and not e.gravity then
    damage.kill(e)
  elseif e.health <= 0 and not l.dead and e.water ~= "land" then
    damage.kill(e)
  end
  if l.dead then h = damage.dead_in(e.anim_state) end
  -- The fly cheat holds her whatever pose stands in for it (lara/cheat.lua).
  if l.flying and not l.dead then h = handlers[S.FLY_CHEAT] end
  -- Binoculars up (lara/binoculars.lua), she stands still: they take the keys.
  if not binoculars.control(e, l) then
    if h then h.control(e, l) end
    sprint.tick(e, l)
    -- A torch in her hand takes the guns' place (lara/torch.lua).
    if not torch.control(e, l) then guns.control(e, l) end
  end
  -- Her flare (TR2+, lara/flare.lua), after the guns: a gun drawn drops it
  -- (it burns on in her hand while the binoculars are up).
  flare.control(e, l)
  -- The lean and the turn rate ease off, then she turns (body.turn).
  body.turn(e, l)
end

---@param e Entity
function player.after_move(e)
  local l = e.state
  push.settle(l)
  if ride.riding(e) then
    ride.collide(e, l)
    stats.tick(e, l.stats_from)
    return
  end
  if extra.playing(e) then return end
  local h = l.dead and damage.dead_in(e.anim_state) or handlers[e.anim_state]
  if l.flying and not l.dead then h = handlers[S.FLY_CHEAT] end
  if h then h.collide(e, l) end
  interact.settle(e, l)
  water.transitions(e, l)
  damage.breathe(e, l)
  fire.tick(e, l)
  torch.tick(e, l)
  poison.tick(e)
  stats.tick(e, l.stats_from)
end

--- A blow: hurts, plays the hit reaction, and kills with the death its
--- source names in its catalogue parameters (`death = "boulder"`,
--- `"spikes"`, `"fire"`, `"trex"`, `"yeti"`), else the plain death for where she is. A source
--- whose `params.death` is `"fire"` also sets her alight.
function player.on_hit(e, amount, source)
  body.hurt(e, amount)
  if e.health <= 0 then
    local params = source and source:exists() and source.params
    if params and params.death == "fire" then e.state.burning = true end
    damage.kill(e, params and params.death or nil, source)
  else
    damage.react(e, source)
  end
end

return player
