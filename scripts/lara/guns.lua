-- Lara's guns: what the originals' gun control does each
-- tick after her collision (TRX tr1 gun/gun.c Gun_Control): the muzzle
-- flashes fade; dead, her hands are empty at once; where the guns may be
-- out, a gun asked for (the ring, an empty gun asking for the pistols) is
-- drawn once the one in hand is away, and the Draw key, as long as it is
-- held, draws the guns or puts them away; in water a gun that is ready is
-- put away. Then the phase in progress plays its routine: the pistol
-- types' (lara/gun_pistols.lua), TR1's shotgun's (lara/gun_rifle.lua) or
-- the later games' guns' (lara/gun_frames.lua), as the weapon's `routine`
-- says. Targets and aim: lara/aim.lua; a round: lara/shot.lua; where the
-- guns show on her: lara/gun_meshes.lua. While the guns are out, Action
-- fires instead of grabbing.
--
-- Later games' guns add a second stance of the arms (under water, on the
-- move), reloads, rifles slung on her back, launchers whose rounds fly
-- (weapons/projectile.lua), and the harpoon gun drawn under water, where
-- no other gun may be. TR4's and TR5's add ammunition kinds (each with
-- its own rounds, chosen on the ring), holster models worn at her thighs,
-- a laser sight or scope to shoot through (lara/gunsight.lua) and the HK's
-- firing modes.
local S = require("lara.states")
local body = require("lara.body")
local rounds = require("lara.rounds")
local meshes = require("lara.gun_meshes")
local shot = require("lara.shot")
local pistols = require("lara.gun_pistols")
local rifle = require("lara.gun_rifle")
local frames = require("lara.gun_frames")
local fixed = require("lib.fixed")
local tables = require("weapons.tables").current

local guns = {}

--- Raises a sighted gun's sight when Look asks for it (lara/gunsight.lua's
--- `enter`, put here by lara/player.lua: the sight builds on the guns, not
--- the guns on the sight). True when the sight came up.
---@type fun(e: Entity, l: table): boolean
guns.raise_sight = function() return false end

--- The game's weapon tables (weapons/trN.lua).
---@return table
function guns.tables() return tables() end

--- Each weapon's routine by the name its table gives (`routine`; the
--- later games' frame rule when it names none).
local ROUTINES = { pistols = pistols, rifle = rifle, frames = frames }
local function routine(w) return ROUTINES[w.routine] or frames end

--- States in which the guns may be out (standing, moving on foot, jumps).
local ARMED = {}
for _, s in ipairs({ S.STOP, S.WALK, S.RUN, S.TURN_LEFT, S.TURN_RIGHT, S.FAST_TURN, S.BACK,
                     S.STEP_LEFT, S.STEP_RIGHT, S.FAST_BACK, S.COMPRESS, S.FORWARD_JUMP,
                     S.BACK_JUMP, S.LEFT_JUMP, S.RIGHT_JUMP, S.UP_JUMP, S.FAST_FALL, S.LAND, S.HIT }) do
  if s then ARMED[s] = true end
end

--- States in which a gun made for water (the harpoon gun) may be out:
--- swimming under water and at the surface.
local SWIMMING = {}
for _, s in ipairs({ S.SWIM, S.GLIDE, S.TREAD, S.SURF_TREAD, S.SURF_SWIM, S.SURF_BACK,
                     S.SURF_LEFT, S.SURF_RIGHT }) do
  if s then SWIMMING[s] = true end
end

--- Lara's arms: the first mesh and the count of each.
local ARMS = { right = { first = 8, count = 3 }, left = { first = 11, count = 3 } }
local SIDES = { "right", "left" }

--- Her head comes back to straight ahead by an eighth a tick, at once
--- within half this (Lara_HandleAboveWater: HEAD_TURN, 4°); her torso
--- follows it.
local HEAD_TURN = 4 * fixed.DEGREE

