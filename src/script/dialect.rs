//! The Lua 5.4 operators LuaJIT cannot parse, rewritten as calls.
//!
//! The shipped scripts are Lua 5.4: they use floor division `a // b` and the
//! bitwise operators `&`, `|`, `~` (xor and not), `<<` and `>>`. LuaJIT's
//! parser (Lua 5.1 syntax) knows none of them. [`translate`] rewrites each
//! such operation into a call of a helper (`a // b` → `__idiv(a, b)`,
//! `a & b` → `__band(a, b)`, `~a` → `__bnot(a)` …) with the operands found by
//! Lua 5.4's precedence, and puts `local __idiv = __idiv;` (one per helper
//! used) in front of the first line so the calls reach an upvalue, not a
//! global. Newlines are never added or removed, so errors keep naming the
//! right `file:line`. Strings and comments pass through untouched.
//!
//! The translator is plain Rust and is tested in every build; only the
//! LuaJIT build runs script text through it and installs the helpers
//! ([`install_helpers`]), so Lua 5.4 keeps its native operators.

use std::borrow::Cow;
use std::fmt;

mod lex;

use lex::{error, tokenize, Kind, Token};

/// Why a source could not be translated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DialectError {
    /// 1-based line of the place.
    pub line: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for DialectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.line, self.message)
    }
}

impl std::error::Error for DialectError {}

/// Binding power of the unary operators (`not`, `#`, `-`, `~`): between
/// the multiplicative operators and `^` (Lua 5.4 manual §3.4.8).
const UNARY_LEVEL: u8 = 11;

/// Binding power of a binary operator symbol, loosest 1 (`or`) to tightest
/// 12 (`^`). `-` and `~` are binary only after an operand: the caller says.
fn binary_level(text: &[u8]) -> Option<u8> {
    Some(match text {
        b"or" => 1,
        b"and" => 2,
        b"<" | b">" | b"<=" | b">=" | b"~=" | b"==" => 3,
        b"|" => 4,
        b"~" => 5,
        b"&" => 6,
        b"<<" | b">>" => 7,
        b".." => 8,
        b"+" | b"-" => 9,
        b"*" | b"/" | b"//" | b"%" => 10,
        b"^" => 12,
        _ => return None,
    })
}

/// The helper a LuaJIT build calls for a 5.4-only binary operator.
fn binary_helper(text: &[u8]) -> Option<&'static str> {
    Some(match text {
        b"//" => "__idiv",
        b"&" => "__band",
        b"|" => "__bor",
        b"~" => "__bxor",
        b"<<" => "__shl",
        b">>" => "__shr",
        _ => return None,
    })
}

/// The helper for unary `~` (bitwise not).
const BNOT_HELPER: &str = "__bnot";

/// Every helper, in the order the prelude names them.
const HELPERS_IN_ORDER: [&str; 7] = [
    "__idiv",
    "__band",
    "__bor",
    "__bxor",
    BNOT_HELPER,
    "__shl",
    "__shr",
];

/// The tokens of one source and their bracket pairs.
struct Parsed<'a> {
    tokens: Vec<Token<'a>>,
    /// For each bracket token, the index of its partner.
    partner: Vec<Option<usize>>,
}

impl<'a> Parsed<'a> {
    fn new(tokens: Vec<Token<'a>>) -> Parsed<'a> {
        let mut partner = vec![None; tokens.len()];
        let mut open: Vec<usize> = Vec::new();
        for (i, t) in tokens.iter().enumerate() {
            if t.kind != Kind::Symbol {
                continue;
            }
            match t.text {
                b"(" | b"[" | b"{" => open.push(i),
                b")" | b"]" | b"}" => {
                    let wanted: &[u8] = match t.text {
                        b")" => b"(",
                        b"]" => b"[",
                        _ => b"{",
                    };
                    if let Some(o) = open.pop() {
                        if tokens[o].text == wanted {
                            partner[o] = Some(i);
                            partner[i] = Some(o);
                        }
                    }
                }
                _ => {}
            }
        }
        Parsed { tokens, partner }
    }

    fn tok(&self, i: usize) -> Option<&Token<'a>> {
        self.tokens.get(i)
    }

    fn partner(&self, i: usize) -> Result<usize, DialectError> {
        self.partner[i].ok_or_else(|| {
            error(
                self.tokens[i].line,
                format!(
                    "unbalanced '{}'",
                    String::from_utf8_lossy(self.tokens[i].text)
                ),
            )
        })
    }

    /// True when token `i` ends an operand (so a `-` or `~` after it is
    /// binary).
    fn ends_operand(&self, i: usize) -> bool {
        let t = &self.tokens[i];
        match t.kind {
            Kind::Name | Kind::Number | Kind::Str => true,
            Kind::Keyword => matches!(t.text, b"nil" | b"true" | b"false" | b"end"),
            Kind::Symbol => matches!(t.text, b")" | b"]" | b"}" | b"..."),
        }
    }

