package desk

import (
	"net/http"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDuplicatesFilter selects rows by what Options.Duplicates says of
// them, and the list offers the filter only when the desk has it.
func TestDuplicatesFilter(t *testing.T) {
	fx := newFixture(t, sampleItems())
	d, err := New(Options{Rows: fx.rows, Sources: []string{fx.src}, Reviewer: "ann",
		Duplicates: func() map[string]string {
			return map[string]string{"dgn.core.1.001": "cluster", "dgn.core.1.002": "cluster contaminated", "no.such.row": "cluster"}
		}})
	if err != nil {
		t.Fatal(err)
	}
	latest, _, _, _ := d.reviewsSnapshot()
	for want, f := range map[string]Filter{
		"dgn.core.1.001 dgn.core.1.002":  {Dup: "cluster"},
		"dgn.core.1.002":                 {Dup: "contaminated"},
		"dgn.core.1.001 dgn.core.1.002 ": {Dup: "any"},
		"math.test.algebra.1":            {Dup: "none"},
	} {
		var got []string
		for _, i := range d.Select(f, latest).Rows {
			got = append(got, d.rowsNow().rows[i].ID)
		}
		if strings.Join(got, " ") != strings.TrimSpace(want) {
			t.Errorf("%+v: %q, want %q", f, got, want)
		}
	}
	srv := newServer(t, d)
	if code, body := get(t, http.DefaultClient, srv.URL+"/?dup=contaminated", "Authorization", "Bearer "+testToken); code != 200 || !strings.Contains(body, `name="dup"`) ||
		!strings.Contains(body, "dgn.core.1.002") || strings.Contains(body, "math.test.algebra.1") {
		t.Errorf("list ?dup=contaminated: %d, filter select or rows wrong", code)
	}
	plain := newServer(t, newDesk(t, newFixture(t, sampleItems())))
	if _, body := get(t, http.DefaultClient, plain.URL+"/", "Authorization", "Bearer "+testToken); strings.Contains(body, `name="dup"`) {
		t.Error("a desk without duplicates offers the filter")
	}
}

// TestDuplicateNotesOnRowPage: the row page shows what the dedup stage
// found about the row, with the reference's name and row; a row without
// findings shows no such block.
func TestDuplicateNotesOnRowPage(t *testing.T) {
	fx := newFixture(t, sampleItems())
	d, err := New(Options{Rows: fx.rows, Sources: []string{fx.src}, Reviewer: "ann",
		DuplicateNotes: func() map[string][]string {
			return map[string][]string{"dgn.core.1.002": {"contamination: the same problem as row 50 of math-test (similarity 0.93; x)"}}
		}})
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(t, d)
	if code, body := get(t, http.DefaultClient, srv.URL+"/row/dgn.core.1.002", "Authorization", "Bearer "+testToken); code != 200 ||
		!strings.Contains(body, `id="duplicates"`) || !strings.Contains(body, "the same problem as row 50 of math-test") {
		t.Errorf("row page: %d, no contamination block", code)
	}
	if _, body := get(t, http.DefaultClient, srv.URL+"/row/dgn.core.1.001", "Authorization", "Bearer "+testToken); strings.Contains(body, `id="duplicates"`) {
		t.Error("a row without findings has a duplicates block")
	}
}

// TestMalformedLaTeXFilter: the list's LaTeX filter selects the rows
// whose statement or answer leg 2 found malformed.
func TestMalformedLaTeXFilter(t *testing.T) {
	items := sampleItems()
	items[0].Legs.Parsers = &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Malformed: "statement at offset 7: a { that is never closed"}
	d := newDesk(t, newFixture(t, items))
	latest, _, _, _ := d.reviewsSnapshot()
	var got []string
	for _, i := range d.Select(Filter{LaTeX: "malformed"}, latest).Rows {
		got = append(got, d.rowsNow().rows[i].ID)
	}
	if strings.Join(got, " ") != items[0].ID {
		t.Errorf("latex=malformed: %v, want %s", got, items[0].ID)
	}
	if n := len(d.Select(Filter{LaTeX: "ok"}, latest).Rows); n != len(items)-1 {
		t.Errorf("latex=ok: %d rows, want %d", n, len(items)-1)
	}
	srv := newServer(t, d)
	if code, body := get(t, http.DefaultClient, srv.URL+"/?latex=malformed", "Authorization", "Bearer "+testToken); code != 200 || !strings.Contains(body, `name="latex"`) || !strings.Contains(body, items[0].ID) {
		t.Errorf("list ?latex=malformed: %d", code)
	}
}
