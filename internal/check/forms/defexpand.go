package forms

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Bounds on the substitution: the depth of nested calls and the size of
// the expression built.
const (
	maxDefDepth = 24
	maxDefNodes = 4000
)

var errDefBound = errors.New("the substitution grows past leg 1's bounds")

// DefExpander substitutes the definitions a statement gives (functions,
// piecewise functions, inverses, an operator) into an expression, within
// maxDefDepth nested calls and maxDefNodes nodes; Chosen are the branches
// and inverses it decided, for the note, and Evidence the defining
// equations of the inverses taken (f at the value found is the argument),
// for other engines.
type DefExpander struct {
	C        *decide.Checker
	D        *statement.Definitions
	nodes    int
	Chosen   []string
	Evidence []decide.Comparison
}

// Expand replaces every call of a defined function and every application
// of the operator in e by the definition's formula.
func (x *DefExpander) Expand(e ast.Expr, depth int) (ast.Expr, error) {
	if depth > maxDefDepth {
		return nil, errDefBound
	}
	if x.nodes++; x.nodes > maxDefNodes {
		return nil, errDefBound
	}
	switch n := e.(type) {
	case *ast.Ident:
		for _, app := range x.D.OpApps {
			if app.Name == n.Name {
				return x.applyOp(app, depth)
			}
		}
		return n, nil
	case *ast.Call:
		return x.call(n, depth)
	}
	return MapChildren(e, func(c ast.Expr) (ast.Expr, error) { return x.Expand(c, depth) })
}

func (x *DefExpander) applyOp(app statement.OpApp, depth int) (ast.Expr, error) {
	a, err := x.Expand(app.X, depth+1)
	if err != nil {
		return nil, err
	}
	b, err := x.Expand(app.Y, depth+1)
	if err != nil {
		return nil, err
	}
	op := x.D.Op
	if op.Distinct {
		// Defined for a ≠ b only: both operands rational and distinct.
		va, errA := algebra.RatValue(a)
		vb, errB := algebra.RatValue(b)
		if errA != nil || errB != nil || va.Cmp(vb) == 0 {
			return nil, fmt.Errorf("the operands of %s are not two distinct rational numbers", op.Sym)
		}
		x.Chosen = append(x.Chosen, fmt.Sprintf("%s ≠ %s", va.RatString(), vb.RatString()))
	}
	body, err := SubstIdents(op.Body, map[string]ast.Expr{op.A: a, op.B: b})
	if err != nil {
		return nil, err
	}
	return x.Expand(body, depth+1)
}

func (x *DefExpander) call(n *ast.Call, depth int) (ast.Expr, error) {
	if g, ok := x.D.Inverses[n.Name]; ok && len(n.Args) == 1 {
		return x.inverse(g, n.Args[0], depth)
	}
	f, ok := x.D.Func(n.Name)
	if !ok || len(f.Params) != len(n.Args) {
		return nil, fmt.Errorf("%s is not a function the statement defines", n.Name)
	}
	env := map[string]ast.Expr{}
	for i, a := range n.Args {
		v, err := x.Expand(a, depth+1)
		if err != nil {
			return nil, err
		}
		env[f.Params[i]] = v
	}
	body := f.Body
	if f.Pieces != nil {
		var err error
		if body, err = x.branch(f, env[f.Params[0]]); err != nil {
			return nil, err
		}
	}
	out, err := SubstIdents(body, env)
	if err != nil {
		return nil, err
	}
	return x.Expand(out, depth+1)
}

// branch returns the value formula of the piece whose condition holds at
// the argument: the argument must be rational, every condition decided,
// and exactly one piece chosen ("otherwise" where no condition holds).
func (x *DefExpander) branch(f *statement.FuncDef, arg ast.Expr) (ast.Expr, error) {
	v, err := algebra.RatValue(arg)
	if err != nil {
		return nil, fmt.Errorf("the argument of %s is not a rational number leg 1 computes: %w", f.Name, err)
	}
	at := map[string]ast.Expr{f.Params[0]: algebra.RatExpr(v)}
	var pick ast.Expr
	var how string
	for _, p := range f.Pieces {
		holds := true
		if p.Cond != nil {
			h, err := RelHolds(p.Cond, at)
			if err != nil {
				return nil, err
			}
			holds = h
		} else if pick != nil {
			holds = false
		}
		if !holds {
			continue
		}
		if pick != nil {
			return nil, fmt.Errorf("two conditions of %s hold at %s", f.Name, v.RatString())
		}
		pick = p.Value
		how = "otherwise"
		if p.Cond != nil {
			how = ast.Print(p.Cond)
		}
	}
	if pick == nil {
		return nil, fmt.Errorf("no condition of %s holds at %s", f.Name, v.RatString())
	}
	x.Chosen = append(x.Chosen, fmt.Sprintf("%s(%s) by the branch %s", f.Name, v.RatString(), how))
	return pick, nil
}

// inverse returns f^{-1}(y): the one real x in f's domain with f(x) = y,
// for f a rational function and y rational; where f(x) = y has no real
// solution, more than one, or an irrational one, it is an error.
func (x *DefExpander) inverse(name string, arg ast.Expr, depth int) (ast.Expr, error) {
	f, ok := x.D.Func(name)
	if !ok || len(f.Params) != 1 || f.Pieces != nil {
		return nil, fmt.Errorf("%s^{-1}: not a function of one variable given by one formula", name)
	}
	a, err := x.Expand(arg, depth+1)
	if err != nil {
		return nil, err
	}
	y, err := algebra.RatValue(a)
	if err != nil {
		return nil, fmt.Errorf("the argument of %s^{-1} is not a rational number leg 1 computes: %w", name, err)
	}
	body, err := x.Expand(f.Body, depth+1)
	if err != nil {
		return nil, err
	}
	rf, ok := RatFuncOf(x.C, body, f.Params[0])
	if !ok {
		return nil, fmt.Errorf("%s is not a rational function of %s", name, f.Params[0])
	}
	num := algebra.PolyAdd(rf.Num, algebra.PolyMul(algebra.PolyConst(y), rf.Den), true)
	var sols []*big.Rat
	for _, r := range algebra.RealRoots(num) {
		if r.Exact == nil {
			return nil, fmt.Errorf("%s(%s) = %s has an irrational real solution", name, f.Params[0], y.RatString())
		}
		if rf.Den.Eval(r.Exact).Sign() != 0 {
			sols = append(sols, r.Exact)
		}
	}
	if len(sols) != 1 {
		return nil, fmt.Errorf("%s(%s) = %s has %d real solutions", name, f.Params[0], y.RatString(), len(sols))
	}
	x.Chosen = append(x.Chosen, fmt.Sprintf("%s^{-1}(%s) = %s, the one real %s with %s(%s) = %s", name, y.RatString(), sols[0].RatString(), f.Params[0], name, f.Params[0], y.RatString()))
	if at, err := SubstIdents(body, map[string]ast.Expr{f.Params[0]: algebra.RatExpr(sols[0])}); err == nil {
		x.Evidence = append(x.Evidence, decide.Comparison{What: fmt.Sprintf("%s at %s^{-1}(%s) = %s, against %s", name, name, y.RatString(), sols[0].RatString(), y.RatString()),
			Left: at, Right: algebra.RatExpr(y), Want: record.WantEqual})
	}
	return algebra.RatExpr(sols[0]), nil
}
