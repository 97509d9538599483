package parquetout

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Split names, in file order.
var Splits = []string{"train", "test"}

// Config is one published config: a subset of the rows, with the 16
// columns or (QA) the minimal MATH-style ones.
type Config struct {
	Name        string
	Description string
	// QA selects the columns of QARow instead of the 16 of Row.
	QA   bool
	Keep func(r *Row) bool
}

// ExtendedCollections are the six collections of the `extended` config.
var ExtendedCollections = []string{"algebra", "syllabus", "parameters", "trigonometry", "planimetry", "circles"}

// Configs lists the published configs in card order; `full` is the default.
// Every config has the 16 columns of spec section 1 except `qa`, which has
// the minimal MATH-style columns (spec section 1: "problem, answer,
// metadata"; QARow), under the same names and types.
var Configs = []Config{
	{"full", "every problem, every column, including the unverified ones", false, func(*Row) bool { return true }},
	{"qa", "every problem, with the minimal MATH-style columns: problem, answer, metadata (below)", true, func(*Row) bool { return true }},
	{"verified", "the scored split: only rows whose answer the engine confirmed (`verified`) or replaced by a verified recomputation or re-read (`corrected`)", false, func(r *Row) bool {
		return r.AnswerStatus == record.StatusVerified.String() || r.AnswerStatus == record.StatusCorrected.String()
	}},
	{"core", "the main collection", false, func(r *Row) bool { return r.Collection == "core" }},
	{"extended", "the six extended collections (" + strings.Join(ExtendedCollections, ", ") + ")", false, func(r *Row) bool {
		for _, c := range ExtendedCollections {
			if r.Collection == c {
				return true
			}
		}
		return false
	}},
	{"exercises", "the machine-made exercises", false, func(r *Row) bool { return r.Collection == "exercises" }},
}

// DataFile is the path of a config's split file relative to the dataset
// folder: data/<config>/<split>-00000-of-00001.parquet.
func DataFile(config, split string) string {
	return "data/" + config + "/" + split + "-00000-of-00001.parquet"
}

// Count is a row count by split.
type Count struct {
	Name  string `json:"-"`
	Train int    `json:"train"`
	Test  int    `json:"test"`
	Total int    `json:"total"`
}

func (c *Count) add(split string) {
	c.Total++
	if split == "test" {
		c.Test++
	} else {
		c.Train++
	}
}

// Stats are the counts behind the dataset card and stats.json.
type Stats struct {
	Rows         Count
	ByCollection []Count // by collection name, sorted
	ByStatus     []Count // every status, in record.Statuses order
	Configs      []Count // in Configs order
	// Unconfigured lists collections that fall in no collection config
	// (core, extended, exercises): they are only in full, qa and verified.
	Unconfigured []string
	// Reads is what the verification legs read, from the rows' legs (the
	// card says it; stats.json does not carry it).
	Reads Reads
	// Changes are the changes since the previous snapshot (nil: no
	// previous snapshot given; see Options.Changes).
	Changes *Changes
}

// Changes is what a snapshot changed since the previous one: the card's
// section "Changes since the previous snapshot" and the previous
// snapshot's hash, which stats.json records as previous_snapshot.
type Changes struct {
	PreviousHash string
	// Section is the card's Markdown section, heading included.
	Section []byte
}

// Reads counts what legs 1-3 read, from the rows' outcomes.
type Reads struct {
	Checked int // rows leg 1 checked
	// ByParser: per leg-2 reader (katex, compute-engine), the rows it read
	// and their expressions.
	ByParser map[string]ParserReads
	Judged   int // rows leg 3 judged (confirm or contradict)
	// Solutions counts the worked-solution audit's verdicts.
	Solutions SolutionReads
}

// ParserReads is what one leg-2 reader read.
type ParserReads struct{ Rows, Expressions int }

// reads counts the legs' outcomes of items.
func reads(items []record.Item) Reads {
	r := Reads{ByParser: map[string]ParserReads{}}
	r.add(items)
	return r
}