    /// True when token `i` can end a prefix expression, so that a string,
    /// table or parenthesis after it is a call's arguments.
    fn ends_prefix(&self, i: usize) -> bool {
        let t = &self.tokens[i];
        matches!(t.kind, Kind::Name | Kind::Str)
            || (t.kind == Kind::Symbol && matches!(t.text, b")" | b"]" | b"}"))
    }

    /// True when token `i` is a unary operator where it stands.
    fn is_unary(&self, i: usize) -> bool {
        let t = &self.tokens[i];
        if t.is("not") || t.is("#") {
            return true;
        }
        (t.is("-") || t.is("~")) && (i == 0 || !self.ends_operand(i - 1))
    }

    /// The binding power of token `i` as a binary operator, if it is one.
    fn binary_at(&self, i: usize) -> Option<u8> {
        let t = &self.tokens[i];
        if !matches!(t.kind, Kind::Symbol | Kind::Keyword) || self.is_unary(i) {
            return None;
        }
        binary_level(t.text)
    }

    /// The first token of the primary-and-postfix expression whose last
    /// token is `i` (`a.b[c]:d(e)`, `(x + y)`, `f "s"`, `42` …).
    fn primary_start(&self, mut i: usize) -> Result<usize, DialectError> {
        loop {
            let t = &self.tokens[i];
            let previous = i.checked_sub(1);
            let chained = |p: usize| self.ends_prefix(p);
            match (t.kind, t.text) {
                (Kind::Symbol, b")" | b"}") => {
                    let open = self.partner(i)?;
                    match open.checked_sub(1) {
                        Some(p) if chained(p) => i = p,
                        _ => return Ok(open),
                    }
                }
                (Kind::Symbol, b"]") => {
                    let open = self.partner(i)?;
                    i = open
                        .checked_sub(1)
                        .ok_or_else(|| error(t.line, "an index with nothing indexed"))?;
                }
                (Kind::Str, _) => match previous {
                    Some(p) if chained(p) => i = p,
                    _ => return Ok(i),
                },
                (Kind::Name, _) => match previous {
                    Some(p) if self.tokens[p].is(".") || self.tokens[p].is(":") => {
                        i = p
                            .checked_sub(1)
                            .ok_or_else(|| error(t.line, "a field of nothing"))?;
                    }
                    _ => return Ok(i),
                },
                (Kind::Number, _) | (Kind::Keyword, b"nil" | b"true" | b"false") => return Ok(i),
                (Kind::Symbol, b"...") => return Ok(i),
                _ => return Err(untranslatable(t, "ending in")),
            }
        }
    }

    /// The last token of the primary-and-postfix expression starting at `i`.
    fn primary_end(&self, i: usize) -> Result<usize, DialectError> {
        let t = self
            .tok(i)
            .ok_or_else(|| error(self.last_line(), "an operator with no right operand"))?;
        let (mut end, prefix) = match (t.kind, t.text) {
            (Kind::Name, _) => (i, true),
            (Kind::Symbol, b"(") => (self.partner(i)?, true),
            (Kind::Symbol, b"{") => (self.partner(i)?, false),
            (Kind::Number | Kind::Str, _) | (Kind::Keyword, b"nil" | b"true" | b"false") => {
                (i, false)
            }
            (Kind::Symbol, b"...") => (i, false),
            _ => return Err(untranslatable(t, "starting with")),
        };
        if !prefix {
            return Ok(end);
        }
        // Postfix: .name, :name args, [index], (args), "str", {table}.
        while let Some(next) = self.tok(end + 1) {
            end = match (next.kind, next.text) {
                (Kind::Symbol, b".") => end + 2,
                (Kind::Symbol, b":") => self.call_args_end(end + 3)?,
                (Kind::Symbol, b"[" | b"(" | b"{") => self.partner(end + 1)?,
                (Kind::Str, _) => end + 1,
                _ => break,
            };
            if end >= self.tokens.len() {
                return Err(error(next.line, "a postfix expression cut short"));
            }
        }
        Ok(end)
    }

    /// The last token of a method call's arguments starting at `i`.
    fn call_args_end(&self, i: usize) -> Result<usize, DialectError> {
        match self.tok(i) {
            Some(t) if t.kind == Kind::Str => Ok(i),
            Some(t) if t.is("(") || t.is("{") => self.partner(i),
            _ => Err(error(self.last_line(), "a method call without arguments")),
        }
    }

    fn last_line(&self) -> usize {
        self.tokens.last().map_or(1, |t| t.line)
    }

