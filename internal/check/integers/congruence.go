package integers

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/congruence"
)

// Issue 42 (MATH Number Theory): one congruence A ≡ B (mod m) in one
// unknown n whose range the statement states, or the remainder of E
// modulo m where the letters' classes are given (statement/congruence
// reads the shapes). The unknown and the given letters enter A - B and E
// only as in a polynomial with integer coefficients (sums, differences,
// products, powers with a closed exponent), so that A - B modulo m
// depends on the letters' classes only; a given class must be modulo a
// multiple of m. Every integer of the range (at most maxCongruenceRange)
// is tried exactly (algebra.IntMod, or algebra.IntResidue where an
// inverse b^{-1} stands); the statement asks for "the" integer, so an
// answer is confirmed only where exactly one solves it, and refuted where
// exactly one does and it is not the answer. A closed congruence stated
// as a fact ("Given that 8^{-1} ≡ 85 (mod 97)") must hold, else the row
// stays undecided.

// maxCongruenceRange is the most integers of a range tried.
const maxCongruenceRange = 20_000

// maxCongruenceEvidence is the longest range whose count of solutions
// the evidence re-enumerates (a sum another engine expands; math.js
// expands at most 64 terms).
const maxCongruenceEvidence = 64

// CheckCongruence checks the integer asked by a congruence in one
// unknown, or a remainder under given congruences; ok is false when the
// statement is not of those shapes.
func CheckCongruence(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := congruence.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	if q.Agg != congruence.AggOne || len(q.Also) > 0 || q.HiBelowMod || len(q.Notes) > 0 {
		return (&checker{c}).checkSolutions(q, answerSrc), true // issue 42: statement/congruence's solutions.go
	}
	return (&checker{c}).checkCongruence(q, answerSrc), true
}

