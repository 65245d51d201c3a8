//! The world: real levels simulate, Lara stands on her floor, runs are
//! deterministic; triggers, masks, one-shot, timers, flipmaps and the
//! animation state machine behave per game on builder levels.

use crate::common;

use std::sync::Arc;

use tombrs::builder::demo::{demo_level, rooms};
use tombrs::builder::{build, EntityDef, LevelDef, Material, RoomDef, SoundSourceDef};
use tombrs::format::Game;
use tombrs::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};
use tombrs::level::heights::Diagonal;
use tombrs::level::{Level, RoomId};
use tombrs::world::geometry::{ceiling_height, find_sector, floor_height, sector_info};
use tombrs::world::trace::trace_line;
use tombrs::world::{EntityId, Event, Hooks, Input, NoHooks, Status, World};

const GAMES: [Game; 5] = [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];

fn world_of(def: &LevelDef, game: Game) -> World {
    World::new(Arc::new(Level::from_raw(&build(def, game)).unwrap()), 7)
}

#[test]
fn real_levels_simulate_600_ticks_with_lara_on_her_floor() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for path in levels {
        let level = Arc::new(
            Level::load(
                &std::fs::read(&path).unwrap(),
                common::ext(&path).as_deref(),
            )
            .unwrap(),
        );
        let mut world = World::new(level, 1);
        for _ in 0..600 {
            world.step(Input::default(), &mut NoHooks);
        }
        let lara = world.entity(world.lara().unwrap()).unwrap().clone();
        let floor = floor_height(&world, lara.room, lara.pos[0], lara.pos[1], lara.pos[2]);
        assert!(
            (lara.pos[1] - floor).abs() <= 256,
            "{}: Lara at y {} over a floor at {floor}",
            path.display(),
            lara.pos[1]
        );
    }
}

#[test]
fn same_level_inputs_and_seed_give_the_same_trace() {
    let def = demo_level();
    let run = |seed: u32| {
        let mut world = world_of(&def, Game::Tr4);
        *world.rng_mut() = tombrs::world::Rng::new(seed);
        let mut out = String::new();
        for t in 0..300u32 {
            let input = Input {
                bits: if t % 40 < 20 { Input::FORWARD } else { 0 },
            };
            world.step(input, &mut NoHooks);
            trace_line(&world, &mut out);
        }
        out
    };
    assert_eq!(run(3), run(3));
}

/// Records hook calls.
#[derive(Default)]
struct Recorder {
    calls: Vec<(&'static str, u32, u64)>,
}

impl Hooks for Recorder {
    fn on_activate(&mut self, world: &mut World, id: EntityId, _: Option<EntityId>) {
        self.calls.push(("on", id.index, world.tick()));
    }
    fn on_deactivate(&mut self, world: &mut World, id: EntityId, _: Option<EntityId>) {
        self.calls.push(("off", id.index, world.tick()));
    }
}

fn trig(
    kind: TriggerKind,
    timer: u8,
    one_shot: bool,
    mask: u8,
    actions: Vec<TriggerAction>,
) -> FloorFunction {
    FloorFunction::Trigger {
        kind,
        setup: TriggerSetup {
            timer,
            one_shot,
            mask,
            spare: 0,
        },
        actions,
    }
}

/// A trigger with no timer whose one action switches entity 1.
fn on_entity_1(kind: TriggerKind, one_shot: bool, mask: u8) -> FloorFunction {
    trig(kind, 0, one_shot, mask, vec![TriggerAction::Object(1)])
}

/// A corridor along x (cells 1..=8 at z = 1) with Lara at cell 1 and a plain
/// entity 1 (no model) elsewhere; `triggers` go on cells by x.
fn corridor(triggers: Vec<(usize, FloorFunction)>) -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 10, 3, 0, -8);
    for (x, f) in triggers {
        room.sector_mut(x, 1).functions.push(f);
    }
    LevelDef {
        rooms: vec![room],
        entities: vec![
            EntityDef::new(0, 0, [1536, 0, 1536]),
            EntityDef::new(200, 0, [8 * 1024 + 512, 0, 1536]),
        ],
        ..Default::default()
    }
}

/// Moves Lara to cell x of the corridor and steps once.
fn walk_to(world: &mut World, x: i32, hooks: &mut dyn Hooks) {
    let lara = world.lara().unwrap();
    world.entity_mut(lara).unwrap().pos = [x * 1024 + 512, 0, 1536];
    world.step(Input::default(), hooks);
}

fn status(world: &World) -> Status {
    world.entities()[1].status
}

#[test]
fn masks_combine_and_pads_fire_on_arrival() {
    for game in GAMES {
        let def = corridor(vec![
            (2, on_entity_1(TriggerKind::Pad, false, 0x0F)),
            (4, on_entity_1(TriggerKind::Trigger, false, 0x10)),
        ]);
        let mut world = world_of(&def, game);
        let mut rec = Recorder::default();
        walk_to(&mut world, 2, &mut rec);
        assert_eq!(world.entities()[1].mask, 0x0F);
        assert_eq!(
            status(&world),
            Status::Inactive,
            "{game}: half a mask does nothing"
        );
        walk_to(&mut world, 4, &mut rec);
        assert_eq!(
            status(&world),
            Status::Active,
            "{game}: the full mask activates"
        );
        assert_eq!(rec.calls.iter().filter(|c| c.0 == "on").count(), 1);
    }
}

