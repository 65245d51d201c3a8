-- Cutscene actors (TR1 77-80, TR2/TR3 "Cutscene actor N"): the people and
-- props a cutscene level places. They run their own animation chain from
-- the moment the level starts, untriggered, as the originals' cutscene
-- players do (TRX CutscenePlayer: added to the active list at set-up,
-- animated every frame). They neither block nor can be shot.
local actor = {}

---@param e Entity
function actor.init(e)
  e.awake = true
  e.collidable = false
  e.targetable = false
end

return actor