func (c *checker) checkCongruence(q congruence.Question, answerSrc string) decide.Result {
	kind := statement.KindValue
	und := func(format string, args ...any) decide.Result {
		return decide.Undecided(kind, "%s (%s)", fmt.Sprintf(format, args...), q.Shape)
	}
	m, err := closedInt(q.Mod)
	if err != nil || m.Cmp(big.NewInt(2)) < 0 {
		return und("the modulus %s is not an integer above 1", statement.Clip(q.Mod, 20))
	}
	if q.Var == "" {
		return c.checkRemainder(q, m, answerSrc)
	}
	// The givens: a letter's class (its modulus a multiple of m), or a
	// closed congruence that must hold.
	letters := map[string]*big.Int{}
	var facts []string
	for _, g := range q.Given {
		gm, err := closedInt(g.Mod)
		if err != nil || gm.Sign() <= 0 {
			return und("the modulus of a given congruence is not read")
		}
		if g.Letter == "" {
			d, err := parseDiff(g.Left, g.Right)
			if err != nil {
				return und("the given congruence is not read: %v", err)
			}
			r, err := algebra.IntResidue(d, gm)
			if err != nil {
				return und("the given congruence cannot be computed: %v", err)
			}
			if r.Sign() != 0 {
				return und("the given congruence %s ≡ %s (mod %s) does not hold", g.Left, g.Right, gm)
			}
			facts = append(facts, fmt.Sprintf("the given %s ≡ %s (mod %s) holds", g.Left, g.Right, gm))
			continue
		}
		if new(big.Int).Mod(gm, m).Sign() != 0 {
			return und("the class of %s is given modulo %s, not a multiple of %s", g.Letter, gm, m)
		}
		v, err := closedInt(g.Right)
		if err != nil {
			return und("the class of %s is not an integer: %v", g.Letter, err)
		}
		letters[g.Letter] = v
		facts = append(facts, fmt.Sprintf("%s ≡ %s", g.Letter, v))
	}
	d, err := parseDiff(q.Left, q.Right)
	if err != nil {
		return und("the congruence is not read: %v", err)
	}
	allowed := map[string]bool{q.Var: true}
	for l := range letters {
		allowed[l] = true
	}
	if !polyIn(d, allowed) {
		return und("the congruence is not a polynomial with integer coefficients in its letters")
	}
	d = substAll(d, letters)
	inverse := hasInverse(q.Left + q.Right)
	residue := func(e ast.Expr) (*big.Int, error) { return residueOf(e, m, inverse) }
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return und("the answer %q is not an integer written in digits", statement.Clip(answerSrc, 30))
	}
	given := ""
	if len(facts) > 0 {
		given = "; " + strings.Join(facts, ", ")
	}
	size := new(big.Int).Sub(q.Hi, q.Lo)
	if size.Sign() < 0 || size.Cmp(big.NewInt(maxCongruenceRange)) >= 0 {
		return und("the range [%s, %s] is empty or longer than %d", q.Lo, q.Hi, maxCongruenceRange)
	}
	var sols []*big.Int
	for x := new(big.Int).Set(q.Lo); x.Cmp(q.Hi) <= 0 && len(sols) < 2; x.Add(x, bigOne) {
		r, err := residue(substAll(d, map[string]*big.Int{q.Var: x}))
		if err != nil {
			return und("the congruence cannot be computed at %s = %s: %v", q.Var, x, err)
		}
		if r.Sign() == 0 {
			sols = append(sols, new(big.Int).Set(x))
		}
	}
	if len(sols) != 1 {
		what := "no integer"
		if len(sols) > 1 {
			what = fmt.Sprintf("more than one integer (%s, %s)", sols[0], sols[1])
		}
		return und("%s of [%s, %s] solves %s ≡ %s (mod %s); the statement asks for one", what, q.Lo, q.Hi, q.Left, q.Right, m)
	}
	how := fmt.Sprintf("%s%s: of the integers %s in [%s, %s], tried one by one, exactly one solves %s ≡ %s (mod %s): %s", q.Shape, given, q.Var, q.Lo, q.Hi, q.Left, q.Right, m, sols[0])
	at := substAll(d, map[string]*big.Int{q.Var: got})
	var count *decide.Comparison
	if size.Cmp(big.NewInt(maxCongruenceEvidence)) < 0 && !inverse { // size + 1 integers
		count = c.congruenceCount(d, q.Var, m, q.Lo, q.Hi)
	}
	if got.Cmp(sols[0]) == 0 {
		return congruenceEvidence(decide.Confirm(kind, "%s, equal to the answer", how), at, m, got, sols[0], q.Lo, q.Hi, count)
	}
	return congruenceEvidence(decide.Refute(kind, "%s, not %s", how, got), at, m, got, sols[0], q.Lo, q.Hi, nil)
}

// maxRemainderTuples is the most tuples of the letters' residues a
// remainder under given congruences tries.
const maxRemainderTuples = 20_000

