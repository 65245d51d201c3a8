//! TR4/TR5 language files (ENGLISH.DAT, …; TRosettaStone 3 §12.2): three string
//! groups (generic, PSX, PC) behind an offset table relative to the first
//! string; every character XORed with 0xA5, terminators not.

use crate::format::cursor::{Reader, Writer};
use crate::format::error::Result;
use crate::format::ng::split_ng_block;
use crate::format::text::latin1;

/// The XOR key of language-file strings.
pub const LANGUAGE_KEY: u8 = 0xA5;

/// A language file with its strings decoded.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LanguageFile {
    pub generic: Vec<Vec<u8>>,
    pub psx: Vec<Vec<u8>>,
    pub pc: Vec<Vec<u8>>,
    /// The NG extension block (`NG` … `NGLE` + size), kept as bytes.
    pub ng_block: Option<Vec<u8>>,
}

impl LanguageFile {
    /// Reads a language file; every string must be where its offset says.
    pub fn read(file: &[u8]) -> Result<LanguageFile> {
        let (bytes, ng_block) = split_ng_block(file);
        let mut r = Reader::new(bytes);
        let counts = r.within("header", |r| Ok([r.u16()?, r.u16()?, r.u16()?]))?;
        let lens = r.within("header", |r| {
            Ok([r.u16()? as usize, r.u16()? as usize, r.u16()? as usize])
        })?;
        let total: u64 = counts.iter().map(|&c| c as u64).sum();
        let offsets = r.within("offsets", |r| r.u16s(total))?;
        let data_start = r.pos();
        let data = r.within("strings", |r| r.bytes(lens.iter().sum()))?;
        if !r.is_empty() {
            return Err(r.invalid(format!("{} bytes after the strings", r.remaining())));
        }
        let mut groups: [Vec<Vec<u8>>; 3] = Default::default();
        let mut k = 0;
        for (g, &count) in counts.iter().enumerate() {
            for _ in 0..count {
                let off = offsets[k] as usize;
                let s = data
                    .get(off..)
                    .and_then(|d| d.iter().position(|&b| b == 0).map(|n| &d[..n]))
                    .ok_or_else(|| {
                        Reader::new(bytes).invalid(format!(
                            "string {k} at offset {} has no terminator",
                            data_start + off
                        ))
                    })?;
                groups[g].push(s.iter().map(|b| b ^ LANGUAGE_KEY).collect());
                k += 1;
            }
        }
        let [generic, psx, pc] = groups;
        let file = LanguageFile {
            generic,
            psx,
            pc,
            ng_block: ng_block.map(<[u8]>::to_vec),
        };
        // Offsets must be the sequential layout the writer produces, or the
        // file would not come back unchanged.
        if file.offsets() != offsets || file.group_lengths() != lens {
            return Err(
                Reader::new(bytes).invalid("strings are not stored in offset order without gaps")
            );
        }
        Ok(file)
    }

    fn groups(&self) -> [&Vec<Vec<u8>>; 3] {
        [&self.generic, &self.psx, &self.pc]
    }

    fn offsets(&self) -> Vec<u16> {
        let mut at = 0usize;
        let mut out = Vec::new();
        for g in self.groups() {
            for s in g {
                out.push(at as u16);
                at += s.len() + 1;
            }
        }
        out
    }

    fn group_lengths(&self) -> [usize; 3] {
        self.groups().map(|g| g.iter().map(|s| s.len() + 1).sum())
    }

    /// Writes the file.
    pub fn write(&self) -> Vec<u8> {
        let mut w = Writer::new();
        for g in self.groups() {
            w.u16(g.len() as u16);
        }
        for len in self.group_lengths() {
            w.u16(len as u16);
        }
        w.u16s(&self.offsets());
        for g in self.groups() {
            for s in g {
                w.bytes(&s.iter().map(|b| b ^ LANGUAGE_KEY).collect::<Vec<_>>());
                w.u8(0);
            }
        }
        if let Some(ng) = &self.ng_block {
            w.bytes(ng);
        }
        w.into_bytes()
    }

    /// String `index` counted across the three groups, as text.
    pub fn string(&self, index: usize) -> Option<String> {
        self.groups()
            .into_iter()
            .flatten()
            .nth(index)
            .map(|s| latin1(s))
    }
}
