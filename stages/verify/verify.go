// Package verify is the pipeline stage of legs 1-3: on every row with an
// answer, rows in parallel, it runs the native checker (internal/check),
// then redoes the checker's evidence in math.js (internal/mathjsleg, leg 3)
// and has the statement's and the answer's LaTeX read by third-party parsers
// (leg 2; on the rows leg 1 decided, unless the parsers param says all). Outcomes go to Item.Legs.Native, .MathJS and .Parsers. The legs
// are built and run by internal/legs (as for `dgnpipe check`); this stage
// reads their params, runs rows in parallel through its row cache, and
// counts the outcomes. It also audits every row's worked solution with
// leg 1's limits (Item.SolutionAudit; solution.go).
package verify

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/parsersleg"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Params are the stage's pipeline.yaml parameters.
type Params struct {
	// TimeoutMS is leg 1's wall-clock net on one row (default 300000; its
	// verdicts rest on its work bound, check.Options.MaxWork). A row that
	// reaches any net (this, MathJSTimeoutMS, ParsersTimeoutMS, or the
	// solution audit's, which is this one) is held back: HeldBackError.
	TimeoutMS int `yaml:"timeout_ms" json:"timeout_ms"`
	// Points is the number of sample points of an identity (default 8).
	Points int `yaml:"points" json:"points"`
	// Seed is mixed with each row id into the row's seed.
	Seed int64 `yaml:"seed" json:"seed"`
	// MathJS selects leg 3: "embedded" (default: math.js in goja, offline),
	// "http" (the v4 API at MathJSEndpoint or $DGNPIPE_MATHJS_ENDPOINT) or
	// "off" (the leg does not run and says so).
	MathJS string `yaml:"mathjs" json:"mathjs"`
	// MathJSEndpoint is the URL of the v4 API for MathJS "http".
	MathJSEndpoint string `yaml:"mathjs_endpoint" json:"mathjs_endpoint"`
	// MathJSTimeoutMS is leg 3's wall-clock net on one row (default 300000).
	MathJSTimeoutMS int `yaml:"mathjs_timeout_ms" json:"mathjs_timeout_ms"`
	// Parsers switches leg 2 (compute-engine and KaTeX in goja): "on"
	// (default: the rows leg 1 confirmed or refuted; on the others it says
	// it was not needed), "all" (KaTeX reads the undecided rows too) or
	// "off" (the leg does not run and says so).
	Parsers string `yaml:"parsers" json:"parsers"`
	// ParsersTimeoutMS is leg 2's wall-clock net on one row (default 300000).
	ParsersTimeoutMS int `yaml:"parsers_timeout_ms" json:"parsers_timeout_ms"`
}

// Kind registers the verify stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:        "verify",
		Version:     "5", // 4: rows carry the worked-solution audit; 5: a row that reaches a wall-clock net is held back
		SourceFiles: pipeline.NoSourceFiles,
		New: func(decode func(any) error) (pipeline.Stage, error) {
			p := DefaultParams()
			if err := decode(&p); err != nil {
				return nil, err
			}
			if err := p.validate(); err != nil {
				return nil, err
			}
			return newStage(p, os.Getenv)
		},
	}
}

// DefaultParams are the values of the keys left out of pipeline.yaml; a
// key given is taken as given (0 is 0, and rejected where it means
// nothing).
func DefaultParams() Params {
	return Params{
		TimeoutMS:        int(legs.DefaultNativeNet / time.Millisecond),
		Points:           check.DefaultPoints,
		MathJSTimeoutMS:  int(legs.DefaultMathJSTimeout / time.Millisecond),
		ParsersTimeoutMS: int(legs.DefaultParsersTimeout / time.Millisecond),
	}
}

