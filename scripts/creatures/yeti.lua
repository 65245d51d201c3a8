-- TR2's yeti. Violent. Bored it stands about beating its chest or looking
-- round and strolls now and then; roused it walks at a stalked target and
-- runs at a hunted one, punches (one fist) or thumps (both) from a stop at
-- a target close ahead and charges one from a run within two sectors; each
-- blow lands once. It climbs four clicks: a rise of two to four is vaulted
-- (back to the edge, square on, in one of three climbs) and a deeper drop
-- jumped down. A blow that kills Lara is her death in its arms (its kill
-- animation and hers). Numbers: creatures/stats/tr2.lua `yeti`; source:
-- TRX tr2 (later) yeti.c.
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")
local vault = require("creatures.vault")

local yeti = {}

creature.behaviour(yeti, stats.of)

local NONE = creature.NONE

--- A roll against the bored shares, counted up in order: "wait_1",
--- "wait_2", "walk", or nil past them all (the target dead: always wait 1).
local function bored_pick(ai, st)
  local roll, c = world.random(), st.chance
  if roll < c.wait_1 or ai.info.target_dead then return "wait_1" end
  if roll < c.wait_2 then return "wait_2" end
  if roll < c.walk then return "walk" end
  return nil
end

--- A blow with the fists named (its stats' `fists`): it lands once a
--- blow, when any of them touches, blood flying from each that does; with
--- `after_a_blow` only while an earlier blow's mark stands (TRX's reading
--- of the charge). A blow that takes her last hit points is a kill.
local function blow(e, ai, st, damage, names, after_a_blow)
  if ai.struck ~= (after_a_blow == true) then return end
  local landed = false
  for _, name in ipairs(names) do
    local fist = st.fists[name]
    if creature.touches(e, ai, fist.touch) then
      creature.blood(ai.target.room, sense.bite_point(e, fist.bite))
      landed = true
    end
  end
  if landed then
    local target = ai.target
    if target.health > 0 and target.health - damage <= 0 then ai.killed = true end
    target:hit(damage, e)
    ai.struck = true
  end
end

--- The fists of each blow.
local RIGHT, BOTH = { "right" }, { "right", "left" }

local decide = {}
yeti.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck, ai.max_turn = false, 0
  if ai.mood == "escape" then e.goal_state = S.run
  elseif ai.required ~= NONE then e.goal_state = ai.required
  elseif ai.mood == "bored" then
    local pick = bored_pick(ai, st)
    if pick then e.goal_state = S[pick] end
  elseif info.ahead and info.distance < st.range.punch and world.random() < st.chance.punch then
    e.goal_state = S.punch
  elseif info.ahead and info.distance < st.range.thump then e.goal_state = S.thump
  elseif ai.mood == "stalk" then e.goal_state = S.walk
  else e.goal_state = S.run end
end

--- Beating its chest (wait 1) or looking round (wait 2): back to a stop
--- when fleeing or hit, or roused on the roar's chance; bored, on to the
--- other wait or a stroll.
local function waiting(other)
  return function(e, ai, _, st)
    local S = st.states
    if ai.mood == "escape" or ai.hit_now then
      e.goal_state = S.stop
    elseif ai.mood == "bored" then
      if ai.info.target_dead and other == "wait_2" then return end
      local pick = bored_pick(ai, st)
      if pick == other then e.goal_state = S[other]
      elseif pick == "walk" then ai.required, e.goal_state = S.walk, S.stop
      elseif pick then e.goal_state = S.stop end
    elseif world.random() < st.chance.stop_roar then
      e.goal_state = S.stop
    end
  end
end
decide.wait_1 = waiting("wait_2")
decide.wait_2 = waiting("wait_1")

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "escape" then e.goal_state = S.run
  elseif ai.mood == "bored" then
    local pick = bored_pick(ai, st)
    if pick == "walk" then e.goal_state = S.stop
    elseif pick then ai.required, e.goal_state = S[pick], S.stop end
  elseif ai.mood == "attack" then
    if info.ahead and info.distance < st.range.thump then e.goal_state = S.stop
    elseif info.distance > st.range.run then e.goal_state = S.run end
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.run)
  if ai.mood == "escape" then return end
  if ai.mood == "bored" then e.goal_state = S.walk
  elseif info.ahead and info.distance < st.range.thump then e.goal_state = S.stop
  elseif info.ahead and info.distance < st.range.charge then e.goal_state = S.charge
  elseif ai.mood == "stalk" then e.goal_state = S.walk end
end

decide.punch = function(e, ai, _, st) blow(e, ai, st, st.damage.punch, RIGHT) end
decide.thump = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.walk)
  blow(e, ai, st, st.damage.thump, BOTH)
end
decide.charge = function(e, ai, _, st)
  blow(e, ai, st, st.damage.charge, BOTH, st.charge_lands == "after_a_blow")
end

---@param e Entity
---@param damage integer
---@param source? Entity
function yeti.on_hit(e, damage, source)
  creature.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai then ai.hit_at = world.tick() end
end

---@param e Entity
function yeti.control(e)
  local ai = e.state.ai
  ai.hit_now = ai.hit_at ~= nil and world.tick() - ai.hit_at <= 1
  habitat.before_move(e, ai)
  creature.act_named(e, decide)
  if ai.killed then
    -- Her death in its arms: it plays its kill (she plays hers, her blow's
    -- death kind), no vault this tick.
    ai.killed = false
    local S = ai.stats.states
    local anim = creature.own_anim(e, ai.stats.kill_anim, S.kill)
    if anim then creature.set_anim(e, anim) else creature.play_state(e, S.kill) end
    ai.before_y = nil
  end
end

--- The climb (or the jump down) a move calls for: its state's name, or nil.
local function vault_needed(e, ai, st)
  local v = st.vault
  if world.floor(e.room, e.x, e.y, e.z) > ai.before_y + v.fall then return "fall" end
  local rise = ai.before_y - e.y
  if rise < v.rises[1] then return nil end
  if rise < v.rises[2] then return "climb_2" end
  if rise < v.rises[3] then return "climb_3" end
  return "climb_4"
end

--- After the move: a rise or a drop too great is vaulted (see the header).
---@param e Entity
function yeti.after_move(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  if not st or e.health <= 0 or not ai.before_y then return end
  local S = st.states
  if e.anim_state >= S.climb_2 and e.anim_state <= S.fall then return end
  local name = vault_needed(e, ai, st)
  if not name or not vault.square_up(e, ai, st.vault.inset) then return end
  e.y, e.room = ai.before_y, ai.before_room
  ai.max_turn = 0
  local anim = creature.own_anim(e, st.vault.anims[name], S[name])
  if anim then creature.set_anim(e, anim) else creature.play_state(e, S[name]) end
end

return yeti
