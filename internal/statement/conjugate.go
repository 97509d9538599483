package statement

import (
	"regexp"
	"strings"
)

// Issue 25 (Gaokao): the conjugate \bar{z} of a complex number given as
// "If $z=C$, ...". The question is rewritten as "If $z=C$, find $E$." with
// every \bar{z} (\overline{z}) in E replaced by the conjugate of C, which
// ComplexFind then reads as a complex substitution.

// ComplexConjugateShape names the rewriting in notes.
const ComplexConjugateShape = `"If $z=C$, find $E$." ("what is the value of $E=?$") with E in z, \bar{z} and i, and \bar{z} read as C with i replaced by -i (the conjugate: C's numbers are rational)`

// conjugateFindRe is "If $z=C$, find $E$." or "If $z=C$, what is the value
// of $E=?$" (the whole statement): the name (group 1), its value (2) and
// the expression asked (3 or 4).
var conjugateFindRe = regexp.MustCompile(`^If \$([a-z])\s*=\s*([^$=]+)\$, (?:find \$([^$=]+)\$\.?|what is the value of \$([^$=?]+?)\s*=\s*\?\$\??)$`)

// conjugateCommands are the LaTeX commands C may contain: each keeps a
// real rational number real, so replacing i by -i conjugates C.
var conjugateCommands = map[string]bool{`\frac`: true, `\dfrac`: true, `\tfrac`: true, `\cdot`: true, `\times`: true, `\left`: true, `\right`: true}

// ComplexConjugate rewrites the statement when the expression asked names
// \bar{z} or \overline{z}: C's only letter is i, its commands are
// conjugateCommands, its digits rational (no root or function, which could
// hide a non-real number), and no exponent holds i; then conj(C) is C with
// every i read as (-i), exactly. The rewritten statement is "If $z=C$,
// find $E'$." with each \bar{z} in E replaced by (conj C); anything else
// is left as written.
func ComplexConjugate(problem string) (string, bool) {
	m := conjugateFindRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || m[1] == "i" {
		return problem, false
	}
	asked := m[3] + m[4]
	bars := []string{`\bar{` + m[1] + `}`, `\overline{` + m[1] + `}`}
	if !strings.Contains(asked, bars[0]) && !strings.Contains(asked, bars[1]) {
		return problem, false
	}
	conj, ok := conjugateOf(strings.TrimSpace(m[2]))
	if !ok {
		return problem, false
	}
	for _, b := range bars {
		asked = strings.ReplaceAll(asked, b, "("+conj+")")
	}
	if strings.Contains(asked, `\bar`) || strings.Contains(asked, `\overline`) || !onlyLetters(asked, "i"+m[1]) {
		return problem, false
	}
	return "If $" + m[1] + "=" + m[2] + "$, find $" + strings.TrimSpace(asked) + "$.", true
}

// conjugateExponentRe is an exponent that holds the letter i.
var conjugateExponentRe = regexp.MustCompile(`\^\s*(i|\{[^{}]*i)`)

// conjugateOf returns the source src with every letter i replaced by (-i)
// when src is a number in i whose other parts are real: its letters are i,
// its commands in conjugateCommands, no exponent holds i. ok is false
// otherwise.
func conjugateOf(src string) (string, bool) {
	if !strings.Contains(src, "i") || conjugateExponentRe.MatchString(src) {
		return "", false
	}
	var b strings.Builder
	for k := 0; k < len(src); k++ {
		c := src[k]
		switch {
		case c == '\\':
			cmd := latexCommandRe.FindString(src[k:])
			if !conjugateCommands[cmd] {
				return "", false
			}
			b.WriteString(cmd)
			k += len(cmd) - 1
		case c == 'i':
			b.WriteString("(-i)")
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			return "", false
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}
