// Package crawl turns a web site that publishes a problem book into a dgn
// source folder (internal/source): one JSON line per problem in
// <collection>.jsonl, the page images in pages/ beside it, and (for the
// command) crawl.json, the manifest of the crawl. It is built on gocolly/colly: per-host delay
// and parallelism, allowed domains and bounded redirects are colly's;
// robots.txt, the disk cache with conditional requests, retries with
// backoff (honouring Retry-After), time and size limits, and the journal
// that lets an interrupted crawl resume are this package's (transport.go).
//
// The output does not depend on the order pages arrive in: rows are
// sorted by chapter, problem number, page URL and position, and images are
// named from their URLs, so the same site gives byte-identical files.
package crawl

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/PuerkitoBio/goquery"
	"github.com/gocolly/colly/v2"
	"golang.org/x/net/html/charset"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// File names inside the output folder.
const (
	ManifestFile = "crawl.json"
	ImagesDir    = "pages"
	// NextDir (inside the output folder) holds the output of a crawl under
	// way, and DownloadDir (inside its ImagesDir) the images downloaded so
	// far; the output is moved into the folder only when the crawl
	// succeeds, and NextDir is gone then.
	NextDir     = ".crawl-next"
	DownloadDir = ".download"
)

// Options are the run's settings outside the crawl file.
type Options struct {
	// CacheDir holds the cached responses and the journal (required).
	CacheDir string
	// OutDir is the folder to write (it must exist). The crawl writes
	// beside the files of the last crawl (NextDir) and replaces them only
	// when it succeeds; it removes only the files the last crawl's
	// manifest lists (OwnedFiles).
	OutDir string
	// Base is the transport under the cache (nil: http.DefaultTransport).
	Base http.RoundTripper
	// Log receives one line per failure (nil: discarded).
	Log *slog.Logger
	// Progress, when set, is called after each page with the pages done.
	Progress func(done int)
	// WriteManifest writes the manifest into OutDir as crawl.json. The
	// pipeline stage does not (its counts differ between two crawls of the
	// same site, and its output must not): they go to the stage's manifest.
	WriteManifest bool
}

// Counts are the outcomes of the pages or of the images.
type Counts struct {
	// Fetched bodies were downloaded.
	Fetched int `json:"fetched"`
	// Cached bodies came from the cache: Revalidated of them after a 304
	// answer to a conditional request, the others without a request.
	Cached      int `json:"cached"`
	Revalidated int `json:"revalidated"`
	// Disallowed URLs were not requested: robots.txt forbids them.
	Disallowed int `json:"disallowed"`
	// Failed URLs are listed in Manifest.Failed with the reason.
	Failed int `json:"failed"`
}

// Failure is a URL that gave nothing, and why.
type Failure struct {
	URL    string `json:"url"`
	Kind   string `json:"kind"` // page or image
	Reason string `json:"reason"`
	// Transient failures (a network error, a time-out, 429 or 5xx after
	// the retries) may go away when the crawl is run again.
	Transient bool `json:"transient,omitempty"`
}

// Skip is an item that was not written, and why.
type Skip struct {
	URL    string `json:"url"`
	Reason string `json:"reason"`
}

// Manifest is what a crawl did (crawl.json).
type Manifest struct {
	StartURLs []string `json:"start_urls"`
	Pages     Counts   `json:"pages"`
	Images    Counts   `json:"images"`
	// HTTP are the transport's counts (robots.txt included).
	HTTP TransportStats `json:"http"`
	// CrawlDelayMS are the hosts whose robots.txt asks for a longer pause
	// than delay_ms, and that pause (honoured, up to MaxCrawlDelay);
	// CrawlDelayAskedMS the hosts that asked for more than MaxCrawlDelay,
	// and what they asked.
	CrawlDelayMS      map[string]int64 `json:"crawl_delay_ms,omitempty"`
	CrawlDelayAskedMS map[string]int64 `json:"crawl_delay_asked_ms,omitempty"`
	// Resumed is the number of URLs the interrupted crawl that this one
	// resumed had finished (taken from the cache without a request).
	Resumed int `json:"resumed"`
	// LinksOffDomain counts the links not followed because their host is
	// not allowed; NotVisited the pages left out by max_pages.
	LinksOffDomain int       `json:"links_off_domain"`
	NotVisited     int       `json:"not_visited_max_pages"`
	Disallowed     []string  `json:"disallowed"`
	Failed         []Failure `json:"failed"`
	ItemsWritten   int       `json:"items_written"`
	ItemsSkipped   []Skip    `json:"items_skipped"`
	// AnswersJoined counts the rows whose answer came from an answer page.
	AnswersJoined int `json:"answers_joined"`
	// Warnings are kept items with a problem (a field that is not a
	// number, MathML without TeX, an image that could not be downloaded).
	Warnings []string `json:"warnings"`
	Files    []string `json:"files"`
}

