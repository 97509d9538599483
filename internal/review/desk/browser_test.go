package desk

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/review/desk/desktest"
)

// TestBrowserEscaping: a problem and an answer that hold HTML show as
// text in a real browser, and no script of theirs runs.
func TestBrowserEscaping(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	srv := newServer(t, newDesk(t, newFixture(t, sampleItems())))
	if err := chromedp.Do(ctx,
		chromedp.Navigate(srv.URL+"/row/dgn.core.1.002?token="+testToken),
		chromedp.WaitVisible(chromedp.CSS("body.katex-done")),
	); err != nil {
		t.Fatal(err)
	}
	problem, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#problem")))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(problem, `Evil <script>alert("x")</script> &`) {
		t.Errorf("the problem does not show its <script> as text: %q", problem)
	}
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('script:not([src])').length + document.querySelectorAll('b').length - document.querySelectorAll('header b, .history b, .leghead b').length`))
	if err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("%d inline script or <b> element(s) came from the row's text", n)
	}
	scripts, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.scripts.length`))
	if err != nil || scripts != 3 {
		t.Errorf("the page has %d scripts, want its 3 own (%v)", scripts, err)
	}
	m, err := chromedp.Run(ctx, chromedp.Evaluate[desktest.Math](desktest.RawMathJS))
	if err != nil {
		t.Fatal(err)
	}
	if m.Rendered == 0 || strings.Contains(m.Text, "$") {
		t.Errorf("KaTeX did not render the formula: %+v", m)
	}
}

// TestBrowserToken: without the token the browser gets 403; the printed
// URL lets it in, and the cookie keeps it in.
func TestBrowserToken(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	srv := newServer(t, newDesk(t, newFixture(t, sampleItems())))
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/row/dgn.core.1.001")); err != nil {
		t.Fatal(err)
	}
	text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("body")))
	if err != nil || !strings.Contains(text, "403 forbidden") {
		t.Errorf("without the token: %q %v", text, err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?token="+testToken), chromedp.WaitVisible(chromedp.CSS("#rows"))); err != nil {
		t.Fatal(err)
	}
	loc, _ := chromedp.Run(ctx, chromedp.Location())
	if strings.Contains(loc, "token") {
		t.Errorf("the token stays in the address bar: %s", loc)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/row/dgn.core.1.001"), chromedp.WaitVisible(chromedp.CSS("#problem"))); err != nil {
		t.Errorf("with the cookie: %v", err)
	}
}

// TestBrowserStaleReview: a review of an older version of the row shows
// as stale in the list and on the row.
func TestBrowserStaleReview(t *testing.T) {
	fx := newFixture(t, sampleItems())
	line := `{"id":"dgn.core.1.001","decision":"source-wrong","reviewer":"bob","at":"2026-11-30T10:00:00Z","row_sha256":"` + zeros + `","comment":"old"}` + "\n"
	if err := os.WriteFile(filepath.Join(fx.src, review.FileName), []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := desktest.Browser(t, 60*time.Second)
	srv := newServer(t, newDesk(t, fx))
	if err := chromedp.Do(ctx,
		chromedp.Navigate(srv.URL+"/?token="+testToken+"&review=stale"),
		chromedp.WaitVisible(chromedp.CSS("#rows")),
	); err != nil {
		t.Fatal(err)
	}
	text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#rows tbody")))
	if err != nil || !strings.Contains(text, "dgn.core.1.001") || !strings.Contains(text, "stale · source-wrong · bob") || strings.Contains(text, "dgn.core.1.002") {
		t.Errorf("list filtered to stale reviews: %q %v", text, err)
	}
}

// TestBrowserRereadRow: a row whose page re-read disagrees shows both
// readings with the differences marked, its review history, and every
// formula rendered.
func TestBrowserRereadRow(t *testing.T) {
	items := sampleItems()
	items[0].Legs.Vision = &record.VisionOutcome{Outcome: "disagree", Problem: "Solve $x^2-5x+6=0$.", RereadVerdict: record.Confirm,
		Note: "flagged: leg 1 refutes. Page re-read: statement differs: -6 read as +6. Leg 1 on the re-read row: confirm"}
	items[0].Legs.Native.Recomputed, items[0].Legs.Native.RecomputedDiffers = `x_1=-1;\ x_2=6`, true
	items[0].AnswerStatus = record.StatusCorrected
	fx := newFixture(t, items)
	if err := review.Append(filepath.Join(fx.src, review.FileName), review.Review{ID: items[0].ID, Decision: review.Agree,
		Reviewer: "ann", At: "2026-12-01T08:00:00Z", RowSHA256: items[0].RowSHA256, Comment: "the page prints +6"}); err != nil {
		t.Fatal(err)
	}
	ctx := desktest.Browser(t, 60*time.Second)
	srv := newServer(t, newDesk(t, fx))
	if err := chromedp.Do(ctx,
		chromedp.Navigate(srv.URL+"/row/"+items[0].ID+"?token="+testToken),
		chromedp.WaitVisible(chromedp.CSS("body.katex-done .diff .d-ins")),
	); err != nil {
		t.Fatal(err)
	}
	desktest.Screenshot(t, ctx, desktest.ScreenshotDir(t), "review-row-reread.png")
	diff, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(".diff")))
	if err != nil || !strings.Contains(diff, "transcribed") || !strings.Contains(diff, "re-read") {
		t.Errorf("diff block %q %v", diff, err)
	}
	m, err := chromedp.Run(ctx, chromedp.Evaluate[desktest.Math](desktest.RawMathJS))
	if err != nil || m.Errors != 0 || strings.Contains(m.Text, "$") {
		t.Errorf("formulas: %+v %v", m, err)
	}
}

