package integers

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Residues modulo m (issue 25, capability 2): "Compute $29^{13} - 5^{13}$
// modulo 7", "the modulo 4 residue of $17 \cdot 18$", "the modular inverse
// of $4$, modulo $21$", with an optional range "Express your answer as an
// integer from $0$ to $20$". The residue class is computed exactly
// (algebra.IntResidue); the answer must lie in it and in the range asked,
// [0, m) where none is stated.

// residueAsks are the residue questions; residueRanges the cues of the
// range they are asked in, with the number of their arguments (a range
// "from $0$ to $20$", or "as a residue modulo 21": [0, 21)).
var (
	residueAsks   = []string{"residue modulo", "modulo residue", "modular inverse"}
	residueRanges = map[string]int{"residue range": 2, "residue modulo range": 1}
)

// rangeHits returns the range cues of a residue question.
func rangeHits(st *statement.Statement, ask string) []statement.CueHit {
	if !statement.Contains1(residueAsks, ask) {
		return nil
	}
	var out []statement.CueHit
	for _, h := range st.Read.Hits {
		if h.Def.Class == statement.CueAsk && residueRanges[h.Def.Name] > 0 {
			out = append(out, h)
		}
	}
	return out
}

// checkResidue answers a residue question; ok is false for other asks.
// hits are the question's cue and its range cues; args their arguments,
// in the order of the prose.
func checkResidue(st *statement.Statement, ask string, hits []statement.CueHit, args []intArg, a *statement.Answer) (decide.Result, bool) {
	if !statement.Contains1(residueAsks, ask) {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	var order []statement.CueHit
	for _, h := range st.Read.Hits {
		if slices.Contains(hits, h) {
			order = append(order, h)
		}
	}
	want := 2
	for _, h := range hits[1:] {
		want += residueRanges[h.Def.Name]
	}
	if order[0] != hits[0] || len(args) != want {
		return decide.Undecided(kind, "the %s is asked with %d arguments, or after its range", ask, len(args)), true
	}
	x, mArg := args[0], args[1]
	if ask == "modulo residue" {
		x, mArg = args[1], args[0]
	}
	m, err := algebra.IntValue(mArg.e)
	if err != nil || m.Cmp(big.NewInt(2)) < 0 {
		return decide.Undecided(kind, "the modulus %s is not an integer above 1", statement.Clip(mArg.src, 20)), true
	}
	lo, hi, why := residueRange(m, order[1:], args[2:])
	if why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	e, what := x.e, statement.Clip(x.src, 40)
	var r *big.Int
	if ask == "modular inverse" {
		b, err := algebra.IntMod(x.e, m)
		if err == nil {
			if r = new(big.Int).ModInverse(b, m); r == nil {
				err = fmt.Errorf("%s is not invertible modulo %s", b, m)
			}
		}
		if err != nil {
			return decide.Undecided(kind, "the inverse of %s modulo %s: %v", what, m, err), true
		}
		what = "the inverse of " + what
	} else if r, err = algebra.IntResidue(e, m); err != nil {
		return decide.Undecided(kind, "%s modulo %s: %v", what, m, err), true
	}
	// The representative of the class in [lo, hi].
	rep := new(big.Int).Sub(r, lo)
	rep.Mod(rep, m).Add(rep, lo)
	how := fmt.Sprintf("%s ≡ %s (mod %s), computed exactly; its representative in [%s, %s] is %s", what, r, m, lo, hi, rep)
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "%s; the answer is not a single value", how), true
	}
	av, err := algebra.IntValue(a.Items[0].E)
	if err != nil {
		return decide.Undecided(kind, "%s; the answer is not read as an integer: %v", how, err), true
	}
	d := new(big.Int).Sub(av, rep)
	switch {
	case d.Sign() == 0:
		return residueEvidence(decide.Confirm(kind, "%s, equal to the answer", how), ask, x.e, a.Items[0].E, m, lo, hi), true
	case new(big.Int).Mod(d, m).Sign() != 0:
		return residueEvidence(decide.Refute(kind, "%s; the answer %s is not in that class", how, av), ask, x.e, a.Items[0].E, m, lo, hi), true
	}
	return decide.Undecided(kind, "%s; the answer %s is in the class but outside the range", how, av), true
}

