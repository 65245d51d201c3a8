-- A level after the Old Mill: its guards fire the doubled single shot
-- (levels/tr5/vci.lua).
return require("levels.tr5.vci")
