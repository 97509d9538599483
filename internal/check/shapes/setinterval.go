package shapes

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42, Gaokao: the intersection of sets given by set-builder
// conditions linear in their letter ("$M=\{x|x+2\geq 0\},N=\{x|x-1<0\}$,
// find $M \cap N$."), asked as a set-builder interval. Each comparison of
// a condition, L op R with L − R of degree exactly 1 (rational
// coefficients), is a half-line x op' c with c exact; the intersection is
// the interval bounded by the tightest ends, compared end by end (value
// and openness) with the answer's condition read the same way. An empty
// or one-point interval, a condition with "=", a union or a complement:
// not decided here.

// halfLines is an interval of the real line: ends nil when unbounded,
// closed when the end belongs to it; src names the comparison each end
// comes from (for the evidence).
type halfLines struct {
	lo, hi             *big.Rat
	loClosed, hiClosed bool
	loSrc, hiSrc       [2]ast.Expr
}

// meet narrows iv by the condition of d; ok is false when a comparison is
// not linear in d's letter or not an inequality.
func (c *checker) meet(iv *halfLines, d statement.SetDef) bool {
	rel, ok := d.Cond.(*ast.Rel)
	if !ok {
		return false
	}
	for i, op := range rel.Ops {
		l, r := rel.Args[i], rel.Args[i+1]
		p, ok := forms.PolyOf(c.Checker, &ast.Binary{Op: ast.Sub, X: l, Y: r}, d.Var)
		if !ok || p.Deg() != 1 {
			return false
		}
		at := new(big.Rat).Quo(new(big.Rat).Neg(p[0]), p[1])
		var upper, closed bool
		switch op {
		case ast.Lt, ast.Le:
			upper, closed = p[1].Sign() > 0, op == ast.Le
		case ast.Gt, ast.Ge:
			upper, closed = p[1].Sign() < 0, op == ast.Ge
		default:
			return false
		}
		src := [2]ast.Expr{l, r}
		if upper {
			if iv.hi == nil || at.Cmp(iv.hi) < 0 {
				iv.hi, iv.hiClosed, iv.hiSrc = at, closed, src
			} else if at.Cmp(iv.hi) == 0 {
				iv.hiClosed = iv.hiClosed && closed
			}
		} else {
			if iv.lo == nil || at.Cmp(iv.lo) > 0 {
				iv.lo, iv.loClosed, iv.loSrc = at, closed, src
			} else if at.Cmp(iv.lo) == 0 {
				iv.loClosed = iv.loClosed && closed
			}
		}
	}
	return true
}

func (iv halfLines) String() string {
	lo, hi := "(-∞", "+∞)"
	if iv.lo != nil {
		lo = map[bool]string{true: "[", false: "("}[iv.loClosed] + iv.lo.RatString()
	}
	if iv.hi != nil {
		hi = iv.hi.RatString() + map[bool]string{true: "]", false: ")"}[iv.hiClosed]
	}
	return lo + ", " + hi
}

// proper says the interval has more than one point.
func (iv halfLines) proper() bool { return iv.lo == nil || iv.hi == nil || iv.lo.Cmp(iv.hi) < 0 }

func sameEnd(a, b *big.Rat, ca, cb bool) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Cmp(b) == 0 && ca == cb
}

// checkSetInterval decides q when its target is an intersection of
// set-builder sets, each condition linear; ok is false when it is not.
func (c *checker) checkSetInterval(q statement.SetQuestion, answerSrc string) (decide.Result, bool) {
	var names []string
	var walk func(n *statement.SetNode) bool
	walk = func(n *statement.SetNode) bool {
		switch n.Op {
		case "name":
			names = append(names, n.Name)
			return q.Defs[n.Name].Elems == nil
		case "cap":
			return walk(n.X) && walk(n.Y)
		}
		return false
	}
	if !walk(q.Target) {
		return decide.Result{}, false
	}
	var got halfLines
	for _, n := range names {
		if !c.meet(&got, q.Defs[n]) {
			return decide.Result{}, false
		}
	}
	kind := statement.KindValue
	ad, ok := statement.ReadSetBuilderAnswer(answerSrc)
	var want halfLines
	if !ok || !c.meet(&want, ad) || !got.proper() || !want.proper() {
		return decide.Undecided(kind, "the set %s is asked, and the answer is not an interval read as one condition", statement.Clip(q.TargetSrc, 40)), true
	}
	how := fmt.Sprintf("%s is the interval %s (each condition linear, its end solved exactly)", q.TargetSrc, got)
	if !sameEnd(got.lo, want.lo, got.loClosed, want.loClosed) || !sameEnd(got.hi, want.hi, got.hiClosed, want.hiClosed) {
		return decide.Refute(kind, "%s, not %s", how, want), true
	}
	r := decide.Confirm(kind, "%s, the answer's interval", how)
	for _, e := range []struct {
		at  *big.Rat
		src [2]ast.Expr
	}{{got.lo, got.loSrc}, {got.hi, got.hiSrc}} {
		if e.at != nil {
			v := q.Defs[names[0]].Var
			r.Evidence = append(r.Evidence, decide.Comparison{What: "an end of the interval, " + v + " = " + e.at.RatString() + ", where its condition's sides meet",
				Left: e.src[0], Right: e.src[1], Points: []cas.Env{{v: cas.Rat(e.at)}}, Want: record.WantEqual})
		}
	}
	return r, true
}