// validate reports every out-of-range value (pipeline.ParamError).
func (p Params) validate() error {
	var errs []error
	for _, f := range []struct {
		key string
		v   int
	}{{"timeout_ms", p.TimeoutMS}, {"points", p.Points}, {"mathjs_timeout_ms", p.MathJSTimeoutMS}, {"parsers_timeout_ms", p.ParsersTimeoutMS}} {
		if f.v < 1 {
			errs = append(errs, pipeline.InvalidParam(f.key, "must be at least 1, have %d", f.v))
		}
	}
	if p.Parsers != "" && p.Parsers != legs.On && p.Parsers != legs.ParsersAll && p.Parsers != legs.Off {
		errs = append(errs, pipeline.InvalidParam("parsers", "%q is not on, all or off", p.Parsers))
	}
	switch p.MathJS {
	case "", "embedded", "off", "http":
	default:
		errs = append(errs, pipeline.InvalidParam("mathjs", "%q is not embedded, http or off", p.MathJS))
	}
	return errors.Join(errs...)
}

type stage struct {
	p Params
}

// newStage applies the environment (getenv: $DGNPIPE_MATHJS_ENDPOINT) and
// the legs' defaults to p.
func newStage(p Params, getenv func(string) string) (*stage, error) {
	cfg := p.config().FromEnv(getenv)
	if err := cfg.Validate(); err != nil {
		if cfg.MathJS == legs.MathJSHTTP && cfg.MathJSEndpoint == "" {
			return nil, pipeline.InvalidParam("mathjs", "http needs mathjs_endpoint or $%s", jsmath.EndpointEnv)
		}
		return nil, err
	}
	cfg = cfg.WithDefaults()
	p.MathJS, p.MathJSEndpoint, p.Parsers = cfg.MathJS, cfg.MathJSEndpoint, cfg.Parsers
	return &stage{p: p}, nil
}

// config is the legs' configuration the params give.
func (p Params) config() legs.Config {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	return legs.Config{
		NativeTimeout: ms(p.TimeoutMS), Points: p.Points,
		MathJS: p.MathJS, MathJSEndpoint: p.MathJSEndpoint, MathJSTimeout: ms(p.MathJSTimeoutMS),
		Parsers: p.Parsers, ParsersTimeout: ms(p.ParsersTimeoutMS),
		OffWhere: "pipeline.yaml",
	}
}

func (s *stage) String() string { return "verify answers (legs 1-3)" }

// Fingerprint puts the leg-3 backend chosen through the environment into
// the stage's parameter hash.
func (s *stage) Fingerprint() string {
	return "mathjs=" + s.p.MathJS + " " + s.p.MathJSEndpoint + " parsers=" + s.p.Parsers
}

// RowSeed derives a row's seed from the stage seed and the row id.
func RowSeed(seed int64, id string) int64 {
	h := fnv.New64a()
	var b [8]byte
	for i := range b {
		b[i] = byte(uint64(seed) >> (8 * i))
	}
	h.Write(b[:])
	h.Write([]byte(id))
	return int64(h.Sum64() &^ (1 << 63))
}

// legSet makes the legs the stage runs; the returned function releases
// them.
func (s *stage) legSet(env *pipeline.Env) (*legs.Set, func(), error) {
	cfg := s.p.config()
	cfg.CacheDir, cfg.Log = filepath.Join(env.ArtifactsDir, "cache"), env.Log
	release := func() {}
	if cfg.MathJS == legs.MathJSEmbedded {
		// The run's math.js engine, which generate's self-check may have
		// started already.
		e, rel, err := pipeline.Share(env.Shared, legs.EmbeddedMathJS{}, legs.NewEmbeddedMathJS)
		if err != nil {
			return nil, nil, err
		}
		cfg.Engine, release = e, rel
	}
	set, err := legs.New(cfg)
	if err != nil {
		release()
		return nil, nil, err
	}
	return set, func() { set.Close(); release() }, nil
}

