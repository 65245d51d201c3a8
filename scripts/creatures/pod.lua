-- Shells that release a creature (TR1 163 mutant egg, 181 big egg, 161 the
-- centaur's statue). Once running, a shell breaks open when Lara comes
-- within its reach (on every axis for eggs; around it and within its
-- height for the statue), at once for a big egg or an egg a one-shot
-- trigger woke. It bursts (its shell's meshes fly apart, no harm to Lara:
-- TRX tr1 pod.c, statue.c), stops being collidable, and the creature it holds appears where it stood, facing
-- its way, and starts hunting. An egg's creature comes from its placed
-- activation mask (read at load, then cleared so triggers see an empty
-- mask), the statue's from its stats; an egg plays its opening
-- animation and then stops, the statue vanishes.
local stats = require("creatures.stats")
local creature = require("ai.creature")
local atlantean = require("creatures.atlantean")
local shatter = require("weapons.shatter")

local pod = {}

function pod.init(e)
  if not e.state.shell then
    e.state.shell = { code = e.mask, hatched = false }
    e.mask = 0
    local meshes = stats.of(e).meshes
    if meshes then e.mesh_bits = meshes.closed end
  end
end

--- True when Lara is within the shell's reach.
local function lara_near(e, st)
  local lara = world.lara()
  if not lara then return false end
  local dx, dy, dz = lara.x - e.x, lara.y - e.y, lara.z - e.z
  if math.abs(dy) >= st.height then return false end
  if st.round then return dx * dx + dz * dz < st.reach * st.reach end
  return math.abs(dx) < st.reach and math.abs(dz) < st.reach
end

--- The creature type this shell holds.
local function hatchling(e, st)
  if st.release then return st.release end
  return st.hatchlings[e.state.shell.code] or st.hatchling
end

local function hatch(e, st)
  local shell = e.state.shell
  shell.hatched = true
  e.collidable = false
  e.solid = false
  -- An egg shows its opening meshes and its shell's fly apart; the
  -- statue flies apart whole, with the blast's sound.
  local meshes = st.meshes
  if meshes then e.mesh_bits = meshes.open end
  shatter.meshes(e, meshes and meshes.burst or shatter.ALL)
  if st.sound then world.sound(st.sound, e) end
  local kind = hatchling(e, st)
  if world.anim_info(kind, 0) == nil then
    log.warn("this level has no model of type " .. kind .. " to hatch")
    return
  end
  local c = world.spawn(kind, e.room, e.x, e.y, e.z, e.yaw)
  local pose = st.pose
  if pose then
    local frames = world.anim_info(kind, pose.anim)
    if frames and frames > pose.frame then c:set_anim(pose.anim, pose.frame) end
  end
  c:activate(e)
  shell.creature = c
end

---@param e Entity
function pod.control(e)
  local st = stats.of(e)
  local shell = e.state.shell
  if not shell.hatched then
    if st.always or e.one_shot or lara_near(e, st) then hatch(e, st) end
    if st.release then
      -- The statue is gone with its creature out.
      if shell.hatched then
        e.visible = false
        e:deactivate()
      end
    elseif shell.hatched and not creature.play_state(e, st.states.open) then
      e:deactivate()
    end
  elseif e.anim_state ~= st.states.open or atlantean.last_frame(e) then
    e:deactivate()
  end
end

return pod
