-- Lara (type 0 in every game) runs her shipped behaviour with the double
-- jump in front of it.
local lara = { id = 0, name = "Lara", behaviour = "mods.double_jump.lara" }
local LARA_LATER = { id = 0, name = "LARA", behaviour = "mods.double_jump.lara" }
return {
  tr1 = { [0] = lara },
  tr2 = { [0] = lara },
  tr3 = { [0] = lara },
  tr4 = { [0] = LARA_LATER },
  tr5 = { [0] = LARA_LATER },
}
