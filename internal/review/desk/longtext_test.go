package desk

import (
	"strings"
	"testing"
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
