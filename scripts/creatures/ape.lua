-- The ape (TR1): climbs two clicks (zone "step") and drops a sector.
-- Timid. Until it is alerted (hurt, or its target within the panic range)
-- it shows off whenever its target is ahead in its zone: from a stop it
-- jumps, threatens in one of two ways (one beats its chest) or runs off
-- to the left or right; running, it now and then stops to do the same.
-- Alerted, it runs at its target and strikes from a stop when close and
-- level, or when its body touches it. A step more than a click and a half
-- high is vaulted: the ape goes back to the edge it reached, faces the
-- step square on, and climbs it in its vault animation.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")
local vault = require("creatures.vault")

local ape = {}

--- The ape's animation states (TR1's numbering).
local S = {
  NONE = 0, STOP = 1, WALK = 2, RUN = 3, ATTACK = 4, DEATH = 5, WARNING_1 = 6, WARNING_2 = 7,
  RUN_LEFT = 8, RUN_RIGHT = 9, JUMP = 10, VAULT = 11,
}
ape.STATES = S
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
  local d = st.display
  for _, pick in ipairs({ { d.jump, S.JUMP }, { d.warning_1, S.WARNING_1 },
                          { d.warning_2, S.WARNING_2 }, { d.run_left, S.RUN_LEFT } }) do
    if roll < pick[1] then return pick[2] end
    roll = roll - pick[1]
  end
  return S.RUN_RIGHT
end

local decide = {}

--- Alerted for good once its target comes within the panic range.
local function alerted(ai, info, st)
  ai.alerted = ai.alerted or info.distance < st.range.panic
  return ai.alerted
end

decide[S.STOP] = function(e, ai, info, st)
  local calm = not alerted(ai, info, st)
  if ai.required ~= S.NONE then e.goal_state = ai.required
  elseif info.bite and info.distance < st.range.attack then e.goal_state = S.ATTACK
  elseif calm and info.zone == info.enemy_zone and info.ahead then
    local pick = display(st, world.random(STOP_ROLL))
    e.goal_state = pick
    if pick == S.RUN_LEFT or pick == S.RUN_RIGHT then ai.max_turn = 0 end
  else
    e.goal_state = S.RUN
  end
end

decide[S.RUN] = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.run)
  if not alerted(ai, info, st) and math.abs(info.angle) < creature.deg(st.display_angle) then
    e.goal_state = S.STOP
  elseif info.ahead and creature.touches(e, ai) then
    ai.required = S.ATTACK
    e.goal_state = S.STOP
  elseif ai.mood ~= "escape" then
    local pick = display(st, world.random())
    if pick ~= S.RUN_LEFT and pick ~= S.RUN_RIGHT then
      ai.required = pick
      e.goal_state = S.STOP
    end
  end
end

local function back_to_stop(e) e.goal_state = S.STOP end
decide[S.RUN_LEFT] = back_to_stop
decide[S.RUN_RIGHT] = back_to_stop

decide[S.ATTACK] = function(e, ai, _, st)
  creature.strike(e, ai, st.bite, st.damage.attack, S.STOP)
end

---@param e Entity
function ape.control(e)
  habitat.before_move(e, e.state.ai)
  creature.act(e, decide, S.DEATH)
end

--- After the move: risen more than a click and a half, it vaults.
---@param e Entity
function ape.after_move(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  if not st or e.health <= 0 or e.anim_state == S.VAULT or not ai.before_y then return end
  if ai.before_y - e.y <= st.vault_rise then return end
  if not vault.square_up(e, ai, st.vault_inset) then return end
  e.y, e.room = ai.before_y, ai.before_room
  ai.max_turn = 0
  creature.play_state(e, S.VAULT)
end

return ape
