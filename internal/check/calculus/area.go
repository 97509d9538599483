package calculus

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkArea is CheckArea on this package's checker.
func (c *checker) checkArea(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	_, area := st.Read.Has(statement.CueTopic, "area")
	_, bounded := st.Read.Has(statement.CueTopic, "bounded")
	if !area || !bounded {
		return decide.Result{}, false
	}
	kind := statement.KindIntegral
	if why := st.SpecialUnread("area", "area", "bounded", "x-axis", "region", "curve", "function", "interval"); why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	boundLo, boundHi, boundTuple, bounded, why := st.AreaBounds()
	if why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	curves, lines, exactLines, res, ok := c.areaCurvesAndLines(st, kind, boundLo, boundHi, boundTuple, bounded)
	if !ok {
		return res, true
	}
	if len(curves) != 2 || len(lines) > 2 {
		return decide.Undecided(kind, "an area bounded by %d curve(s) and %d vertical line(s): only two curves (and up to two lines x = a) are handled", len(curves), len(lines)), true
	}
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the area is asked; the answer is not a single value"), true
	}
	diff := &ast.Binary{Op: ast.Sub, X: curves[0], Y: curves[1]}
	if res, ok := c.areaExactVerdict(st, kind, curves, diff, exactLines, a); ok {
		return res, true
	}
	cross, how := c.crossings(diff, "x")
	if cross == nil {
		return decide.Undecided(kind, "the intersections of %s and %s cannot be found", statement.Clip(ast.Print(curves[0]), 30), statement.Clip(ast.Print(curves[1]), 30)), true
	}
	pts, res, ok := areaBreakpoints(kind, cross, lines, how)
	if !ok {
		return res, true
	}
	total := new(big.Float).SetPrec(decide.PrecBits)
	errSum := new(big.Float).SetPrec(decide.PrecBits)
	for i := 0; i+1 < len(pts); i++ {
		v, e, err := c.definite(diff, "x", nil, pts[i], pts[i+1], decide.Bf(1e-32))
		if err != nil {
			return decide.Undecided(kind, "the integral of |f - g| over [%s, %s]: %v", pts[i].Text('g', 10), pts[i+1].Text('g', 10), err), true
		}
		total.Add(total, v.Abs(v))
		errSum.Add(errSum, e)
	}
	var ps []string
	for _, p := range pts {
		ps = append(ps, p.Text('g', 12))
	}
	what := fmt.Sprintf("the area between y=%s and y=%s over [%s]", statement.Clip(ast.Print(curves[0]), 30), statement.Clip(ast.Print(curves[1]), 30), strings.Join(ps, ", "))
	res = c.NumericVerdict(st, kind, what, total, errSum, "breakpoints "+how+", |f-g| integrated by adaptive Gauss–Legendre", a.Items[0].E, a.Text.Math)
	res.Recomputed = decide.RecomputedText(cas.Float(total))
	res.RecomputedDiffers = res.Verdict == record.Refute
	return res, true
}

// CheckArea checks "the area of the figure bounded by y = f(x), y = g(x)
// (and the lines x = a, x = b, the x-axis)": the intersections are found
// (exactly for polynomials, by sign changes otherwise) and |f - g| is
// integrated between consecutive breakpoints. ok is false when the
// statement is not of that shape.
func CheckArea(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkArea(st, a)
}

