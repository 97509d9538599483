package desk

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLongSolutionIsFolded: a 2 MiB worked solution does not make a
// multi-megabyte row page (5.25 MB took chromium 50 s to render): the page
// shows its first MaxShownText bytes as plain text, says how much is cut
// and where the whole text is, and stays under 200 kB.
func TestLongSolutionIsFolded(t *testing.T) {
	items := sampleItems()
	items[0].Solution = strings.Repeat(`\frac{1}{2}+`, (2<<20)/12)
	items[0].Origin = "book.jsonl:1"
	srv := newServer(t, newDesk(t, newFixture(t, items)))
	code, body := get(t, srv.Client(), srv.URL+"/row/"+items[0].ID, "Authorization", "Bearer "+testToken)
	if code != 200 {
		t.Fatalf("status %d", code)
	}
	if len(body) > 200_000 {
		t.Errorf("the row page is %d bytes, want under 200 kB", len(body))
	}
	for _, want := range []string{"solution-cut", "book.jsonl:1"} {
		if !strings.Contains(body, want) {
			t.Errorf("the row page lacks %q", want)
		}
	}
	_, short := get(t, srv.Client(), srv.URL+"/row/"+items[1].ID, "Authorization", "Bearer "+testToken)
	if strings.Contains(short, "solution-cut") {
		t.Error("a short row says its solution is cut")
	}
}

// TestLongProblemAndNoteAreFolded: a 2 MiB problem and 2 MiB notes (the
// row's verification_note, leg 1's finding, the audit's note) are folded
// as a long solution is: the row page stays under 200 kB, says what is
// cut and where the whole text is, and the fix field starts empty rather
// than holding 2 MiB; a short row says nothing is cut.
func TestLongProblemAndNoteAreFolded(t *testing.T) {
	items := sampleItems()
	long := strings.Repeat(`x^{2}+`, (2<<20)/6)
	items[0].Problem = "Simplify $" + long + "1$."
	items[0].Origin = "book.jsonl:1"
	items[0].VerificationNote = "leg 1: " + long
	if n := items[0].Legs.Native; n != nil {
		n.Note = long
	}
	items[0].SolutionAudit = &record.SolutionOutcome{Verdict: record.SolutionUnchecked, Note: long}
	srv := newServer(t, newDesk(t, newFixture(t, items)))
	code, body := get(t, srv.Client(), srv.URL+"/row/"+items[0].ID, "Authorization", "Bearer "+testToken)
	if code != 200 {
		t.Fatalf("status %d", code)
	}
	if len(body) > 200_000 {
		t.Errorf("the row page is %d bytes, want under 200 kB", len(body))
	}
	for _, want := range []string{`id="problem-cut"`, `id="note-cut"`, "book.jsonl:1", "more bytes not shown", "too long to fix here"} {
		if !strings.Contains(body, want) {
			t.Errorf("the row page lacks %q", want)
		}
	}
	_, short := get(t, srv.Client(), srv.URL+"/row/"+items[1].ID, "Authorization", "Bearer "+testToken)
	for _, cut := range []string{"problem-cut", "note-cut", "more bytes not shown", "too long to fix here"} {
		if strings.Contains(short, cut) {
			t.Errorf("a short row's page says %q", cut)
		}
	}
}
