package reread

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/vision"
)

func TestSame(t *testing.T) {
	cases := []struct {
		a, b string
		same bool
	}{
		{`Solve $x^2-5x+6=0$.`, `Solve  $x^2 - 5x + 6 = 0$.`, true},
		{`Solve $x^2-5x+6=0$.`, `Find the roots of $x^{2}-5x+6=0$.`, true}, // prose reworded, same maths
		{`Solve $x^2-5x+6=0$.`, `Solve $x^2-5x-6=0$.`, false},
		{`Compute $0{,}5+\frac{1}{2}$.`, `Compute $0.5+\dfrac12$.`, true},
		{`Compute $2(x+1)$ at $x=3$.`, `Compute $2x+2$ at $x=3$.`, true},
		{`Compute $2(x+1)$.`, `Compute $2x+1$.`, false},
		{`Solve $x<3$.`, `Solve $x\le 3$.`, false},
		{`$a$ and $b$`, `$a$`, false},
		{`8`, `8`, true},
		{`\frac{1}{4}`, `0.25`, true},
		{`x_1=2;\ x_2=3`, `x_1=2; x_2=3`, true},
		{`x_1=2;\ x_2=3`, `x_1=2; x_2=4`, false},
		{`(1;2)`, `[1;2)`, false},
	}
	for _, c := range cases {
		if got, why := Same(c.a, c.b, 7); got != c.same {
			t.Errorf("Same(%q, %q) = %v (%s), want %v", c.a, c.b, got, why, c.same)
		}
	}
}

func TestFlags(t *testing.T) {
	it := &record.Item{}
	if Flags(it) != nil {
		t.Fatal("a row leg 1 did not see is not flagged")
	}
	it.Legs.Native = &record.NativeOutcome{Verdict: record.Confirm}
	if Flags(it) != nil {
		t.Fatal("a confirmed row with no contradiction is not flagged")
	}
	it.Legs.MathJS = &record.MathJSOutcome{Outcome: "contradict"}
	if len(Flags(it)) != 1 {
		t.Fatal("an engine disagreement is a flag")
	}
	it.Legs.Native.Verdict = record.Refute
	if f := Flags(it); len(f) != 1 || strings.Contains(f[0], "engines") {
		t.Fatalf("math.js agreeing with a refutation is not an engine disagreement: %q", f)
	}
	it.Legs.MathJS = &record.MathJSOutcome{Outcome: "confirm"}
	if len(Flags(it)) != 2 {
		t.Fatal("math.js confirming a refuted answer is an engine disagreement")
	}
	it.Legs.Native.Verdict = record.Confirm
	it.Legs.MathJS = nil
	it.Legs.Native = &record.NativeOutcome{Verdict: record.Confirm, RecomputedDiffers: true}
	if len(Flags(it)) != 1 {
		t.Fatal("a differing recomputation without counterexample is a flag")
	}
	// An undecided row is unverifiable whatever its page says: re-reading it
	// would pay for a call that cannot change its status.
	it.Legs.Native = &record.NativeOutcome{Verdict: record.Undecided, RecomputedDiffers: true}
	if f := Flags(it); len(f) != 0 {
		t.Fatalf("an undecided row is flagged: %q", f)
	}
	it.Legs.Native = &record.NativeOutcome{Verdict: record.Refute}
	it.Legs.Parsers = &record.ParsersOutcome{VerdictFragmentDisagrees: true}
	if len(Flags(it)) != 2 {
		t.Fatal("refute + parser disagreement: two flags")
	}
}

type fakeClient struct {
	reading vision.Reading
	err     error
	calls   int
}

func (f *fakeClient) Reread(context.Context, vision.Request) (vision.Reading, error) {
	f.calls++
	return f.reading, f.err
}

func TestRow(t *testing.T) {
	dir := t.TempDir()
	img := filepath.Join(dir, "p1.png")
	// A minimal PNG signature is enough for content sniffing.
	os.WriteFile(img, []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), 0o644)
	refuted := func() *record.Item {
		return &record.Item{ID: "dgn.core.1.001", ProblemID: "1.001", Image: img,
			Problem: `Solve $x^2-5x-6=0$.`, SourceAnswer: `2; 3`,
			Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Refute, Note: "x=2 fails"}}}
	}
	var rechecked []string
	rc := func(_ context.Context, id, p, a string) record.NativeOutcome {
		rechecked = append(rechecked, p+" | "+a)
		return record.NativeOutcome{Verdict: record.Confirm, Note: "both roots satisfy it"}
	}

	// Not configured: the flag stays, with the reason.
	r := &Reader{NotRunReason: "no vision endpoint configured", Recheck: rc}
	it := refuted()
	r.Row(context.Background(), it)
	if it.Legs.Vision == nil || it.Legs.Vision.Outcome != "not-reread" || !strings.Contains(it.Legs.Vision.Note, "no vision endpoint") {
		t.Fatalf("vision = %+v", it.Legs.Vision)
	}

	// The page agrees with the transcription.
	fc := &fakeClient{reading: vision.Reading{Problem: `Solve the equation $x^2-5x-6=0$.`, Answer: `2;\ 3`}}
	r = &Reader{Client: fc, Recheck: rc}
	it = refuted()
	r.Row(context.Background(), it)
	if it.Legs.Vision.Outcome != "agree" || len(rechecked) != 0 {
		t.Fatalf("vision = %+v", it.Legs.Vision)
	}

	// The page disagrees (a misread sign): the re-read row is checked again.
	fc.reading = vision.Reading{Problem: `Solve $x^2-5x+6=0$.`, Answer: `2; 3`}
	it = refuted()
	r.Row(context.Background(), it)
	v := it.Legs.Vision
	if v.Outcome != "disagree" || v.RereadVerdict != record.Confirm || len(rechecked) != 1 || !strings.HasPrefix(rechecked[0], `Solve $x^2-5x+6=0$.`) {
		t.Fatalf("vision = %+v, rechecked %q", v, rechecked)
	}

	// A failed call leaves the row not re-read, with the reason.
	fc.err = vision.ErrBudget
	it = refuted()
	r.Row(context.Background(), it)
	if it.Legs.Vision.Outcome != "not-reread" || !strings.Contains(it.Legs.Vision.Note, "budget") {
		t.Fatalf("vision = %+v", it.Legs.Vision)
	}
	// No image.
	fc.err = nil
	it = refuted()
	it.Image = ""
	r.Row(context.Background(), it)
	if it.Legs.Vision.Outcome != "not-reread" {
		t.Fatalf("vision = %+v", it.Legs.Vision)
	}
	// Unflagged rows are left alone and cost nothing.
	calls := fc.calls
	it = refuted()
	it.Legs.Native.Verdict = record.Confirm
	r.Row(context.Background(), it)
	if it.Legs.Vision != nil || fc.calls != calls {
		t.Fatal("an unflagged row was re-read")
	}
}
