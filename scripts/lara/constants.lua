-- Lara's body and movement constants (spec lara.md §3). Units: 1024 a sector,
-- 256 a click, y down; angles 65536 a turn (182 a degree); per 30 Hz tick.
local DEGREE = 182

---@class LaraConstants
return {
  DEGREE = DEGREE,
  CLICK = 256,
  NO_LIMIT = 32767,            -- a collision threshold that never blocks
  WALL = -32767,               -- relative floor reported where there is no floor
  NO_HEIGHT = -32512,          -- world.floor where there is no floor (a wall)

  MAX_HEALTH = 1000,
  MAX_AIR = 1800,              -- ticks of breath (a minute)
  DROWN_DAMAGE = 5,            -- health per tick once the air is gone
  AIR_REGAIN = 10,             -- air per tick at the surface

  RADIUS = 100,                -- on land and at the surface
  HEIGHT = 762,                -- on land
  SURFACE_HEIGHT = 700,
  UNDERWATER_RADIUS = 300,
  UNDERWATER_HEIGHT = 400,
  DEATH_RADIUS = 400,

  FAST_FALL_SPEED = 131,       -- a jump past this fall speed becomes a fast fall
  DAMAGE_START = 140,          -- landing faster than this hurts
  DAMAGE_LENGTH = 14,          -- ... and DAMAGE_START + this kills
  FAST_FALL_DRAG = 95,         -- percent of horizontal speed kept per tick in a fast fall

  TURN_ACCEL = 409,            -- 2.25° per tick
  TURN_SLOW = 4 * DEGREE,      -- walk, back, sidestep, turning on the spot
  TURN_MED = 6 * DEGREE,       -- hop back
  TURN_FAST = 8 * DEGREE,      -- run, fast turn
  TURN_JUMP = 3 * DEGREE,      -- forward jump
  LEAN_RATE = 273,
  LEAN_MAX = 11 * DEGREE,
  LEAN_UNDO = DEGREE,
  DEFLECT = 5 * DEGREE,        -- running or jumping along a wall
  JUMP_DEFLECT_SPEED = 8,      -- slower jumps (the up jump) meet walls square

  STEP_UP = 384,               -- highest step up / lowest step down (1.5 clicks)
  STEP_SNAP_RUN = 50,          -- a runner follows a lower floor at most this per tick
  STEP_ANIM_MIN = 128,         -- a step smaller than this is just followed
  SIDESTEP_LIMIT = 128,
  JUMP_CEILING = 192,          -- a jump's head may meet a ceiling this much
  SLOPE_DIF = 60,              -- left/right edge heights differing more make a ledge unusable
  SPLAT_WALL = 640,            -- running into a wall higher than this splats
  FALL_FROM_STOP = 100,        -- standing over a floor further below falls

  VAULT_ANGLE = 30 * DEGREE,
  HANG_ANGLE = 35 * DEGREE,
  GRAB_REACH = 200,            -- how far ahead the wall may be when grabbing
  HANG_TOLERANCE = 60,         -- the edge may vary this much while shimmying
  CLIMB_UP_MIN = 650,          -- a hang's floor ahead, above the hands, to climb up
  CLIMB_UP_MAX = 850,
  GRAB_FALL = 200,             -- the floor must be this far below to catch a ledge from a fall
  CRAWL_ROOM = 762 - 256,      -- TR3+: a top with this much room (less than standing) is a crawlspace (tomb3 lara_col_hang)

  SLIDE_TILT = 2,              -- a floor tilted more than this per sector is slid on
  SLIDE_LEAVE_DROP = 200,

  SWIM_ACCEL = 8, SWIM_MAX = 200, WATER_FRICTION = 6,
  SURFACE_ACCEL = 8, SURFACE_MAX = 60, SURFACE_FRICTION = 4,
  SWIM_YAW = 6 * DEGREE, SWIM_PITCH = 2 * DEGREE, SURFACE_TURN = 4 * DEGREE,
  PITCH_LIMIT = 85 * DEGREE,
  DIVE_WAIT = 10,              -- ticks jump is held at the surface before diving
  DIVE_SPEED = 80,
  SURFACE_REACH = 256,         -- a surface this close above takes a swimmer up
  WATER_ENTRY_DEPTH = 100,
  CLIMB_OUT_ABOVE = 511,       -- a ledge top this far above the surface can be climbed onto
  CLIMB_OUT_BELOW = 316,       -- ... or this far below it
  INTERACT_REACH = 768,
  -- Moving into place for an interaction, per tick, by game: TR1 16 units
  -- (TRX src/tr1/game/lara/common.c LARA_MOVE_SPEED), TR2 16 (TRX
  -- src/tr2/game/lara/misc.c MOVE_SPEED), TR3 16 (Trxyebeep/tomb3
  -- MoveLaraPosition), TR4/TR5 12 (Trxyebeep/TOMB4 and TOMB5 collide.cpp
  -- MoveLaraPosition); the turn is 2° a tick in all (TRX
  -- src/tr1/global/const.h MOVE_ANG, TOMB4 364).
  ALIGN_SPEED = { 16, 16, 16, 12, 12 },
  ALIGN_TURN = 2 * DEGREE,
}
