-- TR1's Midas hand (Palace Midas): an invisible object on the statue's
-- palm. Lara standing still within its reach turns to gold and dies; with
-- Action she lays a lead bar on it instead, and takes back a gold bar (the
-- level's puzzle item). Facts from TRX (midas_touch.c, Lara_State_DieMidas):
-- reach 2 clicks across and 3 up or down, the place-bar animation 0 and
-- the gold death animation 1 of the "Lara misc" model, the gold bar handed
-- over at frame 113 of the place-bar animation.
local interact = require("lara.interact")
local damage = require("lara.damage")
local S = require("lara.states")

local midas = {}

--- Defaults; a catalogue entry's params override them.
midas.DEFAULTS = {
  reach_across = 512, -- 2 clicks either way along x and z
  reach_up = 768,     -- 3 clicks either way along y
  extra_model = 5,    -- "Lara misc": the animations Lara borrows here
  place_anim = 0,     -- she lays the bar on the palm
  gold_frame = 113,   -- frame of place_anim at which the gold bar is hers
  lead_bar = 126,     -- the item she lays down (its inventory entry)
  gold_bar = 110,     -- the item she takes back (Puzzle 1)
  -- Where she can lay it from: this far across, and this far below the palm
  -- (she reaches up to it).
  use_across = 700,
  use_below = { 284, 996 },
}

local function param(e, key)
  local p = e.params
  if p and p[key] ~= nil then return p[key] end
  return midas.DEFAULTS[key]
end

---@param e Entity
function midas.init(e)
  e.visible = false
  e.targetable = false
end

--- True while Lara is within the hand's reach.
local function within(e, lara)
  local across, up = param(e, "reach_across"), param(e, "reach_up")
  return math.abs(lara.x - e.x) < across and math.abs(lara.z - e.z) < across
      and math.abs(lara.y - e.y) < up
end

--- True when she stands where she can lay a bar on the palm.
local function can_reach(e, lara)
  local across, below = param(e, "use_across"), param(e, "use_below")
  local down = lara.y - e.y
  return math.abs(lara.x - e.x) <= across and math.abs(lara.z - e.z) <= across
      and down >= below[1] and down <= below[2]
end

---@param e Entity
---@param lara Entity
function midas.collision(e, lara)
  local l = lara.state
  -- Laying the bar: the gold bar is hers at the frame the original gives.
  if lara.anim_state == S.USE_MIDAS and l.using == e then
    if lara.frame >= param(e, "gold_frame") then
      local inv = l.inventory or {}
      l.inventory = inv
      local gold = param(e, "gold_bar")
      inv[gold] = (inv[gold] or 0) + 1
      l.using = nil
    end
    return
  end
  if lara.gravity or lara.anim_state ~= S.STOP or lara.health <= 0 then return end
  -- Standing still by it is the gold death, whatever she carries.
  if within(e, lara) then damage.kill(lara, "midas") return end
  local lead = param(e, "lead_bar")
  local inv = l.inventory
  local carried = inv and inv[lead] or 0
  if carried > 0 and interact.ready(lara) and can_reach(e, lara) then
    local anim = param(e, "place_anim")
    local extra = param(e, "extra_model")
    if world.anim_info(extra, anim) == nil then return end
    inv[lead] = carried - 1
    l.using = e
    lara:set_anim(anim, 0, extra)
    lara.goal_state = S.USE_MIDAS
  end
end

return midas
