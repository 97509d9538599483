package desk

import (
	"bytes"
	"image"
	"image/png"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/review/desk/desktest"
)

// tinyPNG is a 2x2 PNG.
func tinyPNG(t testing.TB) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// hostileImages is a fixture whose rows name as their page image: a PNG
// (row good), an HTML page that loads a script "image" which records a
// review through the desk's form (rows html, js), the source file itself
// (row jsonl), a PNG symbolic link to a file outside the folder (row
// link) and a PNG outside the folder (row outside, as an answer image).
func hostileImages(t *testing.T) fixture {
	t.Helper()
	items := []record.Item{
		{ID: "good", Collection: "core", Chapter: 1, Problem: "p1", SourceAnswer: "1", AnswerStatus: record.StatusVerified},
		{ID: "html", Collection: "core", Chapter: 1, Problem: "p2", SourceAnswer: "2", AnswerStatus: record.StatusVerified},
		{ID: "js", Collection: "core", Chapter: 1, Problem: "p3", SourceAnswer: "3", AnswerStatus: record.StatusVerified},
		{ID: "jsonl", Collection: "core", Chapter: 1, Problem: "p4", SourceAnswer: "4", AnswerStatus: record.StatusVerified},
		{ID: "link", Collection: "core", Chapter: 1, Problem: "p5", SourceAnswer: "5", AnswerStatus: record.StatusVerified},
	}
	// The rows are written after the files: the fixture's folder first.
	fx := newFixture(t, nil)
	pages := filepath.Join(fx.src, "pages")
	outside := filepath.Join(filepath.Dir(fx.src), "secret.png")
	files := map[string][]byte{
		filepath.Join(pages, "p1.png"):    tinyPNG(t),
		filepath.Join(pages, "evil.html"): []byte(`<!DOCTYPE html><html><body><script src="/img/js/page"></script></body></html>`),
		filepath.Join(pages, "evil.js"): []byte(`var f=document.createElement('form');f.method='POST';f.action='/row/good/review';` +
			`var i=document.createElement('input');i.name='decision';i.value='agree';f.appendChild(i);document.body.appendChild(f);f.submit();`),
		filepath.Join(fx.src, "book.jsonl"): []byte(`{"problem":"p1"}` + "\n"),
		outside:                             append(tinyPNG(t), []byte("secret")...),
	}
	for p, b := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A page image replaced by a link after the run.
	if err := os.Symlink(outside, filepath.Join(pages, "p5.png")); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"p1.png", "evil.html", "evil.js", "../book.jsonl", "p5.png"} {
		items[i].Image = filepath.Join(pages, name)
	}
	items[0].AnswerImage = outside
	return newFixtureIn(t, fx.src, items)
}

// TestOnlyImagesAreServed: /img/ serves a page image only when, as it is
// served, it is an image by its content, a regular file inside a source
// folder (no link); it is served with its content's type and a sandbox
// policy. The export copies the same, and nothing else.
func TestOnlyImagesAreServed(t *testing.T) {
	fx := hostileImages(t)
	d := newDesk(t, fx)
	srv := newServer(t, d)
	auth := []string{"Authorization", "Bearer " + testToken}
	req, _ := http.NewRequest("GET", srv.URL+"/img/good/page", nil)
	req.Header.Set(auth[0], auth[1])
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" || resp.Header.Get("Content-Security-Policy") != "sandbox" ||
		resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("the PNG: %d %v", resp.StatusCode, resp.Header)
	}
	for _, u := range []string{"/img/html/page", "/img/js/page", "/img/jsonl/page", "/img/link/page", "/img/good/answer"} {
		if code, body := get(t, srv.Client(), srv.URL+u, auth...); code != http.StatusNotFound || strings.Contains(body, "secret") {
			t.Errorf("GET %s: %d %.80q, want 404", u, code, body)
		}
	}
	dir := t.TempDir()
	if _, err := d.Export(dir); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "img"))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "good-page.png" {
		t.Errorf("the export's img/ holds %q, want only good-page.png", names)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "row-html.html"))
	if strings.Contains(string(b), "<img") {
		t.Error("the exported page of row html shows an image")
	}
}

// TestBrowserImageRunsNothing: in a real browser, an HTML "image" is not
// a document of the desk's origin whose script records a review.
func TestBrowserImageRunsNothing(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	fx := hostileImages(t)
	srv := newServer(t, newDesk(t, fx))
	if err := chromedp.Do(ctx,
		chromedp.Navigate(srv.URL+"/row/good?token="+testToken), chromedp.WaitVisible(chromedp.CSS("#pageimg")),
		chromedp.Navigate(srv.URL+"/img/html/page"),
	); err != nil {
		t.Fatal(err)
	}
	scripts, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.scripts.length + document.forms.length`))
	if err != nil || scripts != 0 {
		t.Errorf("the HTML \"image\" opened as a page with %d scripts or forms (%v)", scripts, err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/row/good"), chromedp.WaitVisible(chromedp.CSS("#pageimg"))); err != nil {
		t.Fatal(err)
	}
	w, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.getElementById('pageimg').naturalWidth`))
	if err != nil || w != 2 {
		t.Errorf("the PNG page image does not show under its sandbox policy: width %d (%v)", w, err)
	}
	if _, err := os.Stat(filepath.Join(fx.src, review.FileName)); err == nil {
		t.Error("a review was recorded")
	}
}
