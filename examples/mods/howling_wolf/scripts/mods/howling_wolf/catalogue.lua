-- The wolf's slot of TR1's catalogue runs this mod's wolf; its params are
-- the shipped entry's (the stats' row) and the point it breaks at.
return {
  tr1 = {
    [7] = { id = 7, name = "Wolf", behaviour = "mods.howling_wolf.wolf",
            params = { stats = "wolf", breaking_point = 50 } },
  },
}
