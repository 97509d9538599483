// Package soundness is leg 1's soundness harness (issue 9): from every row
// of a corpus that leg 1 confirms it derives answers that are provably
// different (Generate) and counts how many of them leg 1 still confirms,
// by corpus and mutation type. A confirmed mutant is a wrong answer leg 1
// would publish as verified; the goal is none.
//
// Entry points: `go run ./scripts/soundness` (make soundness) prints the
// table over all corpora and several seeds; TestSoundnessBaseline runs a
// fixed subset against testdata/baseline.txt.
package soundness

import (
	"cmp"
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Config tunes a run.
type Config struct {
	Seeds []int64
	// MaxWork bounds leg 1's work per check (check.Options.MaxWork,
	// default check.DefaultMaxWork, the verify stage's) and GenWork the
	// evaluation steps of one row's mutant proofs (default
	// DefaultGenWork): the deterministic bounds every count rests on, so
	// the table is the same on any machine under any load.
	MaxWork int64
	GenWork int
	// Net is the wall-clock safety net of each check and of each row's
	// generation (default DefaultNet). What it cuts is no verdict: it is
	// left out of every count and listed in Report.NetHits, which the
	// table and the command report loudly.
	Net time.Duration
	// Workers run checks in parallel (default GOMAXPROCS).
	Workers int
	// PerType is the number of mutants of each type checked per row and
	// seed, drawn by the seed from all the row's mutants (default 1; 0
	// or less: all).
	PerType int
	// Progress, when set, is called after each row and seed.
	Progress func(done, total int)
}

// DefaultNet is the wall-clock net of a run (Config.Net), far above what
// the work bounds allow: the slowest check of make soundness (a mutant of
// MATH train/intermediate_algebra/1958, a sum of 1,000 terms enclosed at
// 4096 bits) spends 458,000 of its 2,000,000 work units in 11 s of CPU,
// and a 60 s net (the verify stage's, before it became 5 minutes) cut three such checks in a niced run
// at load 15-17 on 2 cores.
const DefaultNet = 10 * time.Minute

// NetHit is a check or a generation the wall-clock net cut: what it was
// (the original answer, a mutant, or the generation), left out of every
// count.
type NetHit struct {
	Row  Row
	Seed int64
	// What is "original", "reprint", "generation" or the mutation type.
	What   string
	Answer string
}

// Outcome is one checked mutant.
type Outcome struct {
	Row     Row
	Seed    int64
	Type    string
	Mutant  string
	Verdict record.Verdict
	Note    string
}

// Counts are verdict counts (indexed by record.Verdict).
type Counts [4]int

// Total is the number of verdicts counted.
func (c Counts) Total() int { return c[record.Confirm] + c[record.Refute] + c[record.Undecided] }

// Report is what a run found.
type Report struct {
	Seeds []int64
	// Rows[corpus] is the number of rows read; Original[corpus][seed] the
	// verdicts of leg 1 on them.
	Rows     map[string]int
	Original map[string]map[int64]*Counts
	// Skipped[corpus][reason] counts the confirmed (row, seed) pairs that
	// gave no mutant.
	Skipped map[string]map[string]int
	// Mutants[corpus][type] counts the verdicts on the mutants.
	Mutants map[string]map[string]*Counts
	// Confirmed lists the confirmed mutants, sorted.
	Confirmed []Outcome
	// Skips lists the confirmed (row, seed) pairs that gave no mutant,
	// with the reason, sorted.
	Skips []Skip
	// Verdicts lists leg 1's verdict and note on every original row under
	// every seed, sorted.
	Verdicts []RowVerdict
	// NetHits lists what the wall-clock net cut (none on a healthy run:
	// the work bounds end every check first), sorted.
	NetHits []NetHit
	// GenWorkMax is the most evaluation steps one row's proofs spent.
	GenWorkMax int
}

// RowVerdict is leg 1's verdict on an original row under one seed.
type RowVerdict struct {
	Row     Row
	Seed    int64
	Verdict record.Verdict
	Note    string
}

// Skip is a confirmed row (under one seed) that gave no mutant.
type Skip struct {
	Row    Row
	Seed   int64
	Reason string
}

// RowSeed is the check seed of a row under a run seed.
func RowSeed(seed int64, id string) int64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d\x00%s", seed, id)
	return int64(h.Sum64() &^ (1 << 63))
}

