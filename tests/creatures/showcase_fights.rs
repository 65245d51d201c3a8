//! The issue's showcase fights: a builder level of the game holding the
//! real Lara and the creatures the real test level carries, every model
//! lent from `TR_DATA_DIR`, played from a committed input file. TR2
//! (`tests/walks/fight_tr2.txt`): the tiger and masked goons 1 and 3. TR3
//! (`fight_tr3.txt`): monkeys, one posted on an AI_GUARD and one walking a
//! patrol (a hit on one alerts them all). TR4 (`fight_tr4.txt`): the same with dogs. TR5's, with its
//! guards, is `fight_tr5_showcase` in tests/bestiary_tr5_people.rs. Needs
//! `TR_DATA_DIR` (skipped with a notice).

use crate::common;

use common::arena::activate;
use common::moves::{lara_at, level_def, with_models};
use tombrs::app::input_file::Inputs;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Status, World};

const SECTOR: i32 = 1024;
/// Lara faces +x.
const EAST: u16 = 0x4000;
/// The creatures face −x, towards her.
const WEST: u16 = 0xC000;

/// The centre of sector (`x`, `z`) on the floor.
fn sector(x: i32, z: i32) -> [i32; 3] {
    [x * SECTOR + 512, 0, z * SECTOR + 512]
}

fn facing(type_id: u16, pos: [i32; 3], yaw: u16) -> EntityDef {
    let mut e = EntityDef::new(type_id, 0, pos);
    e.angle = yaw;
    e
}

fn dist(a: [i32; 3], b: [i32; 3]) -> i32 {
    ((a[0] - b[0]) as f64).hypot((a[2] - b[2]) as f64) as i32
}

/// Lara's index in the entity list.
const LARA: usize = 0;

/// The first tick on which `f` holds for entity `i`.
fn first(ticks: &[Vec<Seen>], i: usize, f: impl Fn(&Seen, &Seen) -> bool) -> Option<usize> {
    ticks.iter().position(|all| f(&all[i], &all[LARA]))
}

/// Creature `i` of a played fight came for Lara (within `reach` of her),
/// lost health to her and lay dead at the end with its body kept; `what`
/// names it in failures.
fn came_and_fell(ticks: &[Vec<Seen>], i: usize, reach: i32, what: &str) {
    let start = dist(ticks[0][i].pos, ticks[0][LARA].pos);
    let closest = ticks
        .iter()
        .map(|all| dist(all[i].pos, all[LARA].pos))
        .min()
        .unwrap();
    assert!(
        closest <= reach,
        "{what}: came no nearer than {closest} (from {start})"
    );
    let end = ticks.last().unwrap()[i];
    assert!(end.health <= 0, "{what}: still has {} health", end.health);
    assert!(end.alive, "{what}: its body was removed");
}

/// [`came_and_fell`], having struck at her (one of `attacks` states) on
/// the way.
fn charged_struck_and_fell(ticks: &[Vec<Seen>], i: usize, reach: i32, attacks: &[u16], what: &str) {
    came_and_fell(ticks, i, reach, what);
    assert!(
        first(ticks, i, |e, _| attacks.contains(&e.state)).is_some(),
        "{what}: never struck (states {attacks:?})"
    );
}

/// One entity on one tick of a fight.
#[derive(Clone, Copy, Debug)]
struct Seen {
    pos: [i32; 3],
    state: u16,
    health: i16,
    /// Still in the world (a body is; a removed entity is not).
    alive: bool,
}

/// Plays input file `walk` (its text; `origin` names it) on `level` with
/// the shipped scripts, after `setup` (switching the creatures on, arming
/// Lara): per tick, every entity as it was. Asserts no script error was
/// logged.
fn fight(
    level: tombrs::level::Level,
    walk: &str,
    origin: &str,
    setup: impl FnOnce(&mut World, &mut ScriptHost),
) -> Vec<Vec<Seen>> {
    let inputs = Inputs::parse(walk, origin).unwrap_or_else(|e| panic!("{origin}: {e}"));
    let level = std::sync::Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    setup(&mut world, &mut host);
    let ticks = inputs
        .iter()
        .map(|input| {
            host.step(&mut world, input);
            let seen = |e: &tombrs::world::Entity| Seen {
                pos: e.pos,
                state: e.state,
                health: e.health,
                alive: e.status != Status::Removed,
            };
            world.entities().iter().map(seen).collect()
        })
        .collect();
    common::assert_no_script_error(&host, origin);
    ticks
}

/// Lua giving Lara `gun` (a name of the game's weapon table), choosing it
/// and giving clips enough for the fight: what she carries into the
/// showcase (the input file draws and fires it).
fn arm(gun: &str) -> String {
    format!(
        r#"
local guns = require("lara.guns")
local lara = world.lara()
local gun = guns.tables().{gun}
guns.picked_up(lara, lara.state, gun.item)
for _ = 1, 10 do guns.picked_up(lara, lara.state, gun.ammo_item) end
assert(guns.select(lara, lara.state, "{gun}"), "{gun} chosen")
"#
    )
}

