-- Lara's body and movement constants (the originals' lara.h defines). Units: 1024 a sector,
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
  -- Per game (TR1 … TR5): whether a landing that leaves her exactly 0
  -- health kills her (TRX tr2 lara/misc.c Lara_LandedBad, tomb3/TOMB4/
  -- TOMB5 LaraLandedBad test `<= 0`; TRX tr1 Lara_LandedBad tests `< 0`).
  LANDED_AT_ZERO_KILLS = { false, true, true, true, true },
  FAST_FALL_DRAG = 95,
  FAST_DIVE_FATAL = 133,
  GRAVITY = 6,                 -- fall speed gained a tick below FAST_FALL_SPEED - 3
  UP_JUMP_REACH = 800,         -- the up jump's speed reaches an edge this far above her apex (TRX Lara_TestVault)       -- TR1: a fast dive landing faster than this kills (TRX Lara_Col_FastDive)         -- percent of horizontal speed kept per tick in a fast fall

  -- Turning (TRX tr1 global/const.h; the same in every game): a state
  -- routine adds TURN_ACCEL a tick up to its state's limit, then the
  -- control loop takes TURN_UNDO off before she turns, so a held key turns
  -- her by the limit less TURN_UNDO a tick (TRX tr1 lara/control.c
  -- Lara_HandleAboveWater): slow 364, medium 728, fast 1,092, jump 182.
  TURN_ACCEL = 409,            -- 2.25° per tick (LARA_TURN_RATE)
  TURN_UNDO = 2 * DEGREE,      -- taken off the turn rate every tick
  TURN_SLOW = 4 * DEGREE,      -- walk, back, sidestep, turning on the spot
  TURN_MED = 6 * DEGREE,       -- hop back; TR1 swimming (turned directly)
  TURN_FAST = 8 * DEGREE,      -- run, fast turn
  TURN_JUMP = 3 * DEGREE,      -- forward jump
  LEAN_RATE = 273,             -- the run's lean a tick
  LEAN_MAX = 11 * DEGREE,      -- 2,002
  LEAN_UNDO = DEGREE,          -- taken off the lean every tick on land
  LEAN_UNDO_WATER = 2 * DEGREE, -- ... at the surface and under water
  SWIM_LEAN_RATE = 2 * 273,    -- the lean a tick when turning under water
  SWIM_LEAN_MAX = 22 * DEGREE, -- 4,004
  -- Per game (TR1 … TR5): the pitch taken off every tick on land (tomb3
  -- LaraAboveWater, TOMB4/TOMB5 lara.cpp LaraAboveWater undo it; TR1 and
  -- TR2 do not), and whether the turn rate turns her under water (TR2+
  -- Lara_SwimTurn; TR1 swimming turns her yaw directly).
  PITCH_UNDO = { 0, 0, DEGREE, DEGREE, DEGREE },
  SWIM_TURN_RATE = { false, true, true, true, true },
  -- Per game: whether the twist keys of the back, side and fast-dive jumps
  -- ask for the twist (TRX tr2 lara/state.c Lara_State_BackJump,
  -- RightJump, LeftJump, FastDive; tomb3/TOMB4/TOMB5 lara_as_*; TR1 has no
  -- twist).
  TWISTS = { false, true, true, true, true },
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
  -- The back hop falls back over a floor more than this below (TRX tr1/tr2
  -- Lara_Col_FastBack, tomb3/TOMB4 lara_col_fastback); TR3 on it tests a
  -- slide first, and its slopes are no walls.
  BACK_HOP_DROP = 200,
  BACK_HOP_SLIDES = { false, false, true, true, true },
  -- The rolls fall over a floor more than this below, per game: the
  -- forward roll TR1 200 (Lara_Col_Roll), TR2 on 384 (Lara_Fallen,
  -- LaraFallen); the roll's second half 200 in every game (Roll2).
  ROLL_DROP = { 200, 384, 384, 384, 384 },
  ROLL_BACK_DROP = 200,

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
  SWIM_YAW = 6 * DEGREE, SWIM_PITCH = 2 * DEGREE,
  SURFACE_TURN = 4 * DEGREE,   -- treading and swimming ahead at the surface (LARA_SLOW_TURN)
  SURFACE_SIDE_TURN = 2 * DEGREE, -- ... backwards and sideways (TRX tr2 LARA_SURF_TURN)
  PITCH_LIMIT = 85 * DEGREE,   -- TR2+ (TRX tr2 Lara_HandleUnderwater)
  PITCH_LIMIT_TR1 = 100 * DEGREE, -- TRX tr1 Lara_HandleUnderwater
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
