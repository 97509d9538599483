package generate

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	gen "github.com/dgnpipe/dgnpipe/internal/generate"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// countSelfChecks makes the stage count the self-checks it creates (the
// real ones, math.js runtimes included) for the rest of the test.
func countSelfChecks(t *testing.T) *atomic.Int64 {
	t.Helper()
	var n atomic.Int64
	orig := newSelfCheck
	newSelfCheck = func(seed int64, shared *pipeline.Shared) (gen.Checker, func(), error) {
		n.Add(1)
		return orig(seed, shared)
	}
	t.Cleanup(func() { newSelfCheck = orig })
	return &n
}

const cacheSourceRows = `{"collection":"exercises","chapter":1,"chapter_title":"T","group":"","difficulty":"","problem_id":"3","page":1,"problem":"Solve $x=1$.","solution":"","answer":"1","answer_page":1,"image":"","answer_image":""}
`

// stageRun runs the stage (seed 7, 40 exercises over every template) on
// the one source src with the given artifacts directory; it returns the
// manifest's counts and the bytes of the folder's files.
func stageRun(t *testing.T, src, artifacts string, force bool) (map[string]int, map[string]string) {
	t.Helper()
	tmpls, err := gen.Select(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &stage{p: Params{Seed: 7, Count: 40}, tmpls: tmpls}
	out := t.TempDir()
	res, err := s.Run(context.Background(), &pipeline.Env{
		Sources: []pipeline.SourceSpec{{Dir: src, Format: "dgn"}}, OutDir: out, ArtifactsDir: artifacts,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Progress: func(int, int) {}, Force: force,
	})
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, name := range []string{gen.File, gen.ReportFile} {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(b)
	}
	return res.Rows, files
}

// withoutCache is a manifest's counts less the cache's own.
func withoutCache(rows map[string]int) map[string]int {
	m := maps.Clone(rows)
	maps.DeleteFunc(m, func(k string, _ int) bool { return strings.HasPrefix(k, "cache.") })
	return m
}

func writeSource(t *testing.T, rows string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.jsonl"), []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestVerdictCache: a run on a warm cache creates no self-check (no
// runtime) and writes the same bytes and per-template counts as the cold
// run; --force checks every candidate again (same bytes); after an edit of
// the source that changes which candidates are emitted, a run on the warm
// cache writes what a run on an empty cache writes.
func TestVerdictCache(t *testing.T) {
	created := countSelfChecks(t)
	src := writeSource(t, cacheSourceRows)
	art := t.TempDir()

	cold, coldFiles := stageRun(t, src, art, false)
	if created.Load() != 1 || cold["cache.hits"] != 0 || cold["cache.stored"] == 0 || cold["rows_out"] != 40 {
		t.Fatalf("cold run: %d self-checks created, counts %v", created.Load(), cold)
	}
	checked := cold["cache.stored"]

	created.Store(0)
	warm, warmFiles := stageRun(t, src, art, false)
	if created.Load() != 0 {
		t.Errorf("warm run created %d self-checks, want none", created.Load())
	}
	if warm["cache.hits"] != checked || warm["cache.stored"] != 0 {
		t.Errorf("warm run: %d hits, %d stored; want %d hits, 0 stored", warm["cache.hits"], warm["cache.stored"], checked)
	}
	if !maps.Equal(withoutCache(cold), withoutCache(warm)) {
		t.Errorf("counts differ:\ncold %v\nwarm %v", cold, warm)
	}
	if !maps.Equal(coldFiles, warmFiles) {
		t.Errorf("the warm run's folder differs from the cold run's")
	}

	created.Store(0)
	forced, forcedFiles := stageRun(t, src, art, true)
	if created.Load() != 1 || forced["cache.hits"] != 0 || forced["cache.stored"] != checked {
		t.Errorf("forced run: %d self-checks created, counts %v", created.Load(), forced)
	}
	if !maps.Equal(coldFiles, forcedFiles) || !maps.Equal(withoutCache(cold), withoutCache(forced)) {
		t.Errorf("the forced run's output differs from the cold run's")
	}

	// The source now holds the first generated exercise's problem (and a
	// later exercise number): that candidate is a duplicate and the run
	// draws further.
	first := strings.SplitN(coldFiles[gen.File], "\n", 2)[0]
	edited := writeSource(t, cacheSourceRows+strings.Replace(first, `"collection":"exercises"`, `"collection":"core"`, 1)+"\n")
	created.Store(0)
	after, afterFiles := stageRun(t, edited, art, false)
	if after["cache.hits"] == 0 {
		t.Errorf("edited source, warm cache: no hit (%v)", after)
	}
	fresh, freshFiles := stageRun(t, edited, t.TempDir(), false)
	if fresh["cache.hits"] != 0 || !maps.Equal(afterFiles, freshFiles) || !maps.Equal(withoutCache(after), withoutCache(fresh)) {
		t.Errorf("edited source: the warm cache's output differs from an empty cache's:\nwarm %v\nempty %v", after, fresh)
	}
	if afterFiles[gen.File] == coldFiles[gen.File] {
		t.Errorf("the edit changed nothing: the test does not exercise a changed exclusion")
	}
}

// fakeCheck confirms every exercise except those whose problem says
// "slow" (a time limit: an error) and counts its calls.
type fakeCheck struct{ calls atomic.Int64 }

var errSlow = errors.New("the self-check ran out of time")

func (f *fakeCheck) Check(ctx context.Context, problem, answer string) (bool, string, error) {
	f.calls.Add(1)
	if strings.Contains(problem, "slow") {
		return false, "", errSlow
	}
	if strings.Contains(problem, "cancel") {
		return false, "leg 1 undecided: stopped", nil // as a leg would, the run being cancelled
	}
	return answer == "1", "wrong", nil
}

// TestVerdictCacheKeepsVerdictsOnly: a check that returned an error, or
// whose run was cancelled, is not stored and is checked again by the next
// run; a verdict (rejections included) is stored with its reason; another
// seed misses; a self-check that cannot be created is the run's error.
func TestVerdictCacheKeepsVerdictsOnly(t *testing.T) {
	fake := &fakeCheck{}
	orig := newSelfCheck
	t.Cleanup(func() { newSelfCheck = orig })
	newSelfCheck = func(int64, *pipeline.Shared) (gen.Checker, func(), error) { return fake, func() {}, nil }
	art := t.TempDir()
	ctx := context.Background()

	c, err := openVerdictCache(art, 1, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if ok, reason, err := c.Check(ctx, "p", "2"); ok || reason != "wrong" || err != nil {
		t.Errorf("rejection: %v %q %v", ok, reason, err)
	}
	if _, _, err := c.Check(ctx, "slow", "1"); !errors.Is(err, errSlow) {
		t.Errorf("time limit: %v, want it passed on", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := c.Check(cctx, "cancel", "1"); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: %v, want context.Canceled", err)
	}
	if c.stored.Load() != 1 {
		t.Errorf("%d stored, want 1 (the rejection)", c.stored.Load())
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}

	fake.calls.Store(0)
	c, err = openVerdictCache(art, 1, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if ok, reason, err := c.Check(ctx, "p", "2"); ok || reason != "wrong" || err != nil || fake.calls.Load() != 0 {
		t.Errorf("stored rejection: %v %q %v, %d checks", ok, reason, err, fake.calls.Load())
	}
	c.Check(ctx, "slow", "1")
	c.Check(ctx, "cancel", "1")
	if fake.calls.Load() != 2 {
		t.Errorf("%d checks of the unstored two, want 2", fake.calls.Load())
	}
	c.Close()

	fake.calls.Store(0)
	c, err = openVerdictCache(art, 2, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Check(ctx, "p", "2")
	if fake.calls.Load() != 1 || c.hits.Load() != 0 {
		t.Errorf("another seed: %d checks, %d hits; want a miss", fake.calls.Load(), c.hits.Load())
	}
	c.Close()

	broken := errors.New("no runtime")
	newSelfCheck = func(int64, *pipeline.Shared) (gen.Checker, func(), error) { return nil, nil, broken }
	c, err = openVerdictCache(art, 3, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, _, err := c.Check(ctx, "q", "1"); !errors.Is(err, broken) {
		t.Errorf("self-check not created: %v", err)
	}
}
