package integers

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/congruence"
)

// Issue 42 (MATH Number Theory): the solutions of congruences
// A_i ≡ B_i (mod m_i) in one unknown x, each A_i - B_i a polynomial in x
// with integer coefficients (no inverse), so that the set of solutions is
// periodic with period L = lcm(m_i). The question asks for one solution
// in a range (checkCongruence), or for the count, the sum, the smallest,
// the largest, or the sum or mean of the two smallest solutions of a
// range. A closed range (at most maxCongruenceRange integers) is tried
// whole; a range open above is tried on [lo, lo + 2L - 1], which holds
// its smallest two solutions when it has any (s a solution, so is s + L);
// a range open below on [hi - 2L + 1, hi], likewise. Every integer is
// decided exactly (algebra.IntMod). A fact the statement states ("Notice
// that $31\cdot37=1147$.") must hold exactly, else the row is undecided.
// An aggregate that differs from the answer is left undecided (the
// wording may mean another range), never refuted.

// maxSolutionsEvidence is the most solutions whose congruences the
// evidence records one by one.
const maxSolutionsEvidence = 12

// congruenceCond is one congruence of a system: d ≡ 0 (mod m).
type congruenceCond struct {
	d   ast.Expr
	m   *big.Int
	src string
}

// checkSolutions checks the questions of statement/congruence's
// solutions.go: it verifies the notes, sets a range "0 to M-1" and
// hands a question for the one solution to checkCongruence.
func (c *checker) checkSolutions(q congruence.Question, answerSrc string) decide.Result {
	kind := statement.KindValue
	und := func(format string, args ...any) decide.Result {
		return decide.Undecided(kind, "%s (%s)", fmt.Sprintf(format, args...), q.Shape)
	}
	m, err := closedInt(q.Mod)
	if err != nil || m.Cmp(big.NewInt(2)) < 0 {
		return und("the modulus %s is not an integer above 1", statement.Clip(q.Mod, 20))
	}
	if q.HiBelowMod {
		q.Hi, q.HiBelowMod = new(big.Int).Sub(m, bigOne), false
	}
	for _, n := range q.Notes {
		l, err1 := closedInt(n.Left)
		r, err2 := closedInt(n.Right)
		if err1 != nil || err2 != nil || l.Cmp(r) != 0 {
			return und("the statement's fact %s = %s does not hold exactly", n.Left, n.Right)
		}
	}
	q.Notes = nil
	if q.Agg == congruence.AggOne && len(q.Also) == 0 {
		return c.checkCongruence(q, answerSrc)
	}
	conds, l, why := congruenceSystem(q)
	if why != "" {
		return und("%s", why)
	}
	lo, hi, why := solutionWindow(q, l)
	if why != "" {
		return und("%s", why)
	}
	var sols []*big.Int
	count, sum := 0, new(big.Int)
	for x := new(big.Int).Set(lo); x.Cmp(hi) <= 0; x.Add(x, bigOne) {
		ok, err := solvesAll(conds, q.Var, x)
		if err != nil {
			return und("the congruences cannot be computed at %s = %s: %v", q.Var, x, err)
		}
		if !ok {
			continue
		}
		count++
		sum.Add(sum, x)
		if len(sols) <= maxSolutionsEvidence {
			sols = append(sols, new(big.Int).Set(x))
		} else if q.Agg == congruence.AggMax {
			sols[len(sols)-1] = new(big.Int).Set(x)
		}
	}
	value, used, what := solutionAggregate(q.Agg, sols, count, sum)
	if value == nil {
		return und("%s over [%s, %s] (the solutions repeat with period %s)", what, lo, hi, l)
	}
	a := strings.TrimSpace(answerSrc)
	if q.Agg == congruence.AggCount {
		a = strings.TrimSpace(strings.TrimSuffix(a, `\text{ integers}`)) // "18 \text{ integers}" answers how many integers
	}
	got, ok := statement.AnswerInteger(a)
	if !ok {
		return und("the answer %q is not an integer written in digits", statement.Clip(answerSrc, 30))
	}
	how := fmt.Sprintf("%s: of the integers %s in [%s, %s], tried one by one (the solutions repeat with period %s), %d solve %s; %s is %s",
		q.Shape, q.Var, lo, hi, l, count, condsText(conds), what, value.RatString())
	if value.Cmp(new(big.Rat).SetInt(got)) != 0 {
		return und("%s, not the answer %s", how, got)
	}
	r := decide.WithExactEvidence(decide.Confirm(kind, "%s, equal to the answer", how), what+", computed exactly", value, decide.IntExpr(got))
	for _, s := range used {
		for _, cd := range conds {
			if cmp, ok := decide.CongruentZero(fmt.Sprintf("%s ≡ 0 (mod %s) at %s = %s", cd.src, cd.m, q.Var, s), substAll(cd.d, map[string]*big.Int{q.Var: s}), cd.m); ok {
				r.Evidence = append(r.Evidence, cmp)
			}
		}
	}
	return r
}

