-- TR2's receptacles worked with a carried item (TRX detonator.c /
-- detonator_box.c): the gong (226, O_DETONATOR_1) and the detonator box
-- (227, O_DETONATOR_2). Lara standing at it with Action, her hands free,
-- while she carries the item (params.item: key 2's inventory entry) uses
-- it up and works it:
--   mode = "plunger" (the box): it runs its animation; from frame 76 to
--     99 the blast lights the place, at frame 80 the camera jolts and the
--     explosion sounds everywhere (SFX_EXPLOSION_1 105), and its key
--     trigger fires; it stays spent at the end.
--   mode = "gong": the gong stick (params.bonger, 225) is spawned where
--     she stands, facing away from the gong, and strikes it
--     (objects/common/gong_bonger.lua).
-- Her own move is her use-key move here: the originals play the plunger
-- and gong strikes of the misc-animations model (O_LARA_EXTRA), which
-- lara.interact does not play.
-- Source: TRX src/tr2/game/objects/general/detonator.c and detonator_box.c
-- (EXPLOSION_START_FRAME 76, EXPLOSION_END_FRAME 99,
-- EXPLOSION_ACTION_FRAME 80, camera bounce -150, O_KEY_OPTION_2; Lara is
-- aligned to the item's own origin, m_DetonatorPosition (0, 0, 0)).
-- params: item, mode, bonger, sound.
local traps = require("lib.traps")
local interact = require("lara.interact")
local particles = require("lib.particles")

local detonator = {}

--- How near she must be to reach it.
local REACH = 1024
--- The blast's frames and its moment.
local BLAST_FROM, BLAST_TO, BLAST_AT = 76, 99, 80
--- The camera jolt of the blast and its sound (SFX_EXPLOSION_1).
local SHAKE, SOUND = 150, 105
--- TR2's gong stick (O_GONG_BONGER).
local BONGER = 225

function detonator.init(e)
  -- She is aligned onto its own origin to work it (the models stand off
  -- from it), so its body does not push her away.
  e.solid = false
end

--- How many of the item it takes Lara carries.
local function carried(e, lara)
  local inv, item = lara.state.inventory, traps.param(e, "item", nil)
  return (inv and item and inv[item]) or 0, item
end

--- Works it (Lara's use, or a test's).
function detonator.work(e, lara)
  if traps.param(e, "mode", "plunger") == "gong" then
    local yaw = ((lara and lara.yaw or e.yaw) + 32768) % 65536
    local at = lara or e
    world.spawn(traps.param(e, "bonger", BONGER), at.room, at.x, at.y, at.z, yaw)
    e.state.strikes = (e.state.strikes or 0) + 1
  else
    e.state.used = true
    e.awake = true
  end
end

function detonator.collision(e, lara)
  if e.state.used or lara:distance_to(e) > REACH then return end
  local count, item = carried(e, lara)
  if count < 1 then return end
  if interact.start(lara, "key", e, 0) then
    lara.state.inventory[item] = count - 1
    detonator.work(e, lara)
  end
end

--- The blast: the jolt, the sound, and its key trigger fires.
local function blow(e)
  if e.state.blown then return end
  e.state.blown = true
  world.shake(SHAKE)
  world.sound(traps.param(e, "sound", SOUND))
  e.triggered = true
end

function detonator.control(e)
  if not e.state.used then e.awake = false return end
  local f = e.frame
  -- The blast's light (TRX: a dynamic light, here the light-only flash).
  if f >= BLAST_FROM and f <= BLAST_TO then
    world.particles(particles.GUN_FLASH, e.room, e.x, e.y - traps.CLICK, e.z, 1)
  end
  if f >= BLAST_AT then blow(e) end
  local frames = world.anim_info(e.type, e.anim)
  if e.anim_count == 0 or (frames and f >= frames - 1) then
    -- A shorter animation still ends in the blast.
    blow(e)
    e.awake = false
    e:finish()
  end
end

return detonator
