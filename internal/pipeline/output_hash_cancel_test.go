package pipeline

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
)

// oneBigStage is a pipeline of one stage, no source and no reference, so
// that hashing its output tree is the only long work of a plan.
const oneBigStage = "artifacts: out\nstages:\n  a: {kind: derived}\n"

// writeBig writes a 4 MiB file into a stage's output (about 128 reads to
// hash).
func writeBig(dir string) error {
	return os.WriteFile(filepath.Join(dir, "big.bin"), make([]byte, 4<<20), 0o644)
}

// TestStatusCancelledWhileHashingOutput: status (and run --dry-run, the
// same plan) hashes every stage's output tree again when its files' times
// changed; a large output must not make it deaf to Ctrl-C (issue 44): it
// stops with the context's error, before a file and inside one.
func TestStatusCancelledWhileHashingOutput(t *testing.T) {
	f := newFixture(t, oneBigStage)
	f.rec.hooks["a"] = func(_ context.Context, env *Env) error { return writeBig(env.OutDir) }
	f.run(Options{})
	// A new time: the manifest's recorded hash cannot be reused.
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(filepath.Join(f.dir, "out", "a", "big.bin"), later, later); err != nil {
		t.Fatal(err)
	}
	cfg := f.config()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if st, err := StatusContext(ctx, cfg, Options{Fingerprint: "test"}); !errors.Is(err, context.Canceled) {
		t.Errorf("StatusContext(cancelled) = %+v, %v; want context.Canceled", st, err)
	}
	if rep, err := Run(ctx, cfg, Options{Fingerprint: "test", DryRun: true}); !errors.Is(err, context.Canceled) {
		t.Errorf("Run(cancelled, --dry-run) = %+v, %v; want context.Canceled", rep, err)
	}
	mid := &doneAfter{Context: context.Background(), n: 10}
	if st, err := StatusContext(mid, cfg, Options{Fingerprint: "test"}); !errors.Is(err, context.Canceled) {
		t.Errorf("StatusContext(cancelled inside the file) = %+v, %v; want context.Canceled", st, err)
	}
	st, err := StatusContext(context.Background(), cfg, Options{Fingerprint: "test"})
	if err != nil || len(st.Stages) != 1 || st.Stages[0].State != StateUpToDate {
		t.Errorf("StatusContext = %+v, %v; want a up to date", st, err)
	}
}

// armedCtx is a context whose Err is nil until arm is called, then nil for
// n more calls and context.Canceled after: a Ctrl-C that arrives once a
// stage has finished, while its output is hashed before the commit.
type armedCtx struct {
	context.Context
	armed atomic.Bool
	n     atomic.Int32
}

func (c *armedCtx) arm(n int32) { c.n.Store(n); c.armed.Store(true) }

func (c *armedCtx) Err() error {
	if c.armed.Load() && c.n.Add(-1) < 0 {
		return context.Canceled
	}
	return nil
}

// TestCommitCancelledWhileHashingOutput: a stage's output is hashed (and
// synced) before it is committed; Ctrl-C then ends the run with the
// context's error and commits nothing (issue 44).
func TestCommitCancelledWhileHashingOutput(t *testing.T) {
	f := newFixture(t, oneBigStage)
	ctx := &armedCtx{Context: context.Background()}
	f.rec.hooks["a"] = func(_ context.Context, env *Env) error {
		if err := writeBig(env.OutDir); err != nil {
			return err
		}
		ctx.arm(10) // a few checks after the stage, well inside the 4 MiB
		return nil
	}
	rep, err := Run(ctx, f.config(), Options{Fingerprint: "test"})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run = %v; want context.Canceled", err)
	}
	if rep != nil && len(rep.Stages) == 1 && rep.Stages[0].Action != ActionFailed {
		t.Errorf("stage a: %s, want failed", rep.Stages[0].Action)
	}
	if _, err := os.Stat(filepath.Join(f.dir, "out", "a")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stage a's output was committed after the signal (%v)", err)
	}
	left, _ := filepath.Glob(filepath.Join(f.dir, "out", tempPrefix+"*"))
	if len(left) > 0 {
		t.Errorf("temporary output left behind: %v", left)
	}
}
