package soundness

import "github.com/dgnpipe/dgnpipe/internal/latex/ast"

// DigitSwap is the mutation of issue 25, capability 1 (values read from a
// whole-statement shape, "What is $F$?"): two adjacent different digits of
// a numeral swapped (12 → 21, 3.75 → 3.57), the slip of a copied answer.
const DigitSwap = "digit-swap"

// digitSwaps returns the numerals made from n by swapping two adjacent
// different digits of its integer part or of its decimal part; a swap that
// would put a zero in front of an integer part of several digits is left
// out (it would not read back as written).
func digitSwaps(n *ast.Number) []ast.Expr {
	if n.Repeat != "" {
		return nil
	}
	var out []ast.Expr
	for _, part := range []int{0, 1} {
		s := n.Int
		if part == 1 {
			s = n.Frac
		}
		for i := 0; i+1 < len(s); i++ {
			if s[i] == s[i+1] || part == 0 && i == 0 && s[i+1] == '0' {
				continue
			}
			b := []byte(s)
			b[i], b[i+1] = b[i+1], b[i]
			m := &ast.Number{Int: n.Int, Frac: n.Frac}
			if part == 0 {
				m.Int = string(b)
			} else {
				m.Frac = string(b)
			}
			out = append(out, m)
		}
	}
	return out
}
