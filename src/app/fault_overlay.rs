//! The script errors over the game (`play`): each distinct error with its
//! `file:line`, message, what failed and what was switched off, and how
//! many times it happened, on a panel at the top of the window. The game
//! goes on under it; a reload that fixes the scripts clears it.

use crate::render::overlay::Overlay;
use crate::render::panel::{self, PanelBox, PanelLine};
use crate::script::faults::Fault;

/// Errors shown in full; more are counted on one line.
const SHOWN: usize = 3;

/// The panel's lines for `faults`.
pub fn lines(faults: &[Fault]) -> Vec<PanelLine> {
    let mut out = vec![PanelLine::new(
        format!(
            "Script error{} - the game goes on; save the fixed file to reload",
            if faults.len() == 1 { "" } else { "s" }
        ),
        panel::HEADING,
    )];
    for f in faults.iter().take(SHOWN) {
        let times = if f.count > 1 {
            format!("  (x{})", f.count)
        } else {
            String::new()
        };
        let place = if f.location.is_empty() {
            "(no file:line)"
        } else {
            f.location.as_str()
        };
        out.push(PanelLine::new(format!("{place}{times}"), panel::ERROR));
        out.push(PanelLine::new(format!("  {}", f.message), panel::TEXT));
        out.push(PanelLine::new(
            format!("  in the {}", f.what()),
            panel::QUIET,
        ));
        if !f.switched_off.is_empty() {
            out.push(PanelLine::new(
                format!("  switched off: {}", f.switched_off),
                panel::QUIET,
            ));
        }
    }
    if faults.len() > SHOWN {
        out.push(PanelLine::new(
            format!("... and {} more (see the terminal)", faults.len() - SHOWN),
            panel::QUIET,
        ));
    }
    out
}

/// Queues the panel of `faults` (nothing when there are none) at the top
/// of a window of `size`.
pub fn queue(overlay: &mut Overlay, faults: &[Fault], size: (u32, u32)) {
    if faults.is_empty() {
        return;
    }
    let scale = crate::render::hud::text_scale(size.1);
    let margin = 4.0 * scale;
    let lines = lines(faults);
    let rows = lines.len() as f32 + 2.0;
    let height = (rows * crate::render::font::CELL_H * scale).min(size.1 as f32 * 0.45);
    let place = PanelBox {
        rect: [margin, margin * 4.0, size.0 as f32 - 2.0 * margin, height],
        scale,
    };
    panel::queue(overlay, &place, &lines, false, 0);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::faults::Culprit;

    #[test]
    fn each_fault_names_its_place_message_culprit_and_what_went_off() {
        let mut f = Fault::new(
            Culprit::Hook {
                hook: "init",
                entity: 0,
                type_id: 0,
                type_name: "Lara".into(),
                module: "lara.player".into(),
            },
            "mod/lara/player.lua:52: attempt to index a nil value\nstack traceback:",
            "the init hook of every Lara until the scripts reload",
        );
        f.count = 3;
        let text: Vec<String> = lines(&[f]).into_iter().map(|l| l.text).collect();
        assert_eq!(text[1], "mod/lara/player.lua:52  (x3)");
        assert_eq!(text[2], "  attempt to index a nil value");
        assert!(text[3].contains("init hook of entity 0, Lara (type 0, lara.player)"));
        assert!(text[4].contains("switched off: the init hook of every Lara"));
        let many: Vec<Fault> = (0..5)
            .map(|i| Fault::new(Culprit::Flipeffect(i), "boom", ""))
            .collect();
        let text: Vec<String> = lines(&many).into_iter().map(|l| l.text).collect();
        assert!(text.last().unwrap().contains("2 more"));
    }
}
