package given

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// rootQuantity is a question about the roots of a polynomial equation
// ("the sum of the squares of the roots", "how many roots").
type rootQuantity struct {
	what string // for notes: "sum of the squares"
	// power is the power-sum exponent (1: sum, 2: sum of squares, -1: sum
	// of reciprocals); 0 when another quantity is asked.
	power int
	op    string // "power", "product", "count", "max", "min", "diff"
}

// rootQuantities are the root questions of the cue table (class ask, by
// name) that checkRootQuantity answers.
var rootQuantities = map[string]rootQuantity{
	"sum of the squares of the roots":       {"sum of the squares", 2, "power"},
	"sum of the cubes of the roots":         {"sum of the cubes", 3, "power"},
	"sum of the fourth powers of the roots": {"sum of the fourth powers", 4, "power"},
	"sum of the reciprocals of the roots":   {"sum of the reciprocals", -1, "power"},
	"sum of the roots":                      {"sum", 1, "power"},
	"product of the roots":                  {"product", 0, "product"},
	"number of the roots":                   {"number", 0, "count"},
	"largest root":                          {"largest", 0, "max"},
	"smallest root":                         {"smallest", 0, "min"},
	"difference of the roots":               {"difference", 0, "diff"},
}

// readRootQuantity returns the one root question of the statement; ok is
// false when it asks none or several.
func readRootQuantity(st *statement.Statement) (rootQuantity, bool) {
	var found []rootQuantity
	for _, name := range st.Read.Names(statement.CueAsk) {
		if q, ok := rootQuantities[name]; ok {
			found = append(found, q)
		}
	}
	if len(found) != 1 {
		return rootQuantity{}, false
	}
	return found[0], true
}

// checkRootQuantity is CheckRootQuantity on this package's checker.
func (c *checker) checkRootQuantity(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindEquation
	q, ok := readRootQuantity(st)
	if !ok {
		return decide.Result{}, false
	}
	var rel *ast.Rel
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && statement.AllEq(r) && len(r.Args) == 2 {
			if rel != nil {
				return decide.Result{}, false
			}
			rel = r
		}
	}
	if rel == nil {
		return decide.Result{}, false
	}
	vars := st.FreeAfterSubst(rel)
	if len(vars) != 1 {
		return decide.Result{}, false
	}
	x := vars[0]
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the %s of the roots is asked; the answer is not a single value", q.what), true
	}
	if m := st.OnlySomeRoots(); m != "" {
		return decide.Undecided(kind, "the %s of only some of the roots is asked (%q)", q.what, m), true
	}
	if len(st.Conds) > 0 {
		return decide.Undecided(kind, "the roots are restricted by conditions: not recomputed"), true
	}
	diff := &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	p, ok := forms.PolyOf(c.Checker, diff, x)
	if !ok || len(p) < 2 {
		if r, solved := c.solvedRootQuantity(st, rel, x, q, a); !ok && solved { // issue 42: solved exactly instead
			return r, true
		}
		return decide.Undecided(kind, "the %s of the roots is asked, but the equation is not a polynomial one with rational coefficients", q.what), true
	}
	roots := algebra.RealRoots(p)
	sqf, _ := algebra.Divmod(p, algebra.GcdPoly(p, p.Derive()))
	simple := sqf.Deg() == p.Deg()
	allReal := simple && len(roots) == p.Deg()
	real := strings.Contains(st.Prose, "real")
	complex := strings.Contains(st.Prose, "complex")
	var val cas.Value
	how := ""
	switch {
	case q.op == "count":
		// Without "real" the count may be over the complex numbers (with
		// or without multiplicity) or over the reals: they agree only when
		// every root is real and simple.
		if complex || !real && !allReal {
			return decide.Undecided(kind, "the number of roots is asked without saying real ones; the polynomial of degree %d has %d distinct real root(s) and non-real or repeated roots, which may or may not count", p.Deg(), len(roots)), true
		}
		val = cas.Int(int64(len(roots)))
		how = fmt.Sprintf("%d distinct real root(s) by a Sturm count", len(roots))
	case (q.op == "power" || q.op == "product") && (allReal || complex && simple):
		v, ok := vietaValue(p, q)
		if !ok {
			return decide.Undecided(kind, "the %s of the roots is not defined (a zero root)", q.what), true
		}
		val = cas.Rat(v)
		how = "Newton's identities on the coefficients"
		if allReal {
			how += fmt.Sprintf(" (all %d roots real and simple)", p.Deg())
		}
	case q.op == "power" || q.op == "product" || q.op == "max" || q.op == "min" || q.op == "diff":
		if !simple {
			return decide.Undecided(kind, "the polynomial has a repeated root: whether it counts once or twice is not clear"), true
		}
		if !allReal && !real {
			return decide.Undecided(kind, "the polynomial has non-real roots and the statement does not say whether they count"), true
		}
		if len(roots) == 0 {
			return decide.Undecided(kind, "the equation has no real roots"), true
		}
		if q.op == "diff" && len(roots) != 2 {
			return decide.Undecided(kind, "a difference of the roots is asked, the equation has %d real roots", len(roots)), true
		}
		if ev, how2, ok := realRootsVieta(c, p, q); ok {
			val, how = cas.Rat(ev), how2
			break
		}
		v, err := c.realRootsQuantity(roots, q)
		if err != nil {
			return decide.Undecided(kind, "%v", err), true
		}
		val = v
		how = fmt.Sprintf("from the %d real root(s) isolated to 2^-130", len(roots))
	default:
		return decide.Undecided(kind, "the %s of the roots is not computed", q.what), true
	}
	var names []string
	for _, r := range roots {
		names = append(names, r.String())
	}
	ansE := a.Items[0].E
	eqSrc := statement.Clip(ast.Print(rel), 50)
	rootsNote := fmt.Sprintf("the real roots of %s are %s", eqSrc, strings.Join(names, ", "))
	if len(roots) == 0 {
		rootsNote = fmt.Sprintf("%s has no real roots", eqSrc)
	}
	var r decide.Result
	if val.IsExact() {
		r = c.FoundVerdict(st, kind, rootsNote+"; their "+q.what, val, decide.ExactErr(val), how, ansE, a.Text.Math)
	} else if ex, ok := c.rootQuantityExact(kind, p, roots, q, rootsNote, ansE, a.Text.Math); ok {
		r = decide.WithValueEvidence(ex, rootsNote+"; their "+q.what, val, ansE, nil)
	} else {
		r = c.FoundVerdict(st, kind, rootsNote+"; their "+q.what, val, decide.ExactErr(val), how, ansE, a.Text.Math)
		r = decide.NotOnEstimate(r, kind, "the value found from the roots isolated numerically")
	}
	r.Recomputed = decide.RecomputedText(val)
	r.RecomputedDiffers = r.Verdict == record.Refute
	return r, true
}

