//! The bounds-checked cursor every reader goes through, and its writing twin.
//!
//! Every multi-element read checks `count × element size` against the bytes
//! that remain *before* allocating, so a lying count fails fast instead of
//! reserving gigabytes.

use super::error::{ErrorKind, FormatError, Result};
use super::Game;

/// A little-endian reader over a byte slice that never reads out of bounds.
#[derive(Debug, Clone)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// Starts reading `data` at offset 0.
    pub fn new(data: &'a [u8]) -> Self {
        Reader { data, pos: 0 }
    }

    /// Current offset from the start of the slice.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Bytes not yet read.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// True when every byte has been read.
    pub fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    /// Builds an error of `kind` at the current offset.
    pub fn error(&self, kind: ErrorKind) -> FormatError {
        FormatError::new(self.pos, kind)
    }

    /// Builds an [`ErrorKind::Invalid`] error at the current offset.
    pub fn invalid(&self, msg: impl Into<String>) -> FormatError {
        self.error(ErrorKind::Invalid(msg.into()))
    }

    /// Takes the next `n` bytes.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8]> {
        if n > self.remaining() {
            return Err(self.error(ErrorKind::UnexpectedEof {
                needed: n,
                available: self.remaining(),
            }));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// Looks at the next `n` bytes without consuming them.
    pub fn peek(&self, n: usize) -> Option<&'a [u8]> {
        self.data.get(self.pos..self.pos.checked_add(n)?)
    }

    /// Takes every byte left.
    pub fn rest(&mut self) -> &'a [u8] {
        let s = &self.data[self.pos..];
        self.pos = self.data.len();
        s
    }

    /// Reads a fixed-size byte array.
    pub fn array<const N: usize>(&mut self) -> Result<[u8; N]> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.bytes(N)?);
        Ok(out)
    }

    /// Reads one byte.
    pub fn u8(&mut self) -> Result<u8> {
        Ok(self.array::<1>()?[0])
    }
    /// Reads one signed byte.
    pub fn i8(&mut self) -> Result<i8> {
        Ok(self.u8()? as i8)
    }
    /// Reads a little-endian u16.
    pub fn u16(&mut self) -> Result<u16> {
        Ok(u16::from_le_bytes(self.array()?))
    }
    /// Reads a little-endian i16.
    pub fn i16(&mut self) -> Result<i16> {
        Ok(i16::from_le_bytes(self.array()?))
    }
    /// Reads a little-endian u32.
    pub fn u32(&mut self) -> Result<u32> {
        Ok(u32::from_le_bytes(self.array()?))
    }
    /// Reads a little-endian i32.
    pub fn i32(&mut self) -> Result<i32> {
        Ok(i32::from_le_bytes(self.array()?))
    }
    /// Reads a little-endian f32 (kept bit-exact by callers that store bits).
    pub fn f32(&mut self) -> Result<f32> {
        Ok(f32::from_le_bytes(self.array()?))
    }

    /// Fails unless `count` elements of `element_size` bytes fit in what is left.
    pub fn check_count(&self, count: u64, element_size: usize) -> Result<usize> {
        let fits = count
            .checked_mul(element_size.max(1) as u64)
            .is_some_and(|total| total <= self.remaining() as u64);
        if !fits {
            return Err(self.error(ErrorKind::CountTooLarge {
                count,
                element_size,
                available: self.remaining(),
            }));
        }
        Ok(count as usize)
    }

    /// Reads `count` little-endian u16 values.
    pub fn u16s(&mut self, count: u64) -> Result<Vec<u16>> {
        let n = self.check_count(count, 2)?;
        let raw = self.bytes(n * 2)?;
        Ok(raw
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect())
    }

    /// Reads `count` little-endian i16 values.
    pub fn i16s(&mut self, count: u64) -> Result<Vec<i16>> {
        Ok(self.u16s(count)?.into_iter().map(|v| v as i16).collect())
    }

    /// Reads `count` little-endian u32 values.
    pub fn u32s(&mut self, count: u64) -> Result<Vec<u32>> {
        let n = self.check_count(count, 4)?;
        let raw = self.bytes(n * 4)?;
        Ok(raw
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    /// Reads `count` records of type `T`.
    pub fn records<T: Record>(&mut self, count: u64, game: Game) -> Result<Vec<T>> {
        let n = self.check_count(count, T::min_size(game))?;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            out.push(T::read(self, game).map_err(|e| e.within(&format!("[{i}]")))?);
        }
        Ok(out)
    }

    /// Runs `f`, naming `segment` in the context of any error it returns.
    pub fn within<T>(
        &mut self,
        segment: &str,
        f: impl FnOnce(&mut Self) -> Result<T>,
    ) -> Result<T> {
        f(self).map_err(|e| e.within(segment))
    }

    /// Fails unless the next bytes equal `magic`.
    pub fn magic(&mut self, magic: &[u8], what: &str) -> Result<()> {
        let at = self.pos;
        let found = self.bytes(magic.len())?;
        if found != magic {
            return Err(FormatError::new(
                at,
                ErrorKind::BadMagic {
                    expected: format!("{what} {magic:02x?}"),
                    found: format!("{found:02x?}"),
                },
            ));
        }
        Ok(())
    }
}

/// A growable little-endian byte sink.
#[derive(Debug, Default, Clone)]
pub struct Writer {
    buf: Vec<u8>,
    marks: Option<Vec<(usize, String)>>,
}

