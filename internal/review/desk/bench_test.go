package desk

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review/desk/desktest"
)

// benchDesk is the desk over DGNPIPE_BENCH_ROWS (a status stage's
// items.jsonl, e.g. of the MATH corpus run), or over 12,600 made-up rows.
func benchDesk(b *testing.B) *Desk {
	b.Helper()
	if p := os.Getenv("DGNPIPE_BENCH_ROWS"); p != "" {
		d, err := New(Options{Rows: p, Sources: []string{b.TempDir()}, Reviewer: "bench"})
		if err != nil {
			b.Fatal(err)
		}
		return d
	}
	statuses := record.Statuses
	items := make([]record.Item, 12600)
	for i := range items {
		items[i] = record.Item{ID: fmt.Sprintf("math.test.algebra.%d", i), Collection: "math", Chapter: i%7 + 1,
			Problem:      fmt.Sprintf(`Let $f(x)=\frac{%d x^2+1}{x-%d}$. Find all real $x$ such that $f(x) = %d$, and give the sum of their squares.`, i, i%13, i%7),
			SourceAnswer: fmt.Sprintf(`\frac{%d}{3}`, i), FinalAnswer: fmt.Sprintf(`\frac{%d}{3}`, i), AnswerStatus: statuses[i%len(statuses)],
			Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Verdict(i%3 + 1), Note: "checked at 5 points"},
				MathJS: &record.MathJSOutcome{Outcome: "confirm"}}}
	}
	return newDesk(b, newFixture(b, items))
}

// BenchmarkList is the time to serve a page of the list at corpus scale
// (the target: under 200 ms a page; the benchmark fails over it).
func BenchmarkList(b *testing.B) {
	d := benchDesk(b)
	h, err := d.Handler(testToken)
	if err != nil {
		b.Fatal(err)
	}
	rows := d.rowsNow().rows
	b.Logf("%d rows", len(rows))
	for _, c := range []struct{ name, url string }{
		{"first", "/"},
		{"suspected", "/?status=suspected"},
		{"search", "/?q=triangle"},
		{"flagged-unreviewed-page3", "/?flagged=yes&review=none&page=3"},
		{"row", "/row/" + rows[len(rows)/2].ID + "?status=" + rows[len(rows)/2].AnswerStatus.String()},
	} {
		b.Run(c.name, func(b *testing.B) {
			start := time.Now()
			for b.Loop() {
				req := httptest.NewRequest("GET", c.url, nil)
				req.Header.Set("Authorization", "Bearer "+testToken)
				w := httptest.NewRecorder()
				h.ServeHTTP(w, req)
				if w.Code != http.StatusOK {
					b.Fatalf("GET %s: %d", c.url, w.Code)
				}
			}
			if per := time.Since(start) / time.Duration(b.N); per > 200*time.Millisecond {
				b.Errorf("GET %s takes %v, over the 200 ms target", c.url, per)
			}
		})
	}
}

// BenchmarkBrowserList is the time a reviewer waits for the list in
// chromium: from navigation to every formula of the page rendered by KaTeX
// (server, HTML, assets, KaTeX on 100 rows). It needs chromium (skipped
// without it, outside CI).
func BenchmarkBrowserList(b *testing.B) {
	d := benchDesk(b)
	h, err := d.Handler(testToken)
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx := desktest.Browser(b, 10*time.Minute)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?token="+testToken), chromedp.WaitVisible(chromedp.CSS("body.katex-done"))); err != nil {
		b.Fatal(err)
	}
	pages := []string{"/", "/?page=2", "/?page=3"}
	start := time.Now()
	for i := 0; b.Loop(); i++ {
		if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+pages[i%len(pages)]), chromedp.WaitVisible(chromedp.CSS("body.katex-done"))); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N), "ms/page")
}
