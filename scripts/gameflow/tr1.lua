-- TR1's order of play, built into the original game (no script file): the
-- levels of DATA/, their names, secrets and tracks (TRX tr1 game/gameflow.c
-- and the original's level table), the FMVs and cutscenes between them, as
-- TOMBPC.DAT-style opcodes for gameflow.sequence.
local L = function(file, name, secrets, track)
  return { file = "DATA/" .. file, name = name, secrets = secrets, track = track }
end

return {
  game = "tr1",
  name = "Tomb Raider",
  title = { file = "DATA/TITLE.PHD", name = "TITLE", track = 2 },
  levels = {
    [0] = L("GYM.PHD", "Lara's Home", 0),
    [1] = L("LEVEL1.PHD", "Caves", 3, 57),
    [2] = L("LEVEL2.PHD", "City of Vilcabamba", 3, 57),
    [3] = L("LEVEL3A.PHD", "Lost Valley", 5, 57),
    [4] = L("LEVEL3B.PHD", "Tomb of Qualopec", 3, 57),
    [5] = L("LEVEL4.PHD", "St. Francis' Folly", 4, 59),
    [6] = L("LEVEL5.PHD", "Colosseum", 3, 59),
    [7] = L("LEVEL6.PHD", "Palace Midas", 3, 59),
    [8] = L("LEVEL7A.PHD", "The Cistern", 3, 58),
    [9] = L("LEVEL7B.PHD", "Tomb of Tihocan", 2, 58),
    [10] = L("LEVEL8A.PHD", "City of Khamoon", 3, 59),
    [11] = L("LEVEL8B.PHD", "Obelisk of Khamoon", 3, 59),
    [12] = L("LEVEL8C.PHD", "Sanctuary of the Scion", 1, 59),
    [13] = L("LEVEL10A.PHD", "Natla's Mines", 3, 58),
    [14] = L("LEVEL10B.PHD", "Atlantis", 3, 60),
    [15] = L("LEVEL10C.PHD", "The Great Pyramid", 3, 60),
  },
  -- Cutscene levels, with the tracks synced to them.
  cutscenes = {
    [1] = { file = "DATA/CUT1.PHD", track = 23 },
    [2] = { file = "DATA/CUT2.PHD", track = 25 },
    [3] = { file = "DATA/CUT3.PHD", track = 24 },
    [4] = { file = "DATA/CUT4.PHD", track = 22 },
  },
  fmvs = { SNOW = "FMV/SNOW.RPL", LIFT = "FMV/LIFT.RPL", VISION = "FMV/VISION.RPL",
           CANYON = "FMV/CANYON.RPL", PYRAMID = "FMV/PYRAMID.RPL", PRISON = "FMV/PRISON.RPL",
           END = "FMV/END.RPL" },
  sequence = {
    { "FMV", "SNOW" },
    { "LEVEL", 1 }, { "COMPLETE" },
    { "LEVEL", 2 }, { "COMPLETE" },
    { "LEVEL", 3 }, { "COMPLETE" },
    { "LEVEL", 4 }, { "CINE", 1 }, { "COMPLETE" }, { "FMV", "LIFT" },
    { "LEVEL", 5 }, { "COMPLETE" },
    { "LEVEL", 6 }, { "COMPLETE" },
    { "LEVEL", 7 }, { "COMPLETE" },
    { "LEVEL", 8 }, { "COMPLETE" },
    { "LEVEL", 9 }, { "CINE", 2 }, { "COMPLETE" }, { "FMV", "VISION" },
    { "LEVEL", 10 }, { "COMPLETE" },
    { "LEVEL", 11 }, { "COMPLETE" },
    { "LEVEL", 12 }, { "COMPLETE" },
    -- Natla's Mines: every gun taken (the thugs hold them).
    { "FMV", "CANYON" }, { "REMOVE_WEAPONS" }, { "LEVEL", 13 }, { "COMPLETE" },
    { "CINE", 3 }, { "FMV", "PYRAMID" },
    { "LEVEL", 14 }, { "FMV", "PRISON" }, { "CINE", 4 }, { "COMPLETE" },
    { "LEVEL", 15 }, { "COMPLETE" },
    { "FMV", "END" }, { "GAME_COMPLETE" },
  },
  -- The levels whose files hold demo data, played in turn from an idle
  -- title (Vilcabamba and Lost Valley).
  demo_levels = { 2, 3 },
  -- The gym: its own sequence, chosen from the title.
  gym_sequence = { { "LEVEL", 0 }, { "COMPLETE" } },
}
