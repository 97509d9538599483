package crawl

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func get(t *testing.T, tr *Transport, url string) (string, error) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := tr.RoundTrip(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

func newTransport(t *testing.T, cache *Cache) *Transport {
	return &Transport{Cache: cache, Retries: 2, Backoff: time.Millisecond, MaxRetryAfter: 2 * time.Second, Timeout: 2 * time.Second, MaxBytes: 1000}
}

// TestRetries: a 429's Retry-After is waited for; a longer one than
// allowed fails at once; a 5xx is tried again with backoff and fails with
// its status after the retries; a hung server times out.
//
// The server counts each path's requests apart: a request to /hang that
// the client gave up on can reach the server late, on a loaded machine
// after /gone's (seen at load 15: /gone counted 2). /hang's attempts are
// counted where they are made, in the transport's stats.
func TestRetries(t *testing.T) {
	var mu sync.Mutex
	seen := map[string]int{}
	count := func(path string) int {
		mu.Lock()
		defer mu.Unlock()
		return seen[path]
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.URL.Path]++
		n := seen[r.URL.Path]
		mu.Unlock()
		switch r.URL.Path {
		case "/wait":
			if n == 1 {
				w.Header().Set("Retry-After", "1")
				w.WriteHeader(http.StatusTooManyRequests)
				return
			}
			io.WriteString(w, "ok")
		case "/long":
			w.Header().Set("Retry-After", "3600")
			w.WriteHeader(http.StatusServiceUnavailable)
		case "/down":
			w.WriteHeader(http.StatusBadGateway)
		case "/hang":
			select {
			case <-r.Context().Done():
			case <-time.After(5 * time.Second):
			}
		case "/gone":
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	defer srv.Close()

	tr := newTransport(t, nil)
	start := time.Now()
	if body, err := get(t, tr, srv.URL+"/wait"); err != nil || body != "ok" {
		t.Fatalf("/wait: %q, %v", body, err)
	}
	if d := time.Since(start); d < 900*time.Millisecond {
		t.Errorf("/wait answered after %s: Retry-After 1 not honoured", d)
	}
	if s := tr.Stats(); s.Requests != 2 || s.Retries != 1 || s.Downloads != 1 {
		t.Errorf("/wait stats %+v", s)
	}

	_, err := get(t, tr, srv.URL+"/long")
	if err == nil || !strings.Contains(err.Error(), "Retry-After 1h0m0s") || count("/long") != 1 {
		t.Errorf("/long: %v after %d requests; want a Retry-After error after 1", err, count("/long"))
	}

	_, err = get(t, tr, srv.URL+"/down")
	if err == nil || err.Error() != "HTTP 502 Bad Gateway (3 attempts)" || count("/down") != 3 {
		t.Errorf("/down: %v after %d requests; want 502 after 3", err, count("/down"))
	}

	tr.Timeout, tr.Retries = 20*time.Millisecond, 1
	before := tr.Stats().Requests
	_, err = get(t, tr, srv.URL+"/hang")
	if sent := tr.Stats().Requests - before; err == nil || !strings.Contains(err.Error(), "timed out after 20ms") || sent != 2 {
		t.Errorf("/hang: %v after %d requests; want a time-out after 2", err, sent)
	}

	resp, err := tr.RoundTrip(mustReq(t, srv.URL+"/gone"))
	if err != nil || resp.StatusCode != 404 || count("/gone") != 1 {
		t.Errorf("/gone: %v, %v after %d requests; want the 404 at once", resp, err, count("/gone"))
	}
}

func mustReq(t *testing.T, url string) *http.Request {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}

// TestSizeLimit: a body over the limit fails, whether the server gives its
// length or streams it; one at the limit passes.
func TestSizeLimit(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/stream":
			for range 20 {
				io.WriteString(w, strings.Repeat("x", 100))
				w.(http.Flusher).Flush()
			}
		case "/sized":
			w.Header().Set("Content-Length", "5000")
			io.WriteString(w, strings.Repeat("y", 5000))
		case "/fits":
			io.WriteString(w, strings.Repeat("z", 1000))
		}
	}))
	defer srv.Close()
	tr := newTransport(t, nil)
	var tl *TooLargeError
	if _, err := get(t, tr, srv.URL+"/stream"); !errors.As(err, &tl) || tl.Size != 0 {
		t.Errorf("/stream: %v", err)
	}
	if _, err := get(t, tr, srv.URL+"/sized"); !errors.As(err, &tl) || tl.Size != 5000 {
		t.Errorf("/sized: %v", err)
	}
	if body, err := get(t, tr, srv.URL+"/fits"); err != nil || len(body) != 1000 {
		t.Errorf("/fits: %d bytes, %v", len(body), err)
	}
	if s := tr.Stats(); s.TooLarge != 2 {
		t.Errorf("too_large %d, want 2", s.TooLarge)
	}
}