// congruenceSystem reads the congruences of q, each a polynomial in its
// unknown with integer coefficients and no inverse, and the lcm of
// their moduli (at most maxCongruenceRange/2).
func congruenceSystem(q congruence.Question) ([]congruenceCond, *big.Int, string) {
	all := append([]congruence.Given{{Left: q.Left, Right: q.Right, Mod: q.Mod}}, q.Also...)
	var conds []congruenceCond
	l := big.NewInt(1)
	allowed := map[string]bool{q.Var: true}
	for _, g := range all {
		gm, err := closedInt(g.Mod)
		if err != nil || gm.Cmp(big.NewInt(2)) < 0 {
			return nil, nil, "a modulus is not an integer above 1"
		}
		d, err := parseDiff(g.Left, g.Right)
		if err != nil {
			return nil, nil, fmt.Sprintf("a congruence is not read: %v", err)
		}
		if hasInverse(g.Left+g.Right) || !polyIn(d, allowed) {
			return nil, nil, "a congruence is not a polynomial with integer coefficients in its unknown"
		}
		conds = append(conds, congruenceCond{d, gm, fmt.Sprintf("%s - (%s)", g.Left, g.Right)})
		l.Mul(l, new(big.Int).Quo(gm, new(big.Int).GCD(nil, nil, l, gm)))
		if l.Cmp(big.NewInt(maxCongruenceRange/2)) > 0 {
			return nil, nil, fmt.Sprintf("the lcm of the moduli is above %d", maxCongruenceRange/2)
		}
	}
	return conds, l, ""
}

// solutionWindow is the range of integers tried: the closed range, or
// two periods from its closed end.
func solutionWindow(q congruence.Question, l *big.Int) (*big.Int, *big.Int, string) {
	twoL := new(big.Int).Lsh(l, 1)
	lo, hi := q.Lo, q.Hi
	switch {
	case lo != nil && hi != nil:
	case lo != nil && (q.Agg == congruence.AggMin || q.Agg == congruence.AggSumTwo || q.Agg == congruence.AggMeanTwo):
		hi = new(big.Int).Sub(new(big.Int).Add(lo, twoL), bigOne)
	case hi != nil && q.Agg == congruence.AggMax:
		lo = new(big.Int).Add(new(big.Int).Sub(hi, twoL), bigOne)
	default:
		return nil, nil, "the range is open where the question needs it closed"
	}
	size := new(big.Int).Sub(hi, lo)
	if size.Sign() < 0 || size.Cmp(big.NewInt(maxCongruenceRange)) >= 0 {
		return nil, nil, fmt.Sprintf("the range [%s, %s] is empty or longer than %d", lo, hi, maxCongruenceRange)
	}
	return lo, hi, ""
}

// solvesAll reports whether x solves every congruence.
func solvesAll(conds []congruenceCond, x string, v *big.Int) (bool, error) {
	for _, cd := range conds {
		r, err := residueOf(substAll(cd.d, map[string]*big.Int{x: v}), cd.m, false)
		if err != nil {
			return false, err
		}
		if r.Sign() != 0 {
			return false, nil
		}
	}
	return true, nil
}

// solutionAggregate is the value asked of the solutions (sols: the first
// ones in increasing order, the last replaced by the largest for
// AggMax), the solutions it is made of (for the evidence) and its name;
// value nil when the solutions do not give it (what says why).
func solutionAggregate(agg congruence.Agg, sols []*big.Int, count int, sum *big.Int) (*big.Rat, []*big.Int, string) {
	small := func(n int) []*big.Int {
		if count > maxSolutionsEvidence {
			return nil
		}
		return sols[:n]
	}
	switch agg {
	case congruence.AggCount:
		return new(big.Rat).SetInt64(int64(count)), small(count), "the number of solutions"
	case congruence.AggSum:
		return new(big.Rat).SetInt(sum), small(count), "the sum of the solutions"
	}
	if count == 0 {
		return nil, nil, "no integer solves the congruences"
	}
	switch agg {
	case congruence.AggMin:
		return new(big.Rat).SetInt(sols[0]), sols[:1], "the smallest solution"
	case congruence.AggMax:
		last := sols[len(sols)-1]
		return new(big.Rat).SetInt(last), []*big.Int{last}, "the largest solution"
	}
	if count < 2 {
		return nil, nil, "fewer than two integers solve the congruences"
	}
	s := new(big.Rat).SetInt(new(big.Int).Add(sols[0], sols[1]))
	if agg == congruence.AggMeanTwo {
		return s.Quo(s, big.NewRat(2, 1)), sols[:2], "the mean of the two smallest solutions"
	}
	if agg == congruence.AggSumTwo {
		return s, sols[:2], "the sum of the two smallest solutions"
	}
	return nil, nil, "the question is not read"
}

func condsText(conds []congruenceCond) string {
	var ps []string
	for _, cd := range conds {
		ps = append(ps, fmt.Sprintf("%s ≡ 0 (mod %s)", cd.src, cd.m))
	}
	return strings.Join(ps, " and ")
}