// add counts the legs' outcomes of items into r.
func (r *Reads) add(items []record.Item) {
	for i := range items {
		l := &items[i].Legs
		if l.Native != nil {
			r.Checked++
		}
		if x := l.Parsers; x != nil {
			for _, name := range x.Readers {
				pr := r.ByParser[name]
				pr.Rows++
				pr.Expressions += x.Expressions
				r.ByParser[name] = pr
			}
		}
		if m := l.MathJS; m != nil {
			if m.Outcome == record.MathJSConfirm || m.Outcome == record.MathJSContradict {
				r.Judged++
			}
		}
		r.Solutions.add(items[i].SolutionAudit)
	}
}

// Options are what the card says beyond the counts. The texts come from
// the pipeline file (the emit stage's params), never from this package.
type Options struct {
	// SplitRule is a Markdown paragraph stating how train and test were
	// drawn (seed, fraction, rule for small strata); empty: the card says
	// the rule is not recorded.
	SplitRule string
	// Duplicates is the body (Markdown) of the card's section on
	// near-duplicates and contamination; empty: no such section.
	Duplicates string
	// Title is the card's heading and pretty_name (empty: DefaultTitle).
	Title string
	// Description is the card's first paragraph (Markdown); may be empty.
	Description string
	// License is the Hugging Face licence id of the front matter
	// ("cc0-1.0", "cc-by-4.0", "other"; empty: "unknown").
	License string
	// Source says where the rows come from (Markdown); empty: the card
	// says the sources do not state it.
	Source string
	// Homepage is where the rows are published or described (a URL);
	// empty: no such line.
	Homepage string
	// Citation is how to cite the rows (printed verbatim in a code
	// block); empty: no such section.
	Citation string
	// MetaFrom names where the texts above come from (e.g. a source's
	// dataset.yaml), said on the card; empty: not said. It is Markdown
	// written by the caller, whose user-given parts (a folder's name) the
	// caller escapes (mdtext.Code).
	MetaFrom string
	// Changes, when set, is called with the dataset folder once its data
	// files are written and before the card and stats.json are: what it
	// returns goes into both (the emit stage diffs the folder against the
	// previous snapshot). An error fails Emit.
	Changes func(dir string) (*Changes, error)
}

// DefaultTitle is the card title when Options.Title is empty: the
// sources did not name the dataset.
const DefaultTitle = "Unnamed dataset"

type entry struct {
	row   Row
	split string
}

// Emit writes the dataset folder into dir: data/<config>/{train,test}-
// 00000-of-00001.parquet for every config (an empty config is a valid
// 0-row file with the schema), README.md and stats.json. Rows are sorted
// by id (natural order: digit runs compare as numbers) inside each file.
// Every row must have a split ("train" or "test"), a status and a unique
// non-empty id; otherwise Emit writes nothing and returns an error naming
// the rows. Files are written in parallel, each by one writer goroutine.
func Emit(ctx context.Context, dir string, items []record.Item, opts Options) (*Stats, error) {
	return EmitBatches(ctx, dir, func(each func([]record.Item) error) error { return each(items) }, opts)
}

