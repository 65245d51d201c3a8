fn main() {
    let path = std::env::args().nth(1).expect("path");
    let bytes = std::fs::read(&path).unwrap();
    let ext = std::path::Path::new(&path)
        .extension()
        .and_then(|e| e.to_str())
        .map(|s| s.to_string());
    let t = std::time::Instant::now();
    match tombrs::format::roundtrip::roundtrip_level(&bytes, ext.as_deref()) {
        Ok(None) => println!("identical {:?}", t.elapsed()),
        Ok(Some(d)) => println!("differs {d:?}"),
        Err(e) => println!("error: {e}"),
    }
}