func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	// The legs are made for the first batch with a row the row memo does
	// not have (a run whose rows all come from it makes none).
	var closeSet func()
	defer func() {
		if closeSet != nil {
			closeSet()
		}
	}()
	cache, err := NewRowCache(env.ArtifactsDir, s.p)
	if err != nil {
		return pipeline.Result{}, err
	}
	cache.Refresh = env.Force
	defer func() {
		if err := cache.Close(); err != nil {
			env.Log.Warn("row cache", "err", err)
		}
	}()
	// The rows are streamed (pipeline.Env.MapPureRows): the stage holds
	// one batch of them at a time, and writes each batch once verified.
	v := newVerifier(s.p, nil, cache, env.Progress)
	dep, err := env.OnlyInput()
	if err != nil {
		return pipeline.Result{}, err
	}
	if v.total, err = record.CountLines(filepath.Join(env.Inputs[dep], pipeline.RowsFile)); err != nil {
		return pipeline.Result{}, err
	}
	// A row whose legs and audit are whole is remembered in the stage's
	// row memo (pipeline.Env.MapPureRows) with its output line: an
	// unchanged row of a later run is then neither decoded nor looked up
	// in the row cache, and counts as a hit of it.
	n, sum, err := env.MapPureRows(pipeline.PureRows{Memo: true, Unread: []string{"origin"}}, func(rows []record.Item, notes []pipeline.RowNote) error {
		if v.set == nil {
			var err error
			if v.set, closeSet, err = s.legSet(env); err != nil {
				return err
			}
		}
		v.batch(ctx, rows)
		if err := ctx.Err(); err != nil {
			return err
		}
		for i := range rows {
			notes[i] = v.memoNote(&rows[i])
		}
		return nil
	})
	if err != nil {
		return pipeline.Result{}, err
	}
	for k, c := range sum.Counts {
		v.counts[k] += c
	}
	res, heldBack := v.finish(ctx, n)
	if len(heldBack) > 0 {
		// No verdict rests on a wall-clock net: these rows are not
		// published, the stage fails, and the next run (whose cache holds
		// every other row) verifies them again.
		return pipeline.Result{}, &HeldBackError{Rows: heldBack}
	}
	return res, nil
}

// VerifyRows checks every row with an answer in place with the legs of set
// (rows without one get nil legs), GOMAXPROCS rows at a time, audits every
// row's worked solution (SolutionAudit), and counts the outcomes; p gives
// the rows' seeds. progress may be nil.
func VerifyRows(ctx context.Context, rows []record.Item, p Params, set *legs.Set, progress func(done, total int)) pipeline.Result {
	res, _ := verifyRows(ctx, rows, p, set, nil, progress)
	return res
}

// HeldBackError is the error of a run in which rows reached a wall-clock
// net (a leg's time limit, leg 1's included, or the solution audit's): the
// verdicts rest on work bounded in deterministic units (steps, sizes,
// precision), and a net only guards against a runaway, so a row that hits
// one has no verdict to publish. It is not stored in the row cache, and
// the next run verifies it again.
type HeldBackError struct {
	Rows []string // "id (why)", sorted
}

func (e *HeldBackError) Error() string {
	return fmt.Sprintf("%d rows held back: they reached a wall-clock safety net, so no verdict of theirs is published; the next run verifies them again (other rows are in the row cache): %s",
		len(e.Rows), strings.Join(e.Rows, ", "))
}

// verifyRows is VerifyRows through cache (nil: none): a row found there is
// not verified again, a row verified whole is stored; heldBack names the
// rows that reached a wall-clock net ("id (why)", sorted), which are
// neither stored nor to be published (HeldBackError).
func verifyRows(ctx context.Context, rows []record.Item, p Params, set *legs.Set, cache *RowCache, progress func(done, total int)) (_ pipeline.Result, heldBack []string) {
	v := newVerifier(p, set, cache, progress)
	v.total = len(rows)
	v.batch(ctx, rows)
	return v.finish(ctx, len(rows))
}

// verifier verifies the rows of one run batch by batch (batch) and sums
// up (finish): what the stage streams and VerifyRows does in one batch.
type verifier struct {
	p        Params
	set      *legs.Set
	cache    *RowCache
	progress func(done, total int)
	total    int // rows in all (0: not known, the progress counts up)
	done     int // rows of the batches before
	decided  bool
	tally    cacheTally
	counts   map[string]int
	failed   int
	why      map[string]int
}