// pending is an extracted item, before sorting and joining.
type pending struct {
	url    string
	index  int
	row    record.Source
	image  string // absolute URLs
	ansImg string
	chap   bool // chapter given
}

type answerItem struct {
	url                 string
	index               int
	problemID           string
	answer, solution    string
	chapter, answerPage int
	chap                bool
	image               string
}

// crawler is the state of one crawl.
type crawler struct {
	ctx    context.Context
	cfg    Config
	opt    Options
	tr     *Transport
	robots *robots
	pages  *colly.Collector
	images *colly.Collector
	tmpDir string
	specs  map[string]fieldSpec

	mu         sync.Mutex
	m          Manifest
	seen       map[string]bool // URLs queued (pages and images)
	queued     int
	done       int
	items      []pending
	answers    []answerItem
	imgFiles   map[string]string // URL -> temporary file
	imgFailed  map[string]string // URL -> reason
	disallowed map[string]string // URL -> page or image
	failed     map[string]Failure
}

// Crawl crawls the site of cfg into opt.OutDir and returns the manifest
// (also written there). An error is returned when the crawl cannot run or
// write, and a *StartError (with the manifest, and the last crawl's files
// left in place) when a start URL gave nothing; other failed pages and
// skipped items are in the manifest. When
// ctx is cancelled the crawl stops, keeps its journal, and returns
// ctx.Err(): the next Crawl of the same cfg with the same cache resumes.
func Crawl(ctx context.Context, cfg Config, opt Options) (*Manifest, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if opt.CacheDir == "" || opt.OutDir == "" {
		return nil, errors.New("crawl: the cache and output folders are required")
	}
	if opt.Log == nil {
		opt.Log = slog.New(slog.DiscardHandler)
	}
	cache, err := OpenCache(opt.CacheDir, "journal-"+cfg.siteHash()[:16]+".txt")
	if err != nil {
		return nil, err
	}
	defer cache.Close()
	cr := &crawler{
		ctx: ctx, cfg: cfg, opt: opt,
		seen: map[string]bool{}, imgFiles: map[string]string{}, imgFailed: map[string]string{},
		disallowed: map[string]string{}, failed: map[string]Failure{},
		specs: map[string]fieldSpec{},
	}
	cr.m.StartURLs = cfg.StartURLs
	cr.m.Resumed = cache.Resumed()
	cr.tr = &Transport{
		Base: opt.Base, Cache: cache, Retries: cfg.Retries,
		Backoff:       time.Duration(cfg.BackoffMS) * time.Millisecond,
		MaxRetryAfter: time.Duration(cfg.MaxRetryAfterMS) * time.Millisecond,
		MinWait:       time.Duration(cfg.DelayMS) * time.Millisecond,
		Timeout:       time.Duration(cfg.TimeoutMS) * time.Millisecond,
		MaxBytes:      max(cfg.MaxPageBytes, cfg.MaxImageBytes),
	}
	next := filepath.Join(opt.OutDir, NextDir)
	if err := os.RemoveAll(next); err != nil {
		return nil, err
	}
	cr.tmpDir = filepath.Join(next, ImagesDir, DownloadDir)
	if err := os.MkdirAll(cr.tmpDir, 0o755); err != nil {
		return nil, err
	}
	robotsClient := &http.Client{Transport: cr.tr, CheckRedirect: cr.checkRedirect}
	cr.robots = newRobots(ctx, robotsClient, cfg.UserAgent)
	delays := cr.crawlDelays()
	if err := cr.setup(ctx, delays); err != nil {
		return nil, err
	}
	for _, u := range cfg.StartURLs {
		cr.visit(u, "")
	}
	cr.pages.Wait()
	cr.images.Wait()
	cr.m.HTTP = cr.tr.Stats()
	cr.robots.mu.Lock()
	cr.m.Warnings = append(cr.m.Warnings, cr.robots.warnings...)
	cr.robots.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := cr.write(next); err != nil {
		return nil, err
	}
	if err := cr.startFailed(); err != nil {
		// Nothing of the site came: the last crawl's files stay.
		if rerr := os.RemoveAll(next); rerr != nil {
			return nil, rerr
		}
		return &cr.m, err
	}
	if err := swapIn(next, opt.OutDir, cr.m.Files, opt.WriteManifest); err != nil {
		return nil, err
	}
	if err := cache.Finish(); err != nil {
		return nil, err
	}
	return &cr.m, nil
}

