//! Images drawn by the `tombrs render` command, read back for tests.
#![cfg(feature = "frontend")]

use tombrs::app::offscreen::Image;

/// `tombrs render FILE --size 640x480 -o OUT EXTRA…`, read back.
pub fn render_cli(file: &std::path::Path, out: &std::path::Path, extra: &[&str]) -> Image {
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .env("SDL_VIDEODRIVER", "offscreen")
        .arg("render")
        .arg(file)
        .args(["--size", "640x480", "-o"])
        .arg(out)
        .args(extra)
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let decoder = png::Decoder::new(std::fs::File::open(out).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut rgba).unwrap();
    rgba.truncate(info.buffer_size());
    Image {
        width: info.width,
        height: info.height,
        rgba,
    }
}

/// Pixels of `region` (x0, y0, x1, y1) for which `want` holds.
pub fn count(image: &Image, region: (u32, u32, u32, u32), want: impl Fn(&[u8]) -> bool) -> usize {
    let (x0, y0, x1, y1) = region;
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| want(&image.rgba[((y * image.width + x) * 4) as usize..][..4]))
        .count()
}
