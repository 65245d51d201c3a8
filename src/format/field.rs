//! Fixed-size little-endian fields and the `record!` macro that turns a plain
//! field list into a struct with a [`Record`](super::cursor::Record) impl.
//!
//! Most structures of the level formats are fixed lists of integers whose
//! layout does not depend on the game; declaring them with `record!` keeps the
//! read and write halves from drifting apart.

use super::cursor::{Reader, Writer};
use super::error::Result;

/// A little-endian value of fixed size.
pub trait Field: Sized + Copy {
    /// Encoded size in bytes.
    const SIZE: usize;
    /// Reads the value.
    fn get(r: &mut Reader) -> Result<Self>;
    /// Writes the value.
    fn put(&self, w: &mut Writer);
}

macro_rules! prim_field {
    ($($t:ty => $n:expr),*) => {$(
        impl Field for $t {
            const SIZE: usize = $n;
            fn get(r: &mut Reader) -> Result<Self> {
                Ok(<$t>::from_le_bytes(r.array()?))
            }
            fn put(&self, w: &mut Writer) {
                w.bytes(&self.to_le_bytes());
            }
        }
    )*};
}
prim_field!(u8 => 1, i8 => 1, u16 => 2, i16 => 2, u32 => 4, i32 => 4, f32 => 4);

impl<T: Field + Default, const N: usize> Field for [T; N] {
    const SIZE: usize = T::SIZE * N;
    fn get(r: &mut Reader) -> Result<Self> {
        let mut out = [T::default(); N];
        for v in out.iter_mut() {
            *v = T::get(r)?;
        }
        Ok(out)
    }
    fn put(&self, w: &mut Writer) {
        for v in self {
            v.put(w);
        }
    }
}

/// Declares a fixed-layout record whose layout is the same in every game.
///
/// ```ignore
/// record! {
///     /// A camera or sink.
///     pub struct Camera { pub x: i32, pub y: i32, pub z: i32, pub room: i16, pub flags: u16 }
/// }
/// ```
#[macro_export]
macro_rules! record {
    ($(#[$meta:meta])* pub struct $name:ident { $($(#[$fmeta:meta])* pub $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Default)]
        pub struct $name { $($(#[$fmeta])* pub $field: $ty),* }

        impl $crate::format::field::Field for $name {
            const SIZE: usize = 0 $(+ <$ty as $crate::format::field::Field>::SIZE)*;
            fn get(r: &mut $crate::format::cursor::Reader) -> $crate::format::error::Result<Self> {
                Ok($name { $($field: <$ty as $crate::format::field::Field>::get(r)?),* })
            }
            fn put(&self, w: &mut $crate::format::cursor::Writer) {
                $($crate::format::field::Field::put(&self.$field, w);)*
            }
        }

        impl $crate::format::cursor::Record for $name {
            fn min_size(_game: $crate::format::Game) -> usize {
                <$name as $crate::format::field::Field>::SIZE
            }
            fn read(r: &mut $crate::format::cursor::Reader, _game: $crate::format::Game) -> $crate::format::error::Result<Self> {
                <$name as $crate::format::field::Field>::get(r)
            }
            fn write(&self, w: &mut $crate::format::cursor::Writer, _game: $crate::format::Game) {
                $crate::format::field::Field::put(self, w)
            }
        }
    };
}
