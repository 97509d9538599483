// Package desk is the reviewer's desk: a local web app (and its static
// export) over the rows of the last run's status stage, where a reviewer
// reads a row beside its page, sees what every leg found, and records a
// decision into the row's reviews file (internal/review). Every text is
// written through html/template; formulas are rendered in the browser by
// the pinned KaTeX, embedded with the app's own files (no CDN).
//
// A Desk is safe for concurrent use: the rows are read once and never
// changed; the reviews are re-read when their files change on disk, and
// appended under a mutex.
package desk

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/status"
)

// Options configure a Desk.
type Options struct {
	// Rows is the status stage's items.jsonl.
	Rows string
	// Sources are the run's source folders: their reviews files are read,
	// and a row's review is written into the folder its transcription
	// came from (the first folder for a row made by a stage, such as the
	// generated exercises).
	Sources []string
	// Reviewer names the reviewer of the decisions made in the app.
	Reviewer string
	// Stale, when it returns reasons, says the rows are older than the
	// pipeline (a source, a parameter or the code changed since the last
	// run); it is asked each time the rows are read. Nil: never stale.
	Stale func() []string
	// Refresh is the command that brings stale rows up to date, shown with
	// the stale banner (default "dgnpipe run").
	Refresh string
	// Now gives the time of a decision; nil means time.Now.
	Now func() time.Time
	// Duplicates, when set, gives the rows that are near-duplicates
	// ("cluster"), problems of a reference set ("contaminated") or both
	// ("cluster contaminated"), by id; asked each time the rows are read,
	// for the list's duplicates filter.
	Duplicates func() map[string]string
	// DuplicateNotes, when set, gives by id the sentences the row page
	// shows about a row's near-duplicates and contamination (with the
	// reference's name and row).
	DuplicateNotes func() map[string][]string
}

// Desk holds the rows and the reviews. The rows are read again when the
// rows file changes (a new run), so the app can stay open across runs.
type Desk struct {
	opts    Options
	sources []string // absolute, cleaned

	rmu  sync.Mutex
	rset *rowSet

	mu        sync.Mutex
	stamps    map[string]stamp // reviews file -> size and mtime when read
	latest    map[string]review.Entry
	history   map[string][]review.Entry
	malformed []string
}

// rowInfo is what the list shows and filters on, computed once per row.
type rowInfo struct {
	Flags   []string
	Flagged bool
	Legs    [4]string // each leg's outcome, "" when it did not run
	// LegTitles say each leg's outcome in words for the list's badges:
	// leg 3's beside leg 1's verdict (record.MathJSReading), "did not
	// run" for a leg that did not.
	LegTitles [4]string
	Dup       string // Options.Duplicates' word for the row, "" for none
	// DupNotes are Options.DuplicateNotes' sentences for the row.
	DupNotes []string
	// Malformed is where the row's LaTeX does not parse (leg 2), "" when
	// it does.
	Malformed string
	search    string // lower-cased id, problem and answer
	// Solution is the worked-solution audit's verdict ("" when the row
	// was not audited).
	Solution string
}

type stamp struct {
	size  int64
	mtime time.Time
}

// facets are the values the list's filters offer.
type facets struct {
	Collections []string
	Chapters    []chapter
	LegValues   []string // "1:refute", "4:not-reread", ...
}

type chapter struct {
	Collection string
	Number     int
	Title      string
}

func (c chapter) Key() string { return c.Collection + ":" + strconv.Itoa(c.Number) }

// rowSet is one reading of the rows file: the rows and what the list
// needs of them. It is never changed once built.
type rowSet struct {
	rows   []record.Item
	info   []rowInfo
	index  map[string]int
	facets facets
	stale  []string
	stamp  stamp
}

// New reads the rows and the reviews.
func New(opts Options) (*Desk, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	d := &Desk{opts: opts}
	for _, s := range opts.Sources {
		abs, err := filepath.Abs(s)
		if err != nil {
			return nil, err
		}
		d.sources = append(d.sources, filepath.Clean(abs))
	}
	if _, err := d.current(); err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.refreshLocked(); err != nil {
		return nil, err
	}
	return d, nil
}

