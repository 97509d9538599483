package crawl

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/temoto/robotstxt"
)

// robots answers whether a URL may be requested, reading each host's
// robots.txt once (through the crawler's transport, so it is cached and
// retried like a page). A robots.txt that answers 4xx allows everything;
// 5xx, or one that cannot be fetched, disallows the host (RFC 9309).
type robots struct {
	client *http.Client
	ua     string
	ctx    context.Context

	mu       sync.Mutex
	hosts    map[string]*robotsHost
	warnings []string
}

// MaxRobotsBytes bounds a robots.txt (500 KiB, as the common crawlers
// read): one longer fails its host, for good.
const MaxRobotsBytes = 500 << 10

// robotsError is a robots.txt that was read but cannot be parsed: it
// fails its host for good (the same file gives the same error).
type robotsError struct{ err error }

func (e *robotsError) Error() string { return "cannot be parsed: " + e.err.Error() }
func (e *robotsError) Unwrap() error { return e.err }

// permanent reports whether err, an error of allowed, will not go away
// when the crawl is run again: a robots.txt too large or unparseable.
func permanent(err error) bool {
	var re *robotsError
	var tl *TooLargeError
	return errors.As(err, &re) || errors.As(err, &tl)
}

// dropBadLines removes from a robots.txt the Crawl-delay lines whose
// value is not a number of seconds (the parser refuses the whole file for
// one), and says which.
func dropBadLines(body []byte) ([]byte, []string) {
	lines := bytes.SplitAfter(body, []byte("\n"))
	var out [][]byte
	var dropped []string
	for i, line := range lines {
		text, _, _ := strings.Cut(string(line), "#")
		k, v, ok := strings.Cut(text, ":")
		k = strings.ToLower(strings.TrimSpace(k))
		if ok && (k == "crawl-delay" || k == "crawldelay") {
			v = strings.TrimSpace(v)
			if f, err := strconv.ParseFloat(v, 64); err != nil || f < 0 || math.IsInf(f, 0) || math.IsNaN(f) {
				dropped = append(dropped, fmt.Sprintf("line %d: Crawl-delay %q is not a number of seconds", i+1, v))
				continue
			}
		}
		out = append(out, line)
	}
	if dropped == nil {
		return body, nil
	}
	return bytes.Join(out, nil), dropped
}

// warn records a warning for the manifest.
func (r *robots) warn(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.warnings = append(r.warnings, s)
}

type robotsHost struct {
	once sync.Once
	data *robotstxt.RobotsData
	err  error
}

func newRobots(ctx context.Context, client *http.Client, ua string) *robots {
	return &robots{client: client, ua: ua, ctx: ctx, hosts: map[string]*robotsHost{}}
}

// crawlDelay is the Crawl-delay that u's host asks of the crawler (0 when
// none, or when its robots.txt could not be read).
func (r *robots) crawlDelay(u *url.URL) time.Duration {
	if _, err := r.allowed(u); err != nil {
		return 0
	}
	r.mu.Lock()
	h := r.hosts[u.Scheme+"://"+u.Host]
	r.mu.Unlock()
	if g := h.data.FindGroup(r.ua); g != nil {
		return g.CrawlDelay
	}
	return 0
}

// allowed reports whether u may be requested; err is set when the host's
// robots.txt could not be read (then nothing of the host is allowed).
func (r *robots) allowed(u *url.URL) (bool, error) {
	key := u.Scheme + "://" + u.Host
	r.mu.Lock()
	h := r.hosts[key]
	if h == nil {
		h = &robotsHost{}
		r.hosts[key] = h
	}
	r.mu.Unlock()
	h.once.Do(func() {
		req, err := http.NewRequestWithContext(withMaxBytes(r.ctx, MaxRobotsBytes), http.MethodGet, key+"/robots.txt", nil)
		if err != nil {
			h.err = err
			return
		}
		req.Header.Set("User-Agent", r.ua)
		resp, err := r.client.Do(req)
		if err != nil {
			h.err = err
			return
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			h.err = err
			return
		}
		body, dropped := dropBadLines(body)
		for _, d := range dropped {
			r.warn(fmt.Sprintf("robots.txt of %s: %s; the line is ignored", u.Host, d))
		}
		if h.data, h.err = robotstxt.FromStatusAndBytes(resp.StatusCode, body); h.err != nil {
			h.err = &robotsError{h.err}
		}
	})
	if h.err != nil {
		return false, h.err
	}
	path := u.EscapedPath()
	if path == "" {
		path = "/"
	}
	if u.RawQuery != "" {
		path += "?" + u.RawQuery
	}
	return h.data.TestAgent(path, r.ua), nil
}
