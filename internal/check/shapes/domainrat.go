package shapes

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkRationalDomain is CheckRationalDomain on this package's checker.
func (c *checker) checkRationalDomain(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadDomainQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	excl, divs, why := domainExcluded(q.Expr, q.Var)
	if why != "" {
		return decide.Undecided(kind, "the domain of %s is asked, but %s", statement.Clip(q.Src, 40), why), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	ivs, err := ans.Intervals(q.Var)
	if err != nil {
		return decide.Undecided(kind, "the domain of %s is asked; the answer is not read as intervals: %v", statement.Clip(q.Src, 40), err), true
	}
	parts := make([]string, len(excl))
	for i, r := range excl {
		parts[i] = r.RatString()
	}
	how := fmt.Sprintf("the domain of %s is the real line without {%s} (the real roots of every divisor written in it, expanded exactly)", statement.Clip(q.Src, 50), strings.Join(parts, ", "))
	if same, why := c.openIntervalsBetween(ivs, excl); !same {
		return decide.Undecided(kind, "%s; the answer is not written as the open intervals between those points (%s)", how, why), true
	}
	r := decide.Confirm(kind, "%s, equal to the answer's intervals", how)
	if len(excl) > 0 && len(divs) > 0 {
		// The product of the divisors written in the expression at each
		// excluded point, for other engines (that no other point is a
		// root is not redone).
		prod := divs[0]
		for _, d := range divs[1:] {
			prod = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: prod, Y: d}
		}
		var pts []cas.Env
		for _, x := range excl {
			pts = append(pts, cas.Env{q.Var: cas.Rat(x)})
		}
		r.Evidence = []decide.Comparison{{What: "the divisors' product at the excluded points", Left: prod, Points: pts, Want: record.WantZero}}
	} else if len(divs) > 0 {
		// No excluded point: the divisors, with no real root, are not 0
		// at three points either (that they vanish nowhere is not redone).
		var pts []cas.Env
		for _, x := range []int64{-1, 0, 1} {
			pts = append(pts, cas.Env{q.Var: cas.Int(x)})
		}
		for _, d := range divs {
			r.Evidence = append(r.Evidence, decide.Comparison{What: "a divisor with no real root, at three points", Left: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{d, &ast.Number{Int: "0"}}}, Points: pts, Want: record.WantHolds})
		}
	}
	return r, true
}

// Issue 25 (for MATH): the domain of a rational expression,
// read from its shape (statement.ReadDomainQuestion). Every divisor written
// in the expression (a quotient's denominator, a negative power's base) is
// expanded exactly (algebra.LFracOf) and its real roots found; the domain
// is the real line without them. The answer must be that set written as
// the open intervals between the excluded points, in order; an excluded
// point that is irrational, an expression with a root, an absolute value
// or a function, or an answer written otherwise leaves the row undecided.
func CheckRationalDomain(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkRationalDomain(st, problem, answerSrc)
}

// domainExcluded returns the real points where a divisor of e vanishes,
// in increasing order, and the divisors written in e; why says why they
// are not found.
func domainExcluded(e ast.Expr, v string) ([]*big.Rat, []ast.Expr, string) {
	vars := map[string]bool{v: true}
	var polys []algebra.Poly
	var divs []ast.Expr
	why := ""
	ast.Inspect(e, func(x ast.Expr) bool {
		if why != "" {
			return false
		}
		var div ast.Expr
		switch x := x.(type) {
		case nil: // the end of a node's children
			return true
		case *ast.Number, *ast.Ident, *ast.Unary:
			return true
		case *ast.Binary:
			switch x.Op {
			case ast.Add, ast.Sub, ast.Mul:
				return true
			case ast.Div:
				div = x.Y
			case ast.Pow:
				ex, neg := x.Y, false
				if u, ok := ex.(*ast.Unary); ok && u.Op == ast.Neg {
					ex, neg = u.X, true
				}
				n, ok := ex.(*ast.Number)
				if !ok || n.Frac != "" || n.Repeat != "" {
					why = "a power " + ast.Print(x) + " is not an integer power"
					return false
				}
				if neg {
					div = x.X
				}
			default:
				why = "the operation in " + ast.Print(x) + " is not read"
				return false
			}
		default:
			why = ast.Print(x) + " is not a rational expression"
			return false
		}
		if div != nil {
			f, err := algebra.LFracOf(div, vars)
			if err != nil {
				why = err.Error()
				return false
			}
			p, ok := f.N.ToPoly(v)
			if !ok {
				why = "the divisor " + ast.Print(div) + " is not a polynomial quotient in " + v
				return false
			}
			polys = append(polys, p)
			divs = append(divs, div)
		}
		return true
	})
	if why != "" {
		return nil, nil, why
	}
	seen := map[string]bool{}
	var out []*big.Rat
	for _, p := range polys {
		if len(p) == 0 {
			return nil, nil, "a divisor is zero everywhere"
		}
		for _, r := range algebra.RealRoots(p) {
			if r.Exact == nil {
				return nil, nil, "a divisor has an irrational root"
			}
			if !seen[r.Exact.RatString()] {
				seen[r.Exact.RatString()] = true
				out = append(out, r.Exact)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out, divs, ""
}

// openIntervalsBetween says whether the intervals are exactly (-∞, r1),
// (r1, r2), …, (rk, ∞), in order, every end exact.
func (c *checker) openIntervalsBetween(ivs []statement.Interval, pts []*big.Rat) (bool, string) {
	if len(ivs) != len(pts)+1 {
		return false, fmt.Sprintf("%d intervals for %d excluded points", len(ivs), len(pts))
	}
	for i, iv := range ivs {
		if iv.LoClosed || iv.HiClosed {
			return false, "an end is closed"
		}
		if i == 0 != (iv.Lo == nil) || i == len(pts) != (iv.Hi == nil) {
			return false, "an infinite end is not where it belongs"
		}
		if iv.Lo != nil && !c.endIs(iv.Lo, pts[i-1]) || iv.Hi != nil && !c.endIs(iv.Hi, pts[i]) {
			return false, "an end is not the excluded point"
		}
	}
	return true, ""
}

func (c *checker) endIs(e ast.Expr, r *big.Rat) bool {
	v, err := c.Eval(e, nil)
	if err != nil {
		return false
	}
	x, ok := v.Exact()
	return ok && x.Cmp(r) == 0
}
