// Package verify is the pipeline stage of legs 1-3: on every row with an
// answer, rows in parallel, it runs the native checker (internal/check),
// then redoes the checker's evidence in math.js (internal/mathjsleg, leg 3)
// and has the statement's and the answer's LaTeX read by third-party parsers
// (leg 2). Outcomes go to Item.Legs.Native, .MathJS and .Parsers.
package verify

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"log/slog"
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
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/parsersleg"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/xparse"
)

// EnvMathJSEndpoint selects the HTTP backend of leg 3 (any server speaking
// the api.mathjs.org v4 API) instead of the embedded engine.
const EnvMathJSEndpoint = "DGNPIPE_MATHJS_ENDPOINT"

// Params are the stage's pipeline.yaml parameters.
type Params struct {
	// TimeoutMS is the time limit of one row for leg 1 (default 2000).
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
	// MathJSTimeoutMS bounds leg 3 on one row (default 10000).
	MathJSTimeoutMS int `yaml:"mathjs_timeout_ms" json:"mathjs_timeout_ms"`
	// Parsers switches leg 2 (compute-engine and KaTeX in goja): "on"
	// (default) or "off" (the leg does not run and says so).
	Parsers string `yaml:"parsers" json:"parsers"`
	// ParsersTimeoutMS bounds leg 2 on one row (default 20000).
	ParsersTimeoutMS int `yaml:"parsers_timeout_ms" json:"parsers_timeout_ms"`
}

