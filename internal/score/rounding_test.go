package score

import "testing"

// TestRoundingOnlyWhereAsked: under the strict rules a rounded decimal
// stands for an exact gold answer only where the row's problem asks for an
// approximation (the rounding rule of internal/answer, as leg 1 applies
// it); a row without a problem text is taken as possibly asking; under
// --rules spec the document's relative 1e-6 stands.
func TestRoundingOnlyWhereAsked(t *testing.T) {
	tiers := []Tier{TierExact, TierNumeric, TierSymbolic}
	cases := []struct {
		problem, gold, pred string
		rules               Rules
		want                bool
	}{
		{"Compute $\\frac{1}{2}-\\frac{1}{6}$.", `\frac{1}{3}`, "0.3333", Strict, false},
		{"Compute $\\frac{1}{2}-\\frac{1}{6}$ to four decimal places.", `\frac{1}{3}`, "0.3333", Strict, true},
		{"Compute $\\frac{1}{2}-\\frac{1}{6}$. Round to the nearest hundredth.", `\frac{1}{3}`, "0.33", Strict, true},
		{"Compute $\\frac{1}{2}-\\frac{1}{6}$ to four decimal places.", `\frac{1}{3}`, "0.3334", Strict, false},
		{"Simplify $\\sqrt{88}$.", `2\sqrt{22}`, "9.38", Strict, false},
		{"", `\frac{1}{3}`, "0.3333", Strict, true},
		{"Compute $\\frac{1}{2}-\\frac{1}{6}$.", `\frac{1}{3}`, "0.3333333", Spec, true},
		{"Find the sum of the roots of $8x^2-21x+1=0$.", `\frac{21}{8}`, "2.625", Strict, true},
		{"Find the sum of the roots of $8x^2-21x+1=0$.", `\frac{21}{8}`, "2.62", Strict, false},
	}
	for _, c := range cases {
		ds := &Dataset{Rows: []Row{{ID: "r", Gold: c.gold, Collection: "math", Problem: c.problem}}}
		preds := &Predictions{ByID: map[string]string{"r": `\boxed{` + c.pred + `}`}, Order: []string{"r"}}
		rep := Score(ds, preds, Options{Rules: c.rules, Tiers: tiers})
		if got := rep.Items[0].Correct; got != c.want {
			t.Errorf("%q: %s for %s under %s: correct %t, want %t (%s)", c.problem, c.pred, c.gold, c.rules, got, c.want, rep.Items[0].Why)
		}
	}
}