#[test]
fn switches_toggle_through_xor() {
    for game in GAMES {
        let def = corridor(vec![(
            3,
            trig(
                TriggerKind::Switch,
                0,
                false,
                0x1F,
                vec![TriggerAction::Object(0), TriggerAction::Object(1)],
            ),
        )]);
        let mut world = world_of(&def, game);
        let mut rec = Recorder::default();
        // The switch (entity 0 here stands in for it) must be used to fire.
        walk_to(&mut world, 3, &mut rec);
        assert_eq!(
            status(&world),
            Status::Inactive,
            "{game}: an unused switch does nothing"
        );
        world.entities_mut()[0].triggered = true;
        world.step(Input::default(), &mut rec);
        assert_eq!(status(&world), Status::Active, "{game}");
        world.entities_mut()[0].triggered = true;
        world.step(Input::default(), &mut rec);
        assert_eq!(
            status(&world),
            Status::Inactive,
            "{game}: the second use toggles back"
        );
    }
}

#[test]
fn one_shot_locks_and_antitriggers_differ_by_game() {
    for game in GAMES {
        let def = corridor(vec![
            (2, on_entity_1(TriggerKind::Trigger, true, 0x1F)),
            (4, on_entity_1(TriggerKind::Antitrigger, false, 0x1F)),
        ]);
        let mut world = world_of(&def, game);
        walk_to(&mut world, 2, &mut NoHooks);
        assert!(
            world.entities()[1].one_shot && status(&world) == Status::Active,
            "{game}"
        );
        walk_to(&mut world, 4, &mut NoHooks);
        let expected = if game >= Game::Tr4 {
            Status::Inactive
        } else {
            Status::Active
        };
        assert_eq!(
            status(&world),
            expected,
            "{game}: antitrigger on a locked entity"
        );
    }
    // TR3 locks at once, even with an incomplete mask.
    let def = corridor(vec![
        (2, on_entity_1(TriggerKind::Trigger, true, 0x0F)),
        (4, on_entity_1(TriggerKind::Trigger, true, 0x10)),
    ]);
    for game in GAMES {
        let mut world = world_of(&def, game);
        walk_to(&mut world, 2, &mut NoHooks);
        walk_to(&mut world, 4, &mut NoHooks);
        let expected = if game == Game::Tr3 {
            Status::Inactive
        } else {
            Status::Active
        };
        assert_eq!(
            status(&world),
            expected,
            "{game}: one-shot with a partial mask"
        );
    }
}

#[test]
fn timers_deactivate_in_tr1_to_tr3_and_delay_from_tr4() {
    // Timer byte 0xFE: 254 s in TR1–TR3, −2 s (a delay) from TR4.
    let def = corridor(vec![(
        2,
        trig(
            TriggerKind::Trigger,
            0xFE,
            false,
            0x1F,
            vec![TriggerAction::Object(1)],
        ),
    )]);
    for game in GAMES {
        let mut world = world_of(&def, game);
        walk_to(&mut world, 2, &mut NoHooks);
        if game >= Game::Tr4 {
            assert_eq!(status(&world), Status::Inactive, "{game}: delayed");
            for _ in 0..60 {
                world.step(Input::default(), &mut NoHooks);
            }
            assert_eq!(status(&world), Status::Active, "{game}: active after 2 s");
        } else {
            assert_eq!(status(&world), Status::Active, "{game}");
            assert_eq!(world.entities()[1].timer, 254 * 30);
        }
    }
    // A short timer runs out.
    let def = corridor(vec![(
        2,
        trig(
            TriggerKind::Pad,
            2,
            false,
            0x1F,
            vec![TriggerAction::Object(1)],
        ),
    )]);
    let mut world = world_of(&def, Game::Tr2);
    walk_to(&mut world, 2, &mut NoHooks);
    walk_to(&mut world, 5, &mut NoHooks);
    for _ in 0..60 {
        world.step(Input::default(), &mut NoHooks);
    }
    assert_eq!(status(&world), Status::Inactive, "the timer ran out");
}

#[test]
fn actions_emit_events_once_where_the_games_do() {
    let def = corridor(vec![(
        2,
        trig(
            TriggerKind::Trigger,
            0,
            false,
            0x01,
            vec![
                TriggerAction::Soundtrack(5),
                TriggerAction::Secret(2),
                TriggerAction::Flipeffect(7),
                TriggerAction::EndLevel(1),
                TriggerAction::Camera {
                    camera: 0,
                    timer: 2,
                    once: true,
                    move_timer: 1,
                    spare: 0,
                    head_cont: true,
                },
            ],
        ),
    )]);
    let mut world = world_of(&def, Game::Tr4);
    walk_to(&mut world, 2, &mut NoHooks);
    let first = world.events().to_vec();
    assert!(first.contains(&Event::Track { track: 5 }));
    assert!(first.contains(&Event::Secret { index: 2 }));
    assert!(first.contains(&Event::Flipeffect {
        effect: 7,
        entity: world.lara(),
        foot: None,
    }));
    assert!(first
        .iter()
        .any(|e| matches!(e, Event::LevelEnd { level: 1, .. })));
    assert!(first
        .iter()
        .any(|e| matches!(e, Event::Camera { camera: 0, .. })));
    // Standing on: the track and the secret do not repeat.
    world.step(Input::default(), &mut NoHooks);
    assert!(!world.events().contains(&Event::Track { track: 5 }));
    assert!(!world.events().contains(&Event::Secret { index: 2 }));
    assert_eq!(world.secrets(), 1 << 2);
}

#[test]
fn the_kill_function_kills_lara_on_the_floor() {
    let def = corridor(vec![(2, FloorFunction::Kill)]);
    let mut world = world_of(&def, Game::Tr1);
    walk_to(&mut world, 2, &mut NoHooks);
    assert_eq!(world.entities()[0].health, 0);
}

