-- An enemy the original game names but never brings to life: TR1's
-- dinosaur warrior (25; no shipped level places one) and mutant fish (26;
-- the game lists it among its enemies and gives it a swimmer's movement
-- class, but no control routine, no hit points and no collision). Such an
-- item is drawn where it was placed, in its first pose, and does nothing:
-- it never animates (a trigger that wakes it is undone at once), bodies
-- pass through it, and having no hit points it is no target for Lara's
-- guns. A level or mod that gives one a life names another behaviour.
local dormant = {}

---@param e Entity
function dormant.init(e)
  e.solid = false
  e.collidable = false
  e.health = 0
end

--- Woken by a trigger: it has no life to start.
function dormant.on_activate(e)
  e:deactivate()
end

return dormant
