package score

import (
	"regexp"
	"strings"
)

// eTailRE is the exponent of e-notation after a mantissa (`e-07`, `E+6`).
var eTailRE = regexp.MustCompile(`^[eE][-+]?\d+\b`)

// lastNumberStrict is the last-number rule of the default rules: the last
// number of s that does not end a word (lastNumber) and does not stand
// inside a math structure — an exponent or subscript (`x^2`, `a_{10}`),
// or the argument of a command (`\frac{1}{2}`, `\sqrt{3}`, but not
// `\text{…}`). A number that is the base of a power is taken with its
// exponent (`2^{10}`).
func lastNumberStrict(s string) (string, bool) {
	inside := structureMask(s)
	ms := lastNumberRE.FindAllStringIndex(s, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		a, b := ms[k][0], ms[k][1]
		if a > 0 && (isASCIILetter(s[a-1]) || s[a-1] == '_' || s[a-1] == '^') {
			continue
		}
		if a > 0 && s[a] == '-' && (s[a-1] == '^' || s[a-1] == '_') {
			continue
		}
		if inside[a] {
			continue
		}
		if m := eTailRE.FindStringIndex(s[b:]); m != nil {
			return s[a : b+m[1]], true // 3.54e-07: read by readENotation
		}
		return s[a:powerEnd(s, b)], true
	}
	return "", false
}

// powerEnd extends a number ending at b over a following exponent
// (`^{10}`, `^3`), returning the new end.
func powerEnd(s string, b int) int {
	j := b
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) || s[j] != '^' {
		return b
	}
	j++
	if j < len(s) && s[j] == '{' {
		if _, end, ok := braceGroup(s, j); ok {
			return end
		}
		return b
	}
	k := j
	for k < len(s) && (s[k] >= '0' && s[k] <= '9' || s[k] == '-' && k == j) {
		k++
	}
	if k == j || k == j+1 && s[j] == '-' {
		return b
	}
	return k
}

// textCommands are the commands whose argument is prose: a number in it
// is not inside a math structure.
var textCommands = map[string]bool{
	"text": true, "textbf": true, "textit": true, "textrm": true, "textnormal": true,
	"mbox": true, "mathrm": true, "mathbf": true, "boxed": true, "fbox": true,
}

// structureMask marks the bytes of s that lie inside a math structure:
// a brace group opened right after `^` or `_`, after another group's `}`
// (a second argument, `\frac{1}{2}`), or after a command other than the
// text commands. Groups nest: inside a structure everything is.
func structureMask(s string) []bool {
	mask := make([]bool, len(s)+1)
	if !strings.Contains(s, "{") {
		return mask
	}
	type open struct{ structure bool }
	var stack []open
	depth := 0 // structures open
	for i := 0; i < len(s); i++ {
		mask[i] = depth > 0
		switch s[i] {
		case '\\':
			i++ // an escaped character or a command's first letter
			if i < len(s) {
				mask[i] = depth > 0
			}
		case '{':
			st := opensStructure(s, i)
			stack = append(stack, open{st})
			if st {
				depth++
			}
		case '}':
			if n := len(stack); n > 0 {
				if stack[n-1].structure {
					depth--
				}
				stack = stack[:n-1]
			}
		}
	}
	return mask
}

// opensStructure reports whether the brace at s[i] opens a math structure
// (structureMask).
func opensStructure(s string, i int) bool {
	j := i - 1
	for j >= 0 && s[j] == ' ' {
		j--
	}
	if j < 0 {
		return false
	}
	switch c := s[j]; {
	case c == '^' || c == '_' || c == '}':
		return true
	case isASCIILetter(c):
		k := j
		for k >= 0 && isASCIILetter(s[k]) {
			k--
		}
		return k >= 0 && s[k] == '\\' && !textCommands[s[k+1:j+1]]
	}
	return false
}