#[test]
fn flipmaps_swap_all_rooms_before_tr4_and_groups_after() {
    let mut def = corridor(vec![(
        2,
        trig(
            TriggerKind::Trigger,
            0,
            false,
            0x1F,
            vec![TriggerAction::FlipMap(1)],
        ),
    )]);
    // Two flippable rooms elsewhere: group 1 and group 2.
    for (x, group) in [(20, 1u8), (30, 2u8)] {
        let mut a = RoomDef::boxed(x, 0, 3, 3, 0, -8);
        let mut b = RoomDef::boxed(x, 0, 3, 3, -2, -8);
        a.alternate = Some(def.rooms.len() + 1);
        a.alternate_group = group;
        b.alternate_group = group;
        def.rooms.push(a);
        def.rooms.push(b);
    }
    for game in GAMES {
        let mut world = world_of(&def, game);
        walk_to(&mut world, 2, &mut NoHooks);
        let flipped: Vec<bool> = vec![world.flipped()[1], world.flipped()[3]];
        let expected = if game >= Game::Tr4 {
            vec![true, false]
        } else {
            vec![true, true]
        };
        assert_eq!(flipped, expected, "{game}");
        // Queries see the flipped room: its floor is 2 clicks higher.
        assert_eq!(
            floor_height(
                &world,
                tombrs::level::RoomId(1),
                21 * 1024 + 512,
                -100,
                1536
            ),
            -512,
            "{game}"
        );
    }
}

#[test]
fn the_state_machine_dispatches_loops_and_fires_frame_commands() {
    use tombrs::builder::hero::state;
    let mut world = world_of(&demo_level(), Game::Tr4);
    let lara = world.lara().unwrap();
    let stand = world.entity(lara).unwrap().anim;
    assert_eq!(world.entity(lara).unwrap().state, state::STOP);
    // A behaviour takes control of the player: animation now moves her.
    world.entity_mut(lara).unwrap().driven = true;
    world.entity_mut(lara).unwrap().goal_state = state::WALK;
    world.step(Input::default(), &mut NoHooks);
    let e = world.entity(lara).unwrap().clone();
    assert_ne!(e.anim, stand, "the dispatch switched animations");
    assert_eq!(e.state, state::WALK);
    // Walking: footsteps on the walk's frames 0 and 8, then the loop.
    let walk = e.anim;
    let mut footsteps = 0;
    let mut looped = false;
    for _ in 0..40 {
        world.step(Input::default(), &mut NoHooks);
        footsteps += world
            .events()
            .iter()
            .filter(|ev| matches!(ev, Event::Sound { sound: 0, .. }))
            .count();
        let a = &world.level().animations[walk.index()];
        looped |= world.entity(lara).unwrap().frame == a.frame_start;
    }
    assert!(footsteps >= 3, "{footsteps} footsteps");
    assert!(looped, "the walk loops to its first frame");
    assert_eq!(world.entity(lara).unwrap().anim, walk);
    assert!(
        world.entity(lara).unwrap().pos[0] > 4608,
        "walking moves forward"
    );
}

#[test]
fn queries_follow_portals_stacks_and_slopes_in_the_demo() {
    let world = world_of(&demo_level(), Game::Tr3);
    let r = |i: usize| tombrs::level::RoomId(i as u32);
    // The hall's east doorway leads into the gap room.
    let s = find_sector(&world, r(rooms::HALL), 8 * 1024 + 512, 0, 4 * 1024 + 512);
    assert_eq!(s.room, r(rooms::GAP));
    // The spike pit is 8 clicks deep.
    assert_eq!(
        floor_height(&world, r(rooms::GAP), 12 * 1024 + 512, 0, 4 * 1024 + 512),
        2048
    );
    // The ramp rises 2 clicks over its sector: mid-height at its centre.
    assert_eq!(
        floor_height(&world, r(rooms::HALL), 3 * 1024 + 512, 0, 6 * 1024 + 512),
        -768
    );
    // Above the ledge room's opening: the loft's floor; below: the ledge floor.
    let up = find_sector(
        &world,
        r(rooms::LEDGE),
        22 * 1024 + 512,
        -3500,
        5 * 1024 + 512,
    );
    assert_eq!(up.room, r(rooms::LOFT));
    assert_eq!(
        floor_height(
            &world,
            r(rooms::LEDGE),
            22 * 1024 + 512,
            -1700,
            5 * 1024 + 512
        ),
        -1536
    );
    // The pool's air: falling through the surface into the water below.
    assert_eq!(
        floor_height(
            &world,
            r(rooms::POOL_AIR),
            26 * 1024 + 512,
            -100,
            4 * 1024 + 512
        ),
        12 * 256
    );
}

/// A 7×7 ring round a wall block: from the west column to the middle of the
/// east column a walker can go south (round the bottom row) or north — but
/// the north way crosses a plinth 4 clicks high in the north-east corner.
fn maze() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 9, 9, 0, -16);
    for x in 2..=6 {
        for z in 2..=6 {
            room.sector_mut(x, z).wall = true;
        }
    }
    room.sector_mut(7, 1).floor = [-4; 4];
    LevelDef {
        rooms: vec![room],
        ..Default::default()
    }
}

