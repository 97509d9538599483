package latex

import "strings"

// Fragment is one math span of a prose text. Offset is the byte offset of
// Src (the math without its delimiters) in the text.
type Fragment struct {
	Offset  int
	Display bool
	Src     string
}

// Fragments returns the math spans of text delimited by $...$, $$...$$,
// \(...\) and \[...\], in order. An escaped dollar (\$) is prose. An
// opening delimiter without its closer ends the scan (the rest is not
// returned as math).
func Fragments(text string) []Fragment {
	var out []Fragment
	scanMath(text, func(f Fragment) bool {
		out = append(out, f)
		return true
	})
	return out
}

// scanMath walks the math spans of text in order ($...$, $$...$$, \(...\),
// \[...\]; an escaped dollar is prose), calling each for every span until
// it returns false. An opening delimiter without its closer ends the walk:
// open is its offset and opener the delimiter; open is -1 otherwise.
func scanMath(text string, each func(Fragment) bool) (open int, opener string) {
	i := 0
	for i < len(text) {
		c := text[i]
		switch {
		case c == '\\' && i+1 < len(text):
			var closer string
			display := false
			switch text[i+1] {
			case '(':
				closer = `\)`
			case '[':
				closer, display = `\]`, true
			default:
				i += 2
				continue
			}
			start := i + 2
			end := strings.Index(text[start:], closer)
			if end < 0 {
				return i, text[i : i+2]
			}
			if !each(Fragment{Offset: start, Display: display, Src: text[start : start+end]}) {
				return -1, ""
			}
			i = start + end + 2
		case c == '$':
			display := i+1 < len(text) && text[i+1] == '$'
			start := i + 1
			if display {
				start++
			}
			end := closingDollar(text, start, display)
			if end < 0 {
				return i, text[i:start]
			}
			if !each(Fragment{Offset: start, Display: display, Src: text[start:end]}) {
				return -1, ""
			}
			i = end + 1
			if display {
				i++
			}
		default:
			i++
		}
	}
	return -1, ""
}

// closingDollar finds the closing $ (or $$) from start, skipping \$.
func closingDollar(text string, start int, display bool) int {
	for j := start; j < len(text); j++ {
		switch text[j] {
		case '\\':
			j++
		case '$':
			if !display {
				return j
			}
			if j+1 < len(text) && text[j+1] == '$' {
				return j
			}
		}
	}
	return -1
}
