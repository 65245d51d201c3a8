//! The tokenizer of the dialect translator: Lua source split into
//! tokens, each with the whitespace and comments in front of it, strings
//! and long brackets kept whole, lines counted.

use super::DialectError;

/// What a token is, as far as finding operands needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Name,
    Keyword,
    Number,
    Str,
    Symbol,
}

/// One token and the whitespace and comments in front of it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Token<'a> {
    pub(super) trivia: &'a [u8],
    pub(super) text: &'a [u8],
    pub(super) kind: Kind,
    pub(super) line: usize,
}

impl Token<'_> {
    pub(super) fn is(&self, symbol: &str) -> bool {
        matches!(self.kind, Kind::Symbol | Kind::Keyword) && self.text == symbol.as_bytes()
    }
}

const KEYWORDS: [&str; 22] = [
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
    "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
];

/// Symbols, longest first so that `...` wins over `..` over `.`.
const SYMBOLS: [&str; 33] = [
    "...", "..", "==", "~=", "<=", ">=", "<<", ">>", "//", "::", "+", "-", "*", "/", "%", "^", "#",
    "&", "~", "|", "<", ">", "=", "(", ")", "{", "}", "[", "]", ";", ":", ",", ".",
];

pub(super) fn error(line: usize, message: impl Into<String>) -> DialectError {
    DialectError {
        line,
        message: message.into(),
    }
}

/// Splits `src` into tokens; what follows the last token is returned too.
pub(super) fn tokenize(src: &[u8]) -> Result<(Vec<Token<'_>>, &[u8]), DialectError> {
    let mut tokens = Vec::new();
    let mut i = 0;
    let mut line = 1;
    // A first line starting with '#' (a shebang) is skipped by Lua: it
    // becomes part of the first token's trivia.
    if src.first() == Some(&b'#') {
        while i < src.len() && src[i] != b'\n' {
            i += 1;
        }
    }
    let mut trivia_start = 0;
    loop {
        i = skip_trivia(src, i, &mut line)?;
        let trivia = &src[trivia_start..i];
        if i >= src.len() {
            return Ok((tokens, trivia));
        }
        let start = i;
        let start_line = line;
        let c = src[i];
        let kind = if c.is_ascii_alphabetic() || c == b'_' {
            while i < src.len() && (src[i].is_ascii_alphanumeric() || src[i] == b'_') {
                i += 1;
            }
            let word = &src[start..i];
            if KEYWORDS.iter().any(|k| k.as_bytes() == word) {
                Kind::Keyword
            } else {
                Kind::Name
            }
        } else if c.is_ascii_digit()
            || (c == b'.' && src.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i = skip_number(src, i);
            Kind::Number
        } else if c == b'"' || c == b'\'' {
            i = skip_short_string(src, i, &mut line)?;
            Kind::Str
        } else if let Some(level) = long_bracket(src, i) {
            i = skip_long_bracket(src, i, level, &mut line)?;
            Kind::Str
        } else {
            let symbol = SYMBOLS
                .iter()
                .find(|s| src[i..].starts_with(s.as_bytes()))
                .ok_or_else(|| {
                    error(
                        line,
                        format!("unexpected character '{}'", char::from(c).escape_default()),
                    )
                })?;
            i += symbol.len();
            Kind::Symbol
        };
        tokens.push(Token {
            trivia,
            text: &src[start..i],
            kind,
            line: start_line,
        });
        trivia_start = i;
    }
}

/// Skips whitespace and comments from `i`.
fn skip_trivia(src: &[u8], mut i: usize, line: &mut usize) -> Result<usize, DialectError> {
    while i < src.len() {
        match src[i] {
            b'\n' => {
                *line += 1;
                i += 1;
            }
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => i += 1,
            b'-' if src.get(i + 1) == Some(&b'-') => {
                i += 2;
                if let Some(level) = long_bracket(src, i) {
                    i = skip_long_bracket(src, i, level, line)?;
                } else {
                    while i < src.len() && src[i] != b'\n' {
                        i += 1;
                    }
                }
            }
            _ => break,
        }
    }
    Ok(i)
}

/// Lua's numeral: digits, hex digits, dots, and an exponent with its sign.
fn skip_number(src: &[u8], mut i: usize) -> usize {
    let hex = src[i] == b'0' && matches!(src.get(i + 1), Some(b'x' | b'X'));
    let exponent: &[u8] = if hex {
        i += 2;
        b"pP"
    } else {
        b"eE"
    };
    while i < src.len() {
        let c = src[i];
        if exponent.contains(&c) {
            i += 1;
            if matches!(src.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
        } else if c.is_ascii_alphanumeric() || c == b'.' {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// Skips a quoted string starting at `i`.
fn skip_short_string(src: &[u8], mut i: usize, line: &mut usize) -> Result<usize, DialectError> {
    let quote = src[i];
    i += 1;
    while i < src.len() {
        match src[i] {
            b'\\' => {
                if src.get(i + 1) == Some(&b'\n') {
                    *line += 1;
                }
                i += 2;
            }
            b'\n' => break,
            c if c == quote => return Ok(i + 1),
            _ => i += 1,
        }
    }
    Err(error(*line, "unfinished string"))
}

/// The level (number of `=`) of a long bracket `[==[` opening at `i`.
fn long_bracket(src: &[u8], i: usize) -> Option<usize> {
    if src.get(i) != Some(&b'[') {
        return None;
    }
    let equals = src[i + 1..].iter().take_while(|&&c| c == b'=').count();
    (src.get(i + 1 + equals) == Some(&b'[')).then_some(equals)
}

/// Skips a long string or comment opened at `i` with `level` `=` signs.
fn skip_long_bracket(
    src: &[u8],
    i: usize,
    level: usize,
    line: &mut usize,
) -> Result<usize, DialectError> {
    let close: Vec<u8> = std::iter::once(b']')
        .chain(std::iter::repeat_n(b'=', level))
        .chain(std::iter::once(b']'))
        .collect();
    let body = i + level + 2;
    let start_line = *line;
    let end = src[body..]
        .windows(close.len())
        .position(|w| w == close.as_slice())
        .map(|p| body + p + close.len())
        .ok_or_else(|| error(start_line, "unfinished long string or comment"))?;
    *line += src[i..end].iter().filter(|&&c| c == b'\n').count();
    Ok(end)
}
