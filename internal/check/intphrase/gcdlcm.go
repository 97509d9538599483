package intphrase

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// gcdValue is the value built from gcds and lcms of positive integers,
// and how; a nil value with why not.
func gcdValue(q intphrase.GcdQuestion) (*big.Int, string) {
	var vals []*big.Int
	var parts []string
	for _, t := range q.Terms {
		var acc *big.Int
		var args []string
		for _, a := range t.Args {
			v, err := algebra.IntValue(a)
			if err != nil || v.Sign() <= 0 {
				return nil, "an argument is not a positive integer computed exactly"
			}
			args = append(args, statement.Clip(v.String(), 20))
			switch {
			case acc == nil:
				acc = new(big.Int).Set(v)
			case t.Op == "gcd":
				acc.GCD(nil, nil, acc, v)
			default:
				g := new(big.Int).GCD(nil, nil, acc, v)
				acc.Mul(acc, v).Quo(acc, g)
			}
		}
		vals = append(vals, acc)
		parts = append(parts, fmt.Sprintf("%s(%s) = %s", t.Op, strings.Join(args, ", "), statement.Clip(acc.String(), 20)))
	}
	out := new(big.Int).Set(vals[0])
	for _, v := range vals[1:] {
		if q.Combine == "product" {
			out.Mul(out, v)
		} else {
			out.Add(out, v)
		}
	}
	how := strings.Join(parts, ", ")
	if len(vals) > 1 {
		how += fmt.Sprintf("; their %s is %s", q.Combine, out)
	}
	if q.Plus != 0 {
		out.Add(out, big.NewInt(q.Plus))
		how += fmt.Sprintf("; increased by %d, %s", q.Plus, out)
	}
	return out, how
}

// checkGcd is CheckPhrase on a value built from gcds and lcms.
func checkGcd(c *decide.Checker, q intphrase.GcdQuestion, answerSrc string) decide.Result {
	kind := statement.KindValue
	v, how := gcdValue(q)
	if v == nil {
		return decide.Undecided(kind, "a gcd or an lcm of numbers: %s", how)
	}
	return verdict(c, kind, new(big.Rat).SetInt(v), how+", exactly", answerSrc, "")
}
