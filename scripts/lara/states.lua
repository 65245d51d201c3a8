-- Lara's state ids (TR numbering, shared by every game:
-- TRX's LARA_STATE for TR1 and TR2, then tomb3's, TOMB4's and TOMB5's lists).
-- The animations in the level files carry these ids; handlers are keyed by
-- them. TR1 has 0–55; each later game appends (TR2 to 70, TR3 to 88, TR4 to
-- 117, TR5 to 138) and keeps every earlier id's meaning.
---@class LaraStates
local S = {
  -- TR1
  WALK = 0, RUN = 1, STOP = 2, FORWARD_JUMP = 3, POSE = 4, FAST_BACK = 5,
  TURN_RIGHT = 6, TURN_LEFT = 7, DEATH = 8, FAST_FALL = 9, HANG = 10, REACH = 11,
  SPLAT = 12, TREAD = 13, LAND = 14, COMPRESS = 15, BACK = 16, SWIM = 17, GLIDE = 18,
  CLIMB_UP = 19, FAST_TURN = 20, STEP_RIGHT = 21, STEP_LEFT = 22, ROLL2 = 23,
  SLIDE = 24, BACK_JUMP = 25, RIGHT_JUMP = 26, LEFT_JUMP = 27, UP_JUMP = 28,
  FALL_BACK = 29, HANG_LEFT = 30, HANG_RIGHT = 31, SLIDE_BACK = 32,
  SURF_TREAD = 33, SURF_SWIM = 34, DIVE = 35, PUSH_BLOCK = 36, PULL_BLOCK = 37,
  PUSH_READY = 38, PICKUP = 39, SWITCH_ON = 40, SWITCH_OFF = 41, USE_KEY = 42,
  USE_PUZZLE = 43, UW_DEATH = 44, ROLL = 45, SPECIAL = 46, SURF_BACK = 47,
  SURF_LEFT = 48, SURF_RIGHT = 49, USE_MIDAS = 50, DIE_MIDAS = 51, SWAN_DIVE = 52,
  FAST_DIVE = 53, GYMNAST = 54, WATER_OUT = 55,
  -- TR2: ladders, wading, the water roll, flares, the air twist, the zipline
  LADDER_IDLE = 56, LADDER_UP = 57, LADDER_LEFT = 58, LADDER_END = 59,
  LADDER_RIGHT = 60, LADDER_DOWN = 61, TEST1 = 62, TEST2 = 63, TEST3 = 64,
  WADE = 65, WATER_ROLL = 66, FLARE_PICKUP = 67, TWIST = 68, KICK = 69, ZIPLINE = 70,
  -- TR3: crouching, sprinting, monkey swing, crawling
  DUCK = 71, DUCK_ROLL = 72, SPRINT = 73, SPRINT_DIVE = 74, MONKEY_HANG = 75,
  MONKEY_SWING = 76, MONKEY_LEFT = 77, MONKEY_RIGHT = 78, MONKEY_180 = 79,
  CRAWL_IDLE = 80, CRAWL = 81, MONKEY_TURN_LEFT = 82, MONKEY_TURN_RIGHT = 83,
  CRAWL_TURN_LEFT = 84, CRAWL_TURN_RIGHT = 85, CRAWL_BACK = 86,
  HANG_TO_CRAWL = 87, CRAWL_TO_HANG = 88,
  -- TR4: ropes, poles, corners, the mechanisms she works
  CONTROLLED = 89, ROPE_LEFT = 90, ROPE_RIGHT = 91, BLOCK_SWITCH = 92,
  LIFT_TRAPDOOR = 93, PULL_TRAPDOOR = 94, TURN_SWITCH = 95, COG_SWITCH = 96,
  RAIL_SWITCH = 97, HIDDEN_PICKUP = 98, POLE_IDLE = 99, POLE_UP = 100,
  POLE_DOWN = 101, POLE_LEFT = 102, POLE_RIGHT = 103, PULLEY = 104,
  DUCK_ROTATE_LEFT = 105, DUCK_ROTATE_RIGHT = 106, CORNER_OUT_LEFT = 107,
  CORNER_OUT_RIGHT = 108, CORNER_IN_LEFT = 109, CORNER_IN_RIGHT = 110,
  ROPE_IDLE = 111, ROPE_UP = 112, ROPE_DOWN = 113, ROPE_SWING = 114,
  ROPE_BACK = 115, MOVE = 116, TWO_DOOR = 117,
  -- TR5: the tightrope, the bars, the ear-piece and her later actions
  FLY_CHEAT = 118, TIGHTROPE_IDLE = 119, TIGHTROPE_TURN = 120, TIGHTROPE_WALK = 121,
  TIGHTROPE_FALL_LEFT = 122, TIGHTROPE_FALL_RIGHT = 123, TIGHTROPE_ON = 124,
  TIGHTROPE_OFF = 125, CROW_DOVE_SWITCH = 126, TIGHTROPE_RECOVER = 127,
  -- 130–132: listening to Zip on her ear-piece (TOMB5 AS_INTO_ZIP, AS_ZIP,
  -- AS_OUT_ZIP; TombEngine calls them the radio's).
  BARS_SPIN = 128, BARS_LEAP = 129, ZIP_IN = 130, ZIP_LISTEN = 131,
  ZIP_OUT = 132, USE_KEYCARD = 133, LIFT_S = 134, VALVE = 135, SUB_CROW = 136,
  CHEST_PICKUP = 137, LADDER_TO_CRAWL = 138,
}

-- The demo hero's "hit" reaction plays under the special state.
S.HIT = S.SPECIAL

--- How many state ids each game's Lara has (the length of each game's list).
S.COUNT = { 56, 71, 89, 118, 139 }

--- States no animation of any game carries (checked against the five test
--- levels' Lara): a handler for them would never run. The coverage count
--- (check-scripts --coverage) lists them with this reason instead of as
--- missing.
S.WITHOUT_BEHAVIOUR = {
  [4] = "pose: no game's routine table gives it one",
  [62] = "test 1: unused in every game",
  [63] = "test 2: unused in every game",
  [64] = "test 3: unused in every game",
  [68] = "twist: only a goal — the jumps' handlers ask for it and anims 207–213 turn her under states 3, 25 and 53",
  [69] = "kick: no TR2–TR5 animation carries it",
  [134] = "lift S: no TR5 routine uses it",
  [136] = "sub crow: no TR5 routine uses it",
  [138] = "ladder → crawl: only a goal — the ladder's stance asks for it at a crawlspace top; anim 473 carries her under state 19 and ends ducked",
}

return S
