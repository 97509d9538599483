package parsersleg

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/xparse"
)

var (
	once sync.Once
	eng  *xparse.Engine
	err0 error
)

func leg(t *testing.T) *Leg {
	t.Helper()
	once.Do(func() { eng, err0 = xparse.New(xparse.Options{}) })
	if err0 != nil {
		t.Fatal(err0)
	}
	if err := eng.Warm(context.Background()); err != nil {
		t.Skipf("parser bundles not built (run make js): %v", err)
	}
	return &Leg{X: eng}
}

func row(t *testing.T, l *Leg, problem, answer string) (*record.ParsersOutcome, check.Result) {
	t.Helper()
	res := check.Check(context.Background(), problem, answer, check.Options{Seed: 3})
	return l.Row(context.Background(), problem, answer, res, 3), res
}

func TestAgree(t *testing.T) {
	l := leg(t)
	out, res := row(t, l, `Compute $\frac{1}{2}+\sqrt{2}\cdot\sqrt{2}$.`, `\frac52`)
	if res.Verdict != record.Confirm {
		t.Fatalf("leg 1: %s", res.Note)
	}
	if out.Outcome != xparse.Agree || out.VerdictFragmentDisagrees {
		t.Fatalf("outcome = %+v", out)
	}
}

// A notation hazard (A : B) is reported, names the reading the verdict
// used, and does not flag the row.
func TestHazardIsReportedNotFlagged(t *testing.T) {
	l := leg(t)
	out, res := row(t, l, `Compute $12:3\cdot 2$.`, `8`)
	if res.Verdict != record.Confirm {
		t.Fatalf("leg 1: %s", res.Note)
	}
	if out.Outcome != xparse.Disagree || out.VerdictFragmentDisagrees {
		t.Fatalf("outcome = %+v", out)
	}
	for _, want := range []string{"A : B", "the verdict used our reading"} {
		if !strings.Contains(out.Note, want) {
			t.Errorf("note lacks %q: %s", want, out.Note)
		}
	}
}

func TestUnavailable(t *testing.T) {
	out := (&Leg{Unavailable: "switched off"}).Row(context.Background(), `$1+1$`, `2`, check.Result{}, 1)
	if out.Outcome != xparse.Unparsed || !strings.Contains(out.Note, "switched off") {
		t.Fatalf("outcome = %+v", out)
	}
}

// Expressions defined only at integers (n!, \gcd) and ones defined only on
// part of [0.3, 2.3] (\arcsin x, \log(x-2)) are read at points where ours
// has a value: compute-engine's Γ(n+1) or complex value at a point where
// ours is undefined is no evidence about how it reads the notation.
func TestPointsWhereOursIsDefined(t *testing.T) {
	l := leg(t)
	out, _ := row(t, l, `Describe $\gcd(m,n)$, $k!$, $\arcsin x + \arccos x$ and $\ln (y - 2)$.`, `1`)
	if out.Outcome != xparse.Agree || strings.Contains(out.Note, "disagree:") {
		t.Fatalf("outcome = %+v", out)
	}
	if !strings.Contains(out.Note, "5 agree with ours, 0 disagree") {
		t.Errorf("note = %s", out.Note)
	}
}

func TestWiden(t *testing.T) {
	for _, c := range []struct {
		src, span, want string
		ok              bool
	}{
		{`(2+3i)(1-2i)`, `2+3i)(1-2i`, `(2+3i)(1-2i)`, true},
		{`y=\sqrt{2 x+2}`, `\sqrt{2 x+2`, `\sqrt{2 x+2}`, true},
		{`x+1`, `x+1`, `x+1`, true},
		{`a)b`, `a)b`, ``, false},
	} {
		pos := strings.Index(c.src, c.span)
		p, e, ok := widen(c.src, pos, pos+len(c.span))
		if ok != c.ok || ok && c.src[p:e] != c.want {
			t.Errorf("widen(%q, %q) = %q, %v; want %q, %v", c.src, c.span, c.src[p:e], ok, c.want, c.ok)
		}
	}
}

func TestProseAnswerNotCrossRead(t *testing.T) {
	for _, a := range []string{`no solution`, `The solution exists but is not unique`, `342 child`, `Undefined`} {
		if got := answerText(a); got != "" {
			t.Errorf("answerText(%q) = %q, want none", a, got)
		}
	}
	for _, a := range []string{`x=2`, `\frac{1}{2}`, `abc`, `\text{(C)}`, `2\sqrt{3}`, `(45,2),(-10,-9)`, `\sin x \cos x`} {
		if got := answerText(a); got != "$"+a+"$" {
			t.Errorf("answerText(%q) = %q", a, got)
		}
	}
}