    /// The first token of the left operand of the binary operator at `op`,
    /// whose binding power is `level` (left-associative).
    fn left_start(&self, op: usize, level: u8) -> Result<usize, DialectError> {
        let line = self.tokens[op].line;
        let mut i = op
            .checked_sub(1)
            .ok_or_else(|| error(line, "an operator with no left operand"))?;
        loop {
            let mut start = self.primary_start(i)?;
            while start > 0 && self.is_unary(start - 1) {
                start -= 1;
            }
            match start.checked_sub(1) {
                Some(p) if self.binary_at(p).is_some_and(|l| l >= level) => {
                    i = p
                        .checked_sub(1)
                        .ok_or_else(|| error(line, "an operator with no left operand"))?;
                }
                _ => return Ok(start),
            }
        }
    }

    /// The last token of the right operand of the operator at `op`: the
    /// operators binding tighter than `level` belong to it.
    fn right_end(&self, op: usize, level: u8) -> Result<usize, DialectError> {
        let mut i = op + 1;
        loop {
            while self.tok(i).is_some() && self.is_unary(i) {
                i += 1;
            }
            let end = self.primary_end(i)?;
            match self.tok(end + 1) {
                Some(_) if self.binary_at(end + 1).is_some_and(|l| l > level) => i = end + 2,
                _ => return Ok(end),
            }
        }
    }
}

/// One rewrite: `helper(` before `start`, the operator token replaced,
/// `)` after `end`.
struct Rewrite {
    start: usize,
    op: usize,
    end: usize,
    helper: &'static str,
    unary: bool,
}

/// `source` with every 5.4-only operator turned into a helper call (see the
/// module doc). Borrowed when there is none.
pub fn translate(source: &[u8]) -> Result<Cow<'_, [u8]>, DialectError> {
    let (tokens, tail) = tokenize(source)?;
    let parsed = Parsed::new(tokens);
    let mut rewrites = Vec::new();
    for (i, t) in parsed.tokens.iter().enumerate() {
        if t.kind != Kind::Symbol {
            continue;
        }
        if t.is("~") && parsed.is_unary(i) {
            let end = parsed.right_end(i, UNARY_LEVEL)?;
            rewrites.push(Rewrite {
                start: i,
                op: i,
                end,
                helper: BNOT_HELPER,
                unary: true,
            });
        } else if let (Some(helper), Some(level)) = (binary_helper(t.text), binary_level(t.text)) {
            rewrites.push(Rewrite {
                start: parsed.left_start(i, level)?,
                op: i,
                end: parsed.right_end(i, level)?,
                helper,
                unary: false,
            });
        }
    }
    if rewrites.is_empty() {
        return Ok(Cow::Borrowed(source));
    }
    Ok(Cow::Owned(emit(&parsed, tail, &rewrites)))
}

/// Writes the tokens back with the rewrites applied and the prelude first.
fn emit(parsed: &Parsed<'_>, tail: &[u8], rewrites: &[Rewrite]) -> Vec<u8> {
    let n = parsed.tokens.len();
    // Per token: the calls opening before it (outermost first) and the
    // parentheses closing after it.
    let mut opens: Vec<Vec<&Rewrite>> = vec![Vec::new(); n];
    let mut closes = vec![0usize; n];
    for r in rewrites.iter().filter(|r| !r.unary) {
        opens[r.start].push(r);
    }
    for list in &mut opens {
        list.sort_by_key(|r| std::cmp::Reverse(r.end));
    }
    for r in rewrites {
        closes[r.end] += 1;
    }
    let mut rewrite_at: Vec<Option<&Rewrite>> = vec![None; n];
    for r in rewrites {
        rewrite_at[r.op] = Some(r);
    }
    let mut out = Vec::with_capacity(tail.len() + n * 8);
    let used: Vec<&str> = HELPERS_IN_ORDER
        .into_iter()
        .filter(|h| rewrites.iter().any(|r| r.helper == *h))
        .collect();
    let prelude = format!("local {0} = {0}; ", used.join(", "));
    let mut prelude_pending = true;
    for (i, t) in parsed.tokens.iter().enumerate() {
        if prelude_pending && i == 0 && !t.trivia.starts_with(b"#") {
            out.extend_from_slice(prelude.as_bytes());
            prelude_pending = false;
        }
        if prelude_pending {
            // After a shebang line: the prelude goes right after its newline.
            let cut = t
                .trivia
                .iter()
                .position(|&c| c == b'\n')
                .map_or(0, |p| p + 1);
            out.extend_from_slice(&t.trivia[..cut]);
            out.extend_from_slice(prelude.as_bytes());
            out.extend_from_slice(&t.trivia[cut..]);
            prelude_pending = false;
        } else if rewrite_at[i].is_some_and(|r| !r.unary) && !t.trivia.contains(&b'\n') {
            // `a // b` becomes `__idiv(a, b)`, not `__idiv(a , b)`.
        } else {
            out.extend_from_slice(t.trivia);
        }
        for r in &opens[i] {
            push_word(&mut out, r.helper.as_bytes());
            out.push(b'(');
        }
        match rewrite_at[i] {
            Some(r) if r.unary => {
                push_word(&mut out, r.helper.as_bytes());
                out.push(b'(');
            }
            Some(_) => out.push(b','),
            None => push_word(&mut out, t.text),
        }
        out.extend(std::iter::repeat_n(b')', closes[i]));
    }
    out.extend_from_slice(tail);
    out
}

