-- Slots a level fills but never places as an entity: a `_MIP` slot (the
-- low-detail distance model of the slot just before it), a sprite sequence
-- (SKY_GRAPHICS, DEFAULT_SPRITES, MISC_SPRITES) and the models the engine
-- draws itself (HORIZON, the sky dome; BINOCULAR_GRAPHICS and
-- TARGET_GRAPHICS, the binocular and sniper overlays). Like lara.part, one
-- placed anyway stands as a still prop in its first pose and takes part in
-- nothing.
local part = require("lara.part")

return { init = part.init }
