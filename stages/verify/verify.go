// Package verify is the pipeline stage that runs leg 1 (the native checker,
// internal/check) on every row with an answer, rows in parallel, and records
// the outcome in Item.Legs.Native.
package verify

import (
	"context"
	"hash/fnv"
	"runtime"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Params are the stage's pipeline.yaml parameters.
type Params struct {
	// TimeoutMS is the time limit of one row (default 2000).
	TimeoutMS int `yaml:"timeout_ms" json:"timeout_ms"`
	// Points is the number of sample points of an identity (default 8).
	Points int `yaml:"points" json:"points"`
	// Seed is mixed with each row id into the row's seed.
	Seed int64 `yaml:"seed" json:"seed"`
}

// Kind registers the verify stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:    "verify",
		Version: "1",
		New: func(decode func(any) error) (pipeline.Stage, error) {
			var p Params
			if err := decode(&p); err != nil {
				return nil, err
			}
			return &stage{p: p}, nil
		},
	}
}

type stage struct{ p Params }

func (s *stage) String() string { return "verify answers (leg 1, native checker)" }

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
	in, err := env.OnlyInput()
	if err != nil {
		return pipeline.Result{}, err
	}
	rows, err := env.ReadRows(in)
	if err != nil {
		return pipeline.Result{}, err
	}
	res := VerifyRows(ctx, rows, s.p, env.Progress)
	if err := ctx.Err(); err != nil {
		return pipeline.Result{}, err
	}
	if err := env.WriteRows(rows); err != nil {
		return pipeline.Result{}, err
	}
	return res, nil
}

// VerifyRows checks every row with an answer in place (rows without one get
// Legs.Native = nil), GOMAXPROCS rows at a time, and counts the verdicts.
// progress may be nil.
func VerifyRows(ctx context.Context, rows []record.Item, p Params, progress func(done, total int)) pipeline.Result {
	timeout := time.Duration(p.TimeoutMS) * time.Millisecond
	if timeout <= 0 {
		timeout = 2 * time.Second
	}
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	done := make(chan struct{}, len(rows))
	for i := range rows {
		it := &rows[i]
		if it.FinalAnswer == "" {
			it.Legs.Native = nil
			done <- struct{}{}
			continue
		}
		g.Go(func() error {
			if gctx.Err() != nil {
				return gctx.Err()
			}
			seed := RowSeed(p.Seed, it.ID)
			r := check.Check(gctx, it.Problem, it.FinalAnswer, check.Options{Seed: seed, Timeout: timeout, Points: p.Points})
			it.Legs.Native = &record.NativeOutcome{
				Verdict: r.Verdict, Kind: r.Kind, Note: r.Note,
				Recomputed: r.Recomputed, RecomputedDiffers: r.RecomputedDiffers, Seed: seed,
			}
			done <- struct{}{}
			return nil
		})
	}
	finished := make(chan struct{})
	go func() {
		n := 0
		for range done {
			n++
			if progress != nil {
				progress(n, len(rows))
			}
		}
		close(finished)
	}()
	_ = g.Wait()
	close(done)
	<-finished
	counts := map[string]int{"rows_in": len(rows), "rows_out": len(rows)}
	for _, it := range rows {
		if it.Legs.Native == nil {
			counts["not_checked"]++
			continue
		}
		counts["verdict."+it.Legs.Native.Verdict.String()]++
	}
	return pipeline.Result{Rows: counts}
}
