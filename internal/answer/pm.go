package answer

import "github.com/dgnpipe/dgnpipe/internal/latex/ast"

// MaxAlternatives bounds the alternatives of ExpandPM: six signs.
const MaxAlternatives = 64

// ExpandPM returns the alternatives of an expression with ± and ∓, each
// sign chosen independently: `1 \pm \sqrt{2}` gives 1+√2 and 1−√2; ∓ takes
// the opposite sign. At most MaxAlternatives are returned (the first six
// signs are expanded, a seventh is left as written). An expression without
// ± is its own only alternative.
func ExpandPM(e ast.Expr) []ast.Expr {
	out := []ast.Expr{e}
	for len(out) < MaxAlternatives {
		var next []ast.Expr
		changed := false
		for _, x := range out {
			a, b, ok := splitFirstPM(x)
			if !ok {
				next = append(next, x)
				continue
			}
			changed = true
			next = append(next, a, b)
		}
		out = next
		if !changed {
			break
		}
	}
	return out
}

// splitFirstPM replaces the first ± (in a pre-order walk) by + and by −.
func splitFirstPM(e ast.Expr) (plus, minus ast.Expr, ok bool) {
	switch n := e.(type) {
	case *ast.Unary:
		if n.Op == ast.PM || n.Op == ast.MP {
			p, m := *n, *n
			p.Op, m.Op = ast.Plus, ast.Neg
			if n.Op == ast.MP {
				p.Op, m.Op = ast.Neg, ast.Plus
			}
			return &p, &m, true
		}
		if a, b, ok := splitFirstPM(n.X); ok {
			p, m := *n, *n
			p.X, m.X = a, b
			return &p, &m, true
		}
	case *ast.Binary:
		if n.Op == ast.PlusMinus || n.Op == ast.MinusPlus {
			p, m := *n, *n
			p.Op, m.Op = ast.Add, ast.Sub
			if n.Op == ast.MinusPlus {
				p.Op, m.Op = ast.Sub, ast.Add
			}
			return &p, &m, true
		}
		if a, b, ok := splitFirstPM(n.X); ok {
			p, m := *n, *n
			p.X, m.X = a, b
			return &p, &m, true
		}
		if a, b, ok := splitFirstPM(n.Y); ok {
			p, m := *n, *n
			p.Y, m.Y = a, b
			return &p, &m, true
		}
	case *ast.Root:
		if a, b, ok := splitFirstPM(n.X); ok {
			p, m := *n, *n
			p.X, m.X = a, b
			return &p, &m, true
		}
	case *ast.Func:
		for i, arg := range n.Args {
			if a, b, ok := splitFirstPM(arg); ok {
				p, m := *n, *n
				p.Args = append([]ast.Expr(nil), n.Args...)
				m.Args = append([]ast.Expr(nil), n.Args...)
				p.Args[i], m.Args[i] = a, b
				return &p, &m, true
			}
		}
	case *ast.Rel:
		for i, arg := range n.Args {
			if a, b, ok := splitFirstPM(arg); ok {
				p, m := *n, *n
				p.Args = append([]ast.Expr(nil), n.Args...)
				m.Args = append([]ast.Expr(nil), n.Args...)
				p.Args[i], m.Args[i] = a, b
				return &p, &m, true
			}
		}
	}
	return nil, nil, false
}
