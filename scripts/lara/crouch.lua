-- Lara low down (TR3+): ducking with Duck held (she stays down under a
-- ceiling too low to stand in), going down on all fours and crawling
-- forward and back, turning on all fours, the crouched pickup, backing off
-- an edge into a hang (crawl → hang) and TR4's turning on the spot while
-- ducked. Crawling never drops off anything: a floor more than a click
-- away ahead or behind stops her. Figures: Trxyebeep/tomb3
-- tomb3/game/lara.cpp (lara_as_duck, lara_col_all4s, lara_col_crawl,
-- lara_col_crawlb, lara_col_crawl2hang) and Trxyebeep/TOMB4
-- TOMB4/game/lara.cpp (lara_as_duckl / duckr).
local S = require("lara.states")
local C = require("lara.constants")
local body = require("lara.body")
local anims = require("lara.anims")
local fixed = require("lib.fixed")
local guns = require("lara.guns")

local crouch = {}
local held = body.held

anims.add({
  [3] = {
    duck = 222,              -- duck idle (breathing)
    duck_settle = 245,       -- stand → duck ends here before the idle
    crawl_idle = 263,        -- on all fours
    crawl_idle_settle = 264, -- duck → all fours ends here before the idle
    crawl_turn_left = 269, crawl_turn_right = 270,
    crawl_to_hang_end = 302, -- the last frame of crawl → hang: she catches the edge here
  },
})

--- The figures of ducking and crawling.
crouch.F = {
  HEIGHT = 400,            -- her collision height ducked or crawling (tomb3 GetCollisionInfo hite)
  RADIUS = 200,            -- ducked, crawling, turning (tomb3 coll->radius)
  BACK_RADIUS = 250,       -- crawling back (tomb3 lara_col_crawlb)
  STAND_ROOM = -362,       -- a ceiling nearer than this above the ducked head keeps her down
  FALL = 384,              -- a floor this far below her is a fall (tomb3 LaraFallen)
  CRAWL_STEP = 255,        -- a crawl step up or down, at most (all-fours bad_pos / bad_neg)
  AHEAD = 256,             -- where the floor ahead is tested before crawling on
  BEHIND = 300,            -- where floor and ceiling behind are tested before crawling back
  BACK_CEILING = 256,      -- a ceiling behind more than this below standing height blocks a crawl back
  TURN = 273,              -- crawl turn and TR4 duck rotation per tick (1.5°)
  STEER = 546,             -- most turn while crawling (3°)
  DEFLECT = 364,           -- a crawl glancing off a wall turns this much (2°)
  SETTLE_FRAMES = 10,      -- ducked this many frames before she goes on all fours (tomb3)
  HANG_DROP = 768,         -- a drop behind deeper than this can be lowered into
  HANG_EDGE = 225,         -- she backs to this far from the edge before lowering herself
}
local F = crouch.F

--- Collision thresholds (tomb3 lara_col_duck, lara_col_all4s: bad_pos,
--- bad_neg, bad_ceiling and slopes_are_walls).
crouch.LIMITS = {
  duck = { max_drop = C.STEP_UP, max_rise = C.STEP_UP, max_ceiling = 0, slopes_are_walls = true },
  crawl = { max_drop = F.CRAWL_STEP, max_rise = F.CRAWL_STEP, max_ceiling = F.HEIGHT,
            slopes_are_walls = true, slopes_are_pits = true },
}

--- True when the game's Lara can duck (TR3 on).
---@param l table Lara's state table
function crouch.can_duck(l)
  return l.anims.duck ~= nil and l.anims.duck ~= false
end

