package audit

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestKeyedReMatchTheirRegexp: parityRe, residueProblemRe and rewriteCueRe
// answer as their regular expressions do, on texts built from their
// alternatives (with case, ſ and the Kelvin sign) and on every window of
// 60 bytes of the MATH solutions when ../shared/data is present.
func TestKeyedReMatchTheirRegexp(t *testing.T) {
	keyed := map[string]keyedRe{"parityRe": parityRe, "residueProblemRe": residueProblemRe, "rewriteCueRe": rewriteCueRe}
	texts := []string{"", "parity", "PARITIES", "mod 2", "modulo $2", "\\pmod{7}", "\\mod 3", "a\\mod", "the base", "baseball",
		"Units Digit", "ReſIdue", "\u212Aey", "expand $", "Factoring \\[", "we write it as $$", "multiplying out", "identities $",
		"x \\equiv 1", "remainder", "congruent", "inverse", "MODULO2", "rewritten as\\begin{align*}", "simplifies to ."}
	pieces := []string{"parit", "y", "ies", "mod", "ulo", " ", "$", "2", "\\", "pmod", "bmod", "base", "digit", "units ", "last ",
		"ones ", "tens ", "two ", "s", "remainder", "residue", "ReſIdue", "congruen", "inverse", "equiv", "expand", "factor",
		"simplif", "rewrit", "collect", "combin", "distribut", "multiply", "ing", " out", "multiplied", "written as", "write ",
		"it ", "this ", "as", "identity", ".", "\\[", "\\(", "\\begin{align*}", "x", "_", "é", "ſ", "\u212A", "\n"}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 30000 {
		var b strings.Builder
		for range 1 + rng.IntN(7) {
			p := pieces[rng.IntN(len(pieces))]
			if rng.IntN(3) == 0 {
				p = strings.ToUpper(p)
			}
			b.WriteString(p)
		}
		texts = append(texts, b.String())
	}
	texts = append(texts, solutionWindows(t)...)
	for name, k := range keyed {
		for _, s := range texts {
			if got, want := k.MatchString(s), k.re.MatchString(s); got != want {
				t.Errorf("%s on %q: %v, its regexp %v", name, s, got, want)
			}
		}
	}
}

// TestSlipCueKeys: slipCueRe answers as its regexp does, and a side that
// holds none of a number reading's keys is left as is by its regexp, on
// the texts of TestKeyedReMatchTheirRegexp's kind and the MATH windows.
func TestSlipCueKeys(t *testing.T) {
	pieces := []string{"both sides", "solv", "set", "setting", "equat", "if", "when", "suppose", "assum", "implies", "must be",
		"contradict", " ", "$", "$$", "\\[", "\\(", "\\begin{align*}", ".", "x", "1", ",", "\\ ", "{,}", "^\\circ", "\\degree", "°",
		"\\log", "\\log_2", "\\frac", "\\dfrac", ")", "\\%", "0.5", "(", "\\left(", "\\left[", "\\right]", "[", "]", "ſ", "\u212A"}
	rng := rand.New(rand.NewPCG(7, 8))
	var texts []string
	for range 30000 {
		var b strings.Builder
		for range 1 + rng.IntN(7) {
			p := pieces[rng.IntN(len(pieces))]
			if rng.IntN(4) == 0 {
				p = strings.ToUpper(p)
			}
			b.WriteString(p)
		}
		texts = append(texts, b.String())
	}
	texts = append(texts, solutionWindows(t)...)
	for _, s := range texts {
		if got, want := slipCueRe.MatchString(s), slipCueRe.re.MatchString(s); got != want {
			t.Errorf("slipCueRe on %q: %v, its regexp %v", s, got, want)
		}
		for _, nr := range numberReadings {
			if !holdsKey(s, nr.keys) && nr.re.ReplaceAllString(s, nr.repl) != s {
				t.Errorf("%s: %q holds none of %q but its regexp rewrites it", nr.how, s, nr.keys)
			}
		}
	}
}
