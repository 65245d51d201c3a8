//! The Lua console: lines evaluated in the scripts' own sandbox on the
//! running world (`ScriptHost::eval`), and `sim --console` answering the
//! lines of standard input after the ticks.

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;

use tombrs::builder::demo::demo_level;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::World;

#[test]
fn lines_see_the_world_lara_and_the_shipped_modules_and_keep_their_globals() {
    let raw = tombrs::builder::build(&demo_level(), Game::Tr1);
    let mut world = World::new(Arc::new(Level::from_raw(&raw).unwrap()), 0);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), Game::Tr1, None).unwrap();
    host.bind_all(&mut world);
    let mut eval = |line: &str| host.eval(&mut world, line);
    assert_eq!(eval("6*7"), Ok("42".into()));
    assert_eq!(eval("return 1, 'two', nil"), Ok("1\ttwo\tnil".into()));
    assert_eq!(eval("x = 5"), Ok("nil".into()));
    assert_eq!(eval("x * 2"), Ok("10".into()));
    assert_eq!(eval("lara"), Ok("<entity 0 Lara>".into()));
    assert_eq!(eval("lara.health"), Ok("1000".into()));
    assert_eq!(
        eval("{3, 4, k = 'v', t = {}}"),
        Ok("{3, 4, k = \"v\", t = {…}}".into())
    );
    assert_eq!(eval("require('lib.fixed').sin(16384)"), Ok("16384".into()));
    // The sandbox is the scripts': no io, no os.
    let io = eval("io.open('x')").unwrap_err();
    assert!(io.contains("console:1:"), "{io}");
    let syntax = eval("return (").unwrap_err();
    assert!(syntax.contains("syntax error"), "{syntax}");
    // A line changes the world as a hook would.
    assert_eq!(eval("lara.health = 500"), Ok("nil".into()));
    assert_eq!(world.entity(world.lara().unwrap()).unwrap().health, 500);
    // The console's globals are its own: the scripts' stay as they were.
    assert!(host
        .lua()
        .globals()
        .get::<mlua::Value>("x")
        .unwrap()
        .is_nil());
}

#[test]
fn sim_console_answers_each_line_of_standard_input() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(["sim", "data/demo/demo.phd", "--ticks", "10", "--console"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"return 6*7\n\nlara.room\nerror('stop')\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let answers: Vec<&str> = stdout.lines().skip(1).collect();
    assert_eq!(answers.len(), 3, "{stdout}");
    assert_eq!(answers[0], "42");
    assert!(answers[1].parse::<u32>().is_ok(), "{stdout}");
    assert_eq!(answers[2], "error: console:1: stop");
}
