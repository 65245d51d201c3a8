-- TR4 gameflow: handlers for every SCRIPT.DAT level option (spec 000 §12.1.6).
local flow = require("gameflow.common")
return {
  handlers = {
    FMV = flow.action("fmv"),
    LEVEL = flow.action("level"),
    TITLE = flow.action("title"),
    CUT = flow.action("cut"),
    RESIDENT_CUT = flow.action("resident_cut"),
    LAYER = flow.action("layer"),
    UV_ROTATE = flow.action("uv_rotate"),
    LEGEND = flow.action("legend"),
    LENS_FLARE = flow.action("lens_flare"),
    MIRROR = flow.action("mirror"),
    FOG = flow.action("fog"),
    ANIMATING_MIP = flow.action("animating_mip"),
    LOAD_CAMERA = flow.action("load_camera"),
    RESET_HUB = flow.action("reset_hub"),
    ITEM = flow.action("item"),
  },
}
