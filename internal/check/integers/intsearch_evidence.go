package integers

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// maxSearchEvidence is the most candidates before the one found that a
// search's evidence re-enumerates (a sum another engine expands term by
// term).
const maxSearchEvidence = 64

// searchEvidence is what a search for an integer under conditions rests
// on, written so that another engine re-enumerates it: each condition is
// an indicator, 0 or 1 at an integer, built from sign and floor
// ([x > a] = (1 + sign(x - a - 1/2))/2, [m | x] = 1 - sign(x/m - ⌊x/m⌋));
// their product is 1 at the integer found, and its sum over every
// candidate tried before it is 0, where there are at most
// maxSearchEvidence of them. Primality, a divisor count and a digit sum
// are sums or products themselves (arithIndicator): with one of them,
// the product is 0 at each candidate before (Comparison.Every), as
// points rather than one long sum. ok is false for a search that is not of that
// kind, a condition on a formula or of another kind, or one leg 1 does
// not find true itself.
func (c *checker) searchEvidence(s statement.IntSearch, found *big.Int) ([]decide.Comparison, bool) {
	if s.Kind != statement.SearchInt {
		return nil, false
	}
	sf, why := searchFrom(s)
	if why != "" {
		return nil, false
	}
	name, k := s.Var, "k"
	if name == "" {
		name = "n"
	}
	if name == k {
		k = "j"
	}
	top := new(big.Int).Abs(found)
	if a := new(big.Int).Abs(sf.start); a.Cmp(top) > 0 {
		top = a
	}
	heavy := false
	all := func(x ast.Expr) ast.Expr {
		var p ast.Expr
		for _, cd := range sf.conds {
			ind := indicator(cd, x)
			if ind == nil {
				ind = arithIndicator(cd, x, top)
				heavy = heavy || ind != nil
			}
			if ind == nil {
				return nil
			}
			if cd.Not {
				ind = &ast.Binary{Op: ast.Sub, X: one(), Y: ind}
			}
			if p == nil {
				p = ind
			} else {
				p = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: p, Y: ind}
			}
		}
		return p
	}
	at := all(&ast.Ident{Name: name})
	if at == nil {
		return nil, false
	}
	ev := []decide.Comparison{{What: "the conditions' indicators at the integer found", Left: at, Right: one(),
		Points: []cas.Env{{name: cas.Rat(new(big.Rat).SetInt(found))}}, Want: record.WantEqual}}
	before := new(big.Int).Sub(found, sf.start)
	before.Quo(before, sf.dir)
	if before.Sign() > 0 && before.Cmp(big.NewInt(maxSearchEvidence)) <= 0 && heavy {
		// Conditions that are sums or products in their own right: the
		// indicators at each candidate, all of them (Every).
		var pts []cas.Env
		for k := range before.Int64() {
			v := new(big.Int).Add(sf.start, new(big.Int).Mul(big.NewInt(k), sf.dir))
			pts = append(pts, cas.Env{name: cas.Rat(new(big.Rat).SetInt(v))})
		}
		ev = append(ev, decide.Comparison{What: "the conditions' indicators at each of the " + before.String() + " candidates tried before it", Left: at, Right: &ast.Number{Int: "0"}, Points: pts, Want: record.WantEqual, Every: true})
	} else if before.Sign() > 0 && before.Cmp(big.NewInt(maxSearchEvidence)) <= 0 {
		x := &ast.Binary{Op: ast.Add, X: decide.IntExpr(sf.start), Y: &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: &ast.Ident{Name: k}, Y: decide.IntExpr(sf.dir)}}
		sum := &ast.BigOp{Var: k, Lo: decide.IntExpr(new(big.Int)), Hi: decide.IntExpr(new(big.Int).Sub(before, bigOne)), X: all(x)}
		ev = append(ev, decide.Comparison{What: "the conditions' indicators summed over the " + before.String() + " candidates tried before it", Left: sum, Right: &ast.Number{Int: "0"}, Want: record.WantEqual})
	}
	for _, cmp := range ev {
		envs := cmp.Points
		if len(envs) == 0 {
			envs = []cas.Env{nil}
		}
		for _, env := range envs {
			l, err1 := c.Eval(cmp.Left, env)
			r, err2 := c.Eval(cmp.Right, env)
			if err1 != nil || err2 != nil || c.Cas.Cmp(l, r) != 0 {
				return nil, false
			}
		}
	}
	return ev, true
}

