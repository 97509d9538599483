package check

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 4a: function definitions and custom operators,
// substituted. A statement that defines functions or an operator and asks
// for the value of a closed expression using them ("If $f(x)=3x+1$, what
// is $f(3)$?") is read by statement.ReadDefinitions; every call and every
// application of the operator is replaced by the definition's formula with
// the arguments put in, innermost first; a piecewise function takes the
// branch whose condition holds at its argument, decided exactly on the
// rational value of the argument (every condition is decided, and exactly
// one holds). The closed expression that results is checked as "What is
// $E$?" is checked, and the note says what was read and substituted.

// Bounds on the substitution: the depth of nested calls and the size of
// the expression built.
const (
	maxDefDepth = 24
	maxDefNodes = 4000
)

var errDefBound = errors.New("the substitution grows past leg 1's bounds")

type defExpander struct {
	d      *statement.Definitions
	nodes  int
	chosen []string // the branches taken, for the note
}

// checkDefinitions checks a definition statement; ok is false when the
// statement is not one, or the substituted question is not decided (the
// statement's usual reading then applies).
func (c *checker) checkDefinitions(problem, answerSrc string) (Result, bool) {
	d, ok := statement.ReadDefinitions(problem)
	if !ok {
		return Result{}, false
	}
	x := &defExpander{d: d}
	e, err := x.expand(d.Query, 0)
	if err != nil || len(pm.FreeVars(e)) != 0 {
		return Result{}, false
	}
	src := ast.Print(e)
	if back, err := latex.ParseExpr(src); err != nil || !ast.Equal(back, e) {
		return Result{}, false
	}
	synth := "What is $" + src + "$?"
	if d.Form != "" {
		synth += " " + d.Form
	}
	res := c.run(synth, answerSrc)
	if res.Verdict == record.Undecided {
		return Result{}, false
	}
	res.Note = x.note(res, src)
	return res, true
}

