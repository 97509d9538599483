package decide

import (
	"errors"
	"fmt"
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
	r, unit := c.foundVerdict1(st, kind, what, found, errEst, how, ansE, ansSrc)
	if r.Verdict != record.Undecided {
		r = WithValueEvidence(r, what, found, ansE, nil)
		r.Evidence[0].Round = unit
	}
	return r
}

// foundVerdict1 is FoundVerdict without the evidence, and the unit of the
// rounding rule when that decided.
func (c *Checker) foundVerdict1(st *statement.Statement, kind statement.Kind, what string, found cas.Value, errEst *big.Float, how string, ansE ast.Expr, ansSrc string) (Result, *big.Rat) {
	vs := Show(found)
	est := ""
	if errEst != nil && errEst.Sign() != 0 {
		est = ", error estimate " + errEst.Text('g', 2)
	}
	eq := c.decideEqual(found, errEst, ansE)
	if eq.State == Same {
		return Confirm(kind, "%s is %s (%s%s), %s to the answer %s", what, vs, how, est, eq.Text(), statement.Clip(ansSrc, 40)), nil
	}
	if rd := c.decideRounding(st, found, errEst, ansE, shownValue(what, found)); rd.applies {
		switch rd.state {
		case Same:
			return Confirm(kind, "%s (%s)", rd.note, how), rd.unit
		case Differ:
			return Refute(kind, "%s (%s)", rd.note, how), rd.unit
		}
		return Undecided(kind, "%s (%s)", rd.note, how), nil
	}
	if eq.State == Differ {
		return Refute(kind, "%s is %s (%s%s), but the answer %s differs from it by %s", what, vs, how, est, statement.Clip(ansSrc, 40), eq.Diff.Text('g', 3)), nil
	}
	return Undecided(kind, "%s is %s (%s%s); the answer %s: %s", what, vs, how, est, statement.Clip(ansSrc, 40), eq.Why), nil
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

// MaxPrecBits is the top of the ladder of precisions on which a closed
// value is decided (CompareValue): PrecBits, HiPrecBits, then this.
const MaxPrecBits = 4096

// precLadder is the precisions a closed value is enclosed at, in order.
var precLadder = []uint{PrecBits, HiPrecBits, MaxPrecBits}

// capacity is the digits a comparison at prec bits can show.
func capacity(prec uint) int { return int(float64(prec)*0.30103) - 3 }

// AtPrec is c at prec bits (the generators shared, as in HiChecker).
func (c *Checker) AtPrec(prec uint) *Checker {
	hc := *c
	hc.Cas = c.Cas.WithPrec(prec)
	hc.HiDeriv = prec > PrecBits
	return &hc
}

// closedValues evaluates the statement's expression and the answer at
// c's precision, the substitutions bound first; scale is the larger
// |log10| of a value met on the way (cas.Trace), inexact says an
// inexact value was met.
func (c *Checker) closedValues(st *statement.Statement, f statement.Formula, ansE ast.Expr) (lv, rv cas.Value, env cas.Env, tr cas.Trace, err error) {
	env, err = c.BindSubsts(st.Substs, nil)
	if err != nil {
		return lv, rv, nil, tr, err
	}
	lv, tl, err := c.evalTrace(f.E, env)
	if err != nil {
		return lv, rv, env, tr, fmt.Errorf("the statement's expression cannot be evaluated: %w", err)
	}
	rv, ta, err := c.evalTrace(ansE, env)
	if err != nil {
		return lv, rv, env, tr, fmt.Errorf("the answer cannot be evaluated: %w", err)
	}
	tr = cas.Trace{Scale: max(tl.Scale, ta.Scale), Inexact: tl.Inexact || ta.Inexact}
	return lv, rv, env, tr, nil
}

// compareValue compares a variable-free statement expression with the
// answer (docs/leg1-equality.md): both are enclosed (cas) at the first
// precision of the ladder that can show the digits needed, and again at
// the next while the enclosures neither separate nor agree to those
// digits. Disjoint enclosures refute; exact values decide exactly; an
// agreement to the digits needed is numerical evidence, not a proof, and
// the note says so. The digits needed are those the answer asks for, and
// twice the largest |log10| of a term met in either (a term 10^-200 or
// e^1000 can be absorbed past the result's own digits). A rounded decimal
// answer is decided by the rounding rule on the enclosure.
func (c *Checker) CompareValue(st *statement.Statement, f statement.Formula, ansE ast.Expr, ansSrc string, kind statement.Kind, cmp Comparison) Result {
	demand := c.AnswerDemand(ansE)
	r := func(res Result, env cas.Env) Result {
		if len(env) > 0 {
			cmp.Points = []cas.Env{env} // the indicated substitution, for other engines
		}
		res.Evidence = []Comparison{cmp}
		return res
	}
	last := ""
	for _, prec := range precLadder {
		cc := c.AtPrec(prec)
		lv, rv, env, tr, err := cc.closedValues(st, f, ansE)
		if errors.Is(err, cas.ErrPrecision) {
			last = err.Error()
			continue
		}
		if err != nil {
			return Undecided(kind, "%v", err)
		}
		if fr, ok := lv.Exact(); ok {
			if ar, ok := rv.Exact(); ok {
				if fr.Cmp(ar) != 0 {
					if rd := cc.decideRounding(st, lv, nil, ansE, shownValue(ast.Print(f.E), lv)); rd.applies {
						return roundingVerdict(kind, rd, func(res Result) Result { return r(res, env) })
					}
				}
				return r(exactValueVerdict(kind, lv, fr, ar, ansSrc, tr.Inexact, prec), env)
			}
		}
		need := max(MinEqualDigits, demand+EqualGuard, 2*tr.Scale+EqualGuard)
		if need > capacity(prec) {
			last = fmt.Sprintf("%d digits are needed (the answer asks for %d; a term of size 10^±%d met on the way asks for twice that), more than %d bits give (%d)", need, demand, tr.Scale, prec, capacity(prec))
			if prec < MaxPrecBits {
				continue
			}
			if rd := cc.decideRounding(st, lv, nil, ansE, shownValue(ast.Print(f.E), lv)); rd.applies && rd.state != Unsure {
				return roundingVerdict(kind, rd, func(res Result) Result { return r(res, env) })
			}
			if eq := NumericCore(Equality{State: Unsure, Demand: demand}, lv, rv, ValueBounds{Demand: demand, Proven: true}, prec, need); eq.State == Differ {
				return r(Refute(kind, "the statement's expression evaluates to %s, %s: their enclosures are apart, by %s%s", Show(lv), AnswerIs(ansSrc, Show(rv)), eq.Diff.Text('g', 3), precNote(prec, 0, 0)), env)
			}
			break
		}
		eq := NumericCore(Equality{State: Unsure, Demand: demand}, lv, rv, ValueBounds{Demand: demand, Proven: true}, prec, need)
		if eq.State == Same {
			return r(Confirm(kind, "the statement's expression evaluates to %s, %s to the answer%s", Show(lv), eq.Text(), precNote(prec, need, tr.Scale)), env)
		}
		if rd := cc.decideRounding(st, lv, nil, ansE, shownValue(ast.Print(f.E), lv)); rd.applies {
			if rd.state != Unsure || prec == MaxPrecBits {
				return roundingVerdict(kind, rd, func(res Result) Result { return r(res, env) })
			}
			last = rd.note
			continue
		}
		if eq.State == Differ {
			diff := ""
			if InexactPair(lv, rv) {
				diff = fmt.Sprintf(": their enclosures are apart, by %s", eq.Diff.Text('g', 3))
			}
			return r(Refute(kind, "the statement's expression evaluates to %s, %s%s%s", Show(lv), AnswerIs(ansSrc, Show(rv)), diff, precNote(prec, 0, 0)), env)
		}
		last = fmt.Sprintf("the statement's value %s and the answer %s: %s", lv.Text(30), rv.Text(30), eq.Why)
	}
	return Undecided(kind, "the values could not be decided on enclosures up to %d bits: %s", MaxPrecBits, last)
}

// roundingVerdict is the verdict of the rounding rule (with the
// comparison as evidence, by withEvidence, when it decided).
func roundingVerdict(kind statement.Kind, rd rounding, withEvidence func(Result) Result) Result {
	var r Result
	switch rd.state {
	case Same:
		r = withEvidence(Confirm(kind, "%s", rd.note))
	case Differ:
		r = withEvidence(Refute(kind, "%s", rd.note))
	default:
		return Undecided(kind, "%s", rd.note)
	}
	for i := range r.Evidence {
		if r.Evidence[i].Want == record.WantEqual {
			r.Evidence[i].Round = rd.unit
		}
	}
	return r
}

// exactValueVerdict decides two exact values: by exact arithmetic alone,
// or, when an inexact value was met on the way (the integer part of an
// irrational number), on a proven enclosure.
func exactValueVerdict(kind statement.Kind, lv cas.Value, fr, ar *big.Rat, ansSrc string, fromEnclosure bool, prec uint) Result {
	how := "equal exactly"
	if fromEnclosure {
		how = fmt.Sprintf("equal (an exact value decided on a proven enclosure at %d bits)", prec)
	}
	if fr.Cmp(ar) == 0 {
		return Confirm(kind, "the statement's expression evaluates to %s, %s to the answer", Show(lv), how)
	}
	return Refute(kind, "the statement's expression evaluates to %s, %s", Show(lv), AnswerIs(ansSrc, ar.RatString()))
}

// precNote says at which precision a value was enclosed, and why, when
// that was above the working precision.
func precNote(prec uint, need, scale int) string {
	switch {
	case prec == PrecBits:
		return ""
	case need > 0 && 2*scale+EqualGuard >= need:
		return fmt.Sprintf(" (enclosed at %d bits: a term of size 10^±%d asks for %d digits)", prec, scale, need)
	}
	return fmt.Sprintf(" (enclosed at %d bits)", prec)
}
