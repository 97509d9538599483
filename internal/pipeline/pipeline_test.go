package pipeline

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestParseErrors(t *testing.T) {
	rec := newRecorder()
	tests := []struct {
		name, yaml string
		want       []string
	}{
		{"unknown kind", "stages:\n  a: {kind: nope}\n", []string{`p.yaml:2:13: stage a: unknown kind "nope"`}},
		{"unknown top key", "artefacts: x\nstages:\n  a: {kind: source}\n", []string{`p.yaml:1:1: unknown key "artefacts"`}},
		{"unknown stage key", "stages:\n  a:\n    kind: source\n    need: [b]\n", []string{`p.yaml:4:5: stage a: unknown key "need"`}},
		{"unknown param key", "stages:\n  a:\n    kind: source\n    params:\n      tag: x\n      colour: red\n", []string{`p.yaml:6:7: stage a params: unknown field "colour"`}},
		{"param type", "stages:\n  a:\n    kind: source\n    params: {fail: maybe}\n", []string{`p.yaml:4:`, `stage a params:`}},
		{"param rejected by kind", "stages:\n  a:\n    kind: source\n    params: {tag: bad}\n", []string{`p.yaml:4:13: stage a: tag must not be "bad"`}},
		{"missing dep", "stages:\n  a: {kind: source}\n  b: {kind: concat, needs: [a, zz]}\n", []string{`p.yaml:3:32: stage b needs "zz", which is not a stage`}},
		{"cycle", "stages:\n  a: {kind: source, needs: [c]}\n  b: {kind: concat, needs: [a]}\n  c: {kind: concat, needs: [b]}\n", []string{`p.yaml:2:3: dependency cycle: a -> c -> b -> a`}},
		{"self", "stages:\n  a: {kind: source, needs: [a]}\n", []string{`p.yaml:2:29: stage a needs itself`}},
		{"missing kind", "stages:\n  a: {needs: []}\n", []string{`p.yaml:2:3: stage a: missing kind`}},
		{"bad name", "stages:\n  Cache: {kind: source}\n", []string{`p.yaml:2:3: stage name "Cache"`}},
		{"bad format", "sources:\n  - {dir: x, format: tex}\nstages:\n  a: {kind: source}\n", []string{`p.yaml:2:22: unknown source format "tex"`}},
		{"syntax", "stages:\n  a: {kind: source\n", []string{`p.yaml:`}},
		{"strict not a bool", "strict: 1\nstages:\n  a: {kind: source}\n", []string{`p.yaml:1:9: strict: want true or false`}},
		{"two errors", "stages:\n  a: {kind: nope}\n  b: {kind: concat, needs: [zz]}\n", []string{`p.yaml:2:13:`, `p.yaml:3:29:`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("p.yaml", []byte(tt.yaml), rec.kinds())
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\ndoes not contain %q", err, w)
				}
			}
		})
	}
}

func TestParseOrderAndDefaults(t *testing.T) {
	rec := newRecorder()
	cfg, err := Parse("/x/p.yaml", []byte("sources: [{dir: s}]\nstages:\n  d: {kind: concat, needs: [b, c]}\n  c: {kind: concat, needs: [a]}\n  b: {kind: concat, needs: [a]}\n  a: {kind: source}\n"), rec.kinds())
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range cfg.Stages {
		names = append(names, s.Name)
	}
	if got := strings.Join(names, " "); got != "a c b d" {
		t.Errorf("order %q, want %q", got, "a c b d")
	}
	if cfg.Strict {
		t.Error("strict without strict: true")
	}
	if c, err := Parse("p.yaml", []byte("strict: true\nstages:\n  a: {kind: source}\n"), rec.kinds()); err != nil || !c.Strict {
		t.Errorf("strict: true: %v", err)
	}
	if cfg.Artifacts != "/x/artifacts" || cfg.Sources[0].Dir != "/x/s" || cfg.Sources[0].Format != "dgn" {
		t.Errorf("artifacts %q sources %+v", cfg.Artifacts, cfg.Sources)
	}
	// Same values, other spelling: same params hash; other values: other hash.
	h := func(params string) string {
		c, err := Parse("p.yaml", []byte("stages:\n  a: {kind: source, params: "+params+"}\n"), rec.kinds())
		if err != nil {
			t.Fatal(err)
		}
		return c.Stages[0].ParamsHash
	}
	if h("{tag: x}") != h("{tag: \"x\", fail: false}") || h("{tag: x}") == h("{tag: y}") {
		t.Error("params hash does not follow the decoded values")
	}
}

