package jsmath

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"
)

// BenchmarkEvalMany8: a compiled expression at 8 points per call; reports
// points evaluated per second.
func BenchmarkEvalMany8(b *testing.B) {
	testEngine(b) // skips without the bundle
	e, err := NewEngine(Options{Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	for _, expr := range []string{
		"((3.2 - 1.7) / 0.003)",
		"((v_x ^ 2) - (2 * v_x)) / (v_x + 1)",
		"(((2 / 3) + (5 / 7)) * (sin((pi / 7)) ^ 2)) * v_x",
	} {
		b.Run(expr, func(b *testing.B) {
			scopes := make([]map[string]string, 8)
			for i := range scopes {
				scopes[i] = map[string]string{"v_x": fmt.Sprintf("%d.25", i+1)}
			}
			ctx := context.Background()
			if _, err := e.EvalMany(ctx, expr, scopes); err != nil { // warm
				b.Fatal(err)
			}
			b.ResetTimer()
			for b.Loop() {
				if _, err := e.EvalMany(ctx, expr, scopes); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(8*b.N)/b.Elapsed().Seconds(), "points/s")
		})
	}
}

// BenchmarkWarmUp measures creating and warming one runtime, and the heap
// it keeps.
func BenchmarkWarmUp(b *testing.B) {
	testEngine(b) // skips without the bundle
	for b.Loop() {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		e, err := NewEngine(Options{Workers: 1})
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		if _, err := e.Eval(context.Background(), "1", nil); err != nil {
			b.Fatal(err)
		}
		warm := time.Since(start)
		runtime.GC()
		runtime.ReadMemStats(&after)
		b.ReportMetric(warm.Seconds(), "warmup-s")
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "heap-MiB")
		runtime.KeepAlive(e)
		e.Close()
	}
}
