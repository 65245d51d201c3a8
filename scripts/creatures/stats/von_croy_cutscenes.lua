-- Von Croy's cutscenes (TOMB4 voncroy.cpp DoVonCroyCutscene and its
-- tables VonCroyCutTracks, VonCroyCutIndices, VonCroyCutscenes), played
-- by creatures/von_croy_cutscene.lua. Keyed by Lara's location pad (the
-- LARALOCATIONPAD flipeffect's number, which is also the key of the AI
-- marker he is stood on): a pad missing here has no cutscene.
local S = {
  stop = 1, turn_left = 22, turn_right = 35, talk = 11, kneel = 27, kneel_up = 30,
}

return {
  -- The cameras (VonCroyCutscenes): the eye `pos` and the point it looks
  -- at `target`, each either in the level (`*_absolute`, flags 0x40000 /
  -- 0x80000) or added to the game camera's own; `at_him` (0x20000) looks
  -- 256 over his feet instead; `fov` in degrees (the low word of the
  -- flags; 0 keeps the lens).
  cameras = {
    { pos = { 256, -386, 256 }, target = { 0, 0, 0 }, at_him = true, fov = 80 },
    { pos = { 8845, 453, 83931 }, pos_absolute = true, target = { 0, 0, 0 } },
    { pos = { 0, -1024, 0 }, target = { 0, 0, 0 }, at_him = true },
    { pos = { 17435, 2500, 61472 }, pos_absolute = true, target = { 0, 0, 0 } },
    { pos = { 30199, 1029, 51933 }, pos_absolute = true, target = { 0, 0, 0 }, at_him = true },
    { pos = { 38047, 468, 52008 }, pos_absolute = true,
      target = { 27190, 1280, 60752 }, target_absolute = true },
    { pos = { 37130, 314, 61563 }, pos_absolute = true,
      target = { 41883, -1291, 59413 }, target_absolute = true },
    { pos = { 55203, -3083, 53155 }, pos_absolute = true, target = { 0, 0, 0 } },
    { pos = { 60944, 601, 50535 }, pos_absolute = true,
      target = { 62163, -432, 47405 }, target_absolute = true },
    { pos = { 94354, 366, 65718 }, pos_absolute = true,
      target = { 92461, -432, 60717 }, target_absolute = true },
    { pos = { 94567, -2081, 63235 }, pos_absolute = true, target = { 0, 0, 0 }, at_him = true },
    { pos = { 79376, 219, 30345 }, pos_absolute = true, target = { 0, 0, 0 } },
    { pos = { 78067, -3375, 36470 }, pos_absolute = true, target = { 0, 0, 0 } },
    { pos = { 72648, 195, 41947 }, pos_absolute = true, target = { 0, 0, 0 } },
    { pos = { 66935, -3372, 40726 }, pos_absolute = true, target = { 0, 0, 0 } },
  },
  -- Each pad's CD track (played once) and camera (an entry of `cameras`).
  pads = {
    [0] = { track = 31, camera = 2 }, [1] = { track = 62, camera = 3 },
    [3] = { track = 30, camera = 1 }, [4] = { track = 24, camera = 4 },
    [6] = { track = 17, camera = 1 }, [7] = { track = 44, camera = 5 },
    [8] = { track = 1, camera = 1 }, [9] = { track = 46, camera = 1 },
    [10] = { track = 3, camera = 1 }, [11] = { track = 11, camera = 1 },
    [12] = { track = 10, camera = 6 }, [13] = { track = 45, camera = 7 },
    [14] = { track = 13, camera = 1 }, [15] = { track = 4, camera = 1 },
    [16] = { track = 39, camera = 1 }, [18] = { track = 67, camera = 1 },
    [19] = { track = 34, camera = 1 }, [20] = { track = 61, camera = 8 },
    [24] = { track = 70, camera = 1 }, [25] = { track = 28, camera = 9 },
    [34] = { track = 68, camera = 10 }, [35] = { track = 26, camera = 1 },
    [36] = { track = 43, camera = 11 }, [43] = { track = 37, camera = 1 },
    [46] = { track = 36, camera = 1 }, [47] = { track = 21, camera = 1 },
    [48] = { track = 25, camera = 12 }, [49] = { track = 23, camera = 13 },
    [53] = { track = 38, camera = 1 }, [56] = { track = 36, camera = 1 },
    [57] = { track = 21, camera = 1 }, [58] = { track = 25, camera = 14 },
    [59] = { track = 23, camera = 15 },
  },
  -- How he stands through a scene: pad 14 kneeling (animation 43, state
  -- 27, asking 30) on the marker's heading, able to leap; pad 3 on the
  -- marker's heading, able to leap; pads 43 and 53 turned to -0x6000,
  -- not to be skipped with Look; every other pad standing (animation 4,
  -- state 1) facing Lara. `turnless`: no turn of his own meanwhile.
  poses = {
    default = { anim = 4, state = S.stop, goal = S.stop },
    [14] = { anim = 43, state = S.kneel, goal = S.kneel_up, heading = "marker", jumping = true,
             turnless = true },
    [3] = { anim = 4, state = S.stop, goal = S.stop, heading = "marker", jumping = true,
            turnless = true },
    [43] = { anim = 4, state = S.stop, goal = S.stop, heading = -0x6000, turnless = true,
             unskippable = true },
    [53] = { anim = 4, state = S.stop, goal = S.stop, heading = -0x6000, turnless = true,
             unskippable = true },
  },
  -- Pads whose scene only waits for Lara to hang from a ledge (the track
  -- plays, her control stays), and the pad whose scene waits for her to
  -- tread water first.
  on_hang = { [8] = true, [15] = true },
  tread_pad = 20,
  -- Letterbox bars while a scene plays (TOMB4 SetFadeClip(24, 1)); the
  -- screen is cut to black and clears once the camera is set.
  letterbox = 24, black = 255,
  -- A camera that looks at him looks 256 over his feet; one that names no
  -- lens keeps the game's (80°). His room is found 64 over his feet.
  eye_over_him = 256, lens = 80, room_probe = 64,
  -- What he does standing in a scene: talks (11) at a marker of flags 36,
  -- else one of his states 8, 9, 10 at random (random % 3 + 8); out of
  -- them, a stand. Turned beyond 1024 off his marker's heading at the end,
  -- he turns to it (22 left, 35 right).
  states = S, talk_flags = 36, gestures = { first = 8, count = 3 }, face_within = 1024,
  -- The routine's rewrites of Lara's pad and location for his markers
  -- (Angkor Wat's order of pads, VoncroyControl before its scene test),
  -- the first that applies: on pad 9 or 10 with his marker 11, pad 11;
  -- on pad 10 with his marker 12, once she has finished her animation 90
  -- (remembered after), pad 12; on pad 43 with his marker 43 or 53, that
  -- pad and location; at location 43 with his marker 44 or 54, that
  -- location. Before them, his marker 43 becomes 53 (and her location 53)
  -- once more than 7 secrets are found.
  rewrites = {
    { pads = { [9] = true, [10] = true }, keys = { [11] = true }, pad = "key" },
    { pads = { [10] = true }, keys = { [12] = true }, pad = "key", after_anim = 90 },
    { pads = { [43] = true }, keys = { [43] = true, [53] = true }, pad = "key",
      location = "key" },
    { location_is = 43, keys = { [44] = true, [54] = true }, location = "key" },
  },
  secrets_switch = { key = 43, secrets_over = 7, to = 53 },
  -- Lara stands for the scene (her animation 11, state 2) unless treading
  -- water (33); she hangs in 10, 30 and 31.
  lara = { stop_state = 2, tread_state = 33, hang_states = { [10] = true, [30] = true,
                                                             [31] = true } },
}
