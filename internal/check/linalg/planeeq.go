package linalg

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/planeq"
)

// CheckPlaneEquation decides "Find the equation of the plane containing the
// points $P,$ $Q,$ and $R.$ Enter your answer in the form \[Ax + By + Cz +
// D = 0,\]where … $A > 0$ and $\gcd(|A|,|B|,|C|,|D|) = 1.$" and the other
// shapes of planeq.Read (issue 42, MATH Precalculus). Each condition is
// one or more linear equations in (A, B, C, D), exact over ℚ: a point p
// gives A p₁ + B p₂ + C p₃ + D = 0, a direction d in the plane (of a line
// it holds, of a plane perpendicular to it: that plane's normal)
// A d₁ + B d₂ + C d₃ = 0, a normal along n (a parallel plane, a foot of
// the perpendicular, a set proj_w v = k w) (A, B, C) × n = 0. When the
// system has rank 3, its solutions are the multiples of one (A, B, C, D);
// scaled to coprime integers with A > 0 it is the only answer of the form
// asked. The answer, read as an equation linear in x, y, z with integer
// coefficients, is confirmed when its coefficients are those, refuted when
// it is another plane, and undecided when it is the same plane not
// normalised (A ≤ 0 or a common factor) or the system does not fix the
// plane.
func CheckPlaneEquation(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	conds, ok := planeq.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	rows, why := planeRows(conds)
	if why != "" {
		return decide.Undecided(kind, "the equation of a plane is asked, but %s", why), true
	}
	want, why := planeSolution(rows)
	if why != "" {
		return decide.Undecided(kind, "the equation of a plane is asked, but %s", why), true
	}
	src := strings.TrimSpace(strings.Trim(strings.TrimSpace(statement.DollarAnswer(answerSrc)), "$"))
	got, ok := planeCoefficients(src)
	if !ok {
		return decide.Undecided(kind, "the plane is %s; the answer is not an equation linear in x, y, z with integer coefficients", planeString(want)), true
	}
	how := fmt.Sprintf("the statement's %d linear conditions on (A, B, C, D) have rank 3 (exact over ℚ): the plane is %s, its coefficients coprime with A > 0", len(rows), planeString(want))
	var r decide.Result
	switch {
	case equalRats(got, want):
		r = decide.Confirm(kind, "%s, as the answer", how)
	case proportional(got, want):
		return decide.Undecided(kind, "%s; the answer %s is the same plane, not in the form asked", how, planeString(got)), true
	default:
		r = decide.Refute(kind, "%s; the answer %s is another plane", how, planeString(got))
	}
	for i, row := range rows {
		r.Evidence = append(r.Evidence, equal(fmt.Sprintf("condition %d on the answer's (A, B, C, D)", i+1), dotExpr(row, got), &ast.Number{Int: "0"}))
	}
	return r, true
}

// planeRows writes the conditions as rows of the linear system in
// (A, B, C, D).
func planeRows(conds []planeq.Cond) ([][]*big.Rat, string) {
	var rows [][]*big.Rat
	point := func(p []*big.Rat) { rows = append(rows, append(append([]*big.Rat{}, p...), big.NewRat(1, 1))) }
	along := func(d []*big.Rat) { rows = append(rows, append(append([]*big.Rat{}, d...), new(big.Rat))) }
	normal := func(n []*big.Rat) { // (A, B, C) × n = 0
		z := new(big.Rat)
		rows = append(rows,
			[]*big.Rat{n[1], neg(n[0]), z, z},
			[]*big.Rat{n[2], z, neg(n[0]), z},
			[]*big.Rat{z, n[2], neg(n[1]), z})
	}
	for _, cd := range conds {
		switch cd.Kind {
		case planeq.Point, planeq.Along, planeq.NormalTo:
			v, ok := intVector(cd.Src)
			if !ok {
				return nil, fmt.Sprintf("the entries %v are not integers", cd.Src)
			}
			switch cd.Kind {
			case planeq.Point:
				point(v)
			case planeq.Along:
				along(v)
			default:
				normal(v)
			}
		case planeq.PerpTo, planeq.Parallel:
			n, _, ok := planeOf(cd.Src[0])
			if !ok {
				return nil, fmt.Sprintf("%q is not the equation of a plane", cd.Src[0])
			}
			if cd.Kind == planeq.PerpTo {
				along(n)
			} else {
				normal(n)
			}
		case planeq.HoldsLine:
			p, d, why := lineOfPlanes(cd.Src[0], cd.Src[1])
			if why != "" {
				return nil, why
			}
			point(p)
			along(d)
		case planeq.ProjSet:
			w, ok1 := intVector(cd.Src[:3])
			u, ok2 := intVector(cd.Src[3:])
			k, ok3 := multipleOf(u, w)
			if !ok1 || !ok2 || !ok3 {
				return nil, "the set proj_w v = u is read only for integer w ≠ 0 and u a multiple of w"
			}
			normal(w)
			kw := make([]*big.Rat, 3)
			for i := range kw {
				kw[i] = new(big.Rat).Mul(k, w[i])
			}
			point(kw)
		case planeq.Param:
			var p, ds, dt []*big.Rat
			for _, e := range cd.Src {
				f, ok := affineForm(e, []string{"s", "t"})
				if !ok {
					return nil, fmt.Sprintf("the entry %q is not linear in s and t with integer coefficients", e)
				}
				p, ds, dt = append(p, f[2]), append(ds, f[0]), append(dt, f[1])
			}
			point(p)
			along(ds)
			along(dt)
		default:
			return nil, "a condition is not known"
		}
	}
	return rows, ""
}

