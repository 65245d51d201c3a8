-- TR3 gameflow: handlers for every TOMBPC.DAT sequence opcode (spec 000 §11.5).
local flow = require("gameflow.common")
return {
  handlers = {
    PICTURE = flow.action("picture"),
    LIST_START = flow.action("list_start"),
    LIST_END = flow.action("list_end"),
    FMV = flow.action("fmv"),
    LEVEL = flow.action("level"),
    CINE = flow.action("cine"),
    COMPLETE = flow.action("complete"),
    DEMO = flow.action("demo"),
    JUMP_TO_SEQUENCE = flow.action("jump_to_sequence"),
    END = flow.action("end"),
    TRACK = flow.action("track"),
    SUNSET = flow.action("sunset"),
    LOAD_PIC = flow.action("load_pic"),
    DEADLY_WATER = flow.action("deadly_water"),
    REMOVE_WEAPONS = flow.action("remove_weapons"),
    GAME_COMPLETE = flow.action("game_complete"),
    CUT_ANGLE = flow.action("cut_angle"),
    NO_FLOOR = flow.action("no_floor"),
    START_INV = flow.action("start_inv"),
    START_ANIM = flow.action("start_anim"),
    SECRETS = flow.action("secrets"),
    KILL_TO_COMPLETE = flow.action("kill_to_complete"),
    REMOVE_AMMO = flow.action("remove_ammo"),
  },
}
