package desk

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dgnpipe/dgnpipe/internal/review/desk/desktest"
)

// TestBrowserSaveWithinWindow: on a 1400×900 window the row page's "Save
// decision" button is inside the window without scrolling — with the
// stale-run banner above the page, and with the fields of a transcription
// fix open — and the page says what each decision means.
func TestBrowserSaveWithinWindow(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	fx := newFixture(t, sampleItems())
	d, err := New(Options{Rows: fx.rows, Sources: []string{fx.src}, Reviewer: "ann",
		Stale: func() []string { return []string{"verify: code changed", "status: input verify will be rebuilt"} }})
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(t, d)
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(1400, 900),
		chromedp.Navigate(srv.URL+"/row/dgn.core.1.001?token="+testToken),
		chromedp.WaitVisible(chromedp.CSS("body.katex-done")),
	); err != nil {
		t.Fatal(err)
	}
	const js = `(() => { const r = document.querySelector('#save').getBoundingClientRect(); return [r.top, r.bottom, window.innerHeight]; })()`
	for _, step := range []string{"as it opens", "with the fix fields open"} {
		if step != "as it opens" {
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`input[value="transcription"]`))); err != nil {
				t.Fatal(err)
			}
		}
		r, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](js))
		if err != nil {
			t.Fatal(err)
		}
		if r[0] < 0 || r[1] > r[2] {
			t.Errorf("%s: the Save button spans %.0f-%.0f px of a %.0f px window", step, r[0], r[1], r[2])
		}
	}
	help, err := chromedp.Run(ctx, chromedp.TextContent(chromedp.CSS("#dec-help")))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"agree", "source-wrong", "transcription", "checker-wrong", "unverifiable"} {
		if !strings.Contains(help, want) {
			t.Errorf("the decisions' help lacks %q: %q", want, help)
		}
	}
	desktest.Screenshot(t, ctx, desktest.ScreenshotDir(t), fmt.Sprintf("row-%dx%d.png", 1400, 900))
}

// TestBrowserMissingRow: a row id that is not in the run gets a page that
// says so and leads back to the list.
func TestBrowserMissingRow(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	srv := newServer(t, newDesk(t, newFixture(t, sampleItems())))
	if err := chromedp.Do(ctx,
		chromedp.Navigate(srv.URL+"/row/dgn.core.9.999?token="+testToken),
		chromedp.WaitVisible(chromedp.CSS("main.missing")),
	); err != nil {
		t.Fatal(err)
	}
	text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("main.missing")))
	if err != nil || !strings.Contains(text, "dgn.core.9.999") {
		t.Errorf("the missing row's page: %q %v", text, err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#back")), chromedp.WaitVisible(chromedp.CSS("#rows"))); err != nil {
		t.Errorf("no way back to the list: %v", err)
	}
}
