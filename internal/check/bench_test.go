package check

import (
	"context"
	"testing"
)

// BenchmarkCollegeMath parses and checks the CollegeMath Beginning and
// Intermediate Algebra Simplify/Solve/Evaluate rows, one after another on
// one goroutine; rows/s is reported.
func BenchmarkCollegeMath(b *testing.B) {
	rows := collegeRows(b, false)
	b.ResetTimer()
	n := 0
	for b.Loop() {
		r := rows[n%len(rows)]
		Check(context.Background(), r.Problem, r.Answer, Options{Seed: int64(n)})
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "rows/s")
}

// BenchmarkMATH checks the 12,500 MATH rows (problem and answer; the
// audit of the solutions has its own benchmark), one after another on one
// goroutine; rows/s is reported.
func BenchmarkMATH(b *testing.B) {
	rows := mathRows(b)
	b.ResetTimer()
	n := 0
	for b.Loop() {
		r := rows[n%len(rows)]
		Check(context.Background(), r.Problem, r.Answer, Options{Seed: int64(n)})
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "rows/s")
}