// indicator is the condition cd on the integer x as an expression that
// is 1 where it holds and 0 elsewhere (before its "not"), nil for a
// condition on a formula or of a kind not written so.
func indicator(cd searchCond, x ast.Expr) ast.Expr {
	if cd.Subj != nil {
		return nil
	}
	zero := decide.IntExpr(new(big.Int))
	switch cd.Op {
	case statement.OpPositive:
		return greater(x, zero)
	case statement.OpNegative:
		return greater(zero, x)
	case statement.OpWhole:
		return greater(x, decide.IntExpr(big.NewInt(-1)))
	case statement.OpLess:
		return greater(decide.IntExpr(cd.arg), x)
	case statement.OpGreater:
		return greater(x, decide.IntExpr(cd.arg))
	case statement.OpDivisibleBy:
		if cd.arg == nil || cd.arg.Sign() == 0 {
			return nil
		}
		return divides(new(big.Int).Abs(cd.arg), x)
	case statement.OpCongruent:
		if cd.arg == nil || cd.mod == nil || cd.mod.Sign() == 0 {
			return nil
		}
		return divides(new(big.Int).Abs(cd.mod), &ast.Binary{Op: ast.Sub, X: x, Y: decide.IntExpr(cd.arg)})
	case statement.OpDigits:
		if cd.K < 1 || cd.K > 30 {
			return nil
		}
		abs := &ast.Func{Name: ast.Abs, Args: []ast.Expr{x}}
		lo := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(cd.K-1)), nil)
		hi := new(big.Int).Mul(lo, big.NewInt(10))
		return &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: greater(abs, decide.IntExpr(lo.Sub(lo, bigOne))), Y: greater(decide.IntExpr(hi), abs)}
	case statement.OpFactorOf: // issue 42: x | N, x ≥ 1 in every range that reads it
		if cd.arg == nil || cd.arg.Sign() == 0 || len(cd.arg.String()) > 30 {
			return nil
		}
		q := &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: decide.IntExpr(new(big.Int).Abs(cd.arg)), Y: x}
		return &ast.Binary{Op: ast.Sub, X: one(), Y: &ast.Func{Name: ast.Sign, Args: []ast.Expr{&ast.Binary{Op: ast.Sub, X: q, Y: &ast.Func{Name: ast.Floor, Args: []ast.Expr{q}}}}}}
	case statement.OpEven:
		return divides(big.NewInt(2), x)
	case statement.OpOdd:
		return &ast.Binary{Op: ast.Sub, X: one(), Y: divides(big.NewInt(2), x)}
	}
	return nil
}

// greater is [x > a] for integers: (1 + sign(x - a - 1/2))/2.
func greater(x, a ast.Expr) ast.Expr {
	d := &ast.Binary{Op: ast.Sub, X: &ast.Binary{Op: ast.Sub, X: x, Y: a}, Y: algebra.RatExpr(big.NewRat(1, 2))}
	return &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: &ast.Binary{Op: ast.Add, X: one(), Y: &ast.Func{Name: ast.Sign, Args: []ast.Expr{d}}}, Y: decide.IntExpr(big.NewInt(2))}
}

// divides is [m | x] for an integer x and m > 0: 1 - sign(x/m - ⌊x/m⌋).
func divides(m *big.Int, x ast.Expr) ast.Expr {
	q := &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: x, Y: decide.IntExpr(m)}
	frac := &ast.Binary{Op: ast.Sub, X: q, Y: &ast.Func{Name: ast.Floor, Args: []ast.Expr{q}}}
	return &ast.Binary{Op: ast.Sub, X: one(), Y: &ast.Func{Name: ast.Sign, Args: []ast.Expr{frac}}}
}

func one() ast.Expr { return decide.IntExpr(big.NewInt(1)) }
