package score

import "testing"

// TestEqualityProvenOrUndecided: two values are equal when proven equal
// (exactly, or with a bound the difference cannot hide under), otherwise
// undecided — never accepted off finite precision (issue 28, point 3).
func TestEqualityProvenOrUndecided(t *testing.T) {
	cases := []struct {
		gold, pred string
		want       Outcome
	}{
		// A difference of 2^-1000·ln 2, found at the confirming precision.
		{`1`, `2^{\frac{1}{2^{1000}}}`, Reject},
		{`2^{\frac{1}{2^{1000}}}`, `1`, Reject},
		// Beyond the confirming precision: undecided.
		{`1`, `2^{\frac{1}{2^{100000}}}`, Undecided},
		{`[1,\infty)`, `[2^{\frac{1}{2^{1000}}},\infty)`, Undecided},
		{`(0, 2^{\frac{1}{2^{1000}}}]`, `(0,1]`, Undecided},
		// Proven: exact, or agreeing at the confirming precision.
		{`\frac{\sqrt{2}}{2}`, `\frac{1}{\sqrt{2}}`, Accept},
		{`\sqrt{8}`, `2\sqrt{2}`, Accept},
		{`\ln 8`, `3\ln 2`, Accept},
		{`[\sqrt{2},\infty)`, `[\sqrt{2},\infty)`, Accept},
		{`[\frac{\sqrt{2}}{2},\infty)`, `[\frac{1}{\sqrt{2}},\infty)`, Accept},
		{`x^2+2x+1`, `(x+1)^2`, Accept},
		{`\sin^2 x + \cos^2 x`, `1`, Accept},
		{`e^{\frac{x}{2^{1000}}}`, `1`, Reject},
	}
	cmp := NewComparer(Strict, []Tier{TierExact, TierNumeric, TierSymbolic})
	for _, c := range cases {
		d := cmp.CompareIn(ConvWestern, c.gold, c.pred, "")
		got := Reject
		switch {
		case d.Correct:
			got = Accept
		case d.Undecided:
			got = Undecided
		}
		if got != c.want {
			t.Errorf("%q vs %q: %v (tier %v), want %v", c.gold, c.pred, got, d.Tier, c.want)
		}
	}
	// --rules spec: the document's tolerance stands.
	spec := NewComparer(Spec, []Tier{TierExact, TierNumeric, TierSymbolic})
	if d := spec.CompareIn(ConvWestern, `1`, `2^{\frac{1}{2^{1000}}}`, ""); !d.Correct {
		t.Errorf("spec rules: 2^{1/2^1000} vs 1 not accepted (%+v); the spec's 1e-6 accepts it", d)
	}
}
