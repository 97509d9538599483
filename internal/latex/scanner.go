package latex

import (
	"strings"
	"unicode/utf8"
)

// spacing lists the control words and symbols that only make space or set
// a style; the scanner drops them and marks the next token as spaced.
var spacing = map[string]bool{
	",": true, ";": true, ":": true, "!": true, " ": true, "\t": true, "\n": true, "\r": true,
	">": true, "quad": true, "qquad": true, "enspace": true, "thinspace": true, "medspace": true,
	"thickspace": true, "negthinspace": true, "displaystyle": true, "textstyle": true,
	"scriptstyle": true, "limits": true, "nolimits": true, "big": true, "Big": true,
	"bigg": true, "Bigg": true, "bigl": true, "bigr": true, "Bigl": true, "Bigr": true,
	"biggl": true, "biggr": true, "Biggl": true, "Biggr": true, "nonumber": true, "relax": true,
	"$": true, // a currency sign: \$32 is 32
}

// unicodeTokens maps the non-ASCII runes the books use to tokens.
var unicodeTokens = map[rune]token{
	'−': {kind: tPunct, text: "-"}, '–': {kind: tPunct, text: "-"}, '·': {kind: tCmd, text: "cdot"},
	'×': {kind: tCmd, text: "times"}, '÷': {kind: tCmd, text: "div"}, '°': {kind: tCmd, text: "degree"},
	'∪': {kind: tCmd, text: "cup"}, '∩': {kind: tCmd, text: "cap"}, '≤': {kind: tCmd, text: "le"},
	'≥': {kind: tCmd, text: "ge"}, '≠': {kind: tCmd, text: "ne"}, '≈': {kind: tCmd, text: "approx"},
	'∞': {kind: tCmd, text: "infty"}, 'π': {kind: tCmd, text: "pi"}, '∈': {kind: tCmd, text: "in"},
	'∉': {kind: tCmd, text: "notin"}, '√': {kind: tCmd, text: "sqrt"}, '±': {kind: tCmd, text: "pm"},
	'∓': {kind: tCmd, text: "mp"}, '′': {kind: tPunct, text: "'"}, '∅': {kind: tCmd, text: "varnothing"},
	'α': {kind: tCmd, text: "alpha"}, 'β': {kind: tCmd, text: "beta"}, 'φ': {kind: tCmd, text: "varphi"},
	'⋅': {kind: tCmd, text: "cdot"}, '∖': {kind: tCmd, text: "setminus"},
}

// scan splits src into tokens. It never fails: bytes it does not know
// become tIllegal tokens that the parser reports.
func scan(src string) []token {
	var toks []token
	space := false
	emit := func(t token) {
		t.space = space
		space = false
		toks = append(toks, t)
	}
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '~':
			space = true
			i++
		case isDigit(c) || (c == '.' && i+1 < len(src) && isDigit(src[i+1])) || c == '.' && overlineDigits(src, i+1) > 0: // issue 25, capability 6: `.\overline{3}`
			t, n := scanNumber(src, i)
			emit(t)
			i = n
		case isLetter(c):
			emit(token{kind: tLetter, pos: i, end: i + 1, text: src[i : i+1]})
			i++
		case c == '\\':
			i = scanCommand(src, i, emit, &space)
		case c == '{' && i > 0 && isDigit(src[i-1]) && i+3 < len(src) && src[i:i+3] == "{,}" && isDigit(src[i+3]):
			emit(token{kind: tPunct, pos: i, end: i + 3, text: ",", forced: true})
			i += 3
		case c < utf8.RuneSelf:
			if c < ' ' || c == 0x7f {
				emit(token{kind: tIllegal, pos: i, end: i + 1, text: src[i : i+1]})
			} else {
				emit(token{kind: tPunct, pos: i, end: i + 1, text: src[i : i+1]})
			}
			i++
		default:
			r, size := utf8.DecodeRuneInString(src[i:])
			if r == '\u00a0' || r == '\u2009' || r == '\u202f' {
				space = true
			} else if t, ok := unicodeTokens[r]; ok {
				t.pos, t.end = i, i+size
				emit(t)
			} else {
				emit(token{kind: tIllegal, pos: i, end: i + size, text: src[i : i+size]})
			}
			i += size
		}
	}
	toks = append(toks, token{kind: tEOF, pos: len(src), end: len(src), space: space})
	return toks
}

