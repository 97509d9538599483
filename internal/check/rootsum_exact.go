package check

import (
	"fmt"
	"math/big"
)

// The sum (of powers) or the product of the real roots of a polynomial
// with non-real roots, exactly: over ℚ the polynomial splits into
// irreducible factors, and the roots of each are either all real (it
// contributes its Vieta value), all non-real (it contributes nothing),
// or mixed (the real ones alone have, in general, an irrational sum:
// then the value stays numerical).

// factorQ splits the square-free p into irreducible factors over ℚ:
// the rational roots first, then factors found by Kronecker's method.
// ok is false when Kronecker's search is cut short.
func factorQ(c *checker, p poly) ([]poly, bool) {
	p = primitive(trim(p))
	var out []poly
	for _, r := range realRoots(p) {
		if r.Exact != nil {
			lin := poly{new(big.Rat).Neg(r.Exact), big.NewRat(1, 1)}
			out = append(out, lin)
			p, _ = divmod(p, lin)
		}
	}
	if p.deg() < 1 {
		return out, true
	}
	p = primitive(p)
	todo := []poly{p}
	for len(todo) > 0 {
		q := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		g, done := kronecker(c, q)
		if !done {
			return nil, false
		}
		if g == nil {
			out = append(out, q)
			continue
		}
		h, _ := divmod(q, g)
		todo = append(todo, primitive(g), primitive(h))
	}
	return out, true
}

// realRootsVieta is the sum of the k-th powers (q.op "power", k ≥ 1 or
// k = -1) or the product of the real roots of the square-free p, exactly,
// when every irreducible factor of p over ℚ has all its roots real or
// none; how says so. ok is false otherwise.
func realRootsVieta(c *checker, p poly, q rootQuantity) (val *big.Rat, how string, ok bool) {
	if q.op != "power" && q.op != "product" || q.op == "power" && q.power < 1 && q.power != -1 {
		return nil, "", false
	}
	factors, ok := factorQ(c, p)
	if !ok {
		return nil, "", false
	}
	val = new(big.Rat)
	if q.op == "product" {
		val.SetInt64(1)
	}
	var real, none []string
	for _, f := range factors {
		n := len(realRoots(f))
		switch n {
		case 0:
			none = append(none, fmt.Sprint(f.deg()))
			continue
		case f.deg():
			real = append(real, fmt.Sprint(f.deg()))
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
	how = fmt.Sprintf("the polynomial factored over ℚ: irreducible factors of degree %s with all roots real (Vieta on each), of degree %s with none", joinOr(real, "-"), joinOr(none, "-"))
	return val, how, true
}

func joinOr(ss []string, empty string) string {
	if len(ss) == 0 {
		return empty
	}
	out := ss[0]
	for _, s := range ss[1:] {
		out += ", " + s
	}
	return out
}
