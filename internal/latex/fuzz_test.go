package latex

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// FuzzParseExpr checks that the reader never panics, that a failed parse
// still returns a tree and a non-empty ErrorList, and that every
// successful parse survives the round trip through ast.Print. It is
// seeded from the valid and invalid tables (testdata/fuzz holds the
// crashers found so far, run by plain `go test` too).
func FuzzParseExpr(f *testing.F) {
	for _, name := range []string{"valid.txt", "invalid.txt"} {
		for _, c := range readCases(f, name) {
			f.Add(c.src)
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		x, err := ParseExprConfig(src, Config{MaxLen: 2000})
		if x == nil {
			t.Fatalf("nil tree for %q", src)
		}
		if err != nil {
			if len(err.(ErrorList)) == 0 {
				t.Fatalf("empty error list for %q", src)
			}
			return
		}
		ast.Inspect(x, func(e ast.Expr) bool {
			if e != nil && (e.Pos() > e.End() || int(e.End()) > len(src) || e.Pos() < 0) {
				t.Errorf("bad span [%d,%d) of %s in %q", e.Pos(), e.End(), ast.Dump(e), src)
			}
			return true
		})
		printed := ast.Print(x)
		y, err := ParseExprConfig(printed, Config{MaxLen: 100000, MaxNodes: 1 << 20})
		if err != nil {
			// Print adds grouping; a tree near the depth limit may pass
			// it only before printing.
			if strings.Contains(err.Error(), "nested deeper") {
				return
			}
			t.Fatalf("round trip of %q: Print gave %q which fails: %v", src, printed, err)
		}
		if !ast.Equal(x, y) {
			t.Fatalf("round trip of %q: Print gave %q\n first  %s\n second %s", src, printed, ast.Dump(x), ast.Dump(y))
		}
	})
}
