package crawl

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/diskcache"
)

// Origin is where the body of a response came from.
type Origin int

const (
	// FromNetwork: downloaded.
	FromNetwork Origin = iota + 1
	// Revalidated: the server answered 304 Not Modified to a conditional
	// request; the body came from the cache.
	Revalidated
	// FromCache: no request; the cached body was used (the server gave no
	// validator, or the interrupted crawl being resumed had finished it).
	FromCache
)

// TransportStats are the counts of a transport.
type TransportStats struct {
	// Requests are the HTTP requests sent (retries included).
	Requests int `json:"requests"`
	// Downloads are the bodies of 2xx responses received whole.
	Downloads int `json:"downloads"`
	// NotModified are the 304 answers to conditional requests.
	NotModified int `json:"not_modified"`
	// FromCache are the responses served from the cache without a request.
	FromCache int `json:"from_cache"`
	// Retries are the requests sent again after a 429, a 5xx or a network
	// error.
	Retries int `json:"retries"`
	// TooLarge are the responses abandoned for their size.
	TooLarge int `json:"too_large"`
}

// Transport is the crawler's http.RoundTripper: a disk cache with
// conditional requests, retries with backoff that honour Retry-After, a
// time limit per attempt and a size limit per body (read whole, never
// truncated).
type Transport struct {
	Base          http.RoundTripper
	Cache         *Cache // nil: no cache
	Retries       int
	Backoff       time.Duration
	MaxRetryAfter time.Duration
	// MinWait is the least wait before a retry (the crawl's delay).
	MinWait time.Duration
	Timeout time.Duration
	// MaxBytes bounds a body, unless the request's context carries its own
	// limit (withMaxBytes).
	MaxBytes int64

	mu     sync.Mutex
	stats  TransportStats
	origin map[string]Origin
}

type maxBytesKey struct{}

// withMaxBytes gives the requests made with ctx their own body limit.
func withMaxBytes(ctx context.Context, n int64) context.Context {
	return context.WithValue(ctx, maxBytesKey{}, n)
}

// TooLargeError is a body over its limit.
type TooLargeError struct{ Limit, Size int64 }

func (e *TooLargeError) Error() string {
	if e.Size > 0 {
		return fmt.Sprintf("too large: %d bytes, the limit is %d", e.Size, e.Limit)
	}
	return fmt.Sprintf("too large: more than the limit of %d bytes", e.Limit)
}

// Stats returns the counts so far.
func (t *Transport) Stats() TransportStats {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.stats
}

// OriginOf returns where the last body of url came from (0: none).
func (t *Transport) OriginOf(url string) Origin {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.origin[url]
}

func (t *Transport) count(f func(*TransportStats)) {
	t.mu.Lock()
	f(&t.stats)
	t.mu.Unlock()
}

func (t *Transport) note(url string, o Origin) {
	t.mu.Lock()
	if t.origin == nil {
		t.origin = map[string]Origin{}
	}
	t.origin[url] = o
	t.mu.Unlock()
}

func retryable(code int) bool {
	switch code {
	case http.StatusTooManyRequests, http.StatusInternalServerError, http.StatusBadGateway,
		http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return true
	}
	return false
}

// retryAfter reads a Retry-After header (seconds or an HTTP date); ok is
// false when there is none or it cannot be read.
func retryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if isDigits(v) {
		// Seconds; more than a time.Duration holds is the longest wait
		// (multiplying would wrap it to a negative one).
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n > int64(math.MaxInt64/time.Second) {
			return time.Duration(math.MaxInt64), true
		}
		return time.Duration(n) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		d := t.Sub(now)
		if d < 0 {
			d = 0
		}
		return d, true
	}
	return 0, false
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// backoff is the wait before retry attempt+1 without a Retry-After:
// Backoff doubled attempt times, at most MaxRetryAfter (when set), never
// wrapping.
func (t *Transport) backoff(attempt int) time.Duration {
	limit := time.Duration(math.MaxInt64)
	if t.MaxRetryAfter > 0 {
		limit = t.MaxRetryAfter
	}
	d := t.Backoff
	for i := 0; i < attempt && d < limit; i++ {
		d *= 2
	}
	if d > limit || d < 0 {
		d = limit
	}
	return d
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-tm.C:
		return nil
	}
}

