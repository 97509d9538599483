package xparse

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestReadingIndependentOfHistory: a fragment reads the same alone, on
// fresh runtimes, and on runtimes that first read fragments which fail
// half-way (nesting past the call-stack limit, parse errors, macro
// definitions, readings interrupted by a deadline): no parser keeps
// state from one fragment to the next (issue 44, W4 asked the same of
// math.js).
func TestReadingIndependentOfHistory(t *testing.T) {
	ctx := context.Background()
	alone, err := New(Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer alone.Close()
	used, err := New(Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer used.Close()
	noise := []string{
		strings.Repeat(`\frac{1}{`, 600) + "2" + strings.Repeat("}", 600),
		strings.Repeat(`{`, 900) + "x" + strings.Repeat("}", 900),
		`\frac{1}{`, `\left( x`, `x^{2`, `\def\a{7}\a`, `\gdef\b{9}\b`, `\newcommand{\c}{3}\c`,
		`\let\frac\sqrt \frac{4}{9}`, `\renewcommand{\sqrt}{5}\sqrt{2}`,
		strings.Repeat(`\sqrt{`, 400) + "2" + strings.Repeat("}", 400),
	}
	probes := []string{`\a+1`, `\b`, `\c`, `\frac{4}{9}`, `\sqrt{2}`, `x^2+\frac{1}{2}`, `\sin\left(\frac{\pi}{6}\right)`, `2{,}5`}
	point := []map[string]string{{"x": "3/2"}}
	for _, n := range noise {
		_, _ = used.Read(ctx, n, point)
	}
	// Readings stopped half-way by the caller's deadline, at several
	// moments.
	for i, d := range []time.Duration{time.Millisecond, 5 * time.Millisecond, 20 * time.Millisecond} {
		dctx, cancel := context.WithTimeout(ctx, d)
		_, _ = used.Read(dctx, strings.Repeat(`rac{x}{1+`, 150+i)+"x"+strings.Repeat("}", 150+i), point)
		cancel()
	}
	for _, p := range probes {
		want, err1 := alone.Read(ctx, p, point)
		got, err2 := used.Read(ctx, p, point)
		w, _ := json.Marshal(want)
		g, _ := json.Marshal(got)
		if err1 != nil || err2 != nil || string(w) != string(g) {
			t.Errorf("%s: after the noise %s (%v), alone %s (%v)", p, g, err2, w, err1)
		}
	}
}