#[test]
fn pathfinding_finds_routes_avoids_blocked_boxes_and_respects_zones() {
    use tombrs::world::nav::lot::{Search, Terrain, EXPANSION};
    use tombrs::world::nav::{random_point_in_overlap, ZoneClass};
    let mut world = world_of(&maze(), Game::Tr2);
    let cell_box = |world: &World, x: usize, z: usize| {
        world.level().rooms[0].sector(x, z).unwrap().box_id.unwrap()
    };
    let (start, goal) = (cell_box(&world, 1, 1), cell_box(&world, 7, 4));
    let (south, plinth) = (cell_box(&world, 4, 7), cell_box(&world, 7, 1));
    // The route a creature of `class` follows: the exits of a search from
    // the goal run to the end (TRX tr2 box.c Box_SearchLOT).
    let walk = |world: &World, class: ZoneClass| {
        let zones = &world.level().navigation.zones.normal;
        let zone = match class {
            ZoneClass::Ground(n) => &zones.ground[n],
            _ => &zones.fly,
        };
        // TRX tr2 lot.c: walkers step and drop a click, flyers 20 sectors.
        let fly = class == ZoneClass::Fly;
        let reach = if fly { 20 * 1024 } else { 256 };
        let terrain = Terrain {
            game: world.level().game,
            boxes: &world.level().navigation.boxes,
            overlaps: &world.level().navigation.overlaps,
            zone,
            blocked: world.box_blocked(),
            large: false,
            step: reach,
            drop: reach,
            fly,
            can_jump: false,
            can_monkey: false,
        };
        let mut search = Search::new(world.level().navigation.boxes.len());
        search.set_required_box(Some(goal));
        while search.update(&terrain, EXPANSION) {}
        let mut route = vec![start];
        while let Some(next) = search.exit_of(route.last().unwrap().index()) {
            route.push(next);
        }
        route
    };
    // Walkers go round the south; the plinth splits their zone.
    let route = walk(&world, ZoneClass::Ground(0));
    assert_eq!(*route.last().unwrap(), goal, "route {route:?}");
    assert!(
        route.contains(&south) && !route.contains(&plinth),
        "{route:?}"
    );
    assert_ne!(
        world.zone(ZoneClass::Ground(0), plinth),
        world.zone(ZoneClass::Ground(0), start)
    );
    assert_eq!(
        world.zone(ZoneClass::Fly, plinth),
        world.zone(ZoneClass::Fly, start)
    );
    // With the south box blocked, walkers never enter it and cannot arrive…
    world.set_box_blocked(south, true);
    let blocked = walk(&world, ZoneClass::Ground(0));
    assert!(!blocked.contains(&south), "{blocked:?}");
    assert_ne!(*blocked.last().unwrap(), goal);
    // …while flyers take the north way over the plinth.
    let flying = walk(&world, ZoneClass::Fly);
    assert_eq!(*flying.last().unwrap(), goal, "{flying:?}");
    assert!(flying.contains(&plinth));
    // A random point where two boxes meet lies on both.
    let (a, b) = (
        &world.level().navigation.boxes[route[0].index()],
        &world.level().navigation.boxes[route[1].index()],
    );
    let mut rng = tombrs::world::Rng::new(9);
    for _ in 0..50 {
        let p = random_point_in_overlap(&mut rng, a, b);
        for bx in [a, b] {
            assert!(
                p[0] >= bx.x_min && p[0] <= bx.x_max && p[2] >= bx.z_min && p[2] <= bx.z_max,
                "{p:?}"
            );
        }
    }
}

#[test]
fn collision_primitives_probe_push_back_and_see() {
    use tombrs::world::collision::{classify_step, Step};
    let world = world_of(&demo_level(), Game::Tr4);
    let r = |i: usize| tombrs::level::RoomId(i as u32);
    // Steps.
    assert_eq!(classify_step(0, 0), Step::Flat);
    assert_eq!(classify_step(0, -256), Step::Up(1));
    assert_eq!(classify_step(0, 512), Step::Down(2));
    assert_eq!(classify_step(0, -1024), Step::Wall);
    assert_eq!(classify_step(0, 2048), Step::Drop);
    // Probing ahead from the gap room's corridor into the pit (facing +x).
    let p = world.probe(
        r(rooms::GAP),
        [11 * 1024 + 512, 0, 4 * 1024 + 512],
        0x4000,
        1024,
        0,
    );
    assert_eq!(p.floor, 2048);
    assert_eq!(classify_step(0, p.floor), Step::Drop);
    // Against the hall's west wall: pushed back to the radius.
    let pushed = world.push_out_of_walls(
        r(rooms::HALL),
        [1024 + 50, 0, 4 * 1024 + 512],
        100,
        762,
        256,
    );
    assert_eq!(pushed[0], 1024 + 101);
    // The doorway is open to sight; the wall beside it is not.
    let from = [6 * 1024 + 512, -512, 4 * 1024 + 512];
    assert!(world.line_of_sight(
        r(rooms::HALL),
        from,
        [10 * 1024 + 512, -512, 4 * 1024 + 512]
    ));
    assert!(!world.line_of_sight(
        r(rooms::HALL),
        from,
        [10 * 1024 + 512, -512, 2 * 1024 + 512]
    ));
    // Pillars: boxes turn with 90° rotations.
    let boxes = world.static_boxes(r(rooms::HALL));
    assert_eq!(boxes.len(), 4);
    assert!(boxes
        .iter()
        .all(|b| b[1] - b[0] == 320 && b[5] - b[4] == 320));
}

