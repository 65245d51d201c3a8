//! A game folder whose gameflow names level files that are missing or
//! unreadable says so at the start (which files, which levels) and plays
//! up to them.

use tombrs::game::folder::GameFolder;
use tombrs::game::session::{Session, SessionConfig};
use tombrs::world::Input;

#[test]
fn missing_and_unreadable_levels_are_named_at_the_start_and_the_rest_plays() {
    let dir = crate::common::scratch("ui-missing");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let demo = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4");
    std::fs::copy(demo, dir.join("demo.tr4")).unwrap();
    std::fs::write(dir.join("broken.tr4"), b"not a level at all").unwrap();
    std::fs::write(
        dir.join("gameflow.lua"),
        r#"return {
  game = "tr4", name = "Holes",
  levels = {
    [1] = { file = "demo.tr4", name = "First" },
    [2] = { file = "gone.tr4", name = "Second" },
    [3] = { file = "broken.tr4", name = "Third" },
  },
  sequence = { { "LEVEL", 1 }, { "LEVEL", 2 }, { "LEVEL", 3 } },
}"#,
    )
    .unwrap();
    let mut session =
        Session::open(GameFolder::open(&dir).unwrap(), SessionConfig::default()).unwrap();
    let lines = session.take_lines().join("\n");
    assert!(
        lines.contains("level 2 (Second): gone.tr4 is missing"),
        "{lines}"
    );
    assert!(
        lines.contains("level 3 (Third): broken.tr4 is not a level"),
        "{lines}"
    );
    assert!(!lines.contains("level 1 (First)"), "{lines}");
    let page = session.page().expect("the start says so");
    assert_eq!(page.kind, "missing");
    let text: Vec<&str> = page.lines.iter().map(|l| l.label.as_str()).collect();
    assert!(text.join(" ").contains("gone.tr4 is missing"), "{text:?}");
    // Action: the first level plays.
    session
        .tick(Input {
            bits: Input::ACTION,
        })
        .unwrap();
    for _ in 0..10 {
        session.tick(Input::default()).unwrap();
    }
    let stage = session.stage.as_ref().expect("level 1 is on stage");
    assert_eq!(stage.name, "First");
    assert!(session.page().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}
