package decide

import (
	"math"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// The digits an answer asks for (issue 23, docs/leg1-equality.md): the
// printed digits and powers 10^{-k} (answerDigits), and the sizes of its
// terms. An answer 12+e^{-100} differs from 12 in its 45th digit though
// it prints five: the answer's sum is expanded (through +, −, and
// products and quotients by constants) into terms, each evaluated, and
// the demand includes log10(|total| / |smallest nonzero term|).

// maxDemandTerms bounds the terms an answer is expanded into; a larger
// expansion is not measured (its demand is its printed digits).
const maxDemandTerms = 64

// answerDemand is the number of significant digits the answer e asks a
// comparison for: the digits of its numerals, plus the larger of the
// largest power 10^{-k} (answerDigits) and the spread of the sizes of its
// terms (termSpread), which measures such a power again when it is a
// term's factor: 12+e^{-100} asks for 5+45 digits, 1+10^{-30}π for 5+30.
func (c *Checker) AnswerDemand(e ast.Expr) int {
	n, pow := printedDigits(e)
	return n + max(pow, c.termSpread(e))
}

// termSpread is ⌈log10(|total| / |smallest nonzero term|)⌉ over the
// additive terms of a variable-free e (0 when e is one term, has a free
// variable, or cannot be evaluated). When the terms cancel to 0 the
// largest term stands for the total.
func (c *Checker) termSpread(e ast.Expr) int {
	if !isSum(e) {
		return 0
	}
	terms, ok := c.termValues(e)
	if !ok || len(terms) < 2 {
		return 0
	}
	total := new(big.Float).SetPrec(PrecBits)
	var smallest, largest *big.Float
	for _, t := range terms {
		total.Add(total, t)
		a := new(big.Float).Abs(t)
		if a.Sign() == 0 {
			continue
		}
		if smallest == nil || a.Cmp(smallest) < 0 {
			smallest = a
		}
		if largest == nil || a.Cmp(largest) > 0 {
			largest = a
		}
	}
	if smallest == nil {
		return 0
	}
	ref := new(big.Float).Abs(total)
	if ref.Sign() == 0 {
		ref = largest
	}
	if ref.IsInf() || smallest.IsInf() {
		return 0
	}
	q := new(big.Float).Quo(ref, smallest)
	mant := new(big.Float)
	exp := q.MantExp(mant)
	m, _ := mant.Float64()
	l := math.Log10(m) + float64(exp)*math.Log10(2)
	if l <= 0 {
		return 0
	}
	return int(math.Ceil(l))
}

// isSum reports an expression with a sum or difference outside any
// function or power: the only shape termSpread measures.
func isSum(e ast.Expr) bool {
	switch n := e.(type) {
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub:
			return true
		case ast.Mul, ast.Div:
			return isSum(n.X) || isSum(n.Y)
		}
	case *ast.Unary:
		return n.Op == ast.Neg && isSum(n.X)
	}
	return false
}

// termValues is the signed values of the additive terms of e at precBits:
// sums and differences split, negations and products expanded (a quotient
// by a single term divides each term of its numerator). ok is false when
// a term cannot be evaluated without an environment or the expansion
// exceeds maxDemandTerms.
func (c *Checker) termValues(e ast.Expr) ([]*big.Float, bool) {
	switch n := e.(type) {
	case *ast.Unary:
		if n.Op == ast.Neg {
			ts, ok := c.termValues(n.X)
			for _, t := range ts {
				t.Neg(t)
			}
			return ts, ok
		}
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub:
			xs, ok1 := c.termValues(n.X)
			ys, ok2 := c.termValues(n.Y)
			if !ok1 || !ok2 || len(xs)+len(ys) > maxDemandTerms {
				return nil, false
			}
			if n.Op == ast.Sub {
				for _, y := range ys {
					y.Neg(y)
				}
			}
			return append(xs, ys...), true
		case ast.Mul:
			xs, ok1 := c.termValues(n.X)
			ys, ok2 := c.termValues(n.Y)
			if !ok1 || !ok2 || len(xs)*len(ys) > maxDemandTerms {
				return nil, false
			}
			var out []*big.Float
			for _, x := range xs {
				for _, y := range ys {
					out = append(out, new(big.Float).SetPrec(PrecBits).Mul(x, y))
				}
			}
			return out, true
		case ast.Div:
			xs, ok1 := c.termValues(n.X)
			ys, ok2 := c.termValues(n.Y)
			if !ok1 || !ok2 || len(ys) != 1 || ys[0].Sign() == 0 {
				return c.oneTerm(e)
			}
			for _, x := range xs {
				x.Quo(x, ys[0])
			}
			return xs, true
		}
	}
	return c.oneTerm(e)
}

// oneTerm is the value of e as a single term.
func (c *Checker) oneTerm(e ast.Expr) ([]*big.Float, bool) {
	v, err := c.Eval(e, nil)
	if err != nil {
		return nil, false
	}
	f := v.Float(PrecBits)
	if f.IsInf() {
		return nil, false
	}
	return []*big.Float{new(big.Float).SetPrec(PrecBits).Set(f)}, true
}

// valueExprDigits is valueExpr with n decimals: the evidence of a value
// found to more digits than valueExpr's 40 shows.
func ValueExprDigits(v cas.Value, n int) ast.Expr {
	if v.IsExact() {
		return ValueExpr(v)
	}
	f := v.Float(HiPrecBits)
	s := new(big.Float).Abs(f).Text('f', n)
	ip, fp, _ := strings.Cut(s, ".")
	var e ast.Expr = &ast.Number{Int: ip, Frac: strings.TrimRight(fp, "0")}
	if f.Sign() < 0 {
		e = &ast.Unary{Op: ast.Neg, X: e}
	}
	return e
}
