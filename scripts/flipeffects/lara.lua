-- Flipeffects that act on Lara or on the caller's meshes: back to normal,
-- hands free, the cutscene gun draws and shots, the mesh swaps, the hair.
-- Mesh numbers are Lara's skeleton's, the same in every game (TRX libtrx
-- game/lara/enum.h LM_*).
local S = require("lara.states")
local guns = require("lara.guns")
local lara_fx = {}

lara_fx.THIGH_RIGHT, lara_fx.THIGH_LEFT = 1, 4
lara_fx.HAND_RIGHT, lara_fx.HAND_LEFT = 10, 13
--- PISTOLS_ANIM: the pistols' animation model, type 1 in every game (§9.9).
lara_fx.PISTOLS = 1
--- How many meshes a whole-body swap looks at, at most (Lara has 15; a
--- cutscene actor a few more).
local MAX_MESHES = 64
--- Ticks a cutscene shot's muzzle flash shows (the originals' flash_gun = 3).
local SHOT_FLASH_TICKS = 3

--- The entity a LARA_ effect works on: Lara (the originals' LARA_ effect
--- routines act on lara_item whatever item calls them).
local function lara() return world.lara() end

--- Swaps `mesh` of `e` with the same mesh of model `type`, or back when it
--- is swapped already: the originals exchange the two objects' mesh
--- pointers, so a second call undoes the first.
function lara_fx.toggle(e, mesh, type)
  if e:mesh_of(mesh) then
    e:mesh_swap(mesh)
  else
    local id = world.model_mesh(type, mesh)
    if id then e:mesh_swap(mesh, id) end
  end
end

--- LARA_NORMAL: standing still in free control, chase camera (after a
--- cutscene or a scripted move).
function lara_fx.normal()
  local e = lara()
  if not e then return end
  local l = e.state
  local stop = l.anims and l.anims.stop or 11
  e:set_anim(stop)
  e.goal_state = S.STOP
  e.speed, e.fall_speed = 0, 0
  world.look_at(nil)
end

--- LARA_HANDSFREE: the guns are no longer out (holster and draw aborted),
--- the meshes stay as they are.
function lara_fx.hands_free()
  local e = lara()
  if e and e.state.guns then guns.empty_hands(e, e.state) end
end

--- DRAW_RIGHTGUN / DRAW_LEFTGUN: the pistol moves between the caller's
--- holster (thigh) and hand, both swapped with PISTOLS_ANIM's meshes.
function lara_fx.draw_gun(side)
  local thigh = side == "left" and lara_fx.THIGH_LEFT or lara_fx.THIGH_RIGHT
  local hand = side == "left" and lara_fx.HAND_LEFT or lara_fx.HAND_RIGHT
  return function(caller)
    local e = caller or lara()
    if not e then return end
    lara_fx.toggle(e, thigh, lara_fx.PISTOLS)
    lara_fx.toggle(e, hand, lara_fx.PISTOLS)
  end
end

--- SHOOT_RIGHTGUN / SHOOT_LEFTGUN: Lara's muzzle flash on that side.
function lara_fx.shoot_gun(side)
  return function()
    local e = lara()
    if e and e.state.guns then guns.flash(e, e.state, side, SHOT_FLASH_TICKS) end
  end
end

--- MESH_SWAPn: every mesh of the caller swapped with model `type`'s (where
--- that model has one), or back on the next call.
function lara_fx.swap_all(type)
  return function(caller)
    local e = caller or lara()
    if not e then return end
    for i = 0, MAX_MESHES - 1 do
      if not world.model_mesh(type, i) and not e:mesh_of(i) then break end
      lara_fx.toggle(e, i, type)
    end
  end
end

--- One mesh of Lara's swapped with model `type`'s, or back (SWAP_CROWBAR).
function lara_fx.toggle_mesh(mesh, type)
  return function()
    local e = lara()
    if e then lara_fx.toggle(e, mesh, type) end
  end
end

--- One mesh of Lara's set to model `type`'s (nil: her own) (POURSWAP_ON/OFF).
function lara_fx.set_mesh(mesh, type)
  return function()
    local e = lara()
    if not e then return end
    local id = type and world.model_mesh(type, mesh)
    if type and not id then return end
    e:mesh_swap(mesh, id)
  end
end

--- RESET_HAIR: Lara's ponytail starts again from hanging at rest.
function lara_fx.reset_hair()
  local e = lara()
  if e then world.reset_hair(e) end
end

--- DYN_ON / DYN_OFF (TR2, TR3): the originals set the caller's
--- dynamic_light flag; kept on the caller for the renderer's lighting.
function lara_fx.dynamic_light(on)
  return function(caller)
    if caller then caller.state.dynamic_light = on end
  end
end

return lara_fx