// EmitBatches is Emit on the rows that batches gives to its each, batch by
// batch in order (record.ReadItemBatches): only each row's columns are
// kept (copied), not the rows, so that the stage does not hold every row
// with its legs and audit; and those are sorted by id through a bounded
// external merge (sorter: runs of at most runBytes of texts in a temporary
// folder inside dir, removed before Emit returns), so that it does not
// hold every row's columns either. The files are the same bytes however
// many runs the rows took.
func EmitBatches(ctx context.Context, dir string, batches func(each func([]record.Item) error) error, opts Options) (_ *Stats, err error) {
	made := false // dir made here for the runs (removed if Emit fails)
	srt := &sorter{mkTmp: func() (string, error) {
		if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
			made = true
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", err
		}
		return os.MkdirTemp(dir, ".sort-")
	}}
	defer func() {
		if srt.tmp != "" {
			os.RemoveAll(srt.tmp)
		}
		if made && err != nil {
			os.Remove(dir)
		}
	}()
	acc := newStatsAcc()
	rd, err := collectEntries(ctx, batches, func(e entry) error {
		acc.add(&e)
		return srt.add(e)
	})
	if err != nil {
		return nil, err
	}
	if err := srt.finish(); err != nil {
		return nil, err
	}
	st := acc.finish()
	st.Reads = rd
	jobs, err := fileJobs(dir, st, acc.masks)
	if err != nil {
		return nil, err
	}
	if err := writeJobs(ctx, jobs, srt); err != nil {
		return nil, err
	}
	for _, j := range jobs {
		if j.same < 0 {
			continue
		}
		b, err := os.ReadFile(jobs[j.same].path)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(j.path, b, 0o644); err != nil {
			return nil, err
		}
	}
	if err := writeCard(dir, st, opts); err != nil {
		return nil, err
	}
	return st, nil
}

// fileJob is one data file: a config's split. A file whose rows and columns
// are those of an earlier file (empty configs, a config that keeps every
// row) is a copy of its bytes: same rows give the same bytes.
type fileJob struct {
	path  string
	bit   uint32 // the job's bit in a row's mask (jobBit)
	split string
	keep  func(r *Row) bool
	qa    bool
	same  int // index of an earlier job with the same rows, or -1
}

// jobBit is the bit of config ci's split si in a row's mask.
func jobBit(ci, si int) uint32 { return 1 << (ci*len(Splits) + si) }

// fileJobs lists the files of the published configs and makes their
// folders. Two files have the same rows when no row's mask (the files
// that keep it, statsAcc.masks) tells them apart.
func fileJobs(dir string, st *Stats, masks map[uint32]bool) ([]fileJob, error) {
	var jobs []fileJob
	for ci, c := range Configs {
		if !st.Published(ci) {
			continue // a config with no rows is not published
		}
		for si, sp := range Splits {
			j := fileJob{filepath.Join(dir, filepath.FromSlash(DataFile(c.Name, sp))), jobBit(ci, si), sp, c.Keep, c.QA, -1}
			for k := range jobs {
				if jobs[k].same < 0 && jobs[k].qa == j.qa && sameRows(masks, jobs[k].bit, j.bit) {
					j.same = k
					break
				}
			}
			jobs = append(jobs, j)
		}
		if err := os.MkdirAll(filepath.Join(dir, "data", c.Name), 0o755); err != nil {
			return nil, err
		}
	}
	return jobs, nil
}

// sameRows reports whether every row is kept by both files a and b or by
// neither.
func sameRows(masks map[uint32]bool, a, b uint32) bool {
	for m := range masks {
		if (m&a == 0) != (m&b == 0) {
			return false
		}
	}
	return true
}

// writeJobs writes the files of jobs that are not copies, in parallel,
// each by one writer goroutine reading the rows in id order from srt.
func writeJobs(ctx context.Context, jobs []fileJob, srt *sorter) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	for _, j := range jobs {
		if j.same >= 0 {
			continue
		}
		g.Go(func() error {
			if err := gctx.Err(); err != nil {
				return err
			}
			rows := func(fn func(r *Row) error) error {
				return srt.each(func(e *entry) error {
					if e.split != j.split || !j.keep(&e.row) {
						return nil
					}
					return fn(&e.row)
				})
			}
			if j.qa {
				return writeFileSeq(j.path, func(yield func(*QARow) error) error {
					return rows(func(r *Row) error { q := r.QA(); return yield(&q) })
				})
			}
			return writeFileSeq(j.path, rows)
		})
	}
	return g.Wait()
}

