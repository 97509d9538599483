package solve

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The evidence that an exponential or logarithmic equation has no
// admissible real root (the answer "no solution"): the eliminant leg 1
// found the candidates with, and at each candidate the admissibility
// condition that fails there, so that another engine evaluates it.

// recomputedEvidence is the evidence of recomputeRoots' confirmation: the
// eliminant of a polynomial or rational equation (p), else the one the
// method recorded (ev), else for an exponential or logarithmic equation
// with no admissible root, noRootEvidence.
func (c *checker) recomputedEvidence(st *statement.Statement, rel *ast.Rel, x string, p algebra.Poly, ev []decide.Comparison, what string, found []algebra.RealRoot) []decide.Comparison {
	if p != nil {
		return forms.EliminantEvidence(forms.ElimResult{Eliminants: []algebra.Poly{p}, Cands: [][]algebra.RealRoot{algebra.RealRoots(p)}}, []string{x})
	}
	if len(ev) > 0 || len(found) > 0 || what != "exponential" && what != "logarithmic" {
		return ev
	}
	var nr []decide.Comparison
	if c.Spare(func() bool { nr = c.noRootEvidence(st, rel, x, what); return len(nr) > 0 }) {
		return nr
	}
	return ev
}

// evidencePoints are the points a rewrite of an equation is compared at.
var evidencePoints = []*big.Rat{big.NewRat(1, 3), big.NewRat(2, 5), big.NewRat(7, 4)}

// ratPoints are evidencePoints as points of x.
func ratPoints(x string) []cas.Env {
	var pts []cas.Env
	for _, v := range evidencePoints {
		pts = append(pts, cas.Env{x: cas.Rat(v)})
	}
	return pts
}

// noRootEvidence is the evidence that rel has no admissible real root x.
// Exponential (u = B^{x/scale}): each side against its form in u at three
// points, the eliminant of u at its real roots and between them, and at
// each real root u_i either u_i ≤ 0 (B^{x/scale} is positive) or, at its
// x = scale·log_B u_i, the failing condition (failingAt). Logarithmic: the
// eliminant of its product form, and the failing condition at each of its
// real roots, or, with no complex zero at all, its sides differing at
// three points. Each comparison is kept only where leg 1 finds it holds;
// nil when a candidate has none that does.
func (c *checker) noRootEvidence(st *statement.Statement, rel *ast.Rel, x string, what string) []decide.Comparison {
	var out []decide.Comparison
	if what == "logarithmic" {
		prod, why := c.logProduct(rel, x)
		if why != "" {
			return nil
		}
		er := forms.Eliminate(c.Checker, []*ast.Rel{prod}, []string{x})
		if er.Empty {
			// No complex zero at all: the product form's sides differ
			// wherever they are defined, here at three points.
			cmp := decide.Comparison{What: "the product form " + statement.Clip(ast.Print(prod), 60) + " (no common complex zero): its sides differ",
				Left: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: prod.Args}, Points: ratPoints(x), Want: record.WantHolds}
			if !c.holdsAt(cmp) {
				return nil
			}
			return []decide.Comparison{cmp}
		}
		if er.Reason != "" || len(er.Cands) != 1 {
			return nil
		}
		out = forms.EliminantEvidence(er, []string{x})
		for _, r := range er.Cands[0] {
			cmp, ok := c.failingAt(rel, x, algebra.RootValue(r))
			if !ok {
				return nil
			}
			out = append(out, cmp)
		}
		return out
	}
	args, B, scale, why := c.expoRewrite(rel.Args, x)
	if why != "" {
		return nil
	}
	u := &ast.Binary{Op: ast.Pow, X: algebra.RatExpr(B), Y: &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: &ast.Ident{Name: x}, Y: algebra.RatExpr(scale)}}
	pts := ratPoints(x)
	for k, side := range []string{"left", "right"} {
		cmp := decide.Comparison{What: "the " + side + " side against its form in u = " + ast.Print(u), Left: rel.Args[k],
			Right: forms.ReplaceNames(args[k], map[string]ast.Expr{ExpoName: u}), Points: pts, Want: record.WantEqual}
		if !c.holdsAt(cmp) {
			return nil
		}
		out = append(out, cmp)
	}
	er := forms.Eliminate(c.Checker, []*ast.Rel{{Ops: rel.Ops, Args: args}}, []string{ExpoName})
	if er.Reason != "" || len(er.Cands) != 1 {
		return out
	}
	out = append(out, forms.EliminantEvidence(er, []string{ExpoName})...)
	for _, r := range er.Cands[0] {
		uv := algebra.RootValue(r)
		if r.Approx().Sign() <= 0 {
			le := &ast.Rel{Ops: []ast.RelOp{ast.Le}, Args: []ast.Expr{&ast.Ident{Name: ExpoName}, &ast.Number{Int: "0"}}}
			out = append(out, decide.Comparison{What: "the candidate " + ExpoName + "=" + r.String() + " is not positive, so no " + x + " gives it",
				Left: le, Points: []cas.Env{{ExpoName: uv}}, Want: record.WantHolds})
			continue
		}
		xv, err := c.Eval(&ast.Binary{Op: ast.Mul, X: algebra.RatExpr(scale), Y: &ast.Func{Name: ast.Log, Base: algebra.RatExpr(B), Args: []ast.Expr{&ast.Ident{Name: ExpoName}}}}, cas.Env{ExpoName: uv})
		if err != nil {
			return nil
		}
		cmp, ok := c.failingAt(rel, x, xv)
		if !ok {
			return nil
		}
		out = append(out, cmp)
	}
	return out
}