// planeSolution is the solution of rows·(A, B, C, D) = 0 when they fix it
// up to a factor, as coprime integers with A > 0.
func planeSolution(rows [][]*big.Rat) ([]*big.Rat, string) {
	m, err := algebra.NewMatrix(len(rows), 4)
	if err != nil {
		return nil, err.Error()
	}
	for i, r := range rows {
		for j := range 4 {
			m.A[i][j].Set(r[j])
		}
	}
	red, rank := algebra.RREF(m)
	if rank != 3 {
		return nil, fmt.Sprintf("its conditions have rank %d, not 3 (no single plane)", rank)
	}
	pivot := make([]int, 3)
	isPivot := map[int]bool{}
	for i := range 3 {
		for j := range 4 {
			if red.A[i][j].Sign() != 0 {
				pivot[i], isPivot[j] = j, true
				break
			}
		}
	}
	free := 0
	for isPivot[free] {
		free++
	}
	sol := make([]*big.Rat, 4)
	sol[free] = big.NewRat(1, 1)
	for i := range 3 {
		sol[pivot[i]] = neg(red.A[i][free])
	}
	if sol[0].Sign() == 0 {
		return nil, "the plane has A = 0, which the form asked (A > 0) cannot write"
	}
	return normalise(sol), ""
}

// normalise scales v to coprime integers with a positive first entry.
func normalise(v []*big.Rat) []*big.Rat {
	l := big.NewInt(1)
	for _, x := range v {
		d := x.Denom()
		g := new(big.Int).GCD(nil, nil, l, d)
		l.Mul(l, new(big.Int).Quo(d, g))
	}
	g := new(big.Int)
	ints := make([]*big.Int, len(v))
	for i, x := range v {
		ints[i] = new(big.Int).Quo(new(big.Int).Mul(x.Num(), l), x.Denom())
		g.GCD(nil, nil, g, new(big.Int).Abs(ints[i]))
	}
	if ints[0].Sign() < 0 {
		g.Neg(g)
	}
	out := make([]*big.Rat, len(v))
	for i, n := range ints {
		out[i] = new(big.Rat).SetFrac(n, g)
	}
	return out
}

// lineOfPlanes is a point and the direction of the line where two planes
// meet (the planes not parallel).
func lineOfPlanes(e1, e2 string) (p, d []*big.Rat, why string) {
	n1, c1, ok1 := planeOf(e1)
	n2, c2, ok2 := planeOf(e2)
	if !ok1 || !ok2 {
		return nil, nil, "the planes of the line are not read"
	}
	d = []*big.Rat{
		new(big.Rat).Sub(new(big.Rat).Mul(n1[1], n2[2]), new(big.Rat).Mul(n1[2], n2[1])),
		new(big.Rat).Sub(new(big.Rat).Mul(n1[2], n2[0]), new(big.Rat).Mul(n1[0], n2[2])),
		new(big.Rat).Sub(new(big.Rat).Mul(n1[0], n2[1]), new(big.Rat).Mul(n1[1], n2[0])),
	}
	if d[0].Sign() == 0 && d[1].Sign() == 0 && d[2].Sign() == 0 {
		return nil, nil, "the two planes are parallel (no line)"
	}
	aug, _ := algebra.NewMatrix(2, 4)
	for j := range 3 {
		aug.A[0][j].Set(n1[j])
		aug.A[1][j].Set(n2[j])
	}
	aug.A[0][3].Neg(c1)
	aug.A[1][3].Neg(c2)
	red, _ := algebra.RREF(aug) // rank 2: the normals are independent
	p = []*big.Rat{new(big.Rat), new(big.Rat), new(big.Rat)}
	for i := range 2 {
		for j := range 3 {
			if red.A[i][j].Sign() != 0 {
				p[j].Set(red.A[i][3]) // the free coordinate is 0
				break
			}
		}
	}
	return p, d, ""
}

