//go:build unix

package mathjsleg

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// leg3Rows is how many MATH train rows BenchmarkLeg3MATH reads.
const leg3Rows = 5000

// BenchmarkLeg3MATH measures leg 3 alone as the verify stage runs it: one
// op judges, once each, every row of the first leg3Rows rows of the MATH
// train split that leg 1 decided with evidence (leg 1 runs beforehand,
// outside the timer), on one warmed math.js runtime. It reports the
// milliseconds per judged row, of wall and of CPU time (unix only: it
// reads getrusage). It skips when the corpus is absent
// ($DGNPIPE_SHARED_DATA or ../shared/data beside the repository).
func BenchmarkLeg3MATH(b *testing.B) {
	data := os.Getenv("DGNPIPE_SHARED_DATA")
	if data == "" {
		data = filepath.Join("..", "..", "..", "shared", "data")
	}
	path := filepath.Join(data, "math", "train.jsonl")
	f, err := os.Open(path)
	if err != nil {
		b.Skipf("MATH corpus not available: %v", err)
	}
	defer f.Close()
	var results []check.Result
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 0; sc.Scan() && n < leg3Rows; n++ {
		var r struct{ Problem, Answer string }
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			b.Fatalf("%s:%d: %v", path, n+1, err)
		}
		res := check.Check(context.Background(), r.Problem, r.Answer, check.Options{Seed: 1, Timeout: 2 * time.Second})
		if (res.Verdict == record.Confirm || res.Verdict == record.Refute) && len(res.Evidence) > 0 {
			results = append(results, res)
		}
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	e, err := jsmath.NewEngine(jsmath.Options{Workers: 1})
	if err != nil {
		b.Fatalf("leg 3 needs the math.js bundle (make js): %v", err)
	}
	defer e.Close()
	if _, err := e.Version(context.Background()); err != nil { // warm the runtime
		b.Fatal(err)
	}
	leg := &Leg{Eval: e}
	cpu := func() time.Duration {
		var ru syscall.Rusage
		_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	b.ResetTimer()
	c0 := cpu()
	for b.Loop() {
		for _, res := range results {
			leg.Check(context.Background(), res)
		}
	}
	rows := float64(b.N * len(results))
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/rows, "ms/row")
	b.ReportMetric(float64((cpu()-c0).Milliseconds())/rows, "cpu-ms/row")
	b.ReportMetric(float64(len(results)), "rows")
}
