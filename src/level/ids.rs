//! Typed indices into the level's tables, so a room index cannot be passed
//! where a mesh index is expected. Each is validated once, at load.

macro_rules! typed_index {
    ($($(#[$m:meta])* $name:ident),* $(,)?) => {$(
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, serde::Serialize, serde::Deserialize)]
        pub struct $name(pub u32);

        impl $name {
            /// The index as `usize`, for slicing.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    )*};
}

typed_index!(
    /// A room of the level.
    RoomId,
    /// A mesh in the level's mesh table (after resolving mesh pointers).
    MeshId,
    /// A model (movable object type) in the level's model table.
    ModelId,
    /// An animation in the level's animation table.
    AnimId,
    /// An object texture.
    TextureId,
    /// A sprite texture.
    SpriteId,
    /// A 256×256 RGBA texture page.
    PageId,
    /// A navigation box.
    BoxId,
    /// A placed entity in the level's entity list.
    EntityIndex,
    /// A decoded floor-data list (one per distinct floor-data index used by sectors).
    FloorListId,
    /// A camera or sink.
    CameraId,
    /// A sound-details record.
    SoundDetailsId,
    /// A sample.
    SampleId,
    /// A static-mesh slot.
    StaticId,
);
