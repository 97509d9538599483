package integers

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42: the number of integers under conditions ("How many positive
// three-digit integers are not multiples of 7?"), read by the search
// grammar (statement.SearchCount) and counted by enumeration: every
// integer of the range the conditions close, or every divisor of the
// number whose factors are counted, each condition decided exactly. A
// range open at either end, more than countMaxCandidates candidates, or
// words with two readings that give two counts leave it undecided.

// countMaxCandidates bounds the candidates a count tries (countMaxFormula
// where a condition evaluates a formula).
const (
	countMaxCandidates = 100_000
	countMaxFormula    = 3_000
)

// countReading is one reading of a count's words: its conditions, whether
// negative divisors count, and what the reading chose.
type countReading struct {
	conds  []statement.SearchCond
	signed bool
	chose  []string
}

// countReadings expands the Loose conditions of a count into its readings.
func countReadings(s statement.IntSearch) []countReading {
	rs := []countReading{{}}
	for _, c := range s.Conds {
		var alts [][]statement.SearchCond
		var names []string
		switch c.Op {
		case statement.OpBetween:
			a, b := c.Arg, c.Mod
			incl := []statement.SearchCond{{Op: statement.OpGreater, Arg: shifted(a, -1)}, {Op: statement.OpLess, Arg: shifted(b, 1)}}
			alts, names = [][]statement.SearchCond{incl}, []string{fmt.Sprintf("%s ≤ n ≤ %s", a.Src, b.Src)}
			if c.Loose {
				alts = append(alts, []statement.SearchCond{{Op: statement.OpGreater, Arg: a}, {Op: statement.OpLess, Arg: b}})
				names = append(names, fmt.Sprintf("%s < n < %s", a.Src, b.Src))
			}
		case statement.OpNatural:
			alts = [][]statement.SearchCond{{{Op: statement.OpWhole}}, {{Op: statement.OpPositive}}}
			names = []string{"natural numbers from 0", "natural numbers from 1"}
		case statement.OpSigned:
			alts = [][]statement.SearchCond{{{Op: statement.OpPositive}}, nil}
			names = []string{"positive divisors only", "negative divisors too"}
		default:
			alts, names = [][]statement.SearchCond{{c}}, []string{""}
		}
		var next []countReading
		for _, r := range rs {
			for k, alt := range alts {
				n := countReading{conds: append(append([]statement.SearchCond(nil), r.conds...), alt...), signed: r.signed, chose: r.chose}
				if c.Op == statement.OpSigned && alt == nil {
					n.signed = true
				}
				if names[k] != "" && len(alts) > 1 {
					n.chose = append(append([]string(nil), r.chose...), names[k])
				}
				next = append(next, n)
			}
		}
		rs = next
	}
	return rs
}

// shifted is the argument a plus d (a written in digits).
func shifted(a statement.NumArg, d int64) statement.NumArg {
	v, err := numArgValue(a)
	if err != nil {
		return a // the reading's evaluation reports it
	}
	return statement.NumArg{V: new(big.Int).Add(v, big.NewInt(d)), Src: fmt.Sprintf("%s%+d", a.Src, d)}
}

// countInts is the number of integers a count asks for, every reading
// giving it.
func countInts(s statement.IntSearch) (*big.Int, string, string) {
	var n *big.Int
	var how string
	var seen []string
	for _, r := range countReadings(s) {
		rs := s
		rs.Conds = r.conds
		v, h, why := countOne(rs, r.signed)
		if why != "" {
			return nil, "", why
		}
		if n != nil && v.Cmp(n) != 0 {
			return nil, "", fmt.Sprintf("the words have two readings: %s gives %s, %s gives %s", seen[0], n, strings.Join(r.chose, ", "), v)
		}
		if n == nil {
			n, how = v, h
			seen = append(seen, strings.Join(r.chose, ", "))
		} else if len(r.chose) > 0 {
			seen = append(seen, strings.Join(r.chose, ", "))
		}
	}
	if len(seen) > 1 {
		how += fmt.Sprintf("; every reading of the words (%s) gives it", strings.Join(seen, "; "))
	}
	return n, how, ""
}

// countOne counts in one reading.
func countOne(s statement.IntSearch, signed bool) (*big.Int, string, string) {
	conds, why := searchConds(s)
	if why != "" {
		return nil, "", why
	}
	cands, what, why := countCandidates(s, conds, signed)
	if why != "" {
		return nil, "", why
	}
	w := &algebra.Work{Left: searchMaxWork}
	n := 0
	var first []string
	for _, v := range cands {
		ok, err := searchHolds(v, conds, s.Var, w)
		if err != nil {
			return nil, "", fmt.Sprintf("at %s: %v", v, err)
		}
		if ok {
			n++
			if len(first) < 8 {
				first = append(first, v.String())
			}
		}
	}
	var ds []string
	for _, c := range conds {
		ds = append(ds, condText(c, s.Var))
	}
	list := strings.Join(first, ", ")
	if n > len(first) {
		list += ", …"
	}
	if n == 0 {
		list = "none"
	}
	return big.NewInt(int64(n)), fmt.Sprintf("the integers %s with %s: %s tried exactly, %d satisfy every condition (%s)", s.Var, strings.Join(ds, ", "), what, n, list), ""
}

// countCandidates lists the integers a count tries: the divisors of the
// number whose factors are counted (and their negatives where the reading
// counts them), else the range the conditions close, in steps of the
// divisors every candidate must have.
func countCandidates(s statement.IntSearch, conds []searchCond, signed bool) ([]*big.Int, string, string) {
	for _, c := range conds {
		if c.Op != statement.OpFactorOf || c.Subj != nil || c.Not {
			continue
		}
		if c.arg.Sign() == 0 {
			return nil, "", "the divisors of 0"
		}
		f, err := algebra.Factorize(new(big.Int).Abs(c.arg), &algebra.Work{Left: searchMaxWork})
		if err != nil {
			return nil, "", err.Error()
		}
		ds, err := divisorList(f)
		if err != nil {
			return nil, "", err.Error()
		}
		what := fmt.Sprintf("the %d positive divisors of %s", len(ds), argText(c))
		if signed {
			for _, d := range ds[:len(ds):len(ds)] {
				ds = append(ds, new(big.Int).Neg(d))
			}
			what = fmt.Sprintf("the %d divisors of %s, positive and negative", len(ds), argText(c))
		}
		return ds, what, ""
	}
	if signed {
		return nil, "", "negative divisors without a number to divide"
	}
	lo, hi, why := searchBounds(s, conds)
	if why != "" {
		return nil, "", why
	}
	up, down := s, s
	up.Largest, down.Largest = false, true
	lo, _, _ = relationEnds(up, conds, lo, hi, "")
	_, hi, _ = relationEnds(down, conds, lo, hi, "")
	if lo == nil || hi == nil {
		return nil, "", "the range of the integers counted is not closed at both ends"
	}
	step, limit := big.NewInt(1), countMaxCandidates
	for _, c := range conds {
		if c.Subj != nil {
			limit = countMaxFormula
		} else if c.Op == statement.OpDivisibleBy && !c.Not {
			g := new(big.Int).GCD(nil, nil, step, new(big.Int).Abs(c.arg))
			step.Mul(step, new(big.Int).Quo(new(big.Int).Abs(c.arg), g))
		}
	}
	start := new(big.Int).Add(lo, new(big.Int).Mod(new(big.Int).Neg(lo), step))
	if start.Cmp(hi) > 0 {
		return nil, fmt.Sprintf("the range %s", searchRangeText(lo, hi)), ""
	}
	k := new(big.Int).Sub(hi, start)
	k.Quo(k, step)
	if !k.IsInt64() || k.Int64() >= int64(limit) {
		return nil, "", fmt.Sprintf("more than %d candidates in the range %s", limit, searchRangeText(lo, hi))
	}
	out := make([]*big.Int, 0, k.Int64()+1)
	for v := start; v.Cmp(hi) <= 0; v = new(big.Int).Add(v, step) {
		out = append(out, v)
	}
	by := ""
	if step.Cmp(bigOne) != 0 {
		by = fmt.Sprintf(" in steps of %s", step)
	}
	return out, fmt.Sprintf("the %d candidates of the range %s%s", len(out), searchRangeText(lo, hi), by), ""
}

// maxCountEvidence is the most candidates a count's evidence sums.
const maxCountEvidence = 2_000

// countEvidence is what a count rests on, for another engine: the sum,
// over every candidate of the range in the first reading, of the product
// of the conditions' indicators (intsearch_evidence.go), equal to the
// count. ok is false for a reading with negative divisors, a condition
// with no indicator, more than maxCountEvidence candidates, or a sum
// leg 1 does not find equal to the count itself.
func (c *checker) countEvidence(s statement.IntSearch, want *big.Int) ([]decide.Comparison, bool) {
	r := countReadings(s)[0]
	if r.signed {
		return nil, false
	}
	rs := s
	rs.Conds = r.conds
	conds, why := searchConds(rs)
	if why != "" {
		return nil, false
	}
	start, step, n, ok := countSpan(rs, conds)
	if !ok || n < 1 || n > maxCountEvidence {
		return nil, false
	}
	k := "k"
	if s.Var == k {
		k = "j"
	}
	x := &ast.Binary{Op: ast.Add, X: decide.IntExpr(start), Y: &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: &ast.Ident{Name: k}, Y: decide.IntExpr(step)}}
	var prod ast.Expr
	for _, cd := range conds {
		ind := indicator(cd, x)
		if ind == nil {
			return nil, false
		}
		if cd.Not {
			ind = &ast.Binary{Op: ast.Sub, X: one(), Y: ind}
		}
		if prod == nil {
			prod = ind
		} else {
			prod = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: prod, Y: ind}
		}
	}
	if prod == nil {
		return nil, false
	}
	sum := &ast.BigOp{Var: k, Lo: decide.IntExpr(new(big.Int)), Hi: decide.IntExpr(big.NewInt(int64(n - 1))), X: prod}
	cmp := decide.Comparison{What: fmt.Sprintf("the conditions' indicators summed over the %d candidates", n), Left: sum, Right: decide.IntExpr(want), Want: record.WantEqual}
	l, err1 := c.Eval(cmp.Left, nil)
	rv, err2 := c.Eval(cmp.Right, nil)
	if err1 != nil || err2 != nil || c.Cas.Cmp(l, rv) != 0 {
		return nil, false
	}
	return []decide.Comparison{cmp}, true
}

// countSpan is the range a count's evidence sums over: start, step and
// the number of candidates; for the divisors of N, 1 to |N|.
func countSpan(s statement.IntSearch, conds []searchCond) (start, step *big.Int, n int, ok bool) {
	for _, c := range conds {
		if c.Op == statement.OpFactorOf && c.Subj == nil && !c.Not {
			a := new(big.Int).Abs(c.arg)
			if !a.IsInt64() || a.Int64() > maxCountEvidence {
				return nil, nil, 0, false
			}
			return big.NewInt(1), big.NewInt(1), int(a.Int64()), true
		}
	}
	cands, _, why := countCandidates(s, conds, false)
	if why != "" || len(cands) < 2 {
		return nil, nil, 0, false
	}
	return cands[0], new(big.Int).Sub(cands[1], cands[0]), len(cands), true
}
