fn main() {
    let path = std::env::args().nth(1).expect("path");
    let bytes = std::fs::read(&path).unwrap();
    let ext = std::path::Path::new(&path)
        .extension()
        .and_then(|e| e.to_str())
        .map(|s| s.to_string());
    let t = std::time::Instant::now();
    match tombrs::level::Level::load(&bytes, ext.as_deref()) {
        Ok(l) => println!(
            "ok {:?} rooms {} models {} anims {} lists {}",
            t.elapsed(),
            l.rooms.len(),
            l.models.len(),
            l.animations.len(),
            l.floor_lists.len()
        ),
        Err(e) => println!("error: {e}"),
    }
}