func TestRunOrderAndSkip(t *testing.T) {
	f := newFixture(t, diamond)
	rep := f.run(Options{})
	if got, want := actions(rep), "a:ran(no previous output) b:ran(no previous output) c:ran(no previous output) d:ran(no previous output)"; got != want {
		t.Fatalf("first run:\n got %s\nwant %s", got, want)
	}
	ran := f.rec.Ran()
	if ran[0] != "a" || ran[3] != "d" {
		t.Errorf("order %v: a must be first and d last", ran)
	}
	if got := f.out("d"); got != "tag=\n[b]\ntag=b\n[a]\ntag=\none.jsonl: hello\n[c]\ntag=c\n[a]\ntag=\none.jsonl: hello\n" {
		t.Errorf("d output %q", got)
	}
	m, err := ReadManifest(filepath.Join(f.dir, "out", "d"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Rows["lines"] != 11 || len(m.Warnings) != 1 || m.Inputs["b"] == "" || m.Inputs["c"] == "" || m.Inputs["sources"] == "" || m.CodeVersion != "concat@1+test" {
		t.Errorf("manifest %+v", m)
	}
	rep = f.run(Options{})
	if got, want := actions(rep), "a:skipped(up to date) b:skipped(up to date) c:skipped(up to date) d:skipped(up to date)"; got != want {
		t.Fatalf("second run:\n got %s\nwant %s", got, want)
	}
	if rep.Stages[3].Rows["lines"] != 11 {
		t.Errorf("skipped stage reports rows %v, want the last run's", rep.Stages[3].Rows)
	}
	if len(f.rec.Ran()) != 4 {
		t.Errorf("second run ran %v", f.rec.Ran()[4:])
	}
}

func TestReasons(t *testing.T) {
	f := newFixture(t, diamond)
	f.run(Options{})
	step := func(name string, opts Options, want string) {
		t.Helper()
		if got := actions(f.run(opts)); got != want {
			t.Errorf("%s:\n got %s\nwant %s", name, got, want)
		}
	}
	f.yaml = strings.Replace(diamond, "tag: b}", "tag: b2}", 1)
	step("params dry", Options{DryRun: true}, "a:would-skip(up to date) b:would-run(params changed) c:would-skip(up to date) d:would-run(input b will be rebuilt)")
	step("params", Options{}, "a:skipped(up to date) b:ran(params changed) c:skipped(up to date) d:ran(input b changed)")
	step("forced subset", Options{Targets: []string{"c"}, Force: true}, "a:ran(forced) c:ran(forced)")
	step("fingerprint", Options{Fingerprint: "other"}, "a:ran(code changed (dgnpipe binary)) b:ran(code changed (dgnpipe binary)) c:ran(code changed (dgnpipe binary)) d:ran(code changed (dgnpipe binary))")
	f.rec.versions["concat"] = "2"
	step("kind version", Options{Fingerprint: "other"}, "a:skipped(up to date) b:ran(code changed (concat version 1 -> 2)) c:ran(code changed (concat version 1 -> 2)) d:ran(code changed (concat version 1 -> 2))")
	f.writeSource("two.jsonl", "more\n")
	step("sources", Options{Fingerprint: "other"}, "a:ran(sources changed) b:ran(sources changed; input a changed) c:ran(sources changed; input a changed) d:ran(sources changed; input b changed; input c changed)")
	if err := os.WriteFile(filepath.Join(f.dir, "out", "c", "out.txt"), []byte("tampered"), 0o644); err != nil {
		t.Fatal(err)
	}
	step("tampered", Options{Fingerprint: "other"}, "a:skipped(up to date) b:skipped(up to date) c:ran(output changed on disk) d:skipped(up to date)")
	if err := os.RemoveAll(filepath.Join(f.dir, "out", "b")); err != nil {
		t.Fatal(err)
	}
	// Early cut-off: b is rebuilt with the same content, so d stays.
	step("removed", Options{Fingerprint: "other"}, "a:skipped(up to date) b:ran(no previous output) c:skipped(up to date) d:skipped(up to date)")
}

// TestSourceFiles: a stage's "sources" input covers only the source files
// its kind reads, so editing a README reruns nothing, and a stage that
// reads no source file reruns only when its input changes.
func TestSourceFiles(t *testing.T) {
	f := newFixture(t, "artifacts: out\nsources: [{dir: src}]\nstages:\n  a: {kind: jsonl}\n  b: {kind: derived, needs: [a]}\n  c: {kind: source}\n")
	f.writeSource("README.md", "about\n")
	f.run(Options{})
	step := func(name, want string) {
		t.Helper()
		if got := actions(f.run(Options{})); got != want {
			t.Errorf("%s:\n got %s\nwant %s", name, got, want)
		}
	}
	f.writeSource("README.md", "about the book\n")
	step("README edited", "a:skipped(up to date) b:skipped(up to date) c:ran(sources changed)")
	f.writeSource("one.jsonl", "hello again\n")
	step("rows edited", "a:ran(sources changed) b:ran(input a changed) c:ran(sources changed)")
	f.writeSource("faults.json", "{}\n")
	step("file added", "a:skipped(up to date) b:skipped(up to date) c:ran(sources changed)")
	f.writeSource("two.jsonl", "more\n")
	step("rows added", "a:ran(sources changed) b:ran(input a changed) c:ran(sources changed)")
}

func TestStageSubsetAndDryRun(t *testing.T) {
	f := newFixture(t, diamond)
	rep := f.run(Options{DryRun: true})
	if got, want := actions(rep), "a:would-run(no previous output) b:would-run(no previous output) c:would-run(no previous output) d:would-run(no previous output)"; got != want {
		t.Errorf("dry run:\n got %s\nwant %s", got, want)
	}
	if _, err := os.Stat(filepath.Join(f.dir, "out")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("dry run created the artifacts: %v", err)
	}
	if len(f.rec.Ran()) != 0 {
		t.Errorf("dry run ran %v", f.rec.Ran())
	}
	rep = f.run(Options{Targets: []string{"b"}})
	if got, want := actions(rep), "a:ran(no previous output) b:ran(no previous output)"; got != want {
		t.Errorf("--stage b:\n got %s\nwant %s", got, want)
	}
	rep = f.run(Options{DryRun: true})
	if got, want := actions(rep), "a:would-skip(up to date) b:would-skip(up to date) c:would-run(no previous output) d:would-run(no previous output)"; got != want {
		t.Errorf("dry run after b:\n got %s\nwant %s", got, want)
	}
	st, err := Status(f.config(), Options{Fingerprint: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if st.Stages[2].State != StateStale || st.Stages[0].State != StateUpToDate || st.Stages[0].Action != "" {
		t.Errorf("status %+v", st.Stages)
	}
	_, err = Run(context.Background(), f.config(), Options{Targets: []string{"zz"}})
	var use *UnknownStageError
	if !errors.As(err, &use) {
		t.Errorf("unknown target: %v", err)
	}
}

func TestParallel(t *testing.T) {
	f := newFixture(t, diamond)
	// b and c each wait until the other has started: only a parallel
	// scheduler gets past this.
	started := map[string]chan struct{}{"b": make(chan struct{}), "c": make(chan struct{})}
	other := map[string]string{"b": "c", "c": "b"}
	for _, name := range []string{"b", "c"} {
		f.rec.hooks[name] = func(ctx context.Context, env *Env) error {
			close(started[name])
			select {
			case <-started[other[name]]:
				return nil
			case <-time.After(20 * time.Second):
				return errors.New("the other stage never started: stages do not run in parallel")
			}
		}
	}
	f.run(Options{Jobs: 2})
	if f.rec.maxConc != 2 {
		t.Errorf("max concurrency %d, want 2", f.rec.maxConc)
	}
	g := newFixture(t, diamond)
	g.run(Options{Jobs: 1})
	if g.rec.maxConc != 1 {
		t.Errorf("Jobs 1: max concurrency %d", g.rec.maxConc)
	}
}

func TestFailure(t *testing.T) {
	f := newFixture(t, diamond)
	f.run(Options{})
	before := f.out("b")
	f.yaml = strings.Replace(diamond, "tag: b}", "tag: b2, fail: true}", 1)
	rep, err := Run(context.Background(), f.config(), Options{Fingerprint: "test", Jobs: 1})
	if err == nil || !strings.Contains(err.Error(), "stage b: told to fail") {
		t.Fatalf("err %v", err)
	}
	if rep.OK || rep.Stages[1].Action != ActionFailed || rep.Stages[3].Action != ActionNotRun {
		t.Errorf("report %s", actions(rep))
	}
	if got := f.out("b"); got != before {
		t.Errorf("a failed run replaced the old output: %q", got)
	}
	if m, _ := filepath.Glob(filepath.Join(f.dir, "out", ".tmp-*")); len(m) != 0 {
		t.Errorf("failed run left %v", m)
	}
	f.rec.hooks["c"] = func(context.Context, *Env) error { panic("boom") }
	f.yaml = diamond
	_, err = Run(context.Background(), f.config(), Options{Fingerprint: "test2"})
	if err == nil || !strings.Contains(err.Error(), "stage c: panic: boom") {
		t.Errorf("panic: %v", err)
	}
}

// TestCancelAndRerun interrupts a run while a stage has written half its
// output, then checks that the next run redoes that stage and gives the
// same output as a clean run.
func TestCancelAndRerun(t *testing.T) {
	f := newFixture(t, diamond)
	ctx, cancel := context.WithCancel(context.Background())
	f.rec.hooks["d"] = func(ctx context.Context, env *Env) error {
		if err := os.WriteFile(filepath.Join(env.OutDir, "out.txt"), []byte("half"), 0o644); err != nil {
			return err
		}
		cancel()
		<-ctx.Done()
		return ctx.Err()
	}
	rep, err := Run(ctx, f.config(), Options{Fingerprint: "test"})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v", err)
	}
	if rep.Stages[3].Action != ActionFailed {
		t.Errorf("report %s", actions(rep))
	}
	if _, err := os.Stat(filepath.Join(f.dir, "out", "d")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("interrupted stage has an output dir: %v", err)
	}
	delete(f.rec.hooks, "d")
	rep = f.run(Options{})
	if got, want := actions(rep), "a:skipped(up to date) b:skipped(up to date) c:skipped(up to date) d:ran(no previous output)"; got != want {
		t.Errorf("rerun:\n got %s\nwant %s", got, want)
	}
	clean := newFixture(t, diamond)
	clean.run(Options{})
	if f.out("d") != clean.out("d") {
		t.Errorf("rerun output differs from a clean run")
	}
	m1, _ := ReadManifest(filepath.Join(f.dir, "out", "d"))
	m2, _ := ReadManifest(filepath.Join(clean.dir, "out", "d"))
	if m1.OutputHash != m2.OutputHash {
		t.Errorf("output hash %s vs clean %s", m1.OutputHash, m2.OutputHash)
	}
}

// TestCrashBetweenRenames simulates a kill after the old output was
// renamed aside and before the new one was renamed into place.
func TestCrashBetweenRenames(t *testing.T) {
	f := newFixture(t, diamond)
	f.run(Options{})
	art := filepath.Join(f.dir, "out")
	if err := os.Rename(filepath.Join(art, "d"), filepath.Join(art, ".tmp-d-old-123")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(art, ".tmp-d-456"), 0o755); err != nil {
		t.Fatal(err)
	}
	rep := f.run(Options{})
	if got := rep.Stages[3]; got.Action != ActionRan || got.Reasons[0] != ReasonNoOutput {
		t.Errorf("d: %+v", got)
	}
	if m, _ := filepath.Glob(filepath.Join(art, ".tmp-*")); len(m) != 0 {
		t.Errorf("stale temp dirs left: %v", m)
	}
	// A directory without a manifest is not a finished output.
	if err := os.Remove(filepath.Join(art, "d", ManifestFile)); err != nil {
		t.Fatal(err)
	}
	if rep := f.run(Options{}); rep.Stages[3].Action != ActionRan {
		t.Errorf("output without manifest taken for finished: %s", actions(rep))
	}
}

// A stage that reports Degraded is committed but not up to date: the next
// run reruns it (and only it, while its output is unchanged), and the run
// report lists why.
func TestDegradedStageRerunsNextRun(t *testing.T) {
	f := newFixture(t, diamond)
	f.rec.degraded["b"] = []string{"leg 3 (math.js http): endpoint unreachable"}
	rep := f.run(Options{})
	if !rep.OK || len(rep.Degraded) != 1 || rep.Degraded[0] != "b: leg 3 (math.js http): endpoint unreachable" {
		t.Fatalf("report ok=%v degraded=%q", rep.OK, rep.Degraded)
	}
	if got := rep.Stages[1].Degraded; len(got) != 1 {
		t.Errorf("stage b report degraded=%q", got)
	}
	m, err := ReadManifest(filepath.Join(f.dir, "out", "b"))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Degraded) != 1 {
		t.Errorf("manifest degraded=%q", m.Degraded)
	}
	want := "a:skipped(up to date) b:ran(last run incomplete (leg 3 (math.js http): endpoint unreachable)) c:skipped(up to date) d:skipped(up to date)"
	// Still failing: b reruns and is still degraded; d is unchanged input.
	if got := actions(f.run(Options{})); got != want {
		t.Errorf("second run:\n got %s\nwant %s", got, want)
	}
	st, err := Status(f.config(), Options{Fingerprint: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if st.Stages[1].State != StateStale || len(st.Stages[1].Degraded) != 1 {
		t.Errorf("status of b: %+v", st.Stages[1])
	}
	// Fixed: b reruns once more, then everything is up to date.
	delete(f.rec.degraded, "b")
	rep = f.run(Options{})
	if got := actions(rep); got != want {
		t.Errorf("third run:\n got %s\nwant %s", got, want)
	}
	if len(rep.Degraded) != 0 {
		t.Errorf("third run degraded=%q", rep.Degraded)
	}
	if got, want := actions(f.run(Options{})), "a:skipped(up to date) b:skipped(up to date) c:skipped(up to date) d:skipped(up to date)"; got != want {
		t.Errorf("fourth run:\n got %s\nwant %s", got, want)
	}
}

// TestParseEveryParamError: every error of a params block is reported,
// each at its own position: unknown keys, values of the wrong type and the
// values the kind rejects (ParamError), all at once.
func TestParseEveryParamError(t *testing.T) {
	type params struct {
		N    int     `yaml:"n"`
		Rate float64 `yaml:"rate"`
		Name string  `yaml:"name"`
	}
	kind := Kind{Name: "k", Version: "1", New: func(decode func(any) error) (Stage, error) {
		p := params{N: 3, Rate: 1}
		if err := decode(&p); err != nil {
			return nil, err
		}
		var errs []error
		if p.N < 0 {
			errs = append(errs, InvalidParam("n", "must be at least 0, have %d", p.N))
		}
		if p.Rate <= 0 {
			errs = append(errs, InvalidParam("rate", "must be more than 0, have %v", p.Rate))
		}
		if p.Name == "" {
			errs = append(errs, InvalidParam("name", "missing"))
		}
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
		return &fakeStage{kind: "k"}, nil
	}}
	parse := func(src string) string {
		_, err := Parse("p.yaml", []byte(src), []Kind{kind})
		if err == nil {
			t.Fatalf("no error for %q", src)
		}
		return err.Error()
	}
	got := parse("stages:\n  a:\n    kind: k\n    params:\n      n: many\n      colour: red\n      rate: [1]\n      size: 2\n")
	for _, w := range []string{`p.yaml:5:10: stage a params: n:`, `p.yaml:6:7: stage a params: unknown field "colour" (want n, name, rate)`, `p.yaml:7:13: stage a params: rate:`, `p.yaml:8:7: stage a params: unknown field "size"`} {
		if !strings.Contains(got, w) {
			t.Errorf("decode errors %q\ndo not contain %q", got, w)
		}
	}
	got = parse("stages:\n  a:\n    kind: k\n    params:\n      n: -1\n      rate: 0\n")
	for _, w := range []string{`p.yaml:5:10: stage a params: n: must be at least 0, have -1`, `p.yaml:6:13: stage a params: rate: must be more than 0, have 0`, `p.yaml:4:5: stage a params: name: missing`} {
		if !strings.Contains(got, w) {
			t.Errorf("validation errors %q\ndo not contain %q", got, w)
		}
	}
	if n := strings.Count(got, "\n") + 1; n != 3 {
		t.Errorf("%d errors, want 3: %q", n, got)
	}
}

// TestParseBrokenDependency: a stage that needs a declared but invalid
// stage is not told that its need "is not a stage".
func TestParseBrokenDependency(t *testing.T) {
	rec := newRecorder()
	_, err := Parse("p.yaml", []byte("stages:\n  ingest: {kind: nope}\n  b: {kind: concat, needs: [ingest]}\n"), rec.kinds())
	if err == nil || !strings.Contains(err.Error(), `unknown kind "nope"`) || strings.Contains(err.Error(), "not a stage") {
		t.Errorf("error %v", err)
	}
}

// TestParseErrorsSorted: the errors of a file come in file order.
func TestParseErrorsSorted(t *testing.T) {
	rec := newRecorder()
	_, err := Parse("p.yaml", []byte("stages:\n  a: {kind: source, params: {fail: x, colour: red, tag: [1]}}\n  b: {kind: nope}\n"), rec.kinds())
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d errors: %q", len(lines), err)
	}
	prev := [2]int{}
	for _, l := range lines {
		var at [2]int
		if _, err := fmt.Sscanf(l, "p.yaml:%d:%d:", &at[0], &at[1]); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if at[0] < prev[0] || at[0] == prev[0] && at[1] < prev[1] {
			t.Errorf("errors out of order: %q", err)
		}
		prev = at
	}
}
