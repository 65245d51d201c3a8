-- Builds a TR4 or TR5 catalogue from that game's name list (names_tr4.lua,
-- names_tr5.lua: id -> the original's object NAME). Both games give the same object
-- the same name under different ids, so behaviours are wired once, here, by
-- name; an item a keyhole takes or a pickup gives is looked up by name in
-- the same game. Every id gets an entry: the rules below give it a
-- behaviour, anything unmatched stays "inert" under its name. Per-game
-- differences are passed in as `overrides` (NAME -> entry fields). An entry
-- may carry a `note` (why it is inert, what an unplaced slot is for), which
-- check-scripts --coverage prints. The product is the catalogue shape of
-- every game (objects/catalogue.lua): { id, name, behaviour, params, note }
-- keyed by id.
--
-- The TR4/TR5 traps and emitters are wired by name in objects/tr45/traps.lua
-- (behaviour, params, note), the puzzle mechanisms and set pieces in
-- objects/tr45/mechanisms.lua, the lights in objects/tr45/lights.lua, TR4's vehicles in
-- objects/tr45/vehicles.lua; the slots never placed
-- as entities, with what each is for, in objects/tr45/unplaced.lua.
-- The creatures are wired by each game's own file (objects/tr4.lua,
-- objects/tr5.lua).
local entries = require("objects.catalogue")
local catalogue = {}

-- Bridge slopes in clicks per sector (objects/common/bridge.lua).
local FLAT, TILT1, TILT2 = 0, 1, 2

local function set_of(list)
  local s = {}
  for _, v in ipairs(list) do s[v] = true end
  return s
end

-- Models the player's scripts borrow (gun, crowbar and torch animation
-- models, skin, joints, holsters, speech heads, mesh swaps, hair): never
-- placed (lara.part), as TR1's ids 1-5.
local LARA_PARTS = { "_ANIM$", "^LARA_SKIN", "^LARA_SCREAM$", "^LARA_%u+_LASER$",
                     "^LARA_HOLSTERS", "^LARA_SPEECH_HEAD%d$", "^LARA_%u+_MESH%d?$", "^HAIR$" }
local UNPLACED = set_of({ "SKY_GRAPHICS", "DEFAULT_SPRITES", "MISC_SPRITES", "HORIZON",
                          "BINOCULAR_GRAPHICS", "TARGET_GRAPHICS" })

