//! The translator's cases, and the helpers checked against Lua 5.4's
//! results.

use super::*;

/// `source` translated, as text.
fn tr(source: &str) -> String {
    String::from_utf8(
        translate(source.as_bytes())
            .expect("translates")
            .into_owned(),
    )
    .expect("utf-8")
}

/// The translation without its prelude (`local __x = __x; `).
fn body(source: &str) -> String {
    let out = tr(source);
    match out.split_once("; ") {
        Some((prelude, rest)) if prelude.starts_with("local __") => rest.to_string(),
        _ => out,
    }
}

#[test]
fn floor_division_follows_precedence() {
    let cases = [
        ("x = a // b", "x = __idiv(a, b)"),
        ("x = a // b // c", "x = __idiv(__idiv(a, b), c)"),
        ("x = -a // b", "x = __idiv(-a, b)"),
        ("x = a // -b", "x = __idiv(a, -b)"),
        ("x = a.b[c]:d(e) // f.g", "x = __idiv(a.b[c]:d(e), f.g)"),
        ("x = (x + y) // 2", "x = __idiv((x + y), 2)"),
        ("x = a * b // c", "x = __idiv(a * b, c)"),
        ("x = a // b * c", "x = __idiv(a, b) * c"),
        ("x = a + b // c", "x = a + __idiv(b, c)"),
        ("x = a // b + c", "x = __idiv(a, b) + c"),
        ("x = 2 ^ x // 3", "x = __idiv(2 ^ x, 3)"),
        ("x = a // b ^ c", "x = __idiv(a, b ^ c)"),
        ("x = a // -b ^ 2", "x = __idiv(a, -b ^ 2)"),
        ("x = a % b // c", "x = __idiv(a % b, c)"),
        ("x = a * -b // c", "x = __idiv(a * -b, c)"),
        ("x = a - -b // c", "x = a - __idiv(-b, c)"),
        ("x = #t // 2", "x = __idiv(#t, 2)"),
        ("x = f(a // b, c)", "x = f(__idiv(a, b), c)"),
        ("x = t[i // 2]", "x = t[__idiv(i, 2)]"),
        ("x = f \"s\" // g {1}", "x = __idiv(f \"s\", g {1})"),
        ("x = a:m(1)(2) // 4", "x = __idiv(a:m(1)(2), 4)"),
        ("x = a .. b // c .. d", "x = a .. __idiv(b, c) .. d"),
        ("return(a)//2", "return __idiv((a),2)"),
        ("x = a < b // c and d", "x = a < __idiv(b, c) and d"),
        ("x = ((a // b))", "x = ((__idiv(a, b)))"),
        ("x = 0x10 // 1e2 // .5", "x = __idiv(__idiv(0x10, 1e2), .5)"),
        ("x = 1e-3 // 2", "x = __idiv(1e-3, 2)"),
        ("x = t.n // 2 - 1", "x = __idiv(t.n, 2) - 1"),
    ];
    translates_each(&cases);
}

#[test]
fn bitwise_operators_follow_precedence() {
    let cases = [
        ("x = a & b", "x = __band(a, b)"),
        ("x = a | b & c", "x = __bor(a, __band(b, c))"),
        ("x = a & b | c", "x = __bor(__band(a, b), c)"),
        ("x = a ~ b", "x = __bxor(a, b)"),
        ("x = ~a", "x = __bnot(a)"),
        ("x = m & ~e", "x = __band(m, __bnot(e))"),
        ("x = ~a & b", "x = __band(__bnot(a), b)"),
        ("x = a << 2 + 1", "x = __shl(a, 2 + 1)"),
        ("x = a >> b // 2", "x = __shr(a, __idiv(b, 2))"),
        ("x = a // b & c", "x = __band(__idiv(a, b), c)"),
        (
            "if bits & bit ~= 0 then end",
            "if __band(bits, bit) ~= 0 then end",
        ),
        ("x = (k & 0x08) == 0", "x = (__band(k, 0x08)) == 0"),
        ("x = 0xE000 | 0xE0000", "x = __bor(0xE000, 0xE0000)"),
        ("x = a ~= b", "x = a ~= b"),
    ];
    translates_each(&cases);
}

