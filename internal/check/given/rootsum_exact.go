package given

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
)

// The sum (of powers) or the product of the real roots of a polynomial
// with non-real roots, exactly: over ℚ the polynomial splits into
// irreducible factors, and the roots of each are either all real (it
// contributes its Vieta value), all non-real (it contributes nothing),
// or mixed (the real ones alone have, in general, an irrational sum:
// then the value stays numerical).

// realRootsVieta is the sum of the k-th powers (q.op "power", k ≥ 1 or
// k = -1) or the product of the real roots of the square-free p, exactly,
// when every irreducible factor of p over ℚ has all its roots real or
// none; how says so. ok is false otherwise.
func realRootsVieta(c *checker, p algebra.Poly, q rootQuantity) (val *big.Rat, how string, ok bool) {
	if q.op != "power" && q.op != "product" || q.op == "power" && q.power < 1 && q.power != -1 {
		return nil, "", false
	}
	factors, ok := forms.FactorQ(c.Checker, p)
	if !ok {
		return nil, "", false
	}
	val = new(big.Rat)
	if q.op == "product" {
		val.SetInt64(1)
	}
	var real, none []string
	for _, f := range factors {
		n := len(algebra.RealRoots(f))
		switch n {
		case 0:
			none = append(none, fmt.Sprint(f.Deg()))
			continue
		case f.Deg():
			real = append(real, fmt.Sprint(f.Deg()))
		default:
			return nil, "", false
		}
		v, ok := vietaValue(f, q)
		if !ok {
			return nil, "", false
		}
		if q.op == "product" {
			val.Mul(val, v)
		} else {
			val.Add(val, v)
		}
	}
	how = fmt.Sprintf("the polynomial factored over ℚ: irreducible factors of degree %s with all roots real (Vieta on each), of degree %s with none", algebra.JoinOr(real, "-"), algebra.JoinOr(none, "-"))
	return val, how, true
}
