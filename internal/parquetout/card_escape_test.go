package parquetout

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/mdtext/mdtexttest"
)

// hostileCollections are collection names a source row may carry.
var hostileCollections = []string{"\r# INJECTED\r<script>alert(1)</script>", "a|b", "x`y``", "line\nbreak", "<img src=x onerror=alert(1)>"}

// TestCardEscapesCollections: a collection name with CR, LF, |, backticks
// or HTML cannot rewrite the card: every line of the body is one the card
// writes (no injected heading, no HTML element), and every table row of
// "Rows by collection" keeps its five cells.
func TestCardEscapesCollections(t *testing.T) {
	st := stats(nil)
	for _, c := range hostileCollections {
		st.ByCollection = append(st.ByCollection, Count{Name: c, Train: 1, Total: 1})
	}
	st.Unconfigured = hostileCollections
	card := string(Card(st, Options{}))
	mdtexttest.CheckNoInjection(t, card, []string{"# INJECTED"})
	inTable := false
	for _, l := range mdtexttest.Lines(card) {
		switch {
		case strings.HasPrefix(l, "## "):
			inTable = l == "## Rows by collection"
		case inTable && strings.HasPrefix(l, "|"):
			if n := strings.Count(strings.ReplaceAll(l, `\|`, ""), "|"); n != 5 {
				t.Errorf("table row %q has %d cell borders, want 5", l, n)
			}
		}
	}
}
