package forms

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Substitution into a formula read from a statement: names replaced by
// formulas, and a chain of relations decided at rational values (the
// function definitions of internal/check, funcdef.go).

// RelHolds decides a chain of relations exactly at rational values.
func RelHolds(r *ast.Rel, at map[string]ast.Expr) (bool, error) {
	vals := make([]*big.Rat, len(r.Args))
	for i, a := range r.Args {
		e, err := SubstIdents(a, at)
		if err != nil {
			return false, err
		}
		if vals[i], err = algebra.RatValue(e); err != nil {
			return false, err
		}
	}
	for i, op := range r.Ops {
		ok, err := CmpRelation(op, vals[i].Cmp(vals[i+1]))
		if err != nil || !ok {
			return false, err
		}
	}
	return true, nil
}

// SubstIdents returns a copy of e with each variable named in env
// replaced by its formula.
func SubstIdents(e ast.Expr, env map[string]ast.Expr) (ast.Expr, error) {
	if id, ok := e.(*ast.Ident); ok {
		if v, ok := env[id.Name]; ok {
			return v, nil
		}
		return id, nil
	}
	return MapChildren(e, func(c ast.Expr) (ast.Expr, error) { return SubstIdents(c, env) })
}

// MapChildren returns a copy of e with f applied to each of its children
// (ast.MapChildren); a product written by juxtaposition becomes an
// explicit one (its factors may now be numbers). Nodes a value question
// does not hold (derivative marks, lists, limits, sums, prose) are an
// error.
func MapChildren(e ast.Expr, f func(ast.Expr) (ast.Expr, error)) (ast.Expr, error) {
	if p, ok := e.(*ast.Postfix); ok && p.Op == ast.Prime {
		return nil, fmt.Errorf("a derivative mark is not substituted")
	}
	out, err := ast.MapChildren(e, f)
	if b, ok := out.(*ast.Binary); ok && b.Op == ast.Mul && b.Form == ast.FormImplicit {
		b.Form = ast.FormCdot
	}
	if out == nil && err != nil {
		return nil, fmt.Errorf("a %T is not substituted", e)
	}
	return out, err
}
