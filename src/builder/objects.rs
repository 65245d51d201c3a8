//! The demo's other models: a wolf-like quadruped and the mechanisms (door,
//! lever, pushable block, rolling boulder, spikes, trapdoor, keyhole, key,
//! secret). Type ids follow TR1's catalogue (spec 000 §15.1.1).

use crate::level::anim::{AnimCommand, Environment};

use super::models::{AnimDef, KeyDef, MeshDef, ModelDef, TransitionDef};
use super::spec::Material;

/// TR1 type ids of the demo's objects.
pub mod ids {
    pub const LARA: u32 = 0;
    pub const WOLF: u32 = 7;
    pub const SPIKES: u32 = 37;
    pub const BOULDER: u32 = 38;
    pub const PUSHABLE_BLOCK: u32 = 48;
    pub const LEVER: u32 = 55;
    pub const DOOR: u32 = 57;
    pub const TRAPDOOR: u32 = 65;
    pub const MEDIPACK: u32 = 93;
    pub const KEY: u32 = 129;
    pub const KEYHOLE: u32 = 137;
    /// The demo's secret pickup (TR1's "secret scion" slot is unused; 143 is scion 1).
    pub const SECRET: u32 = 143;
}

/// Internal sound ids of the demo's sound map.
pub mod sounds {
    pub const FOOTSTEP: u16 = 0;
    pub const DOOR: u16 = 1;
    pub const SWITCH: u16 = 2;
    pub const SPLASH: u16 = 3;
    pub const BOULDER: u16 = 4;
    pub const WOLF: u16 = 5;
    pub const SECRET: u16 = 6;
    pub const AMBIENCE: u16 = 7;
}

fn deg(d: f32) -> u16 {
    (d.rem_euclid(360.0) / 360.0 * 65536.0) as u32 as u16
}

fn key(offset: [i16; 3], rotations: Vec<[f32; 3]>) -> KeyDef {
    KeyDef {
        offset,
        rotations: rotations.into_iter().map(|r| r.map(deg)).collect(),
    }
}

fn anim(name: &'static str, state: u16, keys: Vec<KeyDef>, speed: i32, next: usize) -> AnimDef {
    AnimDef {
        name,
        state,
        frame_rate: 3,
        keys,
        speed: speed << 16,
        accel: 0,
        next_anim: next,
        next_frame: 0,
        transitions: Vec::new(),
        commands: Vec::new(),
    }
}

fn link(a: &mut AnimDef, state: u16, target: usize) {
    let high = a.frames() - 1;
    a.transitions.push(TransitionDef {
        state,
        low: 0,
        high,
        anim: target,
        frame: 0,
    });
}

