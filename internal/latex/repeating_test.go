package latex

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// TestRepeatingDecimalOverline: `0.\overline{7}`, `0.4\overline{56}`,
// `.\overline{2}` and `0.\overline7` are periodic decimals (issue 25,
// capability 6); a bar over more than the digits is not.
func TestRepeatingDecimalOverline(t *testing.T) {
	cases := []struct {
		src               string
		int, frac, repeat string
	}{
		{`0.\overline{7}`, "0", "", "7"},
		{`0.4\overline{56}`, "0", "4", "56"},
		{`.\overline{2}`, "0", "", "2"},
		{`0.\overline7`, "0", "", "7"},
		{`1.\overline{234}`, "1", "", "234"},
		{`0.0\overline{57}`, "0", "0", "57"},
	}
	for _, c := range cases {
		e, err := ParseExpr(c.src)
		if err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		n, ok := e.(*ast.Number)
		if !ok || n.Int != c.int || n.Frac != c.frac || n.Repeat != c.repeat {
			t.Errorf("%s: got %#v", c.src, e)
		}
	}
	for _, src := range []string{`0.\overline{x}`, `0.\overline{AB}`} {
		if e, err := ParseExpr(src); err == nil {
			if n, ok := e.(*ast.Number); ok && n.Repeat != "" {
				t.Errorf("%s read as a periodic decimal", src)
			}
		}
	}
}
