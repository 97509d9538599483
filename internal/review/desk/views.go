package desk

import (
	"bufio"
	"bytes"
	"cmp"
	"embed"
	"encoding/json"
	"html/template"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sergi/go-diff/diffmatchpatch"

	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/status"
)

// assets holds app.css, app.js and the KaTeX files copied by
// scripts/build-desk.sh (make js).
//
//go:embed assets
var assets embed.FS

//go:embed templates/*.html
var templates embed.FS

// PageSize is the number of rows on one page of the list.
const PageSize = 100

// links makes the URLs of a view: the app's, or the static export's.
type links interface {
	Row(id string) string
	List(f Filter, page int) string
	Image(id, which string) string
	Asset(name string) string
	Static() bool
	// FormAction is where the row page posts a decision ("" in an export).
	FormAction(id string) string
}

type views struct{ t *template.Template }

func newViews() (*views, error) {
	t, err := template.New("").Funcs(template.FuncMap{
		"join":    strings.Join,
		"add":     func(a, b int) int { return a + b },
		"csp":     func() string { return contentSecurityPolicy },
		"meaning": func(d review.Decision) string { return decisionMeaning[d] },
	}).ParseFS(templates, "templates/*.html")
	if err != nil {
		return nil, err
	}
	return &views{t}, nil
}

// render executes a page into a buffer first, so a template error is a
// 500, not half a page.
func (v *views) render(w http.ResponseWriter, name string, data any) {
	v.renderStatus(w, name, data, http.StatusOK)
}

