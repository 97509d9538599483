// Package desktest drives a real browser (Debian's chromium, through
// chromedp) for the tests of the reviewer's desk.
package desktest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Browser starts a headless chromium for the test and returns a browser
// context (closed at the end of the test), bounded by timeout. Without
// chromium the test fails under CI (CI=true) and is skipped elsewhere,
// with how to install it.
func Browser(tb testing.TB, timeout time.Duration) context.Context {
	tb.Helper()
	path := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		const msg = "no chromium on PATH: the browser tests need it (Debian: apt-get install -y chromium; .ci/run installs it)"
		if os.Getenv("CI") == "true" {
			tb.Fatal(msg)
		}
		tb.Skip(msg)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.UserDataDir(tb.TempDir()),
		chromedp.WindowSize(1360, 860),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, timeout)
	tb.Cleanup(func() {
		cancelTimeout()
		cancelCtx()
		cancelAlloc()
	})
	if err := chromedp.Do(ctx); err != nil {
		tb.Fatalf("starting %s: %v", path, err)
	}
	return ctx
}

// ScreenshotDir is where the tests write their screenshots: the folder
// named by DGNPIPE_SCREENSHOTS (to look at them, or to refresh docs/), or
// a temporary folder.
func ScreenshotDir(tb testing.TB) string {
	if d := os.Getenv("DGNPIPE_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			tb.Fatal(err)
		}
		return d
	}
	return tb.TempDir()
}

// Screenshot saves the viewport as name (PNG) in ScreenshotDir.
func Screenshot(tb testing.TB, ctx context.Context, dir, name string) {
	tb.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		tb.Fatal(err)
	}
	tb.Logf("screenshot %s", filepath.Join(dir, name))
}

// RawMathJS is a JavaScript expression: the text the page shows in its
// .tex, .tex-bare elements (KaTeX's hidden MathML, which repeats the
// source, left out) joined by newlines, and the number of KaTeX errors.
const RawMathJS = `(function () {
  var out = [];
  document.querySelectorAll('.tex, .tex-bare').forEach(function (el) {
    var c = el.cloneNode(true);
    c.querySelectorAll('.katex-mathml').forEach(function (m) { m.remove(); });
    out.push(c.textContent);
  });
  return {text: out.join('\n'), errors: document.querySelectorAll('.katex-error').length,
          rendered: document.querySelectorAll('.katex').length};
})()`

// Math is what RawMathJS returns.
type Math struct {
	Text     string `json:"text"`
	Errors   int    `json:"errors"`
	Rendered int    `json:"rendered"`
}
