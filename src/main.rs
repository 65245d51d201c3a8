//! The `tombrs` binary: a thin shell over [`tombrs::app::cli`].

fn main() -> std::process::ExitCode {
    tombrs::app::cli::main()
}
