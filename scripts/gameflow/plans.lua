-- The order of play of a game, from what the engine read in its folder
-- (`game.description`): one shape for every game, so that one player
-- (gameflow.sequence) runs them all.
--
-- plan = { game, name, title = { file, name }?, levels[n] = { file, name,
--   secrets, items… }, cutscenes[n] = { file, ticks }, fmvs[n] = file,
--   sequences[k] = { { "OPCODE", operands… }… }, new_game = k, gym = k?,
--   by_level_end = true when a level's end trigger names the next level
--   (TR4/TR5) }
local plans = {}

--- Ticks the title waits with no key pressed before it plays a demo, when
--- the game's script does not say (TR1X's 16 seconds).
local DEMO_TIME = 16 * 30

--- A copy of the numbered entries of a table keyed from 0 or 1.
local function keyed(t) local out = {} for k, v in pairs(t or {}) do out[k] = v end return out end

--- A folder's own gameflow.lua or TR1's built-in order:
--- one flat sequence (with `gym_sequence` and `bonus_sequence` apart).
local function flat(d)
  return {
    game = d.game or "tr1", name = d.name, title = d.title,
    levels = keyed(d.levels), cutscenes = keyed(d.cutscenes), fmvs = keyed(d.fmvs),
    -- The gym's sequence apart (0), the bonus level's after the end (2).
    sequences = { [0] = d.gym_sequence, [1] = d.sequence or {}, [2] = d.bonus_sequence },
    new_game = 1, gym = d.gym_sequence and 0 or nil, bonus = d.bonus_sequence and 2 or nil,
    demo_levels = d.demo_levels or {}, demo_time = d.demo_time or DEMO_TIME,
  }
end

--- TOMBPC.DAT (TR2, TR3): sequence 0 is the front end, 1 the gym, level n's
--- is n + 1.
local function tombpc(d)
  local plan = {
    game = d.game, title = d.title, levels = keyed(d.levels), cutscenes = keyed(d.cutscenes),
    fmvs = keyed(d.fmvs), sequences = keyed(d.sequences), strings = d.strings,
    demo_levels = d.demo_levels or {},
    -- NoInputTimeout (flag 0x08) keeps the title from playing demos.
    demo_time = ((d.flags or 0) & 0x08) == 0 and d.demo_time ~= 0 and d.demo_time or nil,
  }
  plan.new_game = plan.sequences[2] and 2 or 1
  plan.gym = plan.sequences[2] and 1 or nil
  for n, l in pairs(plan.levels) do
    l.number = n
    -- The level's names of its keys, puzzle items and pickups, by slot.
    l.items = {}
    for field, slot in pairs({ keys = "KEY_ITEM", puzzles = "PUZZLE_ITEM", pickups = "PICKUP_ITEM" }) do
      for k, name in ipairs(l[field] or {}) do
        if name ~= "" then l.items[slot .. k] = name end
      end
    end
  end
  return plan
end

--- SCRIPT.DAT (TR4, TR5): level 0 is the title; each level plays its
--- options, then the level; its end trigger names the next.
local function script(d)
  local plan = { game = d.game, levels = {}, cutscenes = {}, fmvs = {}, sequences = {},
                 new_game = 1, by_level_end = true, strings = d.strings }
  for n, l in pairs(d.levels or {}) do
    if n == 0 then
      plan.title = { file = l.file, name = "TITLE", ops = l.ops }
    else
      plan.levels[n] = { file = l.file, name = l.name, items = l.items, ops = l.ops }
      plan.sequences[n] = { { "LEVEL", n }, { "COMPLETE" } }
    end
  end
  return plan
end

--- The plan of the game described by `d`.
function plans.make(d)
  if d.sequences then return tombpc(d) end
  if d.game == "tr4" or d.game == "tr5" then
    if d.levels and d.levels[0] then return script(d) end
  end
  if d.levels then return flat(d) end
  -- TR1 with no table of its own: the built-in order.
  return flat(require("gameflow.tr1"))
end

return plans
