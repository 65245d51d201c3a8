//! CLI and application.
