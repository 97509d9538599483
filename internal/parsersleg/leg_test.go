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
		t.Fatalf("the parsers do not start (are the bundles built? make js): %v", err)
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
	if out.Outcome != record.ParsersAgree || out.VerdictFragmentDisagrees {
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
	if out.Outcome != record.ParsersDisagree || out.VerdictFragmentDisagrees {
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
	if out.Outcome != record.ParsersUnparsed || !strings.Contains(out.Note, "switched off") {
		t.Fatalf("outcome = %+v", out)
	}
}

// Expressions defined only at integers (n!, \gcd) and ones defined only on
// part of [0.3, 2.3] (\arcsin x, \log(x-2)) are read at points where ours
// has a value: compute-engine's Γ(n+1) or complex value at a point where
// ours is undefined is no evidence about how it reads the notation.
func TestPointsWhereOursIsDefined(t *testing.T) {
	l := leg(t)
	l.Undecided = true // leg 1 does not decide the row
	out, _ := row(t, l, `Describe $\gcd(m,n)$, $k!$, $\arcsin x + \arccos x$ and $\ln (y - 2)$.`, `1`)
	if out.Outcome != record.ParsersAgree || strings.Contains(out.Note, "disagree:") {
		t.Fatalf("outcome = %+v", out)
	}
	if !strings.Contains(out.Note, "5 agree with ours, 0 disagree") {
		t.Errorf("note = %s", out.Note)
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

// A formula with a word in \text between its parts is prose, not one
// expression (CollegeMath 7.2.8).
func TestProseInsideFragment(t *testing.T) {
	units := collect(`Show it.`, `$\sum_{j=1}^{n} a_{j} V_{j} \text{ then } A^{n m} X$`, nil)
	for _, u := range units {
		if strings.Contains(u.src, "then") {
			t.Errorf("unit %q cross-read", u.src)
		}
	}
	if units := collect(`Compute $x+1$ and $2+2$.`, `4`, nil); len(units) != 3 {
		t.Errorf("units %+v", units)
	}
}

// Leg 1 decided: both parsers read the row. Undecided: no reading can
// change an unverifiable row's status, so the leg does not read it and
// says it was not needed; with Undecided, only KaTeX reads it, and the
// outcome and the note say so.
func TestReadersFollowTheVerdict(t *testing.T) {
	l := leg(t)
	out, res := row(t, l, `Compute $\frac{1}{2}+\sqrt{2}\cdot\sqrt{2}$.`, `\frac52`)
	if res.Verdict != record.Confirm {
		t.Fatalf("leg 1: %s", res.Note)
	}
	if strings.Join(out.Readers, ",") != "compute-engine,katex" || out.Expressions != 2 || IsNotNeeded(out) {
		t.Errorf("decided row: readers %v, expressions %d", out.Readers, out.Expressions)
	}
	const undecided, undecidedAnswer = `A train leaves at $x^2+1$ o'clock; prove that it arrives.`, `x^2+1`
	out, res = row(t, l, undecided, undecidedAnswer)
	if res.Verdict != record.Undecided {
		t.Fatalf("leg 1 decided: %s", res.Note)
	}
	if out.Outcome != record.ParsersUnparsed || len(out.Readers) != 0 || out.Expressions != 0 || out.Note != NotNeeded || !IsNotNeeded(out) {
		t.Errorf("undecided row: %+v", out)
	}
	l.Undecided = true
	out, _ = row(t, l, undecided, undecidedAnswer)
	if strings.Join(out.Readers, ",") != "katex" || !strings.Contains(out.Note, "KaTeX read 1 expression(s)") ||
		!strings.Contains(out.Note, "compute-engine reads only the rows leg 1 decided") || IsNotNeeded(out) {
		t.Errorf("undecided row, Undecided: %+v", out)
	}
}

// TestMalformedIsNotAgree: a statement whose LaTeX no parser can read is
// its own finding, with the offset; the leg never says agree about it,
// even when the readable fragments agree.
func TestMalformedIsNotAgree(t *testing.T) {
	l := leg(t)
	out, _ := row(t, l, `Compute $\frac{1}{2}+\sqrt{2}\cdot\sqrt{2}$ and $\frac{1}{2$.`, `\frac52`)
	if out.Outcome == record.ParsersAgree || out.Malformed != "statement at offset 57: a { that is never closed" || !strings.HasPrefix(out.Note, "malformed LaTeX in the statement at offset 57") {
		t.Errorf("outcome = %+v", out)
	}
	out, _ = row(t, l, `Compute $1+1$.`, `\frac{2}{1`)
	if out.Outcome == record.ParsersAgree || out.Malformed != "answer at offset 8: a { that is never closed" {
		t.Errorf("malformed answer: %+v", out)
	}
	if out, _ = row(t, l, `Compute $\frac{1}{2}+\sqrt{2}\cdot\sqrt{2}$.`, `\frac52`); out.Malformed != "" {
		t.Errorf("a well-formed row is malformed: %+v", out)
	}
}
