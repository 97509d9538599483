package verify

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/parsersleg"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/xparse"
)

// benchRows is how many MATH rows BenchmarkLegs23 runs legs 2 and 3 on.
const benchRows = 300

// BenchmarkLegs23 measures legs 2 and 3 per row (one op = one row) on the
// first benchRows rows of the MATH test split, with leg 1's result computed
// beforehand (outside the timer). It skips when ../shared/data is absent or
// the JavaScript assets are not built.
func BenchmarkLegs23(b *testing.B) {
	path := filepath.Join("..", "..", "..", "shared", "data", "math", "test.jsonl")
	f, err := os.Open(path)
	if err != nil {
		b.Skipf("MATH corpus not available: %v", err)
	}
	defer f.Close()
	type row struct {
		Problem string `json:"problem"`
		Answer  string `json:"answer"`
	}
	var rows []row
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() && len(rows) < benchRows {
		var r row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			b.Fatalf("%s:%d: %v", path, len(rows)+1, err)
		}
		if r.Answer != "" {
			rows = append(rows, r)
		}
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	// The stage's backends, but without the cache of parser readings, so
	// that every op pays for its row as the first sight of it would.
	js, err := jsmath.NewEngine(jsmath.Options{Workers: runtime.GOMAXPROCS(0)})
	if err != nil {
		b.Skipf("leg 3 not available (math.js bundle missing?): %v", err)
	}
	defer js.Close()
	x, err := xparse.New(xparse.Options{Workers: min(2, runtime.GOMAXPROCS(0)), CacheSize: -1})
	if err != nil {
		b.Skipf("leg 2 not available (parser bundles missing?): %v", err)
	}
	defer x.Close()
	native := &legs.Native{}
	m := &legs.MathJS{Leg: &mathjsleg.Leg{Eval: js}, Native: native}
	p := &legs.Parsers{Leg: &parsersleg.Leg{X: x}}
	ctx := context.Background()
	natives := make([]check.Result, len(rows))
	decided := 0
	for i, r := range rows {
		natives[i], _ = native.Check(ctx, r.Problem, r.Answer, RowSeed(1, r.Problem))
		if len(natives[i].Evidence) > 0 {
			decided++
		}
	}
	run := func(k int) {
		row := &legs.Row{Item: &record.Item{Problem: rows[k].Problem, FinalAnswer: rows[k].Answer}, Seed: RowSeed(1, rows[k].Problem), Native: &natives[k]}
		m.Run(ctx, row)
		p.Run(ctx, row)
	}
	run(0) // start the runtimes
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		run(i % len(rows))
	}
	b.ReportMetric(float64(decided), "rows_with_evidence")
}
