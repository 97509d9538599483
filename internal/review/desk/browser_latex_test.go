package desk

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review/desk/desktest"
)

// TestBrowserExportLaTeXFilter: the exported (static) desk filters by
// malformed LaTeX as the live one does: "malformed LaTeX" keeps the row
// whose statement leg 2 could not read, "LaTeX parses" the others; and by
// duplicates (cluster, contaminated, any, none).
func TestBrowserExportLaTeXFilter(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	items := sampleItems()
	items[0].Legs.Parsers = &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Malformed: "problem: unbalanced brace at offset 9", Note: "unparsed"}
	fx := newFixture(t, items)
	dir := t.TempDir()
	d, err := New(Options{Rows: fx.rows, Sources: []string{fx.src}, Reviewer: "ann",
		Duplicates: func() map[string]string {
			return map[string]string{"dgn.core.1.001": "cluster", "dgn.core.1.002": "cluster contaminated"}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Export(dir); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+filepath.Join(dir, "index.html")), chromedp.WaitVisible(chromedp.CSS("body.katex-done"))); err != nil {
		t.Fatal(err)
	}
	const visible = `Array.from(document.querySelectorAll('#rows tbody tr[data-href] .c-id a')).map(a => a.textContent).join(',')`
	for _, tc := range []struct{ name, value, want string }{
		{"latex", "malformed", "dgn.core.1.001"},
		{"latex", "ok", "dgn.core.1.002,math.test.algebra.1"},
		{"latex", "", "dgn.core.1.001,dgn.core.1.002,math.test.algebra.1"},
		{"dup", "contaminated", "dgn.core.1.002"},
		{"dup", "cluster", "dgn.core.1.001,dgn.core.1.002"},
		{"dup", "none", "math.test.algebra.1"},
	} {
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`var s = document.querySelector('select[name=`+tc.name+`]'); s.value = '`+tc.value+`'; s.dispatchEvent(new Event('change')); true`)); err != nil {
			t.Fatal(err)
		}
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](visible))
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.want {
			t.Errorf("export, %s=%q: %q, want %q", tc.name, tc.value, got, tc.want)
		}
	}
}
