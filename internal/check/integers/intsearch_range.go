package integers

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The enumeration of an integer search (issue 25): the range from the
// conditions on the integer itself, then every candidate from the near end,
// in order, until one satisfies every condition.

// searchCond is a condition with its numbers evaluated.
type searchCond struct {
	statement.SearchCond
	arg, mod *big.Int
}

var bigOne = big.NewInt(1)

// searchStart is where a search starts and how it steps: the
// conditions, the range [lo, hi] (nil: open), the first candidate and the
// step (negative for a largest), the candidates it may try, and the note
// of a bound found for the range.
type searchStart struct {
	conds  []searchCond
	lo, hi *big.Int
	start  *big.Int
	dir    *big.Int
	limit  int
	bound  string
}

// searchFrom reads where the search s starts; why says why it cannot.
func searchFrom(s statement.IntSearch) (searchStart, string) {
	conds, why := searchConds(s)
	if why != "" {
		return searchStart{}, why
	}
	lo, hi, why := searchBounds(s, conds)
	if why != "" {
		return searchStart{}, why
	}
	bound := ""
	if s.Largest && hi == nil {
		hi, bound = powerBound(s, conds)
	}
	lo, hi, bound = relationEnds(s, conds, lo, hi, bound) // Issue 25 (OlympiadBench)
	step, limit := big.NewInt(1), searchMaxCandidates
	for _, c := range conds {
		if c.Op == statement.OpSameDivisors && limit == searchMaxCandidates { // issue 42, OlympiadBench: two factorisations a candidate, bounded by searchMaxWork
			limit = searchMaxSameDivisors
		} else if c.Subj != nil {
			limit = searchMaxFormula
		} else if c.Op == statement.OpDivisibleBy && !c.Not && c.arg.Sign() != 0 {
			g := new(big.Int).GCD(nil, nil, step, new(big.Int).Abs(c.arg))
			step.Mul(step, new(big.Int).Quo(new(big.Int).Abs(c.arg), g))
			if step.BitLen() > 62 {
				return searchStart{}, "the divisors' lcm is too large to search"
			}
		}
	}
	v, dir := new(big.Int), big.NewInt(1)
	if s.Largest {
		if hi == nil {
			return searchStart{}, "the range has no upper end; a largest integer cannot be found by search"
		}
		v.Sub(hi, new(big.Int).Mod(hi, step))
		dir.Neg(step)
	} else {
		if lo == nil {
			return searchStart{}, "the range has no lower end; a smallest integer cannot be found by search"
		}
		v.Add(lo, new(big.Int).Mod(new(big.Int).Neg(lo), step))
		dir.Set(step)
	}
	return searchStart{conds: conds, lo: lo, hi: hi, start: v, dir: dir, limit: limit, bound: bound}, ""
}

// searchInt finds the smallest or largest integer under the conditions.
func searchInt(s statement.IntSearch) (*big.Int, string, string) {
	sf, why := searchFrom(s)
	if why != "" {
		return nil, "", why
	}
	conds, lo, hi, bound, limit, v, dir := sf.conds, sf.lo, sf.hi, sf.bound, sf.limit, new(big.Int).Set(sf.start), sf.dir
	step := new(big.Int).Abs(dir)
	w := &algebra.Work{Left: searchMaxWork}
	start := new(big.Int).Set(v)
	for tried := 1; tried <= limit; tried++ {
		if lo != nil && v.Cmp(lo) < 0 || hi != nil && v.Cmp(hi) > 0 {
			return nil, "", fmt.Sprintf("no integer of the range %s satisfies the conditions", searchRangeText(lo, hi))
		}
		ok, err := searchHolds(v, conds, s.Var, w)
		if err != nil {
			return nil, "", fmt.Sprintf("at %s: %v", v, err)
		}
		if ok {
			if why := looseExact(v, conds); why != "" {
				return nil, "", why
			}
			return v, searchNote(s, conds, lo, hi, step, start, v, tried) + bound, ""
		}
		v.Add(v, dir)
	}
	return nil, "", fmt.Sprintf("no integer among the first %d candidates from %s satisfies the conditions", limit, start)
}

// searchConds evaluates the numbers of the conditions.
func searchConds(s statement.IntSearch) ([]searchCond, string) {
	var out []searchCond
	for _, c := range s.Conds {
		sc := searchCond{SearchCond: c}
		if c.Arg.V != nil || c.Arg.E != nil {
			v, err := numArgValue(c.Arg)
			if err != nil {
				return nil, err.Error()
			}
			sc.arg = v
		}
		if c.Mod.V != nil || c.Mod.E != nil {
			v, err := numArgValue(c.Mod)
			if err != nil {
				return nil, err.Error()
			}
			if v.Sign() <= 0 {
				return nil, fmt.Sprintf("the modulus %s", v)
			}
			sc.mod = v
		}
		if (c.Op == statement.OpDivisibleBy || c.Op == statement.OpEndsIn) && sc.arg.Sign() == 0 {
			return nil, fmt.Sprintf("the condition on %s", sc.arg)
		}
		out = append(out, sc)
	}
	return out, ""
}

