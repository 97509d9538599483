package shapes

import (
	"github.com/dgnpipe/dgnpipe/internal/statement/slope"

	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (CollegeMath): "Given the points $(x, 5)$ and $(8,0)$ and a
// slope of $-\frac{5}{6}$, find the value of $x$." The slope condition
// y₂ − y₁ = m(x₂ − x₁) is linear in the unknown coordinate v; it is solved
// exactly over ℚ. An unknown abscissa with m = 0, or a solution where the
// two abscissas are equal (no slope), gives no verdict.

// checkSlopeUnknown is CheckSlopeUnknown on this package's checker.
func (c *checker) checkSlopeUnknown(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	su, ok := slope.ReadUnknown(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	rat := func(e ast.Expr) (*big.Rat, bool) {
		v, err := c.Eval(e, nil)
		if err != nil {
			return nil, false
		}
		return v.Exact()
	}
	m, ok := rat(su.Slope)
	if !ok {
		return decide.Undecided(kind, "the slope %s is not an exact rational", ast.Print(su.Slope)), true
	}
	var p [2][2]*big.Rat
	for i := range 2 {
		for j := range 2 {
			if [2]int{i, j} == su.At {
				continue
			}
			if p[i][j], ok = rat(su.Pts[i][j]); !ok {
				return decide.Undecided(kind, "the coordinate %s is not an exact rational", ast.Print(su.Pts[i][j])), true
			}
		}
	}
	v, ok := slopeSolve(p, su.At, m)
	if !ok {
		return decide.Undecided(kind, "the slope %s does not fix %s with a defined slope through %s", m.RatString(), su.Name, statement.Clip(su.Src, 60)), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" && ans.Items[0].Name != su.Name {
		return decide.Undecided(kind, "the value of %s is asked; the answer is not one value", su.Name), true
	}
	what := "(y₂ − y₁)/(x₂ − x₁) = " + m.RatString() + " through " + statement.Clip(su.Src, 60) + " is linear in " + su.Name + ", solved exactly: " + su.Name + " = " + v.RatString()
	how := "the statement \"Given the points $P$ and $Q$ and a slope of $m$, find the value of $v$.\""
	r := c.FoundVerdict(st, kind, what, cas.Rat(v), nil, how, ans.Items[0].E, answerSrc)
	if r.Verdict == record.Undecided {
		return r, true
	}
	// The slope through the points with the answer substituted, against
	// the slope given: equal exactly when the answer is the solution.
	sub := map[string]ast.Expr{su.Name: ans.Items[0].E}
	at := func(e ast.Expr) ast.Expr { return forms.ReplaceNames(e, sub) }
	slope := &ast.Binary{Op: ast.Div,
		X: &ast.Binary{Op: ast.Sub, X: at(su.Pts[1][1]), Y: at(su.Pts[0][1])},
		Y: &ast.Binary{Op: ast.Sub, X: at(su.Pts[1][0]), Y: at(su.Pts[0][0])}}
	if r.Verdict == record.Confirm {
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the slope through the points with the answer for " + su.Name, Left: slope, Right: su.Slope, Want: record.WantEqual})
	}
	return r, true
}

// slopeSolve solves y₂ − y₁ = m(x₂ − x₁) for the coordinate at (point,
// coordinate) missing from p; ok is false when it is not fixed (an
// abscissa with m = 0) or the abscissas come out equal.
func slopeSolve(p [2][2]*big.Rat, at [2]int, m *big.Rat) (*big.Rat, bool) {
	i, j := at[0], at[1]
	o := p[1-i] // the other point
	// Written from point i's side: (o.y − y_i) = m(o.x − x_i).
	var v *big.Rat
	if j == 1 {
		// y_i = o.y − m(o.x − x_i)
		v = new(big.Rat).Sub(o[1], new(big.Rat).Mul(m, new(big.Rat).Sub(o[0], p[i][0])))
	} else {
		if m.Sign() == 0 {
			return nil, false
		}
		// x_i = o.x − (o.y − y_i)/m
		v = new(big.Rat).Sub(o[0], new(big.Rat).Quo(new(big.Rat).Sub(o[1], p[i][1]), m))
	}
	x := p[i][0]
	if j == 0 {
		x = v
	}
	if x.Cmp(o[0]) == 0 {
		return nil, false
	}
	return v, true
}

// CheckSlopeUnknown answers slope.ReadUnknown's statement; ok is false for
// any other statement.
func CheckSlopeUnknown(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkSlopeUnknown(st, problem, answerSrc)
}
