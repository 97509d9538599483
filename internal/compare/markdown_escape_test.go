package compare

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/mdtext/mdtexttest"
)

// TestMarkdownEscapesHostileNames: model names (from --predictions
// NAME=FILE), chapters and groups (from the dataset) with CR, LF, |,
// backticks or HTML stay inside their cells: every table row has as many
// cells as its header, and no line is an injected heading or element.
func TestMarkdownEscapesHostileNames(t *testing.T) {
	hostile := []string{"\r# INJECTED\r<script>alert(1)</script>", "a|b", "x`y", "two\nlines"}
	var ms []Model
	for i, name := range hostile {
		m := Model{Name: name}
		for k := range 6 {
			m.Rows = append(m.Rows, Row{ID: string(rune('a' + k)), Chapter: hostile[k%len(hostile)], Group: hostile[(k+1)%len(hostile)], Difficulty: "A", Words: 10, Correct: (k+i)%2 == 0})
		}
		ms = append(ms, m)
	}
	var b strings.Builder
	if err := Compare(ms, Options{Seed: 1, Resamples: 50}).WriteMarkdown(&b, "title\r# INJECTED title"); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	mdtexttest.CheckNoInjection(t, md, []string{"# INJECTED"})
	cells := -1
	for _, l := range mdtexttest.Lines(md) {
		if !strings.HasPrefix(l, "|") {
			cells = -1
			continue
		}
		n := strings.Count(strings.ReplaceAll(l, `\|`, ""), "|")
		if cells < 0 {
			cells = n
		} else if n != cells {
			t.Errorf("table row %q has %d cell borders, its header %d", l, n, cells)
		}
	}
}