/// A wall reads as a wall by its floor alone: a query with no limits (a
/// take-off, which may jump at anything) passes it untouched, and one with
/// a step-up limit is stopped by it. (A wall's ceiling once read as a low
/// ceiling and shoved a body standing beside it into the next cell.)
#[test]
fn walls_block_by_their_floor_and_never_as_a_low_ceiling() {
    use tombrs::world::collide::{Blocked, CollisionQuery, WALL};
    let world = world_of(&demo_level(), Game::Tr4);
    let hall = tombrs::level::RoomId(rooms::HALL as u32);
    // Beside the hall's west wall, facing it (west) and facing along it
    // (north): the probes ahead and at the left corner lie in the wall.
    for facing in [0xC000u16, 0x0000] {
        let free = CollisionQuery::at(hall, [1024 + 60, 0, 4 * 1024 + 512], facing, 100, 762);
        let c = world.collide(&free);
        let wall_probe = if facing == 0xC000 {
            c.front
        } else {
            c.front_left
        };
        assert_eq!(
            (wall_probe.floor, wall_probe.ceiling),
            (WALL, WALL),
            "{facing:#x}"
        );
        assert_eq!((c.blocked, c.shift), (Blocked::None, [0; 3]), "{facing:#x}");
        let stepping = CollisionQuery {
            max_rise: 384,
            ..free
        };
        assert_ne!(
            world.collide(&stepping).blocked,
            Blocked::None,
            "{facing:#x}"
        );
    }
}

#[test]
fn poses_follow_the_mesh_tree_and_snapshots_carry_two_ticks() {
    use tombrs::world::pose::mesh_transforms;
    use tombrs::world::spheres::bounds_accurate as bounding_box;
    let mut world = world_of(&demo_level(), Game::Tr1);
    let lara = world.lara().unwrap();
    let e = world.entity(lara).unwrap().clone();
    let t = mesh_transforms(world.level(), e.model.unwrap(), e.anim, e.frame);
    assert_eq!(t.len(), 15);
    // The head sits above the hips, the feet below.
    assert!(
        t[14].pos[1] < t[0].pos[1] - 200.0,
        "{:?} vs {:?}",
        t[14].pos,
        t[0].pos
    );
    assert!(t[3].pos[1] > t[0].pos[1] + 300.0);
    let b = bounding_box(world.level(), e.anim, e.frame);
    assert!(b[2] < b[3]);
    world.entity_mut(lara).unwrap().driven = true;
    world.entity_mut(lara).unwrap().goal_state = tombrs::builder::hero::state::WALK;
    for _ in 0..5 {
        world.step(Input::default(), &mut NoHooks);
    }
    let snap = world.snapshot();
    let s = &snap.entities[0];
    assert_ne!(s.prev_pos, s.pos);
    let mid = s.interpolated_pos(0.5);
    assert!(mid[0] > s.prev_pos[0] as f32 && mid[0] < s.pos[0] as f32);
}

#[test]
fn cameras_switch_by_trigger_and_flybys_play_along_their_spline() {
    let mut world = world_of(&demo_level(), Game::Tr4);
    let lara = world.lara().unwrap();
    // The hall's camera trigger at (6, 6): 3 s, once.
    world.entity_mut(lara).unwrap().pos = [6 * 1024 + 512, 0, 6 * 1024 + 512];
    world.step(Input::default(), &mut NoHooks);
    assert_eq!(world.camera().fixed.map(|f| f.index), Some(0));
    world.entity_mut(lara).unwrap().pos = [4 * 1024 + 512, 0, 4 * 1024 + 512];
    for _ in 0..95 {
        world.step(Input::default(), &mut NoHooks);
    }
    assert_eq!(
        world.camera().fixed,
        None,
        "back to the chase camera after 3 s"
    );
    // Once: stepping on it again does nothing.
    world.entity_mut(lara).unwrap().pos = [6 * 1024 + 512, 0, 6 * 1024 + 512];
    world.step(Input::default(), &mut NoHooks);
    assert_eq!(world.camera().fixed, None);
    // The flyby at (5, 4) runs along its three points and ends.
    world.entity_mut(lara).unwrap().pos = [5 * 1024 + 512, 0, 4 * 1024 + 512];
    world.step(Input::default(), &mut NoHooks);
    assert!(world.camera().flyby.is_some());
    let first = world.camera().flyby_view().unwrap();
    let mut last_x = first.pos[0];
    let mut ticks = 0;
    // Out along its points (an 80° lens: 64.4° high, TOMB4 AlterFOV's
    // 4:3 width), then back to the chase camera (TOMB4 CalculateSpotCams:
    // neither looping nor snapping back, `spline_to_camera`).
    while world.camera().flyby.is_some_and(|f| !f.to_game) && ticks < 2000 {
        let v = world.camera().flyby_view().unwrap();
        assert!(v.pos[0] >= last_x - 1.0, "moves along the points");
        assert!((v.fov - 64.4).abs() < 0.1, "{}", v.fov);
        last_x = v.pos[0];
        world.step(Input::default(), &mut NoHooks);
        ticks += 1;
    }
    assert!(last_x > first.pos[0] + 3000.0);
    while world.camera().flyby.is_some() && ticks < 2000 {
        world.step(Input::default(), &mut NoHooks);
        ticks += 1;
    }
    assert!(
        world.camera().flyby.is_none() && ticks > 10,
        "{ticks} ticks"
    );
}

/// The demo level (TR4) with `flags` added to its flyby's first point and
/// Lara on the flyby's trigger at (5, 4).
fn on_the_flyby_trigger(flags: u16) -> World {
    let mut def = demo_level();
    def.flyby[0].flags |= flags;
    let mut world = world_of(&def, Game::Tr4);
    let lara = world.lara().unwrap();
    world.entity_mut(lara).unwrap().pos = [5 * 1024 + 512, 0, 4 * 1024 + 512];
    world
}

