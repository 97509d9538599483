// Package contpiece reads questions for the constant that makes a
// two-piece function continuous (issue 42): "Let \[f(x) = \begin{cases}
// 2x^2 - 3&\text{if } x\le 2, \\ ax + 4 &\text{if } x>2. \end{cases}\]Find
// $a$ if the graph of $y=f(x)$ is continuous (which means the graph can be
// drawn without lifting your pencil from the paper).", "… Find the
// smallest possible value for $a$ if …", "What must the value of $a$ be to
// make the piecewise function continuous (…)?", "If the graph $y=f(x)$ is
// continuous, find the sum of all possible values of $n$.". The function
// must have exactly two pieces whose conditions split the line at one
// point b: "x ≤ b" and "x > b", or "x < b" and "x ≥ b". It reads and
// proves nothing; internal/check/given decides.
package contpiece

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Ask is what is asked of the constants found.
type Ask int

const (
	One      Ask = iota + 1 // the one value
	Smallest                // the smallest value
	Sum                     // the sum of the values
)

// Question: f(X) is Left where X ≤ B (X < B), Right where X > B (X ≥ B);
// the values of K that make f continuous are asked.
type Question struct {
	X, K        string
	Left, Right ast.Expr
	B           ast.Expr
	Ask         Ask
}

const (
	pre  = `^(?:for real numbers (?P<x0>§), )?let (?P<d>§)\.? ?`
	cont = `(?: \(which means (?:that )?(?:the|its) graph can be drawn without lifting your pencil from the paper\))?`
)

var (
	shapes = []struct {
		re  *regexp.Regexp
		ask Ask
	}{
		{regexp.MustCompile(pre + `find (?P<k>§) if the graph of (?P<g>§) is continuous` + cont + `\.$`), One},
		{regexp.MustCompile(pre + `find the smallest possible value for (?P<k>§) if the graph of (?P<g>§) is continuous` + cont + `\.$`), Smallest},
		{regexp.MustCompile(pre + `what must the value of (?P<k>§) be to make the piecewise function continuous` + cont + `\?$`), One},
		{regexp.MustCompile(pre + `if the graph (?P<g>§) is continuous, find the sum of all possible values of (?P<k>§)\.$`), Sum},
	}
	headRe = regexp.MustCompile(`^\s*([a-zA-Z])\s*\(\s*([a-z])\s*\)\s*=\s*(?:\\left\s*\\\{)?\s*\\begin\{(cases|array)\}(?:\{[a-z]+\})?(.*)\\end\{(?:cases|array)\}\s*(?:\\right\s*\.?)?\s*$`)
	condRe = regexp.MustCompile(`^\\text\s*\{\s*if\s*\}\s*(.+?)[,.;]?\s*$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes or the function is not two pieces split at one point.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "continuous") || !strings.Contains(problem, `\begin`) { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	for _, sh := range shapes {
		m := sh.re.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		at := func(name string) (string, bool) {
			k := sh.re.SubexpIndex(name)
			if k < 0 || m[2*k] < 0 {
				return "", false
			}
			return strings.TrimSpace(srcs[strings.Count(t[:m[2*k]], "§")]), true
		}
		d, _ := at("d")
		k, _ := at("k")
		q, ok := pieces(strings.Join(strings.Fields(d), " "))
		if !ok {
			return Question{}, false
		}
		if x0, ok := at("x0"); ok && x0 != q.X {
			return Question{}, false
		}
		if g, ok := at("g"); ok && strings.Join(strings.Fields(g), "") != "y=f("+q.X+")" {
			return Question{}, false
		}
		kid, err := latex.ParseExpr(k)
		id, isID := kid.(*ast.Ident)
		if err != nil || !isID || id.Name == q.X {
			return Question{}, false
		}
		q.K, q.Ask = id.Name, sh.ask
		return q, true
	}
	return Question{}, false
}

// pieces reads "f(x) = \begin{cases} L & \text{if } x ≤ b \\ R & \text{if } x > b \end{cases}".
func pieces(src string) (Question, bool) {
	m := headRe.FindStringSubmatch(src)
	if m == nil || m[1] != "f" {
		return Question{}, false
	}
	q := Question{X: m[2]}
	var rows []string
	for _, r := range strings.Split(m[4], `\\`) {
		if r = strings.TrimSpace(r); r != "" {
			rows = append(rows, r)
		}
	}
	if len(rows) != 2 {
		return Question{}, false
	}
	var vals [2]ast.Expr
	var rels [2]*ast.Rel
	for i, row := range rows {
		cells := strings.Split(row, "&")
		if len(cells) != 2 {
			return Question{}, false
		}
		v, err := latex.ParseExpr(strings.TrimRight(strings.TrimSpace(cells[0]), ",;"))
		c := condRe.FindStringSubmatch(strings.TrimSpace(cells[1]))
		if err != nil || c == nil {
			return Question{}, false
		}
		e, err := latex.ParseExpr(strings.TrimRight(c[1], ",.; "))
		r, ok := e.(*ast.Rel)
		if err != nil || !ok || len(r.Ops) != 1 {
			return Question{}, false
		}
		if id, ok := r.Args[0].(*ast.Ident); !ok || id.Name != q.X {
			return Question{}, false
		}
		vals[i], rels[i] = v, r
	}
	if ast.Print(rels[0].Args[1]) != ast.Print(rels[1].Args[1]) {
		return Question{}, false
	}
	q.B = rels[0].Args[1]
	for _, ord := range [][2]int{{0, 1}, {1, 0}} {
		lo, hi := rels[ord[0]].Ops[0], rels[ord[1]].Ops[0]
		if lo == ast.Le && hi == ast.Gt || lo == ast.Lt && hi == ast.Ge {
			q.Left, q.Right = vals[ord[0]], vals[ord[1]]
			return q, true
		}
	}
	return Question{}, false
}