// checkRemainder: the remainder of E modulo m where congruences in its
// letters are given. Each given congruence modulo m_i and E modulo m
// depend only on the letters' residues modulo L = lcm(m_i, m): every
// tuple of residues modulo L is tried (at most maxRemainderTuples); the
// remainder must be the same at every tuple that satisfies the givens,
// and at least one must.
func (c *checker) checkRemainder(q congruence.Question, m *big.Int, answerSrc string) decide.Result {
	kind := statement.KindValue
	und := func(format string, args ...any) decide.Result {
		return decide.Undecided(kind, "%s (%s)", fmt.Sprintf(format, args...), q.Shape)
	}
	type cond struct {
		d   ast.Expr
		m   *big.Int
		inv bool
		src string
	}
	var conds []cond
	l := new(big.Int).Set(m)
	for _, g := range q.Given {
		gm, err := closedInt(g.Mod)
		if err != nil || gm.Cmp(big.NewInt(2)) < 0 {
			return und("the modulus of a given congruence is not an integer above 1")
		}
		d, err := parseDiff(g.Left, g.Right)
		if err != nil {
			return und("the given congruence is not read: %v", err)
		}
		conds = append(conds, cond{d, gm, hasInverse(g.Left + g.Right), fmt.Sprintf("%s ≡ %s (mod %s)", g.Left, g.Right, gm)})
		l.Mul(l, new(big.Int).Quo(gm, new(big.Int).GCD(nil, nil, l, gm)))
	}
	e, err := latex.ParseExpr(q.Expr)
	if err != nil {
		return und("the expression is not read: %v", err)
	}
	var ds []ast.Expr
	for _, cd := range conds {
		ds = append(ds, cd.d)
	}
	letters, _, why := remainderLetters(e, ds)
	if why != "" {
		return und("%s", why)
	}
	if len(letters) == 0 {
		return und("no letter is given a congruence")
	}
	tuples := new(big.Int).Exp(l, big.NewInt(int64(len(letters))), nil)
	if tuples.Cmp(big.NewInt(maxRemainderTuples)) > 0 {
		return und("%s tuples of residues modulo %s, more than %d", tuples, l, maxRemainderTuples)
	}
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return und("the answer %q is not an integer written in digits", statement.Clip(answerSrc, 30))
	}
	einv := hasInverse(q.Expr)
	var witness map[string]*big.Int
	var value *big.Int
	vals := make([]int64, len(letters))
	n := tuples.Int64()
	for t := int64(0); t < n; t++ {
		at := map[string]*big.Int{}
		r := t
		for i, x := range letters {
			vals[i] = r % l.Int64()
			r /= l.Int64()
			at[x] = big.NewInt(vals[i])
		}
		holds := true
		for _, cd := range conds {
			v, err := residueOf(substAll(cd.d, at), cd.m, cd.inv)
			if err != nil {
				return und("the given congruence %s cannot be computed: %v", cd.src, err)
			}
			if v.Sign() != 0 {
				holds = false
				break
			}
		}
		if !holds {
			continue
		}
		v, err := residueOf(substAll(e, at), m, einv)
		if err != nil {
			return und("the remainder cannot be computed: %v", err)
		}
		if value == nil {
			value, witness = v, at
		} else if v.Cmp(value) != 0 {
			return und("the givens leave the remainder undetermined: %s and %s both occur", value, v)
		}
	}
	if value == nil {
		return und("no integers satisfy the given congruences")
	}
	var srcs []string
	for _, cd := range conds {
		srcs = append(srcs, cd.src)
	}
	how := fmt.Sprintf("%s: the %s tuples of residues of %s modulo %s tried one by one, every one that satisfies %s gives %s ≡ %s (mod %s), and the remainder is in [0, %s]",
		q.Shape, tuples, strings.Join(letters, ", "), l, strings.Join(srcs, " and "), statement.Clip(q.Expr, 40), value, m, new(big.Int).Sub(m, bigOne))
	diff := &ast.Binary{Op: ast.Sub, X: substAll(e, witness), Y: decide.IntExpr(got)}
	hi := new(big.Int).Sub(m, bigOne)
	var r decide.Result
	if got.Cmp(value) == 0 {
		r = congruenceEvidence(decide.Confirm(kind, "%s, equal to the answer", how), diff, m, got, value, new(big.Int), hi, nil)
		// The witness satisfies each given congruence.
		var ev []decide.Comparison
		for _, cd := range conds {
			if cd.inv {
				continue
			}
			if cmp, ok := decide.CongruentZero("a given congruence at the residues "+witnessText(letters, witness), substAll(cd.d, witness), cd.m); ok {
				ev = append(ev, cmp)
			}
		}
		r.Evidence = append(ev, r.Evidence...)
		return r
	}
	return congruenceEvidence(decide.Refute(kind, "%s, not %s", how, got), diff, m, got, value, new(big.Int), hi, nil)
}

