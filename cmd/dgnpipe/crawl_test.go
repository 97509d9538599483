package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/crawl"
	"github.com/dgnpipe/dgnpipe/internal/crawl/crawltest"
	"github.com/dgnpipe/dgnpipe/internal/review"
)

// TestCrawlCommand: `dgnpipe crawl` writes a source folder that `dgnpipe
// run` ingests; run again it downloads nothing and writes the same bytes;
// bad input is refused with the right exit code.
func TestCrawlCommand(t *testing.T) {
	site := crawltest.New(t)
	dir := t.TempDir()
	cfg := filepath.Join(dir, "crawl.yaml")
	if err := os.WriteFile(cfg, []byte(crawltest.Config(site.URL, 0, 2)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, cache := filepath.Join(dir, "book"), filepath.Join(dir, "cache")
	code, stdout, stderr := execute(t, "crawl", "--config", cfg, "--out", out, "--cache", cache)
	if code != exitOK || !strings.Contains(stdout, "items   12 written, 9 skipped") || !strings.Contains(stdout, "failed  page "+site.URL+"/book/ch5/: HTTP 404 Not Found") {
		t.Fatalf("crawl: exit %d\n%s\n%s", code, stdout, stderr)
	}
	first, err := os.ReadFile(filepath.Join(out, "core.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(out, "crawl.json")); err != nil {
		t.Error(err)
	}
	code, stdout, stderr = execute(t, "crawl", "--config", cfg, "--out", out, "--cache", cache)
	if code != exitOK || !strings.Contains(stdout, "0 bodies downloaded") {
		t.Fatalf("second crawl: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if again, _ := os.ReadFile(filepath.Join(out, "core.jsonl")); !bytes.Equal(first, again) {
		t.Error("the second crawl wrote other rows")
	}

	pl := filepath.Join(dir, "pipeline.yaml")
	yaml := fmt.Sprintf(`sources: [{dir: %s, format: dgn}]
stages:
  ingest: {kind: ingest}
  normalize: {kind: normalize, needs: [ingest]}
  verify: {kind: verify, needs: [normalize], params: {mathjs: "off", parsers: "off"}}
  status: {kind: status, needs: [verify]}
`, out)
	if err := os.WriteFile(pl, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	art := filepath.Join(dir, "artifacts")
	if code, stdout, stderr := execute(t, "run", "--config", pl, "--artifacts", art); code != exitOK {
		t.Fatalf("run on the crawled folder: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if b, err := os.ReadFile(filepath.Join(art, "status", "items.jsonl")); err != nil || bytes.Count(b, []byte("\n")) != 12 {
		t.Errorf("status rows: %v", err)
	}

	// A folder that no crawl wrote is not emptied.
	other := filepath.Join(dir, "other")
	os.MkdirAll(other, 0o755)
	os.WriteFile(filepath.Join(other, "notes.txt"), []byte("mine"), 0o644)
	if code, _, _ := execute(t, "crawl", "--config", cfg, "--out", other, "--cache", cache); code != exitUsage {
		t.Errorf("non-empty --out: exit %d, want %d", code, exitUsage)
	}
	// A folder an interrupted crawl began (.crawl-next, no crawl.json)
	// is taken: the same command resumes.
	begun := filepath.Join(dir, "begun")
	os.MkdirAll(filepath.Join(begun, crawl.NextDir, "pages", ".download"), 0o755)
	if code, stdout, stderr := execute(t, "crawl", "--config", cfg, "--out", begun, "--cache", cache); code != exitOK {
		t.Errorf("--out of an interrupted crawl: exit %d\n%s\n%s", code, stdout, stderr)
	}
	// So is one that an older dgnpipe began (pages/.download), which the
	// crawl removes once it succeeds.
	older := filepath.Join(dir, "older")
	os.MkdirAll(filepath.Join(older, "pages", ".download"), 0o755)
	if code, stdout, stderr := execute(t, "crawl", "--config", cfg, "--out", older, "--cache", cache); code != exitOK {
		t.Errorf("--out of an older interrupted crawl: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join(older, "pages", ".download")); err == nil {
		t.Error("pages/.download is left behind")
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("start_urls: [x]\n"), 0o644)
	if code, _, _ := execute(t, "crawl", "--config", bad, "--out", filepath.Join(dir, "x"), "--cache", cache); code != exitFailure {
		t.Errorf("bad config: exit %d, want %d", code, exitFailure)
	}
	g := &GlobalOptions{Stdout: io.Discard, Stderr: io.Discard}
	if err := runCrawl(context.Background(), CrawlOptions{Config: bad, Out: filepath.Join(dir, "x"), Cache: cache}, g); err == nil || !strings.Contains(err.Error(), "bad.yaml:1:14: start_urls[0]") {
		t.Errorf("bad config: %v, want it located", err)
	}
}

// TestCrawlTransientFailure: a page that keeps answering 503 fails after
// the retries, and the command exits 3 (finished, incomplete).
func TestCrawlTransientFailure(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			io.WriteString(w, `<html><body><div class="p"><span class="n">1</span><div class="s">Compute $1+1$.</div></div><a class="c" href="/down">more</a></body></html>`)
		case "/down":
			w.WriteHeader(http.StatusServiceUnavailable)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "crawl.yaml")
	os.WriteFile(cfg, []byte(fmt.Sprintf("start_urls: [%s/]\nfollow: a.c\nitem: div.p\nfields: {problem_id: span.n, problem: div.s}\ncollection: web\ndelay_ms: 0\nretries: 1\nbackoff_ms: 1\n", srv.URL)), 0o644)
	code, _, stderr := execute(t, "crawl", "--config", cfg, "--out", filepath.Join(dir, "out"), "--cache", filepath.Join(dir, "cache"))
	if code != exitDegraded {
		t.Errorf("exit %d, want %d; %s", code, exitDegraded, stderr)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "out", "web.jsonl")); err != nil || !bytes.Contains(b, []byte(`"problem":"Compute $1+1$."`)) {
		t.Errorf("web.jsonl: %s, %v", b, err)
	}
}

// TestRecrawlKeepsTheLastOutput: crawling again writes beside the last
// crawl's files and replaces them only when it succeeds. With the site
// down (exit 3) or its start page too large (exit 1, not 0) the last
// output stays whole; a crawl that succeeds removes only the files the
// last one owned (an image the site no longer shows), never the
// reviewers' or a hand-made file.
func TestRecrawlKeepsTheLastOutput(t *testing.T) {
	var mode atomic.Value
	mode.Store("up")
	png := "\x89PNG\r\n\x1a\n"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m := mode.Load().(string)
		switch {
		case m == "down":
			conn, _, _ := w.(http.Hijacker).Hijack()
			conn.Close()
		case r.URL.Path == "/robots.txt":
			io.WriteString(w, "User-agent: *\n")
		case r.URL.Path == "/book/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<html><body><div class="problem"><span class="num">1</span><div class="statement">$x=1$</div><img src="/a.png"></div>`)
			if m != "fewer" {
				io.WriteString(w, `<div class="problem"><span class="num">2</span><div class="statement">$x=2$</div><img src="/b.png"></div>`)
			}
			if m == "huge" {
				io.WriteString(w, strings.Repeat("<p>padding</p>", 1000))
			}
			io.WriteString(w, `</body></html>`)
		case r.URL.Path == "/a.png", r.URL.Path == "/b.png":
			w.Header().Set("Content-Type", "image/png")
			io.WriteString(w, png+r.URL.Path)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "crawl.yaml")
	os.WriteFile(cfg, []byte("start_urls: ["+srv.URL+"/book/]\nitem: div.problem\nfields: {problem_id: span.num, problem: div.statement, image: img}\n"+
		"collection: core\ndelay_ms: 0\nretries: 0\nmax_page_bytes: 4000\n"), 0o644)
	out := filepath.Join(dir, "book")
	crawlOnce := func(cache string) (int, string) {
		code, stdout, stderr := execute(t, "crawl", "--config", cfg, "--out", out, "--cache", filepath.Join(dir, cache))
		return code, stdout + stderr
	}
	if code, text := crawlOnce("c1"); code != exitOK {
		t.Fatalf("first crawl: exit %d\n%s", code, text)
	}
	mine := map[string]string{"extra-notes.jsonl": "{}\n", review.FileName: "{}\n", "README.md": "notes", "pages/scan-by-hand.png": png}
	for name, body := range mine {
		os.WriteFile(filepath.Join(out, filepath.FromSlash(name)), []byte(body), 0o644)
	}
	before, err := os.ReadFile(filepath.Join(out, "core.jsonl"))
	if err != nil || bytes.Count(before, []byte("\n")) != 2 {
		t.Fatalf("core.jsonl after the first crawl: %q %v", before, err)
	}
	has := func(when string, names ...string) {
		t.Helper()
		for _, n := range names {
			if _, err := os.Stat(filepath.Join(out, filepath.FromSlash(n))); err != nil {
				t.Errorf("%s: %v", when, err)
			}
		}
	}
	for _, tc := range []struct {
		mode, cache string
		code        int
	}{{"down", "c1", exitDegraded}, {"huge", "c2", exitFailure}} {
		mode.Store(tc.mode)
		code, text := crawlOnce(tc.cache)
		if code != tc.code || !strings.Contains(text, "wrote nothing (cache") {
			t.Errorf("site %s: exit %d, want %d\n%s", tc.mode, code, tc.code, text)
		}
		if after, _ := os.ReadFile(filepath.Join(out, "core.jsonl")); !bytes.Equal(before, after) {
			t.Errorf("site %s: core.jsonl is now %q", tc.mode, after)
		}
		has("site "+tc.mode, "pages/a.png", "pages/b.png", "crawl.json", "extra-notes.jsonl", review.FileName, "README.md", "pages/scan-by-hand.png")
	}
	mode.Store("fewer")
	if code, text := crawlOnce("c3"); code != exitOK {
		t.Fatalf("crawl of the changed site: exit %d\n%s", code, text)
	}
	has("after the changed site", "pages/a.png", "core.jsonl", "crawl.json", "extra-notes.jsonl", review.FileName, "README.md", "pages/scan-by-hand.png")
	if _, err := os.Stat(filepath.Join(out, "pages", "b.png")); err == nil {
		t.Error("the image the site no longer shows is still there")
	}
	if _, err := os.Stat(filepath.Join(out, crawl.NextDir)); err == nil {
		t.Errorf("%s is left behind", crawl.NextDir)
	}
}
