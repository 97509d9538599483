package constident

import (
	"testing"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// TestRead: the shapes read, their constants and variable, and near
// misses not read.
func TestRead(t *testing.T) {
	q, ok := Read("There exist constants $c_2,$ $c_1,$ and $c_0$ such that\n\\[x^3 + x^2 - 5 = (x - 3)^3 + c_2 (x - 3)^2 + c_1 (x - 3) + c_0.\\]Find $c_2^2 + c_1^2 + c_0^2.$")
	if !ok || len(q.Names) != 3 || q.Names[0] != "c_2" || q.Expr == nil {
		t.Fatalf("c_2, c_1, c_0: %+v %v (free vars %v)", q, ok, pm.FreeVars(q.L))
	}
	q, ok = Read("Find constants $A$, $B$, and $C$, such that $$\\frac{-x^2+3x-4}{x^3+x}= \\frac{A}{x} +\\frac{Bx+C}{x^2+1} $$Enter your answer as the ordered triplet $(A,B,C)$.")
	if !ok || len(q.Names) != 3 || q.Expr != nil {
		t.Fatalf("A, B, C: %+v %v", q, ok)
	}
	for _, s := range []string{
		"Find constants $A$, $B$, and $C$, such that $$\\frac{-x^2+3x-4}{x^3+x}= \\frac{A}{x} +\\frac{Bx+C}{x^2+1} $$Enter your answer as the ordered triplet $(B,A,C)$.",
		"Find constants $A$ and $B$ such that \\[\\frac{1}{x^2 - 1} = \\frac{A}{x - 1} + \\frac{B}{y + 1}.\\]Enter the ordered pair $(A,B).$",
		"There exist constants $A$ and $B$ so that \\[\\frac{1}{x^2 - 1} = \\frac{A}{x - 1} + \\frac{B}{x + 1}.\\]Find $A + x.$",
	} {
		if q, ok := Read(s); ok {
			t.Errorf("%q read: %+v", s, q)
		}
	}
}
