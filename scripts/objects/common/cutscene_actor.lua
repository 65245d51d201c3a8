-- Cutscene actor (TR1 77-80, TR2 123-130 PLAYER_1-8, 263 CUT_SHOTGUN; TR3 148-156,
-- 364): a figure of a cutscene level that plays its animation from the
-- first frame on, following the animations' own chain, and takes part
-- in nothing else (TRX/tomb3 CutscenePlayer: animated each frame, no
-- collision). Where the cutscene's camera and Lara's stand-in put it
-- is the cutscene player's business, not this behaviour's.
local actor = {}

---@param e Entity
function actor.init(e)
  e.awake = true
  e.collidable = false
  e.targetable = false
end

return actor