// collectEntries gives keep the columns of every row that batches gives,
// and counts the parsers' reads; it fails naming the rows (at most 10)
// that are not ready to publish: no id or a duplicate one, no split, no
// status.
func collectEntries(ctx context.Context, batches func(each func([]record.Item) error) error, keep func(entry) error) (Reads, error) {
	seen := map[string]bool{}
	var bad []string
	rd := Reads{ByParser: map[string]ParserReads{}}
	n := 0
	err := batches(func(items []record.Item) error {
		rd.add(items)
		for i := range items {
			it := &items[i]
			n++
			var why []string
			switch {
			case it.ID == "":
				why = append(why, "empty id")
			case seen[it.ID]:
				why = append(why, "duplicate id")
			}
			if it.Split != "train" && it.Split != "test" {
				why = append(why, fmt.Sprintf("split %q (want train or test; is the split stage upstream?)", it.Split))
			}
			if it.AnswerStatus == record.StatusUnset {
				why = append(why, "no answer_status (is the status stage upstream?)")
			}
			if len(why) > 0 {
				seen[strings.Clone(it.ID)] = true
				bad = append(bad, fmt.Sprintf("row %d (id %q): %s", n, it.ID, strings.Join(why, ", ")))
				continue
			}
			if len(bad) > 0 {
				// Nothing is written: the rows are only checked.
				seen[strings.Clone(it.ID)] = true
				continue
			}
			r := cloneRow(FromItem(it))
			seen[r.ID] = true
			if err := keep(entry{r, splitName(it.Split)}); err != nil {
				return err
			}
		}
		return ctx.Err()
	})
	if err != nil {
		return rd, err
	}
	if n := len(bad); n > 0 {
		if n > 10 {
			bad = append(bad[:10], fmt.Sprintf("... and %d more", n-10))
		}
		return rd, fmt.Errorf("emit: %d rows not ready: %s", n, strings.Join(bad, "; "))
	}
	return rd, nil
}

// splitName is the split's name as a constant (the row's text may share
// the memory of its whole line).
func splitName(s string) string {
	if s == "test" {
		return "test"
	}
	return "train"
}

// cloneRow is r with its own copies of its texts: the decoder's strings may
// share the memory of the row's whole line, legs and audit included.
func cloneRow(r Row) Row {
	for _, p := range []*string{&r.ID, &r.ProblemID, &r.Collection, &r.Source, &r.SourceTitle, &r.ChapterTitle, &r.Group,
		&r.Difficulty, &r.Problem, &r.Solution, &r.FinalAnswer, &r.FinalAnswerBoxed, &r.AnswerStatus, &r.VerificationNote} {
		*p = strings.Clone(*p)
	}
	return r
}

// Published reports whether the config Configs[i] is published: `full`
// always (it is the default), any other config when it has rows.
func (st *Stats) Published(i int) bool {
	return Configs[i].Name == "full" || st.Configs[i].Total > 0
}

// writeCard writes README.md and stats.json, with the changes since the
// previous snapshot when opts.Changes is set.
func writeCard(dir string, st *Stats, opts Options) error {
	if opts.Changes != nil {
		ch, err := opts.Changes(dir)
		if err != nil {
			return err
		}
		st.Changes = ch
	}
	if err := os.WriteFile(filepath.Join(dir, "README.md"), Card(st, opts), 0o644); err != nil {
		return err
	}
	js, err := st.JSON()
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "stats.json"), js, 0o644)
}

// statsAcc counts the rows as they come (stats do not depend on their
// order) and keeps the distinct masks of the files each row goes to.
type statsAcc struct {
	st       *Stats
	byColl   map[string]*Count
	byStatus map[string]*Count
	masks    map[uint32]bool
}

func newStatsAcc() *statsAcc {
	a := &statsAcc{st: &Stats{Rows: Count{Name: "rows"}}, byColl: map[string]*Count{}, byStatus: map[string]*Count{}, masks: map[uint32]bool{}}
	st := a.st
	for _, s := range record.Statuses {
		st.ByStatus = append(st.ByStatus, Count{Name: s.String()})
	}
	for i := range st.ByStatus {
		a.byStatus[st.ByStatus[i].Name] = &st.ByStatus[i]
	}
	for _, c := range Configs {
		st.Configs = append(st.Configs, Count{Name: c.Name})
	}
	return a
}

