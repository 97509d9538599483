// Package crawltest serves the test site of internal/crawl/testdata/site
// over httptest, shaped like a real problem-book site and with its
// hazards: a chapter index, paginated problem pages, an answer page, page
// scans, a robots.txt that disallows /private/ (linked, and reached by a
// redirect), a redirect off the site, a 429 with Retry-After and
// a 500 (each once), a redirect loop, pages in windows-1251 (declared by
// <meta> only) and KOI8-R (declared by the header), a broken link and a
// huge page. It counts the requests per path.
package crawltest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
)

// Dir is the folder of the site's files.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "testdata", "site")
}

// HugeBytes is the size of /book/huge.html.
const HugeBytes = 3 << 20

// Site is the running test site.
type Site struct {
	*httptest.Server
	dir string

	mu       sync.Mutex
	hits     map[string]int // requests per path
	bodies   map[string]int // 200 answers per path
	agents   map[string]bool
	fired    map[string]bool // the one-time 429 and 500
	inFlight int
	maxIn    int
	starts   []Start
}

// Start is a request's arrival: when, the path, and whether it followed
// a redirect (Go's client then sends a Referer).
type Start struct {
	At       time.Time
	Path     string
	Redirect bool
}

// New starts the site; it is closed at the end of the test.
func New(t testing.TB) *Site {
	s := &Site{dir: Dir(), hits: map[string]int{}, bodies: map[string]int{}, agents: map[string]bool{}, fired: map[string]bool{}}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

// Hits is the number of requests for the path.
func (s *Site) Hits(p string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[p]
}

// Bodies returns the paths answered with 200 and how many times.
func (s *Site) Bodies() map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]int{}
	for k, v := range s.bodies {
		out[k] = v
	}
	return out
}

// Requests returns the number of requests per path.
func (s *Site) Requests() map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]int{}
	for k, v := range s.hits {
		out[k] = v
	}
	return out
}

// Agents are the User-Agent values seen.
func (s *Site) Agents() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for a := range s.agents {
		out = append(out, a)
	}
	return out
}

// MaxInFlight is the largest number of requests served at once.
func (s *Site) MaxInFlight() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.maxIn
}

// Starts returns the arrivals of the requests, in order.
func (s *Site) Starts() []Start {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Start(nil), s.starts...)
}

// once reports whether the one-time event of p is still to come (and
// marks it past).
func (s *Site) once(p string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fired[p] {
		return false
	}
	s.fired[p] = true
	return true
}

var lastModified = time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC)

func (s *Site) serve(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	s.mu.Lock()
	s.hits[p]++
	s.agents[r.UserAgent()] = true
	s.inFlight++
	s.maxIn = max(s.maxIn, s.inFlight)
	s.starts = append(s.starts, Start{time.Now(), p, r.Referer() != ""})
	s.mu.Unlock()
	// The response is made in full first and sent after the request stops
	// counting as in flight: a response written through could reach the
	// client, which then sends its next request, before this goroutine
	// counted the first one done (seen at load 8: "2 requests at once").
	rec := httptest.NewRecorder()
	s.route(rec, r, p)
	s.mu.Lock()
	s.inFlight--
	if rec.Code == http.StatusOK {
		s.bodies[p]++
	}
	s.mu.Unlock()
	maps.Copy(w.Header(), rec.Header())
	w.WriteHeader(rec.Code)
	w.Write(rec.Body.Bytes())
}

func (s *Site) route(w http.ResponseWriter, r *http.Request, p string) {
	switch {
	case p == "/book":
		http.Redirect(w, r, "/book/", http.StatusMovedPermanently)
	case p == "/book/drafts.html":
		// Moved where robots.txt forbids: the redirect is not followed.
		http.Redirect(w, r, "/private/old-drafts.html", http.StatusFound)
	case p == "/book/mirror.html":
		// Moved off the allowed domains: the redirect is not followed.
		http.Redirect(w, r, "http://partner.invalid/book/", http.StatusFound)
	case p == "/errata/":
		http.Redirect(w, r, "/errata/a.html", http.StatusFound)
	case p == "/errata/a.html":
		http.Redirect(w, r, "/errata/b.html", http.StatusFound)
	case p == "/errata/b.html":
		http.Redirect(w, r, "/errata/", http.StatusFound)
	case p == "/book/ch1/page3.html" && s.once(p):
		w.Header().Set("Retry-After", "1")
		http.Error(w, "slow down", http.StatusTooManyRequests)
	case p == "/book/ch2/page2.html" && s.once(p):
		http.Error(w, "the database is busy", http.StatusInternalServerError)
	case p == "/book/huge.html":
		b := bytes.Repeat([]byte("<p>The whole book, again and again.</p>\n"), HugeBytes/40+1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("ETag", etag(b))
		http.ServeContent(w, r, "huge.html", time.Time{}, bytes.NewReader(b))
	case p == "/book/ch3/":
		// windows-1251, declared only by the page's <meta>.
		s.file(w, r, "book/ch3/index.html", "text/html", charmap.Windows1251, true, false)
	case p == "/book/ch4/":
		// KOI8-R, declared only by the header.
		s.file(w, r, "book/ch4/index.html", "text/html; charset=koi8-r", charmap.KOI8R, false, true)
	case p == "/book/answers.html":
		// Last-Modified, no ETag.
		s.file(w, r, "book/answers.html", "text/html; charset=utf-8", nil, false, true)
	case strings.HasPrefix(p, "/book/scans/"):
		// No validator at all.
		s.file(w, r, strings.TrimPrefix(p, "/"), "image/png", nil, false, false)
	case p == "/robots.txt":
		s.file(w, r, "robots.txt", "text/plain; charset=utf-8", nil, true, false)
	default:
		name := strings.TrimPrefix(p, "/")
		if strings.HasSuffix(name, "/") || name == "" {
			name += "index.html"
		}
		s.file(w, r, name, "text/html; charset=utf-8", nil, true, false)
	}
}

func etag(b []byte) string {
	sum := sha256.Sum256(b)
	return `"` + hex.EncodeToString(sum[:8]) + `"`
}

// file serves a file of the site, encoded with enc when it is not nil,
// with an ETag and/or a Last-Modified.
func (s *Site) file(w http.ResponseWriter, r *http.Request, name, ctype string, enc encoding.Encoding, withETag, withLM bool) {
	clean := path.Clean("/" + name)
	b, err := os.ReadFile(filepath.Join(s.dir, filepath.FromSlash(clean)))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	if enc != nil {
		if b, err = enc.NewEncoder().Bytes(b); err != nil {
			http.Error(w, fmt.Sprintf("encode %s: %v", name, err), http.StatusInternalServerError)
			return
		}
	}
	w.Header().Set("Content-Type", ctype)
	if withETag {
		w.Header().Set("ETag", etag(b))
	}
	mod := time.Time{}
	if withLM {
		mod = lastModified
	}
	http.ServeContent(w, r, path.Base(clean), mod, bytes.NewReader(b))
}
