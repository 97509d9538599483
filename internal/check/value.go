package check

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// checkExpr checks a value, a simplification or a factorisation: the
// statement's expression and the answer must be equal (at every admissible
// sample point when there are free variables).
func (c *checker) checkExpr(st *statement, a *answer, kind Kind) Result {
	f, why := st.single()
	if why != "" {
		return undecided(kind, "%s", why)
	}
	if a.root == nil {
		return undecided(kind, "the answer has no formula")
	}
	if isTrivial(f.E) {
		return undecided(kind, "the statement's formula %s is a bare number or name: nothing to compute", clip(f.Src, 30))
	}
	if wordProblemRe.MatchString(st.prose) {
		return undecided(kind, "a word problem (%q): the formula is not the whole question", wordProblemRe.FindString(st.prose))
	}
	if len(a.items) != 1 {
		return undecided(kind, "the answer is a list of %d items; a single value was expected", len(a.items))
	}
	ansE := a.items[0].E
	if name := a.items[0].Name; name != "" && len(freeVars(f.E)) > 0 {
		// "x = 2" answers the value of x: only meaningful when asked.
		if !containsVar(f.E, name) && st.unknown != name {
			return undecided(kind, "the answer names %s, which the expression does not contain", name)
		}
	}
	if _, isRel := ansE.(*ast.Rel); isRel {
		return undecided(kind, "the answer is a relation, a value was expected")
	}
	vars := st.freeAfterSubst(f.E)
	if extra := subset(freeVars(ansE), append(append([]string(nil), vars...), substNames(st)...)); len(extra) > 0 {
		if len(extra) == 1 && extra[0] == "i" {
			return undecided(kind, "complex numbers (the answer uses i) are not evaluated")
		}
		return undecided(kind, "the answer uses %s, which the statement does not", joinNames(extra))
	}
	if (containsVar(f.E, "i") || containsVar(ansE, "i") || substUses(st, "i")) && !hasSubst(st, "i") && st.unknown != "i" {
		return undecided(kind, "complex numbers (i) are not evaluated")
	}
	if why := st.boundElsewhere(f, vars, st.raw); why != "" {
		return undecided(kind, "%s", why)
	}
	if len(vars) == 0 && kind == KindValue && !st.rounding && proseArithRe.MatchString(st.prose) {
		return undecided(kind, "the prose carries part of the question (%q)", proseArithRe.FindString(st.prose))
	}
	if len(vars) > 0 && (st.proseWords() > 12 || st.kind == KindValue && st.proseWords() > 8 && len(freeVars(ansE)) == 0) {
		return undecided(kind, "the expression's variables %s are not free: the prose defines them", joinNames(vars))
	}
	if kind == KindValue && len(vars) > 0 {
		kind = KindSimplify
	} else if kind == KindSimplify && len(vars) == 0 {
		kind = KindValue
	}
	cmp := Comparison{What: kind.String(), Left: f.E, Right: ansE, Want: "equal"}
	if len(vars) == 0 {
		return c.compareValue(st, f, ansE, a.text.Math, kind, cmp)
	}
	positive := len(st.conds) == 0 && (needsPositive(f.E) || needsPositive(ansE))
	smp := c.newSampler(vars, st.conds, positive)
	var agree []cas.Env
	skipped := 0
	for try := 0; try < c.opts.Points*6 && len(agree) < c.opts.Points; try++ {
		env0, ok := smp.point()
		if !ok {
			break
		}
		env, err := c.bindSubsts(st.substs, env0)
		if err != nil {
			if isDomain(err) {
				skipped++
				continue
			}
			return undecided(kind, "%v", err)
		}
		lv, err := c.eval(f.E, env)
		if err != nil {
			if isDomain(err) {
				skipped++
				continue
			}
			return undecided(kind, "the statement's expression cannot be evaluated: %v", err)
		}
		rv, err := c.eval(ansE, env)
		if err != nil {
			if isDomain(err) {
				skipped++
				continue
			}
			return undecided(kind, "the answer cannot be evaluated: %v", err)
		}
		switch compare(lv, rv) {
		case same:
			agree = append(agree, env) // with the substitutions bound, for other engines
		case differ:
			r := refute(kind, "at %s the statement's expression is %s but the answer %s is %s (seed %d)",
				showEnv(env0), show(lv), clip(a.text.Math, 60), show(rv), c.opts.Seed)
			cmp.Points = []cas.Env{env}
			r.Evidence = []Comparison{cmp}
			return r
		default:
			skipped++
		}
	}
	need := max(3, c.opts.Points/2)
	if len(agree) < need {
		return undecided(kind, "only %d admissible sample points (of %d needed) where both sides are defined", len(agree), need)
	}
	conv := ""
	if positive {
		conv = " (variables positive, the book's convention for roots and powers)"
	}
	r := confirm(kind, "equal at %d admissible points%s, seed %d, e.g. %s", len(agree), conv, c.opts.Seed, showEnv(agree[0]))
	cmp.Points = agree
	r.Evidence = []Comparison{cmp}
	return r
}