// remainderLetters are the letters of E and of the givens (each a single
// lowercase letter), every formula a polynomial in them; why says what
// is not.
func remainderLetters(e ast.Expr, ds []ast.Expr) ([]string, map[string]bool, string) {
	names := map[string]bool{}
	for _, x := range append([]ast.Expr{e}, ds...) {
		ast.Inspect(x, func(y ast.Expr) bool {
			if id, ok := y.(*ast.Ident); ok {
				names[id.Name] = true
			}
			return true
		})
	}
	var letters []string
	for n := range names {
		if len(n) != 1 || n[0] < 'a' || n[0] > 'z' {
			return nil, nil, fmt.Sprintf("the letter %s is not an integer unknown", n)
		}
		letters = append(letters, n)
	}
	sort.Strings(letters)
	if !polyIn(e, names) {
		return nil, nil, "the expression is not a polynomial with integer coefficients in its letters"
	}
	for _, d := range ds {
		if !polyIn(d, names) {
			return nil, nil, "a given congruence is not a polynomial with integer coefficients in its letters"
		}
	}
	return letters, names, ""
}

func witnessText(letters []string, at map[string]*big.Int) string {
	var ps []string
	for _, x := range letters {
		ps = append(ps, x+" = "+at[x].String())
	}
	return strings.Join(ps, ", ")
}

// hasInverse reports whether a formula writes an inverse b^{-1}, which a
// congruence reads as the inverse modulo m.
func hasInverse(src string) bool {
	s := strings.ReplaceAll(src, " ", "")
	return strings.Contains(s, "^{-1}") || strings.Contains(s, "^-1")
}

// residueOf is e modulo m, an inverse read modulo m where inv.
func residueOf(e ast.Expr, m *big.Int, inv bool) (*big.Int, error) {
	if inv {
		return algebra.IntResidue(e, m)
	}
	return algebra.IntMod(e, m)
}

// congruenceEvidence records the congruence at the answer (diff ≡ 0 mod
// m, with the floor function), the answer in its range and, where it is
// written, the count of solutions over the range (1). A refutation
// records the congruence where the answer does not solve it, else the
// range it lies outside.
func congruenceEvidence(r decide.Result, diff ast.Expr, m, got, want, lo, hi *big.Int, count *decide.Comparison) decide.Result {
	rng := decide.Comparison{What: "the answer in the range asked",
		Left: &ast.Rel{Args: []ast.Expr{decide.IntExpr(lo), decide.IntExpr(got), decide.IntExpr(hi)}, Ops: []ast.RelOp{ast.Le, ast.Le}}, Want: record.WantHolds}
	var ev []decide.Comparison
	if cmp, ok := decide.CongruentZero("the congruence at the answer, ≡ 0 modulo "+m.String(), diff, m); ok {
		ev = append(ev, cmp)
	} else {
		// An inverse inside, or integers too long for another engine:
		// leg 1's exact value against the answer.
		ev = decide.WithExactEvidence(decide.Result{}, "the integer asked, computed exactly modulo "+m.String(), new(big.Rat).SetInt(want), decide.IntExpr(got)).Evidence
	}
	if r.Verdict == record.Refute {
		inRange := got.Cmp(lo) >= 0 && got.Cmp(hi) <= 0
		if !inRange {
			ev = []decide.Comparison{rng}
		}
		r.Evidence = ev
		return r
	}
	ev = append(ev, rng)
	if count != nil {
		ev = append(ev, *count)
	}
	r.Evidence = ev
	return r
}

// congruenceCount is the number of solutions over [lo, hi] written as a
// sum of indicators [m | d(x)], equal to 1; nil where leg 1 does not find
// it so itself.
func (c *checker) congruenceCount(d ast.Expr, x string, m, lo, hi *big.Int) *decide.Comparison {
	k := "k"
	if x == k {
		k = "j"
	}
	shift := &ast.Binary{Op: ast.Add, X: decide.IntExpr(lo), Y: &ast.Ident{Name: k}}
	at, ok := replaceIdent(d, x, shift)
	if !ok {
		return nil
	}
	n := new(big.Int).Sub(hi, lo)
	sum := &ast.BigOp{Var: k, Lo: decide.IntExpr(new(big.Int)), Hi: decide.IntExpr(n), X: divides(m, at)}
	cmp := decide.Comparison{What: fmt.Sprintf("the solutions counted over the %s integers of the range", new(big.Int).Add(n, bigOne)), Left: sum, Right: one(), Want: record.WantEqual}
	l, err1 := c.Eval(cmp.Left, nil)
	rv, err2 := c.Eval(cmp.Right, nil)
	if err1 != nil || err2 != nil || c.Cas.Cmp(l, rv) != 0 {
		return nil
	}
	return &cmp
}

