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
	// A folder an interrupted crawl began (pages/.download, no crawl.json)
	// is taken: the same command resumes.
	begun := filepath.Join(dir, "begun")
	os.MkdirAll(filepath.Join(begun, "pages", ".download"), 0o755)
	if code, stdout, stderr := execute(t, "crawl", "--config", cfg, "--out", begun, "--cache", cache); code != exitOK {
		t.Errorf("--out of an interrupted crawl: exit %d\n%s\n%s", code, stdout, stderr)
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

// TestCrawlOutKeepsReviews: crawling again into a folder a crawl wrote
// replaces the crawl's files, not the reviewers' decisions recorded there
// (reviews.jsonl, in the source folder) nor other files of the folder.
func TestCrawlOutKeepsReviews(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		crawl.ManifestFile: "{}", "core.jsonl": "{}\n", review.FileName: "{}\n", "README.md": "notes",
		filepath.Join(crawl.ImagesDir, "p1.png"): "png",
	} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := prepareCrawlOut(dir); err != nil {
		t.Fatal(err)
	}
	for name, kept := range map[string]bool{crawl.ManifestFile: false, "core.jsonl": false, crawl.ImagesDir: false, review.FileName: true, "README.md": true} {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != kept {
			t.Errorf("%s: kept %v, want %v", name, err == nil, kept)
		}
	}
}