// TestBrowserExportFilters: the exported list, read from file:// with no
// server, filters by collection and searches by text in the browser, shows
// row text as text, and j moves within the filtered rows.
func TestBrowserExportFilters(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	dir := t.TempDir()
	if _, err := newDesk(t, newFixture(t, sampleItems())).Export(dir); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx,
		chromedp.Navigate("file://"+filepath.Join(dir, "index.html")),
		chromedp.WaitVisible(chromedp.CSS("body.katex-done")),
	); err != nil {
		t.Fatal(err)
	}
	const visible = `Array.from(document.querySelectorAll('#rows tbody tr[data-href] .c-id a')).map(a => a.textContent).join(',')`
	ids := func() string {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](visible))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if got := ids(); got != "dgn.core.1.001,dgn.core.1.002,math.test.algebra.1" {
		t.Fatalf("before filtering: %q", got)
	}
	// do runs a script of the test's own (setting a select as a reader
	// would, with its change event).
	do := func(script string) {
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](script+"; true")); err != nil {
			t.Fatal(err)
		}
	}
	choose := func(v string) {
		do(`var s = document.querySelector('select[name=collection]'); s.value = ` + strconv.Quote(v) + `; s.dispatchEvent(new Event('change'))`)
	}
	choose("math")
	if got := ids(); got != "math.test.algebra.1" {
		t.Errorf("collection math: %q", got)
	}
	if n, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("nav.counts a.count .n"))); n != "1" {
		t.Errorf("collection math: the all count says %q", n)
	}
	choose("")
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS("#q"), "EVIL <script")); err != nil {
		t.Fatal(err)
	}
	if got := ids(); got != "dgn.core.1.002" {
		t.Errorf("search by text: %q", got)
	}
	prob, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#rows tbody .c-prob")))
	if err != nil || !strings.Contains(prob, `Evil <script>alert("x")</script>`) {
		t.Errorf("the filtered row's problem does not show as text: %q %v", prob, err)
	}
	if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#rows script, #rows b').length`)); n != 0 {
		t.Errorf("%d element(s) came from the row's text", n)
	}
	do(`var q = document.getElementById('q'); q.value = 'math.test'; q.dispatchEvent(new Event('input')); q.blur()`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("j")); err != nil {
		t.Fatal(err)
	}
	if sel, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector('#rows tr.sel .c-id a') || {}).textContent || ''`)); sel != "math.test.algebra.1" {
		t.Errorf("j in the filtered list selects %q", sel)
	}
}

// checkCSPInForce: the page of ctx wrote no error to its console (where
// chromium reports what the Content-Security-Policy refused), and a policy
// is in force: an inline script and a <style> added now are refused, and
// reported there.
func checkCSPInForce(t *testing.T, ctx context.Context, con *desktest.Console, page string) {
	t.Helper()
	for _, m := range con.Errors(t, ctx) {
		if m.Source == "network" && strings.HasSuffix(m.URL, "/favicon.ico") {
			continue // the app has none: the browser's own request gets a 404
		}
		t.Errorf("%s: console: %s (%s %s)", page, m, m.Source, m.URL)
	}
	applied, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(function () {
  var s = document.createElement('script'); s.textContent = 'window.inlineRan = true'; document.head.appendChild(s);
  var st = document.createElement('style'); st.textContent = 'body { outline: 3px solid rgb(1, 2, 3) }'; document.head.appendChild(st);
  return [window.inlineRan ? 'script' : '', getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)' ? '<style>' : ''].filter(Boolean).join(' and ');
})()`))
	if err != nil {
		t.Fatal(err)
	}
	if applied != "" {
		t.Errorf("%s: an inline %s was applied: no policy in force", page, applied)
	}
	refused := 0
	for _, m := range con.Errors(t, ctx) {
		if m.Source == "security" {
			refused++
		}
	}
	if refused != 2 {
		t.Errorf("%s: %d refusals reported for an inline script and a <style>, want 2", page, refused)
	}
}