// current returns the rows, read again first when the rows file changed
// since they were read (a new run wrote it).
func (d *Desk) current() (*rowSet, error) {
	d.rmu.Lock()
	defer d.rmu.Unlock()
	st, err := os.Stat(d.opts.Rows)
	if err != nil {
		if d.rset != nil {
			return d.rset, nil // a run is replacing it: keep what we have
		}
		return nil, err
	}
	now := stamp{st.Size(), st.ModTime()}
	if d.rset != nil && d.rset.stamp == now {
		return d.rset, nil
	}
	rs, err := readRows(d.opts.Rows)
	if err != nil {
		if d.rset != nil {
			return d.rset, nil
		}
		return nil, err
	}
	rs.stamp = now
	if d.opts.Stale != nil {
		rs.stale = d.opts.Stale()
	}
	if d.opts.DuplicateNotes != nil {
		for id, n := range d.opts.DuplicateNotes() {
			if i, ok := rs.index[id]; ok {
				rs.info[i].DupNotes = n
			}
		}
	}
	if d.opts.Duplicates != nil {
		rs.setDuplicates(d.opts.Duplicates())
	}
	d.rset = rs
	return rs, nil
}

// rowsNow is current for callers that cannot fail: the rows last read.
func (d *Desk) rowsNow() *rowSet {
	rs, err := d.current()
	if err != nil {
		d.rmu.Lock()
		defer d.rmu.Unlock()
		return d.rset
	}
	return rs
}

func readRows(path string) (*rowSet, error) {
	rows, err := record.ReadItems(path)
	if err != nil {
		return nil, err
	}
	d := &rowSet{rows: rows, index: make(map[string]int, len(rows)), info: make([]rowInfo, len(rows))}
	colls := map[string]bool{}
	chaps := map[string]chapter{}
	legVals := map[string]bool{}
	for i := range rows {
		it := &rows[i]
		d.index[it.ID] = i
		in := &d.info[i]
		in.Flags = status.Flags(it.Legs)
		in.Flagged = len(in.Flags) > 0
		in.Legs = legOutcomes(it.Legs)
		in.LegTitles = legTitles(it.Legs, in.Legs)
		if s := it.SolutionAudit; s != nil {
			in.Solution = string(s.Verdict)
		}
		if p := it.Legs.Parsers; p != nil {
			in.Malformed = p.Malformed
		}
		in.search = strings.ToLower(it.ID + "\n" + it.Problem + "\n" + it.FinalAnswer + "\n" + it.SourceAnswer)
		colls[it.Collection] = true
		c := chapter{it.Collection, it.Chapter, it.ChapterTitle}
		chaps[c.Key()] = c
		for l, v := range in.Legs {
			if v != "" {
				legVals[strconv.Itoa(l+1)+":"+v] = true
			}
		}
	}
	for c := range colls {
		d.facets.Collections = append(d.facets.Collections, c)
	}
	sort.Strings(d.facets.Collections)
	for _, c := range chaps {
		d.facets.Chapters = append(d.facets.Chapters, c)
	}
	sort.Slice(d.facets.Chapters, func(i, j int) bool {
		a, b := d.facets.Chapters[i], d.facets.Chapters[j]
		if a.Collection != b.Collection {
			return a.Collection < b.Collection
		}
		return a.Number < b.Number
	})
	for v := range legVals {
		d.facets.LegValues = append(d.facets.LegValues, v)
	}
	sort.Strings(d.facets.LegValues)
	return d, nil
}

// legOutcomes names each leg's outcome ("" for a leg that did not run).
func legOutcomes(l record.Legs) [4]string {
	var o [4]string
	if l.Native != nil && l.Native.Verdict != record.VerdictNone {
		o[0] = l.Native.Verdict.String()
	}
	if l.Parsers != nil {
		o[1] = l.Parsers.Outcome.String()
	}
	if l.MathJS != nil {
		o[2] = l.MathJS.Outcome.String()
	}
	if l.Vision != nil {
		o[3] = l.Vision.Outcome.String()
	}
	return o
}

// legTitles words the outcomes o of the legs l for the list's badges.
func legTitles(l record.Legs, o [4]string) [4]string {
	var t [4]string
	for i, v := range o {
		t[i] = fmt.Sprintf("leg %d: %s", i+1, cmp.Or(v, "did not run"))
	}
	if m := l.MathJS; m != nil {
		v := record.VerdictNone
		if l.Native != nil {
			v = l.Native.Verdict
		}
		t[2] = "leg 3: " + record.MathJSReading(v, m.Outcome)
	}
	return t
}

// reviewFiles are the reviews files of the sources, in order.
func (d *Desk) reviewFiles() []string {
	var out []string
	for _, s := range d.sources {
		out = append(out, filepath.Join(s, review.FileName))
	}
	return out
}