/// The quadruped: body, head, jaw, four legs, tail. States: 1 idle, 2 walk,
/// 3 run, 4 jump, 5 bite, 6 death.
pub fn wolf() -> ModelDef {
    let fur = Material::Stone;
    let c = MeshDef::cuboid;
    let meshes = vec![
        c([-80, -60, -200], [80, 60, 200], fur),
        c([-50, -50, 0], [50, 50, 140], fur),
        c([-35, 0, 0], [35, 20, 110], fur),
        c([-20, 0, -20], [20, 180, 20], fur),
        c([-20, 0, -20], [20, 180, 20], fur),
        c([-20, 0, -20], [20, 180, 20], fur),
        c([-20, 0, -20], [20, 180, 20], fur),
        c([-12, -12, -160], [12, 12, 0], fur),
    ];
    // Head pushes the body; each leg reads it back; the tail pops it.
    let tree = vec![
        (2, [0, -30, 190]),
        (0, [0, 30, 40]),
        (3, [-60, 40, 150]),
        (3, [60, 40, 150]),
        (3, [-60, 40, -150]),
        (3, [60, 40, -150]),
        (1, [0, -20, -200]),
    ];
    let pose = |lift: i16, legs: f32, head: f32, jaw: f32, body: f32| {
        key(
            [0, -(240 + lift), 0],
            vec![
                [body, 0.0, 0.0],
                [head, 0.0, 0.0],
                [jaw, 0.0, 0.0],
                [legs, 0.0, 0.0],
                [-legs, 0.0, 0.0],
                [-legs, 0.0, 0.0],
                [legs, 0.0, 0.0],
                [20.0, 0.0, 0.0],
            ],
        )
    };
    let mut anims = vec![
        anim(
            "idle",
            1,
            vec![pose(0, 0.0, 0.0, 0.0, 0.0), pose(0, 0.0, 5.0, 0.0, 0.0)],
            0,
            0,
        ),
        anim(
            "walk",
            2,
            vec![pose(0, 20.0, 0.0, 0.0, 0.0), pose(0, -20.0, 0.0, 0.0, 0.0)],
            8,
            1,
        ),
        anim(
            "run",
            3,
            vec![
                pose(20, 40.0, -10.0, 0.0, 0.0),
                pose(0, -40.0, -10.0, 0.0, 0.0),
            ],
            40,
            2,
        ),
        anim(
            "jump",
            4,
            vec![
                pose(0, 0.0, 0.0, 0.0, -10.0),
                pose(150, 50.0, -20.0, 30.0, -20.0),
                pose(0, 0.0, 0.0, 0.0, 0.0),
            ],
            50,
            2,
        ),
        anim(
            "bite",
            5,
            vec![
                pose(0, 10.0, -20.0, 40.0, 0.0),
                pose(0, 10.0, -20.0, 0.0, 0.0),
            ],
            0,
            0,
        ),
        anim(
            "death",
            6,
            vec![
                pose(-100, 0.0, 0.0, 0.0, 0.0),
                pose(-220, 90.0, 40.0, 20.0, 0.0),
            ],
            0,
            5,
        ),
    ];
    let last = anims[5].frames() - 1;
    anims[5].next_frame = last;
    anims[4].commands.push(AnimCommand::PlaySound {
        frame: 0,
        sound: sounds::WOLF,
        environment: Environment::Any,
    });
    anims[3].commands.push(AnimCommand::JumpVelocity {
        vertical: -80,
        horizontal: 60,
    });
    for (from, edges) in [
        (0, vec![(2, 1), (3, 2), (5, 4), (6, 5)]),
        (1, vec![(1, 0), (3, 2), (5, 4), (6, 5)]),
        (2, vec![(2, 1), (4, 3), (5, 4), (6, 5)]),
        (3, vec![(3, 2), (6, 5)]),
        (4, vec![(1, 0), (6, 5)]),
    ] {
        for (state, target) in edges {
            link(&mut anims[from], state, target);
        }
    }
    ModelDef {
        type_id: ids::WOLF,
        meshes,
        tree,
        animations: anims,
    }
}

/// A two-state object (0 closed/off, 1 open/on) with an opening and a
/// closing animation; `open_at` places the moving mesh when open.
fn two_state(
    type_id: u32,
    meshes: Vec<MeshDef>,
    moving: usize,
    closed: [f32; 3],
    open: [f32; 3],
    sound: u16,
) -> ModelDef {
    let n = meshes.len();
    let pose = |r: [f32; 3]| {
        key(
            [0, 0, 0],
            (0..n)
                .map(|m| if m == moving { r } else { [0.0; 3] })
                .collect(),
        )
    };
    let mid = [
        (closed[0] + open[0]) / 2.0,
        (closed[1] + open[1]) / 2.0,
        (closed[2] + open[2]) / 2.0,
    ];
    let mut anims = vec![
        anim("closed", 0, vec![pose(closed), pose(closed)], 0, 0),
        anim(
            "opening",
            1,
            vec![pose(closed), pose(mid), pose(open)],
            0,
            2,
        ),
        anim("open", 1, vec![pose(open), pose(open)], 0, 2),
        anim(
            "closing",
            0,
            vec![pose(open), pose(mid), pose(closed)],
            0,
            0,
        ),
    ];
    anims[1].commands.push(AnimCommand::PlaySound {
        frame: 0,
        sound,
        environment: Environment::Any,
    });
    anims[3].commands.push(AnimCommand::PlaySound {
        frame: 0,
        sound,
        environment: Environment::Any,
    });
    link(&mut anims[0], 1, 1);
    link(&mut anims[2], 0, 3);
    let tree = (1..n).map(|_| (0, [0, 0, 0])).collect();
    ModelDef {
        type_id,
        meshes,
        tree,
        animations: anims,
    }
}

/// A one-sector door: frame and a leaf that swings open.
pub fn door() -> ModelDef {
    let c = MeshDef::cuboid;
    two_state(
        ids::DOOR,
        vec![
            c([-512, -2048, -40], [-480, 0, 40], Material::Wood),
            c([0, -2000, -30], [960, 0, 30], Material::Wood),
        ],
        1,
        [0.0; 3],
        [0.0, 90.0, 0.0],
        sounds::DOOR,
    )
}