func newVerifier(p Params, set *legs.Set, cache *RowCache, progress func(done, total int)) *verifier {
	return &verifier{p: p, set: set, cache: cache, progress: progress, counts: map[string]int{}, why: map[string]int{}}
}

// batch verifies rows in place and counts them.
func (v *verifier) batch(ctx context.Context, rows []record.Item) {
	progress := v.progress
	if progress != nil {
		base, total := v.done, v.total
		progress = func(done, _ int) { v.progress(base+done, max(total, base+len(rows))) }
	}
	done := pipeline.NewCounter(progress, len(rows))
	// First the rows the cache has (and those without an answer), so that
	// the runtimes are started only for rows that need them.
	misses := loadCached(ctx, rows, v.cache, done, &v.tally)
	// With many rows to verify, the set starts every runtime of legs 2 and
	// 3 before any row's legs are timed; with a few (an edited row), each
	// runtime is started by the first row that needs it, and only if one
	// does. The first batch with rows to verify decides.
	if !v.decided && len(misses) > 0 {
		v.decided = true
		if len(misses) < warmAllMin {
			v.set.LazyRuntimes()
		}
	}
	verifyMisses(ctx, rows, misses, v.p, v.set, v.cache, done, &v.tally)
	auditSolutions(ctx, rows, v.p, v.set.Native, v.cache, &v.tally) // issue 26: the worked solutions (solution.go)
	countSolutions(rows, v.counts)
	failed, why := countOutcomes(rows, v.counts)
	v.failed += failed
	for k, n := range why {
		v.why[k] += n
	}
	v.done += len(rows)
}

// memoNote is what the row memo keeps of a row the batch verified: the
// counts it adds to a later run that takes it from the memo (its outcomes,
// and a hit of the row cache for its legs and its audit, which that run
// does not look up); a row whose legs or audit are not whole (cut short,
// a net reached, a leg that could not run) is not kept.
func (v *verifier) memoNote(it *record.Item) pipeline.RowNote {
	if v.tally.unwhole(it.ID) || len(it.Legs.Failed()) > 0 {
		return pipeline.RowNote{NoMemo: true}
	}
	replay := map[string]int{}
	countRow(it, replay)
	if s := it.SolutionAudit; s != nil {
		replay["solution."+string(s.Verdict)]++
		if s.Flagged() {
			replay["solution.flagged"]++
		}
		replay["cache.audit_hits"]++
	}
	if it.FinalAnswer != "" {
		replay["cache.hits"]++
	}
	return pipeline.RowNote{Replay: replay}
}

// finish is the result of the n rows of the batches.
func (v *verifier) finish(ctx context.Context, n int) (_ pipeline.Result, heldBack []string) {
	counts := v.counts
	counts["rows_in"], counts["rows_out"] = n, n
	var warnings []string
	if v.cache != nil {
		warnings = v.tally.report(counts, v.cache)
	}
	res := pipeline.Result{Rows: counts, Warnings: warnings}
	if v.failed > 0 {
		counts["mathjs.failed"] = v.failed
		res.Degraded = []string{fmt.Sprintf("leg 3 (math.js %s) could not run on %d of %d rows: %s", v.p.MathJS, v.failed, n-counts["not_checked"], mostCommon(v.why))}
	}
	if ctx.Err() == nil && len(v.tally.heldBack) > 0 {
		heldBack = v.tally.heldBackRows()
		counts["held_back"] = len(heldBack)
	}
	return res, heldBack
}

// cacheTally is what the row cache did in one run, filled by the row
// goroutines of loadCached and verifyMisses.
type cacheTally struct {
	hits, stored, notStoredN, errors atomic.Int64
	auditHits, auditStored           atomic.Int64

	mu        sync.Mutex
	notStored []string            // "id (why)"
	heldBack  map[string][]string // row id → which nets it reached (a wall-clock net each)
	cut       map[string]bool     // rows whose legs are not whole, by id
}