// residueEvidence records the defining congruence of the answer ans: x -
// ans ≡ 0 (mod m) for a residue, x·ans - 1 ≡ 0 for an inverse (with the
// floor function, decide.CongruentZero), and on a confirmation lo ≤ ans ≤
// hi. A question whose x is not an integer leg 1 computes exactly (an
// inverse inside it, 3^{-1} + 13^{-1}, means a residue, not a fraction) or
// is too long records the residue's exact value only; powers of
// integers too large for another engine's digits are each replaced by
// their residue, with the chain of squarings that computes it
// (replacePowers).
func residueEvidence(r decide.Result, ask string, x, ans ast.Expr, m, lo, hi *big.Int) decide.Result {
	diff := ast.Expr(&ast.Binary{Op: ast.Sub, X: x, Y: ans})
	what := "the statement's number minus the answer, ≡ 0 modulo " + m.String()
	if b, ok := inverseOf(x); ok {
		ask, x = "modular inverse", b
	}
	if ask == "modular inverse" {
		diff = &ast.Binary{Op: ast.Sub, X: &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: x, Y: ans}, Y: decide.IntExpr(big.NewInt(1))}
		what = "the number times the answer minus 1, ≡ 0 modulo " + m.String()
	}
	var invs []decide.Comparison
	if _, err := algebra.IntValue(diff); err != nil {
		// Inverses inside (3^{-1} + 13^{-1}): each replaced by its
		// residue, with its own congruence b^k·t - 1 ≡ 0.
		var ok bool
		if diff, invs, ok = replaceInverses(diff, m); !ok {
			return r
		}
	}
	cmp, ok := decide.CongruentZero(what, diff, m)
	if !ok {
		// Powers too large to compute exactly elsewhere (9^{2010}): each
		// by its residue, with the chain of squarings that gives it.
		small, chain, ok2 := replacePowers(diff, m)
		if !ok2 {
			return r
		}
		if cmp, ok = decide.CongruentZero(what+", each power by its residue", small, m); !ok {
			return r
		}
		invs = append(invs, chain...)
	}
	r.Evidence = append(invs, cmp)
	if r.Verdict == record.Confirm {
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the answer in the range asked",
			Left: &ast.Rel{Args: []ast.Expr{decide.IntExpr(lo), ans, decide.IntExpr(hi)}, Ops: []ast.RelOp{ast.Le, ast.Le}}, Want: record.WantHolds})
	}
	return r
}

// residueRange is the range [lo, hi] the answer is asked in: [0, m) where
// none is stated; every range stated must hold exactly one representative
// of each class and all must be the same.
func residueRange(m *big.Int, hits []statement.CueHit, args []intArg) (lo, hi *big.Int, why string) {
	lo, hi = big.NewInt(0), new(big.Int).Sub(m, big.NewInt(1))
	for i, h := range hits {
		n := residueRanges[h.Def.Name]
		var vs []*big.Int
		for _, a := range args[:n] {
			v, err := algebra.IntValue(a.e)
			if err != nil {
				return nil, nil, fmt.Sprintf("the range %q is not read: %v", h.Words, err)
			}
			vs = append(vs, v)
		}
		args = args[n:]
		l, u := big.NewInt(0), new(big.Int).Sub(vs[0], big.NewInt(1))
		if n == 2 {
			l, u = vs[0], vs[1]
		}
		if new(big.Int).Sub(u, l).Cmp(new(big.Int).Sub(m, big.NewInt(1))) != 0 {
			return nil, nil, fmt.Sprintf("the range %q is not a complete set of residues modulo %s", h.Words, m)
		}
		if i > 0 && l.Cmp(lo) != 0 {
			return nil, nil, fmt.Sprintf("the ranges asked differ (%q)", h.Words)
		}
		lo, hi = l, u
	}
	return lo, hi, ""
}

// inverseOf returns b when e is b^{-1} (the inverse of b modulo the
// residue question's modulus).
func inverseOf(e ast.Expr) (ast.Expr, bool) {
	p, ok := e.(*ast.Binary)
	if !ok || p.Op != ast.Pow {
		return nil, false
	}
	if k, err := algebra.IntValue(p.Y); err != nil || k.Cmp(big.NewInt(-1)) != 0 {
		return nil, false
	}
	return p.X, true
}

// replaceInverses replaces, innermost first, every b^{-k} of e (b an
// integer once the inverses inside it are replaced) by the residue t of
// the inverse of b^k modulo m, and returns the congruence b^k·t - 1 ≡ 0 of
// each; ok is false where an inverse does not exist or is not read so.
func replaceInverses(e ast.Expr, m *big.Int) (ast.Expr, []decide.Comparison, bool) {
	out, ev, err := mapIntPowers(e, func(p *ast.Binary, b, k *big.Int) (ast.Expr, []decide.Comparison, error) {
		if k.Sign() >= 0 {
			return p, nil, nil
		}
		if b == nil || k.Cmp(big.NewInt(-64)) < 0 {
			return nil, nil, fmt.Errorf("an inverse not read")
		}
		bk := &ast.Binary{Op: ast.Pow, X: p.X, Y: decide.IntExpr(new(big.Int).Neg(k))}
		t := new(big.Int).ModInverse(new(big.Int).Mod(new(big.Int).Exp(b, new(big.Int).Neg(k), m), m), m)
		if t == nil {
			return nil, nil, fmt.Errorf("no inverse")
		}
		cmp, ok := decide.CongruentZero(fmt.Sprintf("the inverse of %s modulo %s, %s", ast.Print(bk), m, t),
			&ast.Binary{Op: ast.Sub, X: &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: bk, Y: decide.IntExpr(t)}, Y: decide.IntExpr(big.NewInt(1))}, m)
		if !ok {
			return nil, nil, fmt.Errorf("too long")
		}
		return decide.IntExpr(t), []decide.Comparison{cmp}, nil
	})
	if err != nil {
		return nil, nil, false
	}
	return out, ev, true
}
