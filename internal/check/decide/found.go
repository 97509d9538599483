package decide

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// numericVerdict compares a numerically computed value (with an absolute
// error estimate errEst) with the answer by the one decision of equality
// (decideEqual) and, for a decimal answer, the rounding rule
// (decideRounding).
func (c *Checker) NumericVerdict(st *statement.Statement, kind statement.Kind, what string, val, errEst *big.Float, how string, ansE ast.Expr, ansSrc string) Result {
	return c.FoundVerdict(st, kind, what, cas.Float(val), errEst, how, ansE, ansSrc)
}

// foundVerdict is numericVerdict for a value found exactly or numerically
// (errEst nil or 0 when found is exact).
func (c *Checker) FoundVerdict(st *statement.Statement, kind statement.Kind, what string, found cas.Value, errEst *big.Float, how string, ansE ast.Expr, ansSrc string) Result {
	r := c.foundVerdict1(st, kind, what, found, errEst, how, ansE, ansSrc)
	if r.Verdict != record.Undecided {
		r = WithValueEvidence(r, what, found, ansE, nil)
	}
	return r
}

func (c *Checker) foundVerdict1(st *statement.Statement, kind statement.Kind, what string, found cas.Value, errEst *big.Float, how string, ansE ast.Expr, ansSrc string) Result {
	vs := Show(found)
	est := ""
	if errEst != nil && errEst.Sign() != 0 {
		est = ", error estimate " + errEst.Text('g', 2)
	}
	eq := c.decideEqual(found, errEst, ansE)
	if eq.State == Same {
		return Confirm(kind, "%s is %s (%s%s), %s to the answer %s", what, vs, how, est, eq.Text(), statement.Clip(ansSrc, 40))
	}
	if rd := c.decideRounding(st, found, errEst, ansE, shownValue(what, found)); rd.applies {
		switch rd.state {
		case Same:
			return Confirm(kind, "%s (%s)", rd.note, how)
		case Differ:
			return Refute(kind, "%s (%s)", rd.note, how)
		}
		return Undecided(kind, "%s (%s)", rd.note, how)
	}
	if eq.State == Differ {
		return Refute(kind, "%s is %s (%s%s), but the answer %s differs from it by %s", what, vs, how, est, statement.Clip(ansSrc, 40), eq.Diff.Text('g', 3))
	}
	return Undecided(kind, "%s is %s (%s%s); the answer %s: %s", what, vs, how, est, statement.Clip(ansSrc, 40), eq.Why)
}

// exactErr is the error bound of a value leg 1's exact methods found: 0
// for a rational, else 10^-30 relative (an isolated root of an exact
// polynomial refined at precBits).
func ExactErr(v cas.Value) *big.Float {
	if v.IsExact() {
		return nil
	}
	e := BfAbs(v.Float(PrecBits))
	if e.Cmp(Bf(1)) < 0 {
		e = Bf(1)
	}
	return e.Mul(e, Bf(1e-30))
}

// compareValue compares a variable-free statement expression with the
// answer: exactly when both are rational, with the tolerance of the printed
// precision when the answer is a rounded decimal.
func (c *Checker) CompareValue(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, kind statement.Kind, cmp Comparison) Result {
	env, err := c.BindSubsts(st.Substs, nil)
	if err != nil {
		return Undecided(kind, "%v", err)
	}
	lv, err := c.Eval(f.E, env)
	if err != nil {
		return Undecided(kind, "the statement's expression cannot be evaluated: %v", err)
	}
	rv, err := c.Eval(ansE, env)
	if err != nil {
		return Undecided(kind, "the answer cannot be evaluated: %v", err)
	}
	if len(env) > 0 {
		cmp.Points = []cas.Env{env} // the indicated substitution, for other engines
	}
	r := func(res Result) Result {
		res.Evidence = []Comparison{cmp}
		return res
	}
	eq := DecideUnbounded(lv, rv, nil, c.AnswerDemand(ansE))
	state := eq.State
	if (state == Same || eq.Near) && InexactPair(lv, rv) {
		// Equal (or near it) at precBits: decided at hiPrecBits.
		if need := c.AnswerDemand(ansE) + EqualGuard; need > HiDigits {
			return Undecided(kind, "the statement's expression evaluates to %s and agrees with the answer %s to 30 digits, but the answer asks for %d digits, more than leg 1 computes (%d)",
				lv.Text(30), statement.Clip(ansSrc, 40), need-EqualGuard, HiDigits-EqualGuard)
		}
		h := c.Recheck(f.E, ansE, nil, st.Substs, lv, rv)
		switch h.State {
		case Same:
			return r(Confirm(kind, "the statement's expression evaluates to %s, equal to %d digits, numerically to the answer (at %d bits; %d digits at %d bits)", Show(lv), HiDigits, HiPrecBits, eq.Digits, PrecBits))
		case Differ:
			return r(Refute(kind, "the statement's expression and the answer %s agree to 30 digits at %d bits, but at %d bits they are %s and %s (a difference of %s)",
				statement.Clip(ansSrc, 60), PrecBits, HiPrecBits, h.Lv.Text(60), h.Rv.Text(60), h.Diff.Text('g', 3)))
		}
		return Undecided(kind, "the statement's expression evaluates to %s and agrees with the answer %s to 30 digits at %d bits, but %s", lv.Text(30), statement.Clip(ansSrc, 40), PrecBits, h.Why())
	}
	if state == Same {
		return r(Confirm(kind, "the statement's expression evaluates to %s, %s to the answer", Show(lv), eq.Text()))
	}
	if rd := c.decideRounding(st, lv, nil, ansE, shownValue(ast.Print(f.E), lv)); rd.applies {
		switch rd.state {
		case Same:
			return r(Confirm(kind, "%s", rd.note))
		case Differ:
			return r(Refute(kind, "%s", rd.note))
		}
		return Undecided(kind, "%s", rd.note)
	}
	if state == Unsure {
		return Undecided(kind, "the statement's value %s and the answer %s: %s", lv.Text(30), rv.Text(30), eq.Why)
	}
	return r(Refute(kind, "the statement's expression evaluates to %s, the answer %s is %s", Show(lv), statement.Clip(ansSrc, 60), Show(rv)))
}
