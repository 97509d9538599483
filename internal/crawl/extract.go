package crawl

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// page is one crawled HTML page being read.
type page struct {
	url, base string
	doc       *goquery.Document
	cr        *crawler
	order     map[*html.Node]int
	// matches are the page's matches of each page-level selector, found
	// once (searching the page for every item was quadratic: 20,000
	// items took 40 s).
	matches map[string]pageMatches
}

// pageMatches are a selector's matches and their document order.
type pageMatches struct {
	all   *goquery.Selection
	order []int // ascending: goquery returns matches in document order
}

func (p *page) extract() {
	cfg := p.cr.cfg
	p.doc.Find(cfg.Item).Each(func(i int, s *goquery.Selection) { p.item(i, s) })
	if cfg.Answers.Item != "" {
		p.doc.Find(cfg.Answers.Item).Each(func(i int, s *goquery.Selection) { p.answer(i, s) })
	}
}

// nodeOrder numbers the page's nodes in document order.
func (p *page) nodeOrder() map[*html.Node]int {
	if p.order != nil {
		return p.order
	}
	p.order = map[*html.Node]int{}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		p.order[n] = len(p.order)
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range p.doc.Nodes {
		walk(n)
	}
	return p.order
}

// nearest returns the match of sel in the page that comes last before
// item (a chapter's heading before its problems), else the first match.
func (p *page) nearest(item *goquery.Selection, sel string) *goquery.Selection {
	m, ok := p.matches[sel]
	if !ok {
		m.all = p.doc.Find(sel)
		order := p.nodeOrder()
		m.order = make([]int, len(m.all.Nodes))
		for i, n := range m.all.Nodes {
			m.order[i] = order[n]
		}
		if p.matches == nil {
			p.matches = map[string]pageMatches{}
		}
		p.matches[sel] = m
	}
	if m.all.Length() == 0 {
		return m.all
	}
	at := p.nodeOrder()[item.Nodes[0]]
	// The last match before the item: the number of matches before it,
	// less one.
	best, _ := slices.BinarySearch(m.order, at)
	return m.all.Eq(max(best-1, 0))
}

// field reads one field of an item (see Fields). noTeX counts MathML
// without a TeX annotation.
func (p *page) field(item *goquery.Selection, raw string, pageLevel bool, defAttr string) (val string, noTeX int) {
	if raw == "" {
		return "", 0
	}
	spec, err := parseField(raw)
	if err != nil {
		return "", 0 // rejected by Validate
	}
	if spec.sel == "" {
		for n := item.Nodes[0]; n != nil; n = n.Parent {
			if n.Type != html.ElementNode {
				continue
			}
			for _, a := range n.Attr {
				if a.Key == spec.attr {
					return strings.TrimSpace(a.Val), 0
				}
			}
		}
		return "", 0
	}
	m := item.Find(spec.sel)
	if m.Length() == 0 && pageLevel {
		m = p.nearest(item, spec.sel)
	}
	if m.Length() == 0 {
		return "", 0
	}
	if spec.attr == "" {
		spec.attr = defAttr
	}
	if spec.attr != "" {
		v, _ := m.First().Attr(spec.attr)
		return strings.TrimSpace(v), 0
	}
	var parts []string
	for _, n := range m.Nodes {
		t, k := Text([]*html.Node{n})
		noTeX += k
		if t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, "\n\n"), noTeX
}

var digitsRE = regexp.MustCompile(`[0-9]+`)

// number reads the first number of a field ("Chapter 2" is 2); ok is false
// for a non-empty field without one.
func number(s string) (int, bool) {
	if s == "" {
		return 0, true
	}
	d := digitsRE.FindString(s)
	if d == "" {
		return 0, false
	}
	n, err := strconv.Atoi(d)
	return n, err == nil
}

// cleanID trims the decorations of a printed problem number ("№ 12.",
// "Problem 1.001:").
func cleanID(s string) string {
	s = strings.TrimSpace(s)
	for _, p := range []string{"№", "#", "No.", "Problem", "Задача"} {
		s = strings.TrimSpace(strings.TrimPrefix(s, p))
	}
	return strings.TrimRight(s, ".:) ")
}

func (p *page) absolute(ref string) string {
	if ref == "" {
		return ""
	}
	u, err := normalize(p.base, ref)
	if err != nil {
		return ""
	}
	return u.String()
}