/// A wall lever: base plate and handle.
pub fn lever() -> ModelDef {
    let c = MeshDef::cuboid;
    two_state(
        ids::LEVER,
        vec![
            c([-100, -700, -20], [100, -400, 0], Material::Metal),
            c([-15, -200, -120], [15, 0, 0], Material::Metal),
        ],
        1,
        [-40.0, 0.0, 0.0],
        [40.0, 0.0, 0.0],
        sounds::SWITCH,
    )
}

/// A trapdoor whose leaf drops open.
pub fn trapdoor() -> ModelDef {
    let c = MeshDef::cuboid;
    two_state(
        ids::TRAPDOOR,
        vec![c([-512, -20, -512], [512, 0, 512], Material::Wood)],
        0,
        [0.0; 3],
        [90.0, 0.0, 0.0],
        sounds::DOOR,
    )
}

/// A single-mesh object with one looping animation.
fn still(type_id: u32, mesh: MeshDef) -> ModelDef {
    ModelDef {
        type_id,
        meshes: vec![mesh],
        tree: Vec::new(),
        animations: vec![anim(
            "still",
            0,
            vec![
                key([0, 0, 0], vec![[0.0; 3]]),
                key([0, 0, 0], vec![[0.0; 3]]),
            ],
            0,
            0,
        )],
    }
}

/// A pushable one-sector block.
pub fn pushable_block() -> ModelDef {
    still(
        ids::PUSHABLE_BLOCK,
        MeshDef::cuboid([-512, -1024, -512], [512, 0, 512], Material::Brick),
    )
}

/// A boulder that rolls when triggered (state 1).
pub fn boulder() -> ModelDef {
    let mut m = still(
        ids::BOULDER,
        MeshDef::cuboid([-480, -960, -480], [480, 0, 480], Material::Stone),
    );
    let mut roll = anim(
        "roll",
        1,
        vec![
            key([0, 0, 0], vec![[0.0; 3]]),
            key([0, 0, 0], vec![[90.0, 0.0, 0.0]]),
            key([0, 0, 0], vec![[180.0, 0.0, 0.0]]),
        ],
        60,
        1,
    );
    roll.commands.push(AnimCommand::PlaySound {
        frame: 0,
        sound: sounds::BOULDER,
        environment: Environment::Any,
    });
    m.animations.push(roll);
    link(&mut m.animations[0], 1, 1);
    m
}

/// A bed of spikes.
pub fn spikes() -> ModelDef {
    let mut mesh = MeshDef::cuboid([-512, -20, -512], [512, 0, 512], Material::Metal);
    for x in [-300, 0, 300] {
        for z in [-300, 0, 300] {
            mesh = mesh.merge(
                MeshDef::cuboid([-15, -300, -15], [15, -20, 15], Material::Metal),
                [x, 0, z],
            );
        }
    }
    still(ids::SPIKES, mesh)
}

/// A keyhole plate.
pub fn keyhole() -> ModelDef {
    still(
        ids::KEYHOLE,
        MeshDef::cuboid([-120, -800, -20], [120, -500, 0], Material::Metal),
    )
}

/// The key that fits the keyhole.
/// Its second animation ends with a kill command, which removes it once taken.
pub fn key_item() -> ModelDef {
    let mesh = MeshDef::cuboid([-60, -30, -10], [60, 0, 10], Material::Metal).merge(
        MeshDef::cuboid([-20, -20, -10], [20, 0, 10], Material::Metal),
        [60, 0, 0],
    );
    let mut m = still(ids::KEY, mesh);
    let mut taken = anim(
        "taken",
        1,
        vec![
            key([0, 0, 0], vec![[0.0; 3]]),
            key([0, -200, 0], vec![[0.0, 90.0, 0.0]]),
        ],
        0,
        1,
    );
    taken.commands.push(AnimCommand::Kill);
    m.animations.push(taken);
    link(&mut m.animations[0], 1, 1);
    m
}

/// The secret pickup: a small golden idol.
pub fn secret() -> ModelDef {
    still(
        ids::SECRET,
        MeshDef::cuboid([-60, -240, -60], [60, 0, 60], Material::Lava).merge(
            MeshDef::cuboid([-40, -80, -40], [40, 0, 40], Material::Lava),
            [0, -240, 0],
        ),
    )
}

/// Every model of the demo, hero first.
pub fn all() -> Vec<ModelDef> {
    vec![
        super::hero::hero(),
        wolf(),
        door(),
        lever(),
        pushable_block(),
        boulder(),
        spikes(),
        trapdoor(),
        keyhole(),
        key_item(),
        secret(),
    ]
}