// scanNumber reads digits, an optional decimal point with digits, and an
// optional periodic block written right after the point or the decimals:
// `0.(3)`, `0.1(6)`.
func scanNumber(src string, i int) (token, int) {
	start := i
	j := i
	for j < len(src) && isDigit(src[j]) {
		j++
	}
	lit := numLit{Int: src[i:j]}
	// Thousands written 32,\!348: the groups join the integer part.
	for j+6 <= len(src) && src[j:j+3] == ",\\!" && allDigits(src[j+3:j+6]) && (j+6 == len(src) || !isDigit(src[j+6])) {
		lit.Int += src[j+3 : j+6]
		j += 6
	}
	if lit.Int == "" {
		lit.Int = "0"
	}
	if j < len(src) && src[j] == '.' {
		k := j + 1
		for k < len(src) && isDigit(src[k]) {
			k++
		}
		if k > j+1 {
			lit.Frac, lit.point, j = src[j+1:k], true, k
		} else if rep, n := periodic(src, k); n > 0 {
			lit.Repeat, lit.point, j = rep, true, n
		}
		if lit.point && lit.Repeat == "" {
			if rep, n := periodic(src, j); n > 0 {
				lit.Repeat, j = rep, n
			}
		}
	}
	return token{kind: tNumber, pos: start, end: j, text: src[start:j], num: lit}, j
}

// periodic reads `(digits)` at i and returns the digits and the offset
// after `)`, or n == 0. Issue 25, capability 6: `\overline{digits}` and
// `\overline d` are the periodic block too (`0.4\overline{56}`).
func periodic(src string, i int) (string, int) {
	if n := overlineDigits(src, i); n > 0 {
		return strings.Trim(src[i+len(`\overline`):n], "{} "), n
	}
	if i >= len(src) || src[i] != '(' {
		return "", 0
	}
	k := i + 1
	for k < len(src) && isDigit(src[k]) {
		k++
	}
	if k == i+1 || k >= len(src) || src[k] != ')' {
		return "", 0
	}
	return src[i+1 : k], k + 1
}

// splitPrefixes are the function names a glued control word may start
// with (`\tanx` is \tan x), longest first.
var splitPrefixes = []string{
	"arcctg", "arccos", "arcsin", "arctan", "arccot", "arctg",
	"cosec", "sinh", "cosh", "tanh", "coth", "sqrt", "cotg",
	"sin", "cos", "tan", "cot", "ctg", "sec", "csc", "exp", "log",
	"tg", "lg", "ln", "sh", "ch", "th", "cth",
}

func scanCommand(src string, i int, emit func(token), space *bool) int {
	start := i
	j := i + 1
	for j < len(src) && isLetter(src[j]) {
		j++
	}
	if j == i+1 { // control symbol
		if j >= len(src) {
			emit(token{kind: tIllegal, pos: i, end: j, text: `\`})
			return j
		}
		_, size := utf8.DecodeRuneInString(src[j:])
		name := src[j : j+size]
		if spacing[name] {
			*space = true
		} else {
			emit(token{kind: tCmd, pos: start, end: j + size, text: name})
		}
		return j + size
	}
	name := src[i+1 : j]
	if spacing[name] {
		*space = true
		return j
	}
	if !knownCommands[name] {
		for _, p := range splitPrefixes {
			if len(name) > len(p) && name[:len(p)] == p {
				emit(token{kind: tCmd, pos: start, end: i + 1 + len(p), text: p})
				for k := i + 1 + len(p); k < j; k++ {
					emit(token{kind: tLetter, pos: k, end: k + 1, text: src[k : k+1]})
				}
				return j
			}
		}
	}
	emit(token{kind: tCmd, pos: start, end: j, text: name})
	return j
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// overlineDigits returns the offset after `\overline{digits}` or
// `\overline d` at i (one digit without braces), or 0 (issue 25,
// capability 6: a repeating decimal).
func overlineDigits(src string, i int) int {
	const cmd = `\overline`
	if !strings.HasPrefix(src[min(i, len(src)):], cmd) {
		return 0
	}
	k := i + len(cmd)
	for k < len(src) && src[k] == ' ' {
		k++
	}
	if k < len(src) && isDigit(src[k]) {
		if k+1 < len(src) && isDigit(src[k+1]) {
			return 0 // `\overline78`: which digits are under the bar is not clear
		}
		return k + 1
	}
	if k >= len(src) || src[k] != '{' {
		return 0
	}
	j := k + 1
	for j < len(src) && isDigit(src[j]) {
		j++
	}
	if j == k+1 || j >= len(src) || src[j] != '}' {
		return 0
	}
	return j + 1
}
