package crawl_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/crawl"
)

// bookSite is a hostile local site: robots.txt as given, /book/ with
// problem 1 and a link to /book/2.html (problem 2), /private/ pages.
// served is called with each path requested.
func bookSite(t *testing.T, robots string, served func(path string)) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if served != nil {
			served(r.URL.Path)
		}
		switch r.URL.Path {
		case "/robots.txt":
			io.WriteString(w, robots)
		case "/book/", "/book/2.html", "/private/3.html":
			n := map[string]string{"/book/": "1", "/book/2.html": "2", "/private/3.html": "3"}[r.URL.Path]
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<html><body><a class="next" href="/book/2.html">2</a><a class="next" href="/private/3.html">3</a>`+
				`<div class="problem"><span class="num">`+n+`</span><div class="statement">$x=`+n+`$</div></div></body></html>`)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

type crawlResult struct {
	m   *crawl.Manifest
	err error
}

// crawlAsync runs the crawl of cfg in a goroutine.
func crawlAsync(t *testing.T, ctx context.Context, cfg crawl.Config) chan crawlResult {
	dir := t.TempDir()
	done := make(chan crawlResult, 1)
	go func() {
		m, err := crawl.Crawl(ctx, cfg, crawl.Options{CacheDir: filepath.Join(dir, "cache"), OutDir: dir, WriteManifest: true})
		done <- crawlResult{m, err}
	}()
	return done
}

// wait returns the crawl's result, failing the test if it is not over
// after bound (a guard against a hang, not a measure of speed).
func wait(t *testing.T, done chan crawlResult, bound time.Duration, what string) crawlResult {
	t.Helper()
	select {
	case r := <-done:
		return r
	case <-time.After(bound):
		t.Fatalf("%s: the crawl is still waiting after %s", what, bound)
		return crawlResult{}
	}
}

// TestCrawlDelayIsCapped: a Crawl-delay of a day is honoured as
// MaxCrawlDelay, and the manifest says what was asked and what was kept;
// a crawl of one page does not pause after it.
func TestCrawlDelayIsCapped(t *testing.T) {
	srv := bookSite(t, "User-agent: *\nCrawl-delay: 86400\n", nil)
	cfg := bookConfig(t, srv.URL, "max_pages: 1\n")
	r := wait(t, crawlAsync(t, context.Background(), cfg), 20*time.Second, "Crawl-delay: 86400, one page")
	if r.err != nil {
		t.Fatal(r.err)
	}
	if got := r.m.CrawlDelayMS["127.0.0.1"]; got != crawl.MaxCrawlDelay.Milliseconds() {
		t.Errorf("crawl_delay_ms %d, want the cap %d", got, crawl.MaxCrawlDelay.Milliseconds())
	}
	if got := r.m.CrawlDelayAskedMS["127.0.0.1"]; got != 86400_000 {
		t.Errorf("crawl_delay_asked_ms %d, want 86400000", got)
	}
	if !strings.Contains(strings.Join(r.m.Warnings, "\n"), "asks for a Crawl-delay of 24h0m0s: 30s was kept") {
		t.Errorf("warnings %q", r.m.Warnings)
	}
}

// TestCrawlDelayWaitIsCancellable: an interrupted crawl stops at once,
// also while it waits out a Crawl-delay.
func TestCrawlDelayWaitIsCancellable(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var first atomic.Bool
	srv := bookSite(t, "User-agent: *\nCrawl-delay: 86400\n", func(p string) {
		if p == "/book/" && !first.Swap(true) {
			cancel() // interrupted once the first page is served
		}
	})
	cfg := bookConfig(t, srv.URL, "parallelism: 1\n")
	r := wait(t, crawlAsync(t, ctx, cfg), 20*time.Second, "interrupted during a Crawl-delay")
	if !errors.Is(r.err, context.Canceled) {
		t.Errorf("the interrupted crawl returned %v, want context.Canceled", r.err)
	}
}

// TestRobotsTxtHasItsOwnLimit: a robots.txt over 500 KiB is not read
// (under the pages' or images' limit); the host fails for good, not as a
// failure that may pass.
func TestRobotsTxtHasItsOwnLimit(t *testing.T) {
	big := "User-agent: *\n" + strings.Repeat("# padding padding padding padding padding padding padding\n", 600<<10/58)
	srv := bookSite(t, big, nil)
	cfg := bookConfig(t, srv.URL, "")
	r := wait(t, crawlAsync(t, context.Background(), cfg), 20*time.Second, "a large robots.txt")
	var se *crawl.StartError
	if !errors.As(r.err, &se) || se.Transient {
		t.Fatalf("%v, want a *StartError for good", r.err)
	}
	if len(r.m.Failed) != 1 || r.m.Failed[0].Transient || !strings.Contains(r.m.Failed[0].Reason, fmt.Sprintf("too large: more than the limit of %d bytes", crawl.MaxRobotsBytes)) {
		t.Errorf("failed %+v, want the start URL, for good, over the robots.txt limit", r.m.Failed)
	}
}

// TestRobotsTxtBadLine: a Crawl-delay the parser cannot read is one
// ignored line with a warning, and the rest of robots.txt applies; a
// robots.txt that cannot be parsed at all fails its host for good.
func TestRobotsTxtBadLine(t *testing.T) {
	var se *crawl.StartError
	srv := bookSite(t, "User-agent: *\nCrawl-delay: 1s\nDisallow: /private/\n", nil)
	r := wait(t, crawlAsync(t, context.Background(), bookConfig(t, srv.URL, "")), 20*time.Second, "Crawl-delay: 1s")
	if r.err != nil {
		t.Fatal(r.err)
	}
	if r.m.ItemsWritten != 2 || r.m.Pages.Disallowed != 1 || len(r.m.Failed) != 0 {
		t.Errorf("items %d, disallowed %d, failed %+v; want 2, 1, none", r.m.ItemsWritten, r.m.Pages.Disallowed, r.m.Failed)
	}
	if !strings.Contains(strings.Join(r.m.Warnings, "\n"), `line 2: Crawl-delay "1s" is not a number of seconds; the line is ignored`) {
		t.Errorf("warnings %q", r.m.Warnings)
	}
	srv = bookSite(t, "Disallow: /private/\nUser-agent: *\n", nil)
	r = wait(t, crawlAsync(t, context.Background(), bookConfig(t, srv.URL, "")), 20*time.Second, "Disallow before User-agent")
	if !errors.As(r.err, &se) || se.Transient {
		t.Fatalf("%v, want a *StartError for good", r.err)
	}
	if len(r.m.Failed) != 1 || r.m.Failed[0].Transient || !strings.Contains(r.m.Failed[0].Reason, "cannot be parsed") {
		t.Errorf("failed %+v, want the start URL, for good", r.m.Failed)
	}
}
