package integers

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 3: "How many integers are between $A$ and $B$?"
// for two constants A and B, each a rational or a quadratic surd: the
// floor of each is decided exactly, and neither may be an integer (then
// "between" could include it or not).

// integersBetweenAsk is the cue-table question this checker reads.
const integersBetweenAsk = "number of integers between"

// checkIntegersBetween is CheckIntegersBetween on this package's checker.
func (c *checker) checkIntegersBetween(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindValue
	asks := st.Read.Names(statement.CueAsk)
	if len(asks) != 1 || asks[0] != integersBetweenAsk {
		return decide.Result{}, false
	}
	if _, ok := st.Read.Has(statement.CueRestrict, ""); ok {
		return decide.Result{}, false
	}
	if len(st.Targets) != 2 || len(st.Conds) > 0 || len(st.Substs) > 0 {
		return decide.Undecided(kind, "the number of integers between two numbers is asked, but the statement has %d formulas", len(st.Targets)), true
	}
	var ends [2]forms.QuadSurd
	var floors [2]*big.Int
	for i, t := range st.Targets {
		s, ok := forms.QuadSurdOf(c.Checker, t.E)
		if !ok {
			return decide.Undecided(kind, "the end %s is not read as a rational or a quadratic surd", statement.Clip(t.Src, 40)), true
		}
		f, exact, ok := surdFloor(s)
		if !ok {
			return decide.Undecided(kind, "the integer part of %s is not decided", s), true
		}
		if exact {
			return decide.Undecided(kind, "the end %s is the integer %s: whether \"between\" includes it is not said", statement.Clip(t.Src, 40), f), true
		}
		ends[i], floors[i] = s, f
	}
	lo, hi := 0, 1
	if floors[0].Cmp(floors[1]) > 0 {
		lo, hi = 1, 0
	}
	n := new(big.Int).Sub(floors[hi], floors[lo])
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "the number of integers is asked; the answer is not a single number"), true
	}
	v, err := c.Eval(a.Items[0].E, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	claimed, exact := v.Exact()
	if !exact {
		return decide.Undecided(kind, "the answer is not known exactly"), true
	}
	first := new(big.Int).Add(floors[lo], big.NewInt(1))
	var r decide.Result
	if claimed.Cmp(new(big.Rat).SetInt(n)) != 0 {
		r = decide.Refute(kind, "the integers between %s and %s are %s to %s, %s of them, not %s (⌊%s⌋ = %s and ⌊%s⌋ = %s, decided exactly)",
			ends[lo], ends[hi], first, floors[hi], n, claimed.RatString(), ends[lo], floors[lo], ends[hi], floors[hi])
	} else {
		r = decide.Confirm(kind, "the integers between %s and %s are %s to %s, %s of them, equal to the answer (⌊%s⌋ = %s and ⌊%s⌋ = %s, decided exactly)",
			ends[lo], ends[hi], first, floors[hi], n, ends[lo], floors[lo], ends[hi], floors[hi])
	}
	// The count from the statement's two ends, neither an integer:
	// ⌊hi⌋ - ⌊lo⌋, for other engines (kept where leg 1's own evaluation
	// gives it).
	floorOf := func(e ast.Expr) ast.Expr { return &ast.Func{Name: ast.Floor, Args: []ast.Expr{e}} }
	cmp := decide.Comparison{What: "⌊the larger end⌋ - ⌊the smaller end⌋ against the answer",
		Left: &ast.Binary{Op: ast.Sub, X: floorOf(st.Targets[hi].E), Y: floorOf(st.Targets[lo].E)}, Right: a.Items[0].E, Want: record.WantEqual}
	c.Spare(func() bool {
		if v, err := c.Eval(cmp.Left, nil); err == nil {
			if q, ok := v.Exact(); ok && q.Cmp(new(big.Rat).SetInt(n)) == 0 {
				r.Evidence = []decide.Comparison{cmp}
			}
		}
		return true
	})
	return r, true
}

// CheckIntegersBetween answers the number of integers between the
// statement's two constants. ok is false when the statement is not of that
// shape.
func CheckIntegersBetween(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkIntegersBetween(st, a)
}

// surdSign is the sign of p + q·√s, decided exactly.
func surdSign(a forms.QuadSurd) int {
	sp := a.P.Sign()
	if a.S == nil || a.Q.Sign() == 0 {
		return sp
	}
	sq := a.Q.Sign()
	if sp == 0 || sp == sq {
		return sq
	}
	// Opposite signs: the larger of p² and q²·s wins.
	p2 := new(big.Rat).Mul(a.P, a.P)
	q2s := new(big.Rat).Mul(new(big.Rat).Mul(a.Q, a.Q), a.S)
	switch p2.Cmp(q2s) {
	case 1:
		return sp
	case -1:
		return sq
	}
	return 0
}

// surdFloor is ⌊a⌋ and whether a is that integer; ok is false when a
// floating-point first guess is off by more than a few units.
func surdFloor(a forms.QuadSurd) (f *big.Int, exact, ok bool) {
	x := new(big.Float).SetPrec(200).SetRat(a.P)
	if a.S != nil && a.Q.Sign() != 0 {
		r := new(big.Float).SetPrec(200).SetRat(a.S)
		r.Sqrt(r)
		r.Mul(r, new(big.Float).SetPrec(200).SetRat(a.Q))
		x.Add(x, r)
	}
	g, _ := x.Int(nil) // truncated toward zero
	minus := func(n *big.Int) forms.QuadSurd {
		return forms.QuadSurd{P: new(big.Rat).Sub(a.P, new(big.Rat).SetInt(n)), Q: a.Q, S: a.S}
	}
	g.Sub(g, big.NewInt(2))
	for range 5 {
		next := new(big.Int).Add(g, big.NewInt(1))
		// ⌊a⌋ = g exactly when g ≤ a < g+1.
		if surdSign(minus(g)) >= 0 && surdSign(minus(next)) < 0 {
			return g, surdSign(minus(g)) == 0, true
		}
		g = next
	}
	return nil, false, false
}
