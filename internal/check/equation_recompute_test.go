package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRefutedEquationRecomputed: a refuted answer to an equation in one
// unknown carries the equation's complete real solution set, recomputed
// exactly and written as the confirmation path writes it, with the domain
// and the statement's restrictions applied; the verdict stays a refutation.
// Fed back to leg 1 as the answer (what leg 3's pipeline does before
// math.js judges it), an exact recomputation is confirmed with the same
// recomputation.
func TestRefutedEquationRecomputed(t *testing.T) {
	for _, tc := range []struct{ problem, answer, want string }{
		// Linear.
		{`Solve $3x-1=8$.`, "x=5", "x = 3"},
		{`Solve for $x$: $5(x-2)=3x-4$.`, "7", "x = 3"},
		// Quadratic with two rational roots: a wrong root, a wrong pair.
		{`Solve $x^2-5x+6=0$.`, "x=1, x=6", "x = 2; x = 3"},
		{`Solve the equation $x^2-5x-6=0$.`, `$x_1=2;\ x_2=3$`, "x = -1; x = 6"},
		{`Solve $2x^2-x-1=0$.`, "x=1, x=2", `x = -\frac{1}{2}; x = 1`},
		// "Every x" refuted: the roots there are.
		{`Solve $2x=4$.`, "all real numbers", "x = 2"},
		// No real root: the empty set, proven by the Sturm count.
		{`Solve $x^2+1=0$.`, "x=1", `\varnothing`},
		// Extraneous roots: squaring's x=-1 fails √(x+2)=x; the pole x=1
		// of the rational equation is no root.
		{`Solve $\sqrt{x+2}=x$.`, "x=-1", "x = 2"},
		{`Solve the equation $\sqrt{2x+1}+\sqrt{x-3}=4$.`, `$4;\ 84$`, "x = 4"},
		{`Solve $\frac{x^2-1}{x-1}=0$.`, "x=1", "x = -1"},
		{`Solve $\frac{1}{x-1}+\frac{1}{x+1}=\frac{2}{x^2-1}$.`, "x=1", `\varnothing`},
		// Restricted domain: a stated condition, a restriction cue.
		{`Solve $x^2=4$ for $x>0$.`, "x=-2", "x = 2"},
		{`Find the positive root of $x^2-x-6=0$.`, "x=-2", "x = 3"},
		{`Solve $x^2-x-6=0$ on the interval $[0,5]$.`, "x=-2", "x = 3"},
		// Exponential and logarithmic equations solved exactly.
		{`Solve the equation $3^{2x-1}=27^{x-1}$.`, "5", "x = 2"},
		{`Solve $\log_2(x+1)=3$.`, "x=8", "x = 7"},
	} {
		r := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 7, Timeout: testTimeout})
		if r.Verdict != record.Refute || r.Recomputed != tc.want || !r.RecomputedDiffers {
			t.Errorf("%s / %s: %s, recomputed %q (differs %t); want refute, recomputed %q (differs)\n%s", tc.problem, tc.answer, r.Verdict, r.Recomputed, r.RecomputedDiffers, tc.want, r.Note)
			continue
		}
		back := Check(context.Background(), tc.problem, r.Recomputed, Options{Seed: 7, Timeout: testTimeout})
		if back.Verdict != record.Confirm || back.Recomputed != r.Recomputed {
			t.Errorf("%s: the recomputation %q fed back: %s, recomputed %q; want confirm, the same\n%s", tc.problem, r.Recomputed, back.Verdict, back.Recomputed, back.Note)
		}
	}
}

// TestRefutedEquationIrrationalRoots: irrational roots are written as the
// confirmation of the exact roots writes them (decimals to 25 digits), and
// fed back as an answer they are not confirmed where the problem asks for
// an exact value, so leg 3 does not judge them and the row is not
// corrected with them.
func TestRefutedEquationIrrationalRoots(t *testing.T) {
	for _, tc := range []struct{ problem, wrong, right string }{
		{`Solve $x^2=2$.`, "x=2", `x=\sqrt{2}, x=-\sqrt{2}`},
		{`Solve the following equation: $(a+1)^{2}+2(a-1)=15$`, "$2,-6$", `$-2+2\sqrt{5},-2-2\sqrt{5}$`},
	} {
		ok := Check(context.Background(), tc.problem, tc.right, Options{Seed: 7, Timeout: testTimeout})
		if ok.Verdict != record.Confirm || ok.Recomputed == "" {
			t.Fatalf("%s / %s: %s, recomputed %q; want confirm with a recomputation\n%s", tc.problem, tc.right, ok.Verdict, ok.Recomputed, ok.Note)
		}
		r := Check(context.Background(), tc.problem, tc.wrong, Options{Seed: 7, Timeout: testTimeout})
		if r.Verdict != record.Refute || r.Recomputed != ok.Recomputed || !r.RecomputedDiffers {
			t.Errorf("%s / %s: %s, recomputed %q; want refute, recomputed %q as the confirmation", tc.problem, tc.wrong, r.Verdict, r.Recomputed, ok.Recomputed)
		}
		if back := Check(context.Background(), tc.problem, r.Recomputed, Options{Seed: 7, Timeout: testTimeout}); back.Verdict == record.Confirm {
			t.Errorf("%s: the decimal recomputation %q fed back is confirmed: %s", tc.problem, r.Recomputed, back.Note)
		}
	}
}

// TestRefutedEquationNotRecomputed: where the real solution set is not
// proven complete (parameters, a periodic family, a transcendental
// equation a sign-change scan cannot exhaust, a root outside the exact
// methods), a refutation carries no recomputation, and its note is the
// refutation's alone.
func TestRefutedEquationNotRecomputed(t *testing.T) {
	for _, tc := range []struct{ problem, answer string }{
		{`Solve $x^2-ax=0$ for $x$.`, "x=1"},
		{`Solve $x^2-(a+1)x+a=0$ for $x$.`, "x=2"},
		{`Solve $\sin x=0$.`, `x=\frac{\pi}{2}`},
		{`Solve $\tan x = 1$.`, "x=0"},
		{`Solve $\cos x=1$ for $0 \le x < 2\pi$.`, `x=\pi`},
		{`Solve $2^x=x+3$.`, "x=1"},
		{`Solve $e^x=2$.`, "x=2"},
	} {
		r := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 7, Timeout: testTimeout})
		if r.Verdict != record.Refute || r.Recomputed != "" || r.RecomputedDiffers {
			t.Errorf("%s / %s: %s, recomputed %q; want refute without a recomputation\n%s", tc.problem, tc.answer, r.Verdict, r.Recomputed, r.Note)
		}
		if strings.Contains(r.Note, "recomputed") {
			t.Errorf("%s / %s: the note mentions a recomputation: %s", tc.problem, tc.answer, r.Note)
		}
	}
}