#[test]
fn tr2_tiger_and_goons_charge_strike_and_fall() {
    const TIGER: u16 = 39;
    const GOONS: [u16; 3] = [16, 17, 18];
    let others = vec![
        facing(TIGER, sector(8, 6), WEST),
        facing(GOONS[0], sector(10, 3), WEST),
        facing(GOONS[2], sector(12, 9), WEST),
    ];
    let def = level_def(
        vec![RoomDef::boxed(0, 0, 14, 12, 0, -16)],
        lara_at(sector(2, 6), EAST),
        others,
    );
    let Some(level) = with_models(&def, Game::Tr2) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipped");
        return;
    };
    let walk = include_str!("../walks/fight_tr2.txt");
    let ticks = fight(level, walk, "fight_tr2.txt", |w, h| {
        for i in 1..=3 {
            activate(w, h, i);
        }
        common::lua_eval::<()>(h, w, &arm("uzis"));
    });
    // The tiger's bite, leap and pounce (creatures/stats/families.lua
    // tiger); the goons' three shots (stats/tr2.lua GOON_STATES).
    charged_struck_and_fell(&ticks, 1, 1536, &[6, 7, 8], "tiger");
    charged_struck_and_fell(&ticks, 2, 6 * SECTOR, &[7, 9, 11], "masked goon 1");
    charged_struck_and_fell(&ticks, 3, 6 * SECTOR, &[7, 9, 11], "masked goon 3");
    let lara = ticks.last().unwrap()[LARA];
    assert!(lara.health > 0, "Lara died");
    assert!(lara.health < 1000, "nothing hurt Lara");
}

/// One game's guard-and-patrol showcase: its creature (the one its test
/// level carries), that creature's blows, its AI marker types and how a
/// marker is keyed, its input file.
struct Posts {
    game: Game,
    creature: u16,
    /// The creature's attack states.
    blows: &'static [u16],
    guard: u16,
    patrol1: u16,
    patrol2: u16,
    /// TR3 keys a marker by its heading, TR4/TR5 by its OCB.
    key_by_heading: bool,
    /// How near counts as at a marker (ai/objects.lua REACH).
    reach: i32,
    /// The gun she carries.
    gun: &'static str,
    /// Whether a hit on one creature alerts all of its kind, ending the
    /// guard's and the patroller's orders (tomb3 monkey.cpp: hit_status →
    /// AlertAllGuards).
    hits_alert_kin: bool,
    walk: &'static str,
    origin: &'static str,
}

/// TR3: monkeys (creatures/monkey.lua: low, high and leaping blows),
/// markers 74/76/79 (tomb3 objects.h).
const TR3_POSTS: Posts = Posts {
    game: Game::Tr3,
    creature: 71,
    blows: &[12, 13, 14],
    guard: 74,
    patrol1: 76,
    patrol2: 79,
    key_by_heading: true,
    reach: 768,
    gun: "pistols",
    hits_alert_kin: true,
    walk: include_str!("../walks/fight_tr3.txt"),
    origin: "fight_tr3.txt",
};

/// TR4: dogs (creatures/dog.lua on the wolf's states: leap 6, bite 12),
/// markers 398/400/403 (tomb4 objects.h).
const TR4_POSTS: Posts = Posts {
    game: Game::Tr4,
    creature: 91,
    blows: &[6, 12],
    guard: 398,
    patrol1: 400,
    patrol2: 403,
    key_by_heading: false,
    reach: 640,
    // TR4's dogs bite hard (creatures/stats/tr4.lua): she carries the uzis.
    gun: "uzis",
    hits_alert_kin: false,
    walk: include_str!("../walks/fight_tr4.txt"),
    origin: "fight_tr4.txt",
};

/// A marker of `kind` keyed `key`.
fn marker(g: &Posts, kind: u16, pos: [i32; 3], key: u16) -> EntityDef {
    let mut m = EntityDef::new(kind, 0, pos);
    if g.key_by_heading {
        m.angle = key;
    } else {
        m.ocb = key as i16;
    }
    m
}

