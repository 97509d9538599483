package check

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
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
	c      *checker
	d      *statement.Definitions
	nodes  int
	chosen []string // the branches taken, for the note
	// evidence are the defining equations of the inverses taken (f at
	// the value found is the argument), for other engines.
	evidence []decide.Comparison
}

// checkDefinitions checks a definition statement; ok is false when the
// statement is not one, or the substituted question is not decided (the
// statement's usual reading then applies).
func (c *checker) checkDefinitions(problem, answerSrc string) (res Result, ok bool) {
	d, ok := statement.ReadDefinitions(problem)
	if !ok {
		return Result{}, false
	}
	x := &defExpander{c: c, d: d}
	q, err := forms.SubstIdents(d.Query, d.At)
	if err != nil {
		return Result{}, false
	}
	e, err := x.expand(q, 0)
	if err != nil || len(pm.FreeVars(e)) != 0 {
		return Result{}, false
	}
	src := ast.Print(e)
	if statement.IsTrivial(e) {
		res, ok := x.checkNumber(e, answerSrc)
		if ok {
			res.Note = x.note(res, src)
		}
		return res, ok
	}
	defer func() { res.Evidence = x.withUses(append(x.evidence, res.Evidence...)) }()
	if back, err := latex.ParseExpr(src); err != nil || !ast.Equal(back, e) {
		return Result{}, false
	}
	synth := "What is $" + src + "$?"
	if d.Form != "" {
		synth += " " + d.Form
	}
	res = c.run(synth, answerSrc)
	if res.Verdict == record.Undecided {
		return Result{}, false
	}
	res.Note = x.note(res, src)
	return res, true
}

// checkNumber compares a question that substitutes to a number with a
// one-item answer, exactly: both must be rational numbers leg 1 computes,
// and the answer written in the form the statement asks for.
func (x *defExpander) checkNumber(e ast.Expr, answerSrc string) (Result, bool) {
	v, err := algebra.RatValue(e)
	if err != nil {
		return Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return Result{}, false
	}
	sh := statement.ExactShape{Name: x.d.Shape, Kind: statement.KindValue}
	if strings.Contains(x.d.Form, "fraction") {
		sh.Form = statement.ShapeFormFraction
	} else if strings.Contains(x.d.Form, "radical") {
		sh.Form = statement.ShapeFormRadical
	}
	if statement.ShapeFormUnmet(sh, ans.Items[0].E) != "" {
		return Result{}, false
	}
	a, err := algebra.RatValue(ans.Items[0].E)
	if err != nil {
		return Result{}, false
	}
	var r Result
	if a.Cmp(v) != 0 {
		r = decide.Refute(statement.KindValue, "the value is %s; the answer is %s", v.RatString(), a.RatString())
	} else {
		r = decide.Confirm(statement.KindValue, "the value is %s, equal exactly to the answer", v.RatString())
	}
	r.Evidence = x.withUses(append(x.evidence, decide.Comparison{What: "the question with the definitions substituted, against the answer", Left: e, Right: ans.Items[0].E, Want: record.WantEqual}))
	return r, true
}

// withUses marks every comparison as built from the definitions and the
// question as the statement writes them (decide.Comparison.Uses), which
// the substitution has rewritten.
func (x *defExpander) withUses(ev []decide.Comparison) []decide.Comparison {
	uses := []ast.Expr{x.d.Query}
	for _, f := range x.d.Funcs {
		if f.Body != nil {
			uses = append(uses, f.Body)
		}
		for _, p := range f.Pieces {
			uses = append(uses, p.Value)
		}
	}
	if x.d.Op != nil {
		uses = append(uses, x.d.Op.Body)
	}
	for i := range ev {
		ev[i].Uses = append(ev[i].Uses, uses...)
	}
	return ev
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
	query := statement.Clip(x.d.QuerySrc, 60)
	if x.d.AtSrc != "" {
		query += " at " + x.d.AtSrc
	}
	head, rest, _ := strings.Cut(res.Note, ": ")
	rest, _, _ = strings.Cut(rest, " (the task read from the whole statement's shape")
	branches := ""
	if len(x.chosen) > 0 {
		branches = "; decided exactly: " + strings.Join(x.chosen, ", ")
	}
	return fmt.Sprintf("%s: %s read from the statement; %s = %s, substituted%s; %s (the definitions read from the whole statement's shape %q)",
		head, strings.Join(read, " and "), query, statement.Clip(src, 120), branches, rest, x.d.Shape)
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
	return forms.MapChildren(e, func(c ast.Expr) (ast.Expr, error) { return x.expand(c, depth) })
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
	if op.Distinct {
		// Defined for a ≠ b only: both operands rational and distinct.
		va, errA := algebra.RatValue(a)
		vb, errB := algebra.RatValue(b)
		if errA != nil || errB != nil || va.Cmp(vb) == 0 {
			return nil, fmt.Errorf("the operands of %s are not two distinct rational numbers", op.Sym)
		}
		x.chosen = append(x.chosen, fmt.Sprintf("%s ≠ %s", va.RatString(), vb.RatString()))
	}
	body, err := forms.SubstIdents(op.Body, map[string]ast.Expr{op.A: a, op.B: b})
	if err != nil {
		return nil, err
	}
	return x.expand(body, depth+1)
}

func (x *defExpander) call(n *ast.Call, depth int) (ast.Expr, error) {
	if g, ok := x.d.Inverses[n.Name]; ok && len(n.Args) == 1 {
		return x.inverse(g, n.Args[0], depth)
	}
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
	out, err := forms.SubstIdents(body, env)
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
			h, err := forms.RelHolds(p.Cond, at)
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
	x.chosen = append(x.chosen, fmt.Sprintf("%s(%s) by the branch %s", f.Name, v.RatString(), how))
	return pick, nil
}

// inverse returns f^{-1}(y): the one real x in f's domain with f(x) = y,
// for f a rational function and y rational; where f(x) = y has no real
// solution, more than one, or an irrational one, it is an error.
func (x *defExpander) inverse(name string, arg ast.Expr, depth int) (ast.Expr, error) {
	f, ok := x.d.Func(name)
	if !ok || len(f.Params) != 1 || f.Pieces != nil {
		return nil, fmt.Errorf("%s^{-1}: not a function of one variable given by one formula", name)
	}
	a, err := x.expand(arg, depth+1)
	if err != nil {
		return nil, err
	}
	y, err := algebra.RatValue(a)
	if err != nil {
		return nil, fmt.Errorf("the argument of %s^{-1} is not a rational number leg 1 computes: %w", name, err)
	}
	body, err := x.expand(f.Body, depth+1)
	if err != nil {
		return nil, err
	}
	rf, ok := forms.RatFuncOf(x.c.Checker, body, f.Params[0])
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
	x.chosen = append(x.chosen, fmt.Sprintf("%s^{-1}(%s) = %s, the one real %s with %s(%s) = %s", name, y.RatString(), sols[0].RatString(), f.Params[0], name, f.Params[0], y.RatString()))
	if at, err := forms.SubstIdents(body, map[string]ast.Expr{f.Params[0]: algebra.RatExpr(sols[0])}); err == nil {
		x.evidence = append(x.evidence, decide.Comparison{What: fmt.Sprintf("%s at %s^{-1}(%s) = %s, against %s", name, name, y.RatString(), sols[0].RatString(), y.RatString()),
			Left: at, Right: algebra.RatExpr(y), Want: record.WantEqual})
	}
	return algebra.RatExpr(sols[0]), nil
}