impl Writer {
    /// An empty writer.
    pub fn new() -> Self {
        Writer::default()
    }
    /// An empty writer with room for `n` bytes.
    pub fn with_capacity(n: usize) -> Self {
        Writer {
            buf: Vec::with_capacity(n),
            marks: None,
        }
    }
    /// A writer that records where each named structure starts (see [`Writer::mark`]).
    pub fn with_marks() -> Self {
        Writer {
            buf: Vec::new(),
            marks: Some(Vec::new()),
        }
    }
    /// Notes that the structure `name` starts here, when marks are recorded.
    pub fn mark(&mut self, name: impl FnOnce() -> String) {
        if let Some(m) = &mut self.marks {
            m.push((self.buf.len(), name()));
        }
    }
    /// The recorded marks, in offset order.
    pub fn marks(&self) -> &[(usize, String)] {
        self.marks.as_deref().unwrap_or_default()
    }
    /// Bytes written so far.
    pub fn len(&self) -> usize {
        self.buf.len()
    }
    /// True when nothing has been written.
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }
    /// The bytes written.
    pub fn into_bytes(self) -> Vec<u8> {
        self.buf
    }
    /// The bytes written so far.
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf
    }
    /// Overwrites a u32 written earlier at `at` (for sizes known only later).
    pub fn patch_u32(&mut self, at: usize, v: u32) {
        self.buf[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }
    /// Appends raw bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }
    /// Appends one byte.
    pub fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }
    /// Appends one signed byte.
    pub fn i8(&mut self, v: i8) {
        self.buf.push(v as u8);
    }
    /// Appends a little-endian u16.
    pub fn u16(&mut self, v: u16) {
        self.bytes(&v.to_le_bytes());
    }
    /// Appends a little-endian i16.
    pub fn i16(&mut self, v: i16) {
        self.bytes(&v.to_le_bytes());
    }
    /// Appends a little-endian u32.
    pub fn u32(&mut self, v: u32) {
        self.bytes(&v.to_le_bytes());
    }
    /// Appends a little-endian i32.
    pub fn i32(&mut self, v: i32) {
        self.bytes(&v.to_le_bytes());
    }
    /// Appends a little-endian f32.
    pub fn f32(&mut self, v: f32) {
        self.bytes(&v.to_le_bytes());
    }
    /// Appends a slice of u16 values.
    pub fn u16s(&mut self, v: &[u16]) {
        self.buf.reserve(v.len() * 2);
        for x in v {
            self.u16(*x);
        }
    }
    /// Appends a slice of i16 values.
    pub fn i16s(&mut self, v: &[i16]) {
        self.buf.reserve(v.len() * 2);
        for x in v {
            self.i16(*x);
        }
    }
    /// Appends a slice of u32 values.
    pub fn u32s(&mut self, v: &[u32]) {
        self.buf.reserve(v.len() * 4);
        for x in v {
            self.u32(*x);
        }
    }
    /// Appends every record of `items`.
    pub fn records<T: Record>(&mut self, items: &[T], game: Game) {
        for item in items {
            item.write(self, game);
        }
    }
}

/// A fixed-layout (per game) structure that can be read and written back.
pub trait Record: Sized {
    /// Smallest encoded size in `game`, used to bound counts before allocating.
    fn min_size(game: Game) -> usize;
    /// Reads one record laid out as `game` stores it.
    fn read(r: &mut Reader, game: Game) -> Result<Self>;
    /// Writes the record laid out as `game` stores it.
    fn write(&self, w: &mut Writer, game: Game);
}

/// Reads a u32 count followed by that many records.
pub fn read_list32<T: Record>(r: &mut Reader, game: Game, name: &str) -> Result<Vec<T>> {
    r.within(name, |r| {
        let n = r.u32()?;
        r.records(n as u64, game)
    })
}

/// Writes a u32 count followed by the records.
pub fn write_list32<T: Record>(w: &mut Writer, game: Game, items: &[T]) {
    w.u32(items.len() as u32);
    w.records(items, game);
}

/// Reads a u16 count followed by that many records.
pub fn read_list16<T: Record>(r: &mut Reader, game: Game, name: &str) -> Result<Vec<T>> {
    r.within(name, |r| {
        let n = r.u16()?;
        r.records(n as u64, game)
    })
}

/// Writes a u16 count followed by the records.
pub fn write_list16<T: Record>(w: &mut Writer, game: Game, items: &[T]) {
    w.u16(items.len() as u16);
    w.records(items, game);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_read_reports_offset_and_sizes() {
        let mut r = Reader::new(&[1, 2, 3]);
        assert_eq!(r.u16(), Ok(0x0201));
        let e = r.u32().unwrap_err();
        assert_eq!(e.offset, 2);
        assert_eq!(
            e.kind,
            ErrorKind::UnexpectedEof {
                needed: 4,
                available: 1
            }
        );
    }

    #[test]
    fn lying_count_fails_before_allocating() {
        let r = Reader::new(&[0; 16]);
        assert!(r.check_count(u32::MAX as u64, 32).is_err());
        assert!(r.check_count(u64::MAX, 2).is_err());
        assert_eq!(r.check_count(8, 2), Ok(8));
    }

    #[test]
    fn context_nests_outermost_first() {
        let mut r = Reader::new(&[]);
        let e = r
            .within("rooms", |r| {
                r.within("[3]", |r| r.within("portals", |r| r.u16()))
            })
            .unwrap_err();
        assert_eq!(e.context, "rooms[3].portals");
        assert!(e.to_string().starts_with("rooms[3].portals at offset 0x0"));
    }
}
