//! The gameflow's opcodes by name: TOMBPC.DAT sequence opcodes (every
//! game's order of play is written with them: TR1's built-in one, a
//! folder's own gameflow.lua, TR2/TR3's script) and SCRIPT.DAT level
//! options (TR4/TR5). Their handlers are Lua, in the modules
//! [`handler_module`] names; the flow runs them (`script::flow`).

use crate::format::companion::gameflow::GameflowOp;
use crate::format::companion::script::ScriptOp;
use crate::format::Game;

/// The module whose `handlers` table holds the opcode handlers of a game.
pub fn handler_module(game: Game) -> &'static str {
    match game {
        Game::Tr1 | Game::Tr2 | Game::Tr3 => "gameflow.sequence",
        Game::Tr4 | Game::Tr5 => "gameflow.script_options",
    }
}

/// A TOMBPC.DAT opcode as a handler name and operands.
pub fn tombpc_op(op: &GameflowOp) -> (&'static str, Vec<i64>) {
    use GameflowOp::*;
    match *op {
        Picture(n) => ("PICTURE", vec![n as i64]),
        ListStart => ("LIST_START", vec![]),
        ListEnd => ("LIST_END", vec![]),
        Fmv(n) => ("FMV", vec![n as i64]),
        Level(n) => ("LEVEL", vec![n as i64]),
        Cine(n) => ("CINE", vec![n as i64]),
        Complete => ("COMPLETE", vec![]),
        Demo(n) => ("DEMO", vec![n as i64]),
        JumpToSequence(n) => ("JUMP_TO_SEQUENCE", vec![n as i64]),
        End => ("END", vec![]),
        Track(n) => ("TRACK", vec![n as i64]),
        Sunset => ("SUNSET", vec![]),
        LoadPic(n) => ("LOAD_PIC", vec![n as i64]),
        DeadlyWater => ("DEADLY_WATER", vec![]),
        RemoveWeapons => ("REMOVE_WEAPONS", vec![]),
        GameComplete => ("GAME_COMPLETE", vec![]),
        CutAngle(n) => ("CUT_ANGLE", vec![n as i64]),
        NoFloor(n) => ("NO_FLOOR", vec![n as i64]),
        StartInv { item, bonus } => ("START_INV", vec![item as i64, bonus as i64]),
        StartAnim(n) => ("START_ANIM", vec![n as i64]),
        Secrets(n) => ("SECRETS", vec![n as i64]),
        KillToComplete => ("KILL_TO_COMPLETE", vec![]),
        RemoveAmmo => ("REMOVE_AMMO", vec![]),
    }
}

/// A SCRIPT.DAT level option as a handler name and operands.
pub fn script_op(op: &ScriptOp) -> (&'static str, Vec<i64>) {
    use ScriptOp::*;
    match *op {
        Fmv(v) => ("FMV", vec![(v & 0x0F) as i64, (v >> 4) as i64]),
        Level {
            string_index,
            options,
            path_index,
            audio,
        } => (
            "LEVEL",
            vec![
                string_index as i64,
                options.bits() as i64,
                path_index as i64,
                audio as i64,
            ],
        ),
        Title {
            path_index,
            options,
            audio,
        } => (
            "TITLE",
            vec![path_index as i64, options.bits() as i64, audio as i64],
        ),
        Cut(c) => ("CUT", vec![c as i64]),
        ResidentCut { slot, cut } => ("RESIDENT_CUT", vec![slot as i64, cut as i64]),
        Layer { layer, rgb, speed } => (
            "LAYER",
            vec![
                layer as i64,
                rgb[0] as i64,
                rgb[1] as i64,
                rgb[2] as i64,
                speed as i64,
            ],
        ),
        UvRotate(v) => ("UV_ROTATE", vec![v as i64]),
        Legend(v) => ("LEGEND", vec![v as i64]),
        LensFlare {
            y_clicks,
            z_clicks,
            x_clicks,
            rgb,
        } => (
            "LENS_FLARE",
            vec![
                y_clicks as i64,
                z_clicks as i64,
                x_clicks as i64,
                rgb[0] as i64,
                rgb[1] as i64,
                rgb[2] as i64,
            ],
        ),
        Mirror { room, x_axis } => ("MIRROR", vec![room as i64, x_axis as i64]),
        Fog { rgb } => ("FOG", vec![rgb[0] as i64, rgb[1] as i64, rgb[2] as i64]),
        AnimatingMip(v) => (
            "ANIMATING_MIP",
            vec![((v & 0x0F) + 1) as i64, (v >> 4) as i64],
        ),
        LoadCamera {
            source,
            target,
            room,
        } => (
            "LOAD_CAMERA",
            vec![
                source[0] as i64,
                source[1] as i64,
                source[2] as i64,
                target[0] as i64,
                target[1] as i64,
                target[2] as i64,
                room as i64,
            ],
        ),
        ResetHub(v) => ("RESET_HUB", vec![v as i64]),
        Item(_) => ("ITEM", vec![]),
    }
}

/// Every handler name a game's table must define.
pub fn required_handlers(game: Game) -> &'static [&'static str] {
    match game {
        Game::Tr1 | Game::Tr2 | Game::Tr3 => &[
            "PICTURE",
            "LIST_START",
            "LIST_END",
            "FMV",
            "LEVEL",
            "CINE",
            "COMPLETE",
            "DEMO",
            "JUMP_TO_SEQUENCE",
            "END",
            "TRACK",
            "SUNSET",
            "LOAD_PIC",
            "DEADLY_WATER",
            "REMOVE_WEAPONS",
            "GAME_COMPLETE",
            "CUT_ANGLE",
            "NO_FLOOR",
            "START_INV",
            "START_ANIM",
            "SECRETS",
            "KILL_TO_COMPLETE",
            "REMOVE_AMMO",
        ],
        Game::Tr4 | Game::Tr5 => &[
            "FMV",
            "LEVEL",
            "TITLE",
            "CUT",
            "RESIDENT_CUT",
            "LAYER",
            "UV_ROTATE",
            "LEGEND",
            "LENS_FLARE",
            "MIRROR",
            "FOG",
            "ANIMATING_MIP",
            "LOAD_CAMERA",
            "RESET_HUB",
            "ITEM",
        ],
    }
}
