package sequences

import (
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
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

// termNameRe reads a term's name: a_{10}, b_5, S_{12}.
var termNameRe = regexp.MustCompile(`^([a-zA-Z])_([0-9]{1,4})$`)

// checkProgression is CheckProgression on this package's checker.
func (c *checker) checkProgression(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	kindWords, ok := st.Read.Has(statement.CueTopic, "progression")
	if !ok {
		return decide.Result{}, false
	}
	geometric := strings.Contains(kindWords, "geometric")
	fs, ok := formulas(st.Raw)
	if !ok || a.Root == nil || len(a.Items) != 1 {
		return decide.Result{}, false
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
		return decide.Result{}, false
	}
	var first ast.Expr
	var letter string
	for name, v := range given {
		if m := termNameRe.FindStringSubmatch(name); m != nil && m[2] == "1" {
			if first != nil {
				return decide.Result{}, false
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
		return decide.Result{}, false
	}
	var n int64
	if wantSum {
		v, err := c.Eval(sumOf, nil)
		r, exact := v.Exact()
		if err != nil || !exact || !r.IsInt() || r.Sign() <= 0 || r.Num().BitLen() > 12 {
			return decide.Result{}, false
		}
		n = r.Num().Int64()
	} else {
		m := termNameRe.FindStringSubmatch(asked)
		if m == nil || m[1] != letter {
			return decide.Result{}, false
		}
		n, _ = strconv.ParseInt(m[2], 10, 64)
		if n < 1 {
			return decide.Result{}, false
		}
	}
	kind := statement.KindValue
	var e ast.Expr
	var what string
	switch {
	case !geometric && !wantSum: // a_1 + (n-1) d
		e = forms.Bin(ast.Add, first, forms.Bin(ast.Mul, num(n-1), step))
		what = fmt.Sprintf("%s_%d = %s_1 + %d%s", letter, n, letter, n-1, stepName)
	case !geometric: // n (2 a_1 + (n-1) d) / 2
		e = forms.Bin(ast.Div, forms.Bin(ast.Mul, num(n), forms.Bin(ast.Add, forms.Bin(ast.Mul, num(2), first), forms.Bin(ast.Mul, num(n-1), step))), num(2))
		what = fmt.Sprintf("S_%d = %d(2%s_1 + %d%s)/2", n, n, letter, n-1, stepName)
	case !wantSum: // b_1 q^(n-1)
		e = forms.Bin(ast.Mul, first, forms.Bin(ast.Pow, step, num(n-1)))
		what = fmt.Sprintf("%s_%d = %s_1 q^%d", letter, n, letter, n-1)
	default: // sum of b_1 q^k for k < n, written out
		qv, err := c.Eval(step, nil)
		if q, exact := qv.Exact(); err != nil || !exact || q.Cmp(big.NewRat(1, 1)) == 0 {
			e = forms.Bin(ast.Mul, num(n), first)
		} else {
			e = forms.Bin(ast.Div, forms.Bin(ast.Mul, first, forms.Bin(ast.Sub, forms.Bin(ast.Pow, step, num(n)), num(1))), forms.Bin(ast.Sub, step, num(1)))
		}
		what = fmt.Sprintf("S_%d = %s_1(q^%d - 1)/(q - 1)", n, letter, n)
	}
	cmp := decide.Comparison{What: what, Left: e, Right: a.Items[0].E, Want: record.WantEqual}
	res := c.CompareValue(&statement.Statement{}, statement.Formula{E: e, Src: ast.Print(e)}, a.Items[0].E, a.Text.Math, kind, cmp)
	res.Note += fmt.Sprintf(" (%s of the %s progression)", what, map[bool]string{true: "geometric", false: "arithmetic"}[geometric])
	return res, true
}

// CheckProgression answers "In an arithmetic (geometric) progression
// $a_1=…$ and $d=…$ ($q=…$). Find $a_n$ / the sum of its first $n$
// terms."
func CheckProgression(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkProgression(st, a)
}

// checkPercent is CheckPercent on this package's checker.
func (c *checker) checkPercent(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	_, of := st.Read.Has(statement.CueTopic, "percent of")
	_, which := st.Read.Has(statement.CueTopic, "percentage of")
	change, isChange := st.Read.Has(statement.CueTopic, "percent change")
	if !of && !which && !isChange {
		return decide.Result{}, false
	}
	fs, ok := formulas(st.Raw)
	if !ok || len(fs) != 2 || a.Root == nil || len(a.Items) != 1 {
		return decide.Result{}, false
	}
	for _, f := range fs {
		if len(pm.FreeVars(f)) != 0 {
			return decide.Result{}, false
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
			return decide.Result{}, false
		}
		e = forms.Bin(ast.Div, forms.Bin(ast.Mul, p, fs[1]), hundred)
		what = "p% of N = pN/100"
	case which:
		// The answer is a percentage: compare its number with 100 B / A.
		ans, ok := pct(a.Items[0].E)
		if !ok {
			return decide.Undecided(statement.KindValue, "the percentage is asked; the answer %s is not written as a percentage", statement.Clip(a.Text.Math, 30)), true
		}
		e = forms.Bin(ast.Div, forms.Bin(ast.Mul, fs[1], hundred), fs[0])
		what = "B as a percentage of A = 100B/A"
		cmp := decide.Comparison{What: what, Left: e, Right: ans, Want: record.WantEqual}
		res := c.CompareValue(&statement.Statement{}, statement.Formula{E: e, Src: ast.Print(e)}, ans, a.Text.Math, statement.KindValue, cmp)
		res.Note += " (" + what + ")"
		return res, true
	default:
		p, ok := pct(fs[1])
		if !ok {
			return decide.Result{}, false
		}
		op := ast.Add
		what = "N increased by p% = N(100+p)/100"
		if strings.Contains(change, "decrease") {
			op, what = ast.Sub, "N decreased by p% = N(100-p)/100"
		}
		e = forms.Bin(ast.Div, forms.Bin(ast.Mul, fs[0], forms.Bin(op, hundred, p)), hundred)
	}
	cmp := decide.Comparison{What: what, Left: e, Right: a.Items[0].E, Want: record.WantEqual}
	res := c.CompareValue(&statement.Statement{}, statement.Formula{E: e, Src: ast.Print(e)}, a.Items[0].E, a.Text.Math, statement.KindValue, cmp)
	res.Note += " (" + what + ")"
	return res, true
}

// CheckPercent answers "Find $p\%$ of $N$", "What percentage of $A$ is
// $B$?" and "Increase (decrease) $N$ by $p\%$".
func CheckPercent(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkPercent(st, a)
}

// checkTangent is CheckTangent on this package's checker.
func (c *checker) checkTangent(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	if _, ok := st.Read.Has(statement.CueTopic, "tangent line"); !ok {
		return decide.Result{}, false
	}
	fs, ok := formulas(st.Raw)
	if !ok || len(fs) != 2 || a.Root == nil {
		return decide.Result{}, false
	}
	r, ok := fs[0].(*ast.Rel)
	if !ok || len(r.Args) != 2 || r.Ops[0] != ast.Eq {
		return decide.Result{}, false
	}
	if id, ok := r.Args[0].(*ast.Ident); !ok || id.Name != "y" || !decide.SubsetOf(pm.FreeVars(r.Args[1]), "x") {
		return decide.Result{}, false
	}
	name, at, ok := givenValue(fs[1])
	if !ok || (name != "x_0" && name != "x") {
		return decide.Result{}, false
	}
	ar, ok := a.Root.(*ast.Rel)
	if !ok || len(ar.Args) != 2 || ar.Ops[0] != ast.Eq {
		return decide.Result{}, false
	}
	if id, ok := ar.Args[0].(*ast.Ident); !ok || id.Name != "y" {
		return decide.Result{}, false
	}
	p, ok := forms.PolyOf(c.Checker, r.Args[1], "x")
	if !ok {
		return decide.Result{}, false
	}
	if why := st.SpecialUnread("tangent line", "tangent line", "at a point", "a point", "function", "curve"); why != "" {
		return decide.Undecided(statement.KindDerivative, "%s", why), true
	}
	// Both the tangent and the answer are polynomials of degree at most 1
	// in x: equal coefficients prove them the same line.
	q, ok := forms.PolyOf(c.Checker, ar.Args[1], "x")
	if !ok || !decide.SubsetOf(pm.FreeVars(ar.Args[1]), "x") || algebra.Trim(q).Deg() > 1 {
		return decide.Undecided(statement.KindDerivative, "the tangent is asked; the answer %s is not a line y = kx + b", statement.Clip(a.Text.Math, 40)), true
	}
	av, err := c.Eval(at, nil)
	x0, exact := av.Exact()
	if err != nil || !exact {
		return decide.Result{}, false
	}
	y0, k := p.Eval(x0), p.Derive().Eval(x0)
	// y0 + k (x - x0)
	line := forms.Bin(ast.Add, algebra.RatExpr(y0), forms.Bin(ast.Mul, algebra.RatExpr(k), forms.Bin(ast.Sub, &ast.Ident{Name: "x"}, algebra.RatExpr(x0))))
	b := new(big.Rat).Sub(y0, new(big.Rat).Mul(k, x0))
	cmp := decide.Comparison{What: "tangent line", Left: line, Right: ar.Args[1], Want: record.WantEqual,
		Points: []cas.Env{{"x": cas.Rat(big.NewRat(0, 1))}, {"x": cas.Rat(big.NewRat(1, 1))}}}
	var res decide.Result
	q = algebra.Trim(q)
	qk, qb := coef(q, 1), coef(q, 0)
	if qk.Cmp(k) == 0 && qb.Cmp(b) == 0 {
		res = decide.Confirm(statement.KindDerivative, "the answer is the tangent y = %s x %s (coefficients compared exactly)", k.RatString(), signedRat(b))
	} else {
		res = decide.Refute(statement.KindDerivative, "the tangent is y = %s x %s, the answer's line is y = %s x %s", k.RatString(), signedRat(b), qk.RatString(), signedRat(qb))
		res.Recomputed = "y=" + ratTeX(k) + "x" + signedTeX(b)
		res.RecomputedDiffers = true
	}
	res.Evidence = []decide.Comparison{cmp}
	res.Kind = statement.KindDerivative.String()
	res.Note += fmt.Sprintf(" (the tangent y = f(x_0) + f'(x_0)(x - x_0) with f(x_0) = %s, f'(x_0) = %s, derivative of the polynomial computed exactly)", y0.RatString(), k.RatString())
	return res, true
}

// CheckTangent answers "Find the equation of the tangent to the graph of
// $y=f(x)$ at the point $x_0=a$" with an answer `y = k x + b`: the line
// f(a) + f'(a)(x - a) is built with the derivative computed exactly for a
// polynomial f (else the row is declined), and compared with the answer's
// right side as an identity in x.
func CheckTangent(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkTangent(st, a)
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