/// Appends `text`, with a space first where it would otherwise run into
/// the word before it (`return(x)` → `return __idiv(`).
fn push_word(out: &mut Vec<u8>, text: &[u8]) {
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    if let (Some(&last), Some(&first)) = (out.last(), text.first()) {
        if word(last) && word(first) {
            out.push(b' ');
        }
    }
    out.extend_from_slice(text);
}

/// The helpers the translated text calls, as LuaJIT (Lua 5.1 syntax) text.
/// Each gives Lua 5.4's integer result for integers within ±2^53 (the
/// integers a double holds exactly) and raises an error where 5.4's result
/// would not be such an integer, rather than answer something else.
/// `table.unpack` (5.2+) is LuaJIT's `unpack`; 5.4's two-argument
/// `math.atan(y, x)` is LuaJIT's `math.atan2`.
pub const HELPERS: &str = r#"
local floor, type, error = math.floor, type, error
local bit = bit
local TWO32 = 4294967296
local TWO53 = 9007199254740992
local BITS = 64

local function integer(x)
  if type(x) ~= "number" then
    error("attempt to perform bitwise operation on a " .. type(x) .. " value", 3)
  end
  if x % 1 ~= 0 or x >= TWO53 or x < -TWO53 then
    error("number has no integer representation", 3)
  end
  return x
end

-- A 64-bit operation as two 32-bit ones on the high and low words.
local function words(op)
  return function(a, b)
    a, b = integer(a), integer(b)
    local alo, blo = a % TWO32, b % TWO32
    local high = op((a - alo) / TWO32, (b - blo) / TWO32)
    return high * TWO32 + op(alo, blo) % TWO32
  end
end

local shr
local function shl(a, n)
  a, n = integer(a), integer(n)
  if n < 0 then return shr(a, -n) end
  if n >= BITS then return 0 end
  local r = a * 2 ^ n
  if r >= TWO53 or r < -TWO53 then
    error("left shift past the integers LuaJIT holds exactly", 2)
  end
  return r
end
shr = function(a, n)
  a, n = integer(a), integer(n)
  if n < 0 then return shl(a, -n) end
  if n >= BITS then return 0 end
  if a >= 0 then return floor(a / 2 ^ n) end
  -- 5.4 shifts in zeros: (2^64 + a) >> n, exact once n frees 11 bits.
  if BITS - n > 53 then
    error("logical right shift of a negative number past the integers LuaJIT holds exactly", 2)
  end
  return 2 ^ (BITS - n) + floor(a / 2 ^ n)
end

__idiv = function(a, b)
  if b == 0 then error("attempt to perform 'n//0'", 2) end
  return floor(a / b)
end
__band = words(bit.band)
__bor = words(bit.bor)
__bxor = words(bit.bxor)
__bnot = function(a) return -integer(a) - 1 end
__shl = shl
__shr = shr
if table.unpack == nil then table.unpack = unpack end
-- 5.4's math.atan(y [, x]) is LuaJIT's atan2 (x defaults to 1).
local atan2 = math.atan2
math.atan = function(y, x) return atan2(y, x or 1) end
"#;

/// Installs [`HELPERS`] as globals of `lua` (the LuaJIT build's sandbox).
#[cfg(feature = "luajit")]
pub fn install_helpers(lua: &mlua::Lua) -> mlua::Result<()> {
    lua.load(HELPERS).set_name("=dialect helpers").exec()
}

/// Copies the helpers into `env`: for chunks run in an environment that
/// does not fall back to the globals (a game folder's data file).
#[cfg(feature = "luajit")]
pub fn lend_helpers(lua: &mlua::Lua, env: &mlua::Table) -> mlua::Result<()> {
    let globals = lua.globals();
    for name in HELPERS_IN_ORDER {
        env.raw_set(name, globals.raw_get::<mlua::Value>(name)?)?;
    }
    Ok(())
}

/// The error of an operand the translation cannot read: `t` is its first
/// or last token (`edge` says which).
fn untranslatable(t: &Token, edge: &str) -> DialectError {
    error(
        t.line,
        format!(
            "cannot translate an operand {edge} '{}'",
            String::from_utf8_lossy(t.text)
        ),
    )
}

#[cfg(test)]
mod tests;
