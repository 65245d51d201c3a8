-- Meshes knocked off a body (TOMB4 control.cpp ExplodeItemNode): the mesh
-- flies apart in pieces and is gone from the body (its mesh bit cleared,
-- so it is neither drawn nor touches). A shell that does not burst knocks
-- off the mesh it strikes where the body's stats list that mesh in
-- `shell_shatters` (TOMB4 lara1gun.cpp CrossbowHitSwitchType78: a crossbow
-- bolt on the skeleton's shield or sword arm); such a body takes no other
-- harm from the shell.
local particles = require("lib.particles")
local fixed = require("lib.fixed")

local shatter = {}

--- Every mesh shown (the originals' `mesh_bits == -1`).
shatter.ALL = 0xFFFFFFFF
--- Pieces thrown where a mesh flies apart.
shatter.PIECES = 4
--- A striking shell goes on this many steps, an eighth of its flight of a
--- tick each, until it comes inside one of the body's mesh spheres.
shatter.STEPS = 8
--- The eighth of a tick's flight: its figures shifted 3 further.
local STEP_SHIFT = 3

--- True while mesh `mesh` of `e` is shown.
---@param e Entity
---@param mesh integer
---@return boolean
function shatter.shows(e, mesh)
  return (e.mesh_bits >> mesh) & 1 == 1
end

--- Knocks mesh `mesh` off `e`: pieces fly from where it is and `sound`
--- (when given) plays. False when it was already gone.
---@param e Entity
---@param mesh integer
---@param sound? integer
---@return boolean
function shatter.mesh(e, mesh, sound)
  if not shatter.shows(e, mesh) then return false end
  local x, y, z = e:mesh_point(mesh, 0, 0, 0)
  world.particles(particles.BODY_PIECES, e.room, x, y, z, shatter.PIECES)
  if sound then world.sound(sound, e) end
  e.mesh_bits = e.mesh_bits & ~(1 << mesh)
  return true
end

--- Knocks off every shown mesh of `e` in `mask` (TRX tr1
--- exploding_death.c Effect_ExplodingDeath: each flies apart where it is
--- and its bit is cleared). Returns true when no mesh of the model is
--- left shown.
---@param e Entity
---@param mask integer
---@return boolean
function shatter.meshes(e, mask)
  local count = 0
  while count < 32 and world.model_mesh(e.type, count) do count = count + 1 end
  for mesh = 0, count - 1 do
    if (mask >> mesh) & 1 == 1 then shatter.mesh(e, mesh) end
  end
  return e.mesh_bits & ((1 << count) - 1) == 0
end

local spheres = {}

--- The mesh of `t` a shell flying along `shot` (its yaw, pitch and speed)
--- comes inside first, stepping on from (x, y, z) an eighth of its flight
--- of a tick at a time; nil when it meets none.
local function mesh_struck(t, shot, x, y, z)
  local n = t:spheres(spheres)
  local level = (shot.speed * fixed.cos(shot.pitch)) // 16384
  local sx, sz = fixed.step_shr(shot.yaw, level, STEP_SHIFT)
  local sy = fixed.shr(shot.speed * fixed.sin(-shot.pitch), 14 + STEP_SHIFT)
  for _ = 1, shatter.STEPS do
    x, y, z = x + sx, y + sy, z + sz
    for i = 0, n - 1 do
      local k = 4 * i
      local dx, dy, dz = spheres[k + 1] - x, spheres[k + 2] - y, spheres[k + 3] - z
      local r = spheres[k + 4]
      if dx * dx + dy * dy + dz * dz < r * r then return i end
    end
  end
  return nil
end

--- A shell that does not burst striking body `t` at (x, y, z): where `t`'s
--- stats have `shell_shatters` ({ meshes = {index…}, sound? }), the mesh
--- it comes inside first is knocked off when listed, and true is returned
--- (the shell does nothing else to it); otherwise false.
---@param t Entity
---@param shot table the shell's flight: yaw, pitch, speed
---@return boolean
function shatter.by_shell(t, shot, x, y, z)
  local st = t.state.ai and t.state.ai.stats
  local rule = st and st.shell_shatters
  if not rule then return false end
  local mesh = mesh_struck(t, shot, x, y, z)
  for _, m in ipairs(rule.meshes) do
    if m == mesh then
      shatter.mesh(t, mesh, rule.sound)
      break
    end
  end
  return true
end

return shatter
