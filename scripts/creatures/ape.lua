-- The ape (TR1): climbs two clicks (zone "step") and drops a sector.
-- Timid. Until it is alerted (hurt, or its target within the panic range)
-- it shows off whenever its target is ahead in its zone: from a stop it
-- jumps, threatens in one of two ways (one beats its chest) or runs off
-- to the left or right; running, it now and then stops to do the same.
-- Alerted, it runs at its target and strikes from a stop when close and
-- level, or when its body touches it. A rise of a click and a half or
-- more is vaulted: the ape goes back to the edge it reached, faces the
-- step square on, and climbs it in its vault animation.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")
local vault = require("creatures.vault")

local ape = {}

--- Rolls at a stop are 0..1023 (a running ape rolls 0..32767 against the
--- same shares).
local STOP_ROLL = 1024

creature.behaviour(ape, stats.of)

--- Hurt, it is alerted for good (the library clears `hurt` as it thinks).
function ape.on_hit(e, damage, source)
  creature.on_hit(e, damage, source)
  if e.state.ai then e.state.ai.alerted = true end
end

--- The display a roll picks: the shares of `st.display` in order; past
--- them all, running off to the right.
local function display(st, roll)
  local d, S = st.display, st.states
  for _, pick in ipairs({ { d.jump, S.jump }, { d.warning_1, S.warning_1 },
                          { d.warning_2, S.warning_2 }, { d.run_left, S.run_left } }) do
    if roll < pick[1] then return pick[2] end
    roll = roll - pick[1]
  end
  return S.run_right
end

--- The decision of each state (by the state names of the stats).
local decide = {}
ape.decide = decide

--- Alerted for good once its target comes within the panic range, on
--- whatever tick and in whatever state that happens (TRX ape.c
--- Ape_Control raises its attack flag before its states decide).
local function alert(_, ai, info)
  ai.alerted = ai.alerted or info.distance < ai.stats.range.panic
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  local calm = not ai.alerted
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif info.bite and info.distance < st.range.attack then e.goal_state = S.attack
  elseif calm and info.zone == info.enemy_zone and info.ahead then
    local pick = display(st, world.random(STOP_ROLL))
    e.goal_state = pick
    if pick == S.run_left or pick == S.run_right then ai.max_turn = 0 end
  else
    e.goal_state = S.run
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if not ai.alerted and math.abs(info.angle) < creature.deg(st.display_angle) then
    e.goal_state = S.stop
  elseif info.ahead and creature.touches(e, ai) then
    ai.required = S.attack
    e.goal_state = S.stop
  elseif ai.mood ~= "escape" then
    local pick = display(st, world.random())
    if pick ~= S.run_left and pick ~= S.run_right then
      ai.required = pick
      e.goal_state = S.stop
    end
  end
end

local function back_to_stop(e, _, _, st) e.goal_state = st.states.stop end
decide.run_left = back_to_stop
decide.run_right = back_to_stop

decide.attack = function(e, ai, _, st)
  creature.strike(e, ai, st.bite, st.damage.attack, st.states.stop)
end

---@param e Entity
function ape.control(e)
  local ai = e.state.ai
  habitat.before_move(e, ai)
  creature.act_named(e, decide, alert)
end

--- After the move: risen a click and a half or more, it vaults.
---@param e Entity
function ape.after_move(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  if not st or e.health <= 0 or e.anim_state == st.states.vault or not ai.before_y then return end
  if ai.before_y - e.y < st.vault_rise then return end
  if not vault.square_up(e, ai, st.vault_inset) then return end
  e.y, e.room = ai.before_y, ai.before_room
  ai.max_turn = 0
  creature.enter(e, st.vault_anim, st.states.vault)
end

return ape
