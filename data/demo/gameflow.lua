-- The bundled demo as a short game (written by `tombrs build-demo`): data only.
return {
  game = "tr4",                       -- whose rules apply (inventory rings, statistics)
  name = "The tombrs Demo",
  title = { file = "demo.tr4", track = 13 },  -- the demo level behind the title menu
  levels = {
    [1] = { file = "demo.tr4", name = "The Demo", secrets = 1 },
  },
  sequence = {
    { "LEVEL", 1 }, { "COMPLETE" },
    { "GAME_COMPLETE" },
  },
}
