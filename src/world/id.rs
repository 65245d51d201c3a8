//! Entity ids: generational, so a stale id never reaches a newer entity.
//! A file of their own, since every part of the world (entities,
//! creatures, navigation) names them.

/// A generational handle: an index into the entity table and the
/// generation of the entity living there, so a stale handle never reaches
/// a newer entity.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct EntityId {
    pub index: u32,
    pub generation: u32,
}
