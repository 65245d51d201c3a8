-- TR3 gameflow: the same TOMBPC.DAT opcodes as TR2 (spec 000 §11.5).
return require("gameflow.tr2")
