-- Lara's animations by role, per skeleton: the numbers are indices from her
-- model's first animation (the LA_* numbers of TRX, tomb3, TOMB4 and TOMB5). Every game keeps TR1's numbers
-- for TR1's moves, so the later games derive from TR1 and only list what
-- they add or change. The bundled demo's hero has a small animation set of
-- its own (data/demo/hero.lua); roles it lacks fall back to a close move.
local S = require("lara.states")

local tr1 = {
  run = 0, walk = 1, walk_stop = 2, run_start = 6, stop = 11, idle = 103,
  freefall = 23, freefall_land = 24, freefall_death = 25, hang_drop = 28,
  land = 31, fast_splat = 32, fall_start = 34, walk_back = 40,
  vault_3 = 42, vault_2 = 50, run_wall_left = 53, run_wall_right = 54,
  run_step_up = 55, walk_step_up = 57, walk_step_down = 59, back_step_down = 61,
  switch_down = 63, switch_up = 64, step_left = 65, step_right = 67,
  slide = 70, slide_back = 104, jump_back_start = 74, jump_forward_start = 76,
  jump_left_start = 78, jump_right_start = 80, swim_glide = 87, fall_back = 93,
  reach = 95, grab_to_hang = 96, climb_up = 97, tread = 108, climb_out = 111,
  fall_to_underwater = 112, underwater_to_surface = 114, surface_swim = 116,
  surface_dive = 119, push_ready = 120, pull = 122, push = 123,
  underwater_death = 124, hit_front = 125, hit_back = 126, hit_left = 127,
  hit_right = 128, underwater_switch = 129, underwater_pickup = 130,
  use_key = 131, death_run = 133, use_puzzle = 134, pickup = 135,
  shimmy_left = 136, shimmy_right = 137, death_stand = 138, boulder_death = 139,
  roll = 146, spike_death = 149, compress = 73, up_jump = 28, fast_turn = 69,
  -- The reach's grab swinging her legs in under the edge (TRX tr1
  -- LA_GRAB_LEDGE_IN), the up jump's grab taking the hang at its frame 12
  -- (LF_STARTHANG), and the wall ahead in a jump knocking her into the
  -- fast fall at its frame 1 (LA_FAST_FALL, LF_FASTFALL).
  grab_swing_in = 150, hang_start_frame = 12, fast_fall = 32, fast_fall_frame = 1,
  -- The state a landing asks for (the jump animations dispatch from it).
  land_state = S.STOP,
}

local function derive(base, changes)
  local t = {}
  for k, v in pairs(base) do t[k] = v end
  for k, v in pairs(changes) do t[k] = v end
  return t
end

-- TR2 adds wading and the medium/low climb-outs; TR3–TR5 keep them.
local tr2 = derive(tr1, { wade = 177, climb_out_medium = 191, climb_out_low = 193 })
-- Each later game starts as a copy of TR2's; the move families (ladders,
-- crawling, ropes, ...) add their own roles with anims.add.
local tr3, tr4, tr5 = derive(tr2, {}), derive(tr2, {}), derive(tr2, {})
-- TR4's death in Seth's hands (TOMB4 lara_states.h ANIM_SETHDEATH).
tr4.seth_death = 443

local hero = {
  stop = 0, idle = 0, walk = 1, run = 2, walk_stop = 0, run_start = 2, run_stop = 3,
  turn_left = 4, turn_right = 5, walk_back = 6, step_left = 7, step_right = 8,
  compress = 9, up_jump = 10, jump_forward_start = 11, jump_back_start = 12,
  jump_left_start = 13, jump_right_start = 14, run_jump = 15,
  freefall = 16, fall_start = 16, hang_drop = 16, fall_back = 16,
  land = 17, freefall_land = 17, fast_splat = 17,
  reach = 18, grab_to_hang = 19, shimmy_left = 20, shimmy_right = 21,
  climb_up = 22, vault_2 = 35, vault_3 = 36, climb_out = 22,
  slide = 23, slide_back = 23,
  swim_glide = 24, fall_to_underwater = 24, surface_dive = 24, tread = 25,
  surface_swim = 26, underwater_to_surface = 27,
  pickup = 28, underwater_pickup = 28, switch_down = 29, switch_up = 29,
  underwater_switch = 37, use_key = 29, use_puzzle = 29,
  push = 30, pull = 31, push_ready = 33,
  death_stand = 32, death_run = 32, freefall_death = 32, underwater_death = 32,
  boulder_death = 32, spike_death = 32, seth_death = 32,
  hit_front = 34, hit_back = 34, hit_left = 34, hit_right = 34,
  -- A climbable wall: getting on, the stance, the cycles, sideways, the
  -- pull-up onto the top (lara/ladder.lua; her stops reach the stance
  -- through the model's own stop animations).
  ladder_mount = 38, ladder_idle = 39, ladder_up = 40, ladder_down = 42,
  ladder_left = 43, ladder_right = 44, ladder_top = 45,
  -- Monkey bars: the catch (from an up jump or a reach) and the hang
  -- (lara/monkey.lua; the swing, shimmies and turns follow its changes).
  monkey_grab = 46, monkey_reach_grab = 46, monkey_hang = 47,
  -- The hero's climb animations lift her a fixed height at their end
  -- (SetPosition): the climb up and out a sector, the vaults two and three
  -- clicks, so each starts that far below the top. Lara's own vault and
  -- climb animations lift her by what each is made for.
  fixed_lift = 1024,
  vault_lift = { vault_2 = 512, vault_3 = 768 },
  land_state = S.LAND,
  -- Every jump of the hero flies on in its one fall animation (the fast
  -- fall's state): the fast fall's air drag, TR's for a jump fallen past
  -- the fast-fall speed, would cut its jumps short.
  jumps_fly_falling = true,
}

local by_game = { tr1, tr2, tr3, tr4, tr5 }

local anims = { tr1 = tr1, tr2 = tr2, tr3 = tr3, tr4 = tr4, tr5 = tr5, hero = hero }

--- Adds a move family's animation roles. `roles[g]` (g = 1 TR1 … 5 TR5)
--- names the roles game g adds or renumbers; every later game inherits
--- them unless its own entry names them again. `false` marks a role the
--- game's Lara lacks (body.anim then answers false). Families call this
--- when they load, so their numbers live beside their handlers.
---@param roles table<integer, table<string, integer|false>>
function anims.add(roles)
  for g = 1, 5 do
    for role, n in pairs(roles[g] or {}) do
      for later = g, 5 do by_game[later][role] = n end
    end
  end
end

--- The table for Lara's model: the demo hero's own set (a model far
--- smaller than any game's Lara) or the game's.
---@param e Entity
function anims.for_entity(e)
  if e.anim_count < 100 then return hero end
  return by_game[world.game()] or tr1
end

return anims