// failingAt is the condition that fails at the candidate x = v: the
// argument of a logarithm of rel that is not positive there (the
// comparison arg ≤ 0), else the two sides, defined and different (the
// comparison left ≠ right). ok is false when leg 1 finds neither.
func (c *checker) failingAt(rel *ast.Rel, x string, v cas.Value) (decide.Comparison, bool) {
	at := []cas.Env{{x: v}}
	var out decide.Comparison
	found := false
	ast.Inspect(rel, func(e ast.Expr) bool {
		f, ok := e.(*ast.Func)
		if found || !ok || (f.Name != ast.Log && f.Name != ast.Ln && f.Name != ast.Lg) || len(f.Args) != 1 {
			return !found
		}
		cmp := decide.Comparison{What: "the candidate " + x + "=" + v.Text(12) + " gives " + ast.Print(f) + " an argument that is not positive",
			Left: &ast.Rel{Ops: []ast.RelOp{ast.Le}, Args: []ast.Expr{f.Args[0], &ast.Number{Int: "0"}}}, Points: at, Want: record.WantHolds}
		if c.holdsAt(cmp) {
			out, found = cmp, true
		}
		return !found
	})
	if found {
		return out, true
	}
	cmp := decide.Comparison{What: "the equation's sides differ at the candidate " + x + "=" + v.Text(12),
		Left: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: rel.Args}, Points: at, Want: record.WantHolds}
	return cmp, c.holdsAt(cmp)
}

// holdsAt says whether leg 1 finds the comparison true at each of its
// points: two values equal, or every link of a relation decided true.
func (c *checker) holdsAt(cmp decide.Comparison) bool {
	for _, env := range cmp.Points {
		var sides []ast.Expr
		var ops []ast.RelOp
		if r, ok := cmp.Left.(*ast.Rel); ok {
			sides, ops = r.Args, r.Ops
		} else {
			sides, ops = []ast.Expr{cmp.Left, cmp.Right}, []ast.RelOp{ast.Eq}
		}
		vals := make([]cas.Value, len(sides))
		for k, s := range sides {
			v, err := c.Eval(s, env)
			if err != nil {
				return false
			}
			vals[k] = v
		}
		for k, op := range ops {
			s, ok := decide.Sign(vals[k], vals[k+1])
			if !ok || !opHolds(op, s) {
				return false
			}
		}
	}
	return true
}

// opHolds says whether a relation holds between two values whose
// difference has sign s.
func opHolds(op ast.RelOp, s int) bool {
	switch op {
	case ast.Eq:
		return s == 0
	case ast.Ne:
		return s != 0
	case ast.Le:
		return s <= 0
	case ast.Lt:
		return s < 0
	case ast.Ge:
		return s >= 0
	case ast.Gt:
		return s > 0
	}
	return false
}
