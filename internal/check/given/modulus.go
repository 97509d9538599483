package given

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/modulus"
)

// CheckModulus (issue 42, MATH Intermediate Algebra): the modulus of a
// complex number (modulus.Read). For zⁿ = W, |z| is the positive real
// whose 2n-th power is |W|² = Re(W)² + Im(W)²: the answer, positive by
// its form (positive numbers and square or cube roots of them under +, ·,
// ÷), is raised to the power 2n exactly in ℚ[√…] and compared with |W|².
// For |E| with E a product of powers of letters of given moduli, |E| is
// the same product of the moduli (|ab| = |a||b|), compared exactly. ok is
// false when the statement is not read or the answer is not one value.
func CheckModulus(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := modulus.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	ae := ans.Items[0].E
	var atoms []radAtom
	a, ok := radOf(ae, &atoms)
	if !ok || hasUnit(atoms) {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.Power > 0 {
		return powerModulus(q, a, ae, answerSrc)
	}
	v, ok := productModulus(q.E, q.Mods, 0)
	if !ok {
		return decide.Undecided(kind, "|%s| is not a product of the letters' powers", statement.Clip(q.ESrc, 30)), true
	}
	d := a.add(radConst(a.atoms, v), true)
	cmp := decide.Comparison{What: "|" + statement.Clip(q.ESrc, 20) + "|, the product of the moduli", Left: algebra.RatExpr(v), Right: ae, Want: record.WantEqual}
	var r decide.Result
	switch {
	case len(d.terms) == 0:
		r = decide.Confirm(kind, "|%s| = %s (the modulus of a product is the product of the moduli), as answered", statement.Clip(q.ESrc, 30), v.RatString())
	case d.provenNonzero():
		r = decide.Refute(kind, "|%s| = %s (the modulus of a product is the product of the moduli), not %s", statement.Clip(q.ESrc, 30), v.RatString(), statement.Clip(answerSrc, 30))
	default:
		return decide.Undecided(kind, "the answer is not compared exactly with %s", v.RatString()), true
	}
	r.Evidence = []decide.Comparison{cmp}
	return r, true
}

func hasUnit(atoms []radAtom) bool {
	for _, at := range atoms {
		if at.K == 2 && at.Q.Cmp(big.NewRat(-1, 1)) == 0 {
			return true
		}
	}
	return false
}

// powerModulus decides |z| for zⁿ = W.
func powerModulus(q modulus.Question, a radNum, ae ast.Expr, answerSrc string) (decide.Result, bool) {
	kind := statement.KindValue
	var atoms []radAtom
	w, ok := radOf(q.W, &atoms)
	if !ok || len(atoms) > 1 || len(atoms) == 1 && !hasUnit(atoms) {
		return decide.Undecided(kind, "W = %s is not read as a Gaussian rational", statement.Clip(q.WSrc, 30)), true
	}
	re, im := new(big.Rat), new(big.Rat)
	for k, v := range w.terms {
		if k[0] == 0 {
			re = v
		} else {
			im = v
		}
	}
	target := new(big.Rat).Add(new(big.Rat).Mul(re, re), new(big.Rat).Mul(im, im))
	if target.Sign() == 0 {
		return decide.Undecided(kind, "W is 0"), true
	}
	pow := radConst(a.atoms, big.NewRat(1, 1))
	for i := 0; i < 2*q.Power; i++ {
		pow = pow.mul(a)
	}
	d := pow.add(radConst(a.atoms, target), true)
	what := fmt.Sprintf("|%s|^%d = |%s|² = %s", q.Letter, 2*q.Power, statement.Clip(q.WSrc, 20), target.RatString())
	cmp := decide.Comparison{What: what, Left: &ast.Binary{Op: ast.Pow, X: ae, Y: &ast.Number{Int: fmt.Sprint(2 * q.Power)}}, Right: algebra.RatExpr(target), Want: record.WantEqual}
	var r decide.Result
	switch {
	case len(d.terms) == 0 && positiveForm(ae):
		r = decide.Confirm(kind, "%s: the answer %s is positive and its %d-th power is %s", what, statement.Clip(answerSrc, 30), 2*q.Power, target.RatString())
	case d.provenNonzero():
		r = decide.Refute(kind, "%s: the answer's %d-th power is not %s", what, 2*q.Power, target.RatString())
	default:
		if v, ok := a.rational(); ok && v.Sign() <= 0 {
			r = decide.Refute(kind, "%s: a modulus is positive, not %s", what, statement.Clip(answerSrc, 30))
			break
		}
		return decide.Undecided(kind, "%s: the answer is not proven the positive root", what), true
	}
	r.Evidence = []decide.Comparison{cmp}
	return r, true
}

// positiveForm says e is positive by its form: positive numbers, square
// and cube roots of positive forms, joined by +, · and ÷.
func positiveForm(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Number:
		return strings.Trim(e.Int+e.Frac+e.Repeat, "0.") != ""
	case *ast.Root:
		return positiveForm(e.X)
	case *ast.Binary:
		switch e.Op {
		case ast.Add, ast.Mul, ast.Div:
			return positiveForm(e.X) && positiveForm(e.Y)
		case ast.Pow:
			_, isNum := e.Y.(*ast.Number)
			return isNum && positiveForm(e.X)
		}
	}
	return false
}

// productModulus is |e| for e built of the letters (moduli given), numbers
// and ·, ÷, −, integer powers.
func productModulus(e ast.Expr, mods map[string]ast.Expr, depth int) (*big.Rat, bool) {
	if depth > 50 {
		return nil, false
	}
	switch e := e.(type) {
	case *ast.Ident:
		m, ok := mods[e.Name]
		if !ok {
			return nil, false
		}
		var atoms []radAtom
		v, ok := radOf(m, &atoms)
		if !ok {
			return nil, false
		}
		r, ok := v.rational()
		return r, ok && r.Sign() >= 0
	case *ast.Number:
		var atoms []radAtom
		v, ok := radOf(e, &atoms)
		if !ok {
			return nil, false
		}
		return v.rational()
	case *ast.Unary:
		if e.Op != ast.Neg && e.Op != ast.Plus {
			return nil, false
		}
		return productModulus(e.X, mods, depth+1)
	case *ast.Binary:
		x, ok := productModulus(e.X, mods, depth+1)
		if !ok {
			return nil, false
		}
		if e.Op == ast.Pow {
			k, ok := smallIntOf(e.Y)
			if !ok || k > 50 {
				return nil, false
			}
			out := big.NewRat(1, 1)
			for i := 0; i < k; i++ {
				out.Mul(out, x)
			}
			return out, true
		}
		y, ok := productModulus(e.Y, mods, depth+1)
		switch {
		case !ok:
			return nil, false
		case e.Op == ast.Mul:
			return new(big.Rat).Mul(x, y), true
		case e.Op == ast.Div && y.Sign() != 0:
			return new(big.Rat).Quo(x, y), true
		}
	}
	return nil, false
}
