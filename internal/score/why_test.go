package score

import (
	"strings"
	"testing"
)

// TestWhyNot: an item not counted correct says why — no prediction, no
// answer found, undecided, or different with how its comma numbers were
// read under the row's convention.
func TestWhyNot(t *testing.T) {
	ds := &Dataset{Rows: []Row{
		{ID: "a", Gold: "2; 3", Source: dgnSource},
		{ID: "b", Gold: "1000", Collection: "math"},
		{ID: "c", Gold: "4", Source: dgnSource},
		{ID: "d", Gold: "4", Source: dgnSource},
		{ID: "e", Gold: "5", Source: dgnSource},
	}}
	preds := &Predictions{ByID: map[string]string{
		"a": `the roots are \boxed{2,3}`,
		"b": `\boxed{1,001}`,
		"c": `I cannot say.`,
		"e": `\boxed{5}`,
	}, Order: []string{"a", "b", "c", "e"}}
	rep := Score(ds, preds, Options{Rules: Strict, Tiers: []Tier{TierExact, TierNumeric, TierSymbolic}})
	want := map[string]string{
		"a": "2,3 read as the decimal 2.3 under the books' decimal comma",
		"b": "1,001 read as 1001 (commas as thousands separators)",
		"c": "no answer found",
		"d": "no prediction has this id",
		"e": "",
	}
	for _, it := range rep.Items {
		w := want[it.ID]
		if (w == "") != (it.Why == "") || !strings.Contains(it.Why, w) {
			t.Errorf("%s: why %q, want %q", it.ID, it.Why, w)
		}
	}
}
