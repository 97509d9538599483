package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCrossAreaSlip (issue 42): the value a worked area, volume or cosine
// answer ends with is doubled, halved, negated and moved off its square;
// leg 1 confirms none of them. (The books' worked answers hold prose and
// are skipped by Generate; a formula answer is mutated.)
func TestCrossAreaSlip(t *testing.T) {
	col := func(a, b, c string) string {
		return `\left[\begin{array}{r}` + a + ` \\ ` + b + ` \\ ` + c + `\end{array}\right]`
	}
	for _, c := range []struct{ problem, answer string }{
		{"Find the area of the parallelogram determined by the vectors $" + col("1", "2", "3") + "," + col("3", "-2", "1") + "$.", `8 \sqrt{3}`},
		{"Find the area of the triangle determined by the three points, $(1,2,3),(4,2,0)$ and $(-3,2,1)$.", `9`},
		{"Find $\\cos \\theta$ where $\\theta$ is the angle between the vectors\n$$\n\\mathbf{u}=" + col("1", "-2", "1") + ", \\mathbf{v}=" + col("1", "2", "-7") + "\n$$", `\frac{-10}{\sqrt{1+4+1} \sqrt{1+4+49}}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %q: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		got := answers(generate(c.problem, c.answer), CrossAreaSlip)
		if len(got) < 3 {
			t.Fatalf("crossarea-slip mutants of %s: %v, want at least 3", c.answer, got)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
