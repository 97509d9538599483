package latex

import "strings"

// Malformed reports the first place where text's LaTeX cannot be read by
// any parser, whatever it supports: a math delimiter ($, $$, \(, \[)
// without its closer, a brace that closes nothing or is never closed, or
// a \left without its \right (or the reverse) inside a formula. offset is
// the byte offset in text; ok is false when text is well formed.
func Malformed(text string) (offset int, why string, ok bool) {
	open, opener := scanMath(text, func(f Fragment) bool {
		var off int
		off, why, ok = formulaMalformed(f.Src)
		offset = f.Offset + off
		return !ok
	})
	switch {
	case ok:
		return offset, why, true
	case opener == `\(`:
		return open, opener + " opens a formula that is never closed (no \\))", true
	case opener == `\[`:
		return open, opener + " opens a formula that is never closed (no \\])", true
	case open >= 0:
		return open, opener + " opens a formula that is never closed", true
	}
	return 0, "", false
}

// formulaMalformed checks one formula's braces and \left/\right pairs.
func formulaMalformed(src string) (int, string, bool) {
	var open []int // offsets of the unclosed {
	var lefts []int
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\\':
			switch {
			case strings.HasPrefix(src[i:], `\left`) && !isLetterAt(src, i+5):
				lefts = append(lefts, i)
			case strings.HasPrefix(src[i:], `\right`) && !isLetterAt(src, i+6):
				if len(lefts) == 0 {
					return i, `\right without its \left`, true
				}
				lefts = lefts[:len(lefts)-1]
			}
			i++ // an escaped character (\{, \}, \\) is not a group
		case '{':
			open = append(open, i)
		case '}':
			if len(open) == 0 {
				return i, "a } that closes no {", true
			}
			open = open[:len(open)-1]
		}
	}
	if len(open) > 0 {
		return open[len(open)-1], "a { that is never closed", true
	}
	if len(lefts) > 0 {
		return lefts[len(lefts)-1], `\left without its \right`, true
	}
	return 0, "", false
}

func isLetterAt(s string, i int) bool {
	return i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z')
}