// areaCurvesAndLines reads what bounds the figure: the curves y = f(x)
// (with y = 0 when the x-axis is named) and the values a of the lines
// x = a, from the targets, the substitutions and, when bounded, the
// interval [boundLo, boundHi], each line also as a rational (nil when not
// rational). ok is false, with the undecided result,
// when a formula is not such a curve or line.
func (c *checker) areaCurvesAndLines(st *statement.Statement, kind statement.Kind, boundLo, boundHi, boundTuple ast.Expr, bounded bool) (curves []ast.Expr, lines []*big.Float, exact []*big.Rat, res decide.Result, ok bool) {
	var rels []*ast.Rel
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && statement.AllEq(r) && len(r.Args) == 2 {
			rels = append(rels, r)
		} else if t.E != boundTuple {
			return nil, nil, nil, decide.Undecided(kind, "the statement's formula %s is not a curve or a line bounding the figure: part of the question the area check does not read", statement.Clip(t.Src, 40)), false
		}
	}
	for _, s := range st.Substs {
		rels = append(rels, &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: s.Name}, s.Val}})
	}
	for _, r := range rels {
		l, rr := r.Args[0], r.Args[1]
		if id, ok := rr.(*ast.Ident); ok && (id.Name == "y" || id.Name == "x" && len(pm.FreeVars(l)) == 0) {
			if lid, ok := l.(*ast.Ident); !ok || lid.Name != "y" {
				l, rr = rr, l
			}
		}
		id, ok := l.(*ast.Ident)
		if !ok {
			return nil, nil, nil, decide.Undecided(kind, "an area bounded by %s: only curves y = f(x) and lines x = a are read", statement.Clip(ast.Print(r), 40)), false
		}
		fv := pm.FreeVars(rr)
		switch {
		case id.Name == "y" && decide.SubsetOf(fv, "x"):
			curves = append(curves, rr)
		case id.Name == "x" && len(fv) == 0:
			v, err := c.Eval(rr, nil)
			if err != nil {
				return nil, nil, nil, decide.Undecided(kind, "the line %s: %v", ast.Print(r), err), false
			}
			lines = append(lines, v.Float(decide.PrecBits))
			exact = append(exact, exactOrNil(v))
		default:
			return nil, nil, nil, decide.Undecided(kind, "an area bounded by %s: only curves y = f(x) and lines x = a are read", statement.Clip(ast.Print(r), 40)), false
		}
	}
	if _, ok := st.Read.Has(statement.CueTopic, "x-axis"); ok {
		curves = append(curves, &ast.Number{Int: "0"})
	}
	if bounded {
		// "on the segment [lo; hi]", "for lo ≤ x ≤ hi": the lines x = lo
		// and x = hi.
		if len(lines) > 0 {
			return nil, nil, nil, decide.Undecided(kind, "the area is bounded by lines x = a and also restricted to an interval: the figure is not clear"), false
		}
		for _, e := range []ast.Expr{boundLo, boundHi} {
			v, err := c.Eval(e, nil)
			if err != nil {
				return nil, nil, nil, decide.Undecided(kind, "the end %s of the interval: %v", ast.Print(e), err), false
			}
			lines = append(lines, v.Float(decide.PrecBits))
			exact = append(exact, exactOrNil(v))
		}
	}
	return curves, lines, exact, decide.Result{}, true
}

// areaBreakpoints gives the sorted ends of the pieces |f - g| is
// integrated over: the intersections of the curves, cut to the lines
// x = a when there are any. ok is false, with the undecided result, when
// the curves and lines bound no clear figure.
func areaBreakpoints(kind statement.Kind, cross, lines []*big.Float, how string) (pts []*big.Float, res decide.Result, ok bool) {
	switch len(lines) {
	case 0:
		if len(cross) < 2 {
			return nil, decide.Undecided(kind, "the curves meet at %d point(s) (%s): no bounded figure between them", len(cross), how), false
		}
		pts = cross
	case 1:
		if len(cross) != 1 {
			return nil, decide.Undecided(kind, "one line x = %s and %d intersections of the curves: the figure is not clear", lines[0].Text('g', 10), len(cross)), false
		}
		pts = sortFloats([]*big.Float{cross[0], lines[0]})
	case 2:
		lo, hi := lines[0], lines[1]
		if lo.Cmp(hi) > 0 {
			lo, hi = hi, lo
		}
		pts = []*big.Float{lo}
		for _, x := range cross {
			if x.Cmp(lo) > 0 && x.Cmp(hi) < 0 {
				pts = append(pts, x)
			}
		}
		pts = append(pts, hi)
	}
	return pts, decide.Result{}, true
}

// crossings returns the sorted real roots of e(v): exactly isolated for a
// polynomial with rational coefficients, else the sign changes on [-1000,
// 1000]. nil when the roots cannot be found.
func (c *checker) crossings(e ast.Expr, v string) ([]*big.Float, string) {
	if p, ok := forms.PolyOf(c.Checker, e, v); ok {
		if len(p) == 0 {
			return nil, ""
		}
		out := []*big.Float{} // no crossing is an answer too (nil is "cannot be found")
		for _, r := range algebra.RealRoots(p) {
			out = append(out, r.Approx())
		}
		return out, "the intersections recomputed exactly (Sturm)"
	}
	rel := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{e, &ast.Number{Int: "0"}}}
	found := solve.Scan(c.Checker, &statement.Statement{}, rel, v)
	return sortFloats(found), "the intersections by sign changes on [-1000, 1000]"
}

func sortFloats(xs []*big.Float) []*big.Float {
	out := append([]*big.Float(nil), xs...)
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out
}
