package audit

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// identityPoints is the number of sample points an identity of a worked
// solution must hold at.
const identityPoints = 4

// identity checks a step whose sides share free variables as an identity:
// it counts (stepIdentity) when it holds at identityPoints sample points;
// otherwise it is an equation being solved or a definition, and skipped.
func (a *solutionAuditor) identity(st record.SolutionStep, l, r memberValue) record.SolutionStep {
	vars := unionVars(l.vars, r.vars)
	switch {
	case len(vars) > maxIdentityVars:
		st.Why = "too many free variables"
		return st
	case statement.Contains(l.expr, isBigOp) || statement.Contains(r.expr, isBigOp):
		st.Why = "a sum or a product with free variables (not sampled)"
		return st
	}
	smp := a.c.NewSampler(vars, nil, false)
	// A step of a solution is not built against the sampler: the
	// ordinary points suffice, and the hard ones cost a primality test.
	smp.Hard = 0
	good := 0
	for try := 0; try < 3*identityPoints && good < identityPoints; try++ {
		env, ok := smp.Point()
		if !ok {
			break
		}
		lv, err1 := a.c.Eval(l.expr, env)
		rv, err2 := a.c.Eval(r.expr, env)
		if err1 != nil || err2 != nil {
			continue
		}
		if decide.Compare(lv, rv) != decide.Same {
			st.Why = "not an identity: an equation being solved or a definition"
			return st
		}
		good++
	}
	if good < identityPoints {
		st.Why = "too few admissible sample points"
		return st
	}
	st.Outcome = stepIdentity
	st.Why = fmt.Sprintf("an identity in %s, equal at %d sample points", strings.Join(vars, ", "), good)
	return st
}

// unionVars is the sorted union of two lists of names.
func unionVars(a, b []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, v := range append(append([]string(nil), a...), b...) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// plainNumberRe is a number as a solution writes a rounding: an optional
// sign, digits, an optional decimal point (or comma) and digits.
var plainNumberRe = regexp.MustCompile(`^-?\s*\d*(?:(?:\.|\{,\}|,)(\d+))?$`)

// roundedStep says whether a false step is a value and its rounding: one
// side is a plain number with d decimals (d ≥ 1) and the other is within
// 10^-d of it (a rounding or a truncation), or one side is a whole number
// and the other, not whole, is within 1 of it.
func roundedStep(left, right string, lv, rv cas.Value) (string, bool) {
	for _, p := range []struct {
		lit string
		val cas.Value
		num cas.Value
	}{{right, lv, rv}, {left, rv, lv}} {
		lit := strings.TrimSpace(strings.NewReplacer(`\$`, "", `\%`, "", " ", "").Replace(p.lit))
		m := plainNumberRe.FindStringSubmatch(lit)
		if m == nil || !strings.ContainsAny(lit, "0123456789") {
			continue
		}
		d := len(m[1])
		if d == 0 {
			if r, ok := p.val.Exact(); ok && r.IsInt() {
				continue
			}
		}
		ulp := new(big.Float).SetPrec(decide.PrecBits).SetRat(new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)), nil)))
		diff := new(big.Float).SetPrec(decide.PrecBits).Sub(p.val.Float(decide.PrecBits), p.num.Float(decide.PrecBits))
		if diff.Abs(diff).Cmp(ulp) < 0 {
			return fmt.Sprintf("a value and its rounding to %d decimals (%s against %s)", d, p.val.Text(d+3), lit), true
		}
	}
	return "", false
}

// isBigOp says e is a sum or a product over an index.
func isBigOp(e ast.Expr) bool {
	_, ok := e.(*ast.BigOp)
	return ok
}