--- An arm: its frame of the gun's animation model, its aim angles (16-bit,
--- yaw and pitch up positive), lock, flash ticks left, whether its hand
--- holds the gun, whether its gun rattles (lara/gun_pistols.lua); the
--- later games' rule adds its phase ("aim", "recoil", "reload"), stance
--- ("high", or "low": the gun's second stance), a reload owed and whether
--- it is on its way to the holster.
local function new_arm()
  return { frame = 0, yaw = 0, pitch = 0, lock = false, flash = 0, holding = false,
           rattling = false, phase = "aim", stance = "high", reload = false, leaving = false }
end

--- The guns' own fields, filled where a state from before lacks them.
local function complete(g)
  g.request = g.request or false
  g.head = g.head or { x = 0, y = 0 }
  g.torso = g.torso or { x = 0, y = 0 }
  g.target_yaw, g.target_pitch = g.target_yaw or 0, g.target_pitch or 0
  g.targets = g.targets or {}
  g.draw_held = nil
end

---@param e Entity
function guns.init(e, l)
  local W = tables()
  l.inventory = l.inventory or {}
  l.guns = l.guns or { status = "holstered", kind = W.default, ammo = {}, right = new_arm(),
                       left = new_arm(), target = false }
  complete(l.guns)
  -- Every game starts Lara with her pistols.
  local pistols_item = W[W.default]
  if pistols_item and l.inventory[pistols_item.item] == nil then l.inventory[pistols_item.item] = 1 end
  guns.dress(e, l)
end

--- The weapon in hand (or chosen), its table.
function guns.weapon(l) return tables()[l.guns.kind] end

--- True while her hands are free (guns holstered).
function guns.hands_free(l) return not l.guns or l.guns.status == "holstered" end

--- Meshes for the guns' place (lara/gun_meshes.lua).
guns.dress = meshes.dress
--- A muzzle flash at a hand for some ticks (lara/gun_meshes.lua).
guns.flash = meshes.flash

--- Puts the guns away: at once (`instantly`, when her hands are needed)
--- or by playing the holster frames.
function guns.put_away(e, l, instantly)
  local g = l.guns
  if g.status == "holstered" then return end
  if not instantly then
    if g.status == "ready" then g.status = "holstering" end
    return
  end
  meshes.clear_flashes(e, g)
  meshes.face(e, false)
  g.status, g.target = "holstered", false
  g.right, g.left = new_arm(), new_arm()
  guns.dress(e, l)
  guns.pose(e, l)
end

--- Empties her hands at once without holstering (LARA_HANDSFREE, her
--- death): the guns are no longer out, but the meshes stay as they are
--- (TRosettaStone 3 §9.9: a weapon model's mesh swap is not swapped back).
function guns.empty_hands(e, l)
  local g = l.guns
  if not g then return end
  meshes.clear_flashes(e, g)
  g.status, g.target = "holstered", false
  g.right, g.left = new_arm(), new_arm()
  guns.pose(e, l)
end

--- Rounds left of the weapon, of its chosen kind (nil: infinite).
---@param l table her state
---@param name string
---@return integer?
function guns.rounds(l, name) return rounds.left(tables(), l, name) end

--- Takes `count` rounds of gun `name`'s chosen kind (lara/shot.lua): false
--- (a click, her pistols asked for) when it is empty.
guns.take_rounds = shot.take

--- The weapon table a shot of gun `name` fires as: its chosen kind's.
---@param l table her state
---@param name string
---@return table
function guns.armed_as(l, name) return rounds.armed_as(tables(), l, name) end

--- The kinds of gun `name` she may choose between on the ring (lara/rounds.lua).
---@param l table her state
---@param name string
---@return string[]
function guns.kinds_carried(l, name) return rounds.kinds_carried(tables(), l, name) end

--- Rounds of gun `name` that pickup `ammo_item` stands for.
---@param l table her state
---@param name string
---@param ammo_item integer
---@return integer
function guns.rounds_for(l, name, ammo_item) return rounds.rounds_for(tables(), l, name, ammo_item) end

--- A shot of a gun with a `cadence` counted (lara/rounds.lua).
guns.count_shot = rounds.count_shot

--- The shot's sound (lara/shot.lua).
guns.shot_sound = shot.sound_of

--- Lays the arms, torso and head over her animation.
function guns.pose(e, l)
  local g, W = l.guns, tables()
  local w = W[g.kind]
  local M = W.meshes
  if g.status == "holstered" or not w then
    e:clear_limb(ARMS.right.first)
    e:clear_limb(ARMS.left.first)
  elseif world.has_object(w.anim_model) then
    -- A level without the gun's animation model (TR5's test level has no
    -- HK) leaves her arms to her own animation.
    for _, side in ipairs(SIDES) do
      local a = g[side]
      e:set_limb(ARMS[side].first, ARMS[side].count, w.anim_model, a.frame, a.pitch, a.yaw)
    end
  end
  e:turn_joint(M.torso, g.torso.x, g.torso.y, 0)
  e:turn_joint(M.head, g.head.x, g.head.y, 0)
end

--- Chooses the weapon to draw next: at once while her hands are free,
--- else asked for (drawn once the one in hand is away).
function guns.select(e, l, name)
  local W = tables()
  if not W[name] or not l.inventory[W[name].item] then return false end
  if l.guns.status ~= "holstered" then
    l.guns.request = name
    return true
  end
  l.guns.kind = name
  guns.dress(e, l)
  return true
end

--- Asks for the chosen weapon to be drawn (the inventory ring closing
--- after a gun was chosen): the guns' next tick starts the draw, when her
--- hands are free and she owns it.
function guns.draw(e, l)
  local g, w = l.guns, guns.weapon(l)
  if not w or g.status ~= "holstered" or not l.inventory[w.item] then return false end
  g.request = g.kind
  return true
end

--- A pickup of `item`: a gun (with its rounds) or ammunition for one.
--- True when it was a weapon thing.
function guns.picked_up(e, l, item)
  local W = tables()
  for _, name in ipairs(W.order) do
    local w = W[name]
    local kind
    for _, k in ipairs(w.kinds or {}) do
      if k.ammo_item == item then kind = k end
    end
    if item == w.item or item == w.ammo_item or kind then
      if not w.infinite then
        local key = rounds.key(name, w, kind or (w.kinds and w.kinds[1]))
        l.guns.ammo[key] = (l.guns.ammo[key] or 0) + ((kind and kind.ammo) or w.ammo)
      end
      if item == w.item then
        l.inventory[item] = 1
        if l.guns.status == "holstered" then guns.select(e, l, name) end
      end
      guns.dress(e, l)
      return true
    end
  end
  return false
end

--- True when the water lets gun `w` be out: on land; wading while the
--- water is below the gun; swimming, only a gun made for water (the
--- harpoon gun).
local function water_allows(e, l, w)
  if e.water == "land" then return true end
  if e.water == "wade" then
    local surface = world.water(e.room, e.x, e.y, e.z)
    return w.underwater == true or not surface or e.y - surface < w.shot_height
  end
  return w.underwater == true and SWIMMING[e.anim_state] == true
end

--- True while her state leaves her hands to the guns: on land and wading,
--- the states of ARMED (and the wade); swimming, those of SWIMMING.
local function hands_for_guns(e)
  if e.water == "land" then return ARMED[e.anim_state] == true end
  if e.water == "wade" then return ARMED[e.anim_state] == true or e.anim_state == S.WADE end
  return SWIMMING[e.anim_state] == true
end

--- Her head comes back towards straight ahead, her torso with it (what
--- her own control does before the guns', Lara_HandleAboveWater).
local function settle(v)
  if v > -HEAD_TURN // 2 and v < HEAD_TURN // 2 then return 0 end
  return v - fixed.div(v, 8)
end
local function settle_head(g)
  g.head.x, g.head.y = settle(g.head.x), settle(g.head.y)
  g.torso.x, g.torso.y = g.head.x, g.head.y
end

--- True when Draw (held) or a gun asked for wants the guns drawn or put
--- away this tick; a gun asked for while her hands are free becomes the
--- one in hand.
local function wants_draw(e, l)
  local g = l.guns
  local asked = g.request
  if asked and (asked ~= g.kind or g.status == "holstered") then
    if g.status == "holstered" then
      g.kind, g.request = asked, false
      g.right, g.left, g.target = new_arm(), new_arm(), false
      guns.dress(e, l)
      return true
    end
    return g.status == "ready"
  end
  if body.held(input.DRAW) then
    g.request = false
    return true
  end
  return false
end

--- One tick of the guns, after her state's control and collision.
---@param e Entity
function guns.control(e, l)
  local g, W = l.guns, tables()
  if not W[g.kind] then return end
  meshes.fade_flashes(e, g)
  settle_head(g)
  if e.health <= 0 or l.dead then
    if g.status ~= "holstered" then guns.empty_hands(e, l) end
    body.action_free = true
    return
  end
  local water_ok = water_allows(e, l, W[g.kind])
  if water_ok and not hands_for_guns(e) then
    guns.put_away(e, l, true)
    body.action_free = true
    return
  end
  local draw
  if water_ok then draw = wants_draw(e, l) else draw = g.status == "ready" end
  local w = W[g.kind]
  local r = routine(w)
  if draw and l.inventory[w.item] then
    if g.status == "holstered" then
      g.status = "drawing"
      g.right.frame, g.left.frame = r.first_frame(w), r.first_frame(w)
    elseif g.status == "ready" then
      g.status = "holstering"
    end
  end
  -- Look with a sighted gun ready raises its sight (lara/gunsight.lua).
  if g.status == "ready" and guns.raise_sight(e, l) then
    body.action_free = false
    return
  end
  if g.status == "drawing" then
    r.draw(e, l, w)
  elseif g.status == "holstering" then
    meshes.face(e, false)
    r.undraw(e, l, w)
  elseif g.status == "ready" then
    local action = body.trigger()
    local left = guns.rounds(l, g.kind)
    meshes.face(e, action, left == nil or left > 0)
    r.control(e, l, w, action)
  end
  guns.pose(e, l)
  body.action_free = g.status == "holstered"
end

return guns