// planeOf reads "a x + b y + c z + e = f" as its normal (a, b, c) ≠ 0 and
// constant e − f.
func planeOf(src string) (n []*big.Rat, c *big.Rat, ok bool) {
	f, ok := planeCoefficients(src)
	if !ok || f[0].Sign() == 0 && f[1].Sign() == 0 && f[2].Sign() == 0 {
		return nil, nil, false
	}
	return f[:3], f[3], true
}

// planeCoefficients reads an equation linear in x, y, z with integer
// coefficients as (A, B, C, D), its right side moved to the left.
func planeCoefficients(src string) ([]*big.Rat, bool) {
	sides := strings.Split(strings.TrimRight(strings.TrimSpace(src), "."), "=")
	if len(sides) != 2 {
		return nil, false
	}
	l, ok1 := affineForm(sides[0], []string{"x", "y", "z"})
	r, ok2 := affineForm(sides[1], []string{"x", "y", "z"})
	if !ok1 || !ok2 {
		return nil, false
	}
	for i := range l {
		l[i].Sub(l[i], r[i])
	}
	return l, true
}

var affineTermRe = regexp.MustCompile(`^([+-]?)(\d{0,9})([a-z]?)$`)

// affineForm reads Σ c·v + e (integer c and e, each of vars at most once,
// nothing else) as the coefficients of vars then the constant.
func affineForm(src string, vars []string) ([]*big.Rat, bool) {
	out := make([]*big.Rat, len(vars)+1)
	for i := range out {
		out[i] = new(big.Rat)
	}
	s := strings.ReplaceAll(src, " ", "")
	if s == "" {
		return nil, false
	}
	seen := map[string]bool{}
	for start, i := 0, 1; i <= len(s); i++ {
		if i < len(s) && s[i] != '+' && s[i] != '-' {
			continue
		}
		m := affineTermRe.FindStringSubmatch(s[start:i])
		start = i
		if m == nil || m[2] == "" && m[3] == "" || seen[m[3]] {
			return nil, false
		}
		seen[m[3]] = true
		at := len(vars)
		if m[3] != "" {
			at = indexOf(vars, m[3])
			if at < 0 {
				return nil, false
			}
		}
		c := big.NewRat(1, 1)
		if m[2] != "" {
			c.SetString(m[2])
		}
		if m[1] == "-" {
			c.Neg(c)
		}
		out[at] = c
	}
	return out, true
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if x == y {
			return i
		}
	}
	return -1
}

func intVector(src []string) ([]*big.Rat, bool) {
	out := make([]*big.Rat, len(src))
	for i, s := range src {
		v, ok := intRat(strings.TrimSpace(s))
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}

// multipleOf is the k with u = k w (w ≠ 0).
func multipleOf(u, w []*big.Rat) (*big.Rat, bool) {
	var k *big.Rat
	for i := range w {
		if w[i].Sign() != 0 {
			k = new(big.Rat).Quo(u[i], w[i])
			break
		}
	}
	if k == nil {
		return nil, false
	}
	for i := range w {
		if new(big.Rat).Mul(k, w[i]).Cmp(u[i]) != 0 {
			return nil, false
		}
	}
	return k, true
}

func equalRats(a, b []*big.Rat) bool {
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// proportional: a = k b for some k ≠ 0 (b ≠ 0).
func proportional(a, b []*big.Rat) bool {
	k, ok := multipleOf(a, b)
	return ok && k.Sign() != 0
}

func planeString(v []*big.Rat) string {
	return fmt.Sprintf("%sx + %sy + %sz + %s = 0", v[0].RatString(), v[1].RatString(), v[2].RatString(), v[3].RatString())
}
