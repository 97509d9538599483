package parsersleg

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestEvidenceFragmentsUsed: the statement's fragments that the families
// decide with count as used by the verdict, so that a parser's
// disagreement on them flags the row: a definition substituted
// (Comparison.Uses), a number inside the comparison built from it (|15! -
// 13!| against its prime powers, x - a in a congruence).
func TestEvidenceFragmentsUsed(t *testing.T) {
	for _, c := range []struct{ problem, answer, fragment string }{
		{`If $f(x)=\dfrac{2}{x+1}$, then what is the value of $f^{-1}\left(\frac{1}{5}\right)$?`, `9`, `\dfrac{2}{x+1}`},
		{`If $f(x)=5x^2+3x+4$, what is the value of $f(-2)$?`, `18`, `5x^2+3x+4`},
		{`Compute the largest prime divisor of $15 !-13 !$.`, `19`, `15 !-13 !`},
		{`Find the modulo 4 residue of $121 \cdot 122 \cdot 123$.`, `2`, `121 \cdot 122 \cdot 123`},
		{`Express $0.1\overline{7}$ as a common fraction.`, `\frac{8}{45}`, `0.1\overline{7}`},
	} {
		res := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 3})
		if res.Verdict != record.Confirm {
			t.Errorf("%s: leg 1 says %s (%s)", c.problem, res.Verdict, res.Note)
			continue
		}
		used := usedByVerdict(res)
		frag, err := latex.ParseExpr(c.fragment)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, u := range collect(c.problem, c.answer, used) {
			if !u.answer && ast.Print(u.e) == ast.Print(frag) {
				found = true
				if !used[ast.Print(u.e)] {
					t.Errorf("%s: the fragment $%s$ the verdict decided with is not counted as used", c.problem, c.fragment)
				}
			}
		}
		if !found {
			t.Errorf("%s: the fragment $%s$ is not cross-read", c.problem, c.fragment)
		}
	}
}

// TestUsedFragmentsKept: where a statement has more than MaxUnits
// fragments, the ones the verdict used are cross-read, wherever they are.
func TestUsedFragmentsKept(t *testing.T) {
	var b strings.Builder
	for k := range MaxUnits + 4 {
		fmt.Fprintf(&b, "$%d x + %d$, ", k+2, k+3)
	}
	b.WriteString(`and $\frac{7}{9}$.`)
	e, err := latex.ParseExpr(`\frac{7}{9}`)
	if err != nil {
		t.Fatal(err)
	}
	res := check.Result{Verdict: record.Confirm, Evidence: []check.Comparison{{What: "w", Left: e, Right: &ast.Number{Int: "1"}, Want: record.WantEqual}}}
	units := collect(b.String(), `1`, usedByVerdict(res))
	if len(units) != MaxUnits {
		t.Fatalf("%d units, want %d", len(units), MaxUnits)
	}
	if last := units[len(units)-1]; last.src != `\frac{7}{9}` {
		t.Errorf("the fragment the verdict used is left out; last unit %q", last.src)
	}
	if units := collect(b.String(), `1`, nil); units[len(units)-1].src == `\frac{7}{9}` {
		t.Errorf("with no evidence, the text's order decides: %q kept", units[len(units)-1].src)
	}
}
