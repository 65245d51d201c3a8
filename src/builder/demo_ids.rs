//! The ids the demo's models and sounds go by, shared by the hero
//! ([`super::hero`]) and the other models ([`super::objects`]): TR1's type
//! ids (TRosettaStone 3 §15.1.1) and TR1's internal sound ids.

/// TR1 type ids of the demo's objects.
pub mod ids {
    pub const LARA: u32 = 0;
    /// The pistol animation: Lara's arms drawing, aiming and firing, and the
    /// thigh and hand meshes swapped in for holstered and drawn guns.
    pub const PISTOLS: u32 = 1;
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

/// Internal sound ids of the demo's sound map: Tomb Raider 1's numbering
/// (its SOUND_EFFECT_ID list), so the shipped scripts, which play sounds by
/// TR1's ids, are heard on the demo in every format it is written in.
pub mod sounds {
    /// Lara's footstep.
    pub const FOOTSTEP: u16 = 0;
    /// Drawing a weapon.
    pub const DRAW: u16 = 6;
    /// Holstering a weapon.
    pub const HOLSTER: u16 = 7;
    /// A pistol shot.
    pub const PISTOL: u16 = 8;
    /// A bullet striking stone.
    pub const RICOCHET: u16 = 10;
    /// The wolf's attack growl (also its howl and death cry on the demo).
    pub const WOLF: u16 = 25;
    /// Water broken by a body.
    pub const SPLASH: u16 = 33;
    /// A lever or wall switch.
    pub const SWITCH: u16 = 38;
    /// A shot with an empty gun.
    pub const EMPTY: u16 = 48;
    /// A bullet striking flesh.
    pub const BULLET_HIT: u16 = 50;
    /// The water ambience loop (TR1's "water loop").
    pub const AMBIENCE: u16 = 80;
    /// A rolling boulder.
    pub const BOULDER: u16 = 147;
    /// A door opening (TR1's metal door).
    pub const DOOR: u16 = 153;
    /// The chime of a found secret.
    pub const SECRET: u16 = 173;
}