#[test]
fn the_prelude_names_the_helpers_used() {
    assert_eq!(
        tr("x = a // b & ~c"),
        "local __idiv, __band, __bnot = __idiv, __band, __bnot; x = __band(__idiv(a, b), __bnot(c))"
    );
    // After a first line starting with '#', the prelude opens line two.
    assert_eq!(
        tr("#!/bin/lua\nx = a // b\n"),
        "#!/bin/lua\nlocal __idiv = __idiv; x = __idiv(a, b)\n"
    );
}

#[test]
fn strings_and_comments_are_untouched() {
    let sources = [
        "x = 'a // b'",
        "x = \"a & b | c ~ d\"",
        "x = \"esc \\\" // \" .. y",
        "-- a // b\nx = 1",
        "--[[ a // b\n c & d ]] x = 1",
        "--[==[ ]] // ]==] x = 1",
        "x = [[ a // b ]]",
        "x = [==[ a ]] // b ]==]",
        "x = a / b -- a // b",
        "x = a ~= b",
        "x = t[ [[k]] ]",
    ];
    for source in sources {
        let out = translate(source.as_bytes()).expect("translates");
        assert!(matches!(out, Cow::Borrowed(_)), "{source:?} was rewritten");
    }
    assert_eq!(
        body("x = '//' .. a // b -- c // d"),
        "x = '//' .. __idiv(a, b) -- c // d"
    );
}

#[test]
fn line_numbers_are_kept() {
    let source =
        "local a = 1\nlocal b = x //\n  2\nlocal s = [[\n//\n]] .. (c\n// d)\nlocal e = f & g\n";
    let out = tr(source);
    assert_eq!(out.matches('\n').count(), source.matches('\n').count());
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[1].contains("__idiv(x,"), "{out}");
    assert_eq!(lines[2], "  2)");
    assert_eq!(lines[4], "//");
    assert_eq!(lines[6], ", d))");
    assert_eq!(lines[7], "local e = __band(f, g)");
}

#[test]
fn broken_sources_are_errors_with_their_line() {
    let cases = [
        ("x = 1\ny = a //", 2),
        ("x = 'open\n", 1),
        ("x = 1\n--[[ never closed", 2),
        ("x = // 2", 1),
        ("x = a // function() end", 1),
        ("x = @", 1),
    ];
    for (source, line) in cases {
        let e = translate(source.as_bytes()).expect_err(source);
        assert_eq!(e.line, line, "{source:?}: {e}");
    }
}

#[test]
fn every_shipped_script_translates() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts");
    let modules = crate::script::modules::Roots(vec![root]).all_modules();
    assert!(modules.len() > 100, "found {} scripts", modules.len());
    for path in modules.values() {
        let text = std::fs::read(path).expect("readable");
        let out = translate(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
        let lines = |t: &[u8]| t.iter().filter(|&&c| c == b'\n').count();
        assert_eq!(lines(&out), lines(&text), "{}", path.display());
    }
}

/// Expressions over a, b, c whose translation must compute what the 5.4
/// operators do.
#[cfg(feature = "lua54")]
const EXPRESSIONS: [&str; 14] = [
    "a // b // c",
    "-a // b",
    "a * b // c % 7",
    "a // b * c",
    "a + b // c - a // 3",
    "2 ^ c // 3",
    "a // -b ^ 2",
    "(a + b) // c",
    "a & b | c",
    "a ~ b & ~c",
    "a << 3 >> 1",
    "a // 2 & 0xFF",
    "b | c << 4",
    "~a // b",
];

