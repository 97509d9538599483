package crawl

import (
	"net/http"
	"sync"
	"time"
)

// MaxCrawlDelay caps the Crawl-delay a robots.txt may ask for: a longer
// one is honoured as this long, and the manifest says so.
const MaxCrawlDelay = 30 * time.Second

// pacer keeps the pause after each request to a host (delay_ms, or the
// host's Crawl-delay) as colly's limit rule did: each of a host's
// parallelism slots rests that long after its request. The rest is taken
// before the slot's next request, waiting on the request's context, so an
// interrupted crawl stops at once and a crawl's last request is not
// followed by a pause.
type pacer struct {
	base  http.RoundTripper
	slots int
	delay func(host string) time.Duration

	mu    sync.Mutex
	hosts map[string]chan time.Time // a slot, with the time it is free from
}

func newPacer(base http.RoundTripper, slots int, delay func(host string) time.Duration) *pacer {
	return &pacer{base: base, slots: max(slots, 1), delay: delay, hosts: map[string]chan time.Time{}}
}

func (p *pacer) host(h string) chan time.Time {
	p.mu.Lock()
	defer p.mu.Unlock()
	c := p.hosts[h]
	if c == nil {
		c = make(chan time.Time, p.slots)
		for range p.slots {
			c <- time.Time{}
		}
		p.hosts[h] = c
	}
	return c
}

// RoundTrip implements http.RoundTripper.
func (p *pacer) RoundTrip(req *http.Request) (*http.Response, error) {
	d := p.delay(req.URL.Hostname())
	if d <= 0 {
		return p.base.RoundTrip(req)
	}
	ctx := req.Context()
	slots := p.host(req.URL.Hostname())
	var free time.Time
	select {
	case free = <-slots:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if err := sleep(ctx, time.Until(free)); err != nil {
		slots <- free
		return nil, err
	}
	resp, err := p.base.RoundTrip(req)
	slots <- time.Now().Add(d)
	return resp, err
}
