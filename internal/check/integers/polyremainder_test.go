package integers

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestExactDegree: the degree of a dividend is sure only where no two
// terms can cancel and no factor can be zero; anything else is not read.
func TestExactDegree(t *testing.T) {
	for _, c := range []struct {
		src  string
		want int
		ok   bool
	}{
		{`(x + 1)^{2010}`, 2010, true},
		{`x^{600}(2x - 3)^{4}`, 604, true},
		{`-x^{3} + 7`, 3, true},
		{`(x^{600} + 1) - x^{600}`, 0, false}, // the leading terms cancel
		{`0x^{600}`, 0, false},
		{`a x^{600}`, 0, false}, // a may be 0
		{`\frac{x^{600}}{x}`, 0, false},
		{`\sin x`, 0, false},
	} {
		e, err := latex.ParseExpr(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		got, ok := exactDegree(e, "x")
		if ok != c.ok || ok && got != c.want {
			t.Errorf("exactDegree(%s) = %d, %v; want %d, %v", c.src, got, ok, c.want, c.ok)
		}
	}
}