// unwhole says whether a row of this id was cut short or held back.
func (t *cacheTally) unwhole(id string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	_, held := t.heldBack[id]
	return held || t.cut[id]
}

// holdBack records a row that reached a wall-clock net.
func (t *cacheTally) holdBack(id, why string) {
	t.mu.Lock()
	if t.heldBack == nil {
		t.heldBack = map[string][]string{}
	}
	t.heldBack[id] = append(t.heldBack[id], why)
	t.mu.Unlock()
}

// heldBackRows names each held-back row once, with every net it reached
// (its legs' and its audit's), sorted by id: held_back counts rows.
func (t *cacheTally) heldBackRows() []string {
	ids := make([]string, 0, len(t.heldBack))
	for id := range t.heldBack {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id + " (" + strings.Join(t.heldBack[id], "; ") + ")"
	}
	return out
}

// loadCached fills every row the cache has and clears the legs of rows
// without an answer; it returns the other rows in order.
func loadCached(ctx context.Context, rows []record.Item, cache *RowCache, done *pipeline.Counter, tally *cacheTally) []int {
	var missMu sync.Mutex
	var misses []int
	lg, lctx := errgroup.WithContext(ctx)
	lg.SetLimit(runtime.GOMAXPROCS(0))
	for i := range rows {
		it := &rows[i]
		if it.FinalAnswer == "" {
			it.Legs.Native, it.Legs.MathJS, it.Legs.Parsers = nil, nil, nil
			done.Add(1)
			continue
		}
		lg.Go(func() error {
			if lctx.Err() != nil {
				return lctx.Err()
			}
			if cache != nil && cache.load(it) {
				tally.hits.Add(1)
				done.Add(1)
				return nil
			}
			missMu.Lock()
			misses = append(misses, i)
			missMu.Unlock()
			return nil
		})
	}
	_ = lg.Wait()
	sort.Ints(misses)
	return misses
}

// verifyMisses runs the legs on the rows the cache did not have, rows in
// parallel, stores each whole row in the cache and holds back each row
// that reached a wall-clock net.
func verifyMisses(ctx context.Context, rows []record.Item, misses []int, p Params, set *legs.Set, cache *RowCache, done *pipeline.Counter, tally *cacheTally) {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	for _, m := range misses {
		it := &rows[m]
		g.Go(func() error {
			if gctx.Err() != nil {
				return gctx.Err()
			}
			cut := runLegs(gctx, it, p, set)
			tally.store(cache, it, cut)
			done.Add(1)
			return nil
		})
	}
	_ = g.Wait()
}

// runLegs runs every leg of the set on one row and says why its legs are
// not whole, if they are not.
func runLegs(ctx context.Context, it *record.Item, p Params, set *legs.Set) rowCut {
	row := &legs.Row{Item: it, Seed: RowSeed(p.Seed, it.ID)}
	var cut rowCut
	for i, rep := range set.Run(ctx, row) {
		cut = cut.or(reportCut(set.Legs()[i].ID(), rep))
	}
	if ctx.Err() != nil {
		cut = rowCut{why: "the run was cancelled"}
	} else if len(it.Legs.Failed()) > 0 {
		cut = rowCut{why: "a leg could not run"}
	}
	return cut
}

// store writes a verified row to the cache (nil: none) if its legs are
// whole, holds it back if it reached a wall-clock net, and counts what it
// did.
func (t *cacheTally) store(cache *RowCache, it *record.Item, cut rowCut) {
	if cut.why != "" {
		t.mu.Lock()
		if t.cut == nil {
			t.cut = map[string]bool{}
		}
		t.cut[it.ID] = true
		t.mu.Unlock()
	}
	switch {
	case cut.timeLimit:
		t.holdBack(it.ID, cut.why)
		if cache != nil {
			t.notStoredN.Add(1)
		}
	case cache == nil:
	case cut.why != "":
		t.notStoredN.Add(1)
		t.mu.Lock()
		t.notStored = append(t.notStored, it.ID+" ("+cut.why+")")
		t.mu.Unlock()
	case cache.store(it) != nil:
		t.errors.Add(1)
	default:
		t.stored.Add(1)
	}
}