/// A flyby whose first point carries TR4's "disable Lara control" flag
/// (0x400) lets only looking through while it plays, and its trigger starts
/// it (and reports it) once however long she stands on it (TOMB4 spotcam.cpp
/// InitialiseSpotCam; control.cpp ControlPhase masks input to IN_LOOK, and
/// TestTriggers' TO_FLYBY skips a playing or one-shot sequence).
#[test]
fn a_flyby_holding_the_player_lets_only_looking_through_and_starts_once() {
    let mut world = on_the_flyby_trigger(0x0400);
    // Looking would end it (TOMB4 CalculateSpotCams): walking only.
    let forward = Input {
        bits: Input::FORWARD,
    };
    let mut started = 0;
    let mut held = 0;
    for _ in 0..2000 {
        world.step(forward, &mut NoHooks);
        started += world
            .events()
            .iter()
            .filter(|e| matches!(e, Event::Flyby { .. }))
            .count();
        if world.camera().flyby.is_none() {
            break;
        }
        held += 1;
        assert!(world.camera().holds_player());
    }
    assert_eq!(started, 1, "the flyby starts once");
    assert!(held > 10, "it played {held} ticks");
    // Once it ends she has control again.
    world.step(forward, &mut NoHooks);
    assert_eq!(world.input().bits, Input::FORWARD);
    assert!(
        world.camera().flyby.is_none(),
        "once: it does not start again"
    );
}

/// While a flyby holds the player her health and air are put back each
/// tick to what they were when it started, and once it ends they are hers
/// to lose again (TOMB4 spotcam.cpp InitialiseSpotCam keeps LaraHealth and
/// LaraAir; CalculateSpotCams restores them while bDisableLaraControl).
#[test]
fn a_holding_flyby_keeps_her_health_and_air_as_they_were_when_it_started() {
    let mut world = on_the_flyby_trigger(0x0400);
    let lara = world.lara().unwrap();
    let (health, air) = {
        let e = world.entity(lara).unwrap();
        (e.health, e.air)
    };
    world.step(Input::default(), &mut NoHooks);
    assert!(world.camera().holds_player());
    let e = world.entity_mut(lara).unwrap();
    (e.health, e.air) = (health - 300, air - 100);
    world.step(Input::default(), &mut NoHooks);
    let e = world.entity(lara).unwrap();
    assert_eq!((e.health, e.air), (health, air), "kept while it holds her");
    let mut ticks = 0;
    while world.camera().flyby.is_some() && ticks < 2000 {
        world.step(Input::default(), &mut NoHooks);
        ticks += 1;
    }
    let e = world.entity_mut(lara).unwrap();
    e.health = health - 300;
    world.step(Input::default(), &mut NoHooks);
    assert_eq!(
        world.entity(lara).unwrap().health,
        health - 300,
        "hers again"
    );
}

/// While a flyby holds the player, the input that reaches the world is
/// looking only.
#[test]
fn a_holding_flyby_masks_the_input_of_each_tick_it_plays() {
    // 0x200 (SP_NOBREAK): looking does not end it.
    let mut world = on_the_flyby_trigger(0x0600);
    let input = Input {
        bits: Input::FORWARD | Input::JUMP | Input::LOOK,
    };
    world.step(input, &mut NoHooks);
    assert!(world.camera().holds_player());
    world.step(input, &mut NoHooks);
    assert_eq!(world.input().bits, Input::LOOK);
    // Without the flag the same flyby leaves her in control.
    let mut world = on_the_flyby_trigger(0x0200);
    world.step(input, &mut NoHooks);
    world.step(input, &mut NoHooks);
    assert!(world.camera().flyby.is_some() && !world.camera().holds_player());
    assert_eq!(world.input().bits, input.bits);
}

#[test]
fn heavy_triggers_answer_heavy_entities_only() {
    for game in GAMES {
        let mut def = corridor(vec![(
            5,
            trig(
                TriggerKind::Heavy,
                0,
                false,
                0x1F,
                vec![TriggerAction::Object(2)],
            ),
        )]);
        def.entities
            .push(EntityDef::new(201, 0, [7 * 1024 + 512, 0, 1536]));
        let mut world = world_of(&def, game);
        walk_to(&mut world, 5, &mut NoHooks);
        assert_eq!(
            world.entities()[2].status,
            Status::Inactive,
            "{game}: Lara is not heavy"
        );
        walk_to(&mut world, 1, &mut NoHooks);
        let boulder = &mut world.entities_mut()[1];
        boulder.pos = [5 * 1024 + 512, 0, 1536];
        boulder.status = Status::Active;
        world.step(Input::default(), &mut NoHooks);
        assert_eq!(
            world.entities()[2].status,
            Status::Inactive,
            "{game}: a light entity does nothing"
        );
        world.entities_mut()[1].heavy = true;
        world.step(Input::default(), &mut NoHooks);
        assert_eq!(
            world.entities()[2].status,
            Status::Active,
            "{game}: a heavy one fires"
        );
    }
}

#[test]
fn portal_triangles_open_only_their_half_from_tr3() {
    let mut lower = RoomDef::boxed(0, 0, 4, 4, 0, -4);
    let mut upper = RoomDef::boxed(0, 0, 4, 4, -4, -12);
    for (room, open_above) in [(&mut lower, true), (&mut upper, false)] {
        let s = room.sector_mut(1, 1);
        s.open_above = open_above;
        s.portal_triangle = 1;
    }
    let def = LevelDef {
        rooms: vec![lower, upper],
        ..Default::default()
    };
    // Triangle 1 of the 00–11 split holds fx ≥ fz.
    let (open, shut) = ((1024 + 800, 1024 + 200), (1024 + 200, 1024 + 800));
    for game in GAMES {
        let world = world_of(&def, game);
        let (up, down) = (RoomId(1), RoomId(0));
        assert_eq!(floor_height(&world, up, open.0, -1100, open.1), 0, "{game}");
        assert_eq!(
            ceiling_height(&world, down, open.0, -100, open.1),
            -12 * 256,
            "{game}"
        );
        let (floor, ceiling) = if game >= Game::Tr3 {
            (-4 * 256, -4 * 256)
        } else {
            (0, -12 * 256)
        };
        assert_eq!(
            floor_height(&world, up, shut.0, -1100, shut.1),
            floor,
            "{game}: the solid half holds"
        );
        assert_eq!(
            ceiling_height(&world, down, shut.0, -100, shut.1),
            ceiling,
            "{game}"
        );
    }
}

