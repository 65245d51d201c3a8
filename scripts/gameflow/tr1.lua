-- TR1 gameflow: TR1 has no gameflow script; its level order is built in.
-- LEVEL n plays levels[n + 1]; COMPLETE goes to the next one.
local flow = require("gameflow.common")
local levels = {
  "GYM.PHD", "LEVEL1.PHD", "LEVEL2.PHD", "LEVEL3A.PHD", "LEVEL3B.PHD", "CUT1.PHD",
  "LEVEL4.PHD", "LEVEL5.PHD", "LEVEL6.PHD", "LEVEL7A.PHD", "LEVEL7B.PHD", "CUT2.PHD",
  "LEVEL8A.PHD", "LEVEL8B.PHD", "LEVEL8C.PHD", "LEVEL10A.PHD", "CUT3.PHD", "LEVEL10B.PHD",
  "CUT4.PHD", "LEVEL10C.PHD",
}
return {
  levels = levels,
  handlers = {
    LEVEL = function(n) return "level " .. tostring(levels[n + 1]) end,
    COMPLETE = flow.action("complete"),
  },
}