// RoundTrip implements http.RoundTripper.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	u := req.URL.String()
	limit := t.MaxBytes
	if n, ok := req.Context().Value(maxBytesKey{}).(int64); ok {
		limit = n
	}
	var ent *entry
	if t.Cache != nil && req.Method == http.MethodGet {
		ent = t.Cache.get(u)
	}
	// A body without validators is taken from the cache ("else the
	// cache"), but not robots.txt: a path the site disallowed since would
	// be requested. It is fetched again by every crawl (a resumed crawl
	// trusts what it already fetched).
	if ent != nil && (t.Cache.trusted(u) || !ent.hasValidators() && req.URL.Path != "/robots.txt") {
		t.count(func(s *TransportStats) { s.FromCache++ })
		t.note(u, FromCache)
		return ent.response(req), nil
	}
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	for attempt := 0; ; attempt++ {
		resp, body, err := t.attempt(req, base, ent, limit)
		var tl *TooLargeError
		if errors.As(err, &tl) {
			t.count(func(s *TransportStats) { s.TooLarge++ })
			return nil, err
		}
		if err != nil {
			if cerr := req.Context().Err(); cerr != nil {
				return nil, cerr
			}
			if attempt < t.Retries {
				t.count(func(s *TransportStats) { s.Retries++ })
				if err := sleep(req.Context(), max(t.backoff(attempt), t.MinWait)); err != nil {
					return nil, err
				}
				continue
			}
			return nil, fmt.Errorf("%w (%d attempts)", err, attempt+1)
		}
		if retryable(resp.StatusCode) {
			wait := t.backoff(attempt)
			if d, ok := retryAfter(resp.Header, time.Now()); ok {
				if d > t.MaxRetryAfter {
					return nil, fmt.Errorf("HTTP %d with Retry-After %s, longer than max_retry_after_ms (%s)", resp.StatusCode, d, t.MaxRetryAfter)
				}
				wait = d
			}
			if attempt < t.Retries {
				t.count(func(s *TransportStats) { s.Retries++ })
				if err := sleep(req.Context(), max(wait, t.MinWait)); err != nil {
					return nil, err
				}
				continue
			}
			return nil, fmt.Errorf("HTTP %d %s (%d attempts)", resp.StatusCode, http.StatusText(resp.StatusCode), attempt+1)
		}
		switch {
		case resp.StatusCode == http.StatusNotModified && ent != nil:
			t.count(func(s *TransportStats) { s.NotModified++ })
			t.note(u, Revalidated)
			t.Cache.done(u)
			return ent.response(req), nil
		case resp.StatusCode >= 200 && resp.StatusCode < 300:
			t.count(func(s *TransportStats) { s.Downloads++ })
			t.note(u, FromNetwork)
			if t.Cache != nil && resp.StatusCode == http.StatusOK && req.Method == http.MethodGet {
				if err := t.Cache.put(u, resp, body); err != nil {
					return nil, err
				}
				t.Cache.done(u)
			}
		case resp.StatusCode == http.StatusMovedPermanently || resp.StatusCode == http.StatusPermanentRedirect:
			if t.Cache != nil && req.Method == http.MethodGet {
				if err := t.Cache.put(u, resp, body); err != nil {
					return nil, err
				}
			}
		}
		return rebuild(req, resp.StatusCode, resp.Header, body), nil
	}
}

// attempt sends one request (conditional when ent has validators) and
// reads the body whole within the time limit.
func (t *Transport) attempt(req *http.Request, base http.RoundTripper, ent *entry, limit int64) (*http.Response, []byte, error) {
	ctx := req.Context()
	var cancel context.CancelFunc = func() {}
	if t.Timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, t.Timeout)
	}
	defer cancel()
	r := req.Clone(ctx)
	if ent != nil {
		if v := ent.Header.Get("ETag"); v != "" {
			r.Header.Set("If-None-Match", v)
		}
		if v := ent.Header.Get("Last-Modified"); v != "" {
			r.Header.Set("If-Modified-Since", v)
		}
	}
	t.count(func(s *TransportStats) { s.Requests++ })
	resp, err := base.RoundTrip(r)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && req.Context().Err() == nil {
			return nil, nil, fmt.Errorf("timed out after %s", t.Timeout)
		}
		return nil, nil, err
	}
	defer resp.Body.Close()
	if resp.ContentLength > limit {
		return nil, nil, &TooLargeError{Limit: limit, Size: resp.ContentLength}
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && req.Context().Err() == nil {
			return nil, nil, fmt.Errorf("timed out after %s reading the body", t.Timeout)
		}
		return nil, nil, err
	}
	if int64(len(body)) > limit {
		return nil, nil, &TooLargeError{Limit: limit}
	}
	return resp, body, nil
}