// getter reads the fields of the item or answer s (where names it),
// adding a warning to warns for MathML without TeX.
func (p *page) getter(s *goquery.Selection, where string, warns *[]string) func(name, raw string, pageLevel bool, defAttr string) string {
	return func(name, raw string, pageLevel bool, defAttr string) string {
		v, noTeX := p.field(s, raw, pageLevel, defAttr)
		if noTeX > 0 {
			*warns = append(*warns, fmt.Sprintf("%s: %s: %d MathML formula(s) without a TeX annotation kept as text", where, name, noTeX))
		}
		return v
	}
}

func (p *page) item(i int, s *goquery.Selection) {
	cfg := p.cr.cfg
	f := cfg.Fields
	where := fmt.Sprintf("%s item %d", p.url, i+1)
	var warns []string
	get := p.getter(s, where, &warns)
	num := func(name, raw string) (int, bool) {
		v := get(name, raw, true, "")
		n, ok := number(v)
		if !ok {
			warns = append(warns, fmt.Sprintf("%s: %s %q is not a number: 0", where, name, v))
		}
		return n, v != "" && ok
	}
	row := record.Source{Collection: cfg.Collection}
	row.ProblemID = cleanID(get("problem_id", f.ProblemID, false, ""))
	row.Problem = get("problem", f.Problem, false, "")
	row.Answer = get("answer", f.Answer, false, "")
	row.Solution = get("solution", f.Solution, false, "")
	row.ChapterTitle = get("chapter_title", f.ChapterTitle, true, "")
	row.Group = get("group", f.Group, true, "")
	row.Difficulty = get("difficulty", f.Difficulty, true, "")
	var chap bool
	row.Chapter, chap = num("chapter", f.Chapter)
	row.Page, _ = num("page", f.Page)
	row.AnswerPage, _ = num("answer_page", f.AnswerPage)
	if row.AnswerPage == 0 && f.AnswerPage == "" && row.Answer != "" {
		row.AnswerPage = row.Page // the answer is printed with the problem
	}
	img := p.absolute(get("image", f.Image, false, "src"))
	ansImg := p.absolute(get("answer_image", f.AnswerImage, false, "src"))
	switch {
	case row.ProblemID == "":
		p.cr.skip(where, fmt.Sprintf("no problem_id (%q found nothing)", f.ProblemID))
		return
	case row.Problem == "":
		p.cr.skip(where, fmt.Sprintf("problem %s: no statement (%q found nothing)", row.ProblemID, f.Problem))
		return
	}
	for _, u := range []string{img, ansImg} {
		if u != "" {
			p.cr.fetchImage(u)
		}
	}
	p.cr.mu.Lock()
	p.cr.items = append(p.cr.items, pending{url: p.url, index: i, row: row, image: img, ansImg: ansImg, chap: chap})
	p.cr.m.Warnings = append(p.cr.m.Warnings, warns...)
	p.cr.mu.Unlock()
}

func (p *page) answer(i int, s *goquery.Selection) {
	af := p.cr.cfg.Answers.Fields
	where := fmt.Sprintf("%s answer %d", p.url, i+1)
	var warns []string
	get := p.getter(s, where, &warns)
	a := answerItem{url: p.url, index: i}
	a.problemID = cleanID(get("problem_id", af.ProblemID, false, ""))
	a.answer = get("answer", af.Answer, false, "")
	a.solution = get("solution", af.Solution, false, "")
	if v := get("chapter", af.Chapter, true, ""); v != "" {
		n, ok := number(v)
		if ok {
			a.chapter, a.chap = n, true
		} else {
			warns = append(warns, fmt.Sprintf("%s: chapter %q is not a number", where, v))
		}
	}
	if v := get("page", af.Page, true, ""); v != "" {
		n, ok := number(v)
		if !ok {
			warns = append(warns, fmt.Sprintf("%s: page %q is not a number: 0", where, v))
		}
		a.answerPage = n
	}
	a.image = p.absolute(get("image", af.Image, false, "src"))
	if a.problemID == "" {
		p.cr.skip(where, fmt.Sprintf("answer without problem_id (%q found nothing)", af.ProblemID))
		return
	}
	if a.image != "" {
		p.cr.fetchImage(a.image)
	}
	p.cr.mu.Lock()
	p.cr.answers = append(p.cr.answers, a)
	p.cr.m.Warnings = append(p.cr.m.Warnings, warns...)
	p.cr.mu.Unlock()
}

func (cr *crawler) skip(where, reason string) {
	cr.mu.Lock()
	defer cr.mu.Unlock()
	cr.m.ItemsSkipped = append(cr.m.ItemsSkipped, Skip{URL: where, Reason: reason})
}
