package integers

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Integer questions on numbers written in the prose (issue 25): the
// remainder of a division, and the sum, product or number of the divisors
// of a number, computed exactly from its factorisation.

// maxDivisors bounds the divisors listed.
const maxDivisors = 100_000

// remainderAsked is the remainder of a nonnegative integer divided by m ≥ 2.
func remainderAsked(args []statement.NumArg) (*big.Int, string, string) {
	var as []intArg
	for _, a := range args {
		e := a.E
		if e == nil {
			e = &ast.Number{Int: a.V.String()}
		}
		as = append(as, intArg{e, a.Src})
	}
	want, how, why := intAnswerOf("remainder of a division", as)
	if why != "" {
		return nil, "", why
	}
	return want, how + ", computed exactly", ""
}

// divisorAggregate is the sum, product or number of the positive divisors
// of n (prime, odd or even ones where the statement says so).
func divisorAggregate(s statement.IntSearch, n *big.Int, src string) (*big.Int, string, string) {
	if n.Sign() <= 0 {
		return nil, "", fmt.Sprintf("the divisors of %s", n)
	}
	f, err := algebra.Factorize(n, &algebra.Work{Left: searchMaxWork})
	if err != nil {
		return nil, "", err.Error()
	}
	var ds []*big.Int
	what := "positive divisors"
	if s.Prime {
		what = "prime factors"
		squarefree := true
		for _, pp := range f {
			ds = append(ds, pp.P)
			squarefree = squarefree && pp.K == 1
		}
		if !s.Distinct && !squarefree && s.Agg != "number" {
			return nil, "", fmt.Sprintf("%s has a repeated prime factor: with or without repetition, the %s differs", src, s.Agg)
		}
	} else if ds, err = divisorList(f); err != nil {
		return nil, "", err.Error()
	}
	if s.Parity != "" {
		what = s.Parity + " " + what
		var kept []*big.Int
		for _, d := range ds {
			if (d.Bit(0) == 1) == (s.Parity == "odd") {
				kept = append(kept, d)
			}
		}
		ds = kept
	}
	if s.Count != 0 && s.Count != len(ds) {
		return nil, "", fmt.Sprintf("the statement says %d %s, and %s has %d", s.Count, what, src, len(ds))
	}
	v := big.NewInt(int64(len(ds)))
	switch s.Agg {
	case "sum":
		v = new(big.Int)
		for _, d := range ds {
			v.Add(v, d)
		}
	case "product":
		v = big.NewInt(1)
		for _, d := range ds {
			if v.Mul(v, d).BitLen() > 1<<16 {
				return nil, "", "the product is too large"
			}
		}
	}
	list := make([]string, 0, 12)
	for i, d := range ds {
		if i == 12 {
			list = append(list, "…")
			break
		}
		list = append(list, d.String())
	}
	return v, fmt.Sprintf("the %s of the %s of %s (%s) is %s, computed exactly", s.Agg, what, src, strings.Join(list, ", "), v), ""
}

// divisorList lists the positive divisors from a factorisation, in order.
func divisorList(f []algebra.PrimePower) ([]*big.Int, error) {
	ds := []*big.Int{big.NewInt(1)}
	for _, pp := range f {
		if len(ds)*(pp.K+1) > maxDivisors {
			return nil, fmt.Errorf("more than %d divisors", maxDivisors)
		}
		var next []*big.Int
		for _, d := range ds {
			x := new(big.Int).Set(d)
			for k := 0; k <= pp.K; k++ {
				next = append(next, new(big.Int).Set(x))
				x.Mul(x, pp.P)
			}
		}
		ds = next
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i].Cmp(ds[j]) < 0 })
	return ds, nil
}