#[cfg(feature = "lua54")]
#[test]
fn translations_compute_what_the_operators_do() {
    // Under 5.4 the helpers can be the operators themselves: the check is
    // that the operands were grouped as 5.4 groups them.
    let lua = mlua::Lua::new();
    lua.load(
        "__idiv = function(a, b) return a // b end
         __band = function(a, b) return a & b end
         __bor = function(a, b) return a | b end
         __bxor = function(a, b) return a ~ b end
         __bnot = function(a) return ~a end
         __shl = function(a, b) return a << b end
         __shr = function(a, b) return a >> b end",
    )
    .exec()
    .expect("helpers");
    for expr in EXPRESSIONS {
        for (a, b, c) in [(37, 5, 3), (-37, 5, 2), (1000, -7, 4), (0xF0F, 3, 1)] {
            let source = format!("local a, b, c = {a}, {b}, {c}; return {expr}");
            let native: mlua::Value = lua.load(&source).eval().expect("native");
            let translated = tr(&source);
            let helped: mlua::Value = lua.load(&translated).eval().expect("translated");
            assert_eq!(
                format!("{native:?}"),
                format!("{helped:?}"),
                "{expr} with {a}, {b}, {c}: {translated}"
            );
        }
    }
}

#[cfg(feature = "luajit")]
#[test]
fn helpers_give_the_results_of_lua_5_4() {
    let lua = mlua::Lua::new();
    install_helpers(&lua).expect("helpers");
    let values: [i64; 9] = [
        0,
        1,
        -1,
        37,
        -37,
        0xFFFF_FFFF,
        -0x8000_0000,
        0x1_2345_6789,
        -0x1F_0000_0001,
    ];
    let call = |f: &str, a: i64, b: i64| -> f64 {
        let g: mlua::Function = lua.globals().get(f).expect("helper");
        g.call((a as f64, b as f64)).expect(f)
    };
    for &a in &values {
        for &b in &values {
            assert_eq!(call("__band", a, b), (a & b) as f64, "{a} & {b}");
            assert_eq!(call("__bor", a, b), (a | b) as f64, "{a} | {b}");
            assert_eq!(call("__bxor", a, b), (a ^ b) as f64, "{a} ~ {b}");
            if b != 0 {
                let floor = a / b - i64::from(a % b != 0 && (a < 0) != (b < 0));
                assert_eq!(call("__idiv", a, b), floor as f64, "{a} // {b}");
            }
        }
        assert_eq!(call("__bnot", a, 0), !a as f64, "~{a}");
        for n in [0, 1, 4, 12, 31] {
            if a >= 0 || n >= 11 {
                assert_eq!(call("__shr", a, n), ((a as u64) >> n) as f64, "{a} >> {n}");
            }
            assert_eq!(
                call("__shl", a.rem_euclid(1 << 20), n),
                (a.rem_euclid(1 << 20) << n) as f64
            );
        }
    }
    // The library differences the scripts meet.
    let atan: f64 = lua.load("return math.atan(1, -1)").eval().expect("atan");
    assert_eq!(atan, 1f64.atan2(-1.0));
    let atan: f64 = lua.load("return math.atan(1)").eval().expect("atan");
    assert_eq!(atan, std::f64::consts::FRAC_PI_4);
    let unpacked: (i64, i64) = lua
        .load("return table.unpack({ 4, 5 })")
        .eval()
        .expect("unpack");
    assert_eq!(unpacked, (4, 5));
    // Where a double cannot hold 5.4's answer, an error says so.
    let g: mlua::Function = lua.globals().get("__shr").expect("helper");
    assert!(g.call::<f64>((-1.0, 1.0)).is_err());
    let g: mlua::Function = lua.globals().get("__band").expect("helper");
    assert!(g.call::<f64>((0.5, 1.0)).is_err());
    let g: mlua::Function = lua.globals().get("__idiv").expect("helper");
    assert!(g.call::<f64>((1.0, 0.0)).is_err());
}

/// Asserts each (source, translation) pair.
fn translates_each(cases: &[(&str, &str)]) {
    for (source, want) in cases {
        assert_eq!(body(source), *want, "translating {source:?}");
    }
}