// renderStatus is render with another status code than 200.
func (v *views) renderStatus(w http.ResponseWriter, name string, data any, code int) {
	var b bytes.Buffer
	if err := v.t.ExecuteTemplate(&b, name, data); err != nil {
		http.Error(w, "template "+name+": "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(code)
	w.Write(b.Bytes())
}

// base is what every page shows in its header.
type base struct {
	Title    string
	Links    links
	Reviewer string
	// StaleRun says the rows are older than the pipeline, and Refresh is
	// the command that refreshes them.
	StaleRun []string
	Refresh  string
	// KeyLetters are the keys of review.Decisions, in order.
	KeyLetters []string
}

// Home is the unfiltered list.
func (b base) Home() string { return b.Links.List(Filter{}, 1) }

// decisionMeaning says on the row page what each decision claims and what
// the next run does with it (the table of docs/review.md, in short).
var decisionMeaning = map[review.Decision]string{
	review.Agree:         "the row is right as published; the status stands and the note names the reviewer",
	review.SourceWrong:   "the page says what the transcription says, and the book's answer is wrong: a refuted row that was not re-read becomes refuted (or corrected with leg 1's recomputation)",
	review.Transcription: "the transcription differs from the page: give the page's problem and/or answer; leg 1 checks the row again with them (corrected when it verifies, disputed otherwise)",
	review.CheckerWrong:  "the book is right and a leg misread it: the row ends unverifiable with your reason (required) and is listed for the developers",
}

// DecisionKeys are the keys of the decisions on the row page, in the
// order of review.Decisions (also in app.js).
var DecisionKeys = []string{"a", "s", "t", "c"}

// Option is one entry of a filter's select.
type Option struct {
	Value, Label string
	Selected     bool
}

// StatusCount is one status in the counts bar.
type StatusCount struct {
	Status string
	Count  int
	URL    string
	Active bool
}

// ListRow is one line of the list.
type ListRow struct {
	ID, URL, Collection, Status string
	Chapter                     int
	Legs                        [4]string
	LegTitles                   [4]string
	Flags                       string
	Review                      string // "", "reviewed", "stale"
	ReviewLabel                 string
	Problem                     string
}

// ListView is the list page.
type ListView struct {
	base
	Filter              Filter
	Statuses            []StatusCount
	Total, Matching     int
	AllURL              string
	Rows                []ListRow
	Page, Pages         int
	PrevURL, NextURL    string
	Collections         []Option
	Chapters            []Option
	Legs                []Option
	Flagged, ReviewOpts []Option
	Dups                []Option // the duplicates filter; nil when the desk has no duplicates
	LaTeXOpts           []Option // the malformed-LaTeX filter
	Solutions           []Option // the worked-solution filter
	StaleReviews        int
	StaleURL            string // the list of the rows with a stale review ("" in an export)
	Malformed           []string
	First, Last         int // 1-based numbers of the first and last row shown
}

func options(values, labels []string, selected string) []Option {
	out := []Option{}
	for i, v := range values {
		out = append(out, Option{Value: v, Label: labels[i], Selected: v == selected})
	}
	return out
}

// outcomeLabel words leg k's stored outcome o in the leg filter: math.js's
// outcome is about the gold, not about leg 1 ("contradict" is math.js
// finding the gold wrong, whatever leg 1 found).
func outcomeLabel(k int, o string) string {
	if k == 3 {
		switch record.MathJSResult(o) {
		case record.MathJSContradict:
			return "finds the gold wrong"
		case record.MathJSConfirm:
			return "finds the gold right"
		}
	}
	return o
}

// legNames label the legs in the list's leg filter.
var legNames = [4]string{"leg 1 native", "leg 2 parsers", "leg 3 math.js", "leg 4 re-read"}

func (d *Desk) listView(rs *rowSet, f Filter, page int, latest map[string]review.Entry, malformed []string, l links) *ListView {
	sel := rs.Select(f, latest)
	lv := &ListView{base: d.base(rs, "Rows", l), Filter: f, Total: sel.Total, Matching: len(sel.Rows), Malformed: malformed}
	all := f
	all.Status = ""
	lv.AllURL = l.List(all, 1)
	for _, st := range record.Statuses {
		g := f
		g.Status = st.String()
		lv.Statuses = append(lv.Statuses, StatusCount{Status: st.String(), Count: sel.Counts[st.String()], URL: l.List(g, 1), Active: f.Status == st.String()})
	}
	lv.Pages = max(1, (len(sel.Rows)+PageSize-1)/PageSize)
	lv.Page = min(page, lv.Pages)
	if lv.Page > 1 {
		lv.PrevURL = l.List(f, lv.Page-1)
	}
	if lv.Page < lv.Pages {
		lv.NextURL = l.List(f, lv.Page+1)
	}
	from := (lv.Page - 1) * PageSize
	lv.First = from + 1
	lv.Last = min(from+PageSize, len(sel.Rows))
	if lv.Last == 0 {
		lv.First = 0
	}
	for _, i := range sel.Rows[from:min(from+PageSize, len(sel.Rows))] {
		it, in := &rs.rows[i], &rs.info[i]
		r := ListRow{ID: it.ID, URL: l.Row(it.ID), Collection: it.Collection, Chapter: it.Chapter, Status: it.AnswerStatus.String(),
			Legs: in.Legs, LegTitles: in.LegTitles, Flags: strings.Join(in.Flags, "; "), Problem: excerpt(it.Problem, 160)}
		if e, ok := latest[it.ID]; ok {
			r.Review = reviewState(it, latest)
			r.ReviewLabel = string(e.Decision) + " · " + e.Reviewer
		}
		lv.Rows = append(lv.Rows, r)
	}
	for _, id := range sortedIDs(latest) {
		if it, ok := rs.Row(id); ok && reviewState(it, latest) == "stale" {
			lv.StaleReviews++
		}
	}
	if !l.Static() {
		lv.StaleURL = l.List(Filter{Review: "stale"}, 1)
	}
	lv.Collections = options(append([]string{""}, rs.facets.Collections...), append([]string{"all collections"}, rs.facets.Collections...), f.Collection)
	var cv, cl []string
	cv, cl = append(cv, ""), append(cl, "all chapters")
	for _, c := range rs.facets.Chapters {
		if f.Collection != "" && c.Collection != f.Collection {
			continue
		}
		label := c.Collection + " " + strconv.Itoa(c.Number)
		if c.Title != "" {
			label += " · " + c.Title
		}
		cv, cl = append(cv, c.Key()), append(cl, label)
	}
	lv.Chapters = options(cv, cl, f.Chapter)
	var lgv, lgl []string
	lgv, lgl = append(lgv, ""), append(lgl, "any leg outcome")
	for _, v := range rs.facets.LegValues {
		n, o, _ := strings.Cut(v, ":")
		k, _ := strconv.Atoi(n)
		lgv, lgl = append(lgv, v), append(lgl, legNames[k-1]+": "+outcomeLabel(k, o))
	}
	lv.Legs = options(lgv, lgl, f.Leg)
	lv.Flagged = options([]string{"", "yes", "no"}, []string{"flagged or not", "flagged", "not flagged"}, f.Flagged)
	lv.ReviewOpts = options([]string{"", "reviewed", "none", "stale"}, []string{"reviewed or not", "reviewed", "not reviewed", "stale review"}, f.Review)
	lv.Solutions = solutionOptions(f.Solution)
	lv.LaTeXOpts = options([]string{"", "malformed", "ok"}, []string{"LaTeX parses or not", "malformed LaTeX", "LaTeX parses"}, f.LaTeX)
	if d.opts.Duplicates != nil {
		lv.Dups = options([]string{"", "any", "cluster", "contaminated", "none"},
			[]string{"duplicates or not", "near-duplicate or contaminated", "near-duplicate", "in a reference set", "neither"}, f.Dup)
	}
	return lv
}

func (d *Desk) base(rs *rowSet, title string, l links) base {
	return base{Title: title, Links: l, Reviewer: d.opts.Reviewer, StaleRun: rs.stale, Refresh: cmp.Or(d.opts.Refresh, "dgnpipe run"), KeyLetters: DecisionKeys}
}

func sortedIDs(m map[string]review.Entry) []string {
	ids := make([]string, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// excerpt shortens s to about n bytes on a space, with an ellipsis.
func excerpt(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndex(s[:n], " ")
	if cut < n/2 {
		cut = n
	}
	for cut > 0 && cut < len(s) && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + " …"
}

// Leg is one leg's block on the row page.
type Leg struct {
	N       int
	Name    string
	Outcome string
	// Reading is the outcome in words, where they differ from it (leg 3:
	// record.MathJSReading).
	Reading string
	Ran     bool
	Lines   []LegLine
}

// LegLine is a labelled fact of a leg; TeX marks a value to render.
type LegLine struct {
	Label, Text string
	TeX         bool
}

// Seg is a piece of a diff: "same", "del" or "ins".
type Seg struct{ Op, Text string }

// DiffView is the transcription beside the re-read.
type DiffView struct {
	Field    string
	From, To []Seg
}

// ReviewView is a review shown on the row page.
type ReviewView struct {
	Decision, Reviewer, At, Comment, Origin string
	Problem, Answer                         string
	HasProblem, HasAnswer, Stale            bool
}

type formValues struct{ Decision, Comment, Problem, Answer string }

// RowView is the row page.
type RowView struct {
	base
	It *record.Item
	// Solution is the worked solution shown: all of it, or its first
	// MaxShownText bytes when SolutionCut (the bytes not shown) is not 0.
	Solution    string
	SolutionCut int
	// Problem is the problem shown, folded as the solution is
	// (ProblemCut); FixTooLong says the transcription is too long for the
	// fix field, which then starts empty (a fix is made in the source).
	Problem    string
	ProblemCut int
	FixTooLong bool
	// Note is the row's verification_note shown: all of it, or its first
	// MaxShownNote bytes when NoteCut is not 0; AuditNote is the worked
	// solution audit's note, cut the same way.
	Note                          string
	NoteCut                       int
	AuditNote                     string
	SourceAnswer                  string
	Status                        string
	ListURL, PrevURL, NextURL     string
	Pos, Of                       int
	Flags                         []string
	Decision, DecisionThen        string
	Legs                          []Leg
	Failed                        []string
	Diffs                         []DiffView
	ImageURL, AnswerImageURL      string
	Latest                        *ReviewView
	History                       []ReviewView
	Flash, Error                  string
	Form                          formValues
	FilterLabel                   string
	Keys                          []review.Decision
	ReviewsFile                   string
	FormAction                    string
	Recomputed, RecomputedComment string
	// Duplicates are the dedup stage's sentences about the row
	// (near-duplicates, contamination with the reference's name and row).
	Duplicates []string
	// IndexURL is the export's rows-index.js, which the row page loads to
	// step through the filter in its query ("" in the app).
	IndexURL string
}

func sourceAnswer(it *record.Item) string {
	if it.SourceAnswer != "" {
		return it.SourceAnswer
	}
	return it.FinalAnswer
}

// transcribed is the row's problem and answer as transcribed: its source
// line as written there (what RowSHA256 covers), or the row's own when that
// line cannot be read. A transcription fix is what differs from it.
func transcribed(it *record.Item) (problem, answer string) {
	if p, a, ok := sourceText(it.Origin); ok {
		return p, a
	}
	return it.Problem, sourceAnswer(it)
}

// formText is what the row page's fix fields start with: the transcription
// as the latest applied transcription review left it, so a later review
// carries an earlier reviewer's fix of a field forward unless the reviewer
// changes it (typing the transcription back reverts it).
func formText(it *record.Item, latest map[string]review.Entry) (problem, answer string) {
	problem, answer = transcribed(it)
	if e, ok := latest[it.ID]; ok && e.Decision == review.Transcription && !status.IsStale(it, &e.Review) {
		if e.Problem != nil {
			problem = *e.Problem
		}
		if e.Answer != nil {
			answer = *e.Answer
		}
	}
	return problem, answer
}

// rowView builds the row page; sel is the selection of f (nil: computed
// here).
func (d *Desk) rowView(rs *rowSet, id string, f Filter, latest map[string]review.Entry, history map[string][]review.Entry, l links, sel *Selection) *RowView {
	it, _ := rs.Row(id)
	i := rs.index[id]
	rv := &RowView{base: d.base(rs, id, l), It: it, SourceAnswer: sourceAnswer(it), Status: it.AnswerStatus.String(),
		Flags: rs.info[i].Flags, Failed: it.Legs.Failed(), Keys: review.Decisions, Duplicates: rs.info[i].DupNotes}
	rv.Solution, rv.SolutionCut = shownText(it.Solution)
	rv.Problem, rv.ProblemCut = shownText(it.Problem)
	rv.Note, rv.NoteCut = cutText(it.VerificationNote, MaxShownNote)
	if a := it.SolutionAudit; a != nil {
		rv.AuditNote = shownNote(a.Note)
	}
	if !l.Static() {
		rv.Form.Problem, rv.Form.Answer = formText(it, latest)
		if len(rv.Form.Problem) > MaxShownText {
			rv.Form.Problem, rv.FixTooLong = "", true
		}
	}
	rv.FormAction = l.FormAction(id)
	if l.Static() {
		rv.IndexURL = indexJS
	}
	rv.ListURL = l.List(f, 1)
	rv.FilterLabel = filterLabel(f)
	if sel == nil {
		s := rs.Select(f, latest)
		sel = &s
	}
	rv.Of = len(sel.Rows)
	for k, j := range sel.Rows {
		if j != i {
			continue
		}
		rv.Pos = k + 1
		if k > 0 {
			rv.PrevURL = l.Row(rs.rows[sel.Rows[k-1]].ID)
		}
		if k+1 < len(sel.Rows) {
			rv.NextURL = l.Row(rs.rows[sel.Rows[k+1]].ID)
		}
		rv.ListURL = l.List(f, k/PageSize+1)
	}
	dec := status.Decide(status.HasAnswer(it), it.Legs)
	rv.Decision = dec.Why
	if dec.Status != it.AnswerStatus {
		rv.DecisionThen = "the table gives " + dec.Status.String() + "; the row's review made it " + it.AnswerStatus.String() + " (see the note)"
	}
	rv.Legs = legsOf(it)
	for i := range rv.Legs {
		for j := range rv.Legs[i].Lines {
			ln := &rv.Legs[i].Lines[j]
			if len(ln.Text) > MaxShownNote {
				ln.Text, ln.TeX = shownNote(ln.Text), false
			}
		}
	}
	if n := it.Legs.Native; n != nil && n.Recomputed != "" {
		rv.Recomputed = n.Recomputed
		if n.RecomputedDiffers {
			rv.RecomputedComment = "differs from the source answer"
		} else {
			rv.RecomputedComment = "same as the source answer"
		}
	}
	if v := it.Legs.Vision; v != nil && (v.Problem != "" || v.Answer != "") {
		// The re-read is stored normalised: compare it with the
		// transcription as written in the source, normalised the same way
		// (the row's own problem and answer may be the re-read already).
		problem, answer := it.Problem, rv.SourceAnswer
		if p, a, ok := sourceText(it.Origin); ok {
			problem, answer = p, a
		}
		conv := normalize.ConventionOf(it)
		problem, _ = normalize.Text(problem, conv)
		answer, _ = normalize.Answer(answer, conv)
		if len(problem) > MaxShownText || len(v.Problem) > MaxShownText {
			// Not compared here: a diff of such texts would be the
			// long page the folding avoids.
		} else if v.Problem != "" && v.Problem != problem {
			rv.Diffs = append(rv.Diffs, diffOf("problem", problem, v.Problem))
		}
		if v.Answer != "" && v.Answer != answer {
			rv.Diffs = append(rv.Diffs, diffOf("answer", answer, v.Answer))
		}
	}
	if it.Image != "" {
		rv.ImageURL = l.Image(id, "page")
	}
	if it.AnswerImage != "" && it.AnswerImage != it.Image {
		rv.AnswerImageURL = l.Image(id, "answer")
	}
	for _, e := range history[id] {
		rv.History = append(rv.History, reviewView(it, e))
	}
	if e, ok := latest[id]; ok {
		r := reviewView(it, e)
		rv.Latest = &r
	}
	if !l.Static() {
		if p, err := d.ReviewsFile(it); err == nil {
			rv.ReviewsFile = p
		}
	}
	return rv
}

func reviewView(it *record.Item, e review.Entry) ReviewView {
	r := ReviewView{Decision: string(e.Decision), Reviewer: e.Reviewer, At: e.At, Comment: e.Comment, Origin: e.Origin(),
		Stale: status.IsStale(it, &e.Review)}
	if e.Problem != nil {
		r.Problem, r.HasProblem = *e.Problem, true
	}
	if e.Answer != nil {
		r.Answer, r.HasAnswer = *e.Answer, true
	}
	return r
}

func filterLabel(f Filter) string {
	var parts []string
	for _, p := range [][2]string{{"status", f.Status}, {"collection", f.Collection}, {"chapter", f.Chapter}, {"leg", f.Leg},
		{"flagged", f.Flagged}, {"review", f.Review}, {"search", f.Q},
		{"duplicates", f.Dup}, {"worked solution", f.Solution}, {"LaTeX", f.LaTeX}} {
		if p[1] != "" {
			parts = append(parts, p[0]+" "+p[1])
		}
	}
	if len(parts) == 0 {
		return "all rows"
	}
	return strings.Join(parts, ", ")
}

func legsOf(it *record.Item) []Leg {
	l := it.Legs
	legs := []Leg{{N: 1, Name: "native checker"}, {N: 2, Name: "cross-parsers"}, {N: 3, Name: "math.js"}, {N: 4, Name: "page re-read"}}
	if n := l.Native; n != nil && n.Verdict != record.VerdictNone {
		g := &legs[0]
		g.Ran, g.Outcome = true, n.Verdict.String()
		if n.Kind != "" {
			g.Lines = append(g.Lines, LegLine{Label: "check", Text: n.Kind})
		}
		g.Lines = append(g.Lines, LegLine{Label: "found", Text: n.Note})
		if n.Recomputed != "" {
			g.Lines = append(g.Lines, LegLine{Label: "recomputed", Text: n.Recomputed, TeX: true})
		}
		if n.Seed != 0 {
			g.Lines = append(g.Lines, LegLine{Label: "seed", Text: strconv.FormatInt(n.Seed, 10)})
		}
	}
	if p := l.Parsers; p != nil {
		g := &legs[1]
		g.Ran, g.Outcome = true, p.Outcome.String()
		if p.VerdictFragmentDisagrees {
			g.Lines = append(g.Lines, LegLine{Label: "verdict", Text: "a fragment leg 1's verdict used is read differently"})
		}
		g.Lines = append(g.Lines, LegLine{Label: "found", Text: p.Note})
		if len(p.Readers) > 0 {
			g.Lines = append(g.Lines, LegLine{Label: "readers", Text: strings.Join(p.Readers, ", ") + " (" + strconv.Itoa(p.Expressions) + " expressions)"})
		}
	}
	if j := l.MathJS; j != nil {
		g := &legs[2]
		g.Ran, g.Outcome = true, j.Outcome.String()
		var v record.Verdict
		if l.Native != nil {
			v = l.Native.Verdict
		}
		g.Reading = record.MathJSReading(v, j.Outcome)
		g.Lines = append(g.Lines, LegLine{Label: "found", Text: j.Note})
		if j.Recomputed != "" {
			g.Lines = append(g.Lines, LegLine{Label: "on leg 1's recomputation", Text: j.Recomputed.String()})
		}
		if j.Failed != "" {
			g.Lines = append(g.Lines, LegLine{Label: "could not run", Text: j.Failed})
		}
	}
	if v := l.Vision; v != nil {
		g := &legs[3]
		g.Ran, g.Outcome = true, v.Outcome.String()
		g.Lines = append(g.Lines, LegLine{Label: "found", Text: v.Note})
		if v.RereadVerdict != record.VerdictNone {
			g.Lines = append(g.Lines, LegLine{Label: "leg 1 on the re-read", Text: v.RereadVerdict.String()})
		}
		if v.Failed != "" {
			g.Lines = append(g.Lines, LegLine{Label: "could not run", Text: v.Failed})
		}
	}
	return legs
}

// diffOf compares the transcription with the re-read, by characters
// cleaned up to readable runs.
func diffOf(field, from, to string) DiffView {
	dmp := diffmatchpatch.New()
	ds := dmp.DiffCleanupSemantic(dmp.DiffMain(from, to, false))
	dv := DiffView{Field: field}
	for _, d := range ds {
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			dv.From = append(dv.From, Seg{"same", d.Text})
			dv.To = append(dv.To, Seg{"same", d.Text})
		case diffmatchpatch.DiffDelete:
			dv.From = append(dv.From, Seg{"del", d.Text})
		case diffmatchpatch.DiffInsert:
			dv.To = append(dv.To, Seg{"ins", d.Text})
		}
	}
	return dv
}

// sourceText reads the problem and answer of the source line at origin
// ("file:line") as written there; ok is false when it cannot.
func sourceText(origin string) (problem, answer string, ok bool) {
	file, n, found := cutLine(origin)
	if !found {
		return "", "", false
	}
	f, err := os.Open(file)
	if err != nil {
		return "", "", false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 8<<20)
	for i := 1; sc.Scan(); i++ {
		if i < n {
			continue
		}
		var line struct{ Problem, Answer string }
		if json.Unmarshal(sc.Bytes(), &line) != nil {
			return "", "", false
		}
		return line.Problem, line.Answer, true
	}
	return "", "", false
}

// MaxShownText is the most of a worked solution the row page shows: a
// longer one is cut there and shown as plain text, not typeset (a 2 MiB
// solution made a 5.25 MB page that chromium took 50 s to render).
const MaxShownText = 64 << 10

// MaxShownNote is the most of a note (the row's verification_note, a
// leg's finding, the audit's note) the row page shows; a longer one is cut
// there and says so.
const MaxShownNote = 16 << 10

// shownText is s cut to MaxShownText bytes (at a rune boundary) and the
// number of bytes cut.
func shownText(s string) (string, int) { return cutText(s, MaxShownText) }

// cutText is s cut to max bytes (at a rune boundary) and the number of
// bytes cut.
func cutText(s string, max int) (string, int) {
	if len(s) <= max {
		return s, 0
	}
	n := max
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n], len(s) - n
}

// shownNote is s cut to MaxShownNote bytes, saying how much is not shown.
func shownNote(s string) string {
	t, cut := cutText(s, MaxShownNote)
	if cut == 0 {
		return t
	}
	return t + " … (" + strconv.Itoa(cut) + " more bytes not shown)"
}
