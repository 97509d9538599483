package desk

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review/desk/desktest"
)

// solutionItems are sampleItems with worked-solution audits: 1.001 has a
// false step, 1.002 is consistent, math.test.algebra.1 was not audited.
func solutionItems() []record.Item {
	items := sampleItems()
	items[0].Solution = `$x^2-5x-6=(x-6)(x+2)$.`
	items[0].SolutionAudit = &record.SolutionOutcome{Verdict: record.SolutionFalseStep, StepsChecked: 1,
		Note: "worked solution: the step `x^2-5x-6=(x-6)(x+2)` is false (at x=0 the sides are -6 and -12)"}
	items[1].Solution = `$\frac{1}{2}=0.5$.`
	items[1].SolutionAudit = &record.SolutionOutcome{Verdict: record.SolutionConsistent, StepsChecked: 1, Note: "worked solution: 1 step checked, all hold"}
	return items
}

// TestBrowserSolutionFilter: the list's worked-solution filter, chosen in
// the browser, keeps the flagged rows (the server's list, and the export
// read from file://), the row page shows the audit, and its row bar names
// the filter.
func TestBrowserSolutionFilter(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	const visible = `Array.from(document.querySelectorAll('#rows tbody tr[data-href] .c-id a')).map(a => a.textContent).join(',')`
	ids := func() string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](visible))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	choose := func(v string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`var s = document.querySelector('select[name=solution]'); s.value = '`+v+`'; s.dispatchEvent(new Event('change')); true`)); err != nil {
			t.Fatal(err)
		}
	}

	fx := newFixture(t, solutionItems())
	srv := newServer(t, newDesk(t, fx))
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?token="+testToken), chromedp.WaitVisible(chromedp.CSS("body.katex-done #rows"))); err != nil {
		t.Fatal(err)
	}
	if got := ids(); got != "dgn.core.1.001,dgn.core.1.002,math.test.algebra.1" {
		t.Fatalf("before filtering: %q", got)
	}
	// The select submits the form: its change is dispatched after the
	// script returns, as the page navigates away.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`var s = document.querySelector('select[name=solution]'); s.value = 'flagged'; setTimeout(function () { s.dispatchEvent(new Event('change')); }, 0); true`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`select[name=solution] option[value="flagged"][selected]`)), chromedp.WaitVisible(chromedp.CSS("body.katex-done #rows"))); err != nil {
		t.Fatal(err)
	}
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.Contains(loc, "solution=flagged") {
		t.Errorf("the filter is not in the address: %s", loc)
	}
	if got := ids(); got != "dgn.core.1.001" {
		t.Errorf("worked solution flagged: %q", got)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#rows a[href^="/row/dgn.core.1.001"]`)), chromedp.WaitVisible(chromedp.CSS("body.page-row.katex-done #solution-audit"))); err != nil {
		t.Fatal(err)
	}
	audit, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#solution-audit")))
	if err != nil || !strings.Contains(audit, "false-step") || !strings.Contains(audit, "is false (at x=0") {
		t.Errorf("the row's audit block: %q %v", audit, err)
	}
	if got, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(".rowbar .filterlabel"))); !strings.Contains(got, "worked solution flagged") {
		t.Errorf("row bar says %q", got)
	}

	dir := t.TempDir()
	if _, err := newDesk(t, fx).Export(dir); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+filepath.Join(dir, "index.html")), chromedp.WaitVisible(chromedp.CSS("body.katex-done"))); err != nil {
		t.Fatal(err)
	}
	choose("flagged")
	if got := ids(); got != "dgn.core.1.001" {
		t.Errorf("export, worked solution flagged: %q", got)
	}
	choose("none")
	if got := ids(); got != "math.test.algebra.1" {
		t.Errorf("export, not audited: %q", got)
	}
	choose("consistent")
	if got := ids(); got != "dgn.core.1.002" {
		t.Errorf("export, consistent: %q", got)
	}
}
