-- Tony Firehands, the boss of TR3's Lost City of Tinnos (tomb3
-- tonyboss.cpp). He waits until Lara comes within `range.wake`, rises,
-- and floats in place turning to face her. Until his first great blast
-- nothing harms him (his health is held at `held_health`); floating, he
-- first gathers that blast (BIGBOOM): at its frame the ground shakes and
-- `flip_at` ticks later the level's rooms flip (the flood of lava). From
-- then on he can be hurt, and every `zap_every` ticks he throws fire in
-- turn: up from both hands at the roof (ROCKZAPP), each flame raining
-- down on Lara from her ceiling once it strikes it; then one fireball
-- from his hand straight ahead (ZAPP). The fireballs hurt and set her
-- alight (creatures/missile.lua, stats `tony_*`). His hands burn and
-- light the room while he throws. Killed, he burns on in his death until
-- the body bursts in a long blast and drops what he carried
-- (creatures/boss.lua). Numbers: creatures/stats/tr3.lua `tony`.
-- Left out: the shield of light drawn about him during the blasts, and
-- the scatter of small fireballs where one strikes a floor.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local boss = require("creatures.boss")
local particles = require("lib.particles")

local tony = {}

boss.behaviour(tony, stats.of)

--- His hands' glow while he throws fire: colour and reach (tomb3
--- TriggerDynamic(…, 12, r, g, b): 12 of the original's 256-unit steps).
local GLOW = { r = 255, g = 192, b = 32, radius = 12 * 256 }


--- Fire and light at each of `hands` (gun points) while he throws.
local function burn_hands(e, hands)
  for _, hand in ipairs(hands) do
    local x, y, z = e:mesh_point(hand.mesh, hand.x, hand.y, hand.z)
    local room = world.room_at(e.room, x, y, z)
    world.particles(particles.FLAME, room, x, y, z, 1)
    world.light(room, x, y, z, GLOW.r, GLOW.g, GLOW.b, GLOW.radius)
  end
end

local decide = {}
tony.decide = decide

decide.wait = function(e, ai, _, st)
  ai.max_turn = 0
  if ai.roused then e.goal_state = st.states.rise end
end

decide.rise = function(e, ai, _, st)
  ai.max_turn = e.frame <= st.rise_still and 0 or creature.deg(st.turn.float)
  e.goal_state = st.states.float
end

decide.float = function(e, ai, _, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.float)
  if ai.boom then return end
  if not ai.boomed then
    e.goal_state = S.big_boom
  elseif world.tick() % st.zap_every == 0 then
    e.goal_state = ai.rocks_next and S.zap or S.rock_zap
    ai.rocks_next = not ai.rocks_next
  end
end

decide.zap = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.zap)
  e.goal_state = st.states.float
  burn_hands(e, { st.hands[1] })
  if boss.at_frame(e, st.frames.zap) then
    shoot.launch(e, st.hands[1], "tony_fireball", ai.target)
  end
end

decide.rock_zap = function(e, ai, _, st)
  ai.max_turn = 0
  e.goal_state = st.states.float
  burn_hands(e, st.hands)
  if boss.at_frame(e, st.frames.rock_zap) then
    for _, hand in ipairs(st.hands) do shoot.launch(e, hand, "tony_rock", ai.target) end
  end
end

decide.big_boom = function(e, ai, _, st)
  ai.max_turn = 0
  e.goal_state = st.states.float
  burn_hands(e, st.hands)
  if not ai.boomed and boss.at_frame(e, st.frames.big_boom) then
    ai.boomed = true
    ai.boom = 1
    world.shake(boss.BLAST.shake)
    world.particles(particles.EXPLOSION, e.room, e.x, e.y - boss.RISE_MIN, e.z, 1)
  end
end

--- The great blast's course: the rooms flip `flip_at` ticks in; it is
--- over after `boom_ticks`.
local function boom(ai, st)
  if not ai.boom then return end
  ai.boom = ai.boom + 1
  if ai.boom == st.flip_at then world.flip(0) end
  if ai.boom > st.boom_ticks then ai.boom = nil end
end

---@param e Entity
---@param damage integer
---@param source? Entity
function tony.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai and not ai.boomed then return end
  creature.on_hit(e, damage, source)
end

---@param e Entity
function tony.control(e)
  if boss.dying(e) then return end
  local ai = e.state.ai
  local st = ai.stats
  if not ai.boomed then e.health = st.held_health end
  local lara = world.lara()
  if lara and not ai.roused and e:distance_to(lara) < st.range.wake then ai.roused = true end
  boom(ai, st)
  if creature.act_named(e, decide) then boss.face(e, ai, ai.target) end
end

tony.collision = creature.collision

return tony
