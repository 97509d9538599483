package crawl_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/crawl"
	"github.com/dgnpipe/dgnpipe/internal/crawl/crawltest"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

func config(t *testing.T, site *crawltest.Site, delay, par int) crawl.Config {
	t.Helper()
	cfg, err := crawl.Parse("crawl.yaml", []byte(crawltest.Config(site.URL, delay, par)))
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func crawlSite(t *testing.T, ctx context.Context, cfg crawl.Config, cache, out string, progress func(int)) (*crawl.Manifest, error) {
	t.Helper()
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	return crawl.Crawl(ctx, cfg, crawl.Options{CacheDir: cache, OutDir: out, Progress: progress, WriteManifest: true})
}

// files reads every file of an output folder but the manifest.
func files(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == crawl.ManifestFile {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sameFiles(t *testing.T, what string, a, b map[string][]byte) {
	t.Helper()
	if len(a) != len(b) {
		t.Errorf("%s: %d files, want %d", what, len(b), len(a))
	}
	for name, ab := range a {
		if !bytes.Equal(ab, b[name]) {
			t.Errorf("%s: %s differs", what, name)
		}
	}
}

func rows(t *testing.T, dir string) map[string]record.Source {
	t.Helper()
	set, err := source.Read(dir, source.DGN)
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Warnings) > 0 {
		t.Errorf("the source reader warns: %v", set.Warnings)
	}
	out := map[string]record.Source{}
	for _, r := range set.Rows {
		out[r.ProblemID] = r.Source
	}
	return out
}

// TestSite crawls the test site: every markup of formulas, the encodings,
// the answer page and the scans end up in the rows; robots.txt, the
// retries, the redirect loop, the broken links and the huge page are in
// the manifest. A second crawl downloads no body and writes the same
// bytes; so does a crawl from scratch with another parallelism.
func TestSite(t *testing.T) {
	site := crawltest.New(t)
	dir := t.TempDir()
	cache, out1 := filepath.Join(dir, "cache"), filepath.Join(dir, "out1")
	m, err := crawlSite(t, context.Background(), config(t, site, 1, 2), cache, out1, nil)
	if err != nil {
		t.Fatal(err)
	}
	u := site.URL
	if m.Pages.Fetched != 11 || m.Pages.Cached != 0 || m.Pages.Disallowed != 2 || m.Pages.Failed != 4 {
		t.Errorf("pages %+v; want 11 fetched, 2 disallowed, 4 failed", m.Pages)
	}
	if m.Images.Fetched != 4 || m.Images.Failed != 1 {
		t.Errorf("images %+v; want 4 fetched, 1 failed", m.Images)
	}
	if m.HTTP.Retries != 2 || m.HTTP.TooLarge != 1 || m.LinksOffDomain != 1 {
		t.Errorf("http %+v, off-domain %d; want the 429 and the 500 retried once each, 1 too large, 1 link off the domain", m.HTTP, m.LinksOffDomain)
	}
	if !slices.Equal(m.Disallowed, []string{u + "/private/drafts.html", u + "/private/old-drafts.html"}) || site.Hits("/private/drafts.html")+site.Hits("/private/old-drafts.html") != 0 {
		t.Errorf("disallowed %v; %d requests for them", m.Disallowed, site.Hits("/private/drafts.html")+site.Hits("/private/old-drafts.html"))
	}
	wantFailed := map[string]string{
		u + "/book/ch5/":         "HTTP 404 Not Found",
		u + "/book/huge.html":    "too large: 3145760 bytes, the limit is 1048576",
		u + "/book/scans/p7.png": "HTTP 404 Not Found",
		u + "/book/mirror.html":  `Not following redirect to "http://partner.invalid/book/": Forbidden domain`,
		u + "/errata/":           "redirect loop back to " + u + "/errata/ after 3 redirect(s)",
	}
	if len(m.Failed) != len(wantFailed) {
		t.Errorf("failed %+v", m.Failed)
	}
	for _, f := range m.Failed {
		if wantFailed[f.URL] != f.Reason || f.Transient {
			t.Errorf("failed %s: %q (transient %v), want %q", f.URL, f.Reason, f.Transient, wantFailed[f.URL])
		}
	}
	if m.ItemsWritten != 12 || m.AnswersJoined != 2 {
		t.Errorf("items written %d, answers joined %d; want 12 and 2", m.ItemsWritten, m.AnswersJoined)
	}
	var skipped []string
	for _, s := range m.ItemsSkipped {
		skipped = append(skipped, strings.TrimPrefix(s.URL, u)+": "+s.Reason)
	}
	for _, want := range []string{
		`/book/answers.html answer 3: answer for problem 1.099, which no page states`,
		`/book/ch1/ item 3: problem 1.003: no statement ("div.statement" found nothing)`,
		`/book/ch1/index.html item 1: problem 1.001 repeats ` + u + `/book/ch1/ item 1`,
	} {
		if !slices.Contains(skipped, want) {
			t.Errorf("items skipped %q\nwant %q among them", skipped, want)
		}
	}
	if len(site.Agents()) != 1 || site.Agents()[0] != "dgnpipe-test (+crawl tests)" {
		t.Errorf("user agents %q", site.Agents())
	}

	got := rows(t, out1)
	want := map[string]record.Source{
		"1.001": {Chapter: 1, ChapterTitle: "Chapter 1. Arithmetic", Page: 5, Problem: `Compute $\frac{3}{4}+\frac{5}{6}$.`, Answer: `$\frac{19}{12}$`, AnswerPage: 5, Image: "pages/p5.png"},
		"1.002": {Chapter: 1, ChapterTitle: "Chapter 1. Arithmetic", Page: 5, Problem: "Compute the value of the expression\n\n$$\\left(2\\frac{1}{3}\\right)\\cdot 1\\frac{2}{7}.$$", Answer: "3", AnswerPage: 5, Image: "pages/p5.png"},
		"1.004": {Chapter: 1, ChapterTitle: "Chapter 1. Arithmetic", Page: 6, Problem: "A train covers $120$ km in $1{,}5$ hours.\n\nFind its speed in km/h if $$v=\\frac{s}{t}.$$", Answer: "$80$", AnswerPage: 301, Image: "pages/p6.png", AnswerImage: "pages/p301.png"},
		"1.005": {Chapter: 1, ChapterTitle: "Chapter 1. Arithmetic", Page: 6, Problem: `Simplify $\frac{a^2-b^2}{a-b}$ for a ≠ b.`, Answer: "$a+b$", AnswerPage: 301, AnswerImage: "pages/p301.png"},
		"1.006": {Chapter: 1, ChapterTitle: "Chapter 1. Arithmetic", Page: 7, Problem: `Compute $2^{10}-1000$.`, Answer: "24", AnswerPage: 7},
		"2.001": {Chapter: 2, ChapterTitle: "Chapter 2. Equations", Page: 12, Problem: `Solve the equation $3x+5=20$.`, Answer: "$5$", AnswerPage: 12, Image: "pages/p12.png"},
		"2.002": {Chapter: 2, ChapterTitle: "Chapter 2. Equations", Page: 12, Problem: `Find the positive root of $$x^2=49$$`, Answer: "7", AnswerPage: 12},
		"2.003": {Chapter: 2, ChapterTitle: "Chapter 2. Equations", Page: 13, Problem: `Solve $2x=9$ and write the answer as a decimal.`, Answer: "4.5", AnswerPage: 13},
		"2.004": {Chapter: 2, ChapterTitle: "Chapter 2. Equations", Page: 13, Problem: `Solve $x-4=0$, then compute $x^2$ for that root.`, Answer: "16", AnswerPage: 13},
		"2.005": {Chapter: 2, ChapterTitle: "Chapter 2. Equations", Page: 14, Problem: `Solve $\sqrt{x}=3$.`, Answer: "9", AnswerPage: 14},
		"3.001": {Chapter: 3, ChapterTitle: "Глава 3. Уравнения", Page: 20, Problem: `Решите уравнение $x+7=10$.`, Answer: "3", AnswerPage: 20},
		"4.001": {Chapter: 4, ChapterTitle: "Глава 4. Неравенства", Page: 25, Problem: `Найдите наименьшее целое решение неравенства $x>2$.`, Answer: "3", AnswerPage: 25},
	}
	if len(got) != len(want) {
		t.Errorf("%d rows, want %d", len(got), len(want))
	}
	for id, w := range want {
		w.Collection, w.ProblemID = "core", id
		if g := got[id]; g != w {
			t.Errorf("row %s:\n got %+v\nwant %+v", id, g, w)
		}
	}
	scan, _ := os.ReadFile(filepath.Join(crawltest.Dir(), "book", "scans", "p301.png"))
	if b, err := os.ReadFile(filepath.Join(out1, "pages", "p301.png")); err != nil || !bytes.Equal(b, scan) {
		t.Errorf("pages/p301.png is not the scan: %v", err)
	}
	var onDisk crawl.Manifest
	if b, err := os.ReadFile(filepath.Join(out1, crawl.ManifestFile)); err != nil || json.Unmarshal(b, &onDisk) != nil || onDisk.ItemsWritten != 12 {
		t.Errorf("crawl.json: %v, %+v", err, onDisk.Pages)
	}

	// The second crawl of the unchanged site: no body downloaded (the site
	// answers 304 or is not asked), the same bytes written.
	before := site.Bodies()
	out2 := filepath.Join(dir, "out2")
	m2, err := crawlSite(t, context.Background(), config(t, site, 1, 2), cache, out2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if m2.HTTP.Downloads != 0 || m2.Pages.Fetched != 0 || m2.Images.Fetched != 0 || m2.Pages.Cached != 11 || m2.Images.Cached != 4 {
		t.Errorf("second crawl: http %+v, pages %+v, images %+v; want no download", m2.HTTP, m2.Pages, m2.Images)
	}
	// Every page has an ETag or a Last-Modified: asked again, answered
	// 304. The scans have neither: taken from the cache unasked.
	if m2.Pages.Revalidated != 11 || m2.Images.Revalidated != 0 {
		t.Errorf("second crawl revalidated %d pages and %d images, want 11 and 0", m2.Pages.Revalidated, m2.Images.Revalidated)
	}
	for p, n := range site.Bodies() {
		// The huge page is answered 200 again (it was never cached); the
		// crawler drops it on its Content-Length without reading it.
		if n != before[p] && p != "/book/huge.html" {
			t.Errorf("second crawl: %s sent with 200 again", p)
		}
	}
	if site.Hits("/book/scans/p5.png") != 1 {
		t.Errorf("the scans (no validator) were requested %d times, want 1", site.Hits("/book/scans/p5.png"))
	}
	first := files(t, out1)
	sameFiles(t, "second crawl", first, files(t, out2))

	// From scratch (another cache, a fresh site) with more parallelism and
	// no delay: the same bytes.
	site3 := crawltest.New(t)
	out3 := filepath.Join(dir, "out3")
	if _, err := crawlSite(t, context.Background(), config(t, site3, 0, 4), filepath.Join(dir, "cache3"), out3, nil); err != nil {
		t.Fatal(err)
	}
	sameFiles(t, "crawl from scratch", first, files(t, out3))
}

// TestResume: a crawl cancelled half way keeps its journal; the next one
// requests none of the URLs the first finished, and writes what an
// uninterrupted crawl writes.
func TestResume(t *testing.T) {
	site := crawltest.New(t)
	dir := t.TempDir()
	cache := filepath.Join(dir, "cache")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err := crawlSite(t, ctx, config(t, site, 0, 1), cache, filepath.Join(dir, "half"), func(done int) {
		if done == 4 {
			cancel()
		}
	})
	if err != context.Canceled {
		t.Fatalf("the cancelled crawl returned %v", err)
	}
	// What the crawl finished is in its journal (a response the server
	// sent but the crawl had not read whole when cancelled is not).
	journals, _ := filepath.Glob(filepath.Join(cache, "journal-*.txt"))
	if len(journals) != 1 {
		t.Fatalf("journals %v", journals)
	}
	jb, err := os.ReadFile(journals[0])
	if err != nil {
		t.Fatal(err)
	}
	var finished []string
	for _, line := range strings.Fields(string(jb)) {
		finished = append(finished, strings.TrimPrefix(line, site.URL))
	}
	if len(finished) < 4 {
		t.Fatalf("the cancelled crawl finished %v", finished)
	}
	hits := site.Requests()
	out := filepath.Join(dir, "out")
	m, err := crawlSite(t, context.Background(), config(t, site, 0, 2), cache, out, nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.Resumed < 4 {
		t.Errorf("resumed %d URLs, want at least 4", m.Resumed)
	}
	for _, p := range finished {
		if site.Hits(p) != hits[p] {
			t.Errorf("%s was finished before the kill and requested again", p)
		}
	}
	if journals, _ := filepath.Glob(filepath.Join(cache, "journal-*.txt")); len(journals) != 0 {
		t.Errorf("the journal is kept after a complete crawl: %v", journals)
	}
	ref := filepath.Join(dir, "ref")
	if _, err := crawlSite(t, context.Background(), config(t, crawltest.New(t), 0, 2), filepath.Join(dir, "cache-ref"), ref, nil); err != nil {
		t.Fatal(err)
	}
	sameFiles(t, "resumed crawl", files(t, ref), files(t, out))
}

// TestManners: with parallelism 1 the site never serves two requests at
// once, and requests are at least delay_ms apart.
func TestManners(t *testing.T) {
	site := crawltest.New(t)
	dir := t.TempDir()
	cfg := config(t, site, 5, 1)
	if _, err := crawlSite(t, context.Background(), cfg, filepath.Join(dir, "cache"), filepath.Join(dir, "out"), nil); err != nil {
		t.Fatal(err)
	}
	if site.MaxInFlight() != 1 {
		t.Errorf("%d requests at once, want 1", site.MaxInFlight())
	}
	starts := site.Starts()
	// robots.txt is read outside colly's limiter: skip the first request.
	// A redirect is followed at once, as part of its request.
	for i := 2; i < len(starts); i++ {
		if d := starts[i].At.Sub(starts[i-1].At); d < 5*time.Millisecond && !starts[i].Redirect {
			t.Errorf("requests %d and %d (%s, %s) %s apart, want at least 5ms", i-1, i, starts[i-1].Path, starts[i].Path, d)
		}
	}
}

// TestMaxPages: the crawl stops queueing pages at max_pages and counts
// what it left out.
func TestMaxPages(t *testing.T) {
	site := crawltest.New(t)
	dir := t.TempDir()
	cfg := config(t, site, 0, 1)
	cfg.MaxPages = 2
	m, err := crawlSite(t, context.Background(), cfg, filepath.Join(dir, "cache"), filepath.Join(dir, "out"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.Pages.Fetched != 2 || m.NotVisited == 0 {
		t.Errorf("pages %+v, not visited %d", m.Pages, m.NotVisited)
	}
	sc := bufio.NewScanner(bytes.NewReader(files(t, filepath.Join(dir, "out"))["core.jsonl"]))
	n := 0
	for sc.Scan() {
		n++
	}
	if n != m.ItemsWritten {
		t.Errorf("%d lines, manifest says %d", n, m.ItemsWritten)
	}
}

// TestCrawlDelay: a Crawl-delay in robots.txt longer than delay_ms is
// honoured.
func TestCrawlDelay(t *testing.T) {
	var mu sync.Mutex
	var starts []time.Time
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			io.WriteString(w, "User-agent: *\nCrawl-delay: 0.05\n")
			return
		}
		mu.Lock()
		starts = append(starts, time.Now())
		mu.Unlock()
		n, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/"))
		fmt.Fprintf(w, `<html><body><div class="p"><span class="n">%d</span><div class="s">Compute $%d+1$.</div></div><a class="next" href="/%d">next</a></body></html>`, n, n, n+1)
	}))
	defer srv.Close()
	cfg, err := crawl.Parse("crawl.yaml", []byte(fmt.Sprintf("start_urls: [%s/1]\nfollow: a.next\nitem: div.p\nfields: {problem_id: span.n, problem: div.s}\ncollection: web\ndelay_ms: 0\nparallelism: 1\nmax_pages: 4\n", srv.URL)))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	m, err := crawlSite(t, context.Background(), cfg, filepath.Join(dir, "cache"), filepath.Join(dir, "out"), nil)
	if err != nil {
		t.Fatal(err)
	}
	host := strings.TrimPrefix(srv.URL, "http://")
	host = host[:strings.IndexByte(host, ':')]
	if m.CrawlDelayMS[host] != 50 || m.ItemsWritten != 4 || len(starts) != 4 {
		t.Fatalf("crawl delay %v, %d items, %d requests", m.CrawlDelayMS, m.ItemsWritten, len(starts))
	}
	for i := 1; i < len(starts); i++ {
		if d := starts[i].Sub(starts[i-1]); d < 50*time.Millisecond {
			t.Errorf("requests %d and %d %s apart, want at least the Crawl-delay of 50ms", i-1, i, d)
		}
	}
}

// TestLimits: an image over max_image_bytes fails while the pages (under
// their own larger limit) pass; a chain of redirects over max_redirects
// fails before it comes back to its start.
func TestLimits(t *testing.T) {
	site := crawltest.New(t)
	dir := t.TempDir()
	cfg := config(t, site, 0, 2)
	cfg.MaxImageBytes, cfg.MaxRedirects = 100, 1
	m, err := crawlSite(t, context.Background(), cfg, filepath.Join(dir, "cache"), filepath.Join(dir, "out"), nil)
	if err != nil {
		t.Fatal(err)
	}
	reasons := map[string]string{}
	for _, f := range m.Failed {
		reasons[strings.TrimPrefix(f.URL, site.URL)] = f.Reason
	}
	if r := reasons["/book/scans/p5.png"]; r != "too large: 149 bytes, the limit is 100" {
		t.Errorf("p5.png: %q", r)
	}
	if r := reasons["/errata/"]; r != "more than 1 redirects" {
		t.Errorf("/errata/: %q", r)
	}
	if m.Images.Fetched != 0 || m.Pages.Fetched != 11 || m.ItemsWritten != 12 {
		t.Errorf("images %+v, pages %+v, %d items", m.Images, m.Pages, m.ItemsWritten)
	}
}

// TestRobotsTxtRedirect: a robots.txt that redirects within its host is
// followed (RFC 9309) and its rules apply; checking the redirect against
// the robots.txt being read deadlocked the crawl.
func TestRobotsTxtRedirect(t *testing.T) {
	var private atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			http.Redirect(w, r, "/rules/robots.txt", http.StatusMovedPermanently)
		case "/rules/robots.txt":
			io.WriteString(w, "User-agent: *\nDisallow: /private/\n")
		case "/book/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<html><body><a class="next" href="/private/p.html">p</a><div class="problem"><span class="num">1</span><div class="statement">$x=1$</div></div></body></html>`)
		default:
			private.Add(1)
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	cfg := bookConfig(t, srv.URL, "")
	dir := t.TempDir()
	type result struct {
		m   *crawl.Manifest
		err error
	}
	done := make(chan result, 1)
	go func() {
		m, err := crawlSite(t, context.Background(), cfg, filepath.Join(dir, "cache"), filepath.Join(dir, "out"), nil)
		done <- result{m, err}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			t.Fatal(r.err)
		}
		if r.m.ItemsWritten != 1 || r.m.Pages.Disallowed != 1 || private.Load() != 0 {
			t.Errorf("items %d, disallowed %d, private requests %d; want 1, 1, 0 (failed: %+v)", r.m.ItemsWritten, r.m.Pages.Disallowed, private.Load(), r.m.Failed)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the crawl did not end: reading a redirected robots.txt deadlocked")
	}
}

// TestMaxPagesCountsRequests: max_pages bounds the pages requested; a link
// robots.txt disallows is not one of them.
func TestMaxPagesCountsRequests(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			io.WriteString(w, "User-agent: *\nDisallow: /private/\n")
		case "/book/", "/book/2.html":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			n := "1"
			if r.URL.Path != "/book/" {
				n = "2"
			}
			io.WriteString(w, `<html><body><a class="next" href="/private/a.html">a</a><a class="next" href="/private/b.html">b</a><a class="next" href="/book/2.html">2</a>`+
				`<div class="problem"><span class="num">`+n+`</span><div class="statement">$x=1$</div></div></body></html>`)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	cfg := bookConfig(t, srv.URL, "parallelism: 1\nmax_pages: 2\n")
	dir := t.TempDir()
	m, err := crawlSite(t, context.Background(), cfg, filepath.Join(dir, "cache"), filepath.Join(dir, "out"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.Pages.Fetched != 2 || m.ItemsWritten != 2 || m.Pages.Disallowed != 2 || m.NotVisited != 0 {
		t.Errorf("fetched %d, items %d, disallowed %d, not visited %d; want 2, 2, 2, 0", m.Pages.Fetched, m.ItemsWritten, m.Pages.Disallowed, m.NotVisited)
	}
}

// bookConfig is the crawl of a small test server's /book/: items
// div.problem (span.num, div.statement), links a.next, no delay, and the
// YAML lines extra.
func bookConfig(t *testing.T, url, extra string) crawl.Config {
	t.Helper()
	cfg, err := crawl.Parse("crawl.yaml", []byte("start_urls: ["+url+"/book/]\nfollow: a.next\nitem: div.problem\nfields:\n  problem_id: span.num\n  problem: div.statement\ncollection: core\ndelay_ms: 0\nuser_agent: test\n"+extra))
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}
