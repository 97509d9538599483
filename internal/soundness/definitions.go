package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 4a: mutations of a definition statement. Where the
// statement defines functions or an operator ("If $a \star b = a^b + ab$,
// what is $3 \star 5$?"), the answer is replaced by the value of a
// misreading of the definitions: the operator's operands swapped, a
// composition f(g(a)) taken as g(f(a)), a piecewise function read with its
// first or its last branch everywhere. A misread value that is provably
// not the answer's must never be confirmed. The misreadings are computed
// here by a substitution of their own, not by leg 1's.

// DefMisread is the mutation type of a definition statement.
const DefMisread = "def-misread"

// maxMisreadNodes bounds the expression a misreading builds.
const maxMisreadNodes = 4000

// misreading is one way of misreading the definitions.
type misreading struct {
	d       *statement.Definitions
	swapOp  bool
	reverse bool // compositions reversed in the question
	piece   int  // the branch of every piecewise function: 0 the first, 1 the last
	nodes   int
}

// definitions adds the values of the misreadings of a definition
// statement, for an answer that is one exact rational value.
func (g *gen) definitions(problem string) {
	d, ok := statement.ReadDefinitions(problem)
	if !ok || len(d.Inverses) > 0 {
		return
	}
	part, v, ok := g.oneValue()
	if !ok {
		return
	}
	orig, exact := v.Exact()
	if !exact {
		return
	}
	pieces := false
	for _, f := range d.Funcs {
		pieces = pieces || f.Pieces != nil
	}
	var ms []misreading
	if pieces {
		ms = []misreading{{d: d, piece: 0}, {d: d, piece: 1}}
	} else {
		ms = []misreading{{d: d, swapOp: d.Op != nil}, {d: d, reverse: true}}
	}
	for _, m := range ms {
		q := m.question()
		e, ok := m.expand(q, 0)
		if !ok {
			continue
		}
		w, ok := g.p.constant(e)
		if !ok {
			continue
		}
		r, exact := w.Exact()
		if !exact || r.Cmp(orig) == 0 {
			continue
		}
		g.emit(DefMisread, replace(g.root, part, algebra.RatExpr(new(big.Rat).Set(r))))
	}
}

// question is the question as the misreading reads it.
func (m *misreading) question() ast.Expr {
	if !m.reverse {
		return m.d.Query
	}
	var rev func(ast.Expr) ast.Expr
	rev = func(e ast.Expr) ast.Expr {
		out, _ := mapTree(e, rev)
		if c, ok := out.(*ast.Call); ok && len(c.Args) == 1 {
			if in, ok := c.Args[0].(*ast.Call); ok && len(in.Args) == 1 && in.Name != c.Name {
				return &ast.Call{Name: in.Name, Args: []ast.Expr{&ast.Call{Name: c.Name, Args: in.Args}}}
			}
		}
		return out
	}
	return rev(m.d.Query)
}

// expand substitutes the definitions as the misreading reads them.
func (m *misreading) expand(e ast.Expr, depth int) (ast.Expr, bool) {
	if m.nodes++; depth > 24 || m.nodes > maxMisreadNodes {
		return nil, false
	}
	switch n := e.(type) {
	case *ast.Ident:
		for _, app := range m.d.OpApps {
			if app.Name == n.Name {
				a, b := app.X, app.Y
				if m.swapOp {
					a, b = b, a
				}
				body := substTree(m.d.Op.Body, map[string]ast.Expr{m.d.Op.A: a, m.d.Op.B: b})
				return m.expand(body, depth+1)
			}
		}
		return n, true
	case *ast.Call:
		f, ok := m.d.Func(n.Name)
		if !ok || len(f.Params) != len(n.Args) {
			return nil, false
		}
		body := f.Body
		if f.Pieces != nil {
			body = f.Pieces[0].Value
			if m.piece == 1 {
				body = f.Pieces[len(f.Pieces)-1].Value
			}
		}
		env := map[string]ast.Expr{}
		for i, p := range f.Params {
			env[p] = n.Args[i]
		}
		return m.expand(substTree(body, env), depth+1)
	}
	return mapTree(e, func(c ast.Expr) ast.Expr {
		out, ok := m.expand(c, depth)
		if !ok {
			return &ast.Bad{Msg: "not expanded"}
		}
		return out
	})
}

// substTree replaces the variables named in env.
func substTree(e ast.Expr, env map[string]ast.Expr) ast.Expr {
	if id, ok := e.(*ast.Ident); ok {
		if v, ok := env[id.Name]; ok {
			return v
		}
		return id
	}
	out, _ := mapTree(e, func(c ast.Expr) ast.Expr { return substTree(c, env) })
	return out
}

// mapTree copies e with f applied to its children (ast.MapChildren); ok
// is false (and the copy holds a Bad node) for a node it does not know (a
// relation included) or a child f failed.
func mapTree(e ast.Expr, f func(ast.Expr) ast.Expr) (ast.Expr, bool) {
	if _, rel := e.(*ast.Rel); rel {
		return &ast.Bad{Msg: "not copied"}, false
	}
	ok := true
	out, err := ast.MapChildren(e, func(c ast.Expr) (ast.Expr, error) {
		m := f(c)
		if _, bad := m.(*ast.Bad); bad {
			ok = false
		}
		return m, nil
	})
	if err != nil {
		return &ast.Bad{Msg: "not copied"}, false
	}
	return out, ok
}
