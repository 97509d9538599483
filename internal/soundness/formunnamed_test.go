package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFormNeighbourUnnamed (issue 42): the shapes that name no constants
// ("If we express $P$ in the form $T$, then what is $E$?", "Rewrite the
// expression $P$ in the form $T$. What is $E$?") give form-neighbour
// mutants, and leg 1 confirms none of them.
func TestFormNeighbourUnnamed(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`If we express $x^2 + 4x + 5$ in the form $a(x - h)^2 + k$, then what is $h$?`, `-2`},
		{`If we express $3x^2 - 6x - 2$ in the form $a(x - h)^2 + k$, then what is $a + h + k$?`, `-1`},
		{`Rewrite the expression $g^4 + 12g^2 + 9$ in the form $c(g^2 + p)^2 + q$. What is $q$?`, `-27`},
		{`Rewrite the expression $4s^2 + 28s + 45$ in the form $(cs + p)^2 + q$. What is $q$?`, `-4`},
	} {
		got := answers(generate(c.problem, c.answer), FormNeighbour)
		if len(got) == 0 {
			t.Fatalf("form-neighbour mutants of %q: none", c.problem)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