// compareValue compares a variable-free statement expression with the
// answer: exactly when both are rational, with the tolerance of the printed
// precision when the answer is a rounded decimal.
func (c *checker) compareValue(st *statement, f formula, ansE ast.Expr, ansSrc string, kind Kind, cmp Comparison) Result {
	env, err := c.bindSubsts(st.substs, nil)
	if err != nil {
		return undecided(kind, "%v", err)
	}
	lv, err := c.eval(f.E, env)
	if err != nil {
		return undecided(kind, "the statement's expression cannot be evaluated: %v", err)
	}
	rv, err := c.eval(ansE, env)
	if err != nil {
		return undecided(kind, "the answer cannot be evaluated: %v", err)
	}
	if len(env) > 0 {
		cmp.Points = []cas.Env{env} // the indicated substitution, for other engines
	}
	r := func(res Result) Result {
		res.Evidence = []Comparison{cmp}
		return res
	}
	state := compare(lv, rv)
	if state == same {
		how := "exactly"
		if !lv.IsExact() || !rv.IsExact() {
			how = fmt.Sprintf("to %d digits", 30)
		}
		return r(confirm(kind, "the statement's expression evaluates to %s, equal to the answer %s", show(lv), how))
	}
	if tol, ok := printedTolerance(ansE); ok {
		d := new(big.Float).SetPrec(precBits).Sub(lv.Float(precBits), rv.Float(precBits))
		d.Abs(d)
		if d.Cmp(tol) <= 0 {
			return r(confirm(kind, "the statement's expression evaluates to %s; the answer %s agrees to its printed precision (±%s)",
				lv.Text(20), clip(ansSrc, 40), tol.Text('g', 3)))
		}
		return r(refute(kind, "the statement's expression evaluates to %s, the answer %s is off by %s, more than its printed precision allows (±%s)",
			lv.Text(20), clip(ansSrc, 40), d.Text('g', 4), tol.Text('g', 3)))
	}
	if state == unsure {
		return undecided(kind, "the statement's value %s and the answer %s agree to 12 but not to 30 digits", lv.Text(30), rv.Text(30))
	}
	return r(refute(kind, "the statement's expression evaluates to %s, the answer %s is %s", show(lv), clip(ansSrc, 60), show(rv)))
}

// printedTolerance is half a unit in the last printed place of a rounded
// decimal answer (`0.98`, `-1.5`, `3.692 \times 10^{-7}`), with a relative
// margin of 1e-9 for the evaluation; ok is false when the answer is not a
// decimal with digits after the point.
func printedTolerance(e ast.Expr) (*big.Float, bool) {
	scale := 0
	if u, ok := e.(*ast.Unary); ok && (u.Op == ast.Neg || u.Op == ast.Plus) {
		e = u.X
	}
	if b, ok := e.(*ast.Binary); ok && b.Op == ast.Mul {
		// a \times 10^{k}
		if p, ok := b.Y.(*ast.Binary); ok && p.Op == ast.Pow {
			if ten, ok := p.X.(*ast.Number); ok && ten.Int == "10" && ten.Frac == "" {
				k, ok := intLiteral(p.Y)
				if !ok {
					return nil, false
				}
				scale = k
				e = b.X
			}
		}
	}
	n, ok := e.(*ast.Number)
	if !ok || n.Frac == "" || n.Repeat != "" {
		return nil, false
	}
	d := len(n.Frac)
	tol := new(big.Float).SetPrec(precBits).SetFloat64(0.5)
	exp := scale - d
	ten := new(big.Float).SetPrec(precBits).SetInt64(10)
	for exp < 0 {
		tol.Quo(tol, ten)
		exp++
	}
	for exp > 0 {
		tol.Mul(tol, ten)
		exp--
	}
	tol.Mul(tol, new(big.Float).SetPrec(precBits).SetFloat64(1+1e-9))
	return tol, true
}

