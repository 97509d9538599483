package check

import (
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// The special checkers of this file answer three questions the books ask
// in words: a term or a partial sum of a progression, a percentage of a
// number, and the tangent line to a graph. Each takes the row only when
// its cue was read (cues.go) and the formulas have exactly the expected
// shape; otherwise it declines and the cue's topic leaves the row
// undecided (deniedTopics). Each builds the quantity asked as a formula of
// the given numbers and compares it with the answer by compareValue (or,
// for the tangent, by checkExpr's comparison at sample points), so the
// comparison is evidence that math.js redoes.

// formulas parses every formula of the statement; ok is false when one
// cannot be read.
func formulas(raw string) ([]ast.Expr, bool) {
	var out []ast.Expr
	for _, f := range latex.Fragments(raw) {
		e, err := latex.ParseExpr(f.Src)
		if err != nil {
			return nil, false
		}
		out = append(out, e)
	}
	return out, true
}

// givenValue splits `name = value` with a variable-free value.
func givenValue(e ast.Expr) (string, ast.Expr, bool) {
	r, ok := e.(*ast.Rel)
	if !ok || len(r.Args) != 2 || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return "", nil, false
	}
	id, ok := r.Args[0].(*ast.Ident)
	if !ok || len(pm.FreeVars(r.Args[1])) != 0 {
		return "", nil, false
	}
	return id.Name, r.Args[1], true
}

func num(n int64) ast.Expr {
	if n < 0 {
		return &ast.Unary{Op: ast.Neg, X: &ast.Number{Int: strconv.FormatInt(-n, 10)}}
	}
	return &ast.Number{Int: strconv.FormatInt(n, 10)}
}

func bin(op ast.BinaryOp, x, y ast.Expr) ast.Expr { return &ast.Binary{Op: op, X: x, Y: y} }

// termNameRe reads a term's name: a_{10}, b_5, S_{12}.
var termNameRe = regexp.MustCompile(`^([a-zA-Z])_([0-9]{1,4})$`)

// checkProgression answers "In an arithmetic (geometric) progression
// $a_1=…$ and $d=…$ ($q=…$). Find $a_n$ / the sum of its first $n$
// terms."
func (c *checker) checkProgression(st *statement.Statement, a *statement.Answer) (Result, bool) {
	kindWords, ok := st.Read.Has(statement.CueTopic, "progression")
	if !ok {
		return Result{}, false
	}
	geometric := strings.Contains(kindWords, "geometric")
	fs, ok := formulas(st.Raw)
	if !ok || a.Root == nil || len(a.Items) != 1 {
		return Result{}, false
	}
	given := map[string]ast.Expr{}
	var asked string
	var sumOf ast.Expr
	_, wantSum := st.Read.Has(statement.CueTopic, "sum of the first terms")
	for _, f := range fs {
		if name, v, ok := givenValue(f); ok {
			given[name] = v
			continue
		}
		if id, ok := f.(*ast.Ident); ok && asked == "" && !wantSum {
			asked = id.Name
			continue
		}
		if wantSum && sumOf == nil && len(pm.FreeVars(f)) == 0 {
			sumOf = f
			continue
		}
		return Result{}, false
	}
	var first ast.Expr
	var letter string
	for name, v := range given {
		if m := termNameRe.FindStringSubmatch(name); m != nil && m[2] == "1" {
			if first != nil {
				return Result{}, false
			}
			first, letter = v, m[1]
		}
	}
	step, ok := given["d"]
	stepName := "d"
	if geometric {
		step, ok = given["q"], given["q"] != nil
		stepName = "q"
	}
	if first == nil || !ok || len(given) != 2 {
		return Result{}, false
	}
	var n int64
	if wantSum {
		v, err := c.eval(sumOf, nil)
		r, exact := v.Exact()
		if err != nil || !exact || !r.IsInt() || r.Sign() <= 0 || r.Num().BitLen() > 12 {
			return Result{}, false
		}
		n = r.Num().Int64()
	} else {
		m := termNameRe.FindStringSubmatch(asked)
		if m == nil || m[1] != letter {
			return Result{}, false
		}
		n, _ = strconv.ParseInt(m[2], 10, 64)
		if n < 1 {
			return Result{}, false
		}
	}
	kind := statement.KindValue
	var e ast.Expr
	var what string
	switch {
	case !geometric && !wantSum: // a_1 + (n-1) d
		e = bin(ast.Add, first, bin(ast.Mul, num(n-1), step))
		what = fmt.Sprintf("%s_%d = %s_1 + %d%s", letter, n, letter, n-1, stepName)
	case !geometric: // n (2 a_1 + (n-1) d) / 2
		e = bin(ast.Div, bin(ast.Mul, num(n), bin(ast.Add, bin(ast.Mul, num(2), first), bin(ast.Mul, num(n-1), step))), num(2))
		what = fmt.Sprintf("S_%d = %d(2%s_1 + %d%s)/2", n, n, letter, n-1, stepName)
	case !wantSum: // b_1 q^(n-1)
		e = bin(ast.Mul, first, bin(ast.Pow, step, num(n-1)))
		what = fmt.Sprintf("%s_%d = %s_1 q^%d", letter, n, letter, n-1)
	default: // sum of b_1 q^k for k < n, written out
		qv, err := c.eval(step, nil)
		if q, exact := qv.Exact(); err != nil || !exact || q.Cmp(big.NewRat(1, 1)) == 0 {
			e = bin(ast.Mul, num(n), first)
		} else {
			e = bin(ast.Div, bin(ast.Mul, first, bin(ast.Sub, bin(ast.Pow, step, num(n)), num(1))), bin(ast.Sub, step, num(1)))
		}
		what = fmt.Sprintf("S_%d = %s_1(q^%d - 1)/(q - 1)", n, letter, n)
	}
	cmp := Comparison{What: what, Left: e, Right: a.Items[0].E, Want: record.WantEqual}
	res := c.compareValue(&statement.Statement{}, statement.Formula{E: e, Src: ast.Print(e)}, a.Items[0].E, a.Text.Math, kind, cmp)
	res.Note += fmt.Sprintf(" (%s of the %s progression)", what, map[bool]string{true: "geometric", false: "arithmetic"}[geometric])
	return res, true
}