// CheckRootQuantity answers a question about the roots of a polynomial
// equation in one variable: it recomputes every root (Sturm isolation and
// exact rational arithmetic) and evaluates the asked quantity. ok is false
// when the statement is not of that shape.
func CheckRootQuantity(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkRootQuantity(st, a)
}

// vietaValue computes a power sum or the product of all (complex) roots of
// p, with multiplicity, from its coefficients by Newton's identities.
func vietaValue(p algebra.Poly, q rootQuantity) (*big.Rat, bool) {
	n := p.Deg()
	lead := p[n]
	// e_k: elementary symmetric polynomials, e_k = (-1)^k a_{n-k}/a_n.
	e := make([]*big.Rat, n+1)
	for k := 0; k <= n; k++ {
		v := new(big.Rat).Quo(p[n-k], lead)
		if k%2 == 1 {
			v.Neg(v)
		}
		e[k] = v
	}
	if q.op == "product" {
		return e[n], true
	}
	k := q.power
	if k < 0 {
		// Sum of reciprocals: e_{n-1}/e_n.
		if e[n].Sign() == 0 {
			return nil, false
		}
		return new(big.Rat).Quo(e[n-1], e[n]), true
	}
	// Newton: p_m = Σ_{i=1}^{m-1} (-1)^{i-1} e_i p_{m-i} + (-1)^{m-1} m e_m.
	ps := make([]*big.Rat, k+1)
	for m := 1; m <= k; m++ {
		s := new(big.Rat)
		for i := 1; i < m; i++ {
			if i > n {
				break
			}
			t := new(big.Rat).Mul(e[i], ps[m-i])
			if (i-1)%2 == 1 {
				t.Neg(t)
			}
			s.Add(s, t)
		}
		if m <= n {
			t := new(big.Rat).Mul(e[m], big.NewRat(int64(m), 1))
			if (m-1)%2 == 1 {
				t.Neg(t)
			}
			s.Add(s, t)
		}
		ps[m] = s
	}
	return ps[k], true
}

// realRootsQuantity evaluates a quantity over the distinct real roots.
func (c *checker) realRootsQuantity(roots []algebra.RealRoot, q rootQuantity) (cas.Value, error) {
	vals := make([]cas.Value, len(roots))
	for i, r := range roots {
		vals[i] = algebra.RootValue(r)
	}
	switch q.op {
	case "max":
		return vals[len(vals)-1], nil
	case "min":
		return vals[0], nil
	case "diff":
		return c.Cas.Sub(vals[1], vals[0])
	case "product":
		acc := cas.Int(1)
		for _, v := range vals {
			var err error
			if acc, err = c.Cas.Mul(acc, v); err != nil {
				return cas.Value{}, err
			}
		}
		return acc, nil
	}
	acc := cas.Int(0)
	for _, v := range vals {
		t, err := c.Cas.Pow(v, cas.Int(int64(q.power)))
		if err != nil {
			return cas.Value{}, fmt.Errorf("the %s of the roots: %v", q.what, err)
		}
		if acc, err = c.Cas.Add(acc, t); err != nil {
			return cas.Value{}, err
		}
	}
	return acc, nil
}