func intLiteral(e ast.Expr) (int, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		neg = true
		e = u.X
	}
	n, ok := e.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || len(n.Int) > 4 {
		return 0, false
	}
	k := 0
	for _, ch := range n.Int {
		k = k*10 + int(ch-'0')
	}
	if neg {
		k = -k
	}
	return k, true
}

// needsPositive reports roots, fractional or symbolic powers and logarithms
// of expressions with variables: the books then take the variables positive.
func needsPositive(e ast.Expr) bool {
	return contains(e, func(x ast.Expr) bool {
		switch n := x.(type) {
		case *ast.Root:
			return len(freeVars(n.X)) > 0
		case *ast.Binary:
			if n.Op != ast.Pow || len(freeVars(n.X)) == 0 {
				return false
			}
			k, ok := intLiteral(n.Y)
			_ = k
			return !ok
		case *ast.Func:
			switch n.Name {
			case ast.Ln, ast.Log, ast.Lg, ast.Abs:
				return len(freeVars(n)) > 0
			}
		}
		return false
	})
}

func containsVar(e ast.Expr, name string) bool {
	for _, v := range freeVars(e) {
		if v == name {
			return true
		}
	}
	return false
}

func substNames(st *statement) []string {
	var out []string
	for _, s := range st.substs {
		out = append(out, s.Name)
	}
	return out
}

func hasSubst(st *statement, name string) bool {
	for _, s := range st.substs {
		if s.Name == name {
			return true
		}
	}
	return false
}

// checkIdentity checks "Prove that L = R" at admissible sample points; the
// answer plays no part.
func (c *checker) checkIdentity(st *statement, kind Kind) Result {
	var rel *ast.Rel
	for _, t := range st.targets {
		if r, ok := t.E.(*ast.Rel); ok && allEq(r) && len(r.Args) == 2 {
			rel = r
			break
		}
	}
	if rel == nil {
		return undecided(kind, "no identity L = R found in the statement")
	}
	vars := st.freeAfterSubst(rel)
	if len(vars) == 0 {
		st2 := *st
		st2.targets = []formula{{E: rel.Args[0]}}
		st2.afterKeyword = true
		cmp := Comparison{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Want: "equal"}
		return c.compareValue(&st2, formula{E: rel.Args[0]}, rel.Args[1], ast.Print(rel.Args[1]), kind, cmp)
	}
	positive := len(st.conds) == 0 && needsPositive(rel)
	smp := c.newSampler(vars, st.conds, positive)
	var agree []cas.Env
	for try := 0; try < c.opts.Points*6 && len(agree) < c.opts.Points; try++ {
		env0, ok := smp.point()
		if !ok {
			break
		}
		env, err := c.bindSubsts(st.substs, env0)
		if err != nil {
			continue
		}
		lv, err1 := c.eval(rel.Args[0], env)
		rv, err2 := c.eval(rel.Args[1], env)
		if err1 != nil || err2 != nil {
			if (err1 == nil || isDomain(err1)) && (err2 == nil || isDomain(err2)) {
				continue
			}
			return undecided(kind, "cannot evaluate the identity: %v", firstErr(err1, err2))
		}
		switch compare(lv, rv) {
		case same:
			agree = append(agree, env0)
		case differ:
			r := refute(kind, "at %s the left side is %s and the right side %s (seed %d)", showEnv(env0), show(lv), show(rv), c.opts.Seed)
			r.Evidence = []Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: []cas.Env{env0}, Want: "equal"}}
			return r
		}
	}
	need := max(3, c.opts.Points/2)
	if len(agree) < need {
		return undecided(kind, "only %d admissible sample points", len(agree))
	}
	r := confirm(kind, "both sides equal at %d admissible points, seed %d, e.g. %s", len(agree), c.opts.Seed, showEnv(agree[0]))
	r.Evidence = []Comparison{{What: "identity", Left: rel.Args[0], Right: rel.Args[1], Points: agree, Want: "equal"}}
	return r
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// substUses reports whether the value of an indicated substitution uses the
// name ("ω = -1+4i" uses i).
func substUses(st *statement, name string) bool {
	for _, s := range st.substs {
		if containsVar(s.Val, name) {
			return true
		}
	}
	return false
}