// checkPercent answers "Find $p\%$ of $N$", "What percentage of $A$ is
// $B$?" and "Increase (decrease) $N$ by $p\%$".
func (c *checker) checkPercent(st *statement.Statement, a *statement.Answer) (Result, bool) {
	_, of := st.Read.Has(statement.CueTopic, "percent of")
	_, which := st.Read.Has(statement.CueTopic, "percentage of")
	change, isChange := st.Read.Has(statement.CueTopic, "percent change")
	if !of && !which && !isChange {
		return Result{}, false
	}
	fs, ok := formulas(st.Raw)
	if !ok || len(fs) != 2 || a.Root == nil || len(a.Items) != 1 {
		return Result{}, false
	}
	for _, f := range fs {
		if len(pm.FreeVars(f)) != 0 {
			return Result{}, false
		}
	}
	pct := func(e ast.Expr) (ast.Expr, bool) {
		p, ok := e.(*ast.Postfix)
		if !ok || p.Op != ast.Percent {
			return nil, false
		}
		return p.X, true
	}
	hundred := num(100)
	var e ast.Expr
	var what string
	switch {
	case of:
		p, ok := pct(fs[0])
		if !ok {
			return Result{}, false
		}
		e = bin(ast.Div, bin(ast.Mul, p, fs[1]), hundred)
		what = "p% of N = pN/100"
	case which:
		// The answer is a percentage: compare its number with 100 B / A.
		ans, ok := pct(a.Items[0].E)
		if !ok {
			return undecided(statement.KindValue, "the percentage is asked; the answer %s is not written as a percentage", statement.Clip(a.Text.Math, 30)), true
		}
		e = bin(ast.Div, bin(ast.Mul, fs[1], hundred), fs[0])
		what = "B as a percentage of A = 100B/A"
		cmp := Comparison{What: what, Left: e, Right: ans, Want: record.WantEqual}
		res := c.compareValue(&statement.Statement{}, statement.Formula{E: e, Src: ast.Print(e)}, ans, a.Text.Math, statement.KindValue, cmp)
		res.Note += " (" + what + ")"
		return res, true
	default:
		p, ok := pct(fs[1])
		if !ok {
			return Result{}, false
		}
		op := ast.Add
		what = "N increased by p% = N(100+p)/100"
		if strings.Contains(change, "decrease") {
			op, what = ast.Sub, "N decreased by p% = N(100-p)/100"
		}
		e = bin(ast.Div, bin(ast.Mul, fs[0], bin(op, hundred, p)), hundred)
	}
	cmp := Comparison{What: what, Left: e, Right: a.Items[0].E, Want: record.WantEqual}
	res := c.compareValue(&statement.Statement{}, statement.Formula{E: e, Src: ast.Print(e)}, a.Items[0].E, a.Text.Math, statement.KindValue, cmp)
	res.Note += " (" + what + ")"
	return res, true
}