func rebuild(req *http.Request, status int, h http.Header, body []byte) *http.Response {
	h = h.Clone()
	h.Del("Content-Encoding")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	return &http.Response{
		Status:        fmt.Sprintf("%d %s", status, http.StatusText(status)),
		StatusCode:    status,
		Proto:         "HTTP/1.1",
		ProtoMajor:    1,
		ProtoMinor:    1,
		Header:        h,
		Body:          io.NopCloser(bytes.NewReader(body)),
		ContentLength: int64(len(body)),
		Request:       req,
	}
}

// Cache keeps response bodies on disk by URL, and the journal of a crawl:
// the URLs it finished, so that the crawl, when interrupted and run again,
// takes them from the cache without a request.
type Cache struct {
	dir string

	mu      sync.Mutex
	trust   map[string]bool
	journal *os.File
	jpath   string
}

// cachedHeaders are the response headers kept with a body.
var cachedHeaders = []string{"Content-Type", "ETag", "Last-Modified", "Location"}

type entry struct {
	URL    string      `json:"url"`
	Status int         `json:"status"`
	Header http.Header `json:"header"`
	SHA256 string      `json:"sha256"`
	body   []byte
}

func (e *entry) hasValidators() bool {
	return e.Header.Get("ETag") != "" || e.Header.Get("Last-Modified") != ""
}

func (e *entry) response(req *http.Request) *http.Response {
	return rebuild(req, e.Status, e.Header, e.body)
}

// OpenCache opens (creating it) a cache folder and the journal named
// journal in it. The URLs of a journal left by an interrupted crawl are
// trusted: served from the cache without a request.
func OpenCache(dir, journal string) (*Cache, error) {
	if err := os.MkdirAll(filepath.Join(dir, "bodies"), 0o755); err != nil {
		return nil, err
	}
	c := &Cache{dir: dir, trust: map[string]bool{}, jpath: filepath.Join(dir, journal)}
	if f, err := os.Open(c.jpath); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			// A line cut by a kill has no newline; Scanner returns it, and
			// a cut URL simply matches nothing.
			if u := strings.TrimSpace(sc.Text()); u != "" {
				c.trust[u] = true
			}
		}
		f.Close()
	}
	f, err := os.OpenFile(c.jpath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	c.journal = f
	return c, nil
}

// Resumed is how many URLs the journal of an interrupted crawl held.
func (c *Cache) Resumed() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.trust)
}

// Finish closes the journal and removes it: the crawl completed, and the
// next one revalidates everything.
func (c *Cache) Finish() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.journal == nil {
		return nil
	}
	c.journal.Close()
	c.journal = nil
	return os.Remove(c.jpath)
}

// Close closes the journal and keeps it (the crawl did not complete).
func (c *Cache) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.journal == nil {
		return nil
	}
	err := c.journal.Close()
	c.journal = nil
	return err
}

func (c *Cache) trusted(u string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.trust[u]
}

func (c *Cache) done(u string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.journal != nil && !c.trust[u] {
		c.trust[u] = true
		fmt.Fprintln(c.journal, u)
	}
}

func (c *Cache) paths(u string) (meta, body string) {
	sum := sha256.Sum256([]byte(u))
	h := hex.EncodeToString(sum[:])
	base := filepath.Join(c.dir, "bodies", h[:2], h)
	return base + ".json", base + ".body"
}

func (c *Cache) get(u string) *entry {
	mp, bp := c.paths(u)
	mb, err := os.ReadFile(mp)
	if err != nil {
		return nil
	}
	var e entry
	if json.Unmarshal(mb, &e) != nil || e.URL != u {
		return nil
	}
	body, err := os.ReadFile(bp)
	if err != nil {
		return nil
	}
	sum := sha256.Sum256(body)
	if hex.EncodeToString(sum[:]) != e.SHA256 {
		return nil // a body cut by a kill: fetch again
	}
	e.body = body
	return &e
}

func (c *Cache) put(u string, resp *http.Response, body []byte) error {
	mp, bp := c.paths(u)
	if err := os.MkdirAll(filepath.Dir(mp), 0o755); err != nil {
		return err
	}
	h := http.Header{}
	for _, k := range cachedHeaders {
		if v := resp.Header.Get(k); v != "" {
			h.Set(k, v)
		}
	}
	sum := sha256.Sum256(body)
	e := entry{URL: u, Status: resp.StatusCode, Header: h, SHA256: hex.EncodeToString(sum[:])}
	mb, err := json.Marshal(&e)
	if err != nil {
		return err
	}
	if err := diskcache.WriteFile(bp, body); err != nil {
		return err
	}
	return diskcache.WriteFile(mp, mb)
}
