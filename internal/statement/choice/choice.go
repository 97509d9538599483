// Package choice reads Gaokao's multiple-choice questions whose stem is
// one of a few exact shapes and whose options are formulas (Read,
// ReadAnswer); internal/check/shapes decides them option by option.
package choice

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"

	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, Gaokao (its SAT and ACT rows): multiple-choice questions whose
// stem is one of a few exact shapes and whose options are formulas:
// "Which expression is equivalent to $F$: (A) … (B) …", "Which equation
// has no solution: (A) $…$ (B) …", "Which quadratic equation has exactly
// one distinct real solution: (A) …". The stem's whole prose is the shape;
// the options are letters in order (A, B, C, … or F, G, H, J, K), each
// followed by one formula and nothing else. The checker decides each
// option; the answer is the letter.

// Option is one option: its letter and its formula.
type Option struct {
	Letter string
	Src    string
	E      ast.Expr
}

// Question is a multiple-choice question read from its shape.
type Question struct {
	Shape   string
	Ask     string   // "equivalent", "no solution", "no real solution", "one real solution"
	Stem    ast.Expr // the formula of "equivalent to $F$"; nil otherwise
	StemSrc string
	Options []Option
}

var choiceShapes = []struct {
	re   *regexp.Regexp
	ask  string
	name string
}{
	{regexp.MustCompile(`^which (expression|of the following|of the following expressions) is equivalent to \$[:?]?$`), "equivalent", "Which expression is equivalent to $F$: (A) … (B) …"},
	{regexp.MustCompile(`^which (quadratic )?equation has no solutions?[:?]?$`), "no solution", "Which equation has no solution: (A) … (B) …"},
	{regexp.MustCompile(`^which (quadratic )?equation has no real solutions?[:?]?$`), "no real solution", "Which equation has no real solutions: (A) … (B) …"},
	{regexp.MustCompile(`^which (quadratic )?equation has exactly one (distinct )?real solution[:?]?$`), "one real solution", "Which equation has exactly one distinct real solution: (A) … (B) …"},
}

var (
	choiceFirstRe  = regexp.MustCompile(`\(\s*([AF])\s*\)`)
	choiceOptionRe = regexp.MustCompile(`^\s*\(\s*([A-K])\s*\)\s*`)
	choiceLetters  = []string{"ABCDE", "FGHJK"}
)

// Read reads a multiple-choice question; ok is false when
// the statement is not one of the shapes.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "(A)") && !strings.Contains(problem, "(F)") {
		return Question{}, false
	}
	problem = statement.UnicodeFix.Replace(problem)
	loc := choiceFirstRe.FindStringSubmatchIndex(problem)
	if loc == nil || strings.Count(problem[:loc[0]], "$")%2 != 0 {
		return Question{}, false
	}
	stem, rest := problem[:loc[0]], problem[loc[0]:]
	norm, srcs := statement.ShapeProse(stem, " .,;:?=")
	for _, sh := range choiceShapes {
		if !sh.re.MatchString(norm) {
			continue
		}
		q := Question{Shape: sh.name, Ask: sh.ask}
		if sh.ask == "equivalent" {
			if len(srcs) != 1 {
				return Question{}, false
			}
			e, err := latex.ParseExpr(srcs[0])
			if err != nil {
				return Question{}, false
			}
			q.Stem, q.StemSrc = e, srcs[0]
		} else if len(srcs) != 0 {
			return Question{}, false
		}
		opts, ok := readChoiceOptions(rest, problem[loc[2]:loc[3]])
		if !ok {
			return Question{}, false
		}
		q.Options = opts
		return q, true
	}
	return Question{}, false
}

// readChoiceOptions reads "(A) $f$ (B) $g$ …": the letters in order from
// the first, each followed by one formula (in dollars or bare).
func readChoiceOptions(s, first string) ([]Option, bool) {
	letters := choiceLetters[0]
	if first == "F" {
		letters = choiceLetters[1]
	}
	var out []Option
	for i := 0; strings.TrimSpace(s) != ""; i++ {
		m := choiceOptionRe.FindStringSubmatch(s)
		if m == nil || i >= len(letters) || m[1] != letters[i:i+1] {
			return nil, false
		}
		s = s[len(m[0]):]
		next := nextOptionAt(s) // the next option starts at the next "(X)" outside dollars
		body := strings.TrimSpace(s[:next])
		s = s[next:]
		body = strings.TrimRight(body, " .,;?")
		if strings.HasPrefix(body, "$") {
			if !strings.HasSuffix(body, "$") || strings.Count(body, "$") != 2 {
				return nil, false
			}
			body = strings.Trim(body, "$")
		} else if strings.Contains(body, "$") {
			return nil, false
		}
		e, err := latex.ParseExpr(strings.TrimSpace(body))
		if err != nil {
			return nil, false
		}
		out = append(out, Option{Letter: m[1], Src: strings.TrimSpace(body), E: e})
	}
	return out, len(out) >= 2
}

// nextOptionAt is the index of the next "(X)" option mark outside dollars,
// or len(s).
func nextOptionAt(s string) int {
	in := false
	for i := 0; i < len(s); i++ {
		if s[i] == '$' {
			in = !in
			continue
		}
		if !in && s[i] == '(' && choiceOptionRe.MatchString(s[i:]) {
			return i
		}
	}
	return len(s)
}

var choiceAnswerRe = regexp.MustCompile(`^\s*\$?\s*\(?\s*([A-K])\s*\)?\s*\$?\s*$`)

// ReadAnswer reads an answer that is one option letter.
func ReadAnswer(ans string) (string, bool) {
	m := choiceAnswerRe.FindStringSubmatch(ans)
	if m == nil {
		return "", false
	}
	return m[1], true
}