// searchBounds is the range the conditions on the integer itself give.
func searchBounds(s statement.IntSearch, conds []searchCond) (lo, hi *big.Int, why string) {
	atLeast := func(b *big.Int) {
		if lo == nil || b.Cmp(lo) > 0 {
			lo = b
		}
	}
	atMost := func(b *big.Int) {
		if hi == nil || b.Cmp(hi) < 0 {
			hi = b
		}
	}
	negative, positive, power := false, false, false
	for _, c := range conds {
		if c.Subj != nil || c.Not {
			continue
		}
		switch c.Op {
		case statement.OpNegative:
			negative = true
			atMost(big.NewInt(-1))
		case statement.OpPositive:
			positive = true
			atLeast(big.NewInt(1))
		case statement.OpWhole:
			atLeast(big.NewInt(0))
		case statement.OpPrime:
			atLeast(big.NewInt(2))
		case statement.OpLess:
			atMost(new(big.Int).Sub(c.arg, bigOne))
		case statement.OpGreater:
			atLeast(new(big.Int).Add(c.arg, bigOne))
		case statement.OpSquare, statement.OpCube:
			power = true
		case statement.OpFactorOf:
			if c.arg.Sign() <= 0 {
				return nil, nil, fmt.Sprintf("the factors of %s", c.arg)
			}
			atLeast(big.NewInt(1))
			atMost(c.arg)
		}
	}
	for _, c := range conds {
		if c.Op != statement.OpDigits || c.Subj != nil {
			continue
		}
		if c.K < 2 {
			return nil, nil, "a one-digit number (is 0 one?)"
		}
		low := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(c.K-1)), nil)
		high := new(big.Int).Sub(new(big.Int).Mul(low, big.NewInt(10)), bigOne)
		if negative {
			low, high = high.Neg(high), low.Neg(low)
		}
		atLeast(low)
		atMost(high)
	}
	if power && !s.Largest && !positive && (lo == nil || lo.Sign() <= 0) {
		return nil, nil, "0 and negative cubes are perfect powers, and the statement does not say positive"
	}
	if lo != nil && hi != nil && lo.Cmp(hi) > 0 {
		return nil, nil, fmt.Sprintf("the range %s is empty", searchRangeText(lo, hi))
	}
	return lo, hi, ""
}

func searchRangeText(lo, hi *big.Int) string {
	l, h := "-∞", "∞"
	if lo != nil {
		l = lo.String()
	}
	if hi != nil {
		h = hi.String()
	}
	return fmt.Sprintf("[%s, %s]", l, h)
}

// searchNote says what was searched, for a reviewer.
func searchNote(s statement.IntSearch, conds []searchCond, lo, hi, step, start, found *big.Int, tried int) string {
	x := s.Var
	if x == "" {
		x = "n"
	}
	var ds []string
	for _, c := range conds {
		ds = append(ds, condText(c, x))
	}
	dir := "upward"
	if s.Largest {
		dir = "downward"
	}
	by := ""
	if step.Cmp(bigOne) != 0 {
		by = fmt.Sprintf(" in steps of %s", step)
	}
	kd := ""
	if s.KDigit {
		kd = " (a k-digit number read as positive unless the statement says negative)"
	}
	cands := "candidates"
	if tried == 1 {
		cands = "candidate"
	}
	return fmt.Sprintf("the %s %s with %s: searched %s = %s %s%s over %s exactly (%d %s), and %s is the first that satisfies every condition%s",
		s.Extreme, x, strings.Join(ds, ", "), x, start, dir, by, searchRangeText(lo, hi), tried, cands, found, kd)
}

