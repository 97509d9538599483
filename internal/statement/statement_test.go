package statement

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// The statement layer reads, without proving: the task kind, the formulas
// placed as targets and conditions, the words the cue table does not know,
// and the precision asked.
func TestReadStatement(t *testing.T) {
	cases := []struct {
		problem      string
		kind         Kind // checked when not 0: the reading's kind, which the provers refine from the formulas
		targets      []string
		conds        int
		unread       string // a word that must be named as unread, or ""
		approximated bool
	}{
		{`Solve the equation $x^2-5x+6=0$.`, KindEquation, []string{"x^{2} - 5 x + 6 = 0"}, 0, "", false},
		{`Find $x+\frac1x$ if $x>0$ and $x^2=2$.`, 0, nil, 1, "", false},
		{`Compute $\int_0^1 x^2\,dx$ to the nearest hundredth.`, 0, nil, 0, "", true},
		{`Solve $x^2<4$ in the cellar.`, 0, nil, 0, "cellar", false},
	}
	for _, c := range cases {
		st := ReadStatement(c.problem)
		if c.kind != 0 && st.Kind != c.kind {
			t.Errorf("%q: kind %v, want %v", c.problem, st.Kind, c.kind)
		}
		if c.targets != nil {
			var got []string
			for _, f := range st.Targets {
				got = append(got, ast.Print(f.E))
			}
			if strings.Join(got, "|") != strings.Join(c.targets, "|") {
				t.Errorf("%q: targets %q, want %q", c.problem, got, c.targets)
			}
		}
		if len(st.Conds) < c.conds {
			t.Errorf("%q: %d conditions, want at least %d", c.problem, len(st.Conds), c.conds)
		}
		if c.unread != "" && !strings.Contains(strings.Join(st.Read.Unread, " "), c.unread) {
			t.Errorf("%q: unread words %q, want %q among them", c.problem, st.Read.Unread, c.unread)
		}
		if _, ok := st.AskedPrecision(); ok != c.approximated {
			t.Errorf("%q: precision asked %v, want %v", c.problem, ok, c.approximated)
		}
	}
}

func TestReadAnswerItems(t *testing.T) {
	a, err := ReadAnswer(`x_1=2, x_2=3`)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Items) != 2 {
		t.Errorf("items %d, want 2", len(a.Items))
	}
	if _, err := ReadAnswer(`\frac{1}{`); err == nil {
		t.Errorf("a malformed answer is read without error")
	}
}