// report adds the cache's counts to counts and returns its warnings.
func (t *cacheTally) report(counts map[string]int, cache *RowCache) []string {
	var warnings []string
	// cache.hits rows were not verified again; cache.not_stored were
	// cut short or had a leg that could not run, so the next run
	// verifies them again.
	// (Added to: the rows a run takes from the stage's row memo count as
	// hits.)
	counts["cache.hits"] += int(t.hits.Load())
	counts["cache.stored"] += int(t.stored.Load())
	counts["cache.not_stored"] += int(t.notStoredN.Load())
	counts["cache.audit_hits"] += int(t.auditHits.Load())
	counts["cache.audit_stored"] += int(t.auditStored.Load())
	if len(t.notStored) > 0 {
		sort.Strings(t.notStored)
		warnings = append(warnings, fmt.Sprintf("%d rows not stored in the row cache, so verified again by the next run: %s", len(t.notStored), strings.Join(t.notStored, ", ")))
	}
	if n := t.errors.Load(); n > 0 {
		counts["cache.write_errors"] = int(n)
		warnings = append(warnings, fmt.Sprintf("%d rows could not be written to the row cache %s", n, cache.dir.Root()))
	}
	return warnings
}

// countOutcomes adds each leg's outcomes over the rows to counts; it
// returns how many rows leg 3 could not run on, and why, by reason.
func countOutcomes(rows []record.Item, counts map[string]int) (failed int, why map[string]int) {
	why = map[string]int{}
	for i := range rows {
		if m := countRow(&rows[i], counts); m != "" {
			failed++
			why[m]++
		}
	}
	return failed, why
}

// countRow adds the legs' outcomes of one row to counts; it returns why
// leg 3 could not run on it ("" when it could).
func countRow(it *record.Item, counts map[string]int) (failed string) {
	if it.Legs.Native == nil {
		counts["not_checked"]++
		return ""
	}
	counts["verdict."+it.Legs.Native.Verdict.String()]++
	if m := it.Legs.MathJS; m != nil {
		counts["mathjs."+m.Outcome.String()]++
		failed = m.Failed
	}
	if x := it.Legs.Parsers; parsersleg.IsNotNeeded(x) {
		counts["parsers.not_needed"]++
	} else if x != nil {
		counts["parsers."+x.Outcome.String()]++
		if x.VerdictFragmentDisagrees {
			counts["parsers.verdict_fragment_disagrees"]++
		}
		// What leg 2 read: expressions in all, and per parser (one that
		// reads only some rows shows it here).
		counts["parsers.expressions"] += x.Expressions
		for _, r := range x.Readers {
			counts["parsers.expressions_read."+r] += x.Expressions
		}
	}
	return failed
}

// warmAllMin is how many rows to verify make a run start every runtime
// of legs 2 and 3 at once (legs.Set.Warm).
const warmAllMin = 16

// mostCommon returns the most frequent key (the smallest on a tie).
func mostCommon(m map[string]int) string {
	best := ""
	for k, n := range m {
		if best == "" || n > m[best] || n == m[best] && k < best {
			best = k
		}
	}
	return best
}

// reportCut is the cut of one leg's run on a row (zero: the leg ran
// whole): a wall-clock net, which holds the row back, or a reading that
// could not be made; the row cache keeps neither.
func reportCut(id record.LegID, rep legs.Report) rowCut {
	leg := fmt.Sprintf("leg %d", int(id))
	switch {
	case rep.CutShort:
		return rowCut{why: leg + ": a reading could not be made"}
	case rep.TimeLimit:
		return rowCut{why: leg + " reached its wall-clock net", timeLimit: true}
	}
	return rowCut{}
}
