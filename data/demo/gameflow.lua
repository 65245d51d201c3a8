-- The bundled demo as a short game (copied by `tombrs build-demo`): data only.
return {
  game = "tr1",                       -- whose rules apply (inventory rings, statistics)
  name = "The tombrs Demo",
  title = { file = "demo.phd", track = 13 },  -- the demo level behind the title menu
  levels = {
    [1] = { file = "demo.phd", name = "The Demo", secrets = 1 },
    [2] = { file = "showcase.phd", name = "The Long Gallery", secrets = 1 },
    [3] = { file = "canopy.tr4", name = "The Sunken Canopy", secrets = 1 },
  },
  sequence = {
    { "LEVEL", 1 }, { "COMPLETE" },
    { "LEVEL", 2 }, { "COMPLETE" },
    { "LEVEL", 3 }, { "COMPLETE" },
    { "GAME_COMPLETE" },
  },
}