#[test]
fn sector_info_reports_climb_monkey_kill_and_walls() {
    let mut def = corridor(vec![
        (3, FloorFunction::Climb(0x02)),
        (3, FloorFunction::Climb(0x08)),
        (4, FloorFunction::Monkey),
        (5, FloorFunction::Kill),
    ]);
    def.rooms[0].sector_mut(6, 1).floor_material = Material::Water;
    for game in [Game::Tr3, Game::Tr4, Game::Tr5] {
        let world = world_of(&def, game);
        let at = |x: i32| sector_info(&world, RoomId(0), x * 1024 + 512, -10, 1536);
        assert_eq!(at(3).climb, 0x0A, "{game}");
        assert!(at(4).monkey && !at(3).monkey, "{game}");
        assert!(at(5).kill && !at(4).kill, "{game}");
        assert!(at(2).box_id.is_some() && !at(2).wall, "{game}");
        assert!(at(0).wall, "{game}: the room's edge is a wall");
        assert_ne!(at(6).material, at(2).material, "{game}");
    }
}

#[test]
fn sound_sources_follow_the_flip_state() {
    let mut def = corridor(vec![(
        2,
        trig(
            TriggerKind::Trigger,
            0,
            false,
            0x1F,
            vec![TriggerAction::FlipMap(0)],
        ),
    )]);
    let mut a = RoomDef::boxed(20, 0, 3, 3, 0, -8);
    a.alternate = Some(2);
    def.rooms.push(a);
    def.rooms.push(RoomDef::boxed(20, 0, 3, 3, -2, -8));
    def.sounds = true;
    for (sound, flags) in [(1u16, 0x80u16), (2, 0x40), (3, 0xC0)] {
        def.sound_sources.push(SoundSourceDef {
            pos: [1536, -256, 1536],
            sound,
            flags,
        });
    }
    let mut world = world_of(&def, Game::Tr4);
    let active = |w: &World| {
        w.active_sound_sources()
            .map(|s| s.sound_id)
            .collect::<Vec<_>>()
    };
    assert_eq!(active(&world), vec![1, 3]);
    walk_to(&mut world, 2, &mut NoHooks);
    assert!(world.flipped().iter().any(|&f| f));
    assert_eq!(active(&world), vec![2, 3]);
}

/// A flipeffect index every game has (the builder leaves out those a game
/// lacks).
const EVERY_GAME_EFFECT: u16 = 16;

#[test]
fn animation_commands_fire_on_their_frames_and_next_frame_is_honoured() {
    use tombrs::builder::models::{AnimDef, KeyDef, MeshDef, ModelDef};
    use tombrs::level::anim::{AnimCommand, Environment};
    use tombrs::world::Foot;
    let key = KeyDef {
        offset: [0, 0, 0],
        rotations: vec![[0, 0, 0]],
    };
    let anim = |keys: usize, next_frame: u16, commands: Vec<AnimCommand>| AnimDef {
        name: "test",
        state: 1,
        frame_rate: 2,
        keys: vec![key.clone(); keys],
        speed: 0,
        accel: 0,
        next_anim: 1,
        next_frame,
        transitions: Vec::new(),
        commands,
    };
    let model = ModelDef {
        type_id: 300,
        meshes: vec![MeshDef::cuboid(
            [-100, -200, -100],
            [100, 0, 100],
            tombrs::builder::Material::Stone,
        )],
        tree: Vec::new(),
        animations: vec![
            // Frames 0..=4, then animation 1 from its frame 3.
            anim(
                3,
                3,
                vec![
                    AnimCommand::Flipeffect {
                        frame: 2,
                        effect: EVERY_GAME_EFFECT,
                        environment: Environment::Land,
                    },
                    AnimCommand::EmptyHands,
                    AnimCommand::SetPosition { x: 0, y: 0, z: 100 },
                ],
            ),
            anim(4, 0, Vec::new()),
        ],
    };
    let mut def = corridor(Vec::new());
    def.models.push(model);
    def.entities[1].type_id = 300;
    for game in GAMES {
        let mut world = world_of(&def, game);
        world.entities_mut()[1].status = Status::Active;
        let id = world.entities()[1].id;
        let starts: Vec<u16> = (0..2)
            .map(|k| {
                let model = world.entities()[1].model.expect("the model is found");
                let first = world.level().models[model.index()]
                    .first_animation
                    .expect("the model animates")
                    .index();
                world.level().animations[first + k].frame_start
            })
            .collect();
        let z0 = world.entities()[1].pos[2];
        let mut fired_on = None;
        for tick in 1..=5 {
            world.step(Input::default(), &mut NoHooks);
            if world.events().contains(&Event::Flipeffect {
                effect: EVERY_GAME_EFFECT,
                entity: Some(id),
                foot: Some(Foot::Left),
            }) {
                fired_on = Some(tick);
            }
            if tick < 5 {
                assert!(!world.events().contains(&Event::EmptyHands { entity: id }));
            }
        }
        assert_eq!(fired_on, Some(2), "{game}: the flipeffect fires on frame 2");
        assert!(
            world.events().contains(&Event::EmptyHands { entity: id }),
            "{game}: end commands run when the animation ends"
        );
        let e = &world.entities()[1];
        assert_eq!(e.pos[2], z0 + 100, "{game}: SetPosition moved it");
        assert_eq!(e.frame, starts[1] + 3, "{game}: NextFrame is honoured");
        assert_ne!(starts[0], starts[1]);
    }
}

