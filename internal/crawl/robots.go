package crawl

import (
	"context"
	"net/http"
	"net/url"
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

	mu    sync.Mutex
	hosts map[string]*robotsHost
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
		req, err := http.NewRequestWithContext(r.ctx, http.MethodGet, key+"/robots.txt", nil)
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
		h.data, h.err = robotstxt.FromResponse(resp)
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
