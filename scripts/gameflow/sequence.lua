-- The sequence player: runs a plan's sequences opcode by opcode, the
-- TOMBPC.DAT opcodes (TRX tr2 game/gameflow.c GF_InterpretSequence) for every
-- game (TR1's built-in order and a folder's own gameflow.lua are written with
-- them too). A handler gets the play context and the operands; what it
-- returns steers the player: nil goes on, "end" ends the sequence (the next
-- one follows), anything else ends the game's play with that result ("over",
-- "title", "exit", "new_game", { load = state }).
local engine = require("gameflow.engine")
local menu = require("gameflow.menu")
local play_level = require("gameflow.play_level")

local sequence = {}
local handlers = {}
sequence.handlers = handlers

--- Options gathered before a LEVEL opcode, for that level's start.
local function options(ctx)
  ctx.state.options = ctx.state.options or {}
  return ctx.state.options
end

-- Setup opcodes: remembered for the next level.
function handlers.TRACK(ctx, n) options(ctx).track = n end
function handlers.SUNSET(ctx) options(ctx).sunset = true end
function handlers.DEADLY_WATER(ctx) options(ctx).deadly_water = true end
function handlers.REMOVE_WEAPONS(ctx) options(ctx).remove_weapons = true end
function handlers.REMOVE_AMMO(ctx) options(ctx).remove_ammo = true end
function handlers.KILL_TO_COMPLETE(ctx) options(ctx).kill_to_complete = true end
function handlers.CUT_ANGLE(ctx, n) options(ctx).cut_angle = n end
function handlers.NO_FLOOR(ctx, n) options(ctx).no_floor = n end
function handlers.START_ANIM(ctx, n) options(ctx).start_anim = n end
function handlers.SECRETS(ctx, n) options(ctx).secrets = n end
--- START_INV item (bonus: given only when every secret of the level was found).
function handlers.START_INV(ctx, item, bonus)
  local o = options(ctx)
  local list = bonus == 1 and "bonus" or "start_inv"
  o[list] = o[list] or {}
  table.insert(o[list], item)
end
--- A chapter picture (TR3 LOAD_PIC; PICTURE, which the PC games read
--- and never show): remembered as the picture of the next level's load.
function handlers.LOAD_PIC(ctx, n) options(ctx).picture = n end
handlers.PICTURE = handlers.LOAD_PIC
-- The PSX scripts' list brackets carry no operand and change nothing on
-- the PC games: the player passes over them.
function handlers.LIST_START() end
handlers.LIST_END = handlers.LIST_START

function handlers.FMV(ctx, n) engine.fmv(ctx.plan.fmvs[n] or tostring(n)) end

--- A demo inside a sequence: demos run from the title when it idles.
function handlers.DEMO(_, n) engine.notice("demo " .. tostring(n) .. " is played from the title") end

function handlers.JUMP_TO_SEQUENCE(ctx, n)
  ctx.state.seq, ctx.state.pc = n, 1
  return "jump"
end

function handlers.END() return "end" end

--- LEVEL n: plays the level with the options gathered; what it ends with
--- steers the game.
function handlers.LEVEL(ctx, n)
  local result = play_level.play(ctx, n)
  ctx.state.options = nil
  if result ~= "completed" then return result end
  if ctx.plan.by_level_end and ctx.state.next_level and ctx.plan.sequences[ctx.state.next_level] then
    ctx.state.seq, ctx.state.pc = ctx.state.next_level, 1
  end
end

--- CINE n: the cutscene level, played until it ends or a key is pressed.
function handlers.CINE(ctx, n)
  local cut = ctx.plan.cutscenes[n]
  if not cut then return end
  local loaded = engine.load({ file = cut.file, name = "CUTSCENE " .. tostring(n), number = -1,
                               mode = "cutscene", start = { mode = "cutscene" } })
  if not loaded.loaded then
    engine.notice(loaded.error)
    return
  end
  engine.run(cut.ticks or 30 * 30, true)
end

--- COMPLETE: the statistics page of the level just played.
function handlers.COMPLETE(ctx)
  local last = ctx.state.last
  if not last then return end
  menu.wait({ kind = "statistics", title = last.name or "LEVEL COMPLETE", lines = last.lines,
              footer = "ACTION: CONTINUE", backdrop = "black" })
end

--- GAME_COMPLETE: the statistics of the whole game, then the end; with
--- every secret of the game found, the bonus level that follows the end
--- in the script (TR3's All Hallows) is played instead of ending.
function handlers.GAME_COMPLETE(ctx)
  local totals = require("gameflow.totals")
  menu.wait({ kind = "statistics", title = "FINAL STATISTICS",
              lines = totals.lines(ctx.state), footer = "ACTION: CONTINUE",
              backdrop = "black" })
  local sum = totals.sum(ctx.state)
  local all = (sum.secrets_total or 0) > 0 and (sum.secrets or 0) >= sum.secrets_total
  local next = ctx.state.seq + 1
  local bonus = next ~= ctx.plan.gym and ctx.plan.sequences[next]
  if all and bonus and not ctx.state.bonus_played then
    -- The sequence's END (or its end) moves on into the bonus level.
    ctx.state.bonus_played = true
    engine.notice("ALL SECRETS FOUND: A BONUS LEVEL")
    return "end"
  end
  return "over"
end

--- Moves on to the sequence after the state's; false when the game ends
--- there instead: the last one, the gym's (it goes
--- back to the title), or the bonus level's unless GAME_COMPLETE opened it.
function sequence.next(plan, state)
  local n = state.seq + 1
  if state.seq == plan.gym or not plan.sequences[n] then return false end
  if n == plan.bonus and not state.bonus_played then return false end
  state.seq, state.pc = n, 1
  return true
end

--- Plays from the state's position (sequence `seq`, opcode `pc`) until
--- the game ends or leaves play; `game` is what the engine told of it.
function sequence.play(game, plan, state)
  local ctx = { game = game, plan = plan, state = state }
  while true do
    local seq = plan.sequences[state.seq]
    if not seq then return "over" end
    local op = seq[state.pc]
    if not op then
      -- The sequence ran out: the next one follows (TOMBPC's next level).
      if not sequence.next(plan, state) then return "over" end
    else
      state.pc = state.pc + 1
      local h = handlers[op[1]]
      local result
      if h then
        result = h(ctx, table.unpack(op, 2))
      else
        engine.notice("gameflow: no handler for opcode " .. tostring(op[1]))
      end
      if result == "end" then
        if not sequence.next(plan, state) then return "over" end
      elseif result ~= nil and result ~= "jump" then
        return result
      end
    end
  end
end

return sequence
