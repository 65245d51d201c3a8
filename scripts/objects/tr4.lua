-- The Tomb Raider 4 catalogue. Spec 000 §15 lists type ids for TR1–TR3 only; the
-- ids tombrs knows for Tomb Raider 4 so far are Lara's. Every other type is inert
-- until it is added here (a level may map types itself in levels/tr4/).
return {
  [0] = { name = "LARA", behaviour = "lara.player" },
}
