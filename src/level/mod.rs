//! The level model.