/// Two creatures without orders charge Lara from across a hall; she lets
/// them strike, then shoots them. A third guards the far end and a fourth
/// walks its patrol there, both too far off to see her; she runs east
/// until they do, and they come for her and fall.
fn the_guard_holds_and_the_patroller_walks(g: &Posts) {
    let guard_post = sector(16, 6);
    let patrol_post = sector(15, 2);
    let (one, two) = (sector(15, 4), sector(15, 9));
    let others = vec![
        facing(g.creature, sector(8, 6), WEST),
        facing(g.creature, sector(11, 7), WEST),
        facing(g.creature, guard_post, WEST),
        facing(g.creature, patrol_post, WEST),
    ];
    let mut def = level_def(
        vec![RoomDef::boxed(0, 0, 20, 12, 0, -16)],
        lara_at(sector(2, 6), EAST),
        others,
    );
    def.ai_objects = vec![
        marker(g, g.guard, guard_post, 0),
        marker(g, g.patrol1, patrol_post, 2),
        marker(g, g.patrol1, one, 2),
        marker(g, g.patrol2, two, 2),
    ];
    let Some(level) = with_models(&def, g.game) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipped");
        return;
    };
    let ticks = fight(level, g.walk, g.origin, |w, h| {
        for i in 1..=4 {
            activate(w, h, i);
        }
        common::lua_eval::<()>(h, w, &arm(g.gun));
    });
    let (guard, patroller) = (3, 4);
    for (t, all) in ticks.iter().enumerate().step_by(60) {
        eprint!("t{t}");
        for e in all.iter().take(5) {
            eprint!(
                " [{},{} s{} h{}]",
                e.pos[0] / 100,
                e.pos[2] / 100,
                e.state,
                e.health
            );
        }
        eprintln!();
    }
    // The two without orders come at once and strike; she shoots them
    // both before she runs east.
    let ran = ticks
        .iter()
        .position(|all| all[LARA].pos[0] > 3 * SECTOR)
        .unwrap();
    let name = |i| format!("{:?} creature {i}", g.game);
    came_and_fell(&ticks[..ran], 1, 1536, &name(1));
    came_and_fell(&ticks[..ran], 2, 1536, &name(2));
    assert!(
        [1, 2]
            .iter()
            .any(|&i| first(&ticks[..ran], i, |e, _| g.blows.contains(&e.state)).is_some()),
        "{:?}: neither charging creature struck (states {:?})",
        g.game,
        g.blows
    );
    assert!(
        ticks[ran][LARA].health < 1000,
        "{:?}: the charging creatures never hurt her",
        g.game
    );
    // The first hit on a charging creature: where hits alert the kind, the
    // guard and the patroller are alerted then.
    let hit = [1, 2]
        .iter()
        .filter_map(|&i| first(&ticks, i, |e, _| e.health < ticks[0][i].health))
        .min()
        .expect("she hit neither charging creature");
    let alerted = |seen: usize| {
        if g.hits_alert_kin {
            seen.min(hit)
        } else {
            seen
        }
    };
    // The guard holds its post until she comes within its sight (eight
    // sectors, ai/orders.lua SIGHT_RANGE) or it is alerted, then comes for
    // her and falls.
    let seen = alerted(
        first(&ticks, guard, |e, l| dist(e.pos, l.pos) < 8 * SECTOR)
            .expect("she came near the guard"),
    );
    for (t, all) in ticks[..seen].iter().enumerate() {
        let strayed = dist(all[guard].pos, guard_post);
        assert!(
            strayed <= 16,
            "{:?}: the guard left its post by {strayed} at tick {t}, unseen",
            g.game
        );
    }
    came_and_fell(&ticks[seen..], guard, 6 * SECTOR, "guard");
    // The patroller walks between PATROL1 and PATROL2 (both ends of its
    // round; alerted by a hit, it reaches the first) while she is far off
    // and it is not alerted, then comes for her and falls.
    let seen = alerted(
        first(&ticks, patroller, |e, l| dist(e.pos, l.pos) < 8 * SECTOR)
            .expect("she came near the patroller"),
    );
    let near =
        |p: [i32; 3], m: [i32; 3]| (p[0] - m[0]).abs() < g.reach && (p[2] - m[2]).abs() < g.reach;
    let mut round = String::new();
    for all in &ticks[..seen] {
        let here = [(one, '1'), (two, '2')]
            .iter()
            .find(|(m, _)| near(all[patroller].pos, *m))
            .map(|&(_, c)| c);
        if let Some(c) = here {
            if !round.ends_with(c) {
                round.push(c);
            }
        }
    }
    let wanted = if g.hits_alert_kin { "1" } else { "121" };
    assert!(
        round.starts_with(wanted),
        "{:?}: the patrol went {round}",
        g.game
    );
    came_and_fell(&ticks[seen..], patroller, 6 * SECTOR, "patroller");
    assert!(
        ticks.last().unwrap()[LARA].health > 0,
        "{:?}: Lara died",
        g.game
    );
}

#[test]
fn tr3_monkeys_charge_the_guard_holds_the_patroller_walks() {
    the_guard_holds_and_the_patroller_walks(&TR3_POSTS);
}

#[test]
fn tr4_dogs_charge_the_guard_holds_the_patroller_walks() {
    the_guard_holds_and_the_patroller_walks(&TR4_POSTS);
}