// Kind registers the verify stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:        "verify",
		Version:     "3",
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
	return Params{TimeoutMS: 2000, Points: 8, MathJSTimeoutMS: 10000, ParsersTimeoutMS: 20000}
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
	if p.Parsers != "" && p.Parsers != "on" && p.Parsers != "off" {
		errs = append(errs, pipeline.InvalidParam("parsers", "%q is not on or off", p.Parsers))
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

func newStage(p Params, getenv func(string) string) (*stage, error) {
	if v := getenv(EnvMathJSEndpoint); v != "" {
		p.MathJS, p.MathJSEndpoint = "http", v
	}
	switch p.Parsers {
	case "":
		p.Parsers = "on"
	case "on", "off":
	default:
		return nil, fmt.Errorf("parsers: %q is not on or off", p.Parsers)
	}
	switch p.MathJS {
	case "":
		p.MathJS = "embedded"
	case "embedded", "off":
	case "http":
		if p.MathJSEndpoint == "" {
			return nil, pipeline.InvalidParam("mathjs", "http needs mathjs_endpoint or $%s", EnvMathJSEndpoint)
		}
	default:
		return nil, fmt.Errorf("mathjs: %q is not embedded, http or off", p.MathJS)
	}
	return &stage{p: p}, nil
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

func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	rows, err := env.ReadInput()
	if err != nil {
		return pipeline.Result{}, err
	}
	legs, closeLegs, err := s.legs(env.ArtifactsDir, env.Log)
	if err != nil {
		return pipeline.Result{}, err
	}
	defer closeLegs()
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
	res := verifyRows(ctx, rows, s.p, legs, cache, env.Progress)
	if err := ctx.Err(); err != nil {
		return pipeline.Result{}, err
	}
	if err := env.WriteRows(rows); err != nil {
		return pipeline.Result{}, err
	}
	return res, nil
}

// Legs are the optional legs 2 and 3; a nil leg does not run and the rows
// say so.
type Legs struct {
	MathJS  *mathjsleg.Leg
	Parsers *parsersleg.Leg
}

// Row runs legs 3 and 2 on one row, given leg 1's result r; a nil leg gives
// a nil outcome.
func (legs Legs) Row(ctx context.Context, problem, answer string, r check.Result, opts check.Options, jsTimeout, parsersTimeout time.Duration) (*record.MathJSOutcome, *record.ParsersOutcome) {
	m, x, _ := legs.row(ctx, problem, answer, r, opts, jsTimeout, parsersTimeout)
	return m, x
}

// row is Row; cut says whether a leg was cut short, and why (zero: the
// legs ran whole).
func (legs Legs) row(ctx context.Context, problem, answer string, r check.Result, opts check.Options, jsTimeout, parsersTimeout time.Duration) (m *record.MathJSOutcome, x *record.ParsersOutcome, c rowCut) {
	if legs.MathJS != nil {
		jctx, cancel := context.WithTimeout(ctx, jsTimeout)
		m = mathJS(jctx, legs.MathJS, problem, r, opts)
		c = c.or(legCut(ctx, jctx.Err(), false, false, "leg 3"))
		cancel()
	}
	if legs.Parsers != nil {
		pctx, cancel := context.WithTimeout(ctx, parsersTimeout)
		x = legs.Parsers.Row(pctx, problem, answer, r, opts.Seed)
		c = c.or(legCut(ctx, pctx.Err(), x.CutShort, x.TimedOut, "leg 2"))
		cancel()
	}
	return m, x, c
}

// warm starts every runtime of the embedded engines of legs 2 and 3 (one
// per worker), so that no row waits for a warm-up under its time limit: on
// a loaded machine the warm-up outlasted leg 3's limit on the first rows
// of a run. Errors are left to the rows, which report them.
func (legs Legs) warm(ctx context.Context) {
	var wg sync.WaitGroup
	if legs.Parsers != nil && legs.Parsers.X != nil {
		wg.Go(func() { _ = legs.Parsers.X.WarmAll(ctx) })
	}
	if legs.MathJS != nil {
		if e, ok := legs.MathJS.Eval.(interface {
			Version(context.Context) (string, error)
		}); ok {
			for range runtime.GOMAXPROCS(0) {
				wg.Go(func() { _, _ = e.Version(ctx) })
			}
		}
	}
	wg.Wait()
}

// NewLegs builds the backends of legs 2 and 3 as Params select them (the
// environment's DGNPIPE_MATHJS_ENDPOINT included); closeAll releases their
// JavaScript runtimes.
func NewLegs(p Params, artifacts string) (Legs, func(), error) {
	s, err := newStage(p, os.Getenv)
	if err != nil {
		return Legs{}, nil, err
	}
	return s.legs(artifacts, nil)
}

// legs builds the backends of legs 2 and 3 for a run; closeAll releases
// their JavaScript runtimes. log (nil: discarded) gets the raw replies of
// failed HTTP calls at debug level, secrets redacted.
func (s *stage) legs(artifacts string, log *slog.Logger) (legs Legs, closeAll func(), err error) {
	var closers []func()
	closeAll = func() {
		for _, c := range closers {
			c()
		}
	}
	switch s.p.MathJS {
	case "off":
		legs.MathJS = &mathjsleg.Leg{Unavailable: "leg 3 is switched off in pipeline.yaml (mathjs: off)"}
	case "http":
		h, err := jsmath.NewHTTP(jsmath.HTTPOptions{Endpoint: s.p.MathJSEndpoint, CacheDir: filepath.Join(artifacts, "cache", "mathjs"), Log: log})
		if err != nil {
			return Legs{}, nil, err
		}
		legs.MathJS = &mathjsleg.Leg{Eval: h}
	default:
		e, err := jsmath.NewEngine(jsmath.Options{Workers: runtime.GOMAXPROCS(0)})
		if err != nil {
			return Legs{}, nil, err
		}
		closers = append(closers, e.Close)
		legs.MathJS = &mathjsleg.Leg{Eval: e}
	}
	if s.p.Parsers == "off" {
		legs.Parsers = &parsersleg.Leg{Unavailable: "leg 2 is switched off in pipeline.yaml (parsers: off)"}
		return legs, closeAll, nil
	}
	x, err := xparse.New(xparse.Options{Workers: min(2, runtime.GOMAXPROCS(0))})
	if err != nil {
		closeAll()
		return Legs{}, nil, err
	}
	closers = append(closers, x.Close)
	legs.Parsers = &parsersleg.Leg{X: x}
	return legs, closeAll, nil
}

// VerifyRows checks every row with an answer in place (rows without one get
// nil legs), GOMAXPROCS rows at a time, and counts the outcomes. progress
// may be nil.
func VerifyRows(ctx context.Context, rows []record.Item, p Params, legs Legs, progress func(done, total int)) pipeline.Result {
	return verifyRows(ctx, rows, p, legs, nil, progress)
}

// verifyRows is VerifyRows through cache (nil: none): a row found there is
// not verified again, a row verified whole is stored.
func verifyRows(ctx context.Context, rows []record.Item, p Params, legs Legs, cache *RowCache, progress func(done, total int)) pipeline.Result {
	timeout := time.Duration(p.TimeoutMS) * time.Millisecond
	if timeout <= 0 {
		timeout = 2 * time.Second
	}
	jsTimeout := time.Duration(p.MathJSTimeoutMS) * time.Millisecond
	if jsTimeout <= 0 {
		jsTimeout = 10 * time.Second
	}
	parsersTimeout := time.Duration(p.ParsersTimeoutMS) * time.Millisecond
	if parsersTimeout <= 0 {
		parsersTimeout = 20 * time.Second
	}
	var cacheHits, cacheStored, cacheNotStored, cacheErrors, cacheTimeLimit atomic.Int64
	var notStoredMu, timeLimitMu sync.Mutex
	var notStored []string     // "id (why)"
	var timeLimitHits []string // "id (which limit)": cached outcomes of a cut-short row
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	// Runtimes are started once a row needs them (a run whose rows all come
	// from the cache starts none), before any row's legs 2 and 3 are timed.
	warm := sync.OnceFunc(func() { legs.warm(gctx) })
	done := pipeline.NewCounter(progress, len(rows))
	for i := range rows {
		it := &rows[i]
		if it.FinalAnswer == "" {
			it.Legs.Native, it.Legs.MathJS, it.Legs.Parsers = nil, nil, nil
			done.Add(1)
			continue
		}
		g.Go(func() error {
			if gctx.Err() != nil {
				return gctx.Err()
			}
			prevCuts := 0 // runs in a row that cut this row short
			if cache != nil {
				ok, timeLimit, cuts := cache.load(it)
				prevCuts = cuts
				if ok {
					cacheHits.Add(1)
					if timeLimit != "" {
						timeLimitMu.Lock()
						timeLimitHits = append(timeLimitHits, it.ID+" ("+timeLimit+")")
						timeLimitMu.Unlock()
					}
					done.Add(1)
					return nil
				}
			}
			seed := RowSeed(p.Seed, it.ID)
			opts := check.Options{Seed: seed, Timeout: timeout, Points: p.Points}
			start := time.Now()
			r := check.Check(gctx, it.Problem, it.FinalAnswer, opts)
			// A check that ran out of time returns at its time limit.
			var cut rowCut
			if time.Since(start) >= timeout {
				cut = rowCut{why: "leg 1 reached its time limit", timeLimit: true}
			}
			it.Legs.Native = r.Outcome()
			warm() // the first row to need legs 2 and 3 starts their runtimes
			var legsCut rowCut
			it.Legs.MathJS, it.Legs.Parsers, legsCut = legs.row(gctx, it.Problem, it.FinalAnswer, r, opts, jsTimeout, parsersTimeout)
			cut = cut.or(legsCut)
			if gctx.Err() != nil {
				cut = rowCut{why: "the run was cancelled"}
			} else if len(it.Legs.Failed()) > 0 {
				cut = rowCut{why: "a leg could not run"}
			}
			if cache != nil {
				switch {
				case cut.why != "" && !cut.timeLimit:
					cacheNotStored.Add(1)
					notStoredMu.Lock()
					notStored = append(notStored, it.ID+" ("+cut.why+")")
					notStoredMu.Unlock()
				case cache.store(it, cut, prevCuts+1) != nil:
					cacheErrors.Add(1)
				default:
					cacheStored.Add(1)
					if cut.timeLimit {
						cacheTimeLimit.Add(1)
					}
				}
			}
			done.Add(1)
			return nil
		})
	}
	_ = g.Wait()
	counts := map[string]int{"rows_in": len(rows), "rows_out": len(rows)}
	var warnings []string
	if cache != nil {
		// cache.hits rows were not verified again; cache.not_stored were
		// cut short or had a leg that could not run, so the next run
		// verifies them again.
		counts["cache.hits"] = int(cacheHits.Load())
		counts["cache.stored"] = int(cacheStored.Load())
		counts["cache.not_stored"] = int(cacheNotStored.Load())
		// A row cut short by a time limit is stored as it came out (its
		// note says which limit) and verified again by the next run; cut
		// short in TimeLimitRuns runs in a row, it is taken from the cache,
		// so that a row too heavy for its limit does not cost that limit on
		// every run; --force verifies every row again.
		if n := cacheTimeLimit.Load(); n > 0 {
			counts["cache.stored_time_limit"] = int(n)
		}
		if len(timeLimitHits) > 0 {
			counts["cache.hits_time_limit"] = len(timeLimitHits)
			sort.Strings(timeLimitHits)
			warnings = append(warnings, fmt.Sprintf("%d rows taken from the row cache as earlier runs left them, cut short by a time limit in %d runs in a row (run with --force to verify them again): %s", len(timeLimitHits), TimeLimitRuns, strings.Join(timeLimitHits, ", ")))
		}
		if len(notStored) > 0 {
			sort.Strings(notStored)
			warnings = append(warnings, fmt.Sprintf("%d rows not stored in the row cache, so verified again by the next run: %s", len(notStored), strings.Join(notStored, ", ")))
		}
		if n := cacheErrors.Load(); n > 0 {
			counts["cache.write_errors"] = int(n)
			warnings = append(warnings, fmt.Sprintf("%d rows could not be written to the row cache %s", n, cache.dir.Root()))
		}
	}
	failed, why := 0, map[string]int{}
	for _, it := range rows {
		if it.Legs.Native == nil {
			counts["not_checked"]++
			continue
		}
		counts["verdict."+it.Legs.Native.Verdict.String()]++
		if m := it.Legs.MathJS; m != nil {
			counts["mathjs."+m.Outcome.String()]++
			if m.Failed != "" {
				failed++
				why[m.Failed]++
			}
		}
		if x := it.Legs.Parsers; x != nil {
			counts["parsers."+x.Outcome.String()]++
			if x.VerdictFragmentDisagrees {
				counts["parsers.verdict_fragment_disagrees"]++
			}
			// What leg 2 read: expressions in all, and per parser (one
			// that reads only some rows shows it here).
			counts["parsers.expressions"] += x.Expressions
			for _, r := range x.Readers {
				counts["parsers.expressions_read."+r] += x.Expressions
			}
		}
	}
	res := pipeline.Result{Rows: counts, Warnings: warnings}
	if failed > 0 {
		counts["mathjs.failed"] = failed
		res.Degraded = []string{fmt.Sprintf("leg 3 (math.js %s) could not run on %d of %d rows: %s", p.MathJS, failed, len(rows)-counts["not_checked"], mostCommon(why))}
	}
	return res
}

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

// mathJS runs leg 3 on a row's leg-1 result and, when leg 1 refuted the
// answer and recomputed one, on the recomputation too (a corrected row
// needs both engines to confirm it).
func mathJS(ctx context.Context, leg *mathjsleg.Leg, problem string, r check.Result, opts check.Options) *record.MathJSOutcome {
	out, note, failed := leg.Judge(ctx, r)
	m := &record.MathJSOutcome{Outcome: out, Note: note, Failed: failed}
	if r.Verdict == record.Refute && r.Recomputed != "" {
		rr := check.Check(ctx, problem, r.Recomputed, opts)
		if rr.Verdict != record.Confirm {
			m.Recomputed = record.MathJSNotEvaluated
			m.Note += fmt.Sprintf("; the recomputed answer %s was not confirmed by leg 1 (%s), so math.js did not judge it", r.Recomputed, rr.Verdict)
		} else {
			o, n, f := leg.Judge(ctx, rr)
			m.Recomputed = o
			if m.Failed == "" {
				m.Failed = f
			}
			m.Note += "; on the recomputed answer " + r.Recomputed + ": " + o.String() + " (" + n + ")"
		}
	}
	return m
}
