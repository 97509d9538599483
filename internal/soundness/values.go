package soundness

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Mutations of an answer that is one number (issue 23): leg 1 must decide
// "equal" exactly or to more digits than the answer prints, must not take
// a rounding for an exact value unless an approximation is asked, must
// compare the place of an extremum as x, and must read the unit asked.

// approxCue marks a statement that asks for an approximation (a rounding
// of its value is then a right answer, not a mutant).
var approxCue = regexp.MustCompile(`(?i)nearest|decimal|approximat|\bround|significant|calculator|accurate|correct to|estimate`)

// extremumCue marks a statement that asks where an extremum is attained.
var extremumCue = regexp.MustCompile(`(?i)(minimum|maximum|minimi[sz]|maximi[sz]|least|greatest|largest|smallest)`)

// unitCue marks a statement that asks for the answer in radians or in
// degrees.
var unitCue = regexp.MustCompile(`(?i)in radians|in degrees|radian measure|degree measure|express\b[^.]*\b(radian|degree)`)

// values adds the mutants of an answer that is one closed value (bare, or
// `x = value`): near misses, roundings, a perturbed extremum point and the
// other angle unit.
func (g *gen) values(problem string, rng *rand.Rand) {
	part, v, ok := g.oneValue()
	if !ok {
		return
	}
	put := func(typ string, repl ast.Expr) {
		if repl != nil {
			g.emit(typ, replace(g.root, part, repl))
		}
	}
	e := 20 + rng.IntN(81)
	put(NearMiss, &ast.Binary{Op: ast.Add, X: part, Y: tenPow(-e)})
	if v.Sign() != 0 {
		e = 20 + rng.IntN(81)
		put(NearMiss, &ast.Binary{Op: ast.Mul, X: part, Y: &ast.Binary{Op: ast.Add, X: num("1"), Y: tenPow(-e)}})
	}
	if !approxCue.MatchString(problem) && !isDecimal(part) {
		d := 2 + rng.IntN(3)
		if r, exact := v.Exact(); exact {
			put(RoundRational, roundedNumber(r, d))
		} else if r := roundedNumber(roundFloat(v), d); r != nil && g.p.differ(part, r) {
			put(RoundIrrational, r)
		}
	}
	if extremumCue.MatchString(problem) {
		put(ExtremumPoint, &ast.Binary{Op: ast.Add, X: part, Y: tenPow(-(1 + rng.IntN(12)))})
	}
	if unitCue.MatchString(problem) {
		put(UnitSwap, otherUnit(part, v))
	}
}

// tenPow is 10^{k}.
func tenPow(k int) ast.Expr {
	var y ast.Expr
	if k < 0 {
		y = &ast.Unary{Op: ast.Neg, X: num(fmt.Sprint(-k))}
	} else {
		y = num(fmt.Sprint(k))
	}
	return &ast.Binary{Op: ast.Pow, X: num("10"), Y: y}
}

// isDecimal reports a numeral with digits after the point (a rounding of
// it is a different number, but not the class these types test).
func isDecimal(e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		e = u.X
	}
	n, ok := e.(*ast.Number)
	return ok && n.Frac != ""
}

// roundFloat is v at 256 bits as a rational (for a value the evaluator
// does not hold exactly).
func roundFloat(v cas.Value) *big.Rat {
	r, _ := v.Float(256).Rat(nil)
	return r
}

// roundedNumber is r rounded half away from zero to d places, as a
// numeral, or nil when that rounding is r itself (r has at most d places).
func roundedNumber(r *big.Rat, d int) ast.Expr {
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)), nil)
	x := new(big.Rat).Mul(new(big.Rat).Abs(r), new(big.Rat).SetInt(scale))
	if x.IsInt() {
		return nil
	}
	x.Add(x, big.NewRat(1, 2))
	n := new(big.Int).Quo(x.Num(), x.Denom())
	s := n.String()
	if len(s) <= d {
		s = strings.Repeat("0", d-len(s)+1) + s
	}
	var out ast.Expr = &ast.Number{Int: s[:len(s)-d], Frac: s[len(s)-d:]}
	if r.Sign() < 0 {
		out = &ast.Unary{Op: ast.Neg, X: out}
	}
	return out
}

// otherUnit is the angle v written in the other unit: degrees for an
// answer in radians (a rational multiple of π), radians for one with a
// degree sign; nil when v is not a rational multiple of π.
func otherUnit(part ast.Expr, v cas.Value) ast.Expr {
	q, ok := v.PiMultiple()
	if !ok || q.Sign() == 0 {
		return nil
	}
	src := ""
	if has(part, func(x ast.Expr) bool { p, ok := x.(*ast.Postfix); return ok && p.Op == ast.Degree }) {
		src = piText(q)
	} else {
		deg := new(big.Rat).Mul(q, big.NewRat(180, 1))
		if !deg.IsInt() {
			return nil
		}
		src = deg.Num().String() + `^{\circ}`
	}
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil
	}
	return e
}

// piText prints q·π.
func piText(q *big.Rat) string {
	sign := ""
	if q.Sign() < 0 {
		sign = "-"
	}
	a := new(big.Int).Abs(q.Num())
	num := `\pi`
	if a.Cmp(big.NewInt(1)) != 0 {
		num = a.String() + `\pi`
	}
	if q.IsInt() {
		return sign + num
	}
	return fmt.Sprintf(`%s\frac{%s}{%s}`, sign, num, q.Denom())
}