func (a *statsAcc) add(e *entry) {
	st := a.st
	st.Rows.add(e.split)
	c := a.byColl[e.row.Collection]
	if c == nil {
		c = &Count{Name: e.row.Collection}
		a.byColl[e.row.Collection] = c
	}
	c.add(e.split)
	if s := a.byStatus[e.row.AnswerStatus]; s != nil {
		s.add(e.split)
	}
	si := 0
	if e.split == "test" {
		si = 1
	}
	var mask uint32
	for k, cfg := range Configs {
		if cfg.Keep(&e.row) {
			st.Configs[k].add(e.split)
			mask |= jobBit(k, si)
		}
	}
	a.masks[mask] = true
}

// stats are the counts of entries.
func stats(entries []entry) *Stats {
	a := newStatsAcc()
	for i := range entries {
		a.add(&entries[i])
	}
	return a.finish()
}

func (a *statsAcc) finish() *Stats {
	st := a.st
	for _, c := range a.byColl {
		st.ByCollection = append(st.ByCollection, *c)
	}
	sort.Slice(st.ByCollection, func(a, b int) bool { return st.ByCollection[a].Name < st.ByCollection[b].Name })
	for _, c := range st.ByCollection {
		probe := Row{Collection: c.Name}
		in := false
		for _, cfg := range Configs {
			if cfg.Name != "full" && cfg.Name != "qa" && cfg.Name != "verified" && cfg.Keep(&probe) {
				in = true
			}
		}
		if !in {
			st.Unconfigured = append(st.Unconfigured, c.Name)
		}
	}
	return st
}

// JSON renders the stats as stats.json: keys in a fixed order (collections
// sorted by name, statuses and configs in card order), two-space indent.
func (st *Stats) JSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{\n")
	fmt.Fprintf(&b, "  \"rows\": %s,\n", mustJSON(st.Rows))
	writeCounts(&b, "by_collection", st.ByCollection, true)
	writeCounts(&b, "by_status", st.ByStatus, true)
	writeCounts(&b, "configs", st.Configs, st.Changes != nil)
	if st.Changes != nil {
		fmt.Fprintf(&b, "  \"previous_snapshot\": %s\n", mustJSON(st.Changes.PreviousHash))
	}
	b.WriteString("}\n")
	if !json.Valid(b.Bytes()) {
		return nil, fmt.Errorf("stats.json: invalid JSON")
	}
	return b.Bytes(), nil
}

func writeCounts(b *bytes.Buffer, key string, cs []Count, comma bool) {
	fmt.Fprintf(b, "  %q: {", key)
	for i, c := range cs {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(b, "\n    %s: %s", mustJSON(c.Name), mustJSON(c))
	}
	if len(cs) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("}")
	if comma {
		b.WriteString(",")
	}
	b.WriteString("\n")
}

func mustJSON(v any) string {
	out, err := json.Marshal(v)
	if err != nil {
		panic(err) // only strings and Count: cannot fail
	}
	return string(out)
}

// idLess orders ids naturally: runs of digits compare by value
// ("dgn.core.2.001" < "dgn.core.10.001"), everything else byte-wise; ties
// (e.g. "01" vs "1") fall back to byte order, so the order is total.
func idLess(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ca, cb := a[i], b[j]
		if isDigit(ca) && isDigit(cb) {
			si, sj := i, j
			for i < len(a) && isDigit(a[i]) {
				i++
			}
			for j < len(b) && isDigit(b[j]) {
				j++
			}
			na := strings.TrimLeft(a[si:i], "0")
			nb := strings.TrimLeft(b[sj:j], "0")
			if len(na) != len(nb) {
				return len(na) < len(nb)
			}
			if na != nb {
				return na < nb
			}
			continue
		}
		if ca != cb {
			return ca < cb
		}
		i++
		j++
	}
	if len(a)-i != len(b)-j {
		return len(a)-i < len(b)-j
	}
	return a < b
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
