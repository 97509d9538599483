// Package unitroot reads questions about a complex number fixed by one
// polynomial condition (issue 42, MATH Intermediate Algebra and
// Precalculus): "Let $z$ be a complex number such that $z^5 = 1$ and $z
// \neq 1.$ Compute \[z + \frac{1}{z} + z^2 + \frac{1}{z^2}.\]", "Let $z$
// be a complex number satisfying $z^2 + z + 1 = 0.$ Compute \[E.\]", "Let
// $\omega$ be a complex number such that $\omega^3 = 1.$ Find all
// possible values of \[E.\]Enter all the possible values, separated by
// commas." The whole statement must be one of these sentences; a sum
// written with dots ("\omega^{16} + \omega^{18} + \dots + \omega^{54}")
// is expanded term by term when one template with integers stepping by
// fixed differences writes every term (at most maxTerms). The package
// reads; internal/check/given (CheckUnitRoot) decides.
package unitroot

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Question is the condition Cond on the letter Var (Not1: Var ≠ 1 is
// also given), and the expression asked, as the sum of Terms; AllValues
// says every possible value is asked.
type Question struct {
	Var       string
	Cond      *ast.Rel
	CondSrc   string
	Not1      bool
	Terms     []ast.Expr
	ExprSrc   string
	AllValues bool
}

const maxTerms = 200

var (
	headRe = regexp.MustCompile(`^Let M0 be a complex number (?:such that|satisfying) M1(?: and M2)?\. `)
	askRe  = regexp.MustCompile(`^(?:(?:Compute|Find|Evaluate)(?: the sum)? (M\d)\.|Find all possible values of (M\d)\. Enter all (?:the )?possible values, separated by commas\.)$`)
	notRe  = regexp.MustCompile(`^(.+?)\s*\\ne(?:q)?\s*1$`)
	intRe  = regexp.MustCompile(`\d+`)
	// bareExpRe finds a one-digit exponent written without braces (z^2 is
	// z^{2}, one template with z^{45}).
	bareExpRe = regexp.MustCompile(`\^(\d)`)
)

// powOneRe finds the letter written without an exponent (z for z^1), so
// that "z + \frac{1}{z}" and "z^2 + \frac{1}{z^2}" are one template.
var powOneRe = map[string]*regexp.Regexp{
	"z":      regexp.MustCompile(`(^|[^a-zA-Z\\])z([^a-zA-Z^]|$)`),
	`\omega`: regexp.MustCompile(`(^|[^a-zA-Z\\])\\omega([^a-zA-Z^]|$)`),
}

var letters = map[string]bool{"z": true, `\omega`: true, "r": true, "x": true, "w": true}

// Read reads the question; ok is false when the statement is not one of
// the shapes.
func Read(problem string) (Question, bool) {
	if !strings.HasPrefix(problem, "Let $") || !strings.Contains(problem, "complex number") {
		return Question{}, false
	}
	problem = statement.DisplayBrackets(problem)
	p := strings.NewReplacer(`\[`, " $", `\]`, "$ ", "\n", " ").Replace(problem)
	p = strings.Join(strings.Fields(p), " ")
	p, slots := statement.MathMarks(p)
	h := headRe.FindStringSubmatch(p)
	if h == nil || !letters[slots[0]] {
		return Question{}, false
	}
	ve, err := latex.ParseExpr(slots[0])
	if err != nil {
		return Question{}, false
	}
	vs := pm.FreeVars(ve)
	if len(vs) != 1 {
		return Question{}, false
	}
	q := Question{Var: vs[0], CondSrc: slots[1]}
	if strings.Contains(h[0], "M2") {
		m := notRe.FindStringSubmatch(slots[2])
		if m == nil || strings.TrimSpace(m[1]) != slots[0] {
			return Question{}, false
		}
		q.Not1 = true
	}
	a := askRe.FindStringSubmatch(p[len(h[0]):])
	if a == nil {
		return Question{}, false
	}
	slot := a[1]
	if slot == "" {
		slot, q.AllValues = a[2], true
	}
	k, _ := strconv.Atoi(slot[1:])
	if k >= len(slots) {
		return Question{}, false
	}
	q.ExprSrc = slots[k]
	ce, err := latex.ParseExpr(q.CondSrc)
	rel, isRel := ce.(*ast.Rel)
	if err != nil || !isRel || len(rel.Args) != 2 || rel.Ops[0] != ast.Eq || !onlyVar(rel, q.Var) {
		return Question{}, false
	}
	q.Cond = rel
	terms, ok := readTerms(q.ExprSrc, slots[0])
	if !ok {
		return Question{}, false
	}
	q.Terms = terms
	return q, true
}

// onlyVar says e's only letter is v.
func onlyVar(e ast.Expr, v string) bool {
	vs := pm.FreeVars(e)
	return len(vs) == 1 && vs[0] == v
}

// readTerms reads the expression asked: one formula, or a sum with dots
// expanded.
func readTerms(src, v string) ([]ast.Expr, bool) {
	if !strings.Contains(src, `\dots`) && !strings.Contains(src, `\cdots`) && !strings.Contains(src, `\ldots`) {
		e, err := latex.ParseExpr(src)
		if err != nil {
			return nil, false
		}
		if _, isRel := e.(*ast.Rel); isRel {
			return nil, false
		}
		return []ast.Expr{e}, true
	}
	parts := splitPlus(src)
	if len(parts) < 5 {
		return nil, false
	}
	dots := len(parts) - 2
	switch strings.TrimSpace(parts[dots]) {
	case `\dots`, `\cdots`, `\ldots`:
	default:
		return nil, false
	}
	written := append(append([]string{}, parts[:dots]...), parts[dots+1])
	for i, t := range written {
		if re := powOneRe[v]; re != nil {
			t = re.ReplaceAllString(t, "${1}"+v+"^1${2}")
		}
		written[i] = bareExpRe.ReplaceAllString(t, "^{$1}")
	}
	return expandDots(written)
}

// expandDots expands t_0, t_1, …, t_{m−1}, …, t_last: every term one
// template whose integers step by fixed differences from term to term.
func expandDots(written []string) ([]ast.Expr, bool) {
	tmpl := intRe.ReplaceAllString(written[0], "#")
	var ints [][]int
	for _, t := range written {
		if intRe.ReplaceAllString(t, "#") != tmpl {
			return nil, false
		}
		var row []int
		for _, s := range intRe.FindAllString(t, -1) {
			n, err := strconv.Atoi(s)
			if err != nil || n > 100000 {
				return nil, false
			}
			row = append(row, n)
		}
		ints = append(ints, row)
	}
	m := len(written) - 1 // the terms written before the dots
	last := ints[m]
	steps := -1
	diff := make([]int, len(ints[0]))
	for j := range diff {
		diff[j] = ints[1][j] - ints[0][j]
		for i := 1; i < m; i++ {
			if ints[i][j]-ints[i-1][j] != diff[j] {
				return nil, false
			}
		}
		gap := last[j] - ints[0][j]
		switch {
		case diff[j] == 0 && gap != 0:
			return nil, false
		case diff[j] != 0:
			if gap%diff[j] != 0 || steps >= 0 && gap/diff[j] != steps {
				return nil, false
			}
			steps = gap / diff[j]
		}
	}
	if steps < m || steps >= maxTerms {
		return nil, false
	}
	pieces := strings.Split(tmpl, "#")
	var out []ast.Expr
	for k := 0; k <= steps; k++ {
		var b strings.Builder
		for j, piece := range pieces {
			b.WriteString(piece)
			if j < len(diff) {
				n := ints[0][j] + k*diff[j]
				if n < 0 {
					return nil, false
				}
				b.WriteString(strconv.Itoa(n))
			}
		}
		e, err := latex.ParseExpr(b.String())
		if err != nil {
			return nil, false
		}
		out = append(out, e)
	}
	return out, true
}

// splitPlus splits src at the + signs outside braces and parentheses.
func splitPlus(src string) []string {
	var parts []string
	depth, at := 0, 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		case '+':
			if depth == 0 {
				parts = append(parts, strings.TrimSpace(src[at:i]))
				at = i + 1
			}
		case '-':
			if depth == 0 && strings.TrimSpace(src[:i]) != "" {
				return nil // a difference: not read
			}
		}
	}
	return append(parts, strings.TrimSpace(src[at:]))
}
