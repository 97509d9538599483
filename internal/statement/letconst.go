package statement

import (
	"fmt"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, OlympiadBench: the relay preamble "Let $T=650$." (ARML relay
// rounds give the answer of the previous problem a name). A statement that
// opens with "Let $T=c$." (or "Let $T=$ c.", "Let $T=c$ and let $K=e$."),
// where T is one capital letter and c a closed formula (no letter in it),
// says T is c everywhere after it: the preamble is dropped and each T
// standing alone in a formula after it is written (c). The rest of the
// statement is then read as any statement is. A T in the prose outside the
// formulas, a value with a letter in it ("Let $T=TNYWR$", the previous
// answer not given) or a rest that does not start a new sentence leaves
// the statement as written.

// LetConst is one constant the preamble names.
type LetConst struct {
	Name, Src string
}

var (
	letHeadRe   = regexp.MustCompile(`^\s*(?:\$\\quad\$\s*)?[Ll]et\s+`)
	letClauseRe = regexp.MustCompile(`^\$\s*([A-Z])\s*=\s*([^$]*?)\s*\$\s*([^$.,]*?)\s*(\.|,?\s+and\s+let\s+|,\s*let\s+)\s*`)
)

// maxLetConsts bounds the constants one preamble may name.
const maxLetConsts = 3

// LetPreamble returns the statement with its relay preamble substituted,
// and the constants it named; ok is false when the statement has no such
// preamble or it cannot be substituted soundly.
func LetPreamble(problem string) (string, []LetConst, bool) {
	h := letHeadRe.FindStringIndex(problem)
	if h == nil {
		return problem, nil, false
	}
	rest := problem[h[1]:]
	var consts []LetConst
	for {
		m := letClauseRe.FindStringSubmatch(rest)
		if m == nil || len(consts) == maxLetConsts {
			return problem, nil, false
		}
		name, val, after, sep := m[1], m[2], m[3], m[4]
		if val == "" { // "Let $T=$ 7."
			val, after = after, ""
		}
		if after != "" {
			return problem, nil, false
		}
		src, ok := closedConst(substConsts(val, consts))
		if !ok {
			return problem, nil, false
		}
		consts = append(consts, LetConst{name, src})
		rest = rest[len(m[0]):]
		if sep == "." {
			break
		}
	}
	if !startsSentence(rest) {
		return problem, nil, false
	}
	out, ok := substProse(rest, consts)
	if !ok {
		return problem, nil, false
	}
	return out, consts, true
}

// closedConst reads a value: a formula with no letter in it.
func closedConst(src string) (string, bool) {
	src = strings.TrimSpace(src)
	if src == "" || len(src) > 200 {
		return "", false
	}
	e, err := latex.ParseExpr(src)
	if err != nil {
		return "", false
	}
	switch e.(type) {
	case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
		return "", false
	}
	if len(pm.FreeVars(e)) != 0 {
		return "", false
	}
	return src, true
}

func startsSentence(s string) bool {
	s = strings.TrimLeft(s, " \t\n")
	if s == "" {
		return false
	}
	c := s[0]
	return c >= 'A' && c <= 'Z' || c == '$'
}

// substProse substitutes the constants in every formula of s; a name
// standing alone in the prose outside the formulas makes it fail.
func substProse(s string, consts []LetConst) (string, bool) {
	var b strings.Builder
	inMath := false
	start := 0
	flush := func(end int) bool {
		seg := s[start:end]
		if inMath {
			b.WriteString(substConsts(seg, consts))
			return true
		}
		for _, c := range consts {
			if hasStandalone(seg, c.Name) {
				return false
			}
		}
		b.WriteString(seg)
		return true
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '$' || i > 0 && s[i-1] == '\\' {
			continue
		}
		if !flush(i) {
			return "", false
		}
		n := 1
		if i+1 < len(s) && s[i+1] == '$' {
			n = 2
		}
		b.WriteString(s[i : i+n])
		inMath = !inMath
		i += n - 1
		start = i + 1
	}
	if !flush(len(s)) {
		return "", false
	}
	return b.String(), true
}

// substConsts writes (c) for each name standing alone in a formula.
func substConsts(f string, consts []LetConst) string {
	for _, c := range consts {
		var b strings.Builder
		for i := 0; i < len(f); i++ {
			if f[i] == c.Name[0] && standaloneAt(f, i) {
				b.WriteString("(" + c.Src + ")")
				continue
			}
			b.WriteByte(f[i])
		}
		f = b.String()
	}
	return f
}

func hasStandalone(s, name string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == name[0] && standaloneAt(s, i) {
			return true
		}
	}
	return false
}

// standaloneAt says the letter at i is a name of its own: no letter
// before or after it, and not the letter of a command (\Theta, \mathrm{T}
// is read as the letter).
func standaloneAt(s string, i int) bool {
	if i > 0 && (isLetter(s[i-1]) || s[i-1] == '\\') {
		return false
	}
	return i+1 >= len(s) || !isLetter(s[i+1])
}

// LetNote says which constants were substituted, for a verdict's note.
func LetNote(consts []LetConst) string {
	parts := make([]string, len(consts))
	for i, c := range consts {
		parts[i] = fmt.Sprintf("%s = %s", c.Name, c.Src)
	}
	return fmt.Sprintf(" (the statement's preamble \"Let %s\" substituted in the formulas after it)", strings.Join(parts, ", "))
}