// refreshLocked re-reads the reviews files when one changed on disk.
func (d *Desk) refreshLocked() error {
	changed := d.latest == nil
	now := map[string]stamp{}
	for _, p := range d.reviewFiles() {
		st, err := os.Stat(p)
		switch {
		case errors.Is(err, os.ErrNotExist):
			now[p] = stamp{}
		case err != nil:
			return err
		default:
			now[p] = stamp{st.Size(), st.ModTime()}
		}
		if now[p] != d.stamps[p] {
			changed = true
		}
	}
	if !changed {
		return nil
	}
	var files []*review.File
	var malformed []string
	history := map[string][]review.Entry{}
	for _, p := range d.reviewFiles() {
		f, err := review.Read(p)
		if err != nil {
			return err
		}
		files = append(files, f)
		malformed = append(malformed, f.Warnings...)
		for _, e := range f.Entries {
			history[e.ID] = append(history[e.ID], e)
		}
	}
	d.stamps, d.latest, d.history, d.malformed = now, review.Latest(files...), history, malformed
	return nil
}

// reviewsSnapshot returns the latest review of each row, the history and
// the malformed lines, re-read first if a file changed.
func (d *Desk) reviewsSnapshot() (map[string]review.Entry, map[string][]review.Entry, []string, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.refreshLocked(); err != nil {
		return nil, nil, nil, err
	}
	return d.latest, d.history, d.malformed, nil
}

// Row returns the row with the given id, of the rows last read.
func (d *Desk) Row(id string) (*record.Item, bool) { return d.rowsNow().Row(id) }

// Row returns the row with the given id.
func (d *rowSet) Row(id string) (*record.Item, bool) {
	i, ok := d.index[id]
	if !ok {
		return nil, false
	}
	return &d.rows[i], true
}

// ReviewsFile is where a decision about the row goes: the reviews file of
// the source folder its transcription came from, or of the first source
// folder for a row made by a stage.
func (d *Desk) ReviewsFile(it *record.Item) (string, error) {
	if len(d.sources) == 0 {
		return "", errors.New("no source folder to write reviews into")
	}
	if file, _, ok := cutLine(it.Origin); ok {
		if abs, err := filepath.Abs(filepath.Dir(file)); err == nil && slices.Contains(d.sources, filepath.Clean(abs)) {
			return filepath.Join(filepath.Clean(abs), review.FileName), nil
		}
	}
	return filepath.Join(d.sources[0], review.FileName), nil
}

// cutLine splits "file:line".
func cutLine(origin string) (string, int, bool) {
	i := strings.LastIndex(origin, ":")
	if i < 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(origin[i+1:])
	if err != nil {
		return "", 0, false
	}
	return origin[:i], n, true
}

// Decide is a decision as the app or the API receive it.
type Decide struct {
	ID       string          `json:"id"`
	Decision review.Decision `json:"decision"`
	Comment  string          `json:"comment"`
	Problem  *string         `json:"problem,omitempty"`
	Answer   *string         `json:"answer,omitempty"`
	// Reviewer defaults to the desk's reviewer.
	Reviewer string `json:"reviewer,omitempty"`
	// RowSHA256, when given, must be the row's current hash: a decision
	// made on a page of an older version of the row is refused.
	RowSHA256 string `json:"row_sha256,omitempty"`
}

// Errors of Record that the server maps to HTTP statuses.
var (
	ErrNoRow    = errors.New("no such row")
	ErrStaleRow = errors.New("the row changed since this page was loaded")
	// ErrNoRowHash: the rows were written by a dgnpipe older than the
	// reviews, which carry no row_sha256 to review against.
	ErrNoRowHash = errors.New("the rows of the last run carry no row_sha256 (an older dgnpipe made them): run `dgnpipe run` first")
)

