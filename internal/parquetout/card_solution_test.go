package parquetout

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCardWorkedSolutions: the card counts the audit's verdicts over the
// rows and the flagged ones, and says nothing when no row was audited.
func TestCardWorkedSolutions(t *testing.T) {
	var items []record.Item
	for _, v := range []record.SolutionVerdict{record.SolutionConsistent, record.SolutionConsistent, record.SolutionFalseStep, record.SolutionEndsElsewhere, record.SolutionUnchecked} {
		items = append(items, record.Item{SolutionAudit: &record.SolutionOutcome{Verdict: v}})
	}
	items = append(items, record.Item{})
	st := stats(nil)
	st.Reads = reads(items)
	card := string(Card(st, Options{}))
	want := "The displayed equalities of the 5 worked solutions were checked: 2 consistent, 1 with a false step, 1 ending on another value than the gold answer, 1 with nothing checkable; 2 flagged for review"
	if !strings.Contains(card, "## Worked solutions\n\n"+want) {
		t.Errorf("the card lacks %q:\n%s", want, card)
	}
	if card := string(Card(func() *Stats { s := stats(nil); s.Reads = reads(items[5:]); return s }(), Options{})); strings.Contains(card, "Worked solutions") {
		t.Errorf("a card of rows never audited speaks of the audit:\n%s", card)
	}
}
