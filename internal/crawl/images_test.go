package crawl_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/crawl"
)

// TestImagesAreImagesByContent: a page image is kept only when its bytes
// are a PNG, JPEG, GIF or WebP image, whatever the server calls it: an SVG
// and an HTML page served as image/png fail; a PNG served as text/plain is
// kept, named by its content.
func TestImagesAreImagesByContent(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/robots.txt":
			io.WriteString(w, "User-agent: *\n")
		case "/book/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			for i, img := range []string{"/evil.svg", "/evil.png", "/scan"} {
				io.WriteString(w, `<div class="problem"><span class="num">`+string(rune('1'+i))+`</span><div class="statement">$x$</div><img src="`+img+`"></div>`)
			}
		case "/evil.svg":
			w.Header().Set("Content-Type", "image/svg+xml")
			io.WriteString(w, `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
		case "/evil.png":
			w.Header().Set("Content-Type", "image/png")
			io.WriteString(w, `<!DOCTYPE html><script>alert(1)</script>`)
		case "/scan":
			w.Header().Set("Content-Type", "text/plain")
			io.WriteString(w, "\x89PNG\r\n\x1a\nrest")
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	cfg, err := crawl.Parse("crawl.yaml", []byte("start_urls: ["+srv.URL+"/book/]\nitem: div.problem\nfields: {problem_id: span.num, problem: div.statement, image: img}\n"+
		"collection: core\ndelay_ms: 0\nuser_agent: test\n"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	m, err := crawl.Crawl(context.Background(), cfg, crawl.Options{CacheDir: filepath.Join(dir, "cache"), OutDir: dir, WriteManifest: true})
	if err != nil {
		t.Fatal(err)
	}
	var failed []string
	for _, f := range m.Failed {
		if strings.Contains(f.Reason, "not a PNG, JPEG, GIF or WebP image") && !f.Transient {
			failed = append(failed, strings.TrimPrefix(f.URL, srv.URL))
		}
	}
	sort.Strings(failed)
	if strings.Join(failed, " ") != "/evil.png /evil.svg" {
		t.Errorf("failed %+v", m.Failed)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, crawl.ImagesDir))
	if len(entries) != 1 || entries[0].Name() != "scan.png" {
		t.Errorf("pages/ holds %v, want only scan.png", entries)
	}
}