// crawlDelays reads the Crawl-delay of each start host's robots.txt: one
// longer than delay_ms is honoured for that host, up to MaxCrawlDelay.
func (cr *crawler) crawlDelays() map[string]time.Duration {
	delays := map[string]time.Duration{}
	for _, s := range cr.cfg.StartURLs {
		u, err := url.Parse(s)
		if err != nil {
			continue
		}
		d := cr.robots.crawlDelay(u)
		if d > MaxCrawlDelay {
			if cr.m.CrawlDelayAskedMS == nil {
				cr.m.CrawlDelayAskedMS = map[string]int64{}
			}
			cr.m.CrawlDelayAskedMS[u.Hostname()] = d.Milliseconds()
			cr.m.Warnings = append(cr.m.Warnings, fmt.Sprintf("robots.txt of %s asks for a Crawl-delay of %s: %s was kept between requests (the most the crawler waits)", u.Host, d, MaxCrawlDelay))
			d = MaxCrawlDelay
		}
		if d > time.Duration(cr.cfg.DelayMS)*time.Millisecond && d > delays[u.Hostname()] {
			delays[u.Hostname()] = d
			if cr.m.CrawlDelayMS == nil {
				cr.m.CrawlDelayMS = map[string]int64{}
			}
			cr.m.CrawlDelayMS[u.Hostname()] = d.Milliseconds()
		}
	}
	return delays
}

