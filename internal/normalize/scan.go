package normalize

import "strings"

// segKind is what a segment of a field is.
type segKind uint8

const (
	segText     segKind = iota // prose outside math
	segInline                  // $...$
	segDisplay                 // $$...$$
	segParen                   // \(...\)
	segBracket                 // \[...\]
	segVerbatim                // [asy]...[/asy]: copied untouched
)

// seg is one segment of a field. For math segments lo:hi is the content and
// olo:ohi the whole segment with its delimiters; for text and verbatim
// segments the two coincide.
type seg struct {
	kind     segKind
	olo, ohi int
	lo, hi   int
	closed   bool  // a math segment found its closer
	strays   []int // offsets of single $ inside a display (or \( \[) segment
	fallback bool  // a \( or \[ with no closer, kept as text
}

func (g seg) isMath() bool {
	return g.kind == segInline || g.kind == segDisplay || g.kind == segParen || g.kind == segBracket
}

// skipEscape returns the index after the control sequence starting at the
// backslash s[i]: a control word (\alpha) consumes its letters, a control
// symbol (\$, \\, \(, \,) one byte.
func skipEscape(s string, i int) int {
	j := i + 1
	if j >= len(s) {
		return j
	}
	if isLetter(s[j]) {
		for j < len(s) && isLetter(s[j]) {
			j++
		}
		return j
	}
	return j + 1
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// findCloser looks for the control symbol closer (`\)` or `\]`) of a
// segment whose content starts at i. It returns the index of the closer's
// backslash or -1, and the offsets of unescaped $ on the way.
func findCloser(s string, i int, closer byte) (int, []int) {
	var strays []int
	for i < len(s) {
		switch s[i] {
		case '\\':
			if i+1 < len(s) && s[i+1] == closer {
				return i, strays
			}
			i = skipEscape(s, i)
		case '$':
			strays = append(strays, i)
			i++
		default:
			i++
		}
	}
	return -1, strays
}

// scan splits s into segments with TeX's reading of $: outside math, $$
// opens display math and $ inline math; inside inline math the next $
// closes it (so `$a$$b$` is two inline spans); inside display math $$
// closes it and a single $ is a stray. \( and \[ open math only when
// their closer exists; otherwise they stay text. [asy]...[/asy] blocks are
// verbatim. Escaped \$ is a literal dollar everywhere.
func scan(s string) []seg {
	var segs []seg
	textStart := 0
	flush := func(end int) {
		if end > textStart {
			segs = append(segs, seg{kind: segText, olo: textStart, ohi: end, lo: textStart, hi: end})
		}
	}
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == '\\':
			if i+1 < len(s) && (s[i+1] == '(' || s[i+1] == '[') {
				closer := byte(')')
				kind := segParen
				if s[i+1] == '[' {
					closer, kind = ']', segBracket
				}
				end, strays := findCloser(s, i+2, closer)
				if end < 0 {
					// No closer: the delimiter stays text (reported by Check).
					i += 2
					continue
				}
				flush(i)
				segs = append(segs, seg{kind: kind, olo: i, ohi: end + 2, lo: i + 2, hi: end, closed: true, strays: strays})
				i = end + 2
				textStart = i
				continue
			}
			i = skipEscape(s, i)
		case c == '[' && strings.HasPrefix(s[i:], "[asy]"):
			flush(i)
			end := strings.Index(s[i:], "[/asy]")
			if end < 0 {
				end = len(s)
			} else {
				end = i + end + len("[/asy]")
			}
			segs = append(segs, seg{kind: segVerbatim, olo: i, ohi: end, lo: i, hi: end})
			i = end
			textStart = i
		case c == '$':
			flush(i)
			var g seg
			if i+1 < len(s) && s[i+1] == '$' {
				g = scanDisplay(s, i)
			} else {
				g = scanInline(s, i)
			}
			segs = append(segs, g)
			i = g.ohi
			textStart = i
		default:
			i++
		}
	}
	flush(len(s))
	return segs
}

func scanInline(s string, open int) seg {
	g := seg{kind: segInline, olo: open, lo: open + 1}
	i := open + 1
	for i < len(s) {
		switch s[i] {
		case '\\':
			i = skipEscape(s, i)
		case '$':
			g.hi, g.ohi, g.closed = i, i+1, true
			return g
		default:
			i++
		}
	}
	g.hi, g.ohi = len(s), len(s)
	return g
}

func scanDisplay(s string, open int) seg {
	g := seg{kind: segDisplay, olo: open, lo: open + 2}
	i := open + 2
	for i < len(s) {
		switch s[i] {
		case '\\':
			i = skipEscape(s, i)
		case '$':
			if i+1 < len(s) && s[i+1] == '$' {
				g.hi, g.ohi, g.closed = i, i+2, true
				return g
			}
			g.strays = append(g.strays, i)
			i++
		default:
			i++
		}
	}
	if i > len(s) {
		i = len(s)
	}
	g.hi, g.ohi = i, i
	return g
}