// TestBrowserCSP: under the Content-Security-Policy (the app's header, the
// export's <meta>), KaTeX renders, also the formulas for which it writes
// style attributes (\pmb, \fcolorbox, a parse error in red), and chromium
// reports nothing refused; the exported list filters under it too.
func TestBrowserCSP(t *testing.T) {
	items := sampleItems()
	items[2].Problem = `Compute $\pmb{x}+\fcolorbox{red}{white}{1}$ and $\frac{1}{2}$, not $x^2^3$.`
	fx := newFixture(t, items)
	d := newDesk(t, fx)
	srv := newServer(t, d)
	dir := t.TempDir()
	if _, err := d.Export(dir); err != nil {
		t.Fatal(err)
	}
	ctx := desktest.Browser(t, 60*time.Second)
	con := desktest.Listen(t, ctx)
	for _, u := range []string{
		srv.URL + "/row/" + items[2].ID + "?token=" + testToken,
		"file://" + filepath.Join(dir, rowFile(items[2].ID)),
		"file://" + filepath.Join(dir, "index.html"),
	} {
		if err := chromedp.Do(ctx, chromedp.Navigate(u), chromedp.WaitVisible(chromedp.CSS("body.katex-done"))); err != nil {
			t.Fatal(err)
		}
		m, err := chromedp.Run(ctx, chromedp.Evaluate[desktest.Math](desktest.RawMathJS))
		if err != nil {
			t.Fatal(err)
		}
		if m.Rendered < 3 || m.Errors != 1 || strings.Contains(m.Text, `\pmb`) || strings.Contains(m.Text, `\frac`) {
			t.Errorf("%s: KaTeX did not render the formulas: %+v", u, m)
		}
		red, err := chromedp.Run(ctx, chromedp.Evaluate[string](`getComputedStyle(document.querySelector('.katex-error')).color`))
		if err != nil || red != "rgb(204, 0, 0)" {
			t.Errorf("%s: KaTeX's error is %q, not in its red (%v)", u, red, err)
		}
		if strings.HasSuffix(u, "index.html") {
			if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS("#q"), "compute")); err != nil {
				t.Fatal(err)
			}
			if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#rows tbody tr[data-href] .katex').length`)); n != 2 {
				t.Errorf("the exported list, filtered, renders %d formulas", n)
			}
		}
		checkCSPInForce(t, ctx, con, u)
	}
}

