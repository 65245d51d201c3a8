---@meta
-- Editor annotations for the inventory ring (gameflow/ring.lua) and the
-- level statistics (lib/stats.lua). Not loaded by the engine.

---@class PageLine
---@field label string
---@field value string?
---@field selected boolean?
---@field disabled boolean?

---@class RingItem
---@field model integer the type whose model is drawn
---@field label string
---@field count integer? shown when above 1 (a gun's rounds)
---@field spin integer the front item's turn, 65536 a full turn
---@field frame integer

---@class RingPageRing
---@field name string
---@field items RingItem[]
---@field selected integer 1-based
---@field turn number 1-based, fractional while turning
---@field rise number 0 in place .. 1 risen away
---@field examine boolean

---@class Page
---@field kind string
---@field title string
---@field lines PageLine[]
---@field ring RingPageRing?
---@field footer string
---@field backdrop "world"|"scene"|"black"

---@class RingRequest
---@field close boolean?
---@field save boolean?
---@field load boolean?
---@field new_game boolean?
---@field exit_to_title boolean?
---@field exit_game boolean?

---@class RingOptions
---@field mode "inventory"|"keys"|"death"|"title"|nil
---@field can_save boolean?

---@class RingState
---@field lara Entity
---@field mode string
---@field phase "opening"|"open"|"closing"|"closed"

---@class LevelStats
---@field ticks integer
---@field kills integer
---@field pickups integer
---@field secrets integer
---@field distance integer world units
---@field ammo_used integer
---@field hits integer
---@field medipacks number small 0.5, large 1.0

---@class RingModule
---@field open fun(lara: Entity, opts: RingOptions?): RingState
---@field step fun(state: RingState, pressed: integer, held: integer): Page, RingRequest?
---@field close fun(state: RingState, request: RingRequest?)
---@field page fun(state: RingState): Page

---@class StatsModule
---@field get fun(): LevelStats
---@field add fun(name: string, n: number?): number
---@field lines fun(game: integer?): PageLine[]
---@field time fun(ticks: number): string
---@field distance fun(units: number): string
