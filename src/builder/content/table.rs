//! Reading a TOML table by hand, for items whose shape depends on which
//! key they carry (trigger actions, animation commands): each read marks
//! its key, and [`Field::done`] refuses keys nobody read.

use std::collections::BTreeSet;

use super::ContentError;

/// A table being read, with the keys read so far.
pub struct Field<'a> {
    file: &'a str,
    at: &'a str,
    table: &'a toml::Table,
    read: BTreeSet<&'a str>,
}

impl<'a> Field<'a> {
    pub fn new(file: &'a str, at: &'a str, table: &'a toml::Table) -> Field<'a> {
        Field {
            file,
            at,
            table,
            read: BTreeSet::new(),
        }
    }

    fn error(&self, message: String) -> ContentError {
        ContentError::new(self.file, self.at, message)
    }

    fn take(&mut self, key: &'a str) -> Option<&'a toml::Value> {
        let v = self.table.get(key)?;
        self.read.insert(key);
        Some(v)
    }

    /// An integer that must fit `T`, if present.
    pub fn opt_int<T: TryFrom<i64>>(&mut self, key: &'a str) -> Result<Option<T>, ContentError> {
        match self.take(key) {
            None => Ok(None),
            Some(toml::Value::Integer(i)) => T::try_from(*i)
                .map(Some)
                .map_err(|_| self.error(format!("{key} = {i} is out of range"))),
            Some(other) => Err(self.error(format!("{key} = {other}: an integer"))),
        }
    }

    /// An integer, or `default` when absent.
    pub fn int_or<T: TryFrom<i64>>(&mut self, key: &'a str, default: T) -> Result<T, ContentError> {
        Ok(self.opt_int(key)?.unwrap_or(default))
    }

    /// A boolean, or `default` when absent.
    pub fn bool_or(&mut self, key: &'a str, default: bool) -> Result<bool, ContentError> {
        match self.take(key) {
            None => Ok(default),
            Some(toml::Value::Boolean(b)) => Ok(*b),
            Some(other) => Err(self.error(format!("{key} = {other}: true or false"))),
        }
    }

    /// A string, if present.
    pub fn opt_str(&mut self, key: &'a str) -> Result<Option<String>, ContentError> {
        match self.take(key) {
            None => Ok(None),
            Some(toml::Value::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(self.error(format!("{key} = {other}: a string"))),
        }
    }

    /// A value that is a name (string) or a number, if present.
    pub fn opt_ref(&mut self, key: &'a str) -> Result<Option<Ref>, ContentError> {
        match self.take(key) {
            None => Ok(None),
            Some(toml::Value::String(s)) => Ok(Some(Ref::Name(s.clone()))),
            Some(toml::Value::Integer(i)) => Ok(Some(Ref::Index(*i))),
            Some(other) => Err(self.error(format!("{key} = {other}: a name or a number"))),
        }
    }

    /// An array of `N` integers that fit `T`, if present.
    pub fn opt_ints<T: TryFrom<i64> + Copy + Default, const N: usize>(
        &mut self,
        key: &'a str,
    ) -> Result<Option<[T; N]>, ContentError> {
        let Some(v) = self.take(key) else {
            return Ok(None);
        };
        let bad = || self.error(format!("{key} = {v}: {N} integers"));
        let toml::Value::Array(items) = v else {
            return Err(bad());
        };
        if items.len() != N {
            return Err(bad());
        }
        let mut out = [T::default(); N];
        for (slot, item) in out.iter_mut().zip(items) {
            let i = item.as_integer().ok_or_else(bad)?;
            *slot =
                T::try_from(i).map_err(|_| self.error(format!("{key}: {i} is out of range")))?;
        }
        Ok(Some(out))
    }

    /// Refuses any key not read.
    pub fn done(self) -> Result<(), ContentError> {
        match self.table.keys().find(|k| !self.read.contains(k.as_str())) {
            Some(k) => Err(self.error(format!("unknown key {k:?}"))),
            None => Ok(()),
        }
    }
}

/// A reference by name or by number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ref {
    Name(String),
    Index(i64),
}
