package algebra

import "math/big"

// ArithTermCount is the number of terms n of an arithmetic progression
// with first term a, last term l and sum s: s = n(a+l)/2, so n = 2s/(a+l),
// exactly. ok is false when a+l = 0 (every n fits), when 2s/(a+l) is not
// a positive integer (no such progression), and when n = 1 but a ≠ l. For
// n ≥ 2 the common difference (l-a)/(n-1) exists, so the progression does.
func ArithTermCount(a, l, s *big.Rat) (n int64, ok bool) {
	den := new(big.Rat).Add(a, l)
	if den.Sign() == 0 {
		return 0, false
	}
	q := new(big.Rat).Quo(new(big.Rat).Mul(big.NewRat(2, 1), s), den)
	if !q.IsInt() || q.Sign() <= 0 || !q.Num().IsInt64() {
		return 0, false
	}
	n = q.Num().Int64()
	if n == 1 && a.Cmp(l) != 0 {
		return 0, false
	}
	return n, true
}
