-- Lara poisoned (TR4/TR5): `poisoned` is how poisoned she is now, `target`
-- where it heads. A dart's poison goes straight into `poisoned`; a bite's
-- (scorpions, harpies) into `target`. Each tick `poisoned` eases a
-- sixteenth of the way to `target` (worn off when `target` is 0), a
-- `target` above 0 worsens by one a tick, and every PERIOD ticks a poisoned
-- Lara at or over ACTIVE loses poisoned / ACTIVE health. A medipack sets
-- `target` back to 0 (the inventory's business; not played yet).
-- Source: TOMB4 control.cpp's poison tick, 3dmath.cpp's easing, DartsControl
-- (facts and figures, not code). TR3's poison (tomb3 control.cpp: a
-- cobra's bite) is simpler, as `poison.RULES[3]` says: it neither eases
-- nor wears off, and from 16 on hurts a sixteenth of it (at most 256, so
-- 16 a blow) every PERIOD ticks until a medipack.
local body = require("lara.body")
local poison = {}

--- The most she can be poisoned.
poison.MAX = 4096
--- From this much poison on she is hurt (and the screen wobbles).
poison.ACTIVE = 256
--- Ticks between the poison's blows (TOMB4: wibble & 0xFF, wibble +4 a tick).
poison.PERIOD = 64
--- The share of the gap to `target` closed each tick, and the gap snapped.
poison.EASE, poison.SNAP = 16, 16

--- How each game's poison works: from `active` on a blow takes poisoned /
--- `divisor`, the poison capped at `cap` then; `eases`: it moves towards
--- `target` (TR4/TR5) rather than staying (TR3).
poison.RULES = {
  [3] = { active = 16, divisor = 16, cap = 256, eases = false },
  [4] = { active = poison.ACTIVE, divisor = poison.ACTIVE, cap = poison.MAX, eases = true },
  [5] = { active = poison.ACTIVE, divisor = poison.ACTIVE, cap = poison.MAX, eases = true },
}

local function of(lara)
  local p = lara.state.poison
  if not p then
    p = { poisoned = 0, target = 0 }
    lara.state.poison = p
  end
  return p
end

--- Poison that takes hold at once (a dart).
---@param lara Entity
---@param amount integer
function poison.add(lara, amount)
  local p = of(lara)
  p.poisoned = math.min(p.poisoned + amount, poison.MAX)
end

--- Poison at `amount` at least (TR3's cobra sets it so).
---@param lara Entity
---@param amount integer
function poison.raise(lara, amount)
  local p = of(lara)
  p.poisoned = math.min(math.max(p.poisoned, amount), poison.MAX)
end

--- Poison that creeps in (a bite, a breath of gas): the level she heads
--- for where the game's poison eases (TR4/TR5); where it does not (TR3)
--- it is in her at once.
---@param lara Entity
---@param amount integer
function poison.dose(lara, amount)
  local rule = poison.RULES[world.game()] or poison.RULES[4]
  if not rule.eases then return poison.add(lara, amount) end
  local p = of(lara)
  p.target = math.min(p.target + amount, poison.MAX)
end

--- How poisoned she is now.
---@param lara Entity
---@return integer
function poison.level(lara)
  local p = lara.state.poison
  return p and p.poisoned or 0
end

--- One tick of the poison (from Lara's after_move).
---@param lara Entity
function poison.tick(lara)
  local p = lara.state.poison
  if not p or (p.poisoned == 0 and p.target == 0) or lara.health <= 0 then return end
  local rule = poison.RULES[world.game()] or poison.RULES[4]
  if p.poisoned >= rule.active and world.tick() % poison.PERIOD == 0 then
    p.poisoned = math.min(p.poisoned, rule.cap)
    body.hurt(lara, math.floor(p.poisoned / rule.divisor))
  end
  if not rule.eases then return end
  if p.target > 0 then p.target = math.min(p.target + 1, poison.MAX) end
  local gap = p.target - p.poisoned
  p.poisoned = p.poisoned + math.floor(gap / poison.EASE)
  if math.abs(p.target - p.poisoned) < poison.SNAP then p.poisoned = p.target end
end

return poison