// Record appends a decision to the row's reviews file and returns the
// review written. A decision the caller got wrong is ErrNoRow, ErrStaleRow,
// ErrNoRowHash, a *review.InvalidError or a *review.TooLargeError; any
// other error is the desk's (the file could not be written).
func (d *Desk) Record(in Decide) (review.Review, string, error) {
	it, ok := d.Row(in.ID)
	if !ok {
		return review.Review{}, "", fmt.Errorf("%w: %q", ErrNoRow, in.ID)
	}
	if it.RowSHA256 == "" {
		return review.Review{}, "", ErrNoRowHash
	}
	if in.RowSHA256 != "" && !isRowHash(in.RowSHA256) {
		// A malformed hash is the caller's mistake, not a changed row.
		return review.Review{}, "", &review.InvalidError{Err: fmt.Errorf(`"row_sha256" %q is not 64 lower-case hex digits`, in.RowSHA256)}
	}
	if in.RowSHA256 != "" && in.RowSHA256 != it.RowSHA256 {
		return review.Review{}, "", ErrStaleRow
	}
	who := strings.TrimSpace(in.Reviewer)
	if who == "" {
		who = d.opts.Reviewer
	}
	r := review.Review{ID: it.ID, Decision: in.Decision, Reviewer: who,
		At: d.opts.Now().UTC().Format(time.RFC3339), RowSHA256: it.RowSHA256, Comment: strings.TrimSpace(in.Comment),
		// A text with another decision is refused by validation, not
		// dropped: the caller meant something the decision does not say.
		Problem: in.Problem, Answer: in.Answer}
	path, err := d.ReviewsFile(it)
	if err != nil {
		return review.Review{}, "", err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := review.Append(path, r); err != nil {
		return review.Review{}, "", err
	}
	return r, path, nil
}

// isRowHash reports whether s has the form of a row_sha256.
func isRowHash(s string) bool {
	return len(s) == 64 && strings.Trim(s, "0123456789abcdef") == ""
}

// Filter selects rows of the list.
type Filter struct {
	Status     string // an answer_status
	Collection string
	Chapter    string // "collection:number"
	Leg        string // "N:outcome"
	Flagged    string // "yes", "no" or ""
	Review     string // "reviewed", "none", "stale" or ""
	Dup        string // "cluster", "contaminated", "any", "none" or ""
	Q          string // id or text, case-insensitive
	// Solution selects by the worked-solution audit: "flagged" (a false
	// step or a solution ending elsewhere), a verdict, "none" (not
	// audited) or "".
	Solution string
	// LaTeX selects by malformed LaTeX in the statement or the answer
	// (leg 2's finding): "malformed", "ok" or "".
	LaTeX string
}

// reviewState is "none", "reviewed" or "stale" for a row.
func reviewState(it *record.Item, latest map[string]review.Entry) string {
	e, ok := latest[it.ID]
	switch {
	case !ok:
		return "none"
	case status.IsStale(it, &e.Review):
		return "stale"
	}
	return "reviewed"
}

// match reports whether row i passes every part of f but, with
// skipStatus, its status.
func (d *rowSet) match(i int, f *Filter, q string, latest map[string]review.Entry, skipStatus bool) bool {
	it, in := &d.rows[i], &d.info[i]
	if !skipStatus && f.Status != "" && it.AnswerStatus.String() != f.Status {
		return false
	}
	if f.Collection != "" && it.Collection != f.Collection {
		return false
	}
	if f.Chapter != "" && it.Collection+":"+strconv.Itoa(it.Chapter) != f.Chapter {
		return false
	}
	if f.Leg != "" {
		n, v, _ := strings.Cut(f.Leg, ":")
		l, err := strconv.Atoi(n)
		if err != nil || l < 1 || l > 4 || in.Legs[l-1] != v {
			return false
		}
	}
	switch f.Flagged {
	case "yes":
		if !in.Flagged {
			return false
		}
	case "no":
		if in.Flagged {
			return false
		}
	}
	if f.Review != "" && reviewState(it, latest) != f.Review {
		return false
	}
	if f.Dup != "" && !dupMatch(in.Dup, f.Dup) {
		return false
	}
	if f.Solution != "" && !solutionMatch(in.Solution, f.Solution) {
		return false
	}
	if f.LaTeX == "malformed" && in.Malformed == "" || f.LaTeX == "ok" && in.Malformed != "" {
		return false
	}
	if q != "" && !strings.Contains(in.search, q) {
		return false
	}
	return true
}

// Selection is the result of filtering: the matching rows' indexes and
// the count of each status among the rows that pass every filter but the
// status one.
type Selection struct {
	Rows   []int
	Counts map[string]int
	Total  int // rows passing every filter but the status one
}

// Select filters the rows last read.
func (d *Desk) Select(f Filter, latest map[string]review.Entry) Selection {
	return d.rowsNow().Select(f, latest)
}

// Select filters the rows.
func (d *rowSet) Select(f Filter, latest map[string]review.Entry) Selection {
	q := strings.ToLower(strings.TrimSpace(f.Q))
	sel := Selection{Counts: map[string]int{}}
	for i := range d.rows {
		if !d.match(i, &f, q, latest, true) {
			continue
		}
		st := d.rows[i].AnswerStatus.String()
		sel.Counts[st]++
		sel.Total++
		if f.Status == "" || st == f.Status {
			sel.Rows = append(sel.Rows, i)
		}
	}
	return sel
}

// setDuplicates records each row's duplicates word (Options.Duplicates).
func (d *rowSet) setDuplicates(dup map[string]string) {
	for id, w := range dup {
		if i, ok := d.index[id]; ok {
			d.info[i].Dup = w
		}
	}
}

// dupMatch reports whether a row's duplicates word passes the filter
// value: "cluster", "contaminated", "any" (either) or "none".
func dupMatch(dup, want string) bool {
	switch want {
	case "any":
		return dup != ""
	case "none":
		return dup == ""
	}
	return slices.Contains(strings.Fields(dup), want)
}
