package pipeline

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// fakeParams are the params of the fake "concat" kind.
type fakeParams struct {
	Tag  string `yaml:"tag" json:"tag"`
	Fail bool   `yaml:"fail" json:"fail"`
}

// recorder sees what the fake stages did, for one test.
type recorder struct {
	mu       sync.Mutex
	ran      []string
	running  int
	maxConc  int
	hooks    map[string]func(ctx context.Context, env *Env) error
	versions map[string]string
	// degraded maps a stage name to the Result.Degraded it reports.
	degraded map[string][]string
}

func newRecorder() *recorder {
	return &recorder{hooks: map[string]func(context.Context, *Env) error{}, versions: map[string]string{}, degraded: map[string][]string{}}
}

func (r *recorder) Ran() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.ran...)
}

// kinds returns the fake kinds: "concat" writes out.txt holding its tag and
// the out.txt of each input (sorted by input name), and "source" does the
// same with the files of the sources.
func (r *recorder) kinds() []Kind {
	mk := func(name string) Kind {
		v := r.versions[name]
		if v == "" {
			v = "1"
		}
		return Kind{Name: name, Version: v, New: func(decode func(any) error) (Stage, error) {
			var p fakeParams
			if err := decode(&p); err != nil {
				return nil, err
			}
			if p.Tag == "bad" {
				return nil, fmt.Errorf("tag must not be %q", p.Tag)
			}
			return &fakeStage{r: r, kind: name, p: p}, nil
		}}
	}
	// "jsonl" is "source" reading only the *.jsonl files, "derived" is
	// "concat" reading no source file; both say so in their Kind.
	jsonl, derived := mk("jsonl"), mk("derived")
	jsonl.SourceFiles, derived.SourceFiles = isJSONL, NoSourceFiles
	return []Kind{mk("concat"), mk("source"), jsonl, derived}
}

func isJSONL(rel string) bool { return !strings.Contains(rel, "/") && strings.HasSuffix(rel, ".jsonl") }

type fakeStage struct {
	r    *recorder
	kind string
	p    fakeParams
}

func (s *fakeStage) String() string { return "fake " + s.kind }

func (s *fakeStage) Run(ctx context.Context, env *Env) (Result, error) {
	name := filepath.Base(env.OutDir)
	name = strings.TrimPrefix(name, tempPrefix)
	name = name[:strings.LastIndex(name, "-")]
	s.r.mu.Lock()
	s.r.ran = append(s.r.ran, name)
	s.r.running++
	if s.r.running > s.r.maxConc {
		s.r.maxConc = s.r.running
	}
	hook := s.r.hooks[name]
	degraded := s.r.degraded[name]
	s.r.mu.Unlock()
	defer func() {
		s.r.mu.Lock()
		s.r.running--
		s.r.mu.Unlock()
	}()
	if hook != nil {
		if err := hook(ctx, env); err != nil {
			return Result{}, err
		}
	}
	if s.p.Fail {
		return Result{}, fmt.Errorf("told to fail")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "tag=%s\n", s.p.Tag)
	if s.kind == "source" || s.kind == "jsonl" {
		for _, src := range env.Sources {
			files, _ := filepath.Glob(filepath.Join(src.Dir, "*"))
			sort.Strings(files)
			for _, f := range files {
				if s.kind == "jsonl" && !isJSONL(filepath.Base(f)) {
					continue
				}
				data, err := os.ReadFile(f)
				if err != nil {
					return Result{}, err
				}
				fmt.Fprintf(&b, "%s: %s", filepath.Base(f), data)
			}
		}
	}
	var deps []string
	for d := range env.Inputs {
		deps = append(deps, d)
	}
	sort.Strings(deps)
	for _, d := range deps {
		data, err := os.ReadFile(filepath.Join(env.Inputs[d], "out.txt"))
		if err != nil {
			return Result{}, err
		}
		fmt.Fprintf(&b, "[%s]\n%s", d, data)
	}
	env.Progress(1, 1)
	if err := os.WriteFile(filepath.Join(env.OutDir, "out.txt"), []byte(b.String()), 0o644); err != nil {
		return Result{}, err
	}
	return Result{Rows: map[string]int{"lines": strings.Count(b.String(), "\n")}, Warnings: []string{"a warning"}, Degraded: degraded}, nil
}

// fixture is a pipeline file in a temp dir with a source folder.
type fixture struct {
	t    *testing.T
	dir  string
	rec  *recorder
	yaml string
}

const diamond = `artifacts: out
sources:
  - dir: src
stages:
  a: {kind: source}
  b: {kind: concat, needs: [a], params: {tag: b}}
  c: {kind: concat, needs: [a], params: {tag: c}}
  d: {kind: concat, needs: [b, c]}
`

func newFixture(t *testing.T, yaml string) *fixture {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, dir: dir, rec: newRecorder(), yaml: yaml}
	f.writeSource("one.jsonl", "hello\n")
	return f
}

func (f *fixture) writeSource(name, content string) {
	f.t.Helper()
	if err := os.WriteFile(filepath.Join(f.dir, "src", name), []byte(content), 0o644); err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) config() *Config {
	f.t.Helper()
	cfg, err := Parse(filepath.Join(f.dir, "pipeline.yaml"), []byte(f.yaml), f.rec.kinds())
	if err != nil {
		f.t.Fatal(err)
	}
	return cfg
}

func (f *fixture) run(opts Options) *Report {
	f.t.Helper()
	if opts.Fingerprint == "" {
		opts.Fingerprint = "test"
	}
	rep, err := Run(context.Background(), f.config(), opts)
	if err != nil {
		f.t.Fatalf("run: %v", err)
	}
	return rep
}

// actions renders a report as "a:ran(no previous output) b:skipped(...)".
func actions(rep *Report) string {
	var parts []string
	for _, s := range rep.Stages {
		parts = append(parts, fmt.Sprintf("%s:%s(%s)", s.Name, s.Action, strings.Join(s.Reasons, "; ")))
	}
	return strings.Join(parts, " ")
}

func (f *fixture) out(stage string) string {
	f.t.Helper()
	b, err := os.ReadFile(filepath.Join(f.dir, "out", stage, "out.txt"))
	if err != nil {
		f.t.Fatal(err)
	}
	return string(b)
}
