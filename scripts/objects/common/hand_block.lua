-- TR4/TR5's pushable block while Lara pushes or pulls it, as TOMB4's and
-- TOMB5's MovableBlock control works it (objects/common/pushable_block.lua
-- starts the move and hands the block here). Her push and pull animations
-- carry her a sector each (a position shift at their end); the block rides
-- with her left hand (joint 14): it is put where her hand has gone from
-- where both were when the move began, along the move's axis only, and
-- only forwards (the way it goes) and less than 512 from where it is.
-- Near the end of each push or pull (at its last frame but one) the move
-- goes on when Action is still held and the next sector is free; else she
-- asks to stop, and her end animation plays: at its first frame the block
-- is put in the middle of its sector, at its last the heavy triggers
-- under it are tested and it rests.
-- The scrape (params.sounds.loop) plays each tick of certain stretches of
-- her animation; when a stretch ends the stop sound (params.sounds.stop)
-- plays once.
-- TOMB5's routine is TOMB4's (LMX_HAND_L is joint 14).
local anims = require("lara.anims")
local S = require("lara.states")

local hand_block = {}

-- Her push and pull ends (TOMB4/TOMB5 MovableBlock's animations 417, 418).
anims.add({ [4] = { push_end = 417, pull_end = 418 } })

--- The joint whose position the block follows: her left hand.
local HAND = 14
--- The block moves only when her hand's mark is this close to it.
local REACH = 512
local SECTOR = 1024
local HALF = SECTOR // 2
--- The stretches of her animations (frames from each one's first) during
--- which the block scrapes (TOMB4 MovableBlock).
hand_block.SCRAPE_FRAMES = {
  push = { { 30, 67 }, { 78, 125 }, { 140, 160 } },
  pull = { { 40, 122 }, { 130, 170 } },
}

--- The frames of her current animation (its last frame is one less).
local function frame_count(lara)
  return world.anim_info(lara.type, lara.anim) or 1
end

--- Starts the move: the block runs each tick, and where her hand and the
--- block stand now are the marks it follows from. `dx`, `dz` is the way
--- the block goes (one of them ±1).
---@param e Entity the block
---@param lara Entity
---@param dx integer
---@param dz integer
function hand_block.start(e, lara, dx, dz)
  local hx, _, hz = lara:mesh_point(HAND, 0, 0, 0)
  e.state.hand = { dx = dx, dz = dz, hand_x = hx, hand_z = hz, x = e.x, z = e.z, scraping = false }
  e.awake = true
end

--- The scrape while her frame is in one of `stretches`; the stop sound on
--- the first tick after one.
local function scrape(e, m, frame, stretches, sound)
  for _, s in ipairs(stretches) do
    if frame >= s[1] and frame <= s[2] then
      sound(e, "loop")
      m.scraping = true
      return
    end
  end
  if m.scraping then
    sound(e, "stop")
    m.scraping = false
  end
end

--- Moves `pos` to `mark` when the mark is ahead of it (along `way`, ±1)
--- and within reach.
local function ride(pos, mark, way)
  if way ~= 0 and math.abs(pos - mark) < REACH and (mark - pos) * way > 0 then return mark end
  return pos
end

--- The tick of the block while it moves with her. `sound(e, which)` plays one
--- of its sounds; `can_go(e, lara, pulled)` says whether the next sector
--- is free. False once it rests again (its triggers tested).
---@param e Entity
---@param lara Entity
---@param sound fun(e: Entity, which: string)
---@param can_go fun(e: Entity, lara: Entity, pulled: boolean): boolean
---@return boolean
function hand_block.control(e, lara, sound, can_go)
  local m = e.state.hand
  local a = lara.state.anims
  if lara.anim == a.push or lara.anim == a.pull then
    local pulled = lara.anim == a.pull
    scrape(e, m, lara.frame, hand_block.SCRAPE_FRAMES[pulled and "pull" or "push"], sound)
    local hx, _, hz = lara:mesh_point(HAND, 0, 0, 0)
    e.x = ride(e.x, hx + m.x - m.hand_x, m.dx)
    e.z = ride(e.z, hz + m.z - m.hand_z, m.dz)
    e.room = world.room_at(e.room, e.x, e.y - 256, e.z)
    if lara.frame == frame_count(lara) - 2
        and not (world.pressed(input.ACTION) and can_go(e, lara, pulled)) then
      lara.goal_state = S.STOP
    end
  elseif lara.anim == a.push_end or lara.anim == a.pull_end then
    if lara.frame == 0 then
      e.x = (e.x & -HALF) | HALF
      e.z = (e.z & -HALF) | HALF
      e.room = world.room_at(e.room, e.x, e.y - 256, e.z)
    end
    if lara.frame == frame_count(lara) - 1 then return false end
  elseif lara.anim ~= a.push_ready or lara.state.grabbed ~= e then
    -- Her hold broke some other way (hurt, or let go before the move
    -- began): it rests where it is.
    return false
  end
  return true
end

return hand_block
