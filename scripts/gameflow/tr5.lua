-- TR5 gameflow: the same SCRIPT.DAT level options as TR4 (spec 000 §12.1.6).
return require("gameflow.tr4")