-- Everything Lara takes into her inventory by bending for it: weapons, ammo,
-- medipacks, tools, quest items, examines, waterskins, maps (the inventory
-- entry is the pickup's own type, as in TR1).
local PICKUP_NAMES = set_of({
  "PISTOLS_ITEM", "UZI_ITEM", "SHOTGUN_ITEM", "CROSSBOW_ITEM", "GRENADE_GUN_ITEM",
  "SIXSHOOTER_ITEM", "HK_ITEM", "REVOLVER_ITEM", "BIGMEDI_ITEM", "SMALLMEDI_ITEM",
  "LASERSIGHT_ITEM", "BINOCULARS_ITEM", "SILENCER_ITEM", "FLARE_INV_ITEM",
  "CROWBAR_ITEM", "BURNING_TORCH_ITEM", "MINE_DETECTOR", "MAP", "SECRET_MAP",
  "BOTTLE", "CLOTH", "WET_CLOTH", "COSH", "HAMMER_ITEM",
})
local PICKUP_PATTERNS = { "_AMMO%d?_ITEM$", "^PUZZLE_ITEM%d+$", "^KEY_ITEM%d+$",
                          "^PICKUP_ITEM%d+$", "^EXAMINE%d$", "^QUEST_ITEM%d$",
                          "^WATERSKIN%d_", "^CLOCKWORK_BEETLE", "_COMBO%d$" }

--- Flares in a box of flares (TOMB4/TOMB5 num_flares += 12).
local FLARE_BOX = 12

-- Doors opened by their trigger.
local DOORS = { "^DOOR_TYPE%d$", "^CLOSED_DOOR%d$", "^LIFT_DOORS%d$", "^SEQUENCE_DOOR1$" }
-- Switches and doors Lara works with moves of her own (TOMB4/TOMB5
-- switch.cpp, door.cpp): objects/common/lara_switch.lua (she jumps up to
-- the jump switch, levers the crowbar switch with the crowbar she carries,
-- pulls the pulley its OCB's count of times, pushes the turn switch round)
-- and objects/common/lara_door.lua (she pulls or pushes, kicks, pushes both
-- leaves of, or swims open the door). NAME -> params (a function of the
-- game's NAME -> id table).
local LARA_MOVES = {
  JUMP_SWITCH = { "objects.common.lara_switch", { kind = "jump" } },
  CROWBAR_SWITCH = { "objects.common.lara_switch", function(id_of)
    return { kind = "crowbar", needs = id_of.CROWBAR_ITEM }
  end },
  PULLEY = { "objects.common.lara_switch", { kind = "pulley" } },
  TURN_SWITCH = { "objects.common.lara_switch", { kind = "turn" } },
  PUSHPULL_DOOR1 = { "objects.common.lara_door", { kind = "pushpull" } },
  PUSHPULL_DOOR2 = { "objects.common.lara_door", { kind = "pushpull" } },
  KICK_DOOR1 = { "objects.common.lara_door", { kind = "kick" } },
  KICK_DOOR2 = { "objects.common.lara_door", { kind = "kick" } },
  UNDERWATER_DOOR = { "objects.common.lara_door", { kind = "underwater" } },
  DOUBLE_DOORS = { "objects.common.lara_door", { kind = "double" } },
}
-- Floor-level trapdoors, and the floor and ceiling trapdoors Lara opens from
-- above or climbs up through (TOMB4 gives all three the same control;
-- SCALING_TRAPDOOR gets no routine there and stays inert).
local TRAPDOORS = { "^TRAPDOOR%d$", "^FLOOR_TRAPDOOR%d$", "^CEILING_TRAPDOOR%d$" }
-- Switches pulled with the plain switch move.
local SWITCHES = { "^SWITCH_TYPE%d$", "^UNDERWATER_SWITCH%d$", "^LEVER_SWITCH$",
                   "^SEQUENCE_SWITCH%d$", "^AIRLOCK_SWITCH$" }
local ANIMATINGS = { "^ANIMATING%d+$", "^WATERFALL%d$", "^FISHTANK$", "^WATERFALLSS%d$" }

-- Wiring by name, from several tables (a name must appear in one only).
local TRAPS = {}
for _, part in ipairs({ "traps", "mechanisms", "lights", "vehicles" }) do
  for name, entry in pairs(require("objects.tr45." .. part)) do
    assert(TRAPS[name] == nil, "objects/tr45: " .. name .. " is wired twice")
    TRAPS[name] = entry
  end
end
local UNPLACED_NOTES = require("objects.tr45.unplaced")

local function any(name, patterns)
  for _, p in ipairs(patterns) do
    if name:find(p) then return true end
  end
  return false
end

--- The behaviour, params and note of `name` (params may need other ids:
--- `id_of`).
local function wire(name, id, id_of)
  if name == "LARA" then return "lara.player" end
  local t = TRAPS[name]
  if t then
    local params = t.params
    if type(params) == "function" then params = params(id_of) end
    return t.behaviour, params, t.note
  end
  local mv = LARA_MOVES[name]
  if mv then
    local params = mv[2]
    if type(params) == "function" then params = params(id_of) end
    return mv[1], params
  end
  for _, u in ipairs(UNPLACED_NOTES) do
    if name:find(u[1]) then return "objects.common.unplaced", nil, u[2] end
  end
  if name:find("_MIP$") or UNPLACED[name] then return "objects.common.unplaced" end
  if any(name, LARA_PARTS) then return "lara.part" end
  -- Lara's crossbow bolt and grenade in flight (weapons/projectile.lua,
  -- figures in weapons/tr4.lua): spawned by her guns, never placed.
  if name == "CROSSBOW_BOLT" or name == "GRENADE" then return "weapons.projectile" end
  -- The torch she carries in her left hand (objects/common/torch.lua,
  -- lara/torch.lua), wearing TORCH_ANIM's hand mesh.
  if name == "BURNING_TORCH_ITEM" then return "objects.common.torch", { arm = id_of.TORCH_ANIM } end
  if PICKUP_NAMES[name] or any(name, PICKUP_PATTERNS) then
    -- A box of flares holds twelve (TOMB4/TOMB5 pickup of FLARE_INV_ITEM).
    if name == "FLARE_INV_ITEM" then return "objects.common.pickup", { item = id, count = FLARE_BOX } end
    return "objects.common.pickup", { item = id }
  end
  -- A flare lying in the level: a spare one gives a flare; one burning
  -- (thrown by her) goes back into her hand (objects/common/flare.lua).
  if name == "FLARE_ITEM" then return "objects.common.flare", { item = id_of.FLARE_INV_ITEM } end
  local n = name:match("^KEY_HOLE(%d+)$")
  if n then return "objects.common.keyhole", { item = id_of["KEY_ITEM" .. n] } end
  n = name:match("^PUZZLE_HOLE(%d+)$")
  if n then return "objects.common.keyhole", { item = id_of["PUZZLE_ITEM" .. n], kind = "puzzle" } end
  -- A hole placed already filled: takes nothing (keyhole params.done).
  n = name:match("^PUZZLE_DONE(%d+)$")
  if n then
    return "objects.common.keyhole", { item = id_of["PUZZLE_ITEM" .. n], kind = "puzzle", done = true }
  end
  if any(name, DOORS) then return "objects.common.door" end
  if any(name, TRAPDOORS) then return "objects.common.trapdoor" end
  if any(name, SWITCHES) then return "objects.common.switch" end
  if name:find("^PUSHABLE_OBJECT%d$") then return "objects.common.pushable_block" end
  if name == "BRIDGE_FLAT" then return "objects.common.bridge", { tilt = FLAT } end
  if name == "BRIDGE_TILT1" then return "objects.common.bridge", { tilt = TILT1 } end
  if name == "BRIDGE_TILT2" then return "objects.common.bridge", { tilt = TILT2 } end
  -- Rolls along its heading once triggered (TR1's roll) and crushes Lara
  -- it meets while it moves, else stands solid (TOMB4 RollingBallCollision).
  if name == "ROLLINGBALL" then return "objects.common.boulder", { death = "boulder", crushes_while = "moving" } end
  -- A floor tile that shakes under Lara and drops (TOMB4 FallingBlock).
  if name == "FALLING_BLOCK" or name == "FALLING_BLOCK2" then return "objects.common.falling_block" end
  -- The OCB-shaped fire or jet (flame_emitter.lua reads the OCB);
  -- FLAME_EMITTER2/3 are other routines (objects/tr45/traps.lua).
  if name == "FLAME_EMITTER" then return "objects.common.flame_emitter" end
  if any(name, ANIMATINGS) then return "objects.common.animating" end
  return "inert"
end

--- The catalogue of a game: `names` id -> NAME (0..n-1, no gaps),
--- `overrides` NAME -> { behaviour = ..., params = ..., note = ... } for
--- that game alone.
---@param names table<integer, string>
---@param overrides table<string, table>|nil
---@return table<integer, CatalogueEntry>
function catalogue.build(names, overrides)
  local id_of = {}
  for id, name in pairs(names) do id_of[name] = id end
  local list = {}
  for id = 0, #names do
    local name = names[id]
    local behaviour, params, note = wire(name, id, id_of)
    local o = overrides and overrides[name]
    if o then behaviour, params, note = o.behaviour, o.params, o.note end
    list[#list + 1] = { id = id, name = name, behaviour = behaviour, params = params, note = note }
  end
  return entries.list(list)
end

return catalogue
