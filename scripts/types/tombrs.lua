---@meta
-- Editor annotations for the tombrs Lua API (LuaLS). Not loaded by the engine.
-- See docs/lua-api.md for the meaning of each entry.

---@class Entity
---@field x integer
---@field y integer
---@field z integer
---@field yaw integer
---@field pitch integer
---@field roll integer
---@field room integer
---@field type integer
---@field index integer
---@field generation integer
---@field model integer?
---@field anim integer
---@field anim_id integer
---@field frame integer
---@field anim_state integer
---@field state_id integer
---@field goal_state integer
---@field speed integer
---@field fall_speed integer
---@field gravity boolean
---@field driven boolean
---@field heavy boolean
---@field awake boolean
---@field health integer
---@field air integer breath left under water in ticks (1800 full)
---@field timer integer
---@field ocb integer
---@field mask integer
---@field active boolean
---@field status "inactive"|"active"|"deactivated"|"removed"
---@field visible boolean
---@field collidable boolean
---@field one_shot boolean
---@field triggered boolean
---@field clear_body boolean
---@field state table
---@field params table?
local Entity = {}

---@return boolean
function Entity:exists() end
---@return integer x, integer y, integer z
function Entity:position() end
---@param x integer
---@param y integer
---@param z integer
function Entity:set_position(x, y, z) end
---@param anim integer animation index within the model
---@param frame? integer frame within the animation
function Entity:set_anim(anim, frame) end
---@param mesh integer
---@param with_mesh? integer nil restores the model's own mesh
function Entity:mesh_swap(mesh, with_mesh) end
---@param other Entity|integer
---@param y? integer
---@param z? integer
---@return integer
function Entity:distance_to(other, y, z) end
---@param other Entity|integer
---@param y? integer
---@param z? integer
---@return integer relative angle, -32768..32767
function Entity:angle_to(other, y, z) end
---@param by? Entity
function Entity:activate(by) end
---@param by? Entity
function Entity:deactivate(by) end
---@param damage integer
---@param source? Entity
function Entity:hit(damage, source) end
---@return boolean removed
function Entity:kill() end

---@class Behaviour
---@field init? fun(e: Entity)
---@field control? fun(e: Entity)
---@field collision? fun(e: Entity, lara: Entity)
---@field on_activate? fun(e: Entity, activator: Entity?)
---@field on_deactivate? fun(e: Entity, activator: Entity?)
---@field on_hit? fun(e: Entity, damage: integer, source: Entity?)
---@field on_reload? fun(e: Entity)

---@class CatalogueEntry
---@field name string
---@field behaviour string module under objects/common, a full module name, or "inert"
---@field params? table

---@class AiObject
---@field index integer
---@field type integer
---@field room integer
---@field x integer
---@field y integer
---@field z integer
---@field ocb integer
---@field flags integer
---@field angle integer
---@field box integer?

---@class FlipeffectTrigger
---@field effect integer
---@field foot? "left"|"right"

world = {}
---@return integer
function world.floor(room, x, y, z) end
---@return integer
function world.ceiling(room, x, y, z) end
---@return integer
function world.room_at(room, x, y, z) end
---@return integer? box, integer climb, boolean monkey, boolean kill, integer material, boolean wall
function world.sector(room, x, y, z) end
---@param e Entity
---@return integer floor, integer ceiling, integer room
function world.probe(e, forward, side) end
---@param e Entity
---@return boolean moved
function world.push_out(e, radius, height, step) end
---@return boolean
function world.line_of_sight(room, x1, y1, z1, x2, y2, z2) end
---@return Entity
function world.spawn(type, room, x, y, z, yaw) end
---@return Entity?
function world.entity(index) end
---@return Entity?
function world.lara() end
---@return integer
function world.entity_count() end
function world.sound(id, e_or_x, y, z) end

---Shows a line on screen for a few seconds (120 characters at most).
---@param text string
function world.notice(text) end

---Stops internal sound `id` (nil: every sound) of entity `e` (omitted: anyone's).
---@param id? integer
---@param e? Entity
function world.stop_sound(id, e) end
function world.shake(strength) end
function world.particles(effect, room, x, y, z, count) end
---@param e Entity?
function world.look_at(e) end
function world.camera(index, seconds) end
---@param on? boolean toggles when nil
function world.flip(n, on) end
---@return boolean
function world.flipped(n) end
function world.secret(index) end
function world.level_end(level, start) end
function world.track(n) end
---@return integer
function world.tick() end
---@return integer 1..5
function world.game() end
---@return integer
function world.random(n) end
---@return integer
function world.fx_random(n) end
---@return boolean
function world.pressed(bits) end
function world.set_box_blocked(box, blocked) end
---@return boolean
function world.box_blocked(box) end

---@alias CreatureClass "ground"|"step"|"climb"|"jump"|"fly"|"walk"|"swim"
---@alias Mood "bored"|"attack"|"escape"|"stalk"

nav = {}
---@param e Entity
---@return integer?
function nav.box_of(e) end
---@param class CreatureClass
---@return integer
function nav.zone(class, box) end
---@param class CreatureClass
---@return integer?
function nav.path_step(class, large, from, to, depth) end
---@param mood Mood
---@param class CreatureClass
---@return integer
function nav.mood_target(mood, class, own, target) end
---@return integer x, integer y, integer z
function nav.random_point(from, to) end

ai = {}
---@return integer
function ai.count() end
---@return AiObject?
function ai.get(i) end
---@return AiObject?, integer?
function ai.nearest(type, x, y, z) end
---@return AiObject?
function ai.by_ocb(type, ocb) end
---@param e Entity
---@return AiObject?
function ai.in_sector(e, type) end

input = {
  FORWARD = 1, BACK = 2, LEFT = 4, RIGHT = 8, JUMP = 16, ACTION = 32, WALK = 64,
  STEP_LEFT = 128, STEP_RIGHT = 256, ROLL = 512, LOOK = 1024,
}

log = {}
function log.info(...) end
function log.warn(...) end
function log.error(...) end

---@param name string
---@return fun(caller: Entity?, trigger: FlipeffectTrigger)
function unimplemented(name) end