type job struct {
	row  Row
	seed int64
}

type result struct {
	job      job
	original record.Verdict
	note     string
	skip     string
	outcomes []Outcome
	netHits  []NetHit
	genWork  int
}

// Run checks every row under every seed and its mutants.
func Run(ctx context.Context, rows []Row, cfg Config) Report {
	if cfg.Net <= 0 {
		cfg.Net = DefaultNet
	}
	if cfg.MaxWork <= 0 {
		cfg.MaxWork = check.DefaultMaxWork
	}
	if cfg.GenWork <= 0 {
		cfg.GenWork = DefaultGenWork
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	if cfg.PerType == 0 {
		cfg.PerType = 1
	}
	jobs := make(chan job)
	results := make(chan result)
	var wg sync.WaitGroup
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				results <- runOne(ctx, j, cfg)
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, s := range cfg.Seeds {
			for _, r := range rows {
				select {
				case jobs <- job{r, s}:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	rep := Report{Seeds: cfg.Seeds, Rows: map[string]int{}, Original: map[string]map[int64]*Counts{},
		Skipped: map[string]map[string]int{}, Mutants: map[string]map[string]*Counts{}}
	for _, r := range rows {
		rep.Rows[r.Corpus]++
	}
	total, done := len(rows)*len(cfg.Seeds), 0
	for res := range results {
		c := res.job.row.Corpus
		rep.NetHits = append(rep.NetHits, res.netHits...)
		rep.GenWorkMax = max(rep.GenWorkMax, res.genWork)
		done++
		if cfg.Progress != nil {
			cfg.Progress(done, total)
		}
		if len(res.netHits) > 0 && res.netHits[0].What == "original" {
			continue // no verdict on the row: nothing of it is counted
		}
		if rep.Original[c] == nil {
			rep.Original[c] = map[int64]*Counts{}
		}
		if rep.Original[c][res.job.seed] == nil {
			rep.Original[c][res.job.seed] = &Counts{}
		}
		rep.Original[c][res.job.seed][res.original]++
		rep.Verdicts = append(rep.Verdicts, RowVerdict{Row: res.job.row, Seed: res.job.seed, Verdict: res.original, Note: res.note})
		if res.skip != "" {
			if rep.Skipped[c] == nil {
				rep.Skipped[c] = map[string]int{}
			}
			rep.Skipped[c][res.skip]++
			rep.Skips = append(rep.Skips, Skip{Row: res.job.row, Seed: res.job.seed, Reason: res.skip})
		}
		for _, o := range res.outcomes {
			if rep.Mutants[c] == nil {
				rep.Mutants[c] = map[string]*Counts{}
			}
			if rep.Mutants[c][o.Type] == nil {
				rep.Mutants[c][o.Type] = &Counts{}
			}
			rep.Mutants[c][o.Type][o.Verdict]++
			if o.Verdict == record.Confirm {
				rep.Confirmed = append(rep.Confirmed, o)
			}
		}
	}
	rep.sortLists()
	return rep
}

// sortLists sorts the report's lists (the workers finish in any order):
// by corpus (in the table's order), row id and seed, then by what each
// list holds.
func (rep *Report) sortLists() {
	slices.SortFunc(rep.Confirmed, func(a, b Outcome) int {
		return cmp.Or(byRow(a.Row, b.Row, a.Seed, b.Seed), cmp.Compare(a.Type, b.Type), cmp.Compare(a.Mutant, b.Mutant))
	})
	slices.SortFunc(rep.NetHits, func(a, b NetHit) int {
		return cmp.Or(byRow(a.Row, b.Row, a.Seed, b.Seed), cmp.Compare(a.What+a.Answer, b.What+b.Answer))
	})
	slices.SortFunc(rep.Skips, func(a, b Skip) int { return byRow(a.Row, b.Row, a.Seed, b.Seed) })
	slices.SortFunc(rep.Verdicts, func(a, b RowVerdict) int { return byRow(a.Row, b.Row, a.Seed, b.Seed) })
}

// byRow orders two rows' entries by corpus (in the table's order), row id
// and seed.
func byRow(a, b Row, sa, sb int64) int {
	return cmp.Or(cmp.Compare(corpusIndex(a.Corpus), corpusIndex(b.Corpus)), cmp.Compare(a.ID, b.ID), cmp.Compare(sa, sb))
}

func corpusIndex(c string) int {
	for i, x := range tableOrder {
		if x == c {
			return i
		}
	}
	return len(tableOrder)
}

// runOne checks one row under one seed and, when leg 1 confirms it, its
// mutants (PerType of each type, drawn by the seed). Every check is
// bounded by cfg.MaxWork and the generation by cfg.GenWork; what the
// wall-clock net cuts instead is no verdict: it goes to res.netHits and
// is left out of the counts (a mutant), or ends the row (the original,
// the reprint, the generation).
func runOne(ctx context.Context, j job, cfg Config) result {
	seed := RowSeed(j.seed, j.row.ID)
	opts := check.Options{Seed: seed, Timeout: cfg.Net, MaxWork: cfg.MaxWork}
	res := result{job: j}
	cut := func(what, answer string) {
		res.netHits = append(res.netHits, NetHit{Row: j.row, Seed: j.seed, What: what, Answer: answer})
	}
	orig := check.Check(ctx, j.row.Problem, j.row.Answer, opts)
	res.original, res.note = orig.Verdict, orig.Note
	if orig.TimedOut && ctx.Err() == nil {
		cut("original", j.row.Answer)
		return res
	}
	if orig.Verdict != record.Confirm {
		return res
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x9e3779b97f4a7c15))
	gctx, cancel := context.WithTimeout(ctx, cfg.Net)
	g := GenerateWork(gctx, j.row.Problem, j.row.Answer, j.row.Corpus != Sample, rng, cfg.GenWork)
	netCut := gctx.Err() != nil && ctx.Err() == nil
	cancel()
	res.genWork = g.Work
	if netCut {
		cut("generation", j.row.Answer)
		return res
	}
	if g.Skip != "" {
		res.skip = g.Skip
		return res
	}
	if g.Reprint != j.row.Answer {
		// The mutants are printed from the tree; the printed original
		// must be confirmed too, or a verdict on a mutant could come from
		// the printing rather than from the change.
		r := check.Check(ctx, j.row.Problem, g.Reprint, opts)
		if r.TimedOut && ctx.Err() == nil {
			cut("reprint", g.Reprint)
			return res
		}
		if r.Verdict != record.Confirm {
			res.skip = "the reprinted answer is not confirmed"
			return res
		}
	}
	byType := map[string][]Mutant{}
	for _, m := range g.Mutants {
		byType[m.Type] = append(byType[m.Type], m)
	}
	for _, t := range Types {
		ms := byType[t]
		if cfg.PerType > 0 && len(ms) > cfg.PerType {
			rng.Shuffle(len(ms), func(a, b int) { ms[a], ms[b] = ms[b], ms[a] })
			ms = ms[:cfg.PerType]
		}
		for _, m := range ms {
			r := check.Check(ctx, j.row.Problem, m.Answer, opts)
			if r.TimedOut && ctx.Err() == nil {
				cut(t, m.Answer)
				continue
			}
			res.outcomes = append(res.outcomes, Outcome{Row: j.row, Seed: j.seed, Type: t, Mutant: m.Answer, Verdict: r.Verdict, Note: r.Note})
		}
	}
	return res
}

// ConfirmedCount is the number of confirmed mutants of a corpus and type.
func (r Report) ConfirmedCount(corpus, typ string) int {
	if c := r.Mutants[corpus][typ]; c != nil {
		return c[record.Confirm]
	}
	return 0
}

// WriteTable prints the table by corpus and mutation type: confirmed /
// refuted / undecided mutants per type, and leg 1's verdicts on the
// original rows per seed.
func (r Report) WriteTable(w io.Writer) {
	seeds := make([]string, len(r.Seeds))
	for i, s := range r.Seeds {
		seeds[i] = fmt.Sprint(s)
	}
	fmt.Fprintf(w, "leg-1 soundness: confirmed mutants by corpus and mutation type (seeds %s)\n\n", strings.Join(seeds, ","))
	fmt.Fprintf(w, "%-14s %-16s %9s %9s %9s %9s\n", "corpus", "mutation", "confirmed", "refuted", "undecided", "total")
	var grand Counts
	for _, c := range tableOrder {
		if _, ok := r.Rows[c]; !ok {
			continue
		}
		var sum Counts
		for _, t := range Types {
			k := r.Mutants[c][t]
			if k == nil {
				k = &Counts{}
			}
			fmt.Fprintf(w, "%-14s %-16s %9d %9d %9d %9d\n", c, t, k[record.Confirm], k[record.Refute], k[record.Undecided], k.Total())
			for v := range sum {
				sum[v] += k[v]
			}
		}
		fmt.Fprintf(w, "%-14s %-16s %9d %9d %9d %9d\n\n", c, "all", sum[record.Confirm], sum[record.Refute], sum[record.Undecided], sum.Total())
		for v := range grand {
			grand[v] += sum[v]
		}
	}
	fmt.Fprintf(w, "%-14s %-16s %9d %9d %9d %9d\n\n", "all", "all", grand[record.Confirm], grand[record.Refute], grand[record.Undecided], grand.Total())

	fmt.Fprintf(w, "leg 1 on the original rows (confirmed / refuted / undecided of rows, per seed)\n")
	for _, c := range tableOrder {
		if _, ok := r.Rows[c]; !ok {
			continue
		}
		var parts []string
		for _, s := range r.Seeds {
			k := r.Original[c][s]
			if k == nil {
				k = &Counts{}
			}
			parts = append(parts, fmt.Sprintf("seed %d: %d/%d/%d", s, k[record.Confirm], k[record.Refute], k[record.Undecided]))
		}
		fmt.Fprintf(w, "%-14s %6d rows  %s\n", c, r.Rows[c], strings.Join(parts, "  "))
	}
	fmt.Fprintf(w, "\nchecks and generations cut by the wall-clock net (no verdict, left out of every count): %d\n", len(r.NetHits))
	for _, h := range r.NetHits {
		fmt.Fprintf(w, "  NET  %s %s seed %d %s: %s\n", h.Row.Corpus, h.Row.ID, h.Seed, h.What, oneLine(h.Answer))
	}
	fmt.Fprintf(w, "\nconfirmed rows that gave no mutant (all seeds), by reason\n")
	for _, c := range tableOrder {
		reasons := make([]string, 0, len(r.Skipped[c]))
		for k := range r.Skipped[c] {
			reasons = append(reasons, k)
		}
		sort.Strings(reasons)
		for _, k := range reasons {
			fmt.Fprintf(w, "%-14s %6d  %s\n", c, r.Skipped[c][k], k)
		}
	}
}

// WriteConfirmed lists the confirmed mutants, one per line:
// corpus, row id, seed, type, original answer, mutant, leg 1's note.
func (r Report) WriteConfirmed(w io.Writer) {
	fmt.Fprintf(w, "# corpus\trow\tseed\ttype\toriginal\tmutant\tnote\n")
	for _, o := range r.Confirmed {
		fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%s\t%s\t%s\n", o.Row.Corpus, o.Row.ID, o.Seed, o.Type, oneLine(o.Row.Answer), oneLine(o.Mutant), oneLine(o.Note))
	}
}

// WriteSkips lists the confirmed rows that gave no mutant, one per line:
// corpus, row id, seed, reason, answer.
func (r Report) WriteSkips(w io.Writer) {
	fmt.Fprintf(w, "# corpus\trow\tseed\treason\tanswer\n")
	for _, s := range r.Skips {
		fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%s\n", s.Row.Corpus, s.Row.ID, s.Seed, s.Reason, oneLine(s.Row.Answer))
	}
}

// WriteVerdicts lists leg 1's verdict on every original row, one per
// line: corpus, row id, seed, verdict, answer, note.
func (r Report) WriteVerdicts(w io.Writer) {
	fmt.Fprintf(w, "# corpus\trow\tseed\tverdict\tanswer\tnote\n")
	for _, v := range r.Verdicts {
		fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%s\t%s\n", v.Row.Corpus, v.Row.ID, v.Seed, v.Verdict, oneLine(v.Row.Answer), oneLine(v.Note))
	}
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