// replaceIdent replaces the identifier x by r in a polynomial (polyIn).
func replaceIdent(e ast.Expr, x string, r ast.Expr) (ast.Expr, bool) {
	switch e := e.(type) {
	case *ast.Number:
		return e, true
	case *ast.Ident:
		if e.Name == x {
			return r, true
		}
		return nil, false
	case *ast.Unary:
		y, ok := replaceIdent(e.X, x, r)
		return &ast.Unary{Op: e.Op, X: y}, ok
	case *ast.Binary:
		a, ok1 := replaceIdent(e.X, x, r)
		b, ok2 := replaceIdent(e.Y, x, r)
		return &ast.Binary{Op: e.Op, Form: e.Form, X: a, Y: b}, ok1 && ok2
	}
	return nil, false
}

// substAll replaces each letter of vals by its integer value in a
// polynomial (polyIn); a subformula with none of them is kept as it is.
func substAll(e ast.Expr, vals map[string]*big.Int) ast.Expr {
	allowed := map[string]bool{}
	for l := range vals {
		allowed[l] = true
	}
	var sub func(e ast.Expr) ast.Expr
	sub = func(e ast.Expr) ast.Expr {
		if !mentions(e, allowed) {
			return e
		}
		switch e := e.(type) {
		case *ast.Ident:
			v := vals[e.Name]
			n := &ast.Number{Int: new(big.Int).Abs(v).String()}
			if v.Sign() < 0 {
				return &ast.Unary{Op: ast.Neg, X: n}
			}
			return n
		case *ast.Unary:
			return &ast.Unary{Op: e.Op, X: sub(e.X)}
		case *ast.Binary:
			return &ast.Binary{Op: e.Op, Form: e.Form, X: sub(e.X), Y: sub(e.Y)}
		}
		return e // not reached after polyIn
	}
	return sub(e)
}

// closedInt evaluates a closed integer formula.
func closedInt(src string) (*big.Int, error) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, err
	}
	return algebra.IntValue(e)
}

// parseDiff is left - right, each side parsed.
func parseDiff(left, right string) (ast.Expr, error) {
	l, err := latex.ParseExpr(left)
	if err != nil {
		return nil, err
	}
	r, err := latex.ParseExpr(right)
	if err != nil {
		return nil, err
	}
	return &ast.Binary{Op: ast.Sub, X: l, Y: r}, nil
}

// polyIn reports whether the letters of allowed enter e only as in a
// polynomial with integer coefficients: a subformula with none of them is
// closed (its value is computed exactly, or the check stays undecided);
// one with them is a number, a letter, a sign, a sum, a difference, a
// product or a power with a closed exponent.
func polyIn(e ast.Expr, allowed map[string]bool) bool {
	if !mentions(e, allowed) {
		return true
	}
	switch e := e.(type) {
	case *ast.Ident:
		return allowed[e.Name]
	case *ast.Unary:
		return (e.Op == ast.Neg || e.Op == ast.Plus) && polyIn(e.X, allowed)
	case *ast.Binary:
		switch e.Op {
		case ast.Add, ast.Sub, ast.Mul:
			return polyIn(e.X, allowed) && polyIn(e.Y, allowed)
		case ast.Pow:
			return !mentions(e.Y, allowed) && polyIn(e.X, allowed)
		}
	}
	return false
}

// mentions reports whether a letter of allowed occurs in e.
func mentions(e ast.Expr, allowed map[string]bool) bool {
	found := false
	ast.Inspect(e, func(x ast.Expr) bool {
		if id, ok := x.(*ast.Ident); ok && allowed[id.Name] {
			found = true
		}
		return !found
	})
	return found
}