// TestBrowserExportStepsWithinFilter: in the export, read from file://, a
// row opened from a filtered list steps (j, k) through the rows of that
// filter, as in the app, and goes back (u) to the list so filtered: a
// status list's, and the collection chosen in the browser. A row opened
// from the unfiltered list steps through all rows.
func TestBrowserExportStepsWithinFilter(t *testing.T) {
	items := sampleItems()
	more := items[0]
	more.ID, more.Problem, more.Origin, more.RowSHA256 = "dgn.core.1.003", "Solve $x-3=0$.", "", ""
	items = append(items, more)
	more.ID, more.Collection, more.Problem = "math.test.algebra.2", "math", "Solve $x-4=0$."
	items = append(items, more)
	// All rows: core.1.001 (suspected), core.1.002, math.1, core.1.003
	// (suspected), math.2 (suspected).
	dir := t.TempDir()
	if _, err := newDesk(t, newFixture(t, items)).Export(dir); err != nil {
		t.Fatal(err)
	}
	ctx := desktest.Browser(t, 60*time.Second)
	con := desktest.Listen(t, ctx)
	open := func(page string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Navigate("file://"+filepath.Join(dir, page)), chromedp.WaitVisible(chromedp.CSS("body.katex-done"))); err != nil {
			t.Fatal(err)
		}
	}
	// land waits for the next row page after the one of row from (""
	// after a list), with its steps set for the filter (filtered) or left
	// as written, and returns its row.
	land := func(from string, filtered bool) string {
		t.Helper()
		sel := `body.katex-done[data-row]:not([data-row="` + from + `"])`
		if filtered {
			sel += ".filter-ready"
		}
		wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if err := chromedp.Do(wctx, chromedp.WaitVisible(chromedp.CSS(sel))); err != nil {
			loc, _ := chromedp.Run(ctx, chromedp.Location())
			t.Fatalf("waiting for the row page after %q (filter set: %v): %v; at %s", from, filtered, err, loc)
		}
		id, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.getAttribute('data-row')`))
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	// at checks that the page that followed from is row id's.
	at := func(from, id string, filtered bool) {
		t.Helper()
		if got := land(from, filtered); got != id {
			t.Fatalf("after %q: row %s, want %s", from, got, id)
		}
	}
	key := func(k string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
			t.Fatal(err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	const listed = `Array.from(document.querySelectorAll('#rows tbody tr[data-href] .c-id a')).map(a => a.textContent).join(',')`

	// The status list: the next suspected row, not the next row.
	open("suspected.html")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#rows a[href^="row-dgn.core.1.001.html"]`))); err != nil {
		t.Fatal(err)
	}
	at("", "dgn.core.1.001", true)
	if got := text(".rowbar .filterlabel"); got != "status suspected · 1 / 3" {
		t.Errorf("row bar says %q", got)
	}
	key("j")
	at("dgn.core.1.001", "dgn.core.1.003", true)
	key("j")
	at("dgn.core.1.003", "math.test.algebra.2", true)
	if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('a#next').length`)); n != 0 {
		t.Error("the filter's last row links to a next row")
	}
	key("k")
	at("math.test.algebra.2", "dgn.core.1.003", true)
	key("u")
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS("body.page-list.katex-done"))); err != nil {
		t.Fatal(err)
	}
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.HasSuffix(loc, "/suspected.html") {
		t.Errorf("u goes back to %s", loc)
	}

	// A collection chosen in the browser, over all statuses.
	open("index.html")
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`var s = document.querySelector('select[name=collection]'); s.value = 'math'; s.dispatchEvent(new Event('change')); true`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#rows a[href^="row-math.test.algebra.1.html"]`))); err != nil {
		t.Fatal(err)
	}
	at("", "math.test.algebra.1", true)
	if got := text(".rowbar .filterlabel"); got != "collection math · 1 / 2" {
		t.Errorf("row bar says %q", got)
	}
	key("j")
	at("math.test.algebra.1", "math.test.algebra.2", true)
	key("u")
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS("body.page-list.filtered.katex-done"))); err != nil {
		t.Fatal(err)
	}
	if got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](listed)); got != "math.test.algebra.1,math.test.algebra.2" {
		t.Errorf("back in the list, filtered to collection math: %q", got)
	}

	// No filter: all rows.
	open("index.html")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#rows a[href="row-dgn.core.1.002.html"]`))); err != nil {
		t.Fatal(err)
	}
	at("", "dgn.core.1.002", false)
	key("j")
	at("dgn.core.1.002", "math.test.algebra.1", false)
	for _, m := range con.Errors(t, ctx) {
		if !(m.Source == "network" && strings.HasSuffix(m.URL, "/favicon.ico")) {
			t.Errorf("console: %s (%s %s)", m, m.Source, m.URL)
		}
	}
}

// TestBrowserExportBackToFilterPage: the way back from a row of the
// export's second page of a filter is that page: the status list's second
// file, or the list with the collection chosen and its page in the query,
// which the list shows.
func TestBrowserExportBackToFilterPage(t *testing.T) {
	var items []record.Item
	for i := range PageSize + 1 {
		items = append(items, record.Item{ID: fmt.Sprintf("math.test.algebra.%03d", i+1), Collection: "math", Chapter: 1,
			Problem: fmt.Sprintf("Solve $x=%d$.", i+1), SourceAnswer: "1", FinalAnswer: "1", AnswerStatus: record.StatusSuspected})
	}
	last := items[PageSize].ID
	dir := t.TempDir()
	if _, err := newDesk(t, newFixture(t, items)).Export(dir); err != nil {
		t.Fatal(err)
	}
	ctx := desktest.Browser(t, 60*time.Second)
	back := func(list, script, want string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Navigate("file://"+filepath.Join(dir, list)), chromedp.WaitVisible(chromedp.CSS("body.katex-done"))); err != nil {
			t.Fatal(err)
		}
		if script != "" {
			if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](script+"; true")); err != nil {
				t.Fatal(err)
			}
		}
		if err := chromedp.Do(ctx,
			chromedp.Click(chromedp.CSS(`#rows a[href^="row-`+last+`.html?"]`)),
			chromedp.WaitVisible(chromedp.CSS(`body.filter-ready[data-row="`+last+`"]`)),
		); err != nil {
			t.Fatal(err)
		}
		if got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('back').getAttribute('href')`)); got != want {
			t.Errorf("from %s, the way back is %q, want %q", list, got, want)
		}
	}
	back("suspected-2.html", "", "suspected-2.html")
	back("index.html", `var s = document.querySelector('select[name=collection]'); s.value = 'math'; s.dispatchEvent(new Event('change')); document.querySelector('.pager a[data-turn="1"]').click()`,
		"index.html?collection=math&page=2")
	if err := chromedp.Do(ctx, chromedp.KeyEvent("u"), chromedp.WaitVisible(chromedp.CSS("body.page-list.filtered"))); err != nil {
		t.Fatal(err)
	}
	pager, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(".pager")))
	row, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#rows tbody .c-id")))
	if !strings.Contains(pager, "page 2 / 2") || row != last {
		t.Errorf("back in the list: %q, first row %q", pager, row)
	}
}