/// The height an independent plane/triangle formula gives for corner
/// heights `c` (clicks at 00, 01, 10, 11) at (fx, fz) inside the sector.
fn expected_height(c: [i32; 4], split: Option<Diagonal>, fx: i32, fz: i32) -> f64 {
    let [c00, c01, c10, c11] = c.map(|v| v as f64 * 256.0);
    let (u, v) = (fx as f64 / 1024.0, fz as f64 / 1024.0);
    match split {
        None => {
            c00 * (1.0 - u) * (1.0 - v) + c10 * u * (1.0 - v) + c01 * (1.0 - u) * v + c11 * u * v
        }
        Some(Diagonal::D00To11) if u >= v => c00 + (c10 - c00) * u + (c11 - c10) * v,
        Some(Diagonal::D00To11) => c00 + (c01 - c00) * v + (c11 - c01) * u,
        Some(Diagonal::D01To10) if u + v <= 1.0 => c00 + (c10 - c00) * u + (c01 - c00) * v,
        Some(Diagonal::D01To10) => c11 + (c01 - c11) * (1.0 - u) + (c10 - c11) * (1.0 - v),
    }
}

#[test]
fn floor_and_ceiling_heights_match_every_slant_and_triangulation() {
    use Diagonal::{D00To11, D01To10};
    // (floor corners, ceiling corners, split, needs triangulation).
    let cases: [([i32; 4], [i32; 4], Diagonal, bool); 11] = [
        ([0; 4], [-8; 4], D00To11, false),
        ([0, 0, 2, 2], [-8, -8, -7, -7], D00To11, false),
        ([2, 2, 0, 0], [-7, -7, -8, -8], D00To11, false),
        ([0, 1, 0, 1], [-8, -6, -8, -6], D00To11, false),
        ([3, 0, 3, 0], [-6, -8, -6, -8], D00To11, false),
        ([0, 1, 1, 2], [-8, -7, -7, -6], D00To11, false),
        ([0, 1, 1, 3], [-8, -8, -8, -8], D00To11, true),
        ([1, 0, 3, 1], [-8, -8, -8, -8], D01To10, true),
        ([0, 0, 0, 0], [-8, -7, -6, -8], D00To11, true),
        ([0, 0, 0, 0], [-6, -8, -8, -7], D01To10, true),
        ([2, 0, 1, 2], [-8, -6, -7, -8], D01To10, true),
    ];
    let mut room = RoomDef::boxed(0, 0, cases.len() + 2, 3, 0, -8);
    for (k, (floor, ceiling, split, _)) in cases.iter().enumerate() {
        let s = room.sector_mut(k + 1, 1);
        s.floor = *floor;
        s.ceiling = *ceiling;
        s.floor_split = *split;
    }
    let def = LevelDef {
        rooms: vec![room],
        ..Default::default()
    };
    let points = [
        (0, 0),
        (1023, 0),
        (0, 1023),
        (1023, 1023),
        (512, 512),
        (768, 256),
        (256, 768),
    ];
    let planar = |c: &[i32; 4]| c[0] + c[3] == c[1] + c[2];
    for game in GAMES {
        let world = world_of(&def, game);
        for (k, (floor, ceiling, split, triangulated)) in cases.iter().enumerate() {
            if *triangulated && game <= Game::Tr2 {
                continue;
            }
            for (fx, fz) in points {
                let (x, z) = ((k as i32 + 1) * 1024 + fx, 1024 + fz);
                for (corners, got, what) in [
                    (floor, floor_height(&world, RoomId(0), x, -1000, z), "floor"),
                    (
                        ceiling,
                        ceiling_height(&world, RoomId(0), x, -1000, z),
                        "ceiling",
                    ),
                ] {
                    let split = (!planar(corners)).then_some(*split);
                    let want = expected_height(*corners, split, fx, fz);
                    assert!(
                        (got as f64 - want).abs() <= 2.0,
                        "{game} case {k} {what} at ({fx}, {fz}): got {got}, want {want}"
                    );
                }
            }
        }
    }
}

/// Hidden meshes (the complement of the games' mesh bits) land no blows
/// and take none: the demo's wolf standing on Lara touches her until
/// either body's meshes are hidden.
#[test]
fn hidden_meshes_neither_touch_nor_are_touched() {
    use tombrs::world::spheres::touch_bits;
    let mut world = world_of(&demo_level(), Game::Tr1);
    let wolf = (0..world.entities().len())
        .find(|&i| world.entities()[i].type_id == 7)
        .expect("the demo has a wolf");
    world.entities_mut()[wolf].pos = world.entities()[0].pos;
    world.entities_mut()[wolf].room = world.entities()[0].room;
    let touch = |w: &World| touch_bits(w.level(), &w.entities()[wolf], &w.entities()[0]);
    let all = touch(&world);
    assert_ne!(all, 0, "standing on her, the wolf touches Lara");
    let first = all.trailing_zeros();
    world.entities_mut()[wolf].posture.hidden = 1 << first;
    assert_eq!(
        touch(&world),
        all & !(1 << first),
        "a hidden mesh lands no blow"
    );
    world.entities_mut()[wolf].posture.hidden = 0;
    world.entities_mut()[0].posture.hidden = u32::MAX;
    assert_eq!(
        touch(&world),
        0,
        "nothing touches a body whose meshes are hidden"
    );
}