// TestCache: a cached body with an ETag or a Last-Modified is revalidated
// (304: no body sent); one without a validator is used without a request;
// a URL in the journal of an interrupted crawl is used without a request.
func TestCache(t *testing.T) {
	var n atomic.Int32
	mod := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		switch r.URL.Path {
		case "/etag":
			w.Header().Set("ETag", `"v1"`)
			http.ServeContent(w, r, "a.html", time.Time{}, strings.NewReader("etag body"))
		case "/lm":
			http.ServeContent(w, r, "a.html", mod, strings.NewReader("lm body"))
		case "/none":
			io.WriteString(w, "plain body")
		}
	}))
	defer srv.Close()
	dir := t.TempDir()
	cache, err := OpenCache(dir, "journal.txt")
	if err != nil {
		t.Fatal(err)
	}
	tr := newTransport(t, cache)
	for _, p := range []string{"/etag", "/lm", "/none"} {
		if _, err := get(t, tr, srv.URL+p); err != nil {
			t.Fatal(err)
		}
	}
	if err := cache.Finish(); err != nil {
		t.Fatal(err)
	}
	// A new crawl: revalidates what has validators.
	cache, _ = OpenCache(dir, "journal.txt")
	tr = newTransport(t, cache)
	n.Store(0)
	for p, want := range map[string]string{"/etag": "etag body", "/lm": "lm body", "/none": "plain body"} {
		if body, err := get(t, tr, srv.URL+p); err != nil || body != want {
			t.Errorf("%s again: %q, %v", p, body, err)
		}
	}
	if s := tr.Stats(); s.Downloads != 0 || s.NotModified != 2 || s.FromCache != 1 || n.Load() != 2 {
		t.Errorf("second crawl: %+v, %d requests; want 0 downloads, 2 revalidated, 1 from the cache", s, n.Load())
	}
	if o := tr.OriginOf(srv.URL + "/etag"); o != Revalidated {
		t.Errorf("origin of /etag: %d", o)
	}
	// Interrupted (Close keeps the journal): the next crawl trusts it.
	cache.Close()
	cache, _ = OpenCache(dir, "journal.txt")
	if cache.Resumed() != 2 {
		t.Errorf("resumed %d, want the 2 revalidated URLs", cache.Resumed())
	}
	tr = newTransport(t, cache)
	n.Store(0)
	for _, p := range []string{"/etag", "/lm", "/none"} {
		if _, err := get(t, tr, srv.URL+p); err != nil {
			t.Fatal(err)
		}
	}
	if n.Load() != 0 {
		t.Errorf("resumed crawl sent %d requests, want 0", n.Load())
	}
}

// TestHugeWaits: a Retry-After too large for a time.Duration is longer
// than any limit (it wrapped to a negative wait, retried at once), and the
// doubling backoff neither wraps nor grows past max_retry_after_ms.
func TestHugeWaits(t *testing.T) {
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		w.Header().Set("Retry-After", "9223372037")
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	tr := newTransport(t, nil)
	_, err := get(t, tr, srv.URL+"/")
	if err == nil || !strings.Contains(err.Error(), "longer than max_retry_after_ms") || n.Load() != 1 {
		t.Errorf("Retry-After 9223372037: %v after %d requests; want a Retry-After error after 1", err, n.Load())
	}
	if d, ok := retryAfter(http.Header{"Retry-After": {"99999999999999999999"}}, time.Now()); !ok || d < time.Hour {
		t.Errorf("Retry-After beyond int64: %s, %v; want a very long wait", d, ok)
	}
	tr.Backoff = time.Second
	for _, attempt := range []int{0, 1, 10, 40, 70, 200} {
		if d := tr.backoff(attempt); d <= 0 || d > tr.MaxRetryAfter {
			t.Errorf("backoff(%d) = %s, want in (0, %s]", attempt, d, tr.MaxRetryAfter)
		}
	}
	if d := tr.backoff(1); d != 2*time.Second {
		t.Errorf("backoff(1) = %s, want 2s", d)
	}
}

// TestRobotsTxtIsFetchedAgain: a robots.txt without validators is not
// taken from the cache by the next crawl (a page without validators is):
// a path the site disallowed since would be requested.
func TestRobotsTxtIsFetchedAgain(t *testing.T) {
	var n, version atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		if r.URL.Path == "/robots.txt" {
			fmt.Fprintf(w, "User-agent: *\nDisallow: /v%d/\n", version.Load())
			return
		}
		io.WriteString(w, "page")
	}))
	defer srv.Close()
	dir := t.TempDir()
	for crawl := 1; crawl <= 2; crawl++ {
		cache, err := OpenCache(dir, "journal.txt")
		if err != nil {
			t.Fatal(err)
		}
		tr := newTransport(t, cache)
		n.Store(0)
		version.Store(int32(crawl))
		robots, err := get(t, tr, srv.URL+"/robots.txt")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := get(t, tr, srv.URL+"/page"); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(robots, fmt.Sprintf("/v%d/", crawl)) {
			t.Errorf("crawl %d read robots.txt %q, not the one the server sends now", crawl, robots)
		}
		if crawl == 2 && n.Load() != 1 {
			t.Errorf("crawl 2 sent %d requests, want 1 (robots.txt; the page from the cache)", n.Load())
		}
		if err := cache.Finish(); err != nil {
			t.Fatal(err)
		}
	}
}
