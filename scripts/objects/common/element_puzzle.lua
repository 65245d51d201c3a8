-- TR4's element puzzle basins (ELEMENT_PUZZLE): by OCB a basin for water
-- (0), for oil (1) or for sand (2). Lara pours what it wants into it
-- (lara/use_item.lua: a waterskin, or the pickup a level marks as oil or
-- sand, chosen on the ring); her pour becomes the pour into the basin, and
-- at its weighing frame the basin shows itself filled. Water and sand set
-- off the heavy triggers at the basin; oil waits for her lit torch held to
-- it (standing still before it with Action), which sets it burning and
-- sets off those triggers. The oil or sand poured is used up.
-- Facts from TOMB4 elements.cpp (ElementPuzzleCollision,
-- InitialiseElementPuzzle, ControlElementPuzzle), not its code. OCB 3, the
-- puzzle's end (it douses the room's FLAME_EMITTER2 fires and activates
-- the items of the trigger under it after 150 ticks), is not written: it
-- needs the items a trigger names, which no binding gives yet.
local operated = require("objects.common.operated")
local use_item = require("lara.use_item")
local torch = require("lara.torch")
local particles = require("lib.particles")
local S = require("lara.states")

local element = {}

--- Per OCB: what it takes, its meshes empty and filled (mesh bits,
--- InitialiseElementPuzzle and ElementPuzzleCollision).
element.KINDS = {
  [0] = { takes = "water", empty = 80, filled = 48, triggers = true },
  [1] = { takes = "oil", empty = 65, filled = 3, lights = true },
  [2] = { takes = "sand", empty = 68, filled = 12, triggers = true },
}
--- Where she must stand: across the basin's own width, 200 either side of
--- its near face, in a frame turned her way (ElementPuzzleBounds).
element.REACH_Z = 200
--- Her pour into the basin is weighed at this frame (ANIM_FILLSCALE).
element.FILL_FRAME = 74
--- Her lighting animations from ANIM_LIGHT_TORCH3 (429) up, one per 256
--- of height between her feet and the basin's; the oil catches 16 ticks in.
element.LIGHT_ANIM, element.LIGHT_STEP, element.LIGHT_LAST = 429, 256, 431
element.CATCH_TICK = 16
--- The fire on lit oil: 620 above the basin, its light 768 above, radius
--- 12 × 256, red 192–255, green 96–127 (ControlElementPuzzle), flames
--- every 4 ticks, TR4's SFX_LOOP_FOR_SMALL_FIRES.
element.FIRE = { rise = 620, light_rise = 768, radius = 12 * 256, red = 192, red_range = 64,
                 green = 96, green_range = 32, every = 4, sound = 150 }

function element.init(e)
  local st = e.state
  local k = element.KINDS[e.ocb]
  if st.stage == nil then st.stage = "empty" end
  if k then e.mesh_bits = (st.stage == "empty") and k.empty or k.filled else e.mesh_bits = 0 end
end

--- True when she stands before it (its width, its near face ± REACH_Z,
--- in a frame turned her way).
local function in_place(e, lara)
  local x0, x1, _, _, z0 = e:bounds()
  local box = { x0, x1, z0 - element.REACH_Z, z0 + element.REACH_Z }
  return operated.in_frame(e, lara, box, (lara.yaw - e.yaw) % 65536)
end

--- Filled with what it takes.
local function fill(e, lara, k, p)
  local st = e.state
  st.stage = "filled"
  e.mesh_bits = k.filled
  -- Oil and sand came from a pickup she still carries: used up now.
  local inv = lara.state.inventory
  if p.item and inv and (inv[p.item] or 0) > 0 then inv[p.item] = inv[p.item] - 1 end
  if k.triggers then world.test_triggers(e, "heavy") end
end

--- Her lit torch held to it: her lighting animation by the height between.
local function offer_torch(e, lara)
  local l = lara.state
  if not torch.lit(l) or lara.anim_state ~= S.STOP or lara.gravity then return end
  if not world.pressed(input.ACTION) or not in_place(e, lara) then return end
  local n = math.floor(math.abs(e.y - lara.y) / element.LIGHT_STEP)
  local anim = math.min(element.LIGHT_ANIM + n, element.LIGHT_LAST)
  if torch.hold_to(lara, e, anim) then e.state.stage = "lighting" end
end

function element.collision(e, lara)
  local st = e.state
  local k = element.KINDS[e.ocb]
  if not k then return end
  local p = use_item.pouring(lara)
  if st.stage == "empty" and p and p.what == k.takes then
    if not in_place(e, lara) then return end
    if lara.anim == use_item.ANIMS.POUR then use_item.pour_into(lara) return end
    if lara.frame >= element.FILL_FRAME then fill(e, lara, k, p) end
  elseif st.stage == "filled" and k.lights then
    offer_torch(e, lara)
  elseif st.stage == "lighting" then
    local to, ticks = torch.held_to(lara.state)
    if to ~= e then st.stage = "filled" return end
    if ticks >= element.CATCH_TICK then
      st.stage = "burning"
      world.test_triggers(e, "heavy")
      e.awake = true
    end
  end
end

--- Lit oil burns: flames, a flickering light, the fire's sound.
function element.control(e)
  if e.state.stage ~= "burning" then return end
  local f = element.FIRE
  world.sound(f.sound, e)
  local r = f.red + world.fx_random(f.red_range)
  local g = f.green + world.fx_random(f.green_range)
  world.light(e.room, e.x, e.y - f.light_rise, e.z, r, g, 0, f.radius)
  if world.tick() % f.every == 0 then
    world.particles(particles.FLAME, e.room, e.x, e.y - f.rise, e.z, 1)
  end
end

return element
