package check

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Residues modulo m (issue 25, capability 2): "Compute $29^{13} - 5^{13}$
// modulo 7", "the modulo 4 residue of $17 \cdot 18$", "the modular inverse
// of $4$, modulo $21$", with an optional range "Express your answer as an
// integer from $0$ to $20$". The residue class is computed exactly
// (algebra.IntResidue); the answer must lie in it and in the range asked,
// [0, m) where none is stated.

// rangeHit returns the range cue of a residue question.
func rangeHit(st *statement.Statement, ask string) (statement.CueHit, bool) {
	if ask != "residue modulo" && ask != "modulo residue" && ask != "modular inverse" {
		return statement.CueHit{}, false
	}
	for _, h := range st.Read.Hits {
		if h.Def.Class == statement.CueAsk && h.Def.Name == "residue range" {
			return h, true
		}
	}
	return statement.CueHit{}, false
}

// checkResidue answers a residue question; ok is false for other asks.
func checkResidue(ask string, ranged bool, args []intArg, a *statement.Answer) (Result, bool) {
	if ask != "residue modulo" && ask != "modulo residue" && ask != "modular inverse" {
		return Result{}, false
	}
	kind := statement.KindValue
	want := 2
	if ranged {
		want = 4
	}
	if len(args) != want {
		return undecided(kind, "the %s is asked with %d arguments", ask, len(args)), true
	}
	x, mArg := args[0], args[1]
	if ask == "modulo residue" {
		x, mArg = args[1], args[0]
	}
	m, err := algebra.IntValue(mArg.e)
	if err != nil || m.Cmp(big.NewInt(2)) < 0 {
		return undecided(kind, "the modulus %s is not an integer above 1", statement.Clip(mArg.src, 20)), true
	}
	lo, hi := big.NewInt(0), new(big.Int).Sub(m, big.NewInt(1))
	if ranged {
		lo, err = algebra.IntValue(args[2].e)
		if err == nil {
			hi, err = algebra.IntValue(args[3].e)
		}
		// The range must hold exactly one representative of each class.
		if err != nil || new(big.Int).Sub(hi, lo).Cmp(new(big.Int).Sub(m, big.NewInt(1))) != 0 {
			return undecided(kind, "the range %s to %s asked is not a complete set of residues modulo %s", args[2].src, args[3].src, m), true
		}
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
			return undecided(kind, "the inverse of %s modulo %s: %v", what, m, err), true
		}
		what = "the inverse of " + what
	} else if r, err = algebra.IntResidue(e, m); err != nil {
		return undecided(kind, "%s modulo %s: %v", what, m, err), true
	}
	// The representative of the class in [lo, hi].
	rep := new(big.Int).Sub(r, lo)
	rep.Mod(rep, m).Add(rep, lo)
	how := fmt.Sprintf("%s ≡ %s (mod %s), computed exactly; its representative in [%s, %s] is %s", what, r, m, lo, hi, rep)
	if a.Root == nil || len(a.Items) != 1 {
		return undecided(kind, "%s; the answer is not a single value", how), true
	}
	av, err := algebra.IntValue(a.Items[0].E)
	if err != nil {
		return undecided(kind, "%s; the answer is not read as an integer: %v", how, err), true
	}
	d := new(big.Int).Sub(av, rep)
	switch {
	case d.Sign() == 0:
		return confirm(kind, "%s, equal to the answer", how), true
	case new(big.Int).Mod(d, m).Sign() != 0:
		return refute(kind, "%s; the answer %s is not in that class", how, av), true
	}
	return undecided(kind, "%s; the answer %s is in the class but outside the range", how, av), true
}
