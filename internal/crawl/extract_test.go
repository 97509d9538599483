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

// TestItemWarnings: an item or an answer with MathML that has no TeX
// annotation, or a chapter that is not a number, is kept with a warning
// naming the page and the item.
func TestItemWarnings(t *testing.T) {
	src := `<html><body>
<div class="problem" data-chapter="two"><span class="num">1</span><div class="statement">Solve <math><mi>x</mi></math>.</div></div>
<div class="ans"><span class="num">1</span><span class="a"><math><mn>3</mn></math></span></div>
</body></html>`
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Defaults()
	cfg.Item = "div.problem"
	cfg.Fields.ProblemID, cfg.Fields.Problem, cfg.Fields.Chapter = "span.num", "div.statement", "@data-chapter"
	cfg.Answers.Item = "div.ans"
	cfg.Answers.Fields.ProblemID, cfg.Answers.Fields.Answer = "span.num", "span.a"
	p := &page{url: "http://example.org/p", base: "http://example.org/p", doc: doc,
		cr: &crawler{cfg: cfg, seen: map[string]bool{}, disallowed: map[string]string{}, failed: map[string]Failure{}}}
	p.extract()
	want := []string{
		"http://example.org/p item 1: problem: 1 MathML formula(s) without a TeX annotation kept as text",
		`http://example.org/p item 1: chapter "two" is not a number: 0`,
		"http://example.org/p answer 1: answer: 1 MathML formula(s) without a TeX annotation kept as text",
	}
	if strings.Join(p.cr.m.Warnings, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(p.cr.m.Warnings, "\n"), strings.Join(want, "\n"))
	}
	if len(p.cr.items) != 1 || len(p.cr.answers) != 1 {
		t.Errorf("%d items, %d answers; want both kept", len(p.cr.items), len(p.cr.answers))
	}
}