// condText writes a condition for a note.
func condText(c searchCond, x string) string {
	subj := x
	if c.Subj != nil {
		subj = statement.Clip(c.SubjSrc, 30)
	}
	not := ""
	if c.Not {
		not = "not "
	}
	switch c.Op {
	case statement.OpPositive:
		return x + " > 0"
	case statement.OpNegative:
		return x + " < 0"
	case statement.OpWhole:
		return x + " ≥ 0"
	case statement.OpDigits:
		return fmt.Sprintf("%s of %d digits", x, c.K)
	case statement.OpLess:
		return fmt.Sprintf("%s < %s", subj, c.arg)
	case statement.OpGreater:
		return fmt.Sprintf("%s > %s", subj, c.arg)
	case statement.OpDivisibleBy:
		return fmt.Sprintf("%s %sdivisible by %s", subj, not, argText(c))
	case statement.OpCongruent:
		return fmt.Sprintf("%s ≡ %s (mod %s)", subj, c.arg, c.mod)
	case statement.OpCongruence:
		return subj
	case statement.OpDivisorCount:
		return fmt.Sprintf("%s has exactly %d positive divisors", subj, c.K)
	case statement.OpDivisorProduct:
		return fmt.Sprintf("the product of the positive divisors of %s (%s^(d/2) for its d divisors, factored exactly) equals %s", subj, subj, ast.Print(c.Rhs))
	case statement.OpDivisorsAtLeast:
		return fmt.Sprintf("%s has at least %s positive divisors (their number the product of the exponents plus one, factored exactly)", subj, c.arg)
	case statement.OpSameDivisors: // issue 42, OlympiadBench
		return fmt.Sprintf("%s and %s have the same number of positive divisors (each the product of the exponents plus one, factored exactly)", ast.Print(c.Subj), ast.Print(c.Rhs))
	case statement.OpPrimeCount:
		if c.Loose {
			return fmt.Sprintf("%s has %d distinct prime factors (exactly, or at least: the integer found has exactly %d, so both readings give it)", subj, c.K, c.K)
		}
		return fmt.Sprintf("%s has exactly %d distinct prime factors", subj, c.K)
	case statement.OpPrime:
		return fmt.Sprintf("%s %sprime", subj, not)
	case statement.OpSquare:
		return fmt.Sprintf("%s %sa perfect square", subj, not)
	case statement.OpCube:
		return fmt.Sprintf("%s %sa perfect cube", subj, not)
	case statement.OpOdd:
		return subj + " odd"
	case statement.OpEven:
		return subj + " even"
	case statement.OpDigitSum:
		return fmt.Sprintf("the digits of %s sum to %d", subj, c.K)
	case statement.OpEndsIn:
		return fmt.Sprintf("%s ends in the digits %s", subj, c.arg)
	case statement.OpFactorOf:
		return fmt.Sprintf("%s divides %s", subj, argText(c))
	case statement.OpDigitProduct:
		return fmt.Sprintf("the digits of %s multiply to %d", subj, c.K)
	case statement.OpGcdIs:
		return fmt.Sprintf("gcd(%s, %s) = %s", subj, c.arg, c.mod)
	case statement.OpRelation: // Issue 25 (OlympiadBench)
		return relationText(c)
	}
	return "?"
}

// powerBound is an upper end for "the largest n such that b^n divides N"
// (N ≠ 0, b ≥ 2): N is divided by b while it divides exactly; if it does k
// times, b^(k+1) does not divide N, and no b^n with n > k does (b^(k+1)
// divides it).
func powerBound(s statement.IntSearch, conds []searchCond) (*big.Int, string) {
	for _, c := range conds {
		p, ok := c.Subj.(*ast.Binary)
		if c.Op != statement.OpFactorOf || c.Not || !ok || p.Op != ast.Pow || c.arg.Sign() == 0 {
			continue
		}
		if id, ok := p.Y.(*ast.Ident); !ok || id.Name != s.Var {
			continue
		}
		b, err := algebra.IntValue(p.X)
		if err != nil || b.Cmp(big.NewInt(2)) < 0 {
			continue
		}
		n, k := new(big.Int).Abs(c.arg), int64(0)
		q, r := new(big.Int), new(big.Int)
		for {
			q.QuoRem(n, b, r)
			if r.Sign() != 0 {
				break
			}
			n.Set(q)
			k++
		}
		return big.NewInt(k), fmt.Sprintf(" (%s is divisible by %s^%d but not by %s^%d, so not by %s for any %s > %d)",
			argText(c), b, k, b, k+1, statement.Clip(c.SubjSrc, 20), s.Var, k)
	}
	return nil, ""
}

// looseExact requires the integer found to have exactly the number of
// prime factors a loose count names (then "exactly" and "at least" give
// the same integer).
func looseExact(v *big.Int, conds []searchCond) string {
	for _, c := range conds {
		if !c.Loose || c.Subj != nil {
			continue
		}
		f, err := algebra.Factorize(v, &algebra.Work{Left: searchMaxWork})
		if err != nil {
			return err.Error()
		}
		if len(f) != c.K {
			return fmt.Sprintf("%s has %d prime factors: \"with %d prime factors\" read as exactly %d and as at least %d would give different integers", v, len(f), c.K, c.K, c.K)
		}
	}
	return ""
}

// argText writes the number of a condition: its formula where it has one
// ("200!"), else its digits.
func argText(c searchCond) string {
	if c.Arg.E != nil {
		return statement.Clip(c.Arg.Src, 30)
	}
	return statement.Clip(c.arg.String(), 30)
}
