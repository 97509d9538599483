package cas_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// evalBounded parses and evaluates src under a deadline, as dgnpipe eval
// does, and fails on a recovered internal error.
func evalBounded(t testing.TB, src string) (cas.Value, error) {
	t.Helper()
	e, perr := latex.ParseExpr(src)
	if e == nil {
		return cas.Value{}, perr
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	v, err := cas.New().EvalContext(ctx, e, cas.Env{"x": cas.Int(2)})
	if err != nil && strings.Contains(err.Error(), "internal error") {
		t.Fatalf("%.80q: %v", src, err)
	}
	return v, err
}

func TestHostile(t *testing.T) {
	cases := []struct {
		name, src string
		kind      cas.ErrKind // 0: any outcome but a panic or a hang
	}{
		{"unbalanced", `\frac{1}{{{{2`, 0},
		{"nested groups", strings.Repeat("{", 20000) + "1" + strings.Repeat("}", 20000), 0},
		{"nested parens", strings.Repeat("(", 20000) + "1" + strings.Repeat(")", 20000), 0},
		{"nested sqrt", strings.Repeat(`\sqrt{`, 3000) + "2" + strings.Repeat("}", 3000), 0},
		{"tower", `2^{2^{2^{2^{2^{2^{2}}}}}}`, cas.ErrLimit},
		{"tower 9", `9^{9^{9^{9}}}`, cas.ErrLimit},
		{"float tower", `e^{e^{e^{e^{e}}}}`, cas.ErrLimit},
		{"power of near one", `\left(1+10^{-100}\right)^{10^{100}}`, 0},
		{"factorial", `(10^{6})!`, cas.ErrLimit},
		{"factorial tower", `((5!)!)!`, cas.ErrLimit},
		{"binomial", `\binom{10^{9}}{10^{8}}`, cas.ErrLimit},
		{"long literal", strings.Repeat("9", 19000) + "^{9}", 0},
		{"long literal power", strings.Repeat("9", 19000) + "^{999}", cas.ErrLimit},
		{"literal 10k digits", strings.Repeat("7", 10000) + "+1", 0},
		{"sin huge", `\sin\left(10^{100000}\right)`, cas.ErrLimit},
		{"harmonic", `\sum_{k=1}^{999}\frac{1}{k}`, 0},
		{"sum too long", `\sum_{k=1}^{10^{9}} k`, cas.ErrLimit},
		{"garbage", "\x00\xff\\frac\\\\}{^_&%$#\x7f", 0},
		{"long chain", strings.Repeat("x^2+", 5000) + "1", 0},
		{"root index", `\sqrt[10^{9}]{2}`, cas.ErrLimit},
		{"exp", `\exp(10^{10})`, cas.ErrLimit},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := evalBounded(t, tc.src)
			if tc.kind != 0 && !errors.Is(err, tc.kind) {
				t.Fatalf("got %v, want %v", err, tc.kind)
			}
		})
	}
}

func TestTimeout(t *testing.T) {
	e, err := latex.ParseExpr(`\sum_{k=1}^{9999}\sin k \cdot \cos k \cdot \tg k`)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	<-ctx.Done()
	_, err = cas.New().EvalContext(ctx, e, nil)
	if !errors.Is(err, cas.ErrLimit) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want a time-out", err)
	}
}

func FuzzEval(f *testing.F) {
	for _, tc := range readValues(f) {
		f.Add(tc.tex)
	}
	for _, s := range []string{`2^{2^{2^{100}}}`, `\sqrt[3]{-8}`, `[x]`, `\{x\}`, `x!`, `\binom{x}{2}`,
		`\log_x 8`, `\sum_{k=1}^{x} k`, `\arcsin x`, `0,(3)`, `5\%`, `\tg x^\circ`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 2000 {
			return
		}
		evalBounded(t, src)
	})
}