--- From standing: Duck held asks for the duck (ground.lua's stop handler).
--- True when it did.
---@param e Entity
---@param l table
function crouch.from_stop(e, l)
  if not crouch.can_duck(l) or not held(input.DUCK) or e.water ~= "land" then return false end
  if not e:has_change(S.DUCK) then return false end
  e.goal_state = S.DUCK
  return true
end

--- What Duck does to a run, by game (TR1 … TR5): nothing before TR3; TR3
--- stops her (tomb3 lara_as_run, its flexible crawl off); TR4/TR5 duck
--- her, hands free or holding a one-handed gun or a flare (TOMB4/TOMB5
--- lara_as_run). Never while wading.
crouch.RUN_DUCK = { false, false, S.STOP, S.DUCK, S.DUCK }

--- From the run (ground.lua's run handler, after the roll and the
--- sprint): Duck held asks for what crouch.RUN_DUCK says. True when it did.
---@param e Entity
---@param l table
function crouch.from_run(e, l)
  local goal = crouch.RUN_DUCK[world.game()]
  if not goal or not held(input.DUCK) or e.water == "wade" then return false end
  if goal == S.DUCK then
    local w = guns.weapon(l)
    if not guns.hands_free(l) and w and w.two_handed then return false end
  end
  e.goal_state = goal
  return true
end

--- The collision query ducked or crawling; `facing` overrides the
--- direction the probes look (crawling back looks behind).
local function low_collide(e, l, limits, radius, facing)
  return body.collide(e, l, limits, radius or F.RADIUS, F.HEIGHT, facing)
end

--- Falls when the floor is gone from under her; else keeps her on it and
--- notes whether the ceiling lets her stand. True when she fell.
local function settle(e, l, coll)
  if coll.mid.floor ~= C.WALL and coll.mid.floor > F.FALL then
    body.fall(e, l)
    l.keep_ducked = false
    return true
  end
  l.keep_ducked = coll.mid.ceiling >= F.STAND_ROOM
  body.follow_floor(e, coll)
  return false
end

--- True while she wants to stay low: Duck held, or no room to stand.
local function stays_low(l)
  return held(input.DUCK) or l.keep_ducked
end

--- Floor relative to her feet `dist` ahead (negative: behind) along her
--- heading, and ceiling relative to her standing head there.
local function ahead(e, dist)
  local dx, dz = fixed.step(e.yaw, dist)
  local x, y, z = e.x + dx, e.y - C.HEIGHT, e.z + dz
  local floor, ceiling = world.floor(e.room, x, y, z), world.ceiling(e.room, x, y, z)
  local f = floor == C.NO_HEIGHT and C.WALL or floor - e.y
  local c = ceiling == C.NO_HEIGHT and C.WALL or ceiling - (e.y - C.HEIGHT)
  return f, c
end

local function crawlable(f)
  return f ~= C.WALL and f < F.CRAWL_STEP and f > -F.CRAWL_STEP
end

crouch[S.DUCK] = {
  control = function(e, l)
    e.move_offset = 0
    l.turn = 0
    if e.health <= 0 then e.goal_state = S.CRAWL_IDLE return end
    -- An interaction an object started (the crouched pickup).
    if l.pending then e.goal_state = l.pending return end
    if l.align and l.align.active then e.goal_state = S.DUCK return end
    local idle = e.anim == l.anims.duck or e.anim == l.anims.duck_settle
    if (held(input.FORWARD) or held(input.BACK)) and stays_low(l) and idle
        and (e.anim ~= l.anims.duck or e.frame > F.SETTLE_FRAMES) then
      e.goal_state = S.CRAWL_IDLE
      return
    end
    -- TR4+: left and right turn her on the spot, ducked.
    if stays_low(l) and held(input.LEFT) and e:has_change(S.DUCK_ROTATE_LEFT) then
      e.goal_state = S.DUCK_ROTATE_LEFT
    elseif stays_low(l) and held(input.RIGHT) and e:has_change(S.DUCK_ROTATE_RIGHT) then
      e.goal_state = S.DUCK_ROTATE_RIGHT
    elseif not stays_low(l) and e.anim == l.anims.duck then
      e.goal_state = S.STOP
    else
      e.goal_state = S.DUCK
    end
  end,
  collide = function(e, l)
    local coll = low_collide(e, l, crouch.LIMITS.duck)
    settle(e, l, coll)
  end,
}

-- The duck roll: its animation carries her, she ends ducked (TR3 cut it,
-- TR4 gives the state no routine; the animations lead back to the duck).
crouch[S.DUCK_ROLL] = {
  control = function(e, l) e.move_offset = 0 e.goal_state = S.DUCK end,
  collide = crouch[S.DUCK].collide,
}

--- TR4's turning while ducked: on the spot while Duck and the direction
--- are held.
local function duck_rotate(key, sign)
  return {
    control = function(e, l)
      e.move_offset = 0
      l.turn = 0
      if e.health <= 0 or not stays_low(l) or not held(key) then
        e.goal_state = S.DUCK
        return
      end
      e.yaw = (e.yaw + sign * F.TURN) % 65536
    end,
    collide = crouch[S.DUCK].collide,
  }
end
crouch[S.DUCK_ROTATE_LEFT] = duck_rotate(input.LEFT, -1)
crouch[S.DUCK_ROTATE_RIGHT] = duck_rotate(input.RIGHT, 1)

--- Backing off an edge behind her with Action: squared to the edge and
--- moved to HANG_EDGE from it, she lowers herself (the animation carries
--- her down and back; crawl_to_hang catches the edge). True when begun.
local function try_lower_to_hang(e, l)
  local facing = body.square(e.yaw)
  local dx, dz = 0, 0
  local sx, sz = math.floor(e.x / 1024) * 1024, math.floor(e.z / 1024) * 1024
  if facing == 0 then dz = sz + F.HANG_EDGE - e.z
  elseif facing == 16384 then dx = sx + F.HANG_EDGE - e.x
  elseif facing == 32768 then dz = sz + 1023 - F.HANG_EDGE - e.z
  else dx = sx + 1023 - F.HANG_EDGE - e.x end
  local old_x, old_z, old_yaw = e.x, e.z, e.yaw
  e.x, e.z, e.yaw = e.x + dx, e.z + dz, facing
  local f = ahead(e, 0)
  if not crawlable(f) or not e:has_change(S.CRAWL_TO_HANG) then
    e.x, e.z, e.yaw = old_x, old_z, old_yaw
    return false
  end
  e.goal_state = S.CRAWL_TO_HANG
  return true
end

crouch[S.CRAWL_IDLE] = {
  control = function(e, l)
    e.move_offset = 0
    l.turn = 0
    if e.health <= 0 then e.goal_state = S.DEATH return end
    if l.pending then e.goal_state = l.pending return end
  end,
  collide = function(e, l)
    if e.goal_state == S.CRAWL_TO_HANG then return end
    local coll = low_collide(e, l, crouch.LIMITS.crawl)
    if settle(e, l, coll) then return end
    if not stays_low(l) or held(input.DRAW) then e.goal_state = S.DUCK return end
    if e.goal_state == S.PICKUP then return end
    -- Only from the idle does she set off.
    if e.anim ~= l.anims.crawl_idle and e.anim ~= l.anims.crawl_idle_settle then return end
    if held(input.FORWARD) then
      if crawlable((ahead(e, F.AHEAD))) then e.goal_state = S.CRAWL end
    elseif held(input.BACK) then
      local f, c = ahead(e, -F.BEHIND)
      if c == C.WALL or c > F.BACK_CEILING then return end
      if crawlable(f) then
        e.goal_state = S.CRAWL_BACK
      elseif held(input.ACTION) and f > F.HANG_DROP then
        try_lower_to_hang(e, l)
      end
    elseif held(input.LEFT) then
      body.anim(e, l, "crawl_turn_left")
      e.goal_state = S.CRAWL_TURN_LEFT
    elseif held(input.RIGHT) then
      body.anim(e, l, "crawl_turn_right")
      e.goal_state = S.CRAWL_TURN_RIGHT
    else
      e.goal_state = S.CRAWL_IDLE
    end
  end,
}

--- A crawl meeting a wall or an edge stops on all fours; one met at a
--- glancing angle turns her along it. True when stopped.
local function crawl_blocked(e, l, coll)
  local hit = coll.hit
  if hit == "front" or hit == "top_front" or hit == "clamp" then
    e.speed = 0
    if e.anim ~= l.anims.crawl_idle then body.anim(e, l, "crawl_idle") end
    e.goal_state = S.CRAWL_IDLE
    return true
  elseif hit == "left" then
    e.yaw = (e.yaw + F.DEFLECT) % 65536
  elseif hit == "right" then
    e.yaw = (e.yaw - F.DEFLECT) % 65536
  end
  return false
end

crouch[S.CRAWL] = {
  control = function(e, l)
    e.move_offset = 0
    if e.health <= 0 or not held(input.FORWARD) or not stays_low(l) then
      e.goal_state = S.CRAWL_IDLE
      return
    end
    body.steer(l, F.STEER)
    e.goal_state = S.CRAWL
  end,
  collide = function(e, l)
    local coll = low_collide(e, l, crouch.LIMITS.crawl)
    if crawl_blocked(e, l, coll) then return end
    settle(e, l, coll)
  end,
}

crouch[S.CRAWL_BACK] = {
  control = function(e, l)
    -- The animation's speed is negative: it carries her backwards.
    e.move_offset = 0
    if e.health <= 0 or not held(input.BACK) then e.goal_state = S.CRAWL_IDLE return end
    -- Backing, right swings her tail right: the heading turns left.
    if held(input.RIGHT) then
      l.turn = math.max(l.turn - C.TURN_ACCEL, -F.STEER)
    elseif held(input.LEFT) then
      l.turn = math.min(l.turn + C.TURN_ACCEL, F.STEER)
    end
    e.goal_state = S.CRAWL_BACK
  end,
  collide = function(e, l)
    local coll = low_collide(e, l, crouch.LIMITS.crawl, F.BACK_RADIUS, (e.yaw + 32768) % 65536)
    if crawl_blocked(e, l, coll) then return end
    settle(e, l, coll)
  end,
}

local function crawl_turn(key, sign)
  return {
    control = function(e, l)
      e.move_offset = 0
      l.turn = 0
      if e.health <= 0 then e.goal_state = S.CRAWL_IDLE return end
      e.yaw = (e.yaw + sign * F.TURN) % 65536
      if not held(key) then e.goal_state = S.CRAWL_IDLE end
    end,
    collide = function(e, l)
      local coll = low_collide(e, l, crouch.LIMITS.crawl)
      settle(e, l, coll)
    end,
  }
end
crouch[S.CRAWL_TURN_LEFT] = crawl_turn(input.LEFT, -1)
crouch[S.CRAWL_TURN_RIGHT] = crawl_turn(input.RIGHT, 1)

-- Up from a hang into the crawlspace above the ledge: the animation
-- carries her (its end lifts her onto the ledge, ducked).
crouch[S.HANG_TO_CRAWL] = {
  control = function(e, l) e.move_offset = 0 l.turn = 0 e.goal_state = S.DUCK end,
  collide = function(e, l) end,
}

-- Lowering herself off the edge behind: carried by the animation down
-- and back; on its last animation she takes hold of the edge and hangs.
crouch[S.CRAWL_TO_HANG] = {
  control = function(e, l) e.move_offset = 0 l.turn = 0 end,
  collide = function(e, l)
    if e.anim ~= l.anims.crawl_to_hang_end then return end
    local top, facing, hx, hz = world.ledge(e, C.RADIUS, C.RADIUS + C.GRAB_REACH)
    if not top then
      body.fall(e, l)
      return
    end
    body.anim(e, l, "grab_to_hang")
    e.goal_state = S.HANG
    e.gravity, e.fall_speed, e.speed = false, 0, 0
    e.yaw, e.x, e.z, e.move_offset = facing, hx, hz, 0
    local _, _, hands = e:bounds()
    l.hands, l.edge, l.hang_x, l.hang_z = hands, top, hx, hz
    e.y = top - hands
  end,
}

return crouch