// siteHash names the journal of a crawl: by the site (its start URLs and
// domains), so that a crawl resumed with other manners finds it.
func (c *Config) siteHash() string {
	b, _ := json.Marshal([][]string{c.StartURLs, c.AllowedDomains})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

var errDisallowed = errors.New("disallowed by robots.txt")

// redirectError is a redirect the crawl does not follow (a loop, too many,
// off the allowed domains): a permanent failure of the URL.
type redirectError struct{ msg string }

func (e *redirectError) Error() string { return e.msg }

func badRedirect(format string, a ...any) error {
	return &redirectError{fmt.Sprintf(format, a...)}
}

// checkRedirect bounds redirects, stops loops and keeps to the allowed
// domains and robots.txt (colly checks the domains and revisits first).
func (cr *crawler) checkRedirect(req *http.Request, via []*http.Request) error {
	for _, v := range via {
		if v.URL.String() == req.URL.String() {
			return badRedirect("redirect loop back to %s after %d redirect(s)", req.URL, len(via))
		}
	}
	if len(via) > cr.cfg.MaxRedirects {
		return badRedirect("more than %d redirects", cr.cfg.MaxRedirects)
	}
	if !slices.Contains(cr.cfg.AllowedDomains, req.URL.Hostname()) {
		return badRedirect("redirect to %s: the host is not allowed", req.URL)
	}
	// robots.txt, and a redirect of it (RFC 9309 follows them), is read
	// whatever the rules say; checking it against the rules being read
	// would wait for itself (a deadlock in robots.allowed).
	if req.URL.Path == "/robots.txt" || len(via) > 0 && via[0].URL.Path == "/robots.txt" {
		return nil
	}
	ok, err := cr.robots.allowed(req.URL)
	if err != nil {
		return fmt.Errorf("robots.txt of %s: %w", req.URL.Host, err)
	}
	if !ok {
		cr.mu.Lock()
		cr.disallowed[req.URL.String()] = "page"
		cr.mu.Unlock()
		return fmt.Errorf("redirect to %s: %w", req.URL, errDisallowed)
	}
	return nil
}

func (cr *crawler) setup(ctx context.Context, crawlDelays map[string]time.Duration) error {
	cfg := cr.cfg
	c := colly.NewCollector(
		colly.StdlibContext(withMaxBytes(ctx, cfg.MaxPageBytes)),
		colly.Async(true),
		colly.UserAgent(cfg.UserAgent),
		colly.AllowedDomains(cfg.AllowedDomains...),
		// robots.txt is checked by the crawler (also for redirects and
		// images) before colly is asked for a URL.
		colly.IgnoreRobotsTxt(),
	)
	// The transport bounds and reads the bodies whole; colly's own limit
	// would cut them silently.
	c.MaxBodySize = 0
	// The pause after each request is the pacer's (cancellable), not
	// colly's (a time.Sleep that no signal ends).
	c.WithTransport(newPacer(cr.tr, cfg.Parallelism, func(host string) time.Duration {
		return max(time.Duration(cfg.DelayMS)*time.Millisecond, crawlDelays[host])
	}))
	c.SetRequestTimeout(0) // each attempt is timed by the transport
	c.SetRedirectHandler(cr.checkRedirect)
	for _, d := range cfg.AllowedDomains {
		err := c.Limit(&colly.LimitRule{
			DomainRegexp: `^` + regexp.QuoteMeta(d) + `(:[0-9]+)?$`,
			Parallelism:  cfg.Parallelism,
		})
		if err != nil {
			return err
		}
	}
	img := c.Clone()
	img.Context = withMaxBytes(ctx, cfg.MaxImageBytes)
	c.OnResponse(cr.onPage)
	c.OnError(func(r *colly.Response, err error) { cr.onError("page", r, err) })
	img.OnResponse(cr.onImage)
	img.OnError(func(r *colly.Response, err error) { cr.onError("image", r, err) })
	cr.pages, cr.images = c, img
	return nil
}

// normalize resolves ref against base and drops the fragment.
func normalize(base, ref string) (*url.URL, error) {
	var u *url.URL
	var err error
	if base == "" {
		u, err = url.Parse(strings.TrimSpace(ref))
	} else {
		var b *url.URL
		if b, err = url.Parse(base); err == nil {
			u, err = b.Parse(strings.TrimSpace(ref))
		}
	}
	if err != nil {
		return nil, err
	}
	u.Fragment, u.RawFragment = "", ""
	return u, nil
}

// admit decides whether u is requested: each URL once, in the allowed
// domains, allowed by robots.txt. It records why not.
func (cr *crawler) admit(u *url.URL, kind string) bool {
	if u.Scheme != "http" && u.Scheme != "https" {
		return false
	}
	if !slices.Contains(cr.cfg.AllowedDomains, u.Hostname()) {
		cr.mu.Lock()
		cr.m.LinksOffDomain++
		cr.mu.Unlock()
		return false
	}
	s := u.String()
	cr.mu.Lock()
	if cr.seen[s] {
		cr.mu.Unlock()
		return false
	}
	cr.seen[s] = true
	cr.mu.Unlock()
	ok, err := cr.robots.allowed(u)
	if err != nil {
		cr.fail(s, kind, "robots.txt could not be read: "+err.Error(), !permanent(err))
		return false
	}
	cr.mu.Lock()
	defer cr.mu.Unlock()
	if !ok {
		cr.disallowed[s] = kind
		return false
	}
	// max_pages bounds the pages requested: a disallowed one is not.
	if kind == "page" {
		if cr.queued >= cr.cfg.MaxPages {
			cr.m.NotVisited++
			return false
		}
		cr.queued++
	}
	return true
}

func (cr *crawler) visit(ref, base string) {
	if cr.ctx.Err() != nil {
		return
	}
	u, err := normalize(base, ref)
	if err != nil {
		cr.fail(ref, "page", "bad URL: "+err.Error(), false)
		return
	}
	if !cr.admit(u, "page") {
		return
	}
	cr.request(cr.pages, u.String(), "page")
}

func (cr *crawler) fetchImage(abs string) {
	u, err := url.Parse(abs)
	if err != nil || !cr.admit(u, "image") {
		return
	}
	cr.request(cr.images, abs, "image")
}

func (cr *crawler) request(c *colly.Collector, u, kind string) {
	ctx := colly.NewContext()
	ctx.Put("url", u)
	if err := c.Request(http.MethodGet, u, nil, ctx, nil); err != nil {
		var av *colly.AlreadyVisitedError
		if errors.As(err, &av) {
			return // reached before through a redirect
		}
		cr.fail(u, kind, err.Error(), false)
	}
}

func (cr *crawler) fail(u, kind, reason string, transient bool) {
	cr.mu.Lock()
	defer cr.mu.Unlock()
	if _, ok := cr.failed[u]; !ok {
		cr.failed[u] = Failure{URL: u, Kind: kind, Reason: reason, Transient: transient}
	}
	cr.opt.Log.Warn("crawl: failed", "kind", kind, "url", u, "reason", reason)
}

func (cr *crawler) onError(kind string, r *colly.Response, err error) {
	u := r.Ctx.Get("url")
	if u == "" && r.Request != nil {
		u = r.Request.URL.String()
	}
	var av *colly.AlreadyVisitedError
	if errors.As(err, &av) {
		return // a redirect to a page that was already crawled
	}
	if errors.Is(err, errDisallowed) {
		return // counted by checkRedirect
	}
	if cr.ctx.Err() != nil {
		return // interrupted: not a failure of the site
	}
	reason := err.Error()
	var ue *url.Error
	if errors.As(err, &ue) {
		reason = ue.Err.Error()
	}
	transient := false
	var tl *TooLargeError
	var re *redirectError
	switch {
	case r.StatusCode >= 400:
		reason = fmt.Sprintf("HTTP %d %s", r.StatusCode, http.StatusText(r.StatusCode))
	case errors.As(err, &tl):
	case errors.As(err, &re), errors.Is(err, colly.ErrForbiddenDomain), errors.Is(err, colly.ErrForbiddenURL), permanent(err):
	default:
		// Network errors, time-outs, and 429/5xx after the retries.
		transient = true
	}
	cr.fail(u, kind, reason, transient)
}

func (cr *crawler) count(kind, u string) {
	o := cr.tr.OriginOf(u)
	cr.mu.Lock()
	defer cr.mu.Unlock()
	c := &cr.m.Pages
	if kind == "image" {
		c = &cr.m.Images
	}
	switch o {
	case FromNetwork:
		c.Fetched++
	case Revalidated:
		c.Cached++
		c.Revalidated++
	default:
		c.Cached++
	}
}

// htmlType reports whether a response is an HTML page.
func htmlType(h *http.Header, body []byte) bool {
	ct := h.Get("Content-Type")
	if ct == "" {
		ct = http.DetectContentType(body)
	}
	mt, _, _ := mime.ParseMediaType(ct)
	return mt == "text/html" || mt == "application/xhtml+xml"
}

// decode returns the page as UTF-8. colly has already decoded a page
// whose Content-Type names a charset; the others are decoded by their BOM
// or <meta charset>, else kept when they are UTF-8, else read in the
// configured charset (windows-1252 by default, as browsers do).
func (cr *crawler) decode(h *http.Header, body []byte) []byte {
	if _, params, err := mime.ParseMediaType(h.Get("Content-Type")); err == nil && params["charset"] != "" {
		return body
	}
	e, name, _ := charset.DetermineEncoding(body, "text/html")
	if name == "windows-1252" && !declares1252(body) {
		if utf8.Valid(body) {
			return body
		}
		if cr.cfg.Charset != "" {
			e, _ = charset.Lookup(cr.cfg.Charset)
		}
	}
	if name == "utf-8" {
		return body
	}
	out, err := e.NewDecoder().Bytes(body)
	if err != nil {
		return body
	}
	return out
}

var declares1252RE = regexp.MustCompile(`(?i)charset\s*=\s*["']?\s*(windows-1252|cp1252|iso-8859-1|latin1|us-ascii)`)

func declares1252(body []byte) bool {
	if len(body) > 1024 {
		body = body[:1024]
	}
	return declares1252RE.Match(body)
}

func (cr *crawler) onPage(r *colly.Response) {
	u := r.Request.URL.String()
	if !htmlType(r.Headers, r.Body) {
		cr.fail(r.Ctx.Get("url"), "page", fmt.Sprintf("not an HTML page (%s)", r.Headers.Get("Content-Type")), false)
		return
	}
	cr.count("page", u)
	body := cr.decode(r.Headers, r.Body)
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(body))
	if err != nil {
		cr.fail(r.Ctx.Get("url"), "page", "HTML: "+err.Error(), false)
		return
	}
	base := u
	if b, ok := doc.Find("base[href]").First().Attr("href"); ok {
		if bu, err := normalize(u, b); err == nil {
			base = bu.String()
		}
	}
	p := &page{url: u, base: base, doc: doc, cr: cr}
	p.extract()
	if cr.cfg.Follow != "" {
		doc.Find(cr.cfg.Follow).Each(func(_ int, s *goquery.Selection) {
			if href, ok := s.Attr("href"); ok && strings.TrimSpace(href) != "" {
				cr.visit(href, base)
			}
		})
	}
	cr.mu.Lock()
	cr.done++
	done := cr.done
	cr.mu.Unlock()
	if cr.opt.Progress != nil {
		cr.opt.Progress(done)
	}
}
