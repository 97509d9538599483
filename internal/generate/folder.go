package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// File and ReportFile are the names of the generated source folder's
// transcription file and of the report beside it (not a *.jsonl file, so
// ingest does not read it).
const (
	File       = "exercises.jsonl"
	ReportFile = "report.json"
)

// NewSelfCheck builds the full self-check: leg 1 and math.js embedded
// (the bundle built by `make js`) on an engine of its own. close releases
// the JavaScript runtimes.
func NewSelfCheck(seed int64) (SelfCheck, func(), error) {
	e, err := jsmath.NewEngine(jsmath.Options{Workers: runtime.GOMAXPROCS(0)})
	if err != nil {
		return SelfCheck{}, nil, err
	}
	sc, err := NewSelfCheckOn(seed, e)
	if err != nil {
		e.Close()
		return SelfCheck{}, nil, err
	}
	return sc, e.Close, nil
}

// NewSelfCheckOn builds the full self-check on the embedded math.js engine
// e (which the caller closes), and starts every runtime of e that is not
// started yet (about half a second each), so that no exercise's time limit
// pays for it. One evaluation's time limit is the self-check's own
// (SelfCheck's default Timeout), not e's: a limit reached is an error of
// the whole run (ErrTimeLimit), so only a stuck evaluation may meet it.
func NewSelfCheckOn(seed int64, e *jsmath.Engine) (SelfCheck, error) {
	var g errgroup.Group
	for range e.Workers() {
		g.Go(func() error {
			_, err := e.Version(context.Background())
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return SelfCheck{}, fmt.Errorf("generate: the self-check needs leg 3: %w", err)
	}
	return SelfCheck{MathJS: &mathjsleg.Leg{Eval: e.WithTimeout(defaultTimeout), Points: MathJSPoints}, Seed: seed}, nil
}

// MathJSPoints is how many of leg 1's points the self-check's math.js leg
// redoes each comparison at: the first two (a trigonometric family's
// members k = 0 and 1). The self-check is a gate, not the verdict: the
// verify stage judges every exercise again as it judges every row, its
// leg 3 at mathjsleg.MaxPoints. Two points keep math.js's cross-check of every
// comparison leg 1's confirmation rests on, and halve its 64-digit work,
// most of which is sin, cos, tan and log at the further points (the
// benchmark of 10,000 exercises: a fifth of its CPU time).
const MathJSPoints = 2

// WriteFolder writes the exercises as a dgn source folder: File (one JSON
// line each, in order) and ReportFile.
func WriteFolder(dir string, items []record.Source, rep Report) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	for i := range items {
		if err := enc.Encode(&items[i]); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(dir, File), b.Bytes(), 0o644); err != nil {
		return err
	}
	r, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, ReportFile), append(r, '\n'), 0o644)
}

// Others reads the source folders of a run and returns what the generator
// must respect: the problems of every row (as Key gives them), and the
// number after the largest problem number of an `exercises` row already
// there, so that machine-made rows never take a hand-written row's id.
func Others(ctx context.Context, specs []SourceSpec) (map[string]bool, int, error) {
	keys := map[string]bool{}
	next := 1
	for _, sp := range specs {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		f, err := source.ParseFormat(sp.Format)
		if err != nil {
			return nil, 0, err
		}
		set, err := source.Read(sp.Dir, f)
		if err != nil {
			return nil, 0, err
		}
		for _, r := range set.Rows {
			keys[Key(r.Problem)] = true
			if r.Collection != "exercises" {
				continue
			}
			id := r.ProblemID
			if i := strings.LastIndexByte(id, '.'); i >= 0 {
				id = id[i+1:]
			}
			if n, err := strconv.Atoi(id); err == nil && n >= next {
				next = n + 1
			}
		}
	}
	return keys, next, nil
}

// SourceSpec is one source folder of a run and its format.
type SourceSpec struct{ Dir, Format string }
