-- tombrs bootstrap: runs once when the script host starts, before the
-- catalogue, flipeffects and gameflow handlers are loaded. Shared helpers
-- live in lib/ and are loaded with require.
log.info("tombrs scripts: Lua " .. _VERSION)

-- The particle effects: defined once here (and again whenever the file is
-- reloaded), whether or not a behaviour asks for them.
require("lib.particles")
