mod common;
use std::sync::Arc;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};
#[test]
fn dbg() {
    let path = common::shared("tr2/TEST1.TR2").unwrap();
    let level = Arc::new(Level::load(&std::fs::read(&path).unwrap(), Some("TR2")).unwrap());
    let keys = vec![
        Input::FORWARD,
        Input::BACK,
        Input::LEFT,
        Input::RIGHT,
        Input::JUMP,
        Input::ACTION,
        Input::WALK,
        Input::ROLL,
        Input::STEP_LEFT,
        Input::STEP_RIGHT,
        Input::LOOK,
        Input::DRAW,
        Input::FLARE,
    ];
    let seq = common::random_held_inputs_of(&keys, 10000, 23);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, Some("TEST1")).unwrap();
    host.bind_all(&mut world);
    let mut tick = 0;
    for &(n, bits) in &seq {
        for _ in 0..n {
            host.step(&mut world, Input { bits });
            tick += 1;
            let e = &world.entities[0];
            if (559..=600).contains(&tick) {
                eprintln!("{tick} in {bits:#x} pos {:?} st {} goal {} anim {} fr {} g {} fs {} hp {} fl {}", e.pos, e.state, e.goal_state, e.anim.0, e.frame, e.gravity, e.fall_speed, e.health, world.floor(e.room, e.pos[0], e.pos[1]-1, e.pos[2]));
            }
            if tick > 600 {
                return;
            }
        }
    }
}
