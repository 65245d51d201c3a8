-- Flipeffects of the training courses: the assault course clock (TR2, TR3),
-- the quad bike race track (TR3), the gym's voice hints (TR3) and the
-- tutorial's (TR5). Clocks count world ticks (30 a second) and live in the
-- level's shared table (world.level_state()).
local courses = {}

--- The longest time a clock keeps (the originals clamp to 0x1A5DD ticks,
--- one hour less a tick at 30 a second).
local MAX_TIME = 0x1A5DD

local function clock(name)
  local s = world.level_state()
  s[name] = s[name] or { running = false, start = 0, penalties = 0, time = false, best = false }
  return s[name]
end

local function elapsed(c)
  return math.min(world.tick() - c.start + c.penalties, MAX_TIME)
end

--- ASSAULT_START / RACETRACK_START: the clock starts from zero.
--- `needs_vehicle`: only while Lara rides a vehicle (state.vehicle).
function courses.start(name, needs_vehicle)
  return function()
    local lara = world.lara()
    if needs_vehicle and not (lara and lara.state.vehicle) then return end
    local c = clock(name)
    c.running, c.start, c.penalties, c.time = true, world.tick(), 0, false
  end
end

--- ASSAULT_STOP / RACETRACK_RESET: the clock stops (its time is kept).
function courses.stop(name, needs_vehicle)
  return function()
    local lara = world.lara()
    if needs_vehicle and not (lara and lara.state.vehicle) then return end
    local c = clock(name)
    if c.running then c.time, c.running = elapsed(c), false end
  end
end

--- ASSAULT_RESET: the clock stops and shows nothing.
function courses.reset(name)
  return function()
    local c = clock(name)
    c.running, c.time, c.penalties = false, false, 0
  end
end

--- ASSAULT_PENALTY_n: `ticks` more on a running clock.
function courses.penalty(name, ticks)
  return function()
    local c = clock(name)
    if c.running then c.penalties = c.penalties + ticks end
  end
end

--- ASSAULT_FINISHED / RACETRACK_FINISHED: the clock stops and its time is
--- kept as the best when it beats it. `rules`: `record` (ticks) under
--- which `track_best` plays (else `track_slower`, when given);
--- `per_target` ticks for each target in level_state().assault_targets
--- not shot (TR3); `needs_vehicle`.
function courses.finish(name, rules)
  return function()
    local lara = world.lara()
    if rules.needs_vehicle and not (lara and lara.state.vehicle) then return end
    local c = clock(name)
    if not c.running then return end
    if rules.per_target then
      c.penalties = c.penalties + rules.per_target * (world.level_state().assault_targets or 0)
    end
    c.time, c.running = elapsed(c), false
    if not c.best or c.time < c.best then c.best = c.time end
    if rules.record then
      if c.time < rules.record then
        world.track(rules.track_best)
      elseif rules.track_slower then
        world.track(rules.track_slower)
      end
    end
  end
end

--- Voice hints heard in order: hint `n` plays `tracks[n]` only when the
--- hint before it was the last heard (`strict`: exactly the one before;
--- else any earlier one, as TR5's first nine). `wrap`: the last hint
--- starts the sequence again (TR3's gym). `condition(lara)`, when given,
--- must hold too (TR3's hint 18 wants her at the water's surface).
function courses.hint(name, n, track, opts)
  opts = opts or {}
  return function()
    local s = world.level_state()
    local heard = s[name] or 0
    local ok = opts.strict == false and heard < n or heard == n - 1
    if not ok then return end
    if opts.condition and not opts.condition(world.lara()) then return end
    world.track(track)
    s[name] = opts.wrap and 0 or n
  end
end

--- The hint sequence starts again.
function courses.hint_reset(name)
  return function() world.level_state()[name] = 0 end
end

return courses
