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

--- Gives weapon `w` its ammunition kinds (TR4's shotgun shells, crossbow
--- bolts, grenades; TR5's HK modes): `kinds` in the ring's order, each
--- { name, ammo_item (its pickup; nil: a kind no pickup gives, as a super
--- grenade's fragments), ammo (rounds a pickup gives), changes (the
--- fields this kind puts over the weapon's) }. Each kind gets `weapon`,
--- the whole table it fires as (its `kind` names it); `w.kinds` lists the
--- chosen-by-the-ring ones, `w.kind_of` every one by name. The first
--- kind's pickup and rounds are the weapon's `ammo_item` and `ammo`.
--- `shared_ammo`: the kinds are modes of one gun drawing on one store of
--- rounds (TR5's HK), not several ammunitions.
---@param w table
---@param kinds table[]
---@param shared_ammo? boolean
---@return table w
function common.with_kinds(w, kinds, shared_ammo)
  w.kinds, w.kind_of, w.shared_ammo = {}, {}, shared_ammo == true
  for _, k in ipairs(kinds) do
    local changes = k.changes or {}
    k.weapon = common.derive(w, changes)
    k.weapon.kind = k.name
    k.weapon.kinds, k.weapon.kind_of = nil, nil
    w.kind_of[k.name] = k
    if k.ammo_item or shared_ammo then w.kinds[#w.kinds + 1] = k end
  end
  w.ammo_item = w.ammo_item or w.kinds[1].ammo_item
  w.ammo = w.ammo or w.kinds[1].ammo
  return w
end

return common