// note writes what was read and substituted in front of the note of the
// substituted question's verdict.
func (x *defExpander) note(res Result, src string) string {
	var read []string
	for _, f := range x.d.Funcs {
		read = append(read, statement.Clip(oneLine(f.Src), 80))
	}
	if x.d.Op != nil {
		read = append(read, statement.Clip(oneLine(x.d.Op.Src), 80))
	}
	head, rest, _ := strings.Cut(res.Note, ": ")
	rest, _, _ = strings.Cut(rest, " (the task read from the whole statement's shape")
	branches := ""
	if len(x.chosen) > 0 {
		branches = "; the branches taken, decided exactly: " + strings.Join(x.chosen, ", ")
	}
	return fmt.Sprintf("%s: %s read from the statement; %s = %s, substituted%s; %s (the definitions read from the whole statement's shape %q)",
		head, strings.Join(read, " and "), statement.Clip(x.d.QuerySrc, 60), statement.Clip(src, 120), branches, rest, x.d.Shape)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// expand replaces every call of a defined function and every application
// of the operator in e by the definition's formula.
func (x *defExpander) expand(e ast.Expr, depth int) (ast.Expr, error) {
	if depth > maxDefDepth {
		return nil, errDefBound
	}
	if x.nodes++; x.nodes > maxDefNodes {
		return nil, errDefBound
	}
	switch n := e.(type) {
	case *ast.Ident:
		for _, app := range x.d.OpApps {
			if app.Name == n.Name {
				return x.applyOp(app, depth)
			}
		}
		return n, nil
	case *ast.Call:
		return x.call(n, depth)
	}
	return mapChildren(e, func(c ast.Expr) (ast.Expr, error) { return x.expand(c, depth) })
}

func (x *defExpander) applyOp(app statement.OpApp, depth int) (ast.Expr, error) {
	a, err := x.expand(app.X, depth+1)
	if err != nil {
		return nil, err
	}
	b, err := x.expand(app.Y, depth+1)
	if err != nil {
		return nil, err
	}
	op := x.d.Op
	body, err := substIdents(op.Body, map[string]ast.Expr{op.A: a, op.B: b})
	if err != nil {
		return nil, err
	}
	return x.expand(body, depth+1)
}

func (x *defExpander) call(n *ast.Call, depth int) (ast.Expr, error) {
	f, ok := x.d.Func(n.Name)
	if !ok || len(f.Params) != len(n.Args) {
		return nil, fmt.Errorf("%s is not a function the statement defines", n.Name)
	}
	env := map[string]ast.Expr{}
	for i, a := range n.Args {
		v, err := x.expand(a, depth+1)
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
	out, err := substIdents(body, env)
	if err != nil {
		return nil, err
	}
	return x.expand(out, depth+1)
}

// branch returns the value formula of the piece whose condition holds at
// the argument: the argument must be rational, every condition decided,
// and exactly one piece chosen ("otherwise" where no condition holds).
func (x *defExpander) branch(f *statement.FuncDef, arg ast.Expr) (ast.Expr, error) {
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
			h, err := relHolds(p.Cond, at)
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
	x.chosen = append(x.chosen, fmt.Sprintf("%s(%s): %s", f.Name, v.RatString(), how))
	return pick, nil
}

// relHolds decides a chain of relations exactly at rational values.
func relHolds(r *ast.Rel, at map[string]ast.Expr) (bool, error) {
	vals := make([]*big.Rat, len(r.Args))
	for i, a := range r.Args {
		e, err := substIdents(a, at)
		if err != nil {
			return false, err
		}
		if vals[i], err = algebra.RatValue(e); err != nil {
			return false, err
		}
	}
	for i, op := range r.Ops {
		c := vals[i].Cmp(vals[i+1])
		var ok bool
		switch op {
		case ast.Lt:
			ok = c < 0
		case ast.Le:
			ok = c <= 0
		case ast.Gt:
			ok = c > 0
		case ast.Ge:
			ok = c >= 0
		case ast.Eq:
			ok = c == 0
		case ast.Ne:
			ok = c != 0
		default:
			return false, fmt.Errorf("the relation %s is not decided", op)
		}
		if !ok {
			return false, nil
		}
	}
	return true, nil
}

// substIdents returns a copy of e with each variable named in env
// replaced by its formula.
func substIdents(e ast.Expr, env map[string]ast.Expr) (ast.Expr, error) {
	if id, ok := e.(*ast.Ident); ok {
		if v, ok := env[id.Name]; ok {
			return v, nil
		}
		return id, nil
	}
	return mapChildren(e, func(c ast.Expr) (ast.Expr, error) { return substIdents(c, env) })
}

// mapChildren returns a copy of e with f applied to each of its children;
// a product written by juxtaposition becomes an explicit one (its factors
// may now be numbers). Nodes a value question does not hold (relations,
// lists, limits, sums, prose) are an error.
func mapChildren(e ast.Expr, f func(ast.Expr) (ast.Expr, error)) (ast.Expr, error) {
	var err error
	each := func(c ast.Expr) ast.Expr {
		if err != nil || c == nil {
			return c
		}
		var out ast.Expr
		out, err = f(c)
		return out
	}
	switch n := e.(type) {
	case *ast.Number, *ast.Const, *ast.Ident:
		return n, nil
	case *ast.Unary:
		m := *n
		m.X = each(n.X)
		return &m, err
	case *ast.Binary:
		m := *n
		m.X, m.Y = each(n.X), each(n.Y)
		if m.Op == ast.Mul && m.Form == ast.FormImplicit {
			m.Form = ast.FormCdot
		}
		return &m, err
	case *ast.Root:
		m := *n
		m.Index, m.X = each(n.Index), each(n.X)
		return &m, err
	case *ast.Func:
		m := *n
		m.Base = each(n.Base)
		m.Args = make([]ast.Expr, len(n.Args))
		for i, a := range n.Args {
			m.Args[i] = each(a)
		}
		return &m, err
	case *ast.Postfix:
		if n.Op == ast.Prime {
			return nil, fmt.Errorf("a derivative mark is not substituted")
		}
		m := *n
		m.X = each(n.X)
		return &m, err
	case *ast.Call:
		m := *n
		m.Args = make([]ast.Expr, len(n.Args))
		for i, a := range n.Args {
			m.Args[i] = each(a)
		}
		return &m, err
	case *ast.Rel:
		m := *n
		m.Args = make([]ast.Expr, len(n.Args))
		for i, a := range n.Args {
			m.Args[i] = each(a)
		}
		return &m, err
	}
	return nil, fmt.Errorf("a %T is not substituted", e)
}