// checkTangent answers "Find the equation of the tangent to the graph of
// $y=f(x)$ at the point $x_0=a$" with an answer `y = k x + b`: the line
// f(a) + f'(a)(x - a) is built with the derivative computed exactly for a
// polynomial f (else the row is declined), and compared with the answer's
// right side as an identity in x.
func (c *checker) checkTangent(st *statement.Statement, a *statement.Answer) (Result, bool) {
	if _, ok := st.Read.Has(statement.CueTopic, "tangent line"); !ok {
		return Result{}, false
	}
	fs, ok := formulas(st.Raw)
	if !ok || len(fs) != 2 || a.Root == nil {
		return Result{}, false
	}
	r, ok := fs[0].(*ast.Rel)
	if !ok || len(r.Args) != 2 || r.Ops[0] != ast.Eq {
		return Result{}, false
	}
	if id, ok := r.Args[0].(*ast.Ident); !ok || id.Name != "y" || !subsetOf(pm.FreeVars(r.Args[1]), "x") {
		return Result{}, false
	}
	name, at, ok := givenValue(fs[1])
	if !ok || (name != "x_0" && name != "x") {
		return Result{}, false
	}
	ar, ok := a.Root.(*ast.Rel)
	if !ok || len(ar.Args) != 2 || ar.Ops[0] != ast.Eq {
		return Result{}, false
	}
	if id, ok := ar.Args[0].(*ast.Ident); !ok || id.Name != "y" {
		return Result{}, false
	}
	p, ok := c.polyOf(r.Args[1], "x")
	if !ok {
		return Result{}, false
	}
	if why := st.SpecialUnread("tangent line", "tangent line", "at a point", "a point", "function", "curve"); why != "" {
		return undecided(statement.KindDerivative, "%s", why), true
	}
	// Both the tangent and the answer are polynomials of degree at most 1
	// in x: equal coefficients prove them the same line.
	q, ok := c.polyOf(ar.Args[1], "x")
	if !ok || !subsetOf(pm.FreeVars(ar.Args[1]), "x") || algebra.Trim(q).Deg() > 1 {
		return undecided(statement.KindDerivative, "the tangent is asked; the answer %s is not a line y = kx + b", statement.Clip(a.Text.Math, 40)), true
	}
	av, err := c.eval(at, nil)
	x0, exact := av.Exact()
	if err != nil || !exact {
		return Result{}, false
	}
	y0, k := p.Eval(x0), p.Derive().Eval(x0)
	// y0 + k (x - x0)
	line := bin(ast.Add, algebra.RatExpr(y0), bin(ast.Mul, algebra.RatExpr(k), bin(ast.Sub, &ast.Ident{Name: "x"}, algebra.RatExpr(x0))))
	b := new(big.Rat).Sub(y0, new(big.Rat).Mul(k, x0))
	cmp := Comparison{What: "tangent line", Left: line, Right: ar.Args[1], Want: record.WantEqual,
		Points: []cas.Env{{"x": cas.Rat(big.NewRat(0, 1))}, {"x": cas.Rat(big.NewRat(1, 1))}}}
	var res Result
	q = algebra.Trim(q)
	qk, qb := coef(q, 1), coef(q, 0)
	if qk.Cmp(k) == 0 && qb.Cmp(b) == 0 {
		res = confirm(statement.KindDerivative, "the answer is the tangent y = %s x %s (coefficients compared exactly)", k.RatString(), signedRat(b))
	} else {
		res = refute(statement.KindDerivative, "the tangent is y = %s x %s, the answer's line is y = %s x %s", k.RatString(), signedRat(b), qk.RatString(), signedRat(qb))
		res.Recomputed = "y=" + ratTeX(k) + "x" + signedTeX(b)
		res.RecomputedDiffers = true
	}
	res.Evidence = []Comparison{cmp}
	res.Kind = statement.KindDerivative.String()
	res.Note += fmt.Sprintf(" (the tangent y = f(x_0) + f'(x_0)(x - x_0) with f(x_0) = %s, f'(x_0) = %s, derivative of the polynomial computed exactly)", y0.RatString(), k.RatString())
	return res, true
}

// coef is the coefficient of x^i (0 past the degree).
func coef(p algebra.Poly, i int) *big.Rat {
	if i < len(p) {
		return p[i]
	}
	return new(big.Rat)
}

// signedRat writes "+ r" or "- |r|".
func signedRat(r *big.Rat) string {
	if r.Sign() < 0 {
		return "- " + new(big.Rat).Neg(r).RatString()
	}
	return "+ " + r.RatString()
}

// ratTeX writes a rational as LaTeX: 3, -\frac{1}{2}.
func ratTeX(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	sign := ""
	if r.Sign() < 0 {
		sign = "-"
	}
	return fmt.Sprintf(`%s\frac{%s}{%s}`, sign, new(big.Int).Abs(r.Num()), r.Denom())
}

// signedTeX writes a following term: +3, -\frac{1}{2}, nothing for 0.
func signedTeX(r *big.Rat) string {
	switch r.Sign() {
	case 0:
		return ""
	case 1:
		return "+" + ratTeX(r)
	}
	return ratTeX(r)
}
