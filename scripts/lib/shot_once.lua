-- What objects that a single shot sets off share (TR4/TR5 shot switches,
-- TR3's fuse boxes): a target with one shot's health until struck, then
-- spent and untargetable, awake while the animation it was left in plays
-- through, then at rest (finished).
local shot_once = {}

--- Health while unshot: one bullet sets it off.
shot_once.WHOLE = 1

--- init: a target until shot, no longer one after (a reload or a load).
---@param e Entity
function shot_once.arm(e)
  e.targetable = not e.state.shot
  if not e.state.shot and e.health <= 0 then e.health = shot_once.WHOLE end
end

--- on_hit: true the first time (the caller then does its own burst).
---@param e Entity
---@return boolean
function shot_once.strike(e)
  local st = e.state
  if st.shot then return false end
  st.shot = true
  e.targetable = false
  e.awake = true
  return true
end

--- Call after `strike` once its animation is set: it runs that long.
---@param e Entity
function shot_once.play_out(e)
  e.state.ticks = world.anim_info(e.type, e.anim) or 1
end

--- control: counts the animation down and rests at its end.
---@param e Entity
function shot_once.settle(e)
  local st = e.state
  if not st.shot or not st.ticks then return end
  st.ticks = st.ticks - 1
  if st.ticks <= 0 then
    e.awake = false
    e.collidable = false
    e:finish()
  end
end

return shot_once
