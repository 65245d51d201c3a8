-- Lara's state ids (TR numbering, shared by every game; spec lara.md §1).
-- The animations in the level files carry these ids; handlers are keyed by them.
---@class LaraStates
return {
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
  -- The demo hero's "hit" reaction plays under the special state.
  HIT = 46,
}
