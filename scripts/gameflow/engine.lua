-- The gameflow's requests to the engine. The flow runs as one coroutine
-- (gameflow.run's main); each function here yields a command table to the
-- engine and returns the engine's reply. Nothing here decides anything:
-- the order of play is in gameflow.run and the per-game tables.
local engine = {}

local yield = coroutine.yield

--- Puts a level on stage: `spec` = { file, name, number, mode ("level",
--- "title", "cutscene", "demo"), start (the table the level's side gets:
--- what Lara carries, the level's start options) }.
---@return table reply { loaded = true } or { loaded = false, error = "…" }
function engine.load(spec)
  return yield({ kind = "load", file = spec.file, name = spec.name, number = spec.number,
                 mode = spec.mode, start = spec.start })
end

--- Runs the stage until something ends the run: `ticks` (a cutscene's
--- length), `interruptible` (a key ends it).
---@return table outcome { ended = "completed" (next, start) | "died" | "request" (request) |
---  "save_request" | "time" | "interrupted", level = { carry, stats } }
function engine.run(ticks, interruptible)
  return yield({ kind = "run", ticks = ticks, interruptible = interruptible })
end

--- Shows `page` for one tick (the stage steps behind it when
--- `step_stage`); returns the keys of the next tick { pressed, held }.
function engine.page(page, step_stage)
  return yield({ kind = "page", page = page, step_stage = step_stage })
end

--- Plays an FMV file (skipped with a notice when there is no player).
function engine.fmv(file) return yield({ kind = "fmv", file = file }) end

--- A line for the player.
function engine.notice(text) return yield({ kind = "notice", text = text }) end

--- A line in the trace: `event` names it, `what` is plain data.
function engine.trace(event, what) return yield({ kind = "trace", event = event, what = what }) end

--- Saves the stage into `slot` with the flow's `game` table.
---@return table reply { ok = true } or { ok = false, error = "…" }
function engine.save(slot, game) return yield({ kind = "save", slot = slot, game = game }) end

--- Loads `slot`: its level comes on stage as saved.
---@return table reply { ok = true, game = the flow's table of then } or { ok = false, error }
function engine.load_save(slot) return yield({ kind = "load_save", slot = slot }) end

--- The save slots: { slots = { { slot, used, level_name, ticks, damaged }… } }.
function engine.slots() return yield({ kind = "slots" }).slots end

--- The player's sound volumes, 0–10 each: { music, sound }.
function engine.settings(volumes)
  return yield({ kind = "settings", music = volumes.music, sound = volumes.sound })
end

--- Takes the stage down.
function engine.unload() return yield({ kind = "unload" }) end

--- Ends the game (the program closes).
function engine.quit() return yield({ kind = "quit" }) end

return engine
