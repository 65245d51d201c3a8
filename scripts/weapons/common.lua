-- What the games' weapon tables share: a weapon derived from another
-- (a later game's gun that differs from an earlier game's in a few
-- numbers takes that one and names only what changes).
local common = {}

--- A copy of weapon table `base` with the fields of `own` put over it
--- (a field of `own` replaces the base's whole: `frames`, `arms`, `lock`
--- are given whole where they change).
---@param base table
---@param own table
---@return table
function common.derive(base, own)
  local w = {}
  for k, v in pairs(base) do w[k] = v end
  for k, v in pairs(own) do w[k] = v end
  return w
end

return common
