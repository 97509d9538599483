package crawl

import (
	"fmt"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

// bigPage is a page of n problems under a heading every 100, with the
// chapter title read from the page (not inside the items).
func bigPage(tb testing.TB, n int) *page {
	tb.Helper()
	var b strings.Builder
	b.WriteString("<html><body>")
	for i := 0; i < n; i++ {
		if i%100 == 0 {
			fmt.Fprintf(&b, "<h2>Part %d</h2>", i/100)
		}
		fmt.Fprintf(&b, `<div class="problem"><span class="num">%d</span><div class="statement">$x=%d$</div></div>`, i+1, i)
	}
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(b.String()))
	if err != nil {
		tb.Fatal(err)
	}
	cfg := Defaults()
	cfg.Item = "div.problem"
	cfg.Fields.ProblemID, cfg.Fields.Problem, cfg.Fields.ChapterTitle = "span.num", "div.statement", "h2"
	cr := &crawler{cfg: cfg, seen: map[string]bool{}, disallowed: map[string]string{}, failed: map[string]Failure{}}
	return &page{url: "http://example.org/p", base: "http://example.org/p", doc: doc, cr: cr}
}

// TestNearestHeading: a page-level field is the match that comes last
// before the item, else the first of the page.
func TestNearestHeading(t *testing.T) {
	p := bigPage(t, 1000)
	p.doc.Find("body").PrependHtml(`<p class="lead">lead</p>`)
	p.extract()
	if len(p.cr.items) != 1000 {
		t.Fatalf("%d items", len(p.cr.items))
	}
	for i, it := range p.cr.items {
		if want := fmt.Sprintf("Part %d", i/100); it.row.ChapterTitle != want {
			t.Fatalf("item %d: chapter title %q, want %q", i, it.row.ChapterTitle, want)
		}
	}
	if s := p.nearest(p.doc.Find("p.lead"), "h2"); s.Text() != "Part 0" {
		t.Errorf("before every heading: %q, want the first", s.Text())
	}
	if s := p.nearest(p.doc.Find("p.lead"), "h3"); s.Length() != 0 {
		t.Errorf("no match: %d nodes", s.Length())
	}
}

// BenchmarkHugePage: the items of a page near max_page_bytes, with a
// page-level field. Each item searched the whole page for it (20,000
// items: minutes).
func BenchmarkHugePage(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		p := bigPage(b, 20000)
		b.StartTimer()
		p.extract()
	}
}
